#include "content/output_guard.h"

#include "content/pack_files.h"

#include <filesystem>

namespace parley {

namespace fs = std::filesystem;

std::string outputIsAnInput(const std::string& option, const std::string& output,
                            const std::vector<NamedInput>& inputs) {
    std::error_code ec;
    // What is written is where the path leads (a link's target), so that is what is compared.
    if (output.empty() || !fs::exists(output, ec)) return {};
    auto refusal = [&](const NamedInput& in, const std::string& file) {
        const std::string which = file == in.path ? "" : ", a file of the pack '" + in.path + "'";
        return option + " '" + output + "' would replace '" + file + "'" + which +
               ", which this command reads (" + in.what + "); choose another file";
    };
    for (const NamedInput& in : inputs) {
        if (fs::equivalent(output, in.path, ec)) return refusal(in, in.path);
        if (!fs::is_directory(in.path, ec)) continue;
        Diagnostics ignored; // reading the pack reports its problems; here only its files matter
        for (const fs::path& file : jsonFilesAt(in.path, ignored))
            if (fs::equivalent(output, file, ec)) return refusal(in, file.string());
    }
    return {};
}

} // namespace parley
