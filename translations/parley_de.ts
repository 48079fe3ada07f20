<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/ActionBar.qml" line="48"/>
        <source>Selected: %1. S speaks it, A speaks it as %2.</source>
        <translation>Ausgewählt: %1. S spricht sie, A spricht sie als %2.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="49"/>
        <source>Selected: %1. Press S to speak it.</source>
        <translation>Ausgewählt: %1. Mit S aussprechen.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="50"/>
        <source>Select a card (1–9), then SPEAK (S), or LISTEN (L).</source>
        <translation>Wähle eine Karte (1–9), dann SPRECHEN (S), oder ZUHÖREN (L).</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="56"/>
        <source>Explain (E)</source>
        <translation>Erklären (E)</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="60"/>
        <source>Show how every number is made</source>
        <translation>Zeigen, wie jede Zahl entsteht</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="99"/>
        <source>SPEAK</source>
        <translation>SPRECHEN</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="107"/>
        <source>Speak the selected card</source>
        <translation>Die gewählte Karte aussprechen</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="115"/>
        <source>LISTEN</source>
        <translation>ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="123"/>
        <source>Listen: draw cards and refresh weight</source>
        <translation>Zuhören: Karten ziehen und Gewicht auffrischen</translation>
    </message>
</context>
<context>
    <name>ActionPreview</name>
    <message>
        <location filename="../qml/ActionPreview.qml" line="23"/>
        <source>LISTEN preview</source>
        <translation>Vorschau ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="23"/>
        <source>SPEAK preview</source>
        <translation>Vorschau SPRECHEN</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="32"/>
        <source>LISTEN will:</source>
        <translation>ZUHÖREN wird:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="32"/>
        <source>SPEAK will:</source>
        <translation>SPRECHEN wird:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="42"/>
        <source>Play %1 (costs %2 weight)</source>
        <translation>%1 spielen (kostet %2 Gewicht)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="41"/>
        <source>Select a card first (keys 1–9).</source>
        <translation>Wähle zuerst eine Karte (Tasten 1–9).</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="44"/>
        <source>Play %1 as %2 through %3 (costs %4 weight)</source>
        <translation>%1 als %2 spielen, durch %3 (kostet %4 Gewicht)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="45"/>
        <source>Play %1, made from nothing through %2 (costs %3 weight)</source>
        <translation>%1 spielen, aus dem Nichts durch %2 (kostet %3 Gewicht)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="46"/>
        <source>Weight cost: %1</source>
        <translation>Gewichtskosten: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="61"/>
        <source>Draw %1 card(s) (%2 left in the deck)</source>
        <translation>%1 Karte(n) ziehen (%2 im Stapel übrig)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="62"/>
        <source>Cards drawn: %1</source>
        <translation>Gezogene Karten: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="69"/>
        <source>Refresh weight to %1</source>
        <translation>Gewicht auf %1 auffrischen</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="70"/>
        <source>Capacity: %1</source>
        <translation>Kapazität: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="75"/>
        <source>Costs %1 patience</source>
        <translation>Kostet %1 Geduld</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="76"/>
        <source>Patience cost: %1</source>
        <translation>Geduldkosten: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="83"/>
        <source>Last action: it spends the last of their patience, and the conversation ends after it.</source>
        <translation>Letzte Aktion: Sie verbraucht den Rest ihrer Geduld, danach endet das Gespräch.</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="103"/>
        <source>GOAL CARDS WILL EXHAUST: THE CONVERSATION WILL END!</source>
        <translation>ZIELKARTEN VERFALLEN: DAS GESPRÄCH ENDET!</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="104"/>
        <source>GOAL CARDS WILL EXHAUST!</source>
        <translation>ZIELKARTEN VERFALLEN!</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="113"/>
        <source>conversation fails</source>
        <translation>Gespräch scheitert</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="122"/>
        <source>Cards that will exhaust:</source>
        <translation>Karten, die verfallen:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="133"/>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="140"/>
        <source>No card will exhaust.</source>
        <translation>Keine Karte verfällt.</translation>
    </message>
</context>
<context>
    <name>ActionText</name>
    <message>
        <location filename="../app/client/action_text.cpp" line="14"/>
        <source>a card that is gone</source>
        <translation>eine Karte, die es nicht mehr gibt</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="19"/>
        <source>a skill that is gone</source>
        <translation>eine Fähigkeit, die es nicht mehr gibt</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="27"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="28"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="29"/>
        <source>Let it resolve</source>
        <translation>Wirken lassen</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="37"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="47"/>
        <source>an option</source>
        <translation>eine Möglichkeit</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="65"/>
        <source>LISTEN</source>
        <translation>ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="66"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="67"/>
        <source>SPEAK %1</source>
        <translation>SPRECHEN: %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="68"/>
        <location filename="../app/client/action_text.cpp" line="70"/>
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="71"/>
        <source>SPEAK %1 through %2</source>
        <translation>SPRECHEN: %1 über %2</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="78"/>
        <source>Choose: none</source>
        <translation>Wahl: keine</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="78"/>
        <source>Choose: %1</source>
        <translation>Wahl: %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="78"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="81"/>
        <source>An action</source>
        <translation>Eine Aktion</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="87"/>
        <source>Replayed %1 of %2 actions</source>
        <translation>%1 von %2 Aktionen nachgespielt</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="88"/>
        <location filename="../app/client/action_text.cpp" line="122"/>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="90"/>
        <source>%1; the conversation cannot start: the partner or the deck is not in the content.</source>
        <translation>%1; das Gespräch kann nicht beginnen: Gesprächspartner oder Deck fehlen im Inhalt.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="98"/>
        <source>the content no longer has that skill</source>
        <translation>der Inhalt hat diese Fähigkeit nicht mehr</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="100"/>
        <source>the content no longer has that card</source>
        <translation>der Inhalt hat diese Karte nicht mehr</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="102"/>
        <source>%1 is not on the table</source>
        <translation>%1 liegt nicht auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="104"/>
        <source>%1 is not in your hand</source>
        <translation>%1 ist nicht in deiner Hand</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="106"/>
        <source>there is no question to answer then</source>
        <translation>da gibt es keine Frage zu beantworten</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="108"/>
        <source>the rules no longer allow it then</source>
        <translation>die Regeln erlauben es da nicht mehr</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="109"/>
        <source>%1; action %2 (%3) is no longer legal: %4.</source>
        <translation>%1; Aktion %2 (%3) ist nicht mehr erlaubt: %4.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="112"/>
        <source>%1; action %2 (%3) no longer means the same: the question no longer offers that answer.</source>
        <translation>%1; Aktion %2 (%3) bedeutet nicht mehr dasselbe: Die Frage bietet diese Antwort nicht mehr an.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="115"/>
        <source>it succeeded when it was played and does not now</source>
        <translation>damals gelang sie, jetzt nicht</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="116"/>
        <source>it failed when it was played and does not now</source>
        <translation>damals misslang sie, jetzt nicht</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="117"/>
        <source>it made no roll when it was played and does now</source>
        <translation>damals wurde nicht gewürfelt, jetzt schon</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="118"/>
        <source>%1; action %2 (%3) has a different outcome: %4.</source>
        <translation>%1; Aktion %2 (%3) geht anders aus: %4.</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../app/client/card_text.cpp" line="17"/>
        <source>Very easy</source>
        <translation>Sehr leicht</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="17"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="18"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="18"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="19"/>
        <source>Very hard</source>
        <translation>Sehr schwer</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../qml/CardView.qml" line="48"/>
        <source>Card %1: %2</source>
        <translation>Karte %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="49"/>
        <source>Weight %1, %2, success chance %3%</source>
        <translation>Gewicht %1, %2, Erfolgschance %3 %</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="50"/>
        <source>Goal card: must play now</source>
        <translation>Zielkarte: jetzt spielen</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="101"/>
        <source>Weight: %1</source>
        <translation>Gewicht: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="145"/>
        <source>Permanent</source>
        <translation>Bleibend</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="163"/>
        <source>MUST PLAY NOW</source>
        <translation>JETZT SPIELEN</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="163"/>
        <source>exhausts on any other action</source>
        <translation>verfällt bei jeder anderen Aktion</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="182"/>
        <source>%1% success</source>
        <translation>%1 % Erfolg</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="183"/>
        <source>Success chance: %1</source>
        <translation>Erfolgschance: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="195"/>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="202"/>
        <source>Failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="210"/>
        <source>If not played</source>
        <translation>Wenn nicht gespielt</translation>
    </message>
</context>
<context>
    <name>ComfortBattery</name>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="15"/>
        <source>at +%1: becomes %2</source>
        <translation>bei +%1: wird %2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="16"/>
        <source>at +%1: stays %2</source>
        <translation>bei +%1: bleibt %2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="17"/>
        <source>at %1: the conversation ends</source>
        <translation>bei %1: das Gespräch endet</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="18"/>
        <source>at %1: falls to %2</source>
        <translation>bei %1: fällt auf %2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="21"/>
        <location filename="../qml/ComfortBattery.qml" line="25"/>
        <source>Comfort %1</source>
        <translation>Behagen %1</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="65"/>
        <source>ends</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="72"/>
        <source>top</source>
        <translation>oben</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="81"/>
        <source>One more step up: %1</source>
        <translation>Noch ein Schritt nach oben: %1</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="82"/>
        <source>One more step down ends it!</source>
        <translation>Noch ein Schritt nach unten beendet es!</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="82"/>
        <source>One more step down: %1</source>
        <translation>Noch ein Schritt nach unten: %1</translation>
    </message>
</context>
<context>
    <name>ConversationScreen</name>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="136"/>
        <source>Personality:</source>
        <translation>Persönlichkeit:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="141"/>
        <source>Scenario: %1</source>
        <translation>Szenario: %1</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="162"/>
        <source>You played %1.</source>
        <translation>Du hast %1 gespielt.</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="178"/>
        <source>Your traits:</source>
        <translation>Deine Eigenschaften:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="222"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="87"/>
        <source>Choose %1.</source>
        <translation>Wähle %1.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="86"/>
        <source>Choose one.</source>
        <translation>Wähle eine Option.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="87"/>
        <source>Choose one, or none.</source>
        <translation>Wähle eine oder keine.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="88"/>
        <source>Choose %1 to %2.</source>
        <translation>Wähle %1 bis %2.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="89"/>
        <source>Keys 1–9 pick, 0 picks none, Enter answers.</source>
        <translation>Tasten 1–9 wählen, 0 wählt keine, Enter antwortet.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="90"/>
        <source>Keys 1–9 pick, Enter answers.</source>
        <translation>Tasten 1–9 wählen, Enter antwortet.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="130"/>
        <source>None (0)</source>
        <translation>Keine (0)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="131"/>
        <source>Answer with no card</source>
        <translation>Ohne Karte antworten</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="138"/>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="139"/>
        <source>Cancel the action</source>
        <translation>Die Aktion abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="146"/>
        <source>Confirm (Enter)</source>
        <translation>Bestätigen (Enter)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="147"/>
        <source>Confirm the choice</source>
        <translation>Die Auswahl bestätigen</translation>
    </message>
</context>
<context>
    <name>EffectLine</name>
    <message>
        <location filename="../qml/EffectLine.qml" line="25"/>
        <location filename="../qml/EffectLine.qml" line="26"/>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
</context>
<context>
    <name>EffectText</name>
    <message>
        <location filename="../app/client/effect_text.cpp" line="21"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="22"/>
        <source>deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="23"/>
        <source>discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="24"/>
        <source>exhausted</source>
        <translation>Verfallen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="25"/>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="26"/>
        <source>pile</source>
        <translation>Beiseite-Stapel</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="33"/>
        <source>Persistent</source>
        <translation>Beständig</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="34"/>
        <source>Fleeting</source>
        <translation>Flüchtig</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="35"/>
        <source>Opportunity</source>
        <translation>Gelegenheit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="36"/>
        <source>Skeleton</source>
        <translation>Skelett</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="37"/>
        <source>Burden</source>
        <translation>Bürde</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="38"/>
        <source>Observable</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="52"/>
        <source>success chance</source>
        <translation>Erfolgschance</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="53"/>
        <source>weight capacity</source>
        <translation>Gewichtskapazität</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="54"/>
        <source>cards drawn on LISTEN</source>
        <translation>Karten pro ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="55"/>
        <source>patience cost</source>
        <translation>Geduldkosten</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="56"/>
        <source>comfort change</source>
        <translation>Behagensänderung</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="57"/>
        <source>weight cost</source>
        <translation>Gewichtskosten</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="58"/>
        <source>token cost</source>
        <translation>Markenkosten</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="59"/>
        <source>token count</source>
        <translation>Markenzahl</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="60"/>
        <source>hand limit</source>
        <translation>Handlimit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="61"/>
        <source>reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="62"/>
        <source>cards per SPEAK</source>
        <translation>Karten pro SPRECHEN</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="63"/>
        <source>uses per turn</source>
        <translation>Einsätze pro Zug</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="64"/>
        <source>depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="71"/>
        <source>add</source>
        <translation>plus</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="72"/>
        <source>multiply</source>
        <translation>mal</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="73"/>
        <source>set</source>
        <translation>gleich</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="74"/>
        <source>min</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="75"/>
        <source>max</source>
        <translation>höchstens</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="76"/>
        <source>add magnitude</source>
        <translation>Betrag plus</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="84"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="85"/>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="86"/>
        <source>exhaust</source>
        <translation>Verfall</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="89"/>
        <source>skill</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="90"/>
        <source>trigger %1</source>
        <translation>Auslöser %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="90"/>
        <source>ability %1</source>
        <translation>Fähigkeit %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="94"/>
        <source>Cost: %1</source>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="100"/>
        <location filename="../app/client/effect_text.cpp" line="121"/>
        <location filename="../app/client/effect_text.cpp" line="168"/>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="110"/>
        <source>any number of</source>
        <translation>beliebig viele</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="117"/>
        <source>%1 card(s)</source>
        <translation>%1-Karte(n)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="118"/>
        <source>card(s)</source>
        <translation>Karte(n)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="123"/>
        <source>%1 comfort</source>
        <translation>%1 Behagen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="124"/>
        <location filename="../app/client/effect_text.cpp" line="136"/>
        <source>+X comfort (X = %1)</source>
        <translation>+X Behagen (X = %1)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>Draw %1 card</source>
        <translation>%1 Karte ziehen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>Draw %1 cards</source>
        <translation>%1 Karten ziehen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="127"/>
        <source>Draw X cards (X = %1)</source>
        <translation>X Karten ziehen (X = %1)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="129"/>
        <source>Regain %1 weight</source>
        <translation>%1 Gewicht zurückgewinnen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="130"/>
        <source>Regain X weight (X = %1)</source>
        <translation>X Gewicht zurückgewinnen (X = %1)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="131"/>
        <source>Atmosphere: %1</source>
        <translation>Stimmung: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="132"/>
        <source>End the conversation (%1)</source>
        <translation>Das Gespräch beenden (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="137"/>
        <source>Reset comfort to 0</source>
        <translation>Behagen auf 0 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="138"/>
        <source>Refill weight to capacity</source>
        <translation>Gewicht bis zur Kapazität auffüllen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="139"/>
        <source>Next action costs no patience</source>
        <translation>Die nächste Aktion kostet keine Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="140"/>
        <source>Reveal this card</source>
        <translation>Diese Karte aufdecken</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="140"/>
        <source>Reveal %1 card(s)</source>
        <translation>%1 Karte(n) aufdecken</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="142"/>
        <source>Sacrifice this card</source>
        <translation>Diese Karte opfern</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="142"/>
        <source>Sacrifice %1 %2</source>
        <translation>%1 %2 opfern</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="143"/>
        <source>Discard %1 card(s)</source>
        <translation>%1 Karte(n) ablegen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="145"/>
        <source>token</source>
        <translation>Marke</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="146"/>
        <source>Create %1 %2 for them</source>
        <translation>%1 %2 für das Gegenüber erschaffen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="147"/>
        <source>Create %1 %2</source>
        <translation>%1 %2 erschaffen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="149"/>
        <source>Put this card into the %1</source>
        <translation>Diese Karte in den Bereich „%1“ legen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="150"/>
        <source>Search the deck for %1 %2</source>
        <translation>Den Stapel nach %1 %2 durchsuchen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="154"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="156"/>
        <source>%1 this turn</source>
        <translation>%1 in diesem Zug</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="157"/>
        <source>%1 until the end of the next turn</source>
        <translation>%1 bis zum Ende des nächsten Zugs</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="158"/>
        <source>%1 until the end of %2 more turns</source>
        <translation>%1 bis zum Ende von %2 weiteren Zügen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="170"/>
        <source>The effect does nothing</source>
        <translation>Die Wirkung bleibt aus</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="171"/>
        <source>The effect&apos;s number changes by %1</source>
        <translation>Die Zahl der Wirkung ändert sich um %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="172"/>
        <source>Roll again</source>
        <translation>Noch einmal würfeln</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="173"/>
        <source>The roll changes by %1</source>
        <translation>Der Wurf ändert sich um %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="178"/>
        <source>Mark &apos;%1&apos; %2 on you</source>
        <translation>Zähler „%1“ %2 bei dir</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="179"/>
        <source>Mark &apos;%1&apos; %2 on them</source>
        <translation>Zähler „%1“ %2 beim Gegenüber</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="180"/>
        <source>Mark &apos;%1&apos; %2 on this card</source>
        <translation>Zähler „%1“ %2 auf dieser Karte</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="181"/>
        <source>Mark &apos;%1&apos; %2 on the skill&apos;s owner</source>
        <translation>Zähler „%1“ %2 beim Besitzer der Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>them</source>
        <translation>Gegenüber</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>its owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="188"/>
        <source>Gain the skill %1 (%2)</source>
        <translation>Die Fähigkeit %1 erhalten (%2)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="189"/>
        <source>Lose the skill %1 (%2)</source>
        <translation>Die Fähigkeit %1 verlieren (%2)</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="192"/>
        <source>Set this card aside on the pile</source>
        <translation>Diese Karte auf den Beiseite-Stapel legen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="192"/>
        <source>Set %1 card(s) aside on the pile</source>
        <translation>%1 Karte(n) auf den Beiseite-Stapel legen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="193"/>
        <source>Take %1 card(s) back from the pile</source>
        <translation>%1 Karte(n) vom Beiseite-Stapel zurücknehmen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="194"/>
        <source>Its outcome resolves once more</source>
        <translation>Ihr Ergebnis wirkt noch einmal</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/EndScreen.qml" line="22"/>
        <source>A card ended the conversation.</source>
        <translation>Eine Karte hat das Gespräch beendet.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="23"/>
        <source>They were pushed too far while desperate.</source>
        <translation>Verzweifelt wurde das Gegenüber zu weit getrieben.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="24"/>
        <source>Their patience ran out.</source>
        <translation>Die Geduld ist aufgebraucht.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="25"/>
        <source>A failure under the Final atmosphere ended it.</source>
        <translation>Ein Misserfolg in der Stimmung „Final“ hat es beendet.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="46"/>
        <source>With %1. %2</source>
        <translation>Mit %1. %2</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="60"/>
        <source>Obligations and terms</source>
        <translation>Verpflichtungen und Bedingungen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="86"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="88"/>
        <source>Cards spoken</source>
        <translation>Gesprochene Karten</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="90"/>
        <source>Succeeded</source>
        <translation>Gelungen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="92"/>
        <source>Failed</source>
        <translation>Misslungen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="94"/>
        <source>Listened</source>
        <translation>Zugehört</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="96"/>
        <source>Cards drawn</source>
        <translation>Gezogene Karten</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="98"/>
        <source>Cards exhausted</source>
        <translation>Verfallene Karten</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="100"/>
        <source>Final state</source>
        <translation>Endzustand</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="109"/>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="111"/>
        <source>Play again with the same partner</source>
        <translation>Nochmal mit demselben Gegenüber spielen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="116"/>
        <source>Choose another conversation</source>
        <translation>Ein anderes Gespräch wählen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="117"/>
        <source>Back to the start screen</source>
        <translation>Zurück zum Startbildschirm</translation>
    </message>
</context>
<context>
    <name>ErrorPanel</name>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="33"/>
        <location filename="../qml/ErrorPanel.qml" line="49"/>
        <source>Problems in the pack</source>
        <translation>Probleme im Paket</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="57"/>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="69"/>
        <source>Click a problem to open its file in your editor.</source>
        <translation>Klicke auf ein Problem, um seine Datei im Editor zu öffnen.</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="87"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="109"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../qml/ErrorPanel.qml" line="109"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../app/client/event_text.cpp" line="23"/>
        <source>you</source>
        <translation>dir</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="23"/>
        <source>card #%1</source>
        <translation>Karte #%1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="27"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="28"/>
        <source>an effect ended it</source>
        <translation>eine Wirkung hat es beendet</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="29"/>
        <source>desperate</source>
        <translation>verzweifelt</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="30"/>
        <source>patience exhausted</source>
        <translation>Geduld aufgebraucht</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="31"/>
        <source>final atmosphere</source>
        <translation>letzte Stimmung</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="39"/>
        <source>Conversation with %1 begins.</source>
        <translation>Das Gespräch mit %1 beginnt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="40"/>
        <source>Drew %1.</source>
        <translation>%1 gezogen.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="41"/>
        <source>The deck is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="43"/>
        <source>The discard pile (%1 cards) is shuffled into the deck.</source>
        <translation>Die Ablage (%1 Karten) wird in den Stapel gemischt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="46"/>
        <source>SPEAK %1 (weight %2)</source>
        <translation>SPRECHEN %1 (Gewicht %2)</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="47"/>
        <source>SPEAK %1 (weight %2): &quot;%3&quot;</source>
        <translation>SPRECHEN %1 (Gewicht %2): „%3“</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="49"/>
        <source>Outcome forced: success.</source>
        <translation>Ergebnis erzwungen: Erfolg.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="49"/>
        <source>Outcome forced: failure.</source>
        <translation>Ergebnis erzwungen: Misserfolg.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="50"/>
        <source>It cannot fail.</source>
        <translation>Das kann nicht misslingen.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="51"/>
        <source>Rolled %1 against %2%: success.</source>
        <translation>%1 gewürfelt gegen %2 %: Erfolg.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="51"/>
        <source>Rolled %1 against %2%: failure.</source>
        <translation>%1 gewürfelt gegen %2 %: Misserfolg.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="55"/>
        <source>%1 succeeds.</source>
        <translation>%1 gelingt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="56"/>
        <source>%1 fails.</source>
        <translation>%1 misslingt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="61"/>
        <source>%1 (%2): %3 = %4</source>
        <translation>%1 (%2): %3 = %4</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="62"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="64"/>
        <source>Comfort %1 -&gt; %2.</source>
        <translation>Behagen %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="66"/>
        <source>%1 is now %2 (was %3).</source>
        <translation>%1 ist jetzt %2 (war %3).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="70"/>
        <source>Atmosphere: %1.</source>
        <translation>Stimmung: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="72"/>
        <source>Weight %1 -&gt; %2.</source>
        <translation>Gewicht %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="74"/>
        <source>Patience %1 -&gt; %2.</source>
        <translation>Geduld %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="75"/>
        <source>The next action is free.</source>
        <translation>Die nächste Aktion ist gratis.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="76"/>
        <source>A free action is used.</source>
        <translation>Eine Gratis-Aktion wird verbraucht.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="77"/>
        <source>LISTEN</source>
        <translation>ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="78"/>
        <source>%1 exhausts.</source>
        <translation>%1 verfällt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="79"/>
        <source>Discarded %1.</source>
        <translation>%1 abgelegt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="81"/>
        <source>The conversation ends: %1 (%2).</source>
        <translation>Das Gespräch endet: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="83"/>
        <source>%1 (%2): a cost cannot be paid; the rest fizzles.</source>
        <translation>%1 (%2): Kosten können nicht bezahlt werden; der Rest verpufft.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="91"/>
        <source>%1: %2 -&gt; %3.</source>
        <translation>%1: %2 -&gt; %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="92"/>
        <source>%1 is tapped.</source>
        <translation>%1 wird erschöpft.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="93"/>
        <source>%1 untaps.</source>
        <translation>%1 wird wieder bereit.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="94"/>
        <source>%1 is revealed.</source>
        <translation>%1 wird aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="96"/>
        <source>A %1 token appears on the table (theirs).</source>
        <translation>Eine Marke %1 erscheint auf dem Tisch (gegnerisch).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="96"/>
        <source>A %1 token appears on the table.</source>
        <translation>Eine Marke %1 erscheint auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="99"/>
        <source>The %1 token is gone.</source>
        <translation>Die Marke %1 ist verschwunden.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="101"/>
        <source>%1 tokens %2 -&gt; %3.</source>
        <translation>%1-Marken %2 -&gt; %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="104"/>
        <source>ACTIVATE %1</source>
        <translation>AKTIVIEREN %1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="105"/>
        <source>ACTIVATE %1: %2</source>
        <translation>AKTIVIEREN %1: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="106"/>
        <source>%1 triggers.</source>
        <translation>%1 löst aus.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="107"/>
        <location filename="../app/client/event_text.cpp" line="117"/>
        <source>%1: declined.</source>
        <translation>%1: abgelehnt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="108"/>
        <source>(cancelled)</source>
        <translation>(abgebrochen)</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="110"/>
        <source>Effects kept causing each other; the engine stopped them after %1 steps.</source>
        <translation>Wirkungen lösten sich immer wieder gegenseitig aus; nach %1 Schritten wurden sie gestoppt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="112"/>
        <source>You gain %1.</source>
        <translation>Du erhältst %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="112"/>
        <source>%1 gains %2.</source>
        <translation>%1 erhält %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="114"/>
        <source>You lose %1.</source>
        <translation>Du verlierst %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="114"/>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="116"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="122"/>
        <source>%1: does nothing to card #%2 (%3).</source>
        <translation>%1: wirkt nicht auf Karte #%2 (%3).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="123"/>
        <source>%1 (%2): nullified (%3).</source>
        <translation>%1 (%2): aufgehoben (%3).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="125"/>
        <source>%1: does nothing to card #%2.</source>
        <translation>%1: wirkt nicht auf Karte #%2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="126"/>
        <source>%1 (%2): nullified.</source>
        <translation>%1 (%2): aufgehoben.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="128"/>
        <source>%1 (%2): cancelled by %3.</source>
        <translation>%1 (%2): aufgehoben durch %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="135"/>
        <source>Re-rolled: %1 -&gt; %2.</source>
        <translation>Neu gewürfelt: %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="137"/>
        <source>The roll shifts: %1 -&gt; %2.</source>
        <translation>Der Wurf verschiebt sich: %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="139"/>
        <source>%1 on %2: %3 -&gt; %4.</source>
        <translation>%1 bei %2: %3 -&gt; %4.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="141"/>
        <source>%1: %2 is made from nothing.</source>
        <translation>%1: %2 entsteht aus dem Nichts.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="142"/>
        <source>%1: %2 is played as %3.</source>
        <translation>%1: %2 wird als %3 gespielt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="145"/>
        <source>%1: a repeated resolution cannot repeat itself.</source>
        <translation>%1: eine Wiederholung kann sich nicht selbst wiederholen.</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="18"/>
        <location filename="../qml/ExplanationPanel.qml" line="42"/>
        <source>How the numbers are made</source>
        <translation>Wie die Zahlen entstehen</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="21"/>
        <source>%1: success chance</source>
        <translation>%1: Erfolgschance</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="22"/>
        <source>%1: weight cost</source>
        <translation>%1: Gewichtskosten</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="24"/>
        <source>Weight capacity</source>
        <translation>Gewichtskapazität</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="25"/>
        <source>Cards per LISTEN</source>
        <translation>Karten pro ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="26"/>
        <source>Patience per SPEAK</source>
        <translation>Geduld pro SPRECHEN</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="27"/>
        <source>Patience per LISTEN</source>
        <translation>Geduld pro ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="28"/>
        <source>Hand limit</source>
        <translation>Handlimit</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="29"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="47"/>
        <source>Close (E)</source>
        <translation>Schließen (E)</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="48"/>
        <source>Close the explanations</source>
        <translation>Die Erklärungen schließen</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../qml/HandView.qml" line="21"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../qml/HandView.qml" line="41"/>
        <source>Your hand is empty: LISTEN to draw.</source>
        <translation>Deine Hand ist leer: ZUHÖREN, um zu ziehen.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../qml/LogPanel.qml" line="20"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="32"/>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="31"/>
        <source>Parley</source>
        <translation>Parley</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="126"/>
        <source>Save the conversation as a replay</source>
        <translation>Gespräch als Wiederholung speichern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="129"/>
        <location filename="../qml/Main.qml" line="136"/>
        <source>Replays (*.json)</source>
        <translation>Wiederholungen (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="129"/>
        <location filename="../qml/Main.qml" line="136"/>
        <location filename="../qml/Main.qml" line="150"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="134"/>
        <source>Open a replay</source>
        <translation>Wiederholung öffnen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="147"/>
        <source>Save this moment as a scenario</source>
        <translation>Diesen Moment als Szenario speichern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="147"/>
        <source>Save the conversation as a scenario</source>
        <translation>Das Gespräch als Szenario speichern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="150"/>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="189"/>
        <source>&amp;Conversation</source>
        <translation>&amp;Gespräch</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="191"/>
        <source>Open replay…</source>
        <translation>Wiederholung öffnen …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="195"/>
        <source>Save as replay…</source>
        <translation>Als Wiederholung speichern …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="201"/>
        <source>Save as scenario…</source>
        <translation>Als Szenario speichern …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="206"/>
        <source>Save this moment as a scenario…</source>
        <translation>Diesen Moment als Szenario speichern …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="213"/>
        <source>&amp;Scenarios</source>
        <translation>&amp;Szenarien</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="214"/>
        <source>Open scenario…</source>
        <translation>Szenario öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="215"/>
        <source>Open scenario folder…</source>
        <translation>Szenario-Ordner öffnen…</translation>
    </message>
</context>
<context>
    <name>PackBar</name>
    <message>
        <location filename="../qml/PackBar.qml" line="48"/>
        <source>Pack: %1</source>
        <translation>Paket: %1</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="58"/>
        <source>This pack has problems; the game goes on with what it had.</source>
        <translation>Dieses Paket hat Probleme; das Spiel läuft mit dem bisherigen Stand weiter.</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="59"/>
        <source>Reloaded at %1; watching for changes</source>
        <translation>Um %1 neu geladen; Änderungen werden beobachtet</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="60"/>
        <source>Watching for changes</source>
        <translation>Änderungen werden beobachtet</translation>
    </message>
    <message>
        <location filename="../qml/PackBar.qml" line="70"/>
        <source>Show problems (%1)</source>
        <translation>Probleme zeigen (%1)</translation>
    </message>
</context>
<context>
    <name>PackDialogs</name>
    <message>
        <location filename="../qml/PackDialogs.qml" line="16"/>
        <source>Open a pack folder</source>
        <translation>Einen Paketordner öffnen</translation>
    </message>
    <message>
        <location filename="../qml/PackDialogs.qml" line="21"/>
        <source>Open pack files</source>
        <translation>Paketdateien öffnen</translation>
    </message>
    <message>
        <location filename="../qml/PackDialogs.qml" line="23"/>
        <source>Content files (*.json)</source>
        <translation>Inhaltsdateien (*.json)</translation>
    </message>
</context>
<context>
    <name>PropertyBadge</name>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="11"/>
        <source>Fleeting: exhausts after a SPEAK if it was not the card played</source>
        <translation>Flüchtig: verfällt nach SPRECHEN, wenn sie nicht die gespielte Karte war</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="12"/>
        <source>Opportunity: exhausts after a LISTEN</source>
        <translation>Gelegenheit: verfällt nach ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="13"/>
        <source>Persistent: stays in hand until played</source>
        <translation>Beständig: bleibt auf der Hand, bis sie gespielt wird</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="14"/>
        <source>Burden: a weight on the conversation that takes up a place in the deck</source>
        <translation>Bürde: eine Last für das Gespräch, die einen Platz im Stapel belegt</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="15"/>
        <source>Skeleton: a placeholder that cannot be spoken</source>
        <translation>Skelett: ein Platzhalter, der nicht gesprochen werden kann</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="16"/>
        <source>Observable: comes from something you noticed</source>
        <translation>Beobachtet: stammt von etwas, das dir aufgefallen ist</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="21"/>
        <source>Fleeting</source>
        <translation>Flüchtig</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="22"/>
        <source>Opportunity</source>
        <translation>Gelegenheit</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="23"/>
        <source>Persistent</source>
        <translation>Beständig</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="24"/>
        <source>Burden</source>
        <translation>Bürde</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="25"/>
        <source>Skeleton</source>
        <translation>Skelett</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="26"/>
        <source>Observable</source>
        <translation>Beobachtet</translation>
    </message>
</context>
<context>
    <name>ReplayIo</name>
    <message>
        <location filename="../app/client/replay_io.cpp" line="28"/>
        <location filename="../app/client/replay_io.cpp" line="32"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/client/replay_io.cpp" line="44"/>
        <source>%1 is not a replay.</source>
        <translation>%1 ist keine Wiederholung.</translation>
    </message>
    <message>
        <location filename="../app/client/replay_io.cpp" line="66"/>
        <source>The conversation saved last time could not be read, so it is not offered. It was kept as %1.</source>
        <translation>Das zuletzt gespeicherte Gespräch war nicht lesbar und wird daher nicht angeboten. Es wurde als %1 aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>ScenarioDialogs</name>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="17"/>
        <source>Open a scenario</source>
        <translation>Ein Szenario öffnen</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="19"/>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="19"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioDialogs.qml" line="24"/>
        <source>Open a folder of scenarios</source>
        <translation>Einen Ordner mit Szenarien öffnen</translation>
    </message>
</context>
<context>
    <name>ScenarioExplorer</name>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="20"/>
        <source>Scenario results</source>
        <translation>Szenario-Ergebnisse</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="29"/>
        <source>Scenarios</source>
        <translation>Szenarien</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="40"/>
        <source>Running the scenarios</source>
        <translation>Die Szenarien laufen</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="45"/>
        <source>Run again</source>
        <translation>Erneut ausführen</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="52"/>
        <location filename="../qml/ScenarioExplorer.qml" line="54"/>
        <source>Close the scenario results</source>
        <translation>Szenario-Ergebnisse schließen</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="66"/>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="67"/>
        <source>%1 passed, %2 failed</source>
        <translation>%1 bestanden, %2 fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="68"/>
        <source>%1 could not be read</source>
        <translation>%1 nicht lesbar</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="74"/>
        <source>Double-click a scenario to step through it.</source>
        <translation>Doppelklick auf ein Szenario, um es Schritt für Schritt durchzugehen.</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="125"/>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="126"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="127"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="127"/>
        <source>could not be read</source>
        <translation>nicht lesbar</translation>
    </message>
</context>
<context>
    <name>ScenarioText</name>
    <message>
        <location filename="../app/client/scenario_explorer.cpp" line="30"/>
        <source>%1: not a valid scenario</source>
        <translation>%1: kein gültiges Szenario</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_explorer.cpp" line="45"/>
        <source>Step %1 failed.</source>
        <translation>Schritt %1 ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="22"/>
        <location filename="../app/client/scenario_text.cpp" line="96"/>
        <location filename="../app/client/scenario_text.cpp" line="166"/>
        <location filename="../app/client/scenario_text.cpp" line="400"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="31"/>
        <source>the conversation started</source>
        <translation>das Gespräch begann</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="32"/>
        <source>a card was drawn</source>
        <translation>eine Karte wurde gezogen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="33"/>
        <source>the deck ran out</source>
        <translation>der Stapel war leer</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="34"/>
        <source>the discard pile was shuffled into the deck</source>
        <translation>der Ablagestapel wurde in den Stapel gemischt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="35"/>
        <source>a card was spoken</source>
        <translation>eine Karte wurde gesprochen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="36"/>
        <source>the dice were rolled</source>
        <translation>es wurde gewürfelt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="37"/>
        <source>a card succeeded</source>
        <translation>eine Karte gelang</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="38"/>
        <source>a card failed</source>
        <translation>eine Karte misslang</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="39"/>
        <source>an effect happened</source>
        <translation>ein Effekt trat ein</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="40"/>
        <source>an effect fizzled</source>
        <translation>ein Effekt verpuffte</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="41"/>
        <source>a card moved</source>
        <translation>eine Karte wurde verschoben</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="42"/>
        <source>a card was tapped</source>
        <translation>eine Karte wurde erschöpft</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="43"/>
        <source>a card was untapped</source>
        <translation>eine Karte wurde bereit gemacht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="44"/>
        <source>a card was revealed</source>
        <translation>eine Karte wurde aufgedeckt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="45"/>
        <source>a token was made</source>
        <translation>eine Marke wurde erzeugt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="46"/>
        <source>a token ceased</source>
        <translation>eine Marke verschwand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="47"/>
        <source>tokens changed</source>
        <translation>Marken änderten sich</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="48"/>
        <source>a cost was paid</source>
        <translation>Kosten wurden bezahlt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="49"/>
        <source>an ability was used</source>
        <translation>eine Fähigkeit wurde genutzt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="50"/>
        <source>a trigger fired</source>
        <translation>ein Auslöser griff</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="51"/>
        <source>a trigger was declined</source>
        <translation>ein Auslöser wurde abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="52"/>
        <source>an action was cancelled</source>
        <translation>eine Aktion wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="53"/>
        <source>an endless loop was stopped</source>
        <translation>eine Endlosschleife wurde gestoppt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="54"/>
        <source>comfort changed</source>
        <translation>das Behagen änderte sich</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="55"/>
        <source>the emotional state changed</source>
        <translation>der Gemütszustand änderte sich</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="56"/>
        <source>the atmosphere changed</source>
        <translation>die Atmosphäre änderte sich</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="57"/>
        <source>the weight changed</source>
        <translation>das Gewicht änderte sich</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="58"/>
        <source>patience changed</source>
        <translation>die Geduld änderte sich</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="59"/>
        <source>a free action was granted</source>
        <translation>eine freie Aktion wurde gewährt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="60"/>
        <source>a free action was used</source>
        <translation>eine freie Aktion wurde genutzt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="61"/>
        <source>you listened</source>
        <translation>du hast zugehört</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="62"/>
        <source>a card was exhausted</source>
        <translation>eine Karte verfiel</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="63"/>
        <source>a card was discarded</source>
        <translation>eine Karte wurde abgelegt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="64"/>
        <source>the turn ended</source>
        <translation>der Zug endete</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="65"/>
        <source>a question was asked</source>
        <translation>eine Frage wurde gestellt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="66"/>
        <source>the conversation ended</source>
        <translation>das Gespräch endete</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="67"/>
        <source>a skill was gained</source>
        <translation>eine Fertigkeit wurde erlangt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="68"/>
        <source>a skill was lost</source>
        <translation>eine Fertigkeit ging verloren</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="69"/>
        <source>a skill was used</source>
        <translation>eine Fertigkeit wurde genutzt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="70"/>
        <source>a skill was declined</source>
        <translation>eine Fertigkeit wurde nicht genutzt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="71"/>
        <source>an effect was nullified</source>
        <translation>ein Effekt wurde aufgehoben</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="72"/>
        <source>an effect was cancelled</source>
        <translation>ein Effekt wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="73"/>
        <source>an effect was adjusted</source>
        <translation>ein Effekt wurde angepasst</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="74"/>
        <source>a roll was rerolled</source>
        <translation>ein Wurf wurde wiederholt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="75"/>
        <source>a roll was adjusted</source>
        <translation>ein Wurf wurde angepasst</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="76"/>
        <source>a mark changed</source>
        <translation>eine Markierung änderte sich</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="77"/>
        <source>a card was played as another</source>
        <translation>eine Karte wurde als eine andere gespielt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="78"/>
        <source>a repeat was refused</source>
        <translation>eine Wiederholung wurde verweigert</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="124"/>
        <location filename="../app/client/scenario_text.cpp" line="154"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="124"/>
        <location filename="../app/client/scenario_text.cpp" line="155"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="128"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="129"/>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="130"/>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="135"/>
        <source>an effect ended it</source>
        <translation>ein Effekt hat es beendet</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="136"/>
        <source>desperation</source>
        <translation>Verzweiflung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="137"/>
        <source>patience ran out</source>
        <translation>die Geduld ging aus</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="138"/>
        <source>a failure under Final</source>
        <translation>ein Fehlschlag unter Final</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="139"/>
        <source>not ended</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="144"/>
        <source>a yes-or-no question</source>
        <translation>eine Ja-Nein-Frage</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="145"/>
        <source>a choice of cards</source>
        <translation>eine Kartenwahl</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="146"/>
        <source>a choice of amount</source>
        <translation>eine Mengenwahl</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="147"/>
        <source>a choice of how to pay</source>
        <translation>eine Wahl der Bezahlung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="148"/>
        <source>a chance to respond</source>
        <translation>eine Gelegenheit zu reagieren</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="156"/>
        <source>let it resolve</source>
        <translation>geschehen lassen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="157"/>
        <source>the standard cost</source>
        <translation>die normalen Kosten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="159"/>
        <source>alternative cost %1</source>
        <translation>alternative Kosten %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="173"/>
        <source>Comfort</source>
        <translation>Behagen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="174"/>
        <source>Patience</source>
        <translation>Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="175"/>
        <source>Available weight</source>
        <translation>Verfügbares Gewicht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="176"/>
        <source>Weight capacity</source>
        <translation>Gewichtskapazität</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="177"/>
        <source>Cards the next LISTEN draws</source>
        <translation>Karten, die das nächste ZUHÖREN zieht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="178"/>
        <source>The turn</source>
        <translation>Der Zug</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="179"/>
        <source>Cards per SPEAK</source>
        <translation>Karten pro SPRECHEN</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="180"/>
        <source>The hand limit</source>
        <translation>Das Handlimit</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="181"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="186"/>
        <source>The hand</source>
        <translation>Die Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="187"/>
        <source>The deck (top first)</source>
        <translation>Der Stapel (oben zuerst)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="188"/>
        <source>The discard pile</source>
        <translation>Der Ablagestapel</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="189"/>
        <source>The exhausted pile</source>
        <translation>Der Erschöpft-Stapel</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="190"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="191"/>
        <source>The tapped table cards</source>
        <translation>Die getappten Tischkarten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="192"/>
        <source>The revealed hand cards</source>
        <translation>Die aufgedeckten Handkarten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="193"/>
        <source>Their table cards</source>
        <translation>Ihre Tischkarten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="198"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="202"/>
        <source>%1 (tapped)</source>
        <translation>%1 (getappt)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="203"/>
        <source>%1 (theirs)</source>
        <translation>%1 (gegnerisch)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="204"/>
        <source>%1 (revealed)</source>
        <translation>%1 (aufgedeckt)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="210"/>
        <source>copy %1 of </source>
        <translation>Exemplar %1 von </translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="214"/>
        <location filename="../app/client/scenario_text.cpp" line="373"/>
        <source>not in the hand</source>
        <translation>nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="215"/>
        <source>no such token type</source>
        <translation>keine solche Marke</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="216"/>
        <source>no such mark</source>
        <translation>keine solche Markierung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="217"/>
        <source>no such skill</source>
        <translation>keine solche Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="218"/>
        <source>no such holder</source>
        <translation>kein solcher Träger</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="229"/>
        <source>the conversation is over</source>
        <translation>das Gespräch ist vorbei</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="230"/>
        <source>the card is not in the hand</source>
        <translation>die Karte ist nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="231"/>
        <source>the card is not on the table</source>
        <translation>die Karte liegt nicht auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="232"/>
        <source>not enough weight</source>
        <translation>nicht genug Gewicht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="233"/>
        <source>the cost cannot be paid</source>
        <translation>die Kosten können nicht bezahlt werden</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="234"/>
        <source>it is not allowed</source>
        <translation>es ist nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="235"/>
        <source>a decision must be answered first</source>
        <translation>zuerst muss eine Entscheidung getroffen werden</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="236"/>
        <source>there is no decision to answer</source>
        <translation>es gibt keine Entscheidung zu treffen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="237"/>
        <source>not a valid choice</source>
        <translation>keine gültige Wahl</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="238"/>
        <source>no such card</source>
        <translation>keine solche Karte</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="239"/>
        <source>no such ability or skill</source>
        <translation>keine solche Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="240"/>
        <source>no such card on the table</source>
        <translation>keine solche Karte auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="241"/>
        <source>the card is already tapped</source>
        <translation>die Karte ist schon getappt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="242"/>
        <source>the card is not yours</source>
        <translation>die Karte gehört dir nicht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="243"/>
        <source>not enough tokens</source>
        <translation>nicht genug Marken</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="244"/>
        <source>its use limit is reached</source>
        <translation>ihr Nutzungslimit ist erreicht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="245"/>
        <source>there is nothing to cancel</source>
        <translation>es gibt nichts abzubrechen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="246"/>
        <source>an error</source>
        <translation>ein Fehler</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="254"/>
        <source>SPEAK %1</source>
        <translation>SPRECHEN %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="255"/>
        <source>SPEAK %1 as %2</source>
        <translation>SPRECHEN %1 als %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="257"/>
        <source>Use the skill %1</source>
        <translation>Die Fähigkeit %1 einsetzen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="258"/>
        <source>LISTEN</source>
        <translation>ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="260"/>
        <source>Activate %1 (ability %2)</source>
        <translation>%1 aktivieren (Fähigkeit %2)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="266"/>
        <source>option %1</source>
        <translation>Option %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="267"/>
        <source>Choose nothing</source>
        <translation>Nichts wählen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="267"/>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="270"/>
        <source>Cancel the action being paid for</source>
        <translation>Die Aktion abbrechen, die gerade bezahlt wird</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="271"/>
        <source>Check the state</source>
        <translation>Den Zustand prüfen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="273"/>
        <source>%1 (forced success)</source>
        <translation>%1 (Erfolg erzwungen)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="274"/>
        <source>%1 (forced failure)</source>
        <translation>%1 (Fehlschlag erzwungen)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="275"/>
        <source>%1, which must be refused: %2</source>
        <translation>%1, muss abgelehnt werden: %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="283"/>
        <source>Talking to %1</source>
        <translation>Im Gespräch mit %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="284"/>
        <source>State %1, comfort %2, patience %3, weight %4 of %5, atmosphere %6, turn %7</source>
        <translation>Zustand %1, Behagen %2, Geduld %3, Gewicht %4 von %5, Atmosphäre %6, Zug %7</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="295"/>
        <source>Tokens: %1</source>
        <translation>Marken: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="295"/>
        <location filename="../app/client/scenario_text.cpp" line="378"/>
        <location filename="../app/client/scenario_text.cpp" line="379"/>
        <location filename="../app/client/scenario_text.cpp" line="417"/>
        <location filename="../app/client/scenario_text.cpp" line="418"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="296"/>
        <source>Hand: %1</source>
        <translation>Hand: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="297"/>
        <source>Deck (top first): %1</source>
        <translation>Stapel (oben zuerst): %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="298"/>
        <source>Discard pile: %1</source>
        <translation>Ablagestapel: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="300"/>
        <source>Exhausted pile: %1</source>
        <translation>Erschöpft-Stapel: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="301"/>
        <source>Table: %1</source>
        <translation>Tisch: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="305"/>
        <source>Your skills: %1</source>
        <translation>Deine Fähigkeiten: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="306"/>
        <source>Their skills: %1</source>
        <translation>Ihre Fähigkeiten: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="307"/>
        <location filename="../app/client/scenario_text.cpp" line="350"/>
        <source>A free next action is pending</source>
        <translation>Die nächste Aktion ist frei</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="308"/>
        <source>The conversation is over: %1</source>
        <translation>Das Gespräch ist vorbei: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="332"/>
        <source>The conversation has ended</source>
        <translation>Das Gespräch ist beendet</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="332"/>
        <source>The conversation is still going</source>
        <translation>Das Gespräch läuft noch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="336"/>
        <source>The outcome</source>
        <translation>Das Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="338"/>
        <location filename="../app/client/scenario_text.cpp" line="342"/>
        <source>still going</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="340"/>
        <source>How it ended</source>
        <translation>Wie es endete</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="344"/>
        <source>The emotional state</source>
        <translation>Der Gefühlszustand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="346"/>
        <source>The atmosphere</source>
        <translation>Die Atmosphäre</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="354"/>
        <source>%1 tokens</source>
        <translation>%1-Marken</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="371"/>
        <source>%1 is in the hand</source>
        <translation>%1 ist auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="372"/>
        <source>%1 is not in the hand</source>
        <translation>%1 ist nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="373"/>
        <source>in the hand</source>
        <translation>auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="374"/>
        <source>in the hand (%1)</source>
        <translation>auf der Hand (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="374"/>
        <source>not in the hand (%1)</source>
        <translation>nicht auf der Hand (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="377"/>
        <source>The decision waiting for an answer</source>
        <translation>Die offene Entscheidung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="382"/>
        <source>The decision&apos;s options</source>
        <translation>Die Optionen der Entscheidung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="386"/>
        <source>no decision</source>
        <translation>keine Entscheidung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="389"/>
        <source>The success chance of %1</source>
        <translation>Die Erfolgschance von %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="390"/>
        <location filename="../app/client/scenario_text.cpp" line="391"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="393"/>
        <source>These events happened, in this order</source>
        <translation>Diese Ereignisse geschahen, in dieser Reihenfolge</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="397"/>
        <source>Your skills</source>
        <translation>Deine Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="397"/>
        <source>Their skills</source>
        <translation>Ihre Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="397"/>
        <source>Skills of %1</source>
        <translation>Fähigkeiten von %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="404"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="405"/>
        <source>%1 marks on %2</source>
        <translation>%1-Markierungen auf %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="407"/>
        <source>The pile of %1</source>
        <translation>Der Stapel von %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="411"/>
        <source>How %1 reads</source>
        <translation>Wie %1 lautet</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="413"/>
        <source>What the ending records</source>
        <translation>Was das Ende festhält</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="415"/>
        <source>Another check</source>
        <translation>Eine weitere Prüfung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="430"/>
        <source>Refused: %1.</source>
        <translation>Abgelehnt: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="431"/>
        <source>Accepted, but it should have been refused: %1.</source>
        <translation>Angenommen, hätte aber abgelehnt werden müssen: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="433"/>
        <source>Refused for another reason: %1, not %2.</source>
        <translation>Aus einem anderen Grund abgelehnt: %1, nicht %2.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="434"/>
        <source>Refused as expected: %1.</source>
        <translation>Wie erwartet abgelehnt: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="435"/>
        <source>Refused as expected, but the state changed.</source>
        <translation>Wie erwartet abgelehnt, aber der Zustand hat sich geändert.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="450"/>
        <source>%1: expected %2, found %3.</source>
        <translation>%1: erwartet %2, vorgefunden %3.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="452"/>
        <source>The step failed.</source>
        <translation>Der Schritt ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="453"/>
        <source>Final checks</source>
        <translation>Abschließende Prüfungen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="453"/>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="454"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="57"/>
        <source>A conversation card game</source>
        <translation>Ein Gesprächs-Kartenspiel</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="85"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="91"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="101"/>
        <source>Open replay… (Ctrl+O)</source>
        <translation>Wiederholung öffnen… (Strg+O)</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="111"/>
        <source>Pack: %1</source>
        <translation>Paket: %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="112"/>
        <source>The built-in cards and partners</source>
        <translation>Die eingebauten Karten und Gesprächspartner</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="119"/>
        <source>Open pack folder…</source>
        <translation>Paketordner öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="124"/>
        <source>Open pack files…</source>
        <translation>Paketdateien öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="131"/>
        <source>Built-in only</source>
        <translation>Nur eingebaute</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="141"/>
        <source>Recent packs:</source>
        <translation>Zuletzt geöffnet:</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="160"/>
        <source>Who do you want to talk to?</source>
        <translation>Mit wem möchtest du sprechen?</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="172"/>
        <source>Conversation partners</source>
        <translation>Gesprächspartner</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="192"/>
        <source>starts %1</source>
        <translation>beginnt %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="211"/>
        <location filename="../qml/StartScreen.qml" line="222"/>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="218"/>
        <source>The NPC&apos;s own deck</source>
        <translation>Der eigene Stapel der Figur</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="230"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="234"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="237"/>
        <source>Random seed</source>
        <translation>Zufallsstartwert</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="239"/>
        <location filename="../qml/StartScreen.qml" line="247"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="250"/>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="256"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="256"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="256"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="260"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="272"/>
        <source>Start conversation</source>
        <translation>Gespräch beginnen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="277"/>
        <source>Start the conversation</source>
        <translation>Das Gespräch beginnen</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <location filename="../qml/StatusBar.qml" line="62"/>
        <source>Draws %1 • capacity %2</source>
        <translation>Zieht %1 • Kapazität %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="63"/>
        <source>Cards per LISTEN: %1
Capacity: %2</source>
        <translation>Karten pro ZUHÖREN: %1
Kapazität: %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="73"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="77"/>
        <source>Capacity: %1</source>
        <translation>Kapazität: %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="80"/>
        <source>Weight %1 of %2</source>
        <translation>Gewicht %1 von %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="84"/>
        <source>Patience</source>
        <translation>Geduld</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="88"/>
        <source>SPEAK costs %1; LISTEN costs %2</source>
        <translation>SPRECHEN kostet %1; ZUHÖREN kostet %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="92"/>
        <source>Patience %1</source>
        <translation>Geduld %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="100"/>
        <source>Atmosphere</source>
        <translation>Stimmung</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="103"/>
        <source>next action free</source>
        <translation>nächste Aktion gratis</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="121"/>
        <source>Tokens</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="140"/>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="144"/>
        <source>Deck %1 • Discard %2 • Exhausted %3</source>
        <translation>Stapel %1 • Ablage %2 • Verfallen %3</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="150"/>
        <source>Hand limit %1 • Reach %2</source>
        <translation>Handlimit %1 • Reichweite %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="151"/>
        <source>Hand limit: %1
Reach: %2</source>
        <translation>Handlimit: %1
Reichweite: %2</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <location filename="../qml/StepsPanel.qml" line="19"/>
        <source>Scenario steps</source>
        <translation>Szenario-Schritte</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="47"/>
        <location filename="../qml/StepsPanel.qml" line="49"/>
        <source>Close the steps panel</source>
        <translation>Schrittleiste schließen</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="77"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="85"/>
        <source>Step (F10)</source>
        <translation>Schritt (F10)</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="94"/>
        <source>Run to end</source>
        <translation>Bis zum Ende</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="105"/>
        <source>Stopped: step %1 failed.</source>
        <translation>Angehalten: Schritt %1 ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="106"/>
        <source>Every step passed.</source>
        <translation>Alle Schritte bestanden.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="107"/>
        <source>Next: step %1 of %2.</source>
        <translation>Als Nächstes: Schritt %1 von %2.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="113"/>
        <source>You are playing on by hand; the script is paused.</source>
        <translation>Du spielst von Hand weiter; das Skript ist angehalten.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="120"/>
        <source>Back to the script</source>
        <translation>Zurück zum Skript</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="171"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="172"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="173"/>
        <source>next</source>
        <translation>als Nächstes</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="173"/>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="176"/>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="176"/>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="183"/>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="183"/>
        <source>Run to here</source>
        <translation>Bis hierher</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="209"/>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="210"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="211"/>
        <source>Found</source>
        <translation>Vorgefunden</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="229"/>
        <source>not checked yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="229"/>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="229"/>
        <source>fail</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <location filename="../qml/TablePanel.qml" line="20"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="27"/>
        <source>Nothing on the table yet. Permanents stay here when spoken.</source>
        <translation>Noch nichts auf dem Tisch. Bleibende Karten liegen hier, sobald sie gesprochen sind.</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="63"/>
        <source>tapped</source>
        <translation>erschöpft</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="64"/>
        <source>theirs</source>
        <translation>gegnerisch</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="65"/>
        <source>token</source>
        <translation>Marke</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="89"/>
        <source>Activate %1</source>
        <translation>%1 aktivieren</translation>
    </message>
</context>
<context>
    <name>TimelineStrip</name>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="41"/>
        <location filename="../qml/TimelineStrip.qml" line="86"/>
        <source>Timeline</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="55"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Rückgängig (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="56"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="67"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="68"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../qml/TimelineStrip.qml" line="158"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>parley::client::ConversationFiles</name>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="70"/>
        <source>The conversation saved last time was played on other content, so it is not offered.</source>
        <translation>Das zuletzt gespeicherte Gespräch lief mit anderem Inhalt und wird daher nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="77"/>
        <source>Your conversation with %1 had just begun.</source>
        <translation>Dein Gespräch mit %1 hatte gerade begonnen.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="78"/>
        <source>Your conversation with %1 was not finished (%2 actions taken).</source>
        <translation>Dein Gespräch mit %1 war nicht beendet (%2 Aktionen).</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="94"/>
        <source>The conversation cannot be saved automatically: %1</source>
        <translation>Das Gespräch kann nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="107"/>
        <source>The saved conversation cannot be resumed.</source>
        <translation>Das gespeicherte Gespräch kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="136"/>
        <source>The content has changed since the replay was saved.</source>
        <translation>Der Inhalt hat sich geändert, seit die Wiederholung gespeichert wurde.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="138"/>
        <source>The conversation ends differently from when it was saved: the rules have changed since.</source>
        <translation>Das Gespräch endet anders als beim Speichern: Die Regeln haben sich seitdem geändert.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="150"/>
        <source>The replay could not be opened:
%1</source>
        <translation>Die Wiederholung konnte nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="155"/>
        <source>The replay cannot be played here: its partner or deck is not in the content in use.</source>
        <translation>Die Wiederholung kann hier nicht abgespielt werden: Ihr Gesprächspartner oder Deck fehlt im geladenen Inhalt.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="164"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a replay.</source>
        <translation>Nur ein Gespräch, das auf dem Startbildschirm oder aus einer Wiederholung begonnen wurde, kann als Wiederholung gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="169"/>
        <source>The replay was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>Die Wiederholung wurde nicht gespeichert. %1. Das Gespräch geht weiter; wähle einen anderen Ort.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="173"/>
        <source>Saved the conversation as a replay.</source>
        <translation>Das Gespräch wurde als Wiederholung gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="179"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a scenario.</source>
        <translation>Nur ein Gespräch, das auf dem Startbildschirm oder aus einer Wiederholung begonnen wurde, kann als Szenario gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="184"/>
        <source>The conversation is over at this moment, so there is nothing left to play from it. Go back on the timeline to an earlier moment, or save the whole conversation.</source>
        <translation>Das Gespräch ist in diesem Moment vorbei, von hier aus gibt es nichts mehr zu spielen. Geh auf der Zeitleiste zu einem früheren Moment zurück oder speichere das ganze Gespräch.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="222"/>
        <source>The conversation could not be saved as a scenario: %1</source>
        <translation>Das Gespräch konnte nicht als Szenario gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="227"/>
        <source>The scenario was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>Das Szenario wurde nicht gespeichert. %1. Das Gespräch geht weiter; wähle einen anderen Ort.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="232"/>
        <source>Saved the conversation as a scenario.</source>
        <translation>Das Gespräch wurde als Szenario gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="233"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts 1 action earlier and plays up to it.</source>
        <translation>Als Szenario gespeichert. Dieser Moment kann kein Ausgangszustand sein (er liegt mitten in der Abrechnung eines Zuges), daher beginnt das Szenario 1 Aktion früher und spielt bis zu ihm.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="235"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts %1 actions earlier and plays up to it.</source>
        <translation>Als Szenario gespeichert. Dieser Moment kann kein Ausgangszustand sein (er liegt mitten in der Abrechnung eines Zuges), daher beginnt das Szenario %1 Aktionen früher und spielt bis zu ihm.</translation>
    </message>
</context>
<context>
    <name>parley::client::DecisionController</name>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="29"/>
        <source>Your hand holds more than %1 cards: discard %2.</source>
        <translation>Deine Hand hat mehr als %1 Karten: lege %2 ab.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="34"/>
        <source>Use %1&apos;s ability?</source>
        <translation>Die Fähigkeit von %1 einsetzen?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="38"/>
        <source>Use %1?</source>
        <translation>%1 einsetzen?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="48"/>
        <source>%1: sacrifice %2 card(s).</source>
        <translation>%1: opfere %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="48"/>
        <source>%1: sacrifice up to %2 card(s).</source>
        <translation>%1: opfere bis zu %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="51"/>
        <source>%1: discard %2 card(s).</source>
        <translation>%1: lege %2 Karte(n) ab.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="51"/>
        <source>%1: discard up to %2 card(s).</source>
        <translation>%1: lege bis zu %2 Karte(n) ab.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="54"/>
        <source>%1: reveal %2 card(s).</source>
        <translation>%1: decke %2 Karte(n) auf.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="54"/>
        <source>%1: reveal up to %2 card(s).</source>
        <translation>%1: decke bis zu %2 Karte(n) auf.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="57"/>
        <source>%1: take %2 card(s).</source>
        <translation>%1: nimm %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="57"/>
        <source>%1: take up to %2 card(s).</source>
        <translation>%1: nimm bis zu %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="60"/>
        <source>%1: choose %2 card(s).</source>
        <translation>%1: wähle %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="60"/>
        <source>%1: choose up to %2 card(s).</source>
        <translation>%1: wähle bis zu %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>this</source>
        <translation>dies</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="72"/>
        <source>How do you pay for %1?</source>
        <translation>Wie bezahlst du für %1?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="73"/>
        <source>Choose X for %1.</source>
        <translation>Wähle X für %1.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="74"/>
        <source>To pay for %1: choose %2 card(s).</source>
        <translation>Um %1 zu bezahlen: wähle %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="103"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="104"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="105"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="107"/>
        <source>Let it resolve</source>
        <translation>Wirken lassen</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="123"/>
        <source>%1 (your trait): %2</source>
        <translation>%1 (deine Eigenschaft): %2</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="132"/>
        <source>%1 is about to resolve: %2. Respond?</source>
        <translation>%1 wirkt gleich: %2. Reagieren?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="134"/>
        <source>%1 is about to resolve. Respond?</source>
        <translation>%1 wirkt gleich. Reagieren?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="135"/>
        <source>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</source>
        <translation>Lass es wirken oder hebe es mit einer deiner Fähigkeiten auf (sie kostet, was die Fähigkeit sagt).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="137"/>
        <source>This SPEAK may play another card (%1 in all): choose one, or None.</source>
        <translation>Dieses SPRECHEN darf noch eine Karte spielen (%1 insgesamt): wähle eine oder Keine.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="139"/>
        <source>Another card costs its weight but no patience.</source>
        <translation>Eine weitere Karte kostet ihr Gewicht, aber keine Geduld.</translation>
    </message>
</context>
<context>
    <name>parley::client::EndSummary</name>
    <message>
        <location filename="../app/client/end_summary.cpp" line="51"/>
        <source>The conversation succeeded.</source>
        <translation>Das Gespräch ist gelungen.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="52"/>
        <source>The conversation failed.</source>
        <translation>Das Gespräch ist gescheitert.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="53"/>
        <source>The conversation was abandoned.</source>
        <translation>Das Gespräch wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="54"/>
        <source>The conversation ended: %1.</source>
        <translation>Das Gespräch endete: %1.</translation>
    </message>
</context>
<context>
    <name>parley::client::GameController</name>
    <message>
        <location filename="../app/client/game_controller.cpp" line="26"/>
        <source>The built-in content could not be loaded.</source>
        <translation>Die eingebauten Inhalte konnten nicht geladen werden.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="59"/>
        <source>Unknown NPC &apos;%1&apos;.</source>
        <translation>Unbekannte Figur „%1“.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="66"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>Unbekannter Stapel „%1“.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="76"/>
        <source>The conversation cannot start with this partner and deck.</source>
        <translation>Mit diesem Gesprächspartner und Deck kann das Gespräch nicht beginnen.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="124"/>
        <source>The conversation was not rebuilt: the new content lacks its partner or deck. The game goes on as it was.</source>
        <translation>Das Gespräch wurde nicht neu aufgebaut: Dem neuen Inhalt fehlt sein Gesprächspartner oder Deck. Das Spiel geht unverändert weiter.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="145"/>
        <source>The scenario could not be loaded:
%1</source>
        <translation>Das Szenario konnte nicht geladen werden:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="154"/>
        <source>Set up from the scenario “%1”.</source>
        <translation>Aus dem Szenario „%1“ aufgebaut.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="201"/>
        <location filename="../app/client/game_controller.cpp" line="230"/>
        <source>Choose a card to speak first.</source>
        <translation>Wähle zuerst eine Karte zum Sprechen.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="214"/>
        <source>There is no such ability on the table.</source>
        <translation>Diese Fähigkeit gibt es auf dem Tisch nicht.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="222"/>
        <source>There is no such skill.</source>
        <translation>Diese Fähigkeit gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="231"/>
        <source>No skill can play this card now.</source>
        <translation>Keine Fähigkeit kann diese Karte jetzt spielen.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="269"/>
        <source>No conversation is running.</source>
        <translation>Es läuft kein Gespräch.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="401"/>
        <source>Speak as %1 (%2)</source>
        <translation>Als %1 sprechen (%2)</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="404"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>parley::client::PackSession</name>
    <message>
        <location filename="../app/client/pack_session.cpp" line="205"/>
        <source>The pack “%1” is gone (deleted or moved). The game goes on with the cards it has; put the pack back to load it again.</source>
        <translation>Das Paket „%1“ ist weg (gelöscht oder verschoben). Das Spiel läuft mit den vorhandenen Karten weiter; lege das Paket zurück, um es wieder zu laden.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="209"/>
        <source>The pack has problems (%1). The game goes on with the cards it has; save a fix and it reloads.</source>
        <translation>Das Paket hat Probleme (%1). Das Spiel läuft mit den vorhandenen Karten weiter; speichere eine Korrektur, dann wird es neu geladen.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="213"/>
        <source>The pack could not be loaded (problems: %1). Fix them and it loads by itself.</source>
        <translation>Das Paket konnte nicht geladen werden (Probleme: %1). Behebe sie, dann wird es von selbst geladen.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="139"/>
        <source>The pack was reloaded.</source>
        <translation>Das Paket wurde neu geladen.</translation>
    </message>
</context>
<context>
    <name>parley::client::ScenarioSession</name>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="53"/>
        <source>%1: the file could not be read</source>
        <translation>%1: die Datei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="54"/>
        <source>The scenario could not be opened:
%1</source>
        <translation>Das Szenario konnte nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="175"/>
        <source>Final checks</source>
        <translation>Abschließende Prüfungen</translation>
    </message>
</context>
<context>
    <name>parley::client::SkillsModel</name>
    <message>
        <location filename="../app/client/skills_model.cpp" line="47"/>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="48"/>
        <source>Plays a card as another</source>
        <translation>Spielt eine Karte als andere</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="49"/>
        <source>Changes cards in hand</source>
        <translation>Ändert Karten auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="50"/>
        <source>Extra plays</source>
        <translation>Zusätzliche Einsätze</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="51"/>
        <source>Forbids</source>
        <translation>Verbietet</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="52"/>
        <source>Nullifies effects</source>
        <translation>Hebt Wirkungen auf</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="53"/>
        <source>Hand limit</source>
        <translation>Handlimit</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="54"/>
        <source>Distance</source>
        <translation>Distanz</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="55"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="63"/>
        <source>Used %1 of %2 this turn, %3 of %4 this conversation</source>
        <translation>%1 von %2 in diesem Zug benutzt, %3 von %4 in diesem Gespräch</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="65"/>
        <source>Used %1 of %2 this turn</source>
        <translation>%1 von %2 in diesem Zug benutzt</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="67"/>
        <source>Used %1 of %2 this conversation</source>
        <translation>%1 von %2 in diesem Gespräch benutzt</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="68"/>
        <source>No limit</source>
        <translation>Keine Begrenzung</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="83"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>parley::client::StatusController</name>
    <message>
        <location filename="../app/client/status_controller.cpp" line="27"/>
        <source>Goal: %1 is in the deck; the next LISTEN draws it.</source>
        <translation>Ziel: %1 liegt im Stapel; das nächste ZUHÖREN zieht es.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="29"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws no card.</source>
        <translation>Ziel: %1 liegt im Stapel (%2 Karten); das nächste ZUHÖREN zieht keine Karte.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="30"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws it %3% of the time.</source>
        <translation>Ziel: %1 liegt im Stapel (%2 Karten); das nächste ZUHÖREN zieht es mit %3 % Wahrscheinlichkeit.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="75"/>
        <source>LISTEN draws 1 card and you can carry %1 weight.</source>
        <translation>ZUHÖREN zieht 1 Karte und du kannst %1 Gewicht tragen.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="76"/>
        <source>LISTEN draws %1 cards and you can carry %2 weight.</source>
        <translation>ZUHÖREN zieht %1 Karten und du kannst %2 Gewicht tragen.</translation>
    </message>
</context>
<context>
    <name>parley::client::TimelineModel</name>
    <message>
        <location filename="../app/client/timeline_model.cpp" line="34"/>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
</context>
</TS>
