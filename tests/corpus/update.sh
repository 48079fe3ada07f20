#!/bin/sh
# Rewrites the .expected files of the corpus from what parley-cli prints now.
#
#   tests/corpus/update.sh                      every file that is not pending
#   tests/corpus/update.sh content/NAME.json    the files named (pending ones too: their
#                                               pending line is dropped)
#
# The CLI is $PARLEY_CLI, or build/app/cli/parley-cli of this checkout. Read every changed
# .expected (git diff tests/corpus) before committing it: each must be what a designer should see.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
cli=${PARLEY_CLI:-$here/../../build/app/cli/parley-cli}
if [ ! -x "$cli" ]; then
    echo "update.sh: no parley-cli at $cli (build it, or set PARLEY_CLI)" >&2
    exit 2
fi
cd "$here"
if [ $# -eq 0 ]; then
    set -- content/*.json scenario/*.json replay/*.json
    all=1
else
    all=0
fi
for f in "$@"; do
    f=${f#tests/corpus/}
    expected=${f%.json}.expected
    if [ "$all" = 1 ] && [ -f "$expected" ] && sed -n 2p "$expected" | grep -q '^pending: '; then
        echo "skipped (pending) $f"
        continue
    fi
    cmake -DCLI="$cli" -DCORPUS="$here" -DFILE="$f" -DUPDATE=ON -P "$here/check_corpus_file.cmake"
done
