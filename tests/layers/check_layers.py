#!/usr/bin/env python3
"""Fails when an engine folder includes a header of a folder at its own layer or above.

The layers are the table between the `<!-- layers -->` markers of engine/README.md (one row per
layer, lowest first; a row's second cell lists its folders), so the README and this check cannot
disagree. A folder may include its own headers and those of any folder on a lower layer; every
engine folder must be in the table, so a new folder has to be given its place.

Usage: check_layers.py ENGINE_DIR
       check_layers.py --self-test   (the check finds an upward, a peer's and an unplaced include)
"""
import os
import re
import sys
import tempfile


def read_layers(readme):
    text = open(readme, encoding="utf-8").read()
    m = re.search(r"<!-- layers -->(.*?)<!-- /layers -->", text, re.S)
    if not m:
        sys.exit(f"{readme}: no <!-- layers --> table")
    rank = {}
    for row in m.group(1).splitlines():
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        if len(cells) < 2 or not cells[0].isdigit():
            continue
        for folder in re.findall(r"`([a-z_]+)/`", cells[1]):
            rank[folder] = int(cells[0])
    return rank


def check(engine):
    rank = read_layers(os.path.join(engine, "README.md"))
    folders = sorted(d for d in os.listdir(engine) if os.path.isdir(os.path.join(engine, d)))
    problems = [f"engine/{d}/ has no layer in engine/README.md" for d in folders if d not in rank]
    include = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/[^"]+"')
    for d in folders:
        for name in sorted(os.listdir(os.path.join(engine, d))):
            if not name.endswith((".h", ".cpp")):
                continue
            path = os.path.join(engine, d, name)
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    m = include.match(line)
                    if not m or m.group(1) == d or m.group(1) not in rank or d not in rank:
                        continue
                    if rank[m.group(1)] >= rank[d]:
                        problems.append(
                            f"engine/{d}/{name}:{number}: includes {m.group(0).split('include')[1].strip()}, "
                            f"from layer {rank[m.group(1)]} ({m.group(1)}/), not below {d}/'s layer {rank[d]}")
    return folders, problems


def self_test():
    files = {
        "README.md": "<!-- layers -->\n| layer | folders |\n|---|---|\n| 0 | `low/` |\n"
                     "| 1 | `mid/`, `peer/` |\n| 2 | `high/` |\n<!-- /layers -->\n",
        "low/a.h": '#include "low/b.h"\n',                      # its own folder: fine
        "mid/m.cpp": '#include "low/a.h"\n#include <vector>\n',  # down: fine
        "mid/up.cpp": '#include "high/h.h"\n',                   # up: caught
        "peer/p.h": '#include "mid/m.h"\n',                      # across one layer: caught
        "high/h.h": '#include "mid/m.h"\n#include "low/a.h"\n',  # down: fine
        "stray/s.h": "",                                          # no layer: caught
    }
    with tempfile.TemporaryDirectory() as root:
        for name, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
            with open(os.path.join(root, name), "w", encoding="utf-8") as f:
                f.write(text)
        _, problems = check(root)
    expected = ["engine/stray/ has no layer", "engine/mid/up.cpp:1: includes \"high/h.h\"",
                "engine/peer/p.h:1: includes \"mid/m.h\""]
    missing = [e for e in expected if not any(p.startswith(e) for p in problems)]
    if missing or len(problems) != len(expected):
        print("self-test failed; found:", *problems, "expected:", *expected, sep="\n  ")
        return 1
    print("self-test passed: upward, peer and unplaced includes are caught, downward ones pass")
    return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    folders, problems = check(sys.argv[1])
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s) with the engine's layers (see engine/README.md)")
        return 1
    print(f"engine layers hold: {len(folders)} folders, no include from a layer to its own or one above")
    return 0


if __name__ == "__main__":
    sys.exit(main())
