#!/usr/bin/env python3
"""Every translation uses the same %N placeholders as its source text, and the English file
(parley_en.ts, whose texts are the sources themselves) says exactly its sources.

A translation that drops or invents a placeholder shows a raw "%2" or loses a number on the
screen, and Qt does not warn. Usage: check_placeholders.py FILE.ts... ; `--self-test` checks the
check on small documents that must pass and fail."""
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?(\d+)")


def problems(root, name, identity=False):
    found = []
    for context in root.iter("context"):
        ctx = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            if identity and message.get("numerus") != "yes" and (translation.text or "") != source:
                found.append(f"{name}: {ctx}: '{source}' reads '{translation.text}' in English")
                continue
            want = set(PLACEHOLDER.findall(source))
            for text in forms:
                got = set(PLACEHOLDER.findall(text))
                # A plural form may leave out %n's count ("one card"); nothing else may differ.
                if got != want and not (message.get("numerus") == "yes" and got <= want):
                    found.append(f"{name}: {ctx}: '{source}' -> '{text}'")
    return found


def self_test():
    good = ET.fromstring("<TS><context><name>A</name><message><source>%1 of %2</source>"
                         "<translation>%2 von %1</translation></message></context></TS>")
    bad = ET.fromstring("<TS><context><name>A</name><message><source>%1 %2</source>"
                        "<translation>Problems in the pack</translation></message></context></TS>")
    assert not problems(good, "good"), "reordered placeholders must pass"
    assert problems(bad, "bad"), "a translation without the placeholders must fail"
    swapped = ET.fromstring("<TS><context><name>A</name><message><source>card</source>"
                            "<translation>Choose.</translation></message></context></TS>")
    assert problems(swapped, "en", identity=True), "English that is not its source must fail"
    print("self-test passed")


def main():
    if "--self-test" in sys.argv:
        self_test()
        return 0
    found = []
    for path in sys.argv[1:]:
        found += problems(ET.parse(path).getroot(), path, identity=path.endswith("_en.ts"))
    for line in found:
        print(line)
    print(f"{len(found)} translations with other placeholders than their source")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
