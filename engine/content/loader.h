#pragma once
// Builds Content from any number of JSON files. All files are read and every problem of every
// file is reported in one pass; content with errors is not returned.
//
// Each add* call below adds one pack to Content::identity.packs, in call order: "builtin" for
// addBuiltin, "inline" for a scenario's inline cards and skills, and for a file its packageId
// when it has one, else the file's name; a folder is known by the folder's name. The built-in
// ruleset added by addBuiltinRulesetIfMissing is the pack "builtin-ruleset" when it is used.
#include "content/content.h"
#include "content/diagnostics.h"
#include "content/json_source.h"

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace parley {

class ContentLoader {
public:
    // Adds one document. Cards of a `replacing` source replace earlier cards with the same id
    // (scenario files use this for inline cards) instead of being reported as duplicates.
    void addSource(std::string name, std::string text, bool replacing = false);
    // Adds only the list of cards at `pointer` in a document (a scenario's inline cards); they
    // replace cards of the same id.
    void addCardList(std::string name, std::string text, std::string pointer);
    // A list of skills at `pointer` (a scenario's inline skills); they replace skills with the same id.
    void addSkillList(std::string name, std::string text, std::string pointer);
    // The same for a document that is parsed already (a scenario's), so it is not parsed twice.
    void addCardList(std::shared_ptr<JsonSource> source, std::string pointer);
    void addSkillList(std::shared_ptr<JsonSource> source, std::string pointer);
    // Adds a file, or every *.json file below a folder (sorted by path); see pack_files.h. False
    // when some path could not be read.
    bool addPath(const std::filesystem::path& path, Diagnostics& diags);
    // Adds the built-in pack: all of it, or only its ruleset. Packs added with it are layered on
    // it (see pack_layers.h): they may use its ids, and replace one only with "override": true.
    void addBuiltin();
    void addBuiltinRulesetIfMissing() { rulesetFallback_ = true; }

    std::shared_ptr<const Content> load(Diagnostics& diags);

private:
    void reportInOrder(const Diagnostics& local, Diagnostics& diags) const;
    void startPack(std::string name, bool named, bool base = false);
    ContentIdentity identity() const;

    struct Source {
        std::shared_ptr<JsonSource> json;
        bool replacing = false;
        std::string cardListPointer; // set: only this list of cards is read from the document
        bool skillList = false;      // the list holds skills instead
        std::size_t pack = 0;        // index into packs_
    };
    struct Pack {
        std::string name;  // the id, unless a single file with a packageId gives another
        bool named = false; // a single file: its packageId, when it has one, is the pack's id
        bool base = false;  // the built-in pack, on which the others are layered (pack_layers.h)
    };
    Source& push(std::shared_ptr<JsonSource> json, bool replacing, std::string pointer = {}, bool skills = false);
    std::vector<Source> sources_;
    std::vector<Pack> packs_;
    bool rulesetFallback_ = false;
    // The bytes of the files addPath has read, for limits::kMaxPackBytes.
    std::size_t fileBytes_ = 0;
};

// The built-in content pack, compiled into the engine: (file name, text) pairs.
struct EmbeddedFile {
    const char* name;
    const char* text;
};
const std::vector<EmbeddedFile>& builtinContentFiles();

// Loads the built-in pack once per process; it is validated by the tests, so it cannot fail in a
// shipped build, but a failure still reports instead of crashing.
std::shared_ptr<const Content> builtinContent(Diagnostics* diags = nullptr);

} // namespace parley
