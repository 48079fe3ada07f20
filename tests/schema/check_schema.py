#!/usr/bin/python3
"""Validate Parley content files against the content JSON Schema.

Usage:
  check_schema.py SCHEMA CONTENT_DIR_OR_FILE...
  check_schema.py --self-test [SCHEMA]

Prints one "PASS file" line per valid file, one "FAIL file: pointer: message" line per error,
and a last line "N passed, N failed". Exit code: 0 if every file passes, 1 if any fails,
2 on a usage error (bad arguments, unreadable or invalid schema, no content files found).

--self-test checks that the schema can fail: it must reject deliberately bad cards (unknown
effect type, property, cost kind, trigger, modifier target, stacking mode, skill-only effect, ...) and bad
skills (unknown type, event, effect type, misplaced skill effect, ...), and accept good ones. Exit 1 if
the schema misjudges any.
"""

import json
import re
import sys
from json.decoder import scanstring
from pathlib import Path

try:
    import jsonschema
except ImportError:  # pragma: no cover - depends on the machine
    print("error: the python3 'jsonschema' module is not installed (apt-get install python3-jsonschema)",
          file=sys.stderr)
    sys.exit(2)

DEFAULT_SCHEMA = Path(__file__).resolve().parents[2] / "resources" / "schema" / "parley-content.schema.json"
USAGE = __doc__.split("\n\n")[1]


class UsageError(Exception):
    pass


# --------------------------------------------------------------------------- source positions
# json.loads keeps no positions, so a second, minimal pass over the (already valid) text maps
# every JSON pointer to the offset where its value starts. Errors can then name line and column.
_WS = re.compile(r"[ \t\n\r]*")
_SCALAR = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?|true|false|null")


def _escape(token):
    return str(token).replace("~", "~0").replace("/", "~1")


def _scan(text, i, pointer, positions):
    i = _WS.match(text, i).end()
    positions[pointer] = i
    ch = text[i]
    if ch == "{":
        i = _WS.match(text, i + 1).end()
        if text[i] == "}":
            return i + 1
        while True:
            key, i = scanstring(text, i + 1)
            i = _WS.match(text, i).end() + 1  # the colon
            i = _scan(text, i, pointer + "/" + _escape(key), positions)
            i = _WS.match(text, i).end()
            if text[i] == "}":
                return i + 1
            i = _WS.match(text, i + 1).end()  # the comma
    if ch == "[":
        i = _WS.match(text, i + 1).end()
        if text[i] == "]":
            return i + 1
        index = 0
        while True:
            i = _scan(text, i, pointer + "/" + str(index), positions)
            index += 1
            i = _WS.match(text, i).end()
            if text[i] == "]":
                return i + 1
            i += 1
    if ch == '"':
        return scanstring(text, i + 1)[1]
    return _SCALAR.match(text, i).end()


def _line_col(text, offset):
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


# --------------------------------------------------------------------------- validation
def load_validator(schema_path):
    try:
        schema = json.loads(Path(schema_path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot read schema {schema_path}: {exc}")
    cls = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    try:
        cls.check_schema(schema)
    except jsonschema.exceptions.SchemaError as exc:
        raise UsageError(f"{schema_path} is not a valid JSON Schema: {exc.message}")
    return cls(schema)


def pointer_of(error):
    return "".join("/" + _escape(part) for part in error.absolute_path)


def message_of(error):
    # A bare regular expression (or a bare "not") tells a designer little; the schema's title says
    # what was meant.
    if isinstance(error.schema, dict) and "title" in error.schema:
        if error.validator in ("pattern", "const"):
            return f"{error.instance!r} is not {error.schema['title']}"
        if error.validator == "not":
            return f"{error.instance!r} is {error.schema['title']}"
        if error.validator == "anyOf":  # "one of these fields is required": the title says which
            return error.schema["title"]
    return error.message


def check_instance(validator, instance):
    """Return the schema errors of one parsed document as unique (pointer, message) pairs."""
    seen = {}
    for e in validator.iter_errors(instance):
        seen.setdefault((pointer_of(e), message_of(e)), None)
    return list(seen)


def check_file(validator, path):
    """Return a list of (pointer, message) for one file; empty when it is valid."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return [("", f"cannot read file: {exc}")]
    try:
        instance = json.loads(text)
    except json.JSONDecodeError as exc:
        return [("", f"invalid JSON: {exc.msg} [line {exc.lineno}, column {exc.colno}]")]

    positions = {}
    _scan(text, 0, "", positions)
    found = []
    for pointer, message in check_instance(validator, instance):
        # A missing member has no position of its own: fall back to its nearest ancestor.
        probe = pointer
        while probe not in positions and probe:
            probe = probe.rsplit("/", 1)[0]
        line, col = _line_col(text, positions.get(probe, 0))
        found.append((line, col, pointer, message))
    found.sort()
    return [(pointer, f"{message} [line {line}, column {col}]") for line, col, pointer, message in found]


def collect(paths):
    files = []
    for arg in paths:
        p = Path(arg)
        if p.is_dir():
            files.extend(sorted(f for f in p.rglob("*.json") if f.is_file()))
        elif p.is_file():
            files.append(p)
        else:
            raise UsageError(f"no such file or directory: {arg}")
    if not files:
        raise UsageError("no content files found")
    return files


def run_check(schema_path, paths):
    validator = load_validator(schema_path)
    passed = failed = 0
    for f in collect(paths):
        errors = check_file(validator, f)
        if errors:
            failed += 1
            for pointer, message in errors:
                print(f"FAIL {f}: {pointer or '(root)'}: {message}")
        else:
            passed += 1
            print(f"PASS {f}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


# --------------------------------------------------------------------------- self-test
GOOD_CARD = {
    "id": "self_test_good", "name": {"en": "Good", "de": "Gut"}, "weight": 2, "difficulty": "Medium",
    "properties": ["Fleeting"], "connectionType": "Trust", "depth": 1,
    "successEffect": [{"type": "AddComfort", "value": "min(2, 4 - comfort)"},
                      {"type": "SetAtmosphere", "value": "Informed"}],
    "failureEffect": None,
    "exhaustEffect": {"type": "EndConversation", "value": "abandoned", "data": {"reason": "test"}},
    "dialogueFragment": "Fine.",
}

BAD_CARD = {
    "id": "self_test_bad", "name": "Bad", "weight": 1, "difficulty": "Medium",
    "properties": ["Sticky"],
    "successEffect": {"type": "Teleport", "value": "1"},
}


# A permanent that uses seed 001's costs and seed 000's triggers in both effect spellings.
GOOD_TABLE_CARD = {
    "id": "self_test_table", "name": "Table", "weight": 1, "difficulty": "Easy", "permanent": True,
    "costs": [{"cost": "patience", "amount": 1}, {"cost": "reveal", "amount": 1, "filter": {"property": "Observable"}}],
    "alternativeCosts": [[{"cost": "tokens", "tokens": {"Commerce": 2}}], [{"cost": "weight", "amount": 0}]],
    "successEffect": [{"effect": "createToken", "tokenType": "stone", "amount": 2},
                      {"type": "AddTokens", "tokens": {"Trust": -1}}],
    "abilities": [
        {"name": "a", "costs": [{"cost": "tapSelf"}], "effects": {"effect": "draw", "amount": 1}, "usesPerTurn": 1},
        {"costs": [{"cost": "sacrifice", "scope": "selfOnly"}, {"cost": "discard", "amount": 2}],
         "alternativeCosts": [[{"cost": "sacrificeSelf"}], [{"cost": "revealSelf"}]],
         "effects": [{"type": "AddComfort", "value": "2"}]},
        {"costs": [{"cost": "sacrifice", "tokenType": "stone", "amount": 1}, {"cost": "tap", "card": "stone"},
                   {"cost": "x", "resource": "Trust", "min": 0, "max": 3}],
         "effects": {"type": "ScaleByWeight", "value": "x + stone"}},
    ],
    "triggeredEffects": [
        {"trigger": "openingHand", "optional": True, "optionMessage": "Reveal it?",
         "effects": [{"effect": "reveal", "scope": "selfOnly", "isCost": True},
                     {"effect": "discard", "amount": "any"}, {"effect": "draw", "amount": "amount"}]},
        {"trigger": "turnStart", "zone": "discard", "conditions": ["comfort >= 1 and stone > 0", "not (turn == 1)"],
         "effects": [{"effect": "sacrifice", "tokenType": "stone", "isCost": True},
                     {"effect": "sendToZone", "zone": "hand"}]},
        {"trigger": "leftZone", "zone": "table", "self": True,
         "effects": {"effect": "tutor", "filter": {"properties": ["Fleeting"], "connectionType": "Trust"}}},
        {"trigger": "beforeSpeak", "additionalCosts": [{"costType": "sacrifice", "scope": "selfOnly"}],
         "effects": {"effect": "createToken", "card": "insight", "controller": "npc"}},
    ],
}


# Seed 004's modifiers: an aura (one modifier and a list), a suppressor, and addModifier in both spellings.
GOOD_MODIFIER_CARD = {
    "id": "self_test_modifiers", "name": "Modifiers", "weight": 1, "difficulty": "Easy", "permanent": True,
    "auras": {"target": "tokenCount", "operation": "multiply", "value": 2,
              "condition": "card.connectionType == \"Trust\" and not card.goal", "scope": "hand",
              "stacking": "noStack", "stackingKey": "trust counts double"},
    "suppresses": ["aura", "cardEffect"],
    "successEffect": [
        {"effect": "addModifier", "duration": 0,
         "modifier": {"target": "comfortChange", "operation": "add", "value": 1, "condition": "value < 0"}},
        {"type": "AddModifier",
         "modifier": [{"target": "weightCost", "operation": "add", "value": -1, "scope": "source"},
                      {"target": "successChance", "operation": "max", "value": 50, "stacking": "maxOnly",
                       "condition": "card.weight >= 2 || card.depth > 1", "scope": "hand"}]},
    ],
}


def _variant(**changes):
    card = dict(GOOD_CARD, id="self_test_variant")
    card.update(changes)
    return card


# (label, card, pointers inside the card that must be reported; None means "must be accepted")
SELF_TESTS = [
    ("accepts a good card", GOOD_CARD, None),
    ("rejects unknown effect type and unknown property", BAD_CARD, ["/properties/0", "/successEffect/type"]),
    ("rejects an unknown difficulty", _variant(difficulty="Impossible"), ["/difficulty"]),
    ("accepts a declared override", _variant(override=True), None),
    ("rejects an override that is not true or false", _variant(override="yes"), ["/override"]),
    ("rejects SetAtmosphere to a non-atmosphere",
     _variant(successEffect={"type": "SetAtmosphere", "value": "Sunny"}), ["/successEffect/value"]),
    ("rejects a formula with an unknown variable",
     _variant(failureEffect={"type": "AddComfort", "value": "2 * luck"}), ["/failureEffect/value"]),
    ("rejects an unknown connection type", _variant(connectionType="Magic"), ["/connectionType"]),
    ("accepts a permanent with costs, abilities and triggers", GOOD_TABLE_CARD, None),
    ("rejects an unknown cost kind",
     _variant(abilities=[{"costs": [{"cost": "mana", "amount": 1}], "effects": {"effect": "draw", "amount": 1}}],
              alternativeCosts=[[{"cost": "untap"}]]),
     ["/abilities/0/costs/0/cost", "/alternativeCosts/0/0/cost"]),
    ("rejects an unknown trigger name",
     _variant(triggeredEffects=[{"trigger": "onAttack", "effects": {"effect": "draw", "amount": 1}}]),
     ["/triggeredEffects/0/trigger"]),
    ("rejects enteredZone without a zone",
     _variant(triggeredEffects=[{"trigger": "enteredZone", "effects": {"effect": "draw", "amount": 1}}]),
     ["/triggeredEffects/0"]),
    ("rejects isCost on an effect that cannot be a cost, and a bad condition",
     _variant(triggeredEffects=[{"trigger": "listen", "conditions": "luck > 2",
                                 "effects": [{"effect": "draw", "amount": 1, "isCost": True}]}]),
     ["/triggeredEffects/0/effects/0/effect", "/triggeredEffects/0/conditions"]),
    ("rejects an unknown legacy additionalCosts cost type",
     _variant(triggeredEffects=[{"trigger": "openingHand", "additionalCosts": [{"costType": "exile"}],
                                 "effects": []}]),
     ["/triggeredEffects/0/additionalCosts/0/costType"]),
    ("accepts an ending's terms and a key of the pack's own",
     _variant(successEffect={"type": "EndConversation", "value": "success",
                             "data": {"createsObligation": True, "obligationType": "delivery",
                                      "recipientId": "lord_blackwood", "item": {"en": "a letter", "de": "ein Brief"},
                                      "deadline": 73, "payment": -5, "tokenReward": {"Trust": 2},
                                      "penalty": "burden_card", "penaltyCard": "elena_old_debts",
                                      "relationshipPenalty": -2, "reason": {"en": "Late", "zh_CN": "迟了"},
                                      "grantsAccess": "north_gate", "mood": "grim"}}), None),
    ("rejects ending terms of the wrong type",
     _variant(successEffect={"type": "EndConversation", "value": "success",
                             "data": {"deadline": "sunset", "recipientId": "Lord Blackwood",
                                      "tokenReward": {"Trust": "two"}, "reason": 5}}),
     ["/successEffect/data/deadline", "/successEffect/data/recipientId", "/successEffect/data/tokenReward/Trust",
      "/successEffect/data/reason"]),
    ("accepts auras, suppresses and addModifier", GOOD_MODIFIER_CARD, None),
    ("rejects an unknown modifier target and suppressed source",
     _variant(auras=[{"target": "luck", "operation": "add", "value": 1}], suppresses="rules"),
     ["/auras/0/target", "/suppresses"]),
    ("rejects an unknown stacking mode and a bad modifier condition",
     _variant(successEffect={"effect": "addModifier", "modifier": {"target": "successChance", "operation": "add",
                                                                  "value": 10, "stacking": "sometimes",
                                                                  "condition": "card.colour == \"Red\""}}),
     ["/successEffect/modifier/stacking", "/successEffect/modifier/condition"]),
    # Seed 004's trigger and scopes: a turn boundary acts on comfort, patience or weight with 'add';
    # each scope names only numbers it can be about.
    ("accepts turnStart/turnEnd modifiers and the table, player and npc scopes",
     _variant(auras=[{"target": "comfort", "operation": "add", "value": 1, "trigger": "turnStart"},
                     {"target": "patience", "operation": "add", "value": -1, "trigger": "turnEnd", "scope": "npc"},
                     {"target": "weightCost", "operation": "add", "value": -1, "scope": "table"},
                     {"target": "listenDraw", "operation": "add", "value": 1, "scope": "player"},
                     {"target": "comfortChange", "operation": "add", "value": 1, "scope": "npc"}]), None),
    ("rejects a turn trigger on a derived number, a continuous comfort modifier and a turn multiply",
     _variant(auras=[{"target": "successChance", "operation": "add", "value": 5, "trigger": "turnEnd"},
                     {"target": "comfort", "operation": "add", "value": 1},
                     {"target": "weight", "operation": "multiply", "value": 2, "trigger": "turnStart"},
                     {"target": "comfort", "operation": "add", "value": 1, "trigger": "sometimes"}]),
     ["/auras/0/target", "/auras/1/target", "/auras/2/operation", "/auras/3/trigger"]),
    ("rejects scopes that never match their target",
     _variant(auras=[{"target": "successChance", "operation": "add", "value": 5, "scope": "table"},
                     {"target": "comfortChange", "operation": "add", "value": 1, "scope": "player"},
                     {"target": "handLimit", "operation": "add", "value": 1, "scope": "npc"},
                     {"target": "comfort", "operation": "add", "value": 1, "trigger": "turnEnd", "scope": "source"}]),
     ["/auras/0/target", "/auras/1/target", "/auras/2/target", "/auras/3/scope"]),
    ("rejects addModifier without a modifier",
     _variant(successEffect=[{"type": "AddModifier", "duration": 2}], failureEffect={"effect": "addModifier"}),
     ["/successEffect/0", "/failureEffect"]),
    ("rejects card variables in a trigger condition",
     _variant(triggeredEffects=[{"trigger": "listen", "conditions": "card.weight > 1",
                                 "effects": {"effect": "draw", "amount": 1}}]),
     ["/triggeredEffects/0/conditions"]),
    # Seed 003: marks and skills are open to cards; the pipeline, judge and pile effects are not.
    ("accepts AddMark, GrantSkill, RemoveSkill and marks in formulas on a card",
     _variant(successEffect=[{"type": "AddMark", "mark": "kindness", "on": "npc", "value": "1 + npc.kindness"},
                             {"effect": "grantSkill", "skill": "trait_veteran", "to": "owner"}],
              failureEffect={"type": "RemoveSkill", "skill": "trait_veteran"},
              triggeredEffects=[{"trigger": "turnEnd", "conditions": "player.kindness >= 2",
                                 "effects": {"type": "SendToZone", "zone": "pile"}}]),
     None),
    ("rejects skill-only effects on a card",
     _variant(successEffect={"type": "Nullify"}, failureEffect=[{"effect": "reroll"}],
              abilities=[{"effects": [{"type": "PutOnPile", "scope": "selfOnly"}]}],
              triggeredEffects=[{"trigger": "turnEnd", "effects": {"type": "RepeatEffects"}}]),
     ["/successEffect/type", "/failureEffect/0/effect", "/abilities/0/effects/0/type",
      "/triggeredEffects/0/effects/type"]),
    ("rejects AddMark without a mark and GrantSkill without a skill",
     _variant(successEffect=[{"type": "AddMark", "on": "npc"}, {"type": "GrantSkill", "to": "everyone"}]),
     ["/successEffect/0", "/successEffect/1", "/successEffect/1/to"]),
]


# Seed 003's skills: a minimal valid skill of each type.
MINIMAL_SKILLS = {
    "trigger": {"event": "turnEnd", "effects": {"type": "AddComfort", "value": 1}},
    "viewAs": {"as": "small_talk"},  # "as" is a Python keyword, hence the dicts
    "filter": {"addProperties": "Persistent"},
    "targetMod": {"cardsPerSpeak": 1},
    "prohibit": {},
    "invalidity": {},
    "maxCards": {"extra": -1},
    "distance": {"correct": 1},
    "attackRange": {"fixed": 2},
}


def _skill(skill_type, **fields):
    skill = {"id": f"self_test_{skill_type.lower()}", "type": skill_type}
    skill.update(fields)
    return skill


# Every field a skill may take, in the built-in pack's spellings.
GOOD_SKILLS = [
    _skill("trigger", name={"en": "Keeps Records", "de": "Buchhaltung"}, description="noted: {kindness}",
           event="cardSucceeded", timing="after", priority=5, match={"connectionType": "Trust"},
           cardCondition="card.weight >= 1", limit={"perTurn": 1, "perConversation": 3}, marks=["kindness", "x-Keep"],
           effects=[{"type": "AddMark", "mark": "kindness", "on": "npc"}, {"type": "RepeatEffects"}],
           modifiers=[{"target": "successChance", "operation": "add", "value": 5, "scope": "hand",
                       "condition": "npc.kindness >= 2 and card.connectionType == \"Trust\""},
                      {"target": "cardsPerSpeak", "operation": "add", "value": 1}]),
    _skill("trigger", event="effect", cancels=True, condition="value < 0 and self.kindness == 0",
           optional=True, optionMessage="Cancel?", effects=[{"type": "Discard", "value": 1, "isCost": True}]),
    _skill("trigger", event="effect", cancels=True),
    _skill("trigger", event="effect", effects=[{"type": "Nullify"}, {"effect": "adjustEffect", "value": "-1"}]),
    _skill("trigger", event="roll", condition="roll >= chance", effects=[{"type": "Reroll"},
                                                                         {"type": "AdjustRoll", "value": 10}]),
    _skill("trigger", event="cardExhausted", pile=True, effects={"type": "PutOnPile", "scope": "selfOnly"}),
    _skill("trigger", event="listen", effects={"type": "TakeFromPile", "skill": "trait_memory", "value": "any"}),
    _skill("trigger", event="turnEnd", effects=[{"type": "RemoveSkill", "skill": "sera_watchful", "to": "npc"},
                                                {"type": "GrantSkill", "skill": "sera_old_favour", "to": "npc"}]),
    _skill("viewAs", zeroCard=True, limit={"perConversation": 1}, **{"as": "small_talk"}),
    _skill("filter", removeProperties=["Fleeting"], difficulty="Easy", weight=-1,
           cardCondition="card.connectionType == \"Status\" and not card.goal"),
    _skill("targetMod", usesPerTurn=1, match={"property": "Observable"}),
    _skill("prohibit", actions=["speak", "choose", "activate", "listen"], cardCondition="comfort < 1"),
    _skill("prohibit", actions="listen"),
    _skill("invalidity", perTarget=True, effectTypes=["AddComfort", "draw"], lists=["failure", "skill"],
           match={"connectionType": "Shadow"}),
    _skill("invalidity", effectTypes="Discard", lists="trigger"),
    _skill("maxCards", fixed=5),
    _skill("attackRange", extra=1),
]


# (label, section, item, pointers inside the item that must be reported; None means "must be accepted")
SECTION_TESTS = (
    [(f"accepts a minimal {t} skill", "skills", _skill(t, **fields), None) for t, fields in MINIMAL_SKILLS.items()]
    + [(f"accepts a full {s['type']} skill ({i})", "skills", s, None) for i, s in enumerate(GOOD_SKILLS)]
    + [
        ("rejects a skill with an unknown type", "skills", _skill("passive"), ["/type"]),
        ("rejects a skill without a type", "skills", {"id": "self_test_untyped"}, [""]),
        ("rejects a trigger skill with an unknown event", "skills",
         _skill("trigger", event="onAttack", effects={"type": "AddComfort", "value": 1}), ["/event"]),
        ("rejects a trigger skill without an event or effects", "skills", _skill("trigger"), [""]),
        ("rejects a trigger skill with empty effects", "skills", _skill("trigger", event="listen", effects=[]),
         ["/effects"]),
        ("rejects an unknown effect type in a skill's effects", "skills",
         _skill("trigger", event="listen", effects=[{"type": "AddComfort", "value": 1}, {"type": "Teleport"}]),
         ["/effects/1/type"]),
        ("rejects pipeline, judge and repeat effects on the wrong event", "skills",
         _skill("trigger", event="turnEnd", effects=[{"type": "Nullify"}, {"type": "AdjustRoll", "value": 1},
                                                     {"effect": "repeatEffects"}]),
         ["/effects/0/type", "/effects/1/type", "/effects/2/effect"]),
        ("rejects a pile effect on a skill without a pile", "skills",
         _skill("trigger", event="listen", effects={"type": "TakeFromPile", "value": 1}), ["/effects/type"]),
        ("rejects cancels on an event other than effect", "skills",
         _skill("trigger", event="roll", cancels=True), ["/event"]),
        ("rejects an unknown timing, an out-of-range priority and a bad condition", "skills",
         _skill("trigger", event="listen", timing="during", priority=101, condition="luck > 1",
                cardCondition="card.colour == 1", effects={"type": "AddComfort", "value": 1}),
         ["/timing", "/priority", "/condition", "/cardCondition"]),
        ("rejects a bad limit and non-list marks", "skills",
         _skill("prohibit", limit={"perTurn": 0, "perConversation": 201}, marks="kindness"),
         ["/limit/perTurn", "/limit/perConversation", "/marks"]),
        ("rejects a viewAs skill without 'as'", "skills", _skill("viewAs"), [""]),
        ("rejects a zero-card viewAs with a match and no limit", "skills",
         _skill("viewAs", zeroCard=True, match={"property": "Burden"}, **{"as": "small_talk"}), ["", "/match"]),
        ("rejects a filter skill with nothing to change", "skills", _skill("filter", match={"property": "Burden"}), [""]),
        ("rejects a weight filter with a match and an unknown property", "skills",
         _skill("filter", weight=1, match={"property": "Burden"}, addProperties=["Sticky"]),
         ["/match", "/addProperties/0"]),
        ("rejects a targetMod skill with nothing to change", "skills", _skill("targetMod"), [""]),
        ("rejects an unknown prohibited action", "skills", _skill("prohibit", actions=["speak", "sing"]), ["/actions/1"]),
        ("rejects an unknown invalid effect type and effect list", "skills",
         _skill("invalidity", effectTypes=["Teleport"], lists="opening"), ["/effectTypes/0", "/lists"]),
        ("rejects maxCards and attackRange without extra or fixed", "skills", _skill("maxCards"), [""]),
        ("rejects a fixed attack range below 0", "skills", _skill("attackRange", fixed=-1), ["/fixed"]),
        ("rejects a distance skill without correct", "skills", _skill("distance"), [""]),
        ("rejects an unknown modifier target on a skill", "skills",
         _skill("prohibit", modifiers={"target": "luck", "operation": "add", "value": 1}), ["/modifiers/target"]),
        ("accepts an NPC's skills", "npcs", {"id": "self_test_npc", "deck": "elena_deck", "skills": ["elena_guarded"]}, None),
        ("rejects an NPC's skills that are not a list of ids", "npcs",
         {"id": "self_test_npc", "deck": "elena_deck", "skills": "elena_guarded"}, ["/skills"]),
        ("accepts an NPC's reactions and per-state portraits", "npcs",
         {"id": "self_test_npc", "deck": "elena_deck",
          "reactions": {"state": {"Open": "Go on.", "default": {"en": "Hm.", "de": "Hm."}, "Tense": ""},
                        "goal": {"success": "Done.", "failure": None},
                        "end": {"abandoned": {"en": "Gone.", "zh_CN": "走了。"}, "default": "Bye."}},
          "portrait": {"default": "faces/mira.svg", "Desperate": "faces/mira-desperate.svg"}}, None),
        ("rejects unknown reaction keys, a bad line and a portrait that is no SVG", "npcs",
         {"id": "self_test_npc", "deck": "elena_deck",
          "reactions": {"state": {"Furious": "Out!", "Open": 3}, "goal": {"win": "Yes."}, "greeting": "Hi."},
          "portrait": "/abs/mira.png"},
         ["/reactions", "/reactions/state", "/reactions/state/Open", "/reactions/goal", "/portrait"]),
        ("accepts a person, named in several languages", "people",
         {"id": "self_test_person", "name": {"en": "the Clerk", "de": "die Schreiberin"}}, None),
        ("accepts a place that overrides a built-in one", "places",
         {"id": "north_gate", "name": "the Old Gate", "override": True}, None),
        ("rejects a person with an unknown key and no name", "people",
         {"id": "self_test_person", "nickname": "Pip"}, [""]),
        ("rejects a place with an empty name and a bad id", "places", {"id": "North Gate", "name": ""},
         ["/id", "/name"]),
        ("accepts a deck's traits", "decks", {"id": "self_test_deck", "cards": ["small_talk"], "traits": ["trait_veteran"]},
         None),
        ("rejects a deck's trait that is not an id", "decks",
         {"id": "self_test_deck", "cards": ["small_talk"], "traits": ["Trait Veteran"]}, ["/traits/0"]),
    ]
)


def run_self_test(schema_path):
    validator = load_validator(schema_path)
    cases = []
    for label, card, expected in SELF_TESTS:
        # The same card must be judged alike in all three file shapes.
        cases.append((label, expected, {
            "list": ([card], "/0"),
            "sections": ({"cards": [card]}, "/cards/0"),
            "package": ({"packageId": "self.test", "content": {"cards": [card]}}, "/content/cards/0"),
        }))
    for label, section, item, expected in SECTION_TESTS:
        # Skills, NPCs and decks: as a plain object of sections and inside a package.
        cases.append((label, expected, {
            "sections": ({section: [item]}, f"/{section}/0"),
            "package": ({"packageId": "self.test", "content": {section: [item]}}, f"/content/{section}/0"),
        }))
    passed = failed = 0
    for label, expected, shapes in cases:
        problems = []
        for shape, (document, prefix) in shapes.items():
            reported = {p for p, _ in check_instance(validator, document)}
            if expected is None:
                if reported:
                    problems.append(f"{shape}: wrongly rejected at {sorted(reported)}")
            else:
                missing = [prefix + p for p in expected if prefix + p not in reported]
                if missing:
                    problems.append(f"{shape}: wrongly accepted {missing}")
        if problems:
            failed += 1
            print(f"FAIL self-test: {label}: " + "; ".join(problems))
        else:
            passed += 1
            print(f"PASS self-test: {label}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def main(argv):
    args = argv[1:]
    try:
        if "-h" in args or "--help" in args:
            print(__doc__.strip())
            return 0
        if "--self-test" in args:
            rest = [a for a in args if a != "--self-test"]
            if len(rest) > 1:
                raise UsageError("--self-test takes at most one argument, the schema")
            return run_self_test(rest[0] if rest else DEFAULT_SCHEMA)
        unknown = [a for a in args if a.startswith("--")]
        if unknown:
            raise UsageError(f"unknown option {unknown[0]}")
        if len(args) < 2:
            raise UsageError("expected a schema and at least one content file or directory")
        return run_check(args[0], args[1:])
    except UsageError as exc:
        print(f"error: {exc}\n{USAGE}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
