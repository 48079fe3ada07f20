#!/usr/bin/env python3
"""Writes the corpus files that are awkward to type: other encodings, zero bytes, deep nesting,
long lists. Run from anywhere; it rewrites only the files listed here. The .expected files are
not touched (see README.md)."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
CONTENT = os.path.join(HERE, "content")
SCENARIO = os.path.join(HERE, "scenario")

CARD_FILE = ('{\n  "cards": [\n'
             '    { "id": "cafe", "name": "Caf\u00e9", "weight": 1, "difficulty": "Easy" }\n'
             '  ]\n}\n')


def write(folder, name, data):
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def main():
    # Text in other encodings than UTF-8.
    write(CONTENT, "encoding_latin1.json", CARD_FILE.encode("latin-1"))
    write(CONTENT, "encoding_utf16le_bom.json", b"\xff\xfe" + CARD_FILE.encode("utf-16-le"))
    write(CONTENT, "encoding_utf16be_bom.json", b"\xfe\xff" + CARD_FILE.encode("utf-16-be"))
    write(CONTENT, "encoding_utf16be_no_bom.json", CARD_FILE.encode("utf-16-be"))
    write(CONTENT, "encoding_utf16le_no_bom.json", CARD_FILE.encode("utf-16-le"))
    write(CONTENT, "encoding_utf32le_bom.json", b"\xff\xfe\x00\x00" + CARD_FILE.encode("utf-32-le"))
    write(CONTENT, "encoding_utf32be_no_bom.json", CARD_FILE.encode("utf-32-be"))
    # A UTF-8 byte order mark is fine: the file loads.
    write(CONTENT, "encoding_utf8_bom_is_fine.json", b"\xef\xbb\xbf" + CARD_FILE.encode("utf-8"))
    # "/" written as the overlong two-byte sequence C0 AF.
    write(CONTENT, "encoding_overlong_utf8.json",
          CARD_FILE.replace("Caf\u00e9", "Caf\u00e9 and tea").encode("utf-8").replace(b" and ", b" \xc0\xaf "))
    # A UTF-16 surrogate half encoded as UTF-8 (CESU-8).
    write(CONTENT, "encoding_utf8_surrogate.json",
          CARD_FILE.encode("utf-8").replace(b"Caf\xc3\xa9", b"Caf\xed\xa0\x80"))
    # A sequence cut short at the end of a string.
    write(CONTENT, "encoding_truncated_utf8.json",
          CARD_FILE.encode("utf-8").replace(b"Caf\xc3\xa9", b"Caf\xc3"))
    # A zero byte in the middle of the name.
    write(CONTENT, "zero_byte.json", CARD_FILE.encode("utf-8").replace(b"Caf\xc3\xa9", b"Ca\x00f\xc3\xa9"))

    # Nesting 30,000 levels deep, in a card's effect data (60 KB).
    depth = 30000
    write(CONTENT, "nesting_30000_deep.json",
          ('{\n  "cards": [\n    { "id": "deep", "name": "Deep", "weight": 1, "difficulty": "Easy",\n'
           '      "successEffect": { "type": "EndConversation", "value": "success", "data": '
           + "[" * depth + "]" * depth + " } }\n  ]\n}\n").encode())
    # Nesting 30,000 levels deep and never closed: the file ends inside it.
    write(CONTENT, "nesting_30000_deep_unclosed.json", ("{\"cards\": " + "[" * depth + "\n").encode())
    # 65 levels of objects: one past the limit of 64.
    write(CONTENT, "nesting_65_deep.json",
          ('{\n  "cards": [\n    { "id": "deep", "name": "Deep", "weight": 1, "difficulty": "Easy",\n'
           '      "successEffect": { "type": "EndConversation", "value": "success", "data": '
           + '{"a": ' * 61 + "1" + "}" * 61 + " } }\n  ]\n}\n").encode())

    # A deck of 20,001 entries: one past the list limit of 20,000 (about 200 KB).
    entries = ",\n".join(['"greet"'] * 20001)
    write(CONTENT, "list_20001_items.json",
          ('{\n  "cards": [\n    { "id": "greet", "name": "Greet", "weight": 1, "difficulty": "Easy" }\n  ],\n'
           '  "decks": [\n    { "id": "huge", "cards": [\n' + entries + "\n    ] }\n  ]\n}\n").encode())

    # Outcome data of 1,001 fields: one past the limit of 1,000 fields in an object.
    fields = ",\n".join('        "f%d": %d' % (i, i) for i in range(1001))
    write(CONTENT, "object_1001_fields.json",
          ('{\n  "cards": [\n    { "id": "wide", "name": "Wide", "weight": 1, "difficulty": "Easy",\n'
           '      "successEffect": { "type": "EndConversation", "value": "success", "data": {\n'
           + fields + "\n      } } }\n  ]\n}\n").encode())

    # Texts the player sees, one character past the limit of 2,000 (issue 32: a 900 KB name took
    # the window 71 s to its first frame). The name counts characters, not bytes: 2,001 of "é".
    write(CONTENT, "text_card_name_too_long.json",
          ('{\n  "cards": [\n    { "id": "long", "name": "' + "\u00e9" * 2001 + '", "weight": 1, "difficulty": "Easy" }\n'
           '  ]\n}\n').encode())
    write(CONTENT, "text_translation_too_long.json",
          ('{\n  "cards": [\n    { "id": "long", "name": { "en": "Long", "de": "' + "Lang " * 400 + 'X" },\n'
           '      "weight": 1, "difficulty": "Easy" }\n  ]\n}\n').encode())

    # A scenario nested 30,000 levels deep in a step.
    write(SCENARIO, "nesting_30000_deep.json",
          ('{\n  "format": "parley-scenario/1",\n  "name": "deep",\n  "steps": [ '
           + "[" * depth + "]" * depth + " ]\n}\n").encode())
    # A scenario in UTF-16 LE with a byte order mark, as Windows Notepad saves it.
    write(SCENARIO, "encoding_utf16le_bom.json",
          b"\xff\xfe" + '{\n  "format": "parley-scenario/1",\n  "name": "Notepad",\n  "steps": [ { "listen": true } ]\n}\n'
          .encode("utf-16-le"))


if __name__ == "__main__":
    main()
