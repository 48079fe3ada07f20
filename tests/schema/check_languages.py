#!/usr/bin/env python3
"""Every text of the built-in content that a player reads is given in every shipped language.

Which fields are player text comes from the schema: every property that takes a
`#/$defs/localizedText`. A plain string there, or a locale map missing a language, fails and
names the file and the JSON pointer. Pack metadata (shown only to designers in the CLI) is left
out. `--self-test` runs the check on small documents that must pass and fail.
"""
import glob
import json
import os
import sys

LANGUAGES = ("en", "de", "zh_CN")
# Player text lives under these; pack metadata is for designers and the CLI.
SKIPPED_ROOTS = ("metadata",)
# Fields that share a name with player text but are designers' notes: (the list they are in, name).
DESIGNER_NOTES = {("abilities", "description")}


def localized_keys(schema):
    """The property names that take localized text anywhere in the schema."""
    keys = set()

    def takes_text(node):
        if not isinstance(node, dict):
            return False
        if node.get("$ref") == "#/$defs/localizedText":
            return True
        return any(takes_text(n) for n in node.get("anyOf", []) + node.get("oneOf", []))

    def walk(node):
        if isinstance(node, dict):
            for name, prop in (node.get("properties") or {}).items():
                if takes_text(prop):
                    keys.add(name)
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(schema)
    return keys


def problems(document, keys, name):
    found = []

    def check(node, pointer, owner=""):
        if isinstance(node, dict):
            for k, v in node.items():
                here = pointer + "/" + k
                if not pointer and k in SKIPPED_ROOTS:
                    continue
                if k in keys and v is not None and (owner, k) not in DESIGNER_NOTES:
                    if isinstance(v, str):
                        found.append(f"{name}{here}: '{v[:50]}' is in one language only")
                    elif isinstance(v, dict):
                        missing = [lang for lang in LANGUAGES if not v.get(lang)]
                        if missing:
                            found.append(f"{name}{here}: no text in {', '.join(missing)}")
                check(v, here, k)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                check(v, f"{pointer}/{i}", owner)

    check(document, "")
    return found


def self_test(keys):
    good = {"content": {"cards": [{"name": {"en": "Tea", "de": "Tee", "zh_CN": "茶"}}]},
            "metadata": {"title": "only English here is fine"}}
    one_language = {"content": {"cards": [{"name": "Tea"}]}}
    missing = {"content": {"cards": [{"name": {"en": "Tea", "de": "Tee"}}]}}
    empty = {"content": {"cards": [{"name": {"en": "Tea", "de": "", "zh_CN": "茶"}}]}}
    note = {"content": {"cards": [{"name": {"en": "T", "de": "T", "zh_CN": "T"},
                                   "abilities": [{"description": "designers only"}]}]}}
    npc = {"content": {"npcs": [{"description": "one language"}]}}
    assert not problems(good, keys, "good"), "a translated card must pass"
    assert problems(one_language, keys, "x"), "a plain-string name must fail"
    assert "zh_CN" in problems(missing, keys, "x")[0], "a missing language is named"
    assert problems(empty, keys, "x"), "an empty translation must fail"
    assert not problems(note, keys, "x"), "an ability's designer note is not player text"
    assert problems(npc, keys, "x"), "an NPC's description is player text"
    print("self-test passed")


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "resources/schema/parley-content.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    keys = localized_keys(schema)
    if "--self-test" in sys.argv:
        self_test(keys)
        return 0
    directory = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "resources/content")
    found = []
    files = sorted(glob.glob(os.path.join(directory, "*.json")))
    for path in files:
        with open(path, encoding="utf-8") as f:
            found += problems(json.load(f), keys, os.path.basename(path))
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} untranslated texts")
        return 1
    print(f"{len(files)} files: every player text in {', '.join(LANGUAGES)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
