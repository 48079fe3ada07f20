#pragma once
// An output never replaces an input: `parley-cli simulate --csv pack.json --content pack.json`
// would put a CSV where the designer's cards were. Files are compared as the system sees them
// (device and inode), so a link, a hard link or another spelling of the same file is caught.
#include <string>
#include <vector>

namespace parley {

// An input a command reads: the option or argument that names it ("--content", "the shard") and
// its path, a file or a pack folder (whose *.json files, as jsonFilesAt finds them, are inputs).
struct NamedInput {
    std::string what;
    std::string path;
};

// Empty when writing `output` replaces none of `inputs`; otherwise one sentence that names the
// output (`option` and path), the input it is and what to do. An output that does not exist yet
// is no input.
std::string outputIsAnInput(const std::string& option, const std::string& output,
                            const std::vector<NamedInput>& inputs);

} // namespace parley
