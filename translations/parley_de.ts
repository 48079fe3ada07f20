<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/ActionBar.qml" line="54"/>
        <source>Selected: %1. S speaks it, A speaks it as %2.</source>
        <translation>Ausgewählt: %1. S spricht sie, A spricht sie als %2.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="55"/>
        <source>Selected: %1. Press S to speak it.</source>
        <translation>Ausgewählt: %1. Mit S aussprechen.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="56"/>
        <source>Select a card (1–9), then SPEAK (S), or LISTEN (L).</source>
        <translation>Wähle eine Karte (1–9), dann SPRECHEN (S), oder ZUHÖREN (L).</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="76"/>
        <source>Explain (E)</source>
        <translation>Erklären (E)</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="80"/>
        <source>Show how every number is made</source>
        <translation>Zeigen, wie jede Zahl entsteht</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="119"/>
        <source>SPEAK</source>
        <translation>SPRECHEN</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="127"/>
        <source>Speak the selected card</source>
        <translation>Die gewählte Karte aussprechen</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="135"/>
        <source>LISTEN</source>
        <translation>ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="143"/>
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
        <location filename="../app/client/action_text.cpp" line="30"/>
        <source>Let the cancellation stand</source>
        <translation>Die Aufhebung gelten lassen</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="38"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="48"/>
        <source>an option</source>
        <translation>eine Möglichkeit</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="66"/>
        <source>LISTEN</source>
        <translation>ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="67"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="68"/>
        <source>SPEAK %1</source>
        <translation>SPRECHEN: %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="69"/>
        <location filename="../app/client/action_text.cpp" line="71"/>
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="72"/>
        <source>SPEAK %1 through %2</source>
        <translation>SPRECHEN: %1 über %2</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="79"/>
        <source>Choose: none</source>
        <translation>Wahl: keine</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="79"/>
        <source>Choose: %1</source>
        <translation>Wahl: %1</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="79"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="82"/>
        <source>An action</source>
        <translation>Eine Aktion</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="88"/>
        <source>Replayed %1 of %2 actions</source>
        <translation>%1 von %2 Aktionen nachgespielt</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="89"/>
        <location filename="../app/client/action_text.cpp" line="123"/>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="91"/>
        <source>%1; the conversation cannot start: the partner or the deck is not in the content.</source>
        <translation>%1; das Gespräch kann nicht beginnen: Gesprächspartner oder Deck fehlen im Inhalt.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="99"/>
        <source>the content no longer has that skill</source>
        <translation>der Inhalt hat diese Fähigkeit nicht mehr</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="101"/>
        <source>the content no longer has that card</source>
        <translation>der Inhalt hat diese Karte nicht mehr</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="103"/>
        <source>%1 is not on the table</source>
        <translation>%1 liegt nicht auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="105"/>
        <source>%1 is not in your hand</source>
        <translation>%1 ist nicht in deiner Hand</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="107"/>
        <source>there is no question to answer then</source>
        <translation>da gibt es keine Frage zu beantworten</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="109"/>
        <source>the rules no longer allow it then</source>
        <translation>die Regeln erlauben es da nicht mehr</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="110"/>
        <source>%1; action %2 (%3) is no longer legal: %4.</source>
        <translation>%1; Aktion %2 (%3) ist nicht mehr erlaubt: %4.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="113"/>
        <source>%1; action %2 (%3) no longer means the same: the question no longer offers that answer.</source>
        <translation>%1; Aktion %2 (%3) bedeutet nicht mehr dasselbe: Die Frage bietet diese Antwort nicht mehr an.</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="116"/>
        <source>it succeeded when it was played and does not now</source>
        <translation>damals gelang sie, jetzt nicht</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="117"/>
        <source>it failed when it was played and does not now</source>
        <translation>damals misslang sie, jetzt nicht</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="118"/>
        <source>it made no roll when it was played and does now</source>
        <translation>damals wurde nicht gewürfelt, jetzt schon</translation>
    </message>
    <message>
        <location filename="../app/client/action_text.cpp" line="119"/>
        <source>%1; action %2 (%3) has a different outcome: %4.</source>
        <translation>%1; Aktion %2 (%3) geht anders aus: %4.</translation>
    </message>
</context>
<context>
    <name>BalanceScreen</name>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="364"/>
        <source>Run before</source>
        <translation>Lauf davor</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="370"/>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="128"/>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="132"/>
        <source>Balance lab</source>
        <translation>Balance-Labor</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="143"/>
        <source>Partners</source>
        <translation>Gesprächspartner</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="164"/>
        <location filename="../qml/BalanceScreen.qml" line="172"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="169"/>
        <source>Each partner&apos;s own deck</source>
        <translation>Eigenes Deck je Partner</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="180"/>
        <source>Policies</source>
        <translation>Spielweisen</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="207"/>
        <source>Games each</source>
        <translation>Spiele je</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="214"/>
        <source>Games for each partner and policy</source>
        <translation>Spiele für jeden Gesprächspartner und jede Spielweise</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="216"/>
        <location filename="../qml/BalanceScreen.qml" line="223"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="231"/>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="242"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="282"/>
        <source>No results yet: choose and run.</source>
        <translation>Noch keine Ergebnisse: auswählen und starten.</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="309"/>
        <source>Win rates and endings</source>
        <translation>Gewinnraten und Ausgänge</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="310"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="311"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="316"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="322"/>
        <source>Card table as CSV…</source>
        <translation>Kartentabelle als CSV…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="323"/>
        <source>All figures as JSON…</source>
        <translation>Alle Zahlen als JSON…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="325"/>
        <source>This chart as PNG…</source>
        <translation>Dieses Diagramm als PNG…</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="346"/>
        <source>Win rate by policy, with its 95% interval</source>
        <translation>Gewinnrate je Spielweise, mit 95-%-Intervall</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="382"/>
        <source>Win rate by policy</source>
        <translation>Gewinnrate je Spielweise</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="383"/>
        <source>Outcomes</source>
        <translation>Ausgänge</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="384"/>
        <source>Why they ended</source>
        <translation>Warum sie endeten</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="437"/>
        <source>Changes against the run before. Bold: more than chance at 95%; dimmed: within chance.</source>
        <translation>Änderungen gegenüber dem Lauf davor. Fett: mehr als Zufall (95 %); blass: im Rahmen des Zufalls.</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="473"/>
        <source>Export the card table</source>
        <translation>Die Kartentabelle exportieren</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="476"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="476"/>
        <location filename="../qml/BalanceScreen.qml" line="484"/>
        <location filename="../qml/BalanceScreen.qml" line="492"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="481"/>
        <source>Export all figures</source>
        <translation>Alle Zahlen exportieren</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="484"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="489"/>
        <source>Save the chart as a picture</source>
        <translation>Das Diagramm als Bild speichern</translation>
    </message>
    <message>
        <location filename="../qml/BalanceScreen.qml" line="492"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>BreakdownText</name>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="51"/>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="53"/>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="68"/>
        <source>by the rules</source>
        <translation>laut Regeln</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="70"/>
        <source>per LISTEN</source>
        <translation>je ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="70"/>
        <source>per SPEAK</source>
        <translation>je SPRECHEN</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="72"/>
        <source>while %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="76"/>
        <source>base (%1)</source>
        <translation>Basis (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="83"/>
        <source>from %1 %2, counting as %3</source>
        <translation>durch %1 %2, zählt als %3</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="84"/>
        <source>from %1 %2</source>
        <translation>durch %1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="87"/>
        <source>on the card</source>
        <translation>auf der Karte</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="89"/>
        <source>per turn for the ability</source>
        <translation>je Zug für die Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="91"/>
        <source>asked by the effect</source>
        <translation>vom Effekt verlangt</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="93"/>
        <source>(the same SPEAK)</source>
        <translation>(dasselbe SPRECHEN)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="95"/>
        <source>(a free action)</source>
        <translation>(eine freie Aktion)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="97"/>
        <source>(limited to %1 to %2)</source>
        <translation>(begrenzt auf %1 bis %2)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="100"/>
        <source>(the least it can be)</source>
        <extracomment>A breakdown&apos;s step when the number would go below the least it can be: &quot;= 0 (the least it can be)&quot;</extracomment>
        <translation>(der kleinste mögliche Wert)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="102"/>
        <source>(%1: no card can fail)</source>
        <translation>(%1: keine Karte kann scheitern)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="111"/>
        <source>%1 (your trait)</source>
        <translation>%1 (deine Eigenschaft)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="112"/>
        <source>%1 (their skill)</source>
        <translation>%1 (Fähigkeit des Gegenübers)</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="120"/>
        <source>%1 %2</source>
        <extracomment>A step of a breakdown: %1 the change (&quot;+10&quot;), %2 where it comes from (&quot;from 2 Trust&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="129"/>
        <source>, </source>
        <extracomment>Between the steps of a breakdown</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/breakdown_text.cpp" line="131"/>
        <source>%1 = %2</source>
        <extracomment>A breakdown: %1 its steps, %2 the result</extracomment>
        <translation>%1 = %2</translation>
    </message>
</context>
<context>
    <name>CardFiguresText</name>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="11"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="24"/>
        <location filename="../app/client/card_figures_text.cpp" line="61"/>
        <source>Conversations simulated</source>
        <translation>Simulierte Gespräche</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="25"/>
        <source>Drawn</source>
        <translation>Gezogen</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="25"/>
        <source>%1 times, %2 a conversation</source>
        <translation>%1-mal, %2 pro Gespräch</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="28"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="29"/>
        <location filename="../app/client/card_figures_text.cpp" line="33"/>
        <source>%1 times (%2 of the draws)</source>
        <translation>%1-mal (%2 der Ziehungen)</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="30"/>
        <source>Succeeded</source>
        <translation>Gelungen</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="31"/>
        <source>%1 times (%2 of the plays)</source>
        <translation>%1-mal (%2 der Einsätze)</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="32"/>
        <source>Exhausted without being played</source>
        <translation>Erschöpft, ohne gespielt zu werden</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="34"/>
        <source>Played at least once</source>
        <translation>Mindestens einmal gespielt</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="34"/>
        <source>in %1 of %2 conversations (%3)</source>
        <translation>in %1 von %2 Gesprächen (%3)</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="40"/>
        <source>Won when it was played</source>
        <translation>Gewonnen, wenn sie gespielt wurde</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="41"/>
        <source>never played</source>
        <translation>nie gespielt</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="42"/>
        <source>Won when it was not</source>
        <translation>Gewonnen, wenn nicht</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="43"/>
        <source>played in every conversation</source>
        <translation>in jedem Gespräch gespielt</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="56"/>
        <source>%1 (%2 to %3) of %4</source>
        <translation>%1 (%2 bis %3) von %4</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="62"/>
        <source>Won over</source>
        <translation>Überzeugt</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="69"/>
        <source>Won over by %1</source>
        <translation>Überzeugt mit %1</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="73"/>
        <source>Conversations last</source>
        <translation>Gespräche dauern</translation>
    </message>
    <message>
        <location filename="../app/client/card_figures_text.cpp" line="73"/>
        <source>%1 turns on average</source>
        <translation>im Schnitt %1 Runden</translation>
    </message>
</context>
<context>
    <name>CardRulesText</name>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="25"/>
        <source>Use</source>
        <translation>Einsetzen</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="31"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="34"/>
        <source>Free: %1.</source>
        <translation>Kostenlos: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="34"/>
        <location filename="../app/client/card_rules_text.cpp" line="100"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="36"/>
        <source>Once a turn.</source>
        <translation>Einmal pro Zug.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="38"/>
        <source>%1 times a turn.</source>
        <translation>%1-mal pro Zug.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="46"/>
        <source>If it is in your opening hand</source>
        <translation>Wenn sie in deiner Starthand ist</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="48"/>
        <source>When the conversation starts</source>
        <translation>Wenn das Gespräch beginnt</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="50"/>
        <source>When this card enters the %1</source>
        <translation>Wenn diese Karte in den Bereich „%1“ kommt</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="51"/>
        <source>When a card enters the %1</source>
        <translation>Wenn eine Karte in den Bereich „%1“ kommt</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="53"/>
        <source>When this card leaves the %1</source>
        <translation>Wenn diese Karte den Bereich „%1“ verlässt</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="54"/>
        <source>When a card leaves the %1</source>
        <translation>Wenn eine Karte den Bereich „%1“ verlässt</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="56"/>
        <source>Before you speak this card</source>
        <translation>Bevor du diese Karte sprichst</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="56"/>
        <source>Before each SPEAK</source>
        <translation>Vor jedem SPRECHEN</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="58"/>
        <source>After you speak this card</source>
        <translation>Nachdem du diese Karte gesprochen hast</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="58"/>
        <source>After each SPEAK</source>
        <translation>Nach jedem SPRECHEN</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="60"/>
        <source>When this card succeeds</source>
        <translation>Wenn diese Karte gelingt</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="60"/>
        <source>When a card succeeds</source>
        <translation>Wenn eine Karte gelingt</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="62"/>
        <source>When this card fails</source>
        <translation>Wenn diese Karte misslingt</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="62"/>
        <source>When a card fails</source>
        <translation>Wenn eine Karte misslingt</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="64"/>
        <source>When this card exhausts</source>
        <translation>Wenn diese Karte erschöpft wird</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="64"/>
        <source>When a card exhausts</source>
        <translation>Wenn eine Karte erschöpft wird</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="66"/>
        <source>When you LISTEN</source>
        <translation>Bei jedem ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="68"/>
        <source>When the comfort changes</source>
        <translation>Wenn sich das Behagen ändert</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="70"/>
        <source>When their mood changes</source>
        <translation>Wenn sich ihre Laune ändert</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="72"/>
        <source>When the atmosphere changes</source>
        <translation>Wenn sich die Stimmung ändert</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="74"/>
        <source>When you gain tokens</source>
        <translation>Wenn du Marken erhältst</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="76"/>
        <source>When you spend tokens</source>
        <translation>Wenn du Marken ausgibst</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="78"/>
        <source>At the start of each turn</source>
        <translation>Zu Beginn jedes Zugs</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="80"/>
        <source>At the end of each turn</source>
        <translation>Am Ende jedes Zugs</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="82"/>
        <source>When an effect resolves</source>
        <translation>Wenn eine Wirkung abgehandelt wird</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="84"/>
        <source>When a card&apos;s roll is made</source>
        <translation>Wenn für eine Karte gewürfelt wird</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="95"/>
        <source>%1, while this card is in your %2</source>
        <translation>%1, solange diese Karte im Bereich „%2“ ist</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="97"/>
        <source>%1, if %2</source>
        <translation>%1, wenn %2</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="99"/>
        <source>%1, you may: %2.</source>
        <translation>%1 – du darfst: %2.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="106"/>
        <source>Also costs</source>
        <translation>Kostet zusätzlich</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="108"/>
        <source>Or instead of its weight</source>
        <translation>Oder statt ihres Gewichts</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="112"/>
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="114"/>
        <location filename="../app/client/card_rules_text.cpp" line="127"/>
        <source>While on the table</source>
        <translation>Solange auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="119"/>
        <source>other cards&apos; auras</source>
        <translation>die Auren anderer Karten</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="120"/>
        <source>skills</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="122"/>
        <source>the atmosphere</source>
        <translation>die Stimmung</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="124"/>
        <source>lasting card effects</source>
        <translation>anhaltende Kartenwirkungen</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="125"/>
        <source>%1 do nothing.</source>
        <translation>%1: ohne Wirkung.</translation>
    </message>
    <message>
        <location filename="../app/client/card_rules_text.cpp" line="125"/>
        <source>, </source>
        <comment>between things silenced</comment>
        <translation>, </translation>
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
    <message>
        <location filename="../app/client/card_text.cpp" line="28"/>
        <source>Trust</source>
        <translation>Vertrauen</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="29"/>
        <source>Commerce</source>
        <translation>Handel</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="30"/>
        <source>Status</source>
        <translation>Ansehen</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="31"/>
        <source>Shadow</source>
        <translation>Schatten</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="46"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="47"/>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="48"/>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/client/card_text.cpp" line="51"/>
        <source>walked away</source>
        <translation>ging weg</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../qml/CardView.qml" line="53"/>
        <source>Card %1: %2</source>
        <translation>Karte %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="54"/>
        <source>Weight %1, %2, success chance %3%</source>
        <translation>Gewicht %1, %2, Erfolgschance %3 %</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="55"/>
        <source>Goal card: must play now</source>
        <translation>Zielkarte: jetzt spielen</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="109"/>
        <source>Weight: %1</source>
        <translation>Gewicht: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="148"/>
        <location filename="../qml/GalleryCardDetail.qml" line="72"/>
        <source>Permanent</source>
        <translation>Bleibend</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="156"/>
        <source>Permanent: stays on the table once spoken, whatever the roll; its abilities and triggers work from there</source>
        <translation>Bleibend: bleibt nach dem Sprechen auf dem Tisch, egal wie der Wurf ausfällt; ihre Fähigkeiten und Auslöser wirken von dort aus</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="171"/>
        <source>MUST PLAY NOW</source>
        <translation>JETZT SPIELEN</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="171"/>
        <source>exhausts on any other action</source>
        <translation>verfällt bei jeder anderen Aktion</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="190"/>
        <source>%1% success</source>
        <translation>%1 % Erfolg</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="191"/>
        <source>Success chance: %1</source>
        <translation>Erfolgschance: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="205"/>
        <location filename="../qml/GalleryCardDetail.qml" line="101"/>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="214"/>
        <location filename="../qml/GalleryCardDetail.qml" line="108"/>
        <source>Failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="222"/>
        <location filename="../qml/GalleryCardDetail.qml" line="115"/>
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
        <location filename="../qml/ConversationScreen.qml" line="244"/>
        <source>Personality:</source>
        <translation>Persönlichkeit:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="249"/>
        <source>Scenario: %1</source>
        <translation>Szenario: %1</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="214"/>
        <source>You played %1.</source>
        <translation>Du hast %1 gespielt.</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="166"/>
        <location filename="../qml/ConversationScreen.qml" line="213"/>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="263"/>
        <source>Your traits:</source>
        <translation>Deine Eigenschaften:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="311"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>CostText</name>
    <message>
        <location filename="../app/client/cost_text.cpp" line="15"/>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="15"/>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="19"/>
        <source>%1 weight</source>
        <translation>%1 Gewicht</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="21"/>
        <source>%1 patience</source>
        <translation>%1 Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="26"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="27"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="30"/>
        <source>Tap this card</source>
        <translation>Diese Karte tappen</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="32"/>
        <source>Sacrifice this card</source>
        <translation>Diese Karte opfern</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="34"/>
        <source>Show this card</source>
        <translation>Diese Karte zeigen</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="36"/>
        <source>Show %1 %2</source>
        <translation>%1 %2 zeigen</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="38"/>
        <source>Discard %1 %2</source>
        <translation>%1 %2 ablegen</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="40"/>
        <source>Sacrifice %1 %2</source>
        <translation>%1 %2 opfern</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="42"/>
        <source>Tap %1 %2</source>
        <translation>%1 %2 tappen</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="44"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="45"/>
        <source>patience</source>
        <translation>Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/cost_text.cpp" line="49"/>
        <source>X %1 (%2 to %3)</source>
        <translation>X %1 (%2 bis %3)</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="93"/>
        <source>Choose %1.</source>
        <translation>Wähle %1.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="92"/>
        <source>Choose one.</source>
        <translation>Wähle eine Option.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="93"/>
        <source>Choose one, or none.</source>
        <translation>Wähle eine oder keine.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="94"/>
        <source>Choose %1 to %2.</source>
        <translation>Wähle %1 bis %2.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="95"/>
        <source>Keys 1–9 pick, 0 picks none, Enter answers.</source>
        <translation>Tasten 1–9 wählen, 0 wählt keine, Enter antwortet.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="96"/>
        <source>Keys 1–9 pick, Enter answers.</source>
        <translation>Tasten 1–9 wählen, Enter antwortet.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="105"/>
        <source>Search by name or effect</source>
        <translation>Nach Name oder Wirkung suchen</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="108"/>
        <source>Search the cards</source>
        <translation>Die Karten durchsuchen</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="141"/>
        <source>No card matches.</source>
        <translation>Keine Karte passt.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="182"/>
        <source>None (0)</source>
        <translation>Keine (0)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="183"/>
        <source>Answer with no card</source>
        <translation>Ohne Karte antworten</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="190"/>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="191"/>
        <source>Cancel the action</source>
        <translation>Die Aktion abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="198"/>
        <source>Confirm (Enter)</source>
        <translation>Bestätigen (Enter)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="199"/>
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
        <location filename="../app/client/effect_text.cpp" line="23"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="24"/>
        <source>deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="25"/>
        <source>discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="26"/>
        <source>exhausted</source>
        <translation>Verfallen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="27"/>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="28"/>
        <source>pile</source>
        <translation>Beiseite-Stapel</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="35"/>
        <source>Persistent</source>
        <translation>Beständig</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="36"/>
        <source>Fleeting</source>
        <translation>Flüchtig</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="37"/>
        <source>Opportunity</source>
        <translation>Gelegenheit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="38"/>
        <source>Skeleton</source>
        <translation>Skelett</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="39"/>
        <source>Burden</source>
        <translation>Bürde</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="40"/>
        <source>Observable</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="54"/>
        <source>success chance</source>
        <translation>Erfolgschance</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="55"/>
        <source>weight capacity</source>
        <translation>Gewichtskapazität</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="56"/>
        <source>cards drawn on LISTEN</source>
        <translation>Karten pro ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="57"/>
        <source>patience cost</source>
        <translation>Geduldkosten</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="58"/>
        <source>comfort change</source>
        <translation>Behagensänderung</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="59"/>
        <source>weight cost</source>
        <translation>Gewichtskosten</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="60"/>
        <source>token cost</source>
        <translation>Markenkosten</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="61"/>
        <source>token count</source>
        <translation>Markenzahl</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="62"/>
        <source>hand limit</source>
        <translation>Handlimit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="63"/>
        <source>reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="64"/>
        <source>cards per SPEAK</source>
        <translation>Karten pro SPRECHEN</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="65"/>
        <source>uses per turn</source>
        <translation>Einsätze pro Zug</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="66"/>
        <source>depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="67"/>
        <source>comfort</source>
        <translation>Behagen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="68"/>
        <source>patience</source>
        <translation>Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="69"/>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="76"/>
        <source>add</source>
        <translation>plus</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="77"/>
        <source>multiply</source>
        <translation>mal</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="78"/>
        <source>set</source>
        <translation>gleich</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="79"/>
        <source>min</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="80"/>
        <source>max</source>
        <translation>höchstens</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="81"/>
        <source>add magnitude</source>
        <translation>Betrag plus</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="89"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="90"/>
        <source>failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="91"/>
        <source>exhaust</source>
        <translation>Verfall</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="94"/>
        <source>skill</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="95"/>
        <source>trigger %1</source>
        <translation>Auslöser %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="95"/>
        <source>ability %1</source>
        <translation>Fähigkeit %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="99"/>
        <source>Cost: %1</source>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="105"/>
        <location filename="../app/client/effect_text.cpp" line="131"/>
        <location filename="../app/client/effect_text.cpp" line="182"/>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="115"/>
        <source>any number of</source>
        <translation>beliebig viele</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="123"/>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>%1 card</source>
        <translation>%1-Karte</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="123"/>
        <location filename="../app/client/effect_text.cpp" line="126"/>
        <source>%1 cards</source>
        <translation>%1-Karten</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="128"/>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="128"/>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="134"/>
        <location filename="../app/client/effect_text.cpp" line="148"/>
        <source>Comfort up by %1</source>
        <translation>Behagen um %1 erhöhen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="136"/>
        <source>Draw 1 card</source>
        <translation>1 Karte ziehen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="137"/>
        <source>Draw cards: %1</source>
        <translation>Karten ziehen: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="140"/>
        <source>Regain weight: %1</source>
        <translation>Gewicht zurückgewinnen: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="142"/>
        <source>The atmosphere becomes %1</source>
        <translation>Die Stimmung wird %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="144"/>
        <source>The conversation ends: %1</source>
        <translation>Das Gespräch endet: %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="151"/>
        <source>Your next action costs no patience</source>
        <translation>Deine nächste Aktion kostet keine Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="153"/>
        <source>Show this card</source>
        <translation>Diese Karte zeigen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="154"/>
        <source>Show 1 card from your hand</source>
        <translation>1 Karte aus deiner Hand zeigen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="154"/>
        <source>Show %1 cards from your hand</source>
        <translation>%1 Karten aus deiner Hand zeigen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="157"/>
        <source>Discard 1 card</source>
        <translation>1 Karte ablegen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="157"/>
        <source>Discard %1 cards</source>
        <translation>%1 Karten ablegen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="165"/>
        <source>Return this card to your hand</source>
        <translation>Diese Karte zurück auf deine Hand nehmen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="166"/>
        <source>Shuffle this card into the deck</source>
        <translation>Diese Karte in den Stapel mischen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="167"/>
        <source>Put this card on the discard pile</source>
        <translation>Diese Karte auf den Ablagestapel legen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="168"/>
        <source>Exhaust this card</source>
        <translation>Diese Karte erschöpfen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="169"/>
        <source>Put this card on the table</source>
        <translation>Diese Karte auf den Tisch legen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="173"/>
        <source>Search the deck for %1 %2 and take it into your hand</source>
        <translation>Den Stapel nach %1 %2 durchsuchen und auf deine Hand nehmen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="180"/>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="181"/>
        <source>−%1 %2</source>
        <translation>−%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="184"/>
        <source>That effect does nothing</source>
        <translation>Diese Wirkung bleibt aus</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="186"/>
        <source>That effect&apos;s number is %1 smaller</source>
        <translation>Die Zahl dieser Wirkung ist um %1 kleiner</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="187"/>
        <source>That effect&apos;s number is %1 bigger</source>
        <translation>Die Zahl dieser Wirkung ist um %1 größer</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="190"/>
        <source>The roll is %1 better</source>
        <translation>Der Wurf ist um %1 besser</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="191"/>
        <source>The roll is %1 worse</source>
        <translation>Der Wurf ist um %1 schlechter</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="196"/>
        <source>%1 %2 on you</source>
        <translation>%1 %2 bei dir</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="197"/>
        <source>%1 %2 on them</source>
        <translation>%1 %2 beim Gegenüber</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="198"/>
        <source>%1 %2 on this card</source>
        <translation>%1 %2 auf dieser Karte</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="199"/>
        <source>%1 %2 on the skill&apos;s owner</source>
        <translation>%1 %2 beim Besitzer der Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="206"/>
        <source>You gain %1</source>
        <translation>Du erhältst %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="206"/>
        <source>You lose %1</source>
        <translation>Du verlierst %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="207"/>
        <source>They gain %1</source>
        <translation>Das Gegenüber erhält %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="207"/>
        <source>They lose %1</source>
        <translation>Das Gegenüber verliert %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="208"/>
        <source>Its owner gains %1</source>
        <translation>Ihr Besitzer erhält %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="208"/>
        <source>Its owner loses %1</source>
        <translation>Ihr Besitzer verliert %1</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="213"/>
        <source>Set 1 card aside on the pile</source>
        <translation>1 Karte auf den Beiseite-Stapel legen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="213"/>
        <source>Set %1 cards aside on the pile</source>
        <translation>%1 Karten auf den Beiseite-Stapel legen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="215"/>
        <source>Take 1 card back from the pile</source>
        <translation>1 Karte vom Beiseite-Stapel zurücknehmen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="215"/>
        <source>Take %1 cards back from the pile</source>
        <translation>%1 Karten vom Beiseite-Stapel zurücknehmen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="217"/>
        <source>Note the card in this skill&apos;s record</source>
        <translation>Die Karte im Verzeichnis dieser Fähigkeit vermerken</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="133"/>
        <source>%1 comfort</source>
        <translation>%1 Behagen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="136"/>
        <source>Draw %1 cards</source>
        <translation>%1 Karten ziehen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="139"/>
        <source>Regain %1 weight</source>
        <translation>%1 Gewicht zurückgewinnen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="149"/>
        <source>Reset comfort to 0</source>
        <translation>Behagen auf 0 zurücksetzen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="150"/>
        <source>Refill weight to capacity</source>
        <translation>Gewicht bis zur Kapazität auffüllen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="156"/>
        <source>Sacrifice this card</source>
        <translation>Diese Karte opfern</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="156"/>
        <source>Sacrifice %1 %2</source>
        <translation>%1 %2 opfern</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="159"/>
        <source>token</source>
        <translation>Marke</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="160"/>
        <source>Create %1 %2 for them</source>
        <translation>%1 %2 für das Gegenüber erschaffen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="161"/>
        <source>Create %1 %2</source>
        <translation>%1 %2 erschaffen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="188"/>
        <source>Roll again</source>
        <translation>Noch einmal würfeln</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="170"/>
        <location filename="../app/client/effect_text.cpp" line="212"/>
        <source>Set this card aside on the pile</source>
        <translation>Diese Karte auf den Beiseite-Stapel legen</translation>
    </message>
    <message>
        <location filename="../app/client/effect_text.cpp" line="216"/>
        <source>Its outcome resolves once more</source>
        <translation>Ihr Ergebnis wirkt noch einmal</translation>
    </message>
</context>
<context>
    <name>EndRecap</name>
    <message>
        <location filename="../app/client/end_recap.cpp" line="150"/>
        <source>First success: “%1”.</source>
        <translation>Erster Erfolg: „%1“.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="164"/>
        <source>Biggest swing: comfort rose by %1 after “%2”.</source>
        <translation>Größter Umschwung: Das Behagen stieg um %1 nach „%2“.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="166"/>
        <source>Biggest swing: comfort fell by %1 after “%2”.</source>
        <translation>Größter Umschwung: Das Behagen fiel um %1 nach „%2“.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="169"/>
        <source>Biggest swing: comfort rose by %1 as you listened.</source>
        <translation>Größter Umschwung: Das Behagen stieg um %1, als du zugehört hast.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="170"/>
        <source>Biggest swing: comfort fell by %1 as you listened.</source>
        <translation>Größter Umschwung: Das Behagen fiel um %1, als du zugehört hast.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="172"/>
        <source>Biggest swing: comfort rose by %1.</source>
        <translation>Größter Umschwung: Das Behagen stieg um %1.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="173"/>
        <source>Biggest swing: comfort fell by %1.</source>
        <translation>Größter Umschwung: Das Behagen fiel um %1.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="185"/>
        <source>%1 warmed to you: now %2.</source>
        <translation>%1 taut auf: jetzt %2.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="186"/>
        <source>%1 grew colder: now %2.</source>
        <translation>%1 wurde kühler: jetzt %2.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="196"/>
        <source>You played your goal, “%1”, and it failed.</source>
        <translation>Du hast dein Ziel ausgespielt, „%1“, und es misslang.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="198"/>
        <source>You played your goal, “%1”, and it succeeded.</source>
        <translation>Du hast dein Ziel ausgespielt, „%1“, und es gelang.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="204"/>
        <source>Your goal, “%1”, slipped away unplayed.</source>
        <translation>Dein Ziel, „%1“, ist ungespielt verfallen.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="216"/>
        <source>Last, you spoke “%1”, and it succeeded.</source>
        <translation>Zuletzt hast du „%1“ gesagt, und es gelang.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="218"/>
        <source>Last, you spoke “%1”, and it failed.</source>
        <translation>Zuletzt hast du „%1“ gesagt, und es misslang.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="219"/>
        <source>Last, you spoke “%1”.</source>
        <translation>Zuletzt hast du „%1“ gesagt.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="221"/>
        <source>Last, you listened.</source>
        <translation>Zuletzt hast du zugehört.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="223"/>
        <source>Last, you used “%1”.</source>
        <translation>Zuletzt hast du „%1“ eingesetzt.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="225"/>
        <source>Last, you used %1.</source>
        <translation>Zuletzt hast du %1 eingesetzt.</translation>
    </message>
    <message>
        <location filename="../app/client/end_recap.cpp" line="228"/>
        <source>Last, you made a choice.</source>
        <translation>Zuletzt hast du eine Wahl getroffen.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/EndScreen.qml" line="121"/>
        <source>Your conversation with %1</source>
        <translation>Dein Gespräch mit %1</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="168"/>
        <source>“%1” — %2</source>
        <extracomment>The partner&apos;s last line and who said it: “Line” (Name).</extracomment>
        <translation>„%1“ — %2</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="197"/>
        <source>What it leaves you with</source>
        <translation>Was dir bleibt</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="236"/>
        <source>Nothing was agreed, and nothing is owed.</source>
        <translation>Nichts wurde vereinbart, und nichts ist geschuldet.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="251"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="268"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="270"/>
        <source>Cards spoken</source>
        <translation>Gesprochene Karten</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="272"/>
        <source>Succeeded</source>
        <translation>Gelungen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="274"/>
        <source>Failed</source>
        <translation>Misslungen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="276"/>
        <source>Listened</source>
        <translation>Zugehört</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="278"/>
        <source>Cards drawn</source>
        <translation>Gezogene Karten</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="280"/>
        <source>Cards exhausted</source>
        <translation>Verfallene Karten</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="288"/>
        <source>Final state</source>
        <translation>Endzustand</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="294"/>
        <source>%1, comfort %2</source>
        <extracomment>The state the conversation ended in, and its comfort: &quot;Open, comfort +2&quot;.</extracomment>
        <translation>%1, Behagen %2</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="316"/>
        <source>Comfort over the conversation</source>
        <translation>Behagen im Gesprächsverlauf</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="443"/>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="451"/>
        <source>Key moments</source>
        <translation>Schlüsselmomente</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="478"/>
        <source>Action %1</source>
        <extracomment>Beside a key moment: the number of the action it happened in.</extracomment>
        <translation>Aktion %1</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="492"/>
        <source>It was over before anything happened.</source>
        <translation>Es war vorbei, bevor etwas geschah.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="505"/>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="507"/>
        <source>Play again with the same partner</source>
        <translation>Nochmal mit demselben Gegenüber spielen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="512"/>
        <source>Choose another partner</source>
        <translation>Anderes Gegenüber wählen</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="513"/>
        <source>Back to the choice of partner</source>
        <translation>Zurück zur Wahl des Gegenübers</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="515"/>
        <source>Back to the partners, with %1 chosen</source>
        <translation>Zurück zu den Gegenübern, mit %1 ausgewählt</translation>
    </message>
</context>
<context>
    <name>EndingText</name>
    <message>
        <location filename="../app/client/ending_text.cpp" line="18"/>
        <source>%1 %2</source>
        <extracomment>A number of connection tokens, as in &quot;You gain 2 Trust&quot;: %1 the number, %2 the token type.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="22"/>
        <source>%1 and %2</source>
        <extracomment>The last two items of a list: &quot;1 Status and 1 Shadow&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="25"/>
        <source>%1, %2</source>
        <extracomment>An item and the rest of a list: &quot;1 Trust, 1 Status and 1 Shadow&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="39"/>
        <source>You will deliver %1 to %2 within %3.</source>
        <translation>Du wirst %1 innerhalb von %3 an %2 liefern.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="41"/>
        <source>You will deliver %1 to %2.</source>
        <translation>Du wirst %1 an %2 liefern.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="42"/>
        <source>You will deliver %1 within %2.</source>
        <translation>Du wirst %1 innerhalb von %2 liefern.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="43"/>
        <source>You will deliver %1.</source>
        <translation>Du wirst %1 liefern.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="46"/>
        <source>You will make a delivery to %1 within %2.</source>
        <translation>Du wirst innerhalb von %2 eine Lieferung an %1 bringen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="47"/>
        <source>You will make a delivery to %1.</source>
        <translation>Du wirst eine Lieferung an %1 bringen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="48"/>
        <source>You will make a delivery within %1.</source>
        <translation>Du wirst innerhalb von %1 eine Lieferung bringen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="49"/>
        <source>You will make a delivery.</source>
        <translation>Du wirst eine Lieferung bringen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="52"/>
        <source>You owe %1 a favour, due within %2.</source>
        <translation>Du schuldest %1 einen Gefallen, fällig innerhalb von %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="53"/>
        <source>You owe %1 a favour.</source>
        <translation>Du schuldest %1 einen Gefallen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="54"/>
        <source>You owe a favour, due within %1.</source>
        <translation>Du schuldest einen Gefallen, fällig innerhalb von %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="55"/>
        <source>You owe a favour.</source>
        <translation>Du schuldest einen Gefallen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="58"/>
        <source>You must pay a fine to %1 within %2.</source>
        <translation>Du musst innerhalb von %2 eine Geldstrafe an %1 zahlen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="59"/>
        <source>You must pay a fine to %1.</source>
        <translation>Du musst eine Geldstrafe an %1 zahlen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="60"/>
        <source>You must pay a fine within %1.</source>
        <translation>Du musst innerhalb von %1 eine Geldstrafe zahlen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="61"/>
        <source>You must pay a fine.</source>
        <translation>Du musst eine Geldstrafe zahlen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="67"/>
        <source>You took on an obligation to %1, due within %2.</source>
        <translation>Du hast eine Verpflichtung für %1 übernommen, fällig innerhalb von %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="69"/>
        <source>You took on an obligation to %1.</source>
        <translation>Du hast eine Verpflichtung für %1 übernommen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="70"/>
        <source>You took on an obligation, due within %1.</source>
        <translation>Du hast eine Verpflichtung übernommen, fällig innerhalb von %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="71"/>
        <source>You took on an obligation.</source>
        <translation>Du hast eine Verpflichtung übernommen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="76"/>
        <source>You took on an obligation to %1 (%2), due within %3.</source>
        <translation>Du hast eine Verpflichtung für %1 übernommen (%2), fällig innerhalb von %3.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="78"/>
        <source>You took on an obligation to %1 (%2).</source>
        <translation>Du hast eine Verpflichtung für %1 übernommen (%2).</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="79"/>
        <source>You took on an obligation (%1), due within %2.</source>
        <translation>Du hast eine Verpflichtung übernommen (%1), fällig innerhalb von %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="80"/>
        <source>You took on an obligation (%1).</source>
        <translation>Du hast eine Verpflichtung übernommen (%1).</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="88"/>
        <source>a day</source>
        <extracomment>How long a deadline gives, read after &quot;within&quot; (&quot;within a day&quot;; German: dative).</extracomment>
        <translation>einem Tag</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="91"/>
        <source>%1 days</source>
        <translation>%1 Tagen</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="93"/>
        <source>an hour</source>
        <extracomment>How long a deadline gives, read after &quot;within&quot; (&quot;within an hour&quot;; German: dative).</extracomment>
        <translation>einer Stunde</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="96"/>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="108"/>
        <source>You will be paid 1 coin.</source>
        <translation>Du erhältst 1 Münze.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="109"/>
        <source>You will be paid %1 coins.</source>
        <translation>Du erhältst %1 Münzen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="111"/>
        <source>You will pay 1 coin.</source>
        <translation>Du zahlst 1 Münze.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="112"/>
        <source>You will pay %1 coins.</source>
        <translation>Du zahlst %1 Münzen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="114"/>
        <source>The fine is 1 coin.</source>
        <translation>Die Geldstrafe beträgt 1 Münze.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="115"/>
        <source>The fine is %1 coins.</source>
        <translation>Die Geldstrafe beträgt %1 Münzen.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="117"/>
        <source>You gain %1.</source>
        <translation>Du erhältst %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="119"/>
        <source>You lose %1.</source>
        <translation>Du verlierst %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="122"/>
        <source>A burden card, “%1”, joins your deck.</source>
        <translation>Eine Bürde, „%1“, kommt in dein Deck.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="123"/>
        <source>“%1” joins your deck.</source>
        <translation>„%1“ kommt in dein Deck.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="126"/>
        <source>A burden card joins your deck.</source>
        <translation>Eine Bürde kommt in dein Deck.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="129"/>
        <source>You suffer a penalty: %1.</source>
        <extracomment>%1 is the pack&apos;s own kind of penalty, as words (&quot;Lost goods&quot;).</extracomment>
        <translation>Du erleidest eine Strafe: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="133"/>
        <source>Your relationship with %1 worsens by %2.</source>
        <translation>Deine Beziehung zu %1 verschlechtert sich um %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="134"/>
        <source>Your relationship with %1 improves by %2.</source>
        <translation>Deine Beziehung zu %1 verbessert sich um %2.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="137"/>
        <source>You may now pass through %1.</source>
        <translation>Du darfst jetzt %1 passieren.</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="161"/>
        <source>Delivery</source>
        <translation>Lieferung</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="162"/>
        <source>Favour</source>
        <translation>Gefallen</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="163"/>
        <source>Fine</source>
        <translation>Geldstrafe</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="165"/>
        <source>Obligation</source>
        <translation>Verpflichtung</translation>
    </message>
    <message>
        <location filename="../app/client/ending_text.cpp" line="165"/>
        <source>Consequences</source>
        <translation>Folgen</translation>
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
        <location filename="../app/client/event_text.cpp" line="53"/>
        <source>you</source>
        <translation>dir</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="94"/>
        <source>The deck is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="106"/>
        <source>It cannot fail.</source>
        <translation>Das kann nicht misslingen.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="112"/>
        <source>%1 succeeds.</source>
        <translation>%1 gelingt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="114"/>
        <source>%1 fails.</source>
        <translation>%1 misslingt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="130"/>
        <source>%1 is now %2 (was %3).</source>
        <translation>%1 ist jetzt %2 (war %3).</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="21"/>
        <source>your hand</source>
        <translation>deiner Hand</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="23"/>
        <source>the deck</source>
        <translation>dem Stapel</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="25"/>
        <source>the discard pile</source>
        <translation>dem Ablagestapel</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="27"/>
        <source>the exhausted pile</source>
        <translation>dem Erschöpft-Stapel</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="29"/>
        <source>the table</source>
        <translation>dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="31"/>
        <source>a skill&apos;s pile</source>
        <translation>dem Stapel einer Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="53"/>
        <source>a card</source>
        <translation>einer Karte</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="57"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="58"/>
        <source>%1, as it takes effect: %2</source>
        <translation>%1, beim Auslösen: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="59"/>
        <source>%1, used: %2</source>
        <translation>%1, eingesetzt: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="62"/>
        <source>%1, on success: %2</source>
        <translation>%1, bei Erfolg: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="64"/>
        <source>%1, on failure: %2</source>
        <translation>%1, bei Misserfolg: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="66"/>
        <source>%1, when exhausted: %2</source>
        <translation>%1, beim Verfallen: %2</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="78"/>
        <source>your %1</source>
        <translation>dein %1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="79"/>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="81"/>
        <source>the %1 atmosphere</source>
        <translation>die Stimmung %1</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="83"/>
        <source>the rules</source>
        <translation>die Regeln</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="89"/>
        <source>The conversation with %1 begins.</source>
        <translation>Das Gespräch mit %1 beginnt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="92"/>
        <source>You draw %1.</source>
        <translation>Du ziehst %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="97"/>
        <source>The one card of the discard pile is shuffled into the deck.</source>
        <translation>Die eine Karte des Ablagestapels wird in den Stapel gemischt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="98"/>
        <source>The %1 cards of the discard pile are shuffled into the deck.</source>
        <translation>Die %1 Karten des Ablagestapels werden in den Stapel gemischt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="101"/>
        <source>You speak %1 for %2 weight.</source>
        <translation>Du sprichst %1 für %2 Gewicht.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="104"/>
        <source>Its outcome was set: a success.</source>
        <translation>Der Ausgang stand fest: ein Erfolg.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="105"/>
        <source>Its outcome was set: a failure.</source>
        <translation>Der Ausgang stand fest: ein Misserfolg.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="107"/>
        <source>Rolled %1 against a chance of %2%: a success.</source>
        <translation>%1 gewürfelt gegen eine Chance von %2 %: ein Erfolg.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="108"/>
        <source>Rolled %1 against a chance of %2%: a failure.</source>
        <translation>%1 gewürfelt gegen eine Chance von %2 %: ein Misserfolg.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="120"/>
        <source>%1 (this time %2)</source>
        <translation>%1 (diesmal %2)</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="125"/>
        <source>Comfort starts over at 0.</source>
        <translation>Behagen beginnt wieder bei 0.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="126"/>
        <source>Comfort rises from %1 to %2.</source>
        <translation>Behagen steigt von %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="127"/>
        <source>Comfort falls from %1 to %2.</source>
        <translation>Behagen sinkt von %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="128"/>
        <source>Comfort stays at %1.</source>
        <translation>Behagen bleibt bei %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="133"/>
        <source>The atmosphere becomes %1.</source>
        <translation>Neue Stimmung: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="135"/>
        <source>Weight goes from %1 to %2.</source>
        <translation>Gewicht geht von %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="137"/>
        <source>Patience goes from %1 to %2.</source>
        <translation>Geduld geht von %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="139"/>
        <source>The next action costs no patience.</source>
        <translation>Die nächste Aktion kostet keine Geduld.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="141"/>
        <source>This action costs no patience.</source>
        <translation>Diese Aktion kostet keine Geduld.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="143"/>
        <source>You listen.</source>
        <translation>Du hörst zu.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="145"/>
        <source>%1 is exhausted unplayed.</source>
        <translation>%1 verfällt ungespielt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="147"/>
        <source>You discard %1.</source>
        <translation>Du legst %1 ab.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="149"/>
        <source>The conversation ends.</source>
        <translation>Das Gespräch endet.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="151"/>
        <source>%1: a cost cannot be paid, so the rest does nothing.</source>
        <translation>%1: Ein Preis kann nicht bezahlt werden, der Rest bleibt ohne Wirkung.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="158"/>
        <source>%1 moves from %2 to %3.</source>
        <translation>%1 wandert von %2 zu %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="161"/>
        <source>%1 is used up until you next LISTEN.</source>
        <translation>%1 ist verbraucht bis zum nächsten ZUHÖREN.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="163"/>
        <source>%1 is ready again.</source>
        <translation>%1 ist wieder bereit.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="165"/>
        <source>You reveal %1.</source>
        <translation>Du zeigst %1 vor.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="168"/>
        <source>%1 appears on the table, on %2&apos;s side.</source>
        <translation>%1 erscheint auf dem Tisch, auf der Seite von %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="169"/>
        <source>%1 appears on the table.</source>
        <translation>%1 erscheint auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="171"/>
        <source>%1 is gone from the table.</source>
        <translation>%1 verschwindet vom Tisch.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="173"/>
        <source>%1 grows from %2 to %3.</source>
        <translation>%1 steigt von %2 auf %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="174"/>
        <source>%1 shrinks from %2 to %3.</source>
        <translation>%1 sinkt von %2 auf %3.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="181"/>
        <source>You use %1.</source>
        <translation>Du setzt %1 ein.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="182"/>
        <source>You use %1: %2.</source>
        <translation>Du setzt %1 ein: %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="184"/>
        <source>%1 takes effect.</source>
        <translation>%1 greift.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="186"/>
        <location filename="../app/client/event_text.cpp" line="202"/>
        <source>You let %1 pass.</source>
        <translation>Du lässt %1 verstreichen.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="188"/>
        <source>The action is called off.</source>
        <translation>Die Aktion wird abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="190"/>
        <source>Effects kept causing each other; the game stopped them after %1 steps.</source>
        <translation>Effekte lösten einander immer wieder aus; das Spiel hat sie nach %1 Schritten angehalten.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="193"/>
        <source>You gain %1.</source>
        <translation>Du erhältst %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="194"/>
        <source>%1 gains %2.</source>
        <translation>%1 erhält %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="196"/>
        <source>You lose %1.</source>
        <translation>Du verlierst %1.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="197"/>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="199"/>
        <source>Your %1 comes into play.</source>
        <translation>Deine Eigenschaft %1 kommt zum Tragen.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="200"/>
        <source>%1&apos;s %2 comes into play.</source>
        <translation>%2 von %1 kommt zum Tragen.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="208"/>
        <source>%1 does nothing to a card that %2 protects.</source>
        <translation>%1 bewirkt nichts bei einer Karte, die %2 schützt.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="209"/>
        <source>%1 does nothing: %2 prevents it.</source>
        <translation>%1 bewirkt nichts: %2 verhindert es.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="211"/>
        <source>%1 does nothing to a protected card.</source>
        <translation>%1 bewirkt nichts bei einer geschützten Karte.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="212"/>
        <source>%1 does nothing.</source>
        <translation>%1 bewirkt nichts.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="214"/>
        <source>%1 cancels what %2 would do.</source>
        <translation>%1 hebt auf, was %2 bewirken würde.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="217"/>
        <source>%1 answers the cancellation: what %2 would do happens after all, unless that is answered too.</source>
        <translation>%1 antwortet auf die Aufhebung: Was %2 bewirken würde, geschieht doch, sofern darauf nicht ebenfalls geantwortet wird.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="220"/>
        <source>%1: the effect grows by %2.</source>
        <translation>%1: Die Wirkung wächst um %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="221"/>
        <source>%1: the effect shrinks by %2.</source>
        <translation>%1: Die Wirkung schrumpft um %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="225"/>
        <source>The roll is made again: %1 becomes %2.</source>
        <translation>Es wird neu gewürfelt: Aus %1 wird %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="227"/>
        <source>The roll shifts from %1 to %2.</source>
        <translation>Der Wurf verschiebt sich von %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="229"/>
        <source>%1 on %2 goes from %3 to %4.</source>
        <translation>%1 bei %2 geht von %3 auf %4.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="238"/>
        <source>%1: a repeated effect cannot repeat itself.</source>
        <translation>%1: Eine wiederholte Wirkung kann sich nicht selbst wiederholen.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="243"/>
        <source>%1 has left the table, and what it did goes with it.</source>
        <translation>%1 hat den Tisch verlassen, und was es bewirkte, endet mit ihm.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="245"/>
        <source>What %1 did has run its time and ends.</source>
        <translation>Was %1 bewirkte, ist abgelaufen und endet.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="247"/>
        <source>With %1 lost, what it did ends.</source>
        <translation>Mit %1 verloren endet auch, was es bewirkte.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="250"/>
        <source>%1 has no effect: %2 effects are already in force, the most there may be.</source>
        <translation>%1 bleibt ohne Wirkung: Schon %2 Effekte wirken, mehr dürfen es nicht sein.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="262"/>
        <source>As the turn begins, %1 adds %n comfort.</source>
        <translation>
            <numerusform>Zu Beginn des Zugs bringt %1 %n Behagen.</numerusform>
            <numerusform>Zu Beginn des Zugs bringt %1 %n Behagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="263"/>
        <source>As the turn ends, %1 adds %n comfort.</source>
        <translation>
            <numerusform>Am Ende des Zugs bringt %1 %n Behagen.</numerusform>
            <numerusform>Am Ende des Zugs bringt %1 %n Behagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="265"/>
        <source>As the turn begins, %1 takes away %n comfort.</source>
        <translation>
            <numerusform>Zu Beginn des Zugs nimmt %1 %n Behagen.</numerusform>
            <numerusform>Zu Beginn des Zugs nimmt %1 %n Behagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="266"/>
        <source>As the turn ends, %1 takes away %n comfort.</source>
        <translation>
            <numerusform>Am Ende des Zugs nimmt %1 %n Behagen.</numerusform>
            <numerusform>Am Ende des Zugs nimmt %1 %n Behagen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="270"/>
        <source>As the turn begins, %1 gives %n patience.</source>
        <translation>
            <numerusform>Zu Beginn des Zugs schenkt %1 %n Geduld.</numerusform>
            <numerusform>Zu Beginn des Zugs schenkt %1 %n Geduld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="271"/>
        <source>As the turn ends, %1 gives %n patience.</source>
        <translation>
            <numerusform>Am Ende des Zugs schenkt %1 %n Geduld.</numerusform>
            <numerusform>Am Ende des Zugs schenkt %1 %n Geduld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="273"/>
        <source>As the turn begins, %1 costs %n patience.</source>
        <translation>
            <numerusform>Zu Beginn des Zugs kostet %1 %n Geduld.</numerusform>
            <numerusform>Zu Beginn des Zugs kostet %1 %n Geduld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="274"/>
        <source>As the turn ends, %1 costs %n patience.</source>
        <translation>
            <numerusform>Am Ende des Zugs kostet %1 %n Geduld.</numerusform>
            <numerusform>Am Ende des Zugs kostet %1 %n Geduld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="279"/>
        <source>As the turn begins, %1 gives back %n weight.</source>
        <translation>
            <numerusform>Zu Beginn des Zugs gibt %1 %n Gewicht zurück.</numerusform>
            <numerusform>Zu Beginn des Zugs gibt %1 %n Gewicht zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="280"/>
        <source>As the turn ends, %1 gives back %n weight.</source>
        <translation>
            <numerusform>Am Ende des Zugs gibt %1 %n Gewicht zurück.</numerusform>
            <numerusform>Am Ende des Zugs gibt %1 %n Gewicht zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="282"/>
        <source>As the turn begins, %1 takes %n weight.</source>
        <translation>
            <numerusform>Zu Beginn des Zugs nimmt %1 %n Gewicht.</numerusform>
            <numerusform>Zu Beginn des Zugs nimmt %1 %n Gewicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/event_text.cpp" line="283"/>
        <source>As the turn ends, %1 takes %n weight.</source>
        <translation>
            <numerusform>Am Ende des Zugs nimmt %1 %n Gewicht.</numerusform>
            <numerusform>Am Ende des Zugs nimmt %1 %n Gewicht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="289"/>
        <source>%1 notes %2 in its record.</source>
        <translation>%1 vermerkt %2 in seinem Verzeichnis.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="234"/>
        <source>%1: %2 is made from nothing.</source>
        <translation>%1: %2 entsteht aus dem Nichts.</translation>
    </message>
    <message>
        <location filename="../app/client/event_text.cpp" line="235"/>
        <source>%1: %2 is played as %3.</source>
        <translation>%1: %2 wird als %3 gespielt.</translation>
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
    <name>FormulaWords</name>
    <message>
        <location filename="../app/client/formula_words.cpp" line="83"/>
        <source>minus %1</source>
        <translation>minus %1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="85"/>
        <source>%1 plus %2</source>
        <translation>%1 plus %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="87"/>
        <source>%1 minus %2</source>
        <translation>%1 minus %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="90"/>
        <location filename="../app/client/formula_words.cpp" line="92"/>
        <source>twice %1</source>
        <translation>zweimal %1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="93"/>
        <source>%1 times %2</source>
        <translation>%1 mal %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="96"/>
        <source>half of %1, rounded down</source>
        <translation>%1 halbiert, abgerundet</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="97"/>
        <source>%1 divided by %2, rounded down</source>
        <translation>%1 geteilt durch %2, abgerundet</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="104"/>
        <source>1 if %1, else 0</source>
        <translation>1, wenn %1, sonst 0</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="117"/>
        <source>%1, at least %2</source>
        <translation>%1, mindestens %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="118"/>
        <source>%1, at most %2</source>
        <translation>%1, höchstens %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="125"/>
        <source>, </source>
        <comment>between the arguments of min or max</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="126"/>
        <source>the largest of %1</source>
        <translation>das Maximum (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="127"/>
        <source>the smallest of %1</source>
        <translation>das Minimum (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="135"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="137"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="139"/>
        <source>not (%1)</source>
        <translation>nicht (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="150"/>
        <location filename="../app/client/formula_words.cpp" line="170"/>
        <source>%1 is not 0</source>
        <translation>%1 nicht 0 ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="158"/>
        <source>the card is Fleeting</source>
        <translation>die Karte Flüchtig ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="159"/>
        <source>the card is not Fleeting</source>
        <translation>die Karte nicht Flüchtig ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="161"/>
        <source>the card is an Opportunity</source>
        <translation>die Karte eine Gelegenheit ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="162"/>
        <source>the card is not an Opportunity</source>
        <translation>die Karte keine Gelegenheit ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="164"/>
        <source>the card is a goal</source>
        <translation>die Karte ein Ziel ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="165"/>
        <source>the card is not a goal</source>
        <translation>die Karte kein Ziel ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="167"/>
        <source>the card is a permanent</source>
        <translation>die Karte Bleibend ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="168"/>
        <source>the card is not a permanent</source>
        <translation>die Karte nicht Bleibend ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="171"/>
        <source>%1 is 0</source>
        <translation>%1 0 ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="185"/>
        <source>the card is a %1 card</source>
        <translation>die Karte eine %1-Karte ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="186"/>
        <source>the card is not a %1 card</source>
        <translation>die Karte keine %1-Karte ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="196"/>
        <source>%1 is %2</source>
        <translation>%1 gleich %2 ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="198"/>
        <source>%1 is not %2</source>
        <translation>%1 ungleich %2 ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="200"/>
        <source>%1 is below %2</source>
        <translation>%1 unter %2 liegt</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="202"/>
        <source>%1 is at most %2</source>
        <translation>%1 höchstens %2 ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="204"/>
        <source>%1 is above %2</source>
        <translation>%1 über %2 liegt</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="206"/>
        <source>%1 is at least %2</source>
        <translation>%1 mindestens %2 ist</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="236"/>
        <source>the %1 mark on you</source>
        <translation>die Markierung „%1“ bei dir</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="238"/>
        <source>the %1 mark on them</source>
        <translation>die Markierung „%1“ beim Gegenüber</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="240"/>
        <source>the %1 mark on this card</source>
        <translation>die Markierung „%1“ auf dieser Karte</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="245"/>
        <source>the number of %1 tokens on the table</source>
        <translation>die Zahl der %1-Marken auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="250"/>
        <source>your %1</source>
        <translation>dein %1</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="255"/>
        <source>the comfort</source>
        <translation>das Behagen</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="257"/>
        <source>their patience</source>
        <translation>ihre Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="259"/>
        <source>your weight</source>
        <translation>dein Gewicht</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="261"/>
        <source>your weight capacity</source>
        <translation>deine Gewichtskapazität</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="263"/>
        <source>the turn number</source>
        <translation>die Zugnummer</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="265"/>
        <source>the number of cards in your hand</source>
        <translation>die Zahl der Karten in deiner Hand</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="267"/>
        <source>the number of cards in the deck</source>
        <translation>die Zahl der Karten im Stapel</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="269"/>
        <source>the number of cards in the discard pile</source>
        <translation>die Zahl der Karten im Ablagestapel</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="271"/>
        <source>the number of exhausted cards</source>
        <translation>die Zahl der erschöpften Karten</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="273"/>
        <source>their mood (0 is the coldest)</source>
        <translation>ihre Laune (0 ist die kälteste)</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="275"/>
        <source>the difficulty&apos;s base chance</source>
        <translation>die Grundchance der Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="277"/>
        <source>your tokens of the card&apos;s connection</source>
        <translation>deine Marken der Verbindung dieser Karte</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="279"/>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="281"/>
        <source>the number of cards chosen</source>
        <translation>die Zahl der gewählten Karten</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="283"/>
        <source>the number of cards on the table</source>
        <translation>die Zahl der Karten auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="285"/>
        <source>the card&apos;s weight</source>
        <translation>das Gewicht der Karte</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="287"/>
        <source>the card&apos;s connection</source>
        <translation>die Verbindung der Karte</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="289"/>
        <source>the card&apos;s depth</source>
        <translation>die Tiefe der Karte</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="291"/>
        <source>Fleeting</source>
        <translation>Flüchtig</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="293"/>
        <source>Opportunity</source>
        <translation>Gelegenheit</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="295"/>
        <source>goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="297"/>
        <source>permanent</source>
        <translation>Bleibend</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="299"/>
        <source>the change</source>
        <translation>die Änderung</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="301"/>
        <source>the roll</source>
        <translation>das Wurfergebnis</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="303"/>
        <source>the success chance</source>
        <translation>die Erfolgschance</translation>
    </message>
    <message>
        <location filename="../app/client/formula_words.cpp" line="305"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
</context>
<context>
    <name>GalleryCardDetail</name>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="40"/>
        <source>Select a card to see all its rules, the decks that use it and its simulated figures.</source>
        <translation>Wähle eine Karte, um alle ihre Regeln, die Decks, die sie nutzen, und ihre simulierten Zahlen zu sehen.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="59"/>
        <source>Weight %1</source>
        <translation>Gewicht %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="60"/>
        <source>%1% base success</source>
        <translation>%1 % Grund-Erfolgschance</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="61"/>
        <source>Connection: %1</source>
        <translation>Verbindung: %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="73"/>
        <source>Properties: %1</source>
        <translation>Eigenschaften: %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="73"/>
        <source>No properties</source>
        <translation>Keine Eigenschaften</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="135"/>
        <source>In decks</source>
        <translation>In Decks</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="145"/>
        <source>No deck uses it.</source>
        <translation>Kein Deck nutzt sie.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="146"/>
        <location filename="../qml/GalleryCardDetail.qml" line="164"/>
        <source>%1: ×%2</source>
        <translation>%1: ×%2</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="153"/>
        <source>In partners&apos; own decks</source>
        <translation>In den eigenen Decks der Gesprächspartner</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="163"/>
        <source>No partner&apos;s deck holds it.</source>
        <translation>Kein Deck eines Gesprächspartners enthält sie.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="172"/>
        <location filename="../qml/GalleryPartners.qml" line="245"/>
        <source>Simulated figures</source>
        <translation>Simulierte Zahlen</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCardDetail.qml" line="181"/>
        <source>No simulation has been run yet. Run one in the Balance lab to see how often this card is drawn, played and succeeds, and how conversations go with it and without it.</source>
        <translation>Noch keine Simulation. Starte eine im Balance-Labor, um zu sehen, wie oft diese Karte gezogen, gespielt wird und gelingt, und wie Gespräche mit ihr und ohne sie verlaufen.</translation>
    </message>
</context>
<context>
    <name>GalleryCards</name>
    <message>
        <location filename="../qml/GalleryCards.qml" line="56"/>
        <source>Search names and rules</source>
        <translation>Name oder Regel suchen</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="57"/>
        <source>Search the cards</source>
        <translation>Die Karten durchsuchen</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="104"/>
        <location filename="../qml/GalleryPartners.qml" line="80"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="123"/>
        <source>%1 of %2 cards</source>
        <translation>%1 von %2 Karten</translation>
    </message>
    <message>
        <location filename="../qml/GalleryCards.qml" line="130"/>
        <source>No card matches the search and the filters.</source>
        <translation>Keine Karte passt zur Suche und zu den Filtern.</translation>
    </message>
</context>
<context>
    <name>GalleryDeckView</name>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="52"/>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="53"/>
        <source>The own deck of %1</source>
        <translation>Das eigene Deck von %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="73"/>
        <source>Weight curve</source>
        <translation>Gewichtskurve</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="114"/>
        <source>cards by weight</source>
        <translation>Karten nach Gewicht</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="121"/>
        <source>Property mix</source>
        <translation>Eigenschaften im Deck</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="124"/>
        <source>No card in it has a property.</source>
        <translation>Keine Karte darin hat eine Eigenschaft.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="137"/>
        <source>%1 of %2 cards</source>
        <translation>%1 von %2 Karten</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="147"/>
        <source>Your traits with this deck</source>
        <translation>Deine Eigenschaften mit diesem Deck</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDeckView.qml" line="158"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
</context>
<context>
    <name>GalleryDecks</name>
    <message>
        <location filename="../qml/GalleryDecks.qml" line="48"/>
        <source>Search decks</source>
        <translation>Decks durchsuchen</translation>
    </message>
    <message>
        <location filename="../qml/GalleryDecks.qml" line="77"/>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
</context>
<context>
    <name>GalleryPartners</name>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="50"/>
        <source>Search partners and skills</source>
        <translation>Partner oder Fähigkeit suchen</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="51"/>
        <source>Search the partners</source>
        <translation>Gesprächspartner durchsuchen</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="100"/>
        <source>Partners shown: %1</source>
        <translation>Angezeigte Gesprächspartner: %1</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="195"/>
        <source>Starts %1, with %2 patience</source>
        <translation>Beginnt %1, mit %2 Geduld</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="213"/>
        <source>Deck: %1 (%2 cards)</source>
        <translation>Deck: %1 (%2 Karten)</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="214"/>
        <source>Their own deck of %1 cards</source>
        <translation>Eigenes Deck mit %1 Karten</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="221"/>
        <source>Show the deck</source>
        <translation>Deck zeigen</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="228"/>
        <source>Personality</source>
        <translation>Persönlichkeit</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="234"/>
        <source>No skills: they play by the rules alone.</source>
        <translation>Keine Fähigkeiten: Es gelten nur die Regeln.</translation>
    </message>
    <message>
        <location filename="../qml/GalleryPartners.qml" line="253"/>
        <source>The balance lab&apos;s last run did not play them. Run one with them in the Balance lab to see how often they are won over, by each policy, and how long their conversations last.</source>
        <translation>Der letzte Lauf des Balance-Labors hat nicht mit ihnen gespielt. Starte dort einen Lauf mit ihnen, um zu sehen, wie oft sie überzeugt werden, mit jeder Spielweise, und wie lange ihre Gespräche dauern.</translation>
    </message>
</context>
<context>
    <name>GalleryScreen</name>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="86"/>
        <source>Back (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="90"/>
        <source>Card gallery</source>
        <translation>Kartengalerie</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="103"/>
        <source>Cards (%1)</source>
        <translation>Karten (%1)</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="107"/>
        <source>Decks (%1)</source>
        <translation>Decks (%1)</translation>
    </message>
    <message>
        <location filename="../qml/GalleryScreen.qml" line="111"/>
        <source>Partners (%1)</source>
        <translation>Gesprächspartner (%1)</translation>
    </message>
</context>
<context>
    <name>GallerySkillText</name>
    <message>
        <location filename="../app/client/gallery_skill_text.cpp" line="19"/>
        <source>At most %1 a turn and %2 a conversation</source>
        <translation>Höchstens %1 pro Zug und %2 pro Gespräch</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_skill_text.cpp" line="20"/>
        <source>At most %1 a turn</source>
        <translation>Höchstens %1 pro Zug</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_skill_text.cpp" line="21"/>
        <source>At most %1 a conversation</source>
        <translation>Höchstens %1 pro Gespräch</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../qml/HandView.qml" line="37"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../qml/HandView.qml" line="82"/>
        <source>Your hand is empty: LISTEN to draw.</source>
        <translation>Deine Hand ist leer: ZUHÖREN, um zu ziehen.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <location filename="../qml/HowToPlay.qml" line="151"/>
        <source>How to play</source>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="181"/>
        <source>How to play • %1 of %2</source>
        <translation>Spielanleitung • %1 von %2</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="211"/>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="216"/>
        <source>Skip the guide</source>
        <translation>Die Anleitung überspringen</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="223"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="234"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../qml/HowToPlay.qml" line="234"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>LabCardTable</name>
    <message>
        <location filename="../qml/LabCardTable.qml" line="133"/>
        <source>Impact: the win rate when played minus when not. Change: the win rate when played against the run before. Bold: more than chance at 95%; dimmed: within chance.</source>
        <translation>Wirkung: Gewinnrate, wenn gespielt, minus wenn nicht. Änderung: Gewinnrate, wenn gespielt, gegenüber dem Lauf davor. Fett: mehr als Zufall (95 %); blass: im Rahmen des Zufalls.</translation>
    </message>
</context>
<context>
    <name>LabText</name>
    <message>
        <location filename="../app/client/lab_export.cpp" line="74"/>
        <source>the chart could not be captured</source>
        <translation>das Diagramm konnte nicht aufgenommen werden</translation>
    </message>
    <message>
        <location filename="../app/client/lab_export.cpp" line="78"/>
        <source>the picture could not be encoded</source>
        <translation>das Bild konnte nicht kodiert werden</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="19"/>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="20"/>
        <source>Greedy</source>
        <translation>Gierig</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="21"/>
        <source>Lookahead</source>
        <translation>Vorausschauend</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="26"/>
        <source>Picks any legal action at random: a floor for the figures.</source>
        <translation>Wählt eine beliebige erlaubte Aktion zufällig: eine Untergrenze für die Zahlen.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="28"/>
        <source>Picks the action with the best expected result one step ahead.</source>
        <translation>Wählt die Aktion mit dem besten erwarteten Ergebnis einen Schritt voraus.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="30"/>
        <source>Tries every action many times to the end of the conversation: the strongest and slowest player.</source>
        <translation>Probiert jede Aktion viele Male bis zum Ende des Gesprächs: der stärkste und langsamste Spieler.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="36"/>
        <location filename="../app/client/lab_text.cpp" line="41"/>
        <source>Cut off at the action limit</source>
        <translation>An der Aktionsgrenze abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="48"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="53"/>
        <source>−%1 pts</source>
        <translation>−%1 Pkt.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="53"/>
        <source>+%1 pts</source>
        <translation>+%1 Pkt.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="57"/>
        <source>Average length: %1 turns</source>
        <translation>Durchschnittliche Länge: %1 Züge</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="63"/>
        <source>%1 turns against the run before, significant</source>
        <translation>%1 Züge gegenüber dem Lauf davor, signifikant</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="64"/>
        <source>%1 turns against the run before, within chance</source>
        <translation>%1 Züge gegenüber dem Lauf davor, im Rahmen des Zufalls</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="70"/>
        <source>Against the run before, no turn&apos;s average comfort or state changed by more than chance.</source>
        <translation>Gegenüber dem Lauf davor hat sich in keinem Zug das durchschnittliche Behagen oder der Gefühlszustand mehr als zufällig geändert.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="74"/>
        <source>Average comfort changed by more than chance after turn %1.</source>
        <translation>Das durchschnittliche Behagen hat sich nach Zug %1 mehr als zufällig geändert.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="76"/>
        <source>Average comfort changed by more than chance after turns %1.</source>
        <translation>Das durchschnittliche Behagen hat sich nach den Zügen %1 mehr als zufällig geändert.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="78"/>
        <source>The average state changed by more than chance after turn %1.</source>
        <translation>Der durchschnittliche Gefühlszustand hat sich nach Zug %1 mehr als zufällig geändert.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="80"/>
        <source>The average state changed by more than chance after turns %1.</source>
        <translation>Der durchschnittliche Gefühlszustand hat sich nach den Zügen %1 mehr als zufällig geändert.</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="89"/>
        <source>%1, significant</source>
        <translation>%1, signifikant</translation>
    </message>
    <message>
        <location filename="../app/client/lab_text.cpp" line="90"/>
        <source>%1, within chance</source>
        <translation>%1, im Rahmen des Zufalls</translation>
    </message>
</context>
<context>
    <name>LabTurnsPage</name>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="34"/>
        <source>Run before</source>
        <translation>Lauf davor</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="35"/>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="87"/>
        <source>How many turns conversations last</source>
        <translation>Wie viele Züge Gespräche dauern</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="103"/>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="148"/>
        <source>Average comfort and state after each turn</source>
        <translation>Behagen und Gefühlszustand je Zug</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="161"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="184"/>
        <source>Comfort</source>
        <translation>Behagen</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="193"/>
        <source>State</source>
        <translation>Gefühlszustand</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="201"/>
        <source>Comfort, run before</source>
        <translation>Behagen, Lauf davor</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="210"/>
        <source>State, run before</source>
        <translation>Gefühlszustand, Lauf davor</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="221"/>
        <source>Comfort changed</source>
        <translation>Behagen geändert</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="231"/>
        <source>State changed</source>
        <translation>Gefühlszustand geändert</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="250"/>
        <source>Comfort (left scale)</source>
        <translation>Behagen (linke Skala)</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="251"/>
        <source>State (right scale)</source>
        <translation>Gefühlszustand (rechte Skala)</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="252"/>
        <source>Dashed: the run before</source>
        <translation>Gestrichelt: der Lauf davor</translation>
    </message>
    <message>
        <location filename="../qml/LabTurnsPage.qml" line="253"/>
        <source>Dot: changed by more than chance</source>
        <translation>Punkt: mehr als zufällig geändert</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../qml/LogPanel.qml" line="23"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="39"/>
        <source>Conversation log</source>
        <translation>Gesprächsverlauf</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="138"/>
        <location filename="../qml/LogPanel.qml" line="140"/>
        <source>Back to this moment</source>
        <translation>Zurück zu diesem Moment</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="41"/>
        <source>Parley</source>
        <translation>Parley</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="198"/>
        <source>Save the conversation as a replay</source>
        <translation>Gespräch als Wiederholung speichern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="201"/>
        <location filename="../qml/Main.qml" line="208"/>
        <source>Replays (*.json)</source>
        <translation>Wiederholungen (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="201"/>
        <location filename="../qml/Main.qml" line="208"/>
        <location filename="../qml/Main.qml" line="222"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="206"/>
        <source>Open a replay</source>
        <translation>Wiederholung öffnen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="219"/>
        <source>Save this moment as a scenario</source>
        <translation>Diesen Moment als Szenario speichern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="219"/>
        <source>Save the conversation as a scenario</source>
        <translation>Das Gespräch als Szenario speichern</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="222"/>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="261"/>
        <source>&amp;Conversation</source>
        <translation>&amp;Gespräch</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="263"/>
        <source>Open replay…</source>
        <translation>Wiederholung öffnen …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="267"/>
        <source>Save as replay…</source>
        <translation>Als Wiederholung speichern …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="273"/>
        <source>Save as scenario…</source>
        <translation>Als Szenario speichern …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="278"/>
        <source>Save this moment as a scenario…</source>
        <translation>Diesen Moment als Szenario speichern …</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="285"/>
        <source>&amp;Scenarios</source>
        <translation>&amp;Szenarien</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="286"/>
        <source>Open scenario…</source>
        <translation>Szenario öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="287"/>
        <source>Open scenario folder…</source>
        <translation>Szenario-Ordner öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="290"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="291"/>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="293"/>
        <source>Full screen (F11)</source>
        <translation>Vollbild (F11)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="300"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="303"/>
        <source>How to play (F1)</source>
        <translation>Spielanleitung (F1)</translation>
    </message>
</context>
<context>
    <name>MiniCard</name>
    <message>
        <location filename="../qml/MiniCard.qml" line="20"/>
        <location filename="../qml/MiniCard.qml" line="99"/>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../qml/MiniCard.qml" line="21"/>
        <location filename="../qml/MiniCard.qml" line="107"/>
        <source>Failure</source>
        <translation>Misserfolg</translation>
    </message>
    <message>
        <location filename="../qml/MiniCard.qml" line="22"/>
        <source>If not played</source>
        <translation>Wenn nicht gespielt</translation>
    </message>
    <message>
        <location filename="../qml/MiniCard.qml" line="138"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>ModifierText</name>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="29"/>
        <source>Success chance</source>
        <translation>Erfolgschance</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="31"/>
        <source>Weight capacity</source>
        <translation>Gewichtskapazität</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="33"/>
        <source>Cards drawn on LISTEN</source>
        <translation>Karten pro ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="35"/>
        <source>Patience cost of each action</source>
        <translation>Geduldkosten jeder Aktion</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="37"/>
        <source>Every comfort change</source>
        <translation>Jede Behagensänderung</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="39"/>
        <source>Weight costs</source>
        <translation>Gewichtskosten</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="41"/>
        <source>Token costs</source>
        <translation>Markenkosten</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="43"/>
        <source>Tokens that count for success</source>
        <translation>Marken, die für den Erfolg zählen</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="45"/>
        <source>Hand limit</source>
        <translation>Handlimit</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="47"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="49"/>
        <source>Cards per SPEAK</source>
        <translation>Karten pro SPRECHEN</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="51"/>
        <source>Uses per turn of abilities</source>
        <translation>Einsätze von Fähigkeiten pro Zug</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="53"/>
        <source>Depth of cards</source>
        <translation>Tiefe der Karten</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="55"/>
        <source>Comfort</source>
        <translation>Behagen</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="57"/>
        <source>Patience</source>
        <translation>Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="59"/>
        <source>Weight in the pool</source>
        <translation>Gewicht im Vorrat</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="70"/>
        <source>%1 +%2%3</source>
        <translation>%1 +%2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="71"/>
        <source>%1 −%2%3</source>
        <translation>%1 −%2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="73"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="75"/>
        <source>%1 is %2%3</source>
        <translation>%1 ist %2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="77"/>
        <source>%1 is at most %2%3</source>
        <translation>%1 ist höchstens %2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="79"/>
        <source>%1 is at least %2%3</source>
        <translation>%1 ist mindestens %2%3</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="81"/>
        <source>%1 is %2 bigger, up or down</source>
        <translation>%1 wächst um %2, egal in welche Richtung</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="90"/>
        <source>Comfort losses are %1 smaller</source>
        <translation>Behagensverluste sind um %1 kleiner</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="91"/>
        <source>Comfort losses are %1 bigger</source>
        <translation>Behagensverluste sind um %1 größer</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="92"/>
        <source>Comfort gains are %1 bigger</source>
        <translation>Behagensgewinne sind um %1 größer</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="93"/>
        <source>Comfort gains are %1 smaller</source>
        <translation>Behagensgewinne sind um %1 kleiner</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="99"/>
        <source>%1 (this card)</source>
        <translation>%1 (diese Karte)</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="101"/>
        <source>%1 for cards in your hand</source>
        <translation>%1 für Karten in deiner Hand</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="103"/>
        <source>%1 for cards on the table</source>
        <translation>%1 für Karten auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="105"/>
        <source>%1 for you</source>
        <translation>%1 für dich</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="107"/>
        <source>%1 for them</source>
        <translation>%1 für das Gegenüber</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="122"/>
        <source>%1 when %2</source>
        <translation>%1, wenn %2</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="127"/>
        <source>At the start of each turn: %1</source>
        <translation>Zu Beginn jedes Zugs: %1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="129"/>
        <source>At the end of each turn: %1</source>
        <translation>Am Ende jedes Zugs: %1</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="145"/>
        <source>%1 this turn</source>
        <translation>%1 in diesem Zug</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="146"/>
        <source>%1 until the end of your next turn</source>
        <translation>%1 bis zum Ende deines nächsten Zugs</translation>
    </message>
    <message>
        <location filename="../app/client/modifier_text.cpp" line="147"/>
        <source>%1 for %2 more turns</source>
        <translation>%1 für %2 weitere Züge</translation>
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
    <name>PartnerPortrait</name>
    <message>
        <location filename="../qml/PartnerPortrait.qml" line="44"/>
        <location filename="../qml/GalleryPartners.qml" line="178"/>
        <source>Portrait: %1</source>
        <translation>Porträt: %1</translation>
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
    <name>RefusalText</name>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="58"/>
        <source>The conversation is over.</source>
        <translation>Das Gespräch ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="60"/>
        <source>Answer the question first.</source>
        <translation>Beantworte zuerst die Frage.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="62"/>
        <source>There is no question to answer.</source>
        <translation>Es gibt keine Frage zu beantworten.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="64"/>
        <source>There is nothing to cancel.</source>
        <translation>Es gibt nichts abzubrechen.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="66"/>
        <source>That answer is not one of the choices.</source>
        <translation>Diese Antwort steht nicht zur Wahl.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="68"/>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht in deiner Hand.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="70"/>
        <source>That card is not on the table.</source>
        <translation>Diese Karte liegt nicht auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="73"/>
        <source>That card is not here any more.</source>
        <translation>Diese Karte ist nicht mehr da.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="75"/>
        <source>That card has no such ability.</source>
        <translation>Diese Karte hat keine solche Fähigkeit.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="77"/>
        <source>It is theirs, not yours.</source>
        <translation>Sie gehört dem Gegenüber, nicht dir.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="79"/>
        <source>It is tapped until the next turn.</source>
        <translation>Sie ist bis zum nächsten Zug getappt.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="81"/>
        <source>It is used up for this turn.</source>
        <translation>Sie ist für diesen Zug aufgebraucht.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="86"/>
        <source>Needs %1 weight; you have %2. LISTEN refills it.</source>
        <translation>Braucht %1 Gewicht; du hast %2. ZUHÖREN füllt es auf.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="87"/>
        <source>You do not have the weight for it. LISTEN refills it.</source>
        <translation>Dafür hast du nicht genug Gewicht. ZUHÖREN füllt es auf.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="95"/>
        <source>Needs connection tokens; you have none.</source>
        <translation>Braucht Verbindungsmarken; du hast keine.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="96"/>
        <source>Needs more connection tokens; you have %1.</source>
        <translation>Braucht mehr Verbindungsmarken; du hast %1.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="104"/>
        <source>Needs %1 patience; only %2 is left.</source>
        <translation>Braucht %1 Geduld; nur noch %2 übrig.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="106"/>
        <source>You cannot pay its costs now.</source>
        <translation>Du kannst ihre Kosten jetzt nicht bezahlen.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="110"/>
        <source>%1 cannot be spoken.</source>
        <translation>%1 kann nicht gesprochen werden.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="112"/>
        <source>%1 forbids it.</source>
        <translation>%1 verbietet es.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="116"/>
        <source>Too deep for now: it needs reach %1, and the conversation reaches %2. Warm them up first.</source>
        <translation>Noch zu tief: Sie braucht Reichweite %1, das Gespräch reicht bis %2. Taue das Gegenüber erst auf.</translation>
    </message>
    <message>
        <location filename="../app/client/refusal_text.cpp" line="121"/>
        <location filename="../app/client/refusal_text.cpp" line="124"/>
        <source>Not allowed now.</source>
        <translation>Jetzt nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>ReplayIo</name>
    <message>
        <location filename="../app/client/replay_io.cpp" line="28"/>
        <source>%1 is not a replay.</source>
        <translation>%1 ist keine Wiederholung.</translation>
    </message>
</context>
<context>
    <name>SaveWhole</name>
    <message>
        <location filename="../app/client/save_whole.cpp" line="31"/>
        <source>no file was named</source>
        <translation>es wurde keine Datei angegeben</translation>
    </message>
    <message>
        <location filename="../app/client/save_whole.cpp" line="35"/>
        <source>it is a link that leads round in a circle</source>
        <translation>es ist eine Verknüpfung, die im Kreis führt</translation>
    </message>
    <message>
        <location filename="../app/client/save_whole.cpp" line="41"/>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <location filename="../app/client/save_whole.cpp" line="62"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
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
        <location filename="../qml/ScenarioExplorer.qml" line="126"/>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="127"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="128"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../qml/ScenarioExplorer.qml" line="128"/>
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
        <location filename="../app/client/scenario_text.cpp" line="100"/>
        <location filename="../app/client/scenario_text.cpp" line="164"/>
        <location filename="../app/client/scenario_text.cpp" line="398"/>
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
        <location filename="../app/client/scenario_text.cpp" line="79"/>
        <source>a cancellation was answered</source>
        <translation>auf eine Aufhebung wurde geantwortet</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="80"/>
        <source>lasting effects ended</source>
        <translation>anhaltende Wirkungen endeten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="81"/>
        <source>a lasting effect acted at a turn&apos;s start or end</source>
        <translation>eine anhaltende Wirkung griff zu Beginn oder Ende eines Zugs</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="82"/>
        <source>a skill noted a card in its record</source>
        <translation>eine Fähigkeit vermerkte eine Karte in ihrem Verzeichnis</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="122"/>
        <location filename="../app/client/scenario_text.cpp" line="152"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="122"/>
        <location filename="../app/client/scenario_text.cpp" line="153"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="126"/>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="127"/>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="128"/>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="133"/>
        <source>an effect ended it</source>
        <translation>ein Effekt hat es beendet</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="134"/>
        <source>desperation</source>
        <translation>Verzweiflung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="135"/>
        <source>patience ran out</source>
        <translation>die Geduld ging aus</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="136"/>
        <source>a failure under Final</source>
        <translation>ein Fehlschlag unter „Letzte Worte“</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="137"/>
        <source>not ended</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="142"/>
        <source>a yes-or-no question</source>
        <translation>eine Ja-Nein-Frage</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="143"/>
        <source>a choice of cards</source>
        <translation>eine Kartenwahl</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="144"/>
        <source>a choice of amount</source>
        <translation>eine Mengenwahl</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="145"/>
        <source>a choice of how to pay</source>
        <translation>eine Wahl der Bezahlung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="146"/>
        <source>a chance to respond</source>
        <translation>eine Gelegenheit zu reagieren</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="154"/>
        <source>let it resolve</source>
        <translation>geschehen lassen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="155"/>
        <source>the standard cost</source>
        <translation>die normalen Kosten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="157"/>
        <source>alternative cost %1</source>
        <translation>alternative Kosten %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="171"/>
        <source>Comfort</source>
        <translation>Behagen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="172"/>
        <source>Patience</source>
        <translation>Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="173"/>
        <source>Available weight</source>
        <translation>Verfügbares Gewicht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="174"/>
        <source>Weight capacity</source>
        <translation>Gewichtskapazität</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="175"/>
        <source>Cards the next LISTEN draws</source>
        <translation>Karten, die das nächste ZUHÖREN zieht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="176"/>
        <source>The turn</source>
        <translation>Der Zug</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="177"/>
        <source>Cards per SPEAK</source>
        <translation>Karten pro SPRECHEN</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="178"/>
        <source>The hand limit</source>
        <translation>Das Handlimit</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="179"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="184"/>
        <source>The hand</source>
        <translation>Die Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="185"/>
        <source>The deck (top first)</source>
        <translation>Der Stapel (oben zuerst)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="186"/>
        <source>The discard pile</source>
        <translation>Der Ablagestapel</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="187"/>
        <source>The exhausted pile</source>
        <translation>Der Erschöpft-Stapel</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="188"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="189"/>
        <source>The tapped table cards</source>
        <translation>Die getappten Tischkarten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="190"/>
        <source>The revealed hand cards</source>
        <translation>Die aufgedeckten Handkarten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="191"/>
        <source>Their table cards</source>
        <translation>Ihre Tischkarten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="196"/>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="200"/>
        <source>%1 (tapped)</source>
        <translation>%1 (getappt)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="201"/>
        <source>%1 (theirs)</source>
        <translation>%1 (gegnerisch)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="202"/>
        <source>%1 (revealed)</source>
        <translation>%1 (aufgedeckt)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="208"/>
        <source>copy %1 of </source>
        <translation>Exemplar %1 von </translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="212"/>
        <location filename="../app/client/scenario_text.cpp" line="371"/>
        <source>not in the hand</source>
        <translation>nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="213"/>
        <source>no such token type</source>
        <translation>keine solche Marke</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="214"/>
        <source>no such mark</source>
        <translation>keine solche Markierung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="215"/>
        <source>no such skill</source>
        <translation>keine solche Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="216"/>
        <source>no such holder</source>
        <translation>kein solcher Träger</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="227"/>
        <source>the conversation is over</source>
        <translation>das Gespräch ist vorbei</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="228"/>
        <source>the card is not in the hand</source>
        <translation>die Karte ist nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="229"/>
        <source>the card is not on the table</source>
        <translation>die Karte liegt nicht auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="230"/>
        <source>not enough weight</source>
        <translation>nicht genug Gewicht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="231"/>
        <source>the cost cannot be paid</source>
        <translation>die Kosten können nicht bezahlt werden</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="232"/>
        <source>it is not allowed</source>
        <translation>es ist nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="233"/>
        <source>a decision must be answered first</source>
        <translation>zuerst muss eine Entscheidung getroffen werden</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="234"/>
        <source>there is no decision to answer</source>
        <translation>es gibt keine Entscheidung zu treffen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="235"/>
        <source>not a valid choice</source>
        <translation>keine gültige Wahl</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="236"/>
        <source>no such card</source>
        <translation>keine solche Karte</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="237"/>
        <source>no such ability or skill</source>
        <translation>keine solche Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="238"/>
        <source>no such card on the table</source>
        <translation>keine solche Karte auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="239"/>
        <source>the card is already tapped</source>
        <translation>die Karte ist schon getappt</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="240"/>
        <source>the card is not yours</source>
        <translation>die Karte gehört dir nicht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="241"/>
        <source>not enough tokens</source>
        <translation>nicht genug Marken</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="242"/>
        <source>its use limit is reached</source>
        <translation>ihr Nutzungslimit ist erreicht</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="243"/>
        <source>there is nothing to cancel</source>
        <translation>es gibt nichts abzubrechen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="244"/>
        <source>an error</source>
        <translation>ein Fehler</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="252"/>
        <source>SPEAK %1</source>
        <translation>SPRECHEN %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="253"/>
        <source>SPEAK %1 as %2</source>
        <translation>SPRECHEN %1 als %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="255"/>
        <source>Use the skill %1</source>
        <translation>Die Fähigkeit %1 einsetzen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="256"/>
        <source>LISTEN</source>
        <translation>ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="258"/>
        <source>Activate %1 (ability %2)</source>
        <translation>%1 aktivieren (Fähigkeit %2)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="264"/>
        <source>option %1</source>
        <translation>Option %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="265"/>
        <source>Choose nothing</source>
        <translation>Nichts wählen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="265"/>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="268"/>
        <source>Cancel the action being paid for</source>
        <translation>Die Aktion abbrechen, die gerade bezahlt wird</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="269"/>
        <source>Check the state</source>
        <translation>Den Zustand prüfen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="271"/>
        <source>%1 (forced success)</source>
        <translation>%1 (Erfolg erzwungen)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="272"/>
        <source>%1 (forced failure)</source>
        <translation>%1 (Fehlschlag erzwungen)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="273"/>
        <source>%1, which must be refused: %2</source>
        <translation>%1, muss abgelehnt werden: %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="281"/>
        <source>Talking to %1</source>
        <translation>Im Gespräch mit %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="282"/>
        <source>State %1, comfort %2, patience %3, weight %4 of %5, atmosphere %6, turn %7</source>
        <translation>Zustand %1, Behagen %2, Geduld %3, Gewicht %4 von %5, Atmosphäre %6, Zug %7</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="293"/>
        <source>Tokens: %1</source>
        <translation>Marken: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="293"/>
        <location filename="../app/client/scenario_text.cpp" line="376"/>
        <location filename="../app/client/scenario_text.cpp" line="377"/>
        <location filename="../app/client/scenario_text.cpp" line="415"/>
        <location filename="../app/client/scenario_text.cpp" line="416"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="294"/>
        <source>Hand: %1</source>
        <translation>Hand: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="295"/>
        <source>Deck (top first): %1</source>
        <translation>Stapel (oben zuerst): %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="296"/>
        <source>Discard pile: %1</source>
        <translation>Ablagestapel: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="298"/>
        <source>Exhausted pile: %1</source>
        <translation>Erschöpft-Stapel: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="299"/>
        <source>Table: %1</source>
        <translation>Tisch: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="303"/>
        <source>Your skills: %1</source>
        <translation>Deine Fähigkeiten: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="304"/>
        <source>Their skills: %1</source>
        <translation>Ihre Fähigkeiten: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="305"/>
        <location filename="../app/client/scenario_text.cpp" line="348"/>
        <source>A free next action is pending</source>
        <translation>Die nächste Aktion ist frei</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="306"/>
        <source>The conversation is over: %1</source>
        <translation>Das Gespräch ist vorbei: %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="330"/>
        <source>The conversation has ended</source>
        <translation>Das Gespräch ist beendet</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="330"/>
        <source>The conversation is still going</source>
        <translation>Das Gespräch läuft noch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="334"/>
        <source>The outcome</source>
        <translation>Das Ergebnis</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="336"/>
        <location filename="../app/client/scenario_text.cpp" line="340"/>
        <source>still going</source>
        <translation>läuft noch</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="338"/>
        <source>How it ended</source>
        <translation>Wie es endete</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="342"/>
        <source>The emotional state</source>
        <translation>Der Gefühlszustand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="344"/>
        <source>The atmosphere</source>
        <translation>Die Atmosphäre</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="352"/>
        <source>%1 tokens</source>
        <translation>%1-Marken</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="369"/>
        <source>%1 is in the hand</source>
        <translation>%1 ist auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="370"/>
        <source>%1 is not in the hand</source>
        <translation>%1 ist nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="371"/>
        <source>in the hand</source>
        <translation>auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="372"/>
        <source>in the hand (%1)</source>
        <translation>auf der Hand (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="372"/>
        <source>not in the hand (%1)</source>
        <translation>nicht auf der Hand (%1)</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="375"/>
        <source>The decision waiting for an answer</source>
        <translation>Die offene Entscheidung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="380"/>
        <source>The decision&apos;s options</source>
        <translation>Die Optionen der Entscheidung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="384"/>
        <source>no decision</source>
        <translation>keine Entscheidung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="387"/>
        <source>The success chance of %1</source>
        <translation>Die Erfolgschance von %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="388"/>
        <location filename="../app/client/scenario_text.cpp" line="389"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="391"/>
        <source>These events happened, in this order</source>
        <translation>Diese Ereignisse geschahen, in dieser Reihenfolge</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="395"/>
        <source>Your skills</source>
        <translation>Deine Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="395"/>
        <source>Their skills</source>
        <translation>Ihre Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="395"/>
        <source>Skills of %1</source>
        <translation>Fähigkeiten von %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="402"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="403"/>
        <source>%1 marks on %2</source>
        <translation>%1-Markierungen auf %2</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="405"/>
        <source>The pile of %1</source>
        <translation>Der Stapel von %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="409"/>
        <source>How %1 reads</source>
        <translation>Wie %1 lautet</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="411"/>
        <source>What the ending records</source>
        <translation>Was das Ende festhält</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="413"/>
        <source>Another check</source>
        <translation>Eine weitere Prüfung</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="428"/>
        <source>Refused: %1.</source>
        <translation>Abgelehnt: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="429"/>
        <source>Accepted, but it should have been refused: %1.</source>
        <translation>Angenommen, hätte aber abgelehnt werden müssen: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="431"/>
        <source>Refused for another reason: %1, not %2.</source>
        <translation>Aus einem anderen Grund abgelehnt: %1, nicht %2.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="432"/>
        <source>Refused as expected: %1.</source>
        <translation>Wie erwartet abgelehnt: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="433"/>
        <source>Refused as expected, but the state changed.</source>
        <translation>Wie erwartet abgelehnt, aber der Zustand hat sich geändert.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="448"/>
        <source>%1: expected %2, found %3.</source>
        <translation>%1: erwartet %2, vorgefunden %3.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="450"/>
        <source>The step failed.</source>
        <translation>Der Schritt ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="451"/>
        <source>Final checks</source>
        <translation>Abschließende Prüfungen</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="451"/>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_text.cpp" line="452"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="58"/>
        <location filename="../qml/SettingsPanel.qml" line="76"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="93"/>
        <source>Close the settings</source>
        <translation>Einstellungen schließen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="105"/>
        <location filename="../qml/SettingsPanel.qml" line="118"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="123"/>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="134"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="134"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="134"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="138"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="149"/>
        <location filename="../qml/SettingsPanel.qml" line="169"/>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="181"/>
        <location filename="../qml/SettingsPanel.qml" line="186"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="192"/>
        <location filename="../qml/SettingsPanel.qml" line="201"/>
        <source>Mute sounds</source>
        <translation>Töne stummschalten</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="206"/>
        <location filename="../qml/SettingsPanel.qml" line="215"/>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPanel.qml" line="222"/>
        <source>Esc closes the settings. F11 switches full screen on and off.</source>
        <translation>Esc schließt die Einstellungen. F11 schaltet den Vollbildmodus ein und aus.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="60"/>
        <source>A conversation card game</source>
        <translation>Ein Gesprächs-Kartenspiel</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="80"/>
        <source>Open replay… (Ctrl+O)</source>
        <translation>Wiederholung öffnen… (Strg+O)</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="87"/>
        <source>Card gallery</source>
        <translation>Kartengalerie</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="94"/>
        <source>Settings… (Esc)</source>
        <translation>Einstellungen… (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="101"/>
        <source>Balance lab…</source>
        <translation>Balance-Labor…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="112"/>
        <source>Pack: %1</source>
        <translation>Paket: %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="113"/>
        <source>The built-in cards and partners</source>
        <translation>Die eingebauten Karten und Gesprächspartner</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="120"/>
        <source>Open pack folder…</source>
        <translation>Paketordner öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="125"/>
        <source>Open pack files…</source>
        <translation>Paketdateien öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="132"/>
        <source>Built-in only</source>
        <translation>Nur eingebaute</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="142"/>
        <source>Recent packs:</source>
        <translation>Zuletzt geöffnet:</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="161"/>
        <source>Who do you want to talk to?</source>
        <translation>Mit wem möchtest du sprechen?</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="173"/>
        <source>Conversation partners</source>
        <translation>Gesprächspartner</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="193"/>
        <location filename="../qml/GalleryPartners.qml" line="142"/>
        <source>starts %1</source>
        <translation>beginnt %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="212"/>
        <location filename="../qml/StartScreen.qml" line="223"/>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="219"/>
        <source>The NPC&apos;s own deck</source>
        <translation>Der eigene Stapel der Figur</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="231"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="235"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="238"/>
        <source>Random seed</source>
        <translation>Zufallsstartwert</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="240"/>
        <location filename="../qml/StartScreen.qml" line="248"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="251"/>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="257"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="257"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="257"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="261"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="273"/>
        <source>Start conversation</source>
        <translation>Gespräch beginnen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="278"/>
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
        <location filename="../qml/StatusBar.qml" line="74"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="78"/>
        <source>Capacity: %1</source>
        <translation>Kapazität: %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="81"/>
        <source>Weight %1 of %2</source>
        <translation>Gewicht %1 von %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="86"/>
        <source>Patience</source>
        <translation>Geduld</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="90"/>
        <source>SPEAK costs %1; LISTEN costs %2</source>
        <translation>SPRECHEN kostet %1; ZUHÖREN kostet %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="94"/>
        <source>Patience %1</source>
        <translation>Geduld %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="102"/>
        <source>Atmosphere</source>
        <translation>Stimmung</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="105"/>
        <source>next action free</source>
        <translation>nächste Aktion gratis</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="123"/>
        <source>Tokens</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="143"/>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="149"/>
        <source>Deck %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="150"/>
        <source>Discard %1</source>
        <translation>Ablage %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="151"/>
        <source>Exhausted %1</source>
        <translation>Verfallen %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="154"/>
        <source>Hand limit %1</source>
        <translation>Handlimit %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="155"/>
        <source>Hand limit: %1</source>
        <translation>Handlimit: %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="161"/>
        <source>Reach %1</source>
        <translation>Reichweite %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="162"/>
        <source>Reach: %1</source>
        <translation>Reichweite: %1</translation>
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
        <location filename="../qml/StepsPanel.qml" line="51"/>
        <location filename="../qml/StepsPanel.qml" line="53"/>
        <source>Close the steps panel</source>
        <translation>Schrittleiste schließen</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="81"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="89"/>
        <source>Step (F10)</source>
        <translation>Schritt (F10)</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="98"/>
        <source>Run to end</source>
        <translation>Bis zum Ende</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="109"/>
        <source>Stopped: step %1 failed.</source>
        <translation>Angehalten: Schritt %1 ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="110"/>
        <source>Every step passed.</source>
        <translation>Alle Schritte bestanden.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="111"/>
        <source>Next: step %1 of %2.</source>
        <translation>Als Nächstes: Schritt %1 von %2.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="117"/>
        <source>You are playing on by hand; the script is paused.</source>
        <translation>Du spielst von Hand weiter; das Skript ist angehalten.</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="124"/>
        <source>Back to the script</source>
        <translation>Zurück zum Skript</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="175"/>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="176"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="177"/>
        <source>next</source>
        <translation>als Nächstes</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="177"/>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="180"/>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="180"/>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="187"/>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="187"/>
        <source>Run to here</source>
        <translation>Bis hierher</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="251"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="272"/>
        <source>Found</source>
        <translation>Vorgefunden</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="233"/>
        <source>not checked yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="233"/>
        <source>pass</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <location filename="../qml/StepsPanel.qml" line="233"/>
        <source>fail</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>StoryText</name>
    <message>
        <location filename="../app/client/story_text.cpp" line="26"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="61"/>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="73"/>
        <source>The conversation with %1 begins.</source>
        <translation>Das Gespräch mit %1 beginnt.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="75"/>
        <location filename="../app/client/story_text.cpp" line="86"/>
        <location filename="../app/client/story_text.cpp" line="108"/>
        <source>You draw %1.</source>
        <translation>Du ziehst %1.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="79"/>
        <source>You play %1.</source>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="80"/>
        <source>You: “%1”</source>
        <translation>Du: „%1“</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="85"/>
        <source>You listen.</source>
        <translation>Du hörst zu.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="91"/>
        <source>You use %1.</source>
        <translation>Du setzt %1 ein.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="92"/>
        <source>You use %1: %2.</source>
        <translation>Du setzt %1 ein: %2.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="102"/>
        <source>%1 takes effect.</source>
        <translation>%1 greift.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="104"/>
        <source>You let %1 pass.</source>
        <translation>Du lässt %1 verstreichen.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="106"/>
        <source>You discard %1.</source>
        <translation>Du legst %1 ab.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="112"/>
        <source>%1 lands.</source>
        <translation>%1 kommt an.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="113"/>
        <source>%1 falls flat.</source>
        <translation>%1 verpufft.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="121"/>
        <source>%1 slips away.</source>
        <translation>%1 entgleitet dir.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="137"/>
        <source>%1 warms to you: now %2.</source>
        <translation>%1 taut auf: jetzt %2.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="138"/>
        <source>%1 draws back: now %2.</source>
        <translation>%1 zieht sich zurück: jetzt %2.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="144"/>
        <source>You decide.</source>
        <translation>Du entscheidest.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="159"/>
        <source>The conversation succeeds.</source>
        <translation>Das Gespräch gelingt.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="161"/>
        <source>The conversation fails.</source>
        <translation>Das Gespräch scheitert.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="163"/>
        <source>The conversation is abandoned.</source>
        <translation>Das Gespräch wird abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="165"/>
        <source>The conversation ends: %1.</source>
        <translation>Das Gespräch endet: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="168"/>
        <source>%1 has run out of patience.</source>
        <translation>%1 hat keine Geduld mehr.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="171"/>
        <source>%1 can take no more.</source>
        <translation>%1 kann nicht mehr.</translation>
    </message>
    <message>
        <location filename="../app/client/story_text.cpp" line="174"/>
        <source>Under this atmosphere, a failure ends it.</source>
        <translation>In dieser Stimmung beendet ein Misserfolg das Gespräch.</translation>
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
        <location filename="../qml/TablePanel.qml" line="65"/>
        <source>tapped</source>
        <translation>erschöpft</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="66"/>
        <source>theirs</source>
        <translation>gegnerisch</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="67"/>
        <source>token</source>
        <translation>Marke</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="99"/>
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
    <name>UnfinishedConversations</name>
    <message>
        <location filename="../qml/UnfinishedConversations.qml" line="68"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedConversations.qml" line="73"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
</context>
<context>
    <name>UnfinishedStore</name>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="86"/>
        <source>A conversation saved earlier could not be read, so it is not offered. It was kept as %1.</source>
        <translation>Ein früher gespeichertes Gespräch war nicht lesbar und wird daher nicht angeboten. Es wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="90"/>
        <source>%1 conversations saved earlier could not be read, so they are not offered. They were kept as %2.</source>
        <translation>%1 früher gespeicherte Gespräche waren nicht lesbar und werden daher nicht angeboten. Sie wurden als %2 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="96"/>
        <source>%1 replaces the file of that name set aside before.</source>
        <translation>%1 ersetzt die früher beiseitegelegte Datei gleichen Namens.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="98"/>
        <source>%1 could not be read nor set aside; it was left where it is.</source>
        <translation>%1 war weder lesbar noch ließ es sich beiseitelegen; die Datei blieb, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_store.cpp" line="118"/>
        <source>the folder %1 cannot be made</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>parley::client::BalanceLab</name>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="32"/>
        <source>their own decks</source>
        <translation>ihre eigenen Decks</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="64"/>
        <source>Choose partners and policies, then run.</source>
        <translation>Wähle Gesprächspartner und Spielweisen, dann starte.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="111"/>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Spielen</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="113"/>
        <source>%1, %2 games/s</source>
        <translation>%1, %2 Spiele/s</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="121"/>
        <source>There is no content to play.</source>
        <translation>Es gibt keinen Inhalt zum Spielen.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="125"/>
        <source>Choose at least one partner.</source>
        <translation>Wähle mindestens einen Gesprächspartner.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="129"/>
        <source>Choose at least one policy.</source>
        <translation>Wähle mindestens eine Spielweise.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="133"/>
        <source>The number of games must be at least 1.</source>
        <translation>Die Zahl der Spiele muss mindestens 1 sein.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="157"/>
        <source>Running on 1 thread…</source>
        <translation>Läuft auf 1 Thread…</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="158"/>
        <source>Running on %1 threads…</source>
        <translation>Läuft auf %1 Threads…</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="167"/>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="186"/>
        <source>The run could not start: %1.</source>
        <translation>Der Lauf konnte nicht starten: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="195"/>
        <source>Cancelled after %1 of %2 games; nothing of it is shown.</source>
        <translation>Nach %1 von %2 Spielen abgebrochen; davon wird nichts gezeigt.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="207"/>
        <source>Finished.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="224"/>
        <source>Run again after a change to see what it did.</source>
        <translation>Starte nach einer Änderung erneut, um zu sehen, was sie bewirkt hat.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="227"/>
        <source>Not compared with the run before: it had other partners.</source>
        <translation>Nicht mit dem Lauf davor verglichen: Er hatte andere Gesprächspartner.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="229"/>
        <source>Not compared with the run before: it had another deck.</source>
        <translation>Nicht mit dem Lauf davor verglichen: Er hatte ein anderes Deck.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="231"/>
        <source>Not compared with the run before: it had other policies.</source>
        <translation>Nicht mit dem Lauf davor verglichen: Er hatte andere Spielweisen.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="236"/>
        <source>Compared with the run before (the same content). A change is significant when chance explains it less than 5% of the time.</source>
        <translation>Mit dem Lauf davor verglichen (derselbe Inhalt). Eine Änderung ist signifikant, wenn Zufall sie in weniger als 5 % der Fälle erklärt.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="238"/>
        <source>Compared with the run before the content changed. A change is significant when chance explains it less than 5% of the time.</source>
        <translation>Mit dem Lauf vor der Änderung des Inhalts verglichen. Eine Änderung ist signifikant, wenn Zufall sie in weniger als 5 % der Fälle erklärt.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="245"/>
        <source>%1 games with %2, %3, seed %4, in %5 s (%6 games/s)</source>
        <translation>%1 Spiele mit %2, %3, Startwert %4, in %5 s (%6 Spiele/s)</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="287"/>
        <source>Saved the card table to %1.</source>
        <translation>Kartentabelle in %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="287"/>
        <location filename="../app/client/balance_lab.cpp" line="297"/>
        <location filename="../app/client/balance_lab.cpp" line="306"/>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="297"/>
        <source>Saved the results to %1.</source>
        <translation>Ergebnisse in %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/client/balance_lab.cpp" line="306"/>
        <source>Saved the chart to %1.</source>
        <translation>Diagramm in %1 gespeichert.</translation>
    </message>
</context>
<context>
    <name>parley::client::ConversationFiles</name>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="110"/>
        <source>The conversation cannot be saved automatically: %1</source>
        <translation>Das Gespräch kann nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="121"/>
        <source>This conversation cannot be resumed with the cards in use now.</source>
        <translation>Dieses Gespräch lässt sich mit den jetzt verwendeten Karten nicht fortsetzen.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="131"/>
        <source>The saved conversation cannot be resumed.</source>
        <translation>Das gespeicherte Gespräch kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="147"/>
        <source>%1 could not be removed, so the conversation is still offered.</source>
        <translation>%1 ließ sich nicht entfernen, daher wird das Gespräch weiter angeboten.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="172"/>
        <source>The content has changed since the replay was saved.</source>
        <translation>Der Inhalt hat sich geändert, seit die Wiederholung gespeichert wurde.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="175"/>
        <source>The conversation ends differently from when it was saved: the rules have changed since.</source>
        <translation>Das Gespräch endet anders als beim Speichern: Die Regeln haben sich seitdem geändert.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="189"/>
        <source>The replay could not be opened:
%1</source>
        <translation>Die Wiederholung konnte nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="203"/>
        <source>The replay cannot be played here: its partner or deck is not in the content in use.</source>
        <translation>Die Wiederholung kann hier nicht abgespielt werden: Ihr Gesprächspartner oder Deck fehlt im geladenen Inhalt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/conversation_files.cpp" line="204"/>
        <source>The replay was made on %1, which is not open: open that pack, then the replay again.</source>
        <translation>
            <numerusform>Die Wiederholung wurde mit %1 aufgenommen, das nicht geöffnet ist: Öffne dieses Paket und dann die Wiederholung erneut.</numerusform>
            <numerusform>Die Wiederholung wurde mit %1 aufgenommen, die nicht geöffnet sind: Öffne diese Pakete und dann die Wiederholung erneut.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="227"/>
        <source>%1 is part of the open pack %2, so nothing is saved there. Choose a place outside the pack.</source>
        <translation>%1 gehört zum geöffneten Paket %2, daher wird dort nichts gespeichert. Wähle einen Ort außerhalb des Pakets.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="237"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a replay.</source>
        <translation>Nur ein Gespräch, das auf dem Startbildschirm oder aus einer Wiederholung begonnen wurde, kann als Wiederholung gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="243"/>
        <source>The replay was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>Die Wiederholung wurde nicht gespeichert. %1. Das Gespräch geht weiter; wähle einen anderen Ort.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="247"/>
        <source>Saved the conversation as a replay.</source>
        <translation>Das Gespräch wurde als Wiederholung gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="253"/>
        <source>Only a conversation started from the start screen or a replay can be saved as a scenario.</source>
        <translation>Nur ein Gespräch, das auf dem Startbildschirm oder aus einer Wiederholung begonnen wurde, kann als Szenario gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="259"/>
        <source>The conversation is over at this moment, so there is nothing left to play from it. Go back on the timeline to an earlier moment, or save the whole conversation.</source>
        <translation>Das Gespräch ist in diesem Moment vorbei, von hier aus gibt es nichts mehr zu spielen. Geh auf der Zeitleiste zu einem früheren Moment zurück oder speichere das ganze Gespräch.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="295"/>
        <source>The conversation could not be saved as a scenario: %1</source>
        <translation>Das Gespräch konnte nicht als Szenario gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="301"/>
        <source>The scenario was not saved. %1. The conversation goes on; choose another place.</source>
        <translation>Das Szenario wurde nicht gespeichert. %1. Das Gespräch geht weiter; wähle einen anderen Ort.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="307"/>
        <source>Saved the conversation as a scenario.</source>
        <translation>Das Gespräch wurde als Szenario gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="308"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts 1 action earlier and plays up to it.</source>
        <translation>Als Szenario gespeichert. Dieser Moment kann kein Ausgangszustand sein (er liegt mitten in der Abrechnung eines Zuges), daher beginnt das Szenario 1 Aktion früher und spielt bis zu ihm.</translation>
    </message>
    <message>
        <location filename="../app/client/conversation_files.cpp" line="310"/>
        <source>Saved as a scenario. This moment cannot be a set-up (it is in the middle of a turn&apos;s bookkeeping), so the scenario starts %1 actions earlier and plays up to it.</source>
        <translation>Als Szenario gespeichert. Dieser Moment kann kein Ausgangszustand sein (er liegt mitten in der Abrechnung eines Zuges), daher beginnt das Szenario %1 Aktionen früher und spielt bis zu ihm.</translation>
    </message>
</context>
<context>
    <name>parley::client::DecisionController</name>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="38"/>
        <source>Your hand holds more than %1 cards: discard %2.</source>
        <translation>Deine Hand hat mehr als %1 Karten: lege %2 ab.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="44"/>
        <source>Use %1&apos;s ability?</source>
        <translation>Die Fähigkeit von %1 einsetzen?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="49"/>
        <source>Use %1?</source>
        <translation>%1 einsetzen?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="59"/>
        <source>%1: sacrifice %2 card(s).</source>
        <translation>%1: opfere %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="59"/>
        <source>%1: sacrifice up to %2 card(s).</source>
        <translation>%1: opfere bis zu %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="62"/>
        <source>%1: discard %2 card(s).</source>
        <translation>%1: lege %2 Karte(n) ab.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="62"/>
        <source>%1: discard up to %2 card(s).</source>
        <translation>%1: lege bis zu %2 Karte(n) ab.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="65"/>
        <source>%1: reveal %2 card(s).</source>
        <translation>%1: decke %2 Karte(n) auf.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="65"/>
        <source>%1: reveal up to %2 card(s).</source>
        <translation>%1: decke bis zu %2 Karte(n) auf.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="68"/>
        <source>%1: take %2 card(s).</source>
        <translation>%1: nimm %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="68"/>
        <source>%1: take up to %2 card(s).</source>
        <translation>%1: nimm bis zu %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>%1: choose %2 card(s).</source>
        <translation>%1: wähle %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>%1: choose up to %2 card(s).</source>
        <translation>%1: wähle bis zu %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="82"/>
        <location filename="../app/client/decision_controller.cpp" line="91"/>
        <source>this</source>
        <translation>dies</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="83"/>
        <source>How do you pay for %1?</source>
        <translation>Wie bezahlst du für %1?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="84"/>
        <source>Choose X for %1.</source>
        <translation>Wähle X für %1.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="85"/>
        <source>To pay for %1: choose %2 card(s).</source>
        <translation>Um %1 zu bezahlen: wähle %2 Karte(n).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="94"/>
        <source>another card</source>
        <translation>eine weitere Karte</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="95"/>
        <source>Choose %1 more card(s) to play with %2 as one %3.</source>
        <translation>Wähle %1 weitere Karte(n), die mit %2 zusammen als ein %3 gespielt werden.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="133"/>
        <source>Cancel it: play %1 as %2 (%3)</source>
        <translation>Aufheben: %1 als %2 spielen (%3)</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="134"/>
        <source>Answer it: play %1 as %2 (%3)</source>
        <translation>Erwidern: %1 als %2 spielen (%3)</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="136"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="137"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="138"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="140"/>
        <source>Let it resolve</source>
        <translation>Wirken lassen</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="142"/>
        <source>Let the cancellation stand</source>
        <translation>Die Aufhebung gelten lassen</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="150"/>
        <source>Cancel it with %1</source>
        <translation>Mit %1 aufheben</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="151"/>
        <source>Answer it with %1</source>
        <translation>Mit %1 darauf antworten</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="171"/>
        <source>%1 (your trait): %2</source>
        <translation>%1 (deine Eigenschaft): %2</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="178"/>
        <source>%1 is about to resolve: %2. Respond?</source>
        <translation>%1 wirkt gleich: %2. Reagieren?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="180"/>
        <source>%1 is about to resolve. Respond?</source>
        <translation>%1 wirkt gleich. Reagieren?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="181"/>
        <source>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</source>
        <translation>Lass es wirken oder hebe es mit einer deiner Fähigkeiten auf (sie kostet, was die Fähigkeit sagt).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="185"/>
        <source>%1 was about to resolve (%2), and it was cancelled. Answer?</source>
        <translation>%1 sollte gerade wirken (%2) und wurde aufgehoben. Antworten?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="187"/>
        <source>%1 was about to resolve, and it was cancelled. Answer?</source>
        <translation>%1 sollte gerade wirken und wurde aufgehoben. Antworten?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="188"/>
        <source>Let the cancellation stand, or answer it with one of your skills: then it resolves after all, unless the answer is answered in turn.</source>
        <translation>Lassen Sie die Aufhebung gelten, oder antworten Sie mit einer Ihrer Fähigkeiten: Dann wirkt es doch, sofern auf Ihre Antwort nicht ihrerseits geantwortet wird.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="190"/>
        <source>This SPEAK may play another card (%1 in all): choose one, or None.</source>
        <translation>Dieses SPRECHEN darf noch eine Karte spielen (%1 insgesamt): wähle eine oder Keine.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="192"/>
        <source>Another card costs its weight but no patience.</source>
        <translation>Eine weitere Karte kostet ihr Gewicht, aber keine Geduld.</translation>
    </message>
</context>
<context>
    <name>parley::client::EndSummary</name>
    <message>
        <location filename="../app/client/end_summary.cpp" line="74"/>
        <source>The conversation succeeded.</source>
        <translation>Das Gespräch ist gelungen.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="75"/>
        <source>The conversation failed.</source>
        <translation>Das Gespräch ist gescheitert.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="76"/>
        <source>The conversation was abandoned.</source>
        <translation>Das Gespräch wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="77"/>
        <source>The conversation ended: %1.</source>
        <translation>Das Gespräch endete: %1.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="87"/>
        <source>%1 ended the conversation.</source>
        <translation>%1 hat das Gespräch beendet.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="92"/>
        <source>“%1” succeeded, and that ended the conversation.</source>
        <translation>„%1“ gelang, und das beendete das Gespräch.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="94"/>
        <source>“%1” failed, and that ended the conversation.</source>
        <translation>„%1“ misslang, und das beendete das Gespräch.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="96"/>
        <source>“%1” slipped away, and the conversation ended with it.</source>
        <translation>„%1“ ist verfallen, und mit ihm endete das Gespräch.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="98"/>
        <source>“%1” ended the conversation.</source>
        <translation>„%1“ hat das Gespräch beendet.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="102"/>
        <source>%1&apos;s patience ran out.</source>
        <translation>%1 hat die Geduld verloren.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="105"/>
        <source>%1 was pushed too far while desperate.</source>
        <translation>%1 wurde in der Verzweiflung zu weit getrieben.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="111"/>
        <source>A failure under the %1 atmosphere ended it.</source>
        <translation>Ein Fehlschlag in der Stimmung %1 hat es beendet.</translation>
    </message>
    <message>
        <location filename="../app/client/end_summary.cpp" line="112"/>
        <source>A single failure ended it.</source>
        <translation>Ein einziger Fehlschlag hat es beendet.</translation>
    </message>
</context>
<context>
    <name>parley::client::GalleryCardsModel</name>
    <message>
        <location filename="../app/client/gallery_cards_model.cpp" line="130"/>
        <source>%1 as printed</source>
        <translation>%1 laut Karte</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_cards_model.cpp" line="136"/>
        <source>%1 for %2, before connection tokens and modifiers in play</source>
        <translation>%1 für %2, vor Verbindungsmarken und wirkenden Modifikatoren</translation>
    </message>
</context>
<context>
    <name>parley::client::GalleryController</name>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="89"/>
        <source>Any property</source>
        <translation>Jede Eigenschaft</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="93"/>
        <source>Any connection</source>
        <translation>Jede Verbindung</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="97"/>
        <source>No connection type</source>
        <translation>Ohne Verbindungsart</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="98"/>
        <source>Any difficulty</source>
        <translation>Jede Schwierigkeit</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="101"/>
        <source>Any weight</source>
        <translation>Jedes Gewicht</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="103"/>
        <source>Weight %1</source>
        <translation>Gewicht %1</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="104"/>
        <source>Any partner</source>
        <translation>Jeder Gesprächspartner</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="107"/>
        <location filename="../app/client/gallery_controller.cpp" line="127"/>
        <source>Any deck</source>
        <translation>Jedes Deck</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="122"/>
        <source>Any starting state</source>
        <translation>Jeder Anfangszustand</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="125"/>
        <source>Starts %1</source>
        <translation>Beginnt %1</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="133"/>
        <source>A deck of their own</source>
        <translation>Ein eigenes Deck</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="139"/>
        <location filename="../app/client/gallery_controller.cpp" line="152"/>
        <source>By name</source>
        <translation>Nach Name</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="139"/>
        <source>Lightest first</source>
        <translation>Leichteste zuerst</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="140"/>
        <source>Easiest first</source>
        <translation>Leichteste Schwierigkeit zuerst</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="141"/>
        <source>Most used in decks first</source>
        <translation>Am häufigsten in Decks zuerst</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="146"/>
        <source>With or without skills</source>
        <translation>Mit oder ohne Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="147"/>
        <source>With skills</source>
        <translation>Mit Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="147"/>
        <source>Without skills</source>
        <translation>Ohne Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="153"/>
        <source>By starting state</source>
        <translation>Nach Anfangszustand</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="154"/>
        <source>Most patient first</source>
        <translation>Geduldigste zuerst</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="155"/>
        <source>Largest deck first</source>
        <translation>Größtes Deck zuerst</translation>
    </message>
    <message>
        <location filename="../app/client/gallery_controller.cpp" line="156"/>
        <source>Most skills first</source>
        <translation>Meiste Fähigkeiten zuerst</translation>
    </message>
</context>
<context>
    <name>parley::client::GameController</name>
    <message>
        <location filename="../app/client/game_controller.cpp" line="28"/>
        <source>The built-in content could not be loaded.</source>
        <translation>Die eingebauten Inhalte konnten nicht geladen werden.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="64"/>
        <source>Unknown NPC &apos;%1&apos;.</source>
        <translation>Unbekannte Figur „%1“.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="71"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>Unbekannter Stapel „%1“.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="81"/>
        <source>The conversation cannot start with this partner and deck.</source>
        <translation>Mit diesem Gesprächspartner und Deck kann das Gespräch nicht beginnen.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="127"/>
        <source>The conversation was not rebuilt: the new content lacks its partner or deck. The game goes on as it was.</source>
        <translation>Das Gespräch wurde nicht neu aufgebaut: Dem neuen Inhalt fehlt sein Gesprächspartner oder Deck. Das Spiel geht unverändert weiter.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="164"/>
        <source>The scenario could not be loaded:
%1</source>
        <translation>Das Szenario konnte nicht geladen werden:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="173"/>
        <source>Set up from the scenario “%1”.</source>
        <translation>Aus dem Szenario „%1“ aufgebaut.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="221"/>
        <location filename="../app/client/game_controller.cpp" line="251"/>
        <source>Choose a card to speak first.</source>
        <translation>Wähle zuerst eine Karte zum Sprechen.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="234"/>
        <source>There is no such ability on the table.</source>
        <translation>Diese Fähigkeit gibt es auf dem Tisch nicht.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="242"/>
        <source>There is no such skill.</source>
        <translation>Diese Fähigkeit gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="251"/>
        <source>No skill can play this card now.</source>
        <translation>Keine Fähigkeit kann diese Karte jetzt spielen.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="289"/>
        <source>No conversation is running.</source>
        <translation>Es läuft kein Gespräch.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="443"/>
        <source>Speak with %1 more card(s) as one %2 (%3)</source>
        <translation>Mit %1 weiteren Karte(n) als ein %2 sprechen (%3)</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="444"/>
        <source>Speak as %1 (%2)</source>
        <translation>Als %1 sprechen (%2)</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="447"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>parley::client::LabCardsModel</name>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="94"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="96"/>
        <source>Drawn</source>
        <translation>Gezogen</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="98"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="100"/>
        <source>Succeeded</source>
        <translation>Gelungen</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="102"/>
        <source>Exhausted unplayed</source>
        <translation>Ungespielt erschöpft</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="104"/>
        <source>Won, played</source>
        <translation>Siege, gespielt</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="106"/>
        <source>Won, not played</source>
        <translation>Siege, ungespielt</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="108"/>
        <source>Impact</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="110"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../app/client/lab_cards_model.cpp" line="181"/>
        <location filename="../app/client/lab_cards_model.cpp" line="183"/>
        <location filename="../app/client/lab_cards_model.cpp" line="191"/>
        <location filename="../app/client/lab_cards_model.cpp" line="199"/>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>parley::client::LabRatesModel</name>
    <message>
        <location filename="../app/client/lab_rates_model.cpp" line="91"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 bis %3)</translation>
    </message>
</context>
<context>
    <name>parley::client::PackSession</name>
    <message>
        <location filename="../app/client/pack_session.cpp" line="208"/>
        <source>The pack “%1” is gone (deleted or moved). The game goes on with the cards it has; put the pack back to load it again.</source>
        <translation>Das Paket „%1“ ist weg (gelöscht oder verschoben). Das Spiel läuft mit den vorhandenen Karten weiter; lege das Paket zurück, um es wieder zu laden.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="212"/>
        <source>The pack has problems (%1). The game goes on with the cards it has; save a fix and it reloads.</source>
        <translation>Das Paket hat Probleme (%1). Das Spiel läuft mit den vorhandenen Karten weiter; speichere eine Korrektur, dann wird es neu geladen.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="216"/>
        <source>The pack could not be loaded (problems: %1). Fix them and it loads by itself.</source>
        <translation>Das Paket konnte nicht geladen werden (Probleme: %1). Behebe sie, dann wird es von selbst geladen.</translation>
    </message>
    <message>
        <location filename="../app/client/pack_session.cpp" line="142"/>
        <source>The pack was reloaded.</source>
        <translation>Das Paket wurde neu geladen.</translation>
    </message>
</context>
<context>
    <name>parley::client::ScenarioSession</name>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="57"/>
        <source>%1: the file could not be read</source>
        <translation>%1: die Datei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="56"/>
        <source>The scenario could not be opened:
%1</source>
        <translation>Das Szenario konnte nicht geöffnet werden:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/scenario_session.cpp" line="179"/>
        <source>Final checks</source>
        <translation>Abschließende Prüfungen</translation>
    </message>
</context>
<context>
    <name>parley::client::SkillsModel</name>
    <message>
        <location filename="../app/client/skills_model.cpp" line="10"/>
        <source>, </source>
        <extracomment>Between the names of the cards a skill has noted, in its description: &quot;Small Talk, Offer Tea&quot;</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="12"/>
        <source>none yet</source>
        <extracomment>In a skill&apos;s description, where the cards it has noted would be listed, while there are none</extracomment>
        <translation>noch keine</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="55"/>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="56"/>
        <source>Plays a card as another</source>
        <translation>Spielt eine Karte als andere</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="57"/>
        <source>Changes cards in hand</source>
        <translation>Ändert Karten auf der Hand</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="58"/>
        <source>Extra plays</source>
        <translation>Zusätzliche Einsätze</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="59"/>
        <source>Forbids</source>
        <translation>Verbietet</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="60"/>
        <source>Nullifies effects</source>
        <translation>Hebt Wirkungen auf</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="61"/>
        <source>Hand limit</source>
        <translation>Handlimit</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="62"/>
        <source>Distance</source>
        <translation>Distanz</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="63"/>
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="71"/>
        <source>Used %1 of %2 this turn, %3 of %4 this conversation</source>
        <translation>%1 von %2 in diesem Zug benutzt, %3 von %4 in diesem Gespräch</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="73"/>
        <source>Used %1 of %2 this turn</source>
        <translation>%1 von %2 in diesem Zug benutzt</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="75"/>
        <source>Used %1 of %2 this conversation</source>
        <translation>%1 von %2 in diesem Gespräch benutzt</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="76"/>
        <source>No limit</source>
        <translation>Keine Begrenzung</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="91"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>parley::client::StatusController</name>
    <message>
        <location filename="../app/client/status_controller.cpp" line="21"/>
        <source>Goal: %1 is in the deck; the next LISTEN draws it.</source>
        <translation>Ziel: %1 liegt im Stapel; das nächste ZUHÖREN zieht es.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="23"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws no card.</source>
        <translation>Ziel: %1 liegt im Stapel (%2 Karten); das nächste ZUHÖREN zieht keine Karte.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="24"/>
        <source>Goal: %1 is in the deck (%2 cards); the next LISTEN draws it %3% of the time.</source>
        <translation>Ziel: %1 liegt im Stapel (%2 Karten); das nächste ZUHÖREN zieht es mit %3 % Wahrscheinlichkeit.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="69"/>
        <source>LISTEN draws 1 card and you can carry %1 weight.</source>
        <translation>ZUHÖREN zieht 1 Karte und du kannst %1 Gewicht tragen.</translation>
    </message>
    <message>
        <location filename="../app/client/status_controller.cpp" line="70"/>
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
<context>
    <name>parley::client::TutorialController</name>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="25"/>
        <source>Your partner</source>
        <translation>Dein Gegenüber</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="26"/>
        <source>This is who you are talking to. The portrait and the line under it show their emotional state: the better it is, the more cards LISTEN draws and the more weight you can spend. Win them over, and play your goal card before their patience runs out.</source>
        <translation>Mit diesem Gegenüber sprichst du. Das Porträt und die Zeile darunter zeigen den Gefühlszustand: Je besser er ist, desto mehr Karten zieht ZUHÖREN und desto mehr Gewicht kannst du ausgeben. Gewinne dein Gegenüber für dich und spiele deine Zielkarte, bevor seine Geduld aufgebraucht ist.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="33"/>
        <source>Comfort</source>
        <translation>Behagen</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="34"/>
        <source>The cards you speak move their comfort up or down. When it reaches the top of the battery, their emotional state rises one step and comfort starts again from 0; at the bottom it falls one step, and in their lowest state that ends the conversation. The labels under the battery say where each end leads.</source>
        <translation>Die Karten, die du sprichst, heben oder senken das Behagen. Erreicht es das obere Ende der Leiste, steigt der Gefühlszustand um eine Stufe und das Behagen beginnt wieder bei 0; am unteren Ende sinkt er um eine Stufe, und im niedrigsten Zustand endet damit das Gespräch. Die Beschriftungen unter der Leiste sagen, wohin jedes Ende führt.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="41"/>
        <source>Weight and patience</source>
        <translation>Gewicht und Geduld</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="42"/>
        <source>Speaking a card spends its weight from your pool; LISTEN fills the pool up to its capacity again. Every SPEAK and every LISTEN costs patience, usually 1. When patience runs out, the conversation ends after that action.</source>
        <translation>Eine Karte zu sprechen kostet ihr Gewicht aus deinem Vorrat; ZUHÖREN füllt den Vorrat wieder bis zur Kapazität auf. Jedes SPRECHEN und jedes ZUHÖREN kostet Geduld, meist 1. Ist die Geduld aufgebraucht, endet das Gespräch nach dieser Aktion.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="48"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="49"/>
        <source>Each card shows its weight (the number in the circle), its chance of success, and what happens on Success, on Failure, and if it is not played. Watch the badges: a Fleeting card exhausts when you speak another card, an Opportunity card exhausts when you LISTEN. Click a card or press 1–9 to select it.</source>
        <translation>Jede Karte zeigt ihr Gewicht (die Zahl im Kreis), ihre Erfolgschance und was bei Erfolg, bei Misserfolg und „Wenn nicht gespielt“ geschieht. Achte auf die Abzeichen: Eine Karte mit „Flüchtig“ verfällt, wenn du eine andere Karte sprichst; eine mit „Gelegenheit“ verfällt bei ZUHÖREN. Klicke eine Karte an oder drücke 1–9, um sie zu wählen.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="56"/>
        <source>Your goal</source>
        <translation>Dein Ziel</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="57"/>
        <source>The goal card, framed in orange and marked MUST PLAY NOW, is what you came for. It is both Fleeting and an Opportunity, so any other action exhausts it, and that usually ends the conversation. Play it as soon as you hold it; its Success or Failure decides on what terms you part. While it is still in the deck, the orange line at the bottom says where it is.</source>
        <translation>Die Zielkarte, orange umrahmt und mit JETZT SPIELEN markiert, ist der Grund deines Besuchs. Sie ist zugleich „Flüchtig“ und „Gelegenheit“: Jede andere Aktion lässt sie verfallen, und das beendet meist das Gespräch. Spiele sie, sobald du sie hast; ihr Erfolg oder Misserfolg entscheidet, zu welchen Bedingungen ihr auseinandergeht. Solange sie noch im Stapel liegt, sagt die orange Zeile ganz unten, wo sie ist.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="65"/>
        <source>SPEAK</source>
        <translation>SPRECHEN</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="66"/>
        <source>SPEAK (S) plays the selected card. It pays the card&apos;s weight and patience, then a roll against its success chance decides whether its Success or its Failure happens. After that, every other Fleeting card in your hand exhausts. Rest the pointer on SPEAK to see all of this before you choose.</source>
        <translation>SPRECHEN (S) spielt die gewählte Karte. Es zahlt ihr Gewicht und Geduld, dann entscheidet ein Wurf gegen ihre Erfolgschance, ob ihr Erfolg oder ihr Misserfolg eintritt. Danach verfällt jede andere Karte mit „Flüchtig“ in deiner Hand. Lass den Mauszeiger auf SPRECHEN ruhen, um all das vorher zu sehen.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="73"/>
        <source>LISTEN</source>
        <translation>ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="74"/>
        <source>LISTEN (L) costs patience too. Every Opportunity card in your hand exhausts, your weight fills up to its capacity, and you draw new cards: as many as their emotional state allows. Its preview shows which cards would be lost.</source>
        <translation>ZUHÖREN (L) kostet ebenfalls Geduld. Jede Karte mit „Gelegenheit“ in deiner Hand verfällt, dein Gewicht füllt sich bis zur Kapazität, und du ziehst neue Karten: so viele, wie der Gefühlszustand erlaubt. Die Vorschau zeigt, welche Karten verloren gingen.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="80"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="81"/>
        <source>Permanents stay on the table when you speak them, and their effects last while they are there. Their abilities are buttons here, each with its cost; a tapped card is ready again after your next LISTEN.</source>
        <translation>Bleibende Karten bleiben auf dem Tisch liegen, wenn du sie sprichst, und ihre Wirkungen halten an, solange sie dort sind. Ihre Fähigkeiten sind hier Schaltflächen, jede mit ihren Kosten; eine erschöpfte Karte ist nach deinem nächsten ZUHÖREN wieder bereit.</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="87"/>
        <source>The log and the timeline</source>
        <translation>Protokoll und Verlauf</translation>
    </message>
    <message>
        <location filename="../app/client/tutorial_controller.cpp" line="88"/>
        <source>The log tells the conversation: what you said, how it went, and what your partner answered. Click a line to see its rule steps. The timeline takes you back to any earlier moment (Ctrl+Z). Press E to see how every number is made, and F1 to see this guide again.</source>
        <translation>Das Protokoll erzählt das Gespräch: was du gesagt hast, wie es ankam und was dein Gegenüber geantwortet hat. Klicke eine Zeile an, um ihre Regelschritte zu sehen. Der Verlauf bringt dich zu jedem früheren Moment zurück (Strg+Z). Drücke E, um zu sehen, wie jede Zahl zustande kommt, und F1, um diese Anleitung wieder zu sehen.</translation>
    </message>
</context>
<context>
    <name>parley::client::UnfinishedModel</name>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="112"/>
        <source>Your conversation with %1 had just begun.</source>
        <translation>Dein Gespräch mit %1 hatte gerade begonnen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="113"/>
        <source>Your conversation with %1 was not finished (%n action(s) taken).</source>
        <translation>
            <numerusform>Dein Gespräch mit %1 war nicht beendet (%n Aktion).</numerusform>
            <numerusform>Dein Gespräch mit %1 war nicht beendet (%n Aktionen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="117"/>
        <source>A conversation of yours had just begun.</source>
        <translation>Eines deiner Gespräche hatte gerade begonnen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="118"/>
        <source>A conversation of yours was not finished (%n action(s) taken).</source>
        <translation>
            <numerusform>Eines deiner Gespräche war nicht beendet (%n Aktion).</numerusform>
            <numerusform>Eines deiner Gespräche war nicht beendet (%n Aktionen).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="129"/>
        <source>Its cards have changed since it was saved: resuming plays its actions again as far as they still mean the same.</source>
        <translation>Seine Karten haben sich seit dem Speichern geändert: Beim Fortsetzen werden seine Aktionen erneut gespielt, soweit sie noch dasselbe bedeuten.</translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="134"/>
        <source>It was played on the built-in cards alone: choose “Built-in only” to resume it.</source>
        <translation>Es wurde nur mit den eingebauten Karten gespielt: Wähle „Nur eingebaute“, um es fortzusetzen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="136"/>
        <source>It was played on %1: open that pack to resume it.</source>
        <translation>
            <numerusform>Es wurde mit %1 gespielt: Öffne dieses Paket, um es fortzusetzen.</numerusform>
            <numerusform>Es wurde mit %1 gespielt: Öffne diese Pakete, um es fortzusetzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/client/unfinished_model.cpp" line="139"/>
        <source>It was played on %1, which does not load now: fix the problems listed to resume it.</source>
        <translation>
            <numerusform>Es wurde mit %1 gespielt, das sich jetzt nicht laden lässt: Behebe die aufgeführten Probleme, um es fortzusetzen.</numerusform>
            <numerusform>Es wurde mit %1 gespielt, die sich jetzt nicht laden lassen: Behebe die aufgeführten Probleme, um es fortzusetzen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/client/unfinished_model.cpp" line="144"/>
        <source>Its partner or deck is no longer in the cards it was played on, so it cannot be resumed; it is kept until you discard it.</source>
        <translation>Sein Gesprächspartner oder Deck ist nicht mehr in den Karten, mit denen es gespielt wurde; es lässt sich daher nicht fortsetzen und bleibt aufbewahrt, bis du es verwirfst.</translation>
    </message>
</context>
</TS>
