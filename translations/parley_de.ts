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
        <location filename="../qml/ActionBar.qml" line="97"/>
        <source>SPEAK</source>
        <translation>SPRECHEN</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="105"/>
        <source>Speak the selected card</source>
        <translation>Die gewählte Karte aussprechen</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="111"/>
        <source>LISTEN</source>
        <translation>ZUHÖREN</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="119"/>
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
        <location filename="../qml/ActionPreview.qml" line="94"/>
        <source>GOAL CARDS WILL EXHAUST: THE CONVERSATION WILL END!</source>
        <translation>ZIELKARTEN VERFALLEN: DAS GESPRÄCH ENDET!</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="95"/>
        <source>GOAL CARDS WILL EXHAUST!</source>
        <translation>ZIELKARTEN VERFALLEN!</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="104"/>
        <source>conversation fails</source>
        <translation>Gespräch scheitert</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="113"/>
        <source>Cards that will exhaust:</source>
        <translation>Karten, die verfallen:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="124"/>
        <source>No effect</source>
        <translation>Keine Wirkung</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="131"/>
        <source>No card will exhaust.</source>
        <translation>Keine Karte verfällt.</translation>
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
        <location filename="../qml/ConversationScreen.qml" line="124"/>
        <source>Personality:</source>
        <translation>Persönlichkeit:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="129"/>
        <source>Scenario: %1</source>
        <translation>Szenario: %1</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="150"/>
        <source>You played %1.</source>
        <translation>Du hast %1 gespielt.</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="166"/>
        <source>Your traits:</source>
        <translation>Deine Eigenschaften:</translation>
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
        <location filename="../qml/EndScreen.qml" line="38"/>
        <source>Outcome: %1</source>
        <translation>Ergebnis: %1</translation>
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
        <location filename="../qml/LogPanel.qml" line="19"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="31"/>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="25"/>
        <source>Parley</source>
        <translation>Parley</translation>
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
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="47"/>
        <source>A conversation card game</source>
        <translation>Ein Gesprächs-Kartenspiel</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="51"/>
        <source>Who do you want to talk to?</source>
        <translation>Mit wem möchtest du sprechen?</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="63"/>
        <source>Conversation partners</source>
        <translation>Gesprächspartner</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="83"/>
        <source>starts %1</source>
        <translation>beginnt %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="102"/>
        <location filename="../qml/StartScreen.qml" line="113"/>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="109"/>
        <source>The NPC&apos;s own deck</source>
        <translation>Der eigene Stapel der Figur</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="121"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="125"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="128"/>
        <source>Random seed</source>
        <translation>Zufallsstartwert</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="130"/>
        <location filename="../qml/StartScreen.qml" line="138"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="141"/>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="151"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="163"/>
        <source>Start conversation</source>
        <translation>Gespräch beginnen</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="168"/>
        <source>Start the conversation</source>
        <translation>Das Gespräch beginnen</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <location filename="../qml/StatusBar.qml" line="58"/>
        <source>Draws %1 • capacity %2</source>
        <translation>Zieht %1 • Kapazität %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="59"/>
        <source>Cards per LISTEN: %1
Capacity: %2</source>
        <translation>Karten pro ZUHÖREN: %1
Kapazität: %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="69"/>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="73"/>
        <source>Capacity: %1</source>
        <translation>Kapazität: %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="76"/>
        <source>Weight %1 of %2</source>
        <translation>Gewicht %1 von %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="80"/>
        <source>Patience</source>
        <translation>Geduld</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="84"/>
        <source>SPEAK costs %1; LISTEN costs %2</source>
        <translation>SPRECHEN kostet %1; ZUHÖREN kostet %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="88"/>
        <source>Patience %1</source>
        <translation>Geduld %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="95"/>
        <source>Atmosphere</source>
        <translation>Stimmung</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="98"/>
        <source>next action free</source>
        <translation>nächste Aktion gratis</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="113"/>
        <source>Tokens</source>
        <translation>Marken</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="130"/>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="131"/>
        <source>Deck %1 • Discard %2 • Exhausted %3</source>
        <translation>Stapel %1 • Ablage %2 • Verfallen %3</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="134"/>
        <source>Hand limit %1 • Reach %2</source>
        <translation>Handlimit %1 • Reichweite %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="135"/>
        <source>Hand limit: %1
Reach: %2</source>
        <translation>Handlimit: %1
Reichweite: %2</translation>
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
    <name>parley::client::DecisionController</name>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="41"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="42"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="44"/>
        <source>Let it resolve</source>
        <translation>Wirken lassen</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="60"/>
        <source>%1 (your trait): %2</source>
        <translation>%1 (deine Eigenschaft): %2</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="69"/>
        <source>%1 is about to resolve: %2. Respond?</source>
        <translation>%1 wirkt gleich: %2. Reagieren?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>%1 is about to resolve. Respond?</source>
        <translation>%1 wirkt gleich. Reagieren?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="72"/>
        <source>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</source>
        <translation>Lass es wirken oder hebe es mit einer deiner Fähigkeiten auf (sie kostet, was die Fähigkeit sagt).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="74"/>
        <source>This SPEAK may play another card (%1 in all): choose one, or None.</source>
        <translation>Dieses SPRECHEN darf noch eine Karte spielen (%1 insgesamt): wähle eine oder Keine.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="76"/>
        <source>Another card costs its weight but no patience.</source>
        <translation>Eine weitere Karte kostet ihr Gewicht, aber keine Geduld.</translation>
    </message>
</context>
<context>
    <name>parley::client::GameController</name>
    <message>
        <location filename="../app/client/game_controller.cpp" line="23"/>
        <source>The built-in content could not be loaded.</source>
        <translation>Die eingebauten Inhalte konnten nicht geladen werden.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="48"/>
        <source>Unknown NPC &apos;%1&apos;.</source>
        <translation>Unbekannte Figur „%1“.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="55"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>Unbekannter Stapel „%1“.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="80"/>
        <source>The scenario could not be loaded:
%1</source>
        <translation>Das Szenario konnte nicht geladen werden:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="89"/>
        <source>Set up from the scenario “%1”.</source>
        <translation>Aus dem Szenario „%1“ aufgebaut.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="122"/>
        <location filename="../app/client/game_controller.cpp" line="151"/>
        <source>Choose a card to speak first.</source>
        <translation>Wähle zuerst eine Karte zum Sprechen.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="135"/>
        <source>There is no such ability on the table.</source>
        <translation>Diese Fähigkeit gibt es auf dem Tisch nicht.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="143"/>
        <source>There is no such skill.</source>
        <translation>Diese Fähigkeit gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="152"/>
        <source>No skill can play this card now.</source>
        <translation>Keine Fähigkeit kann diese Karte jetzt spielen.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="185"/>
        <source>No conversation is running.</source>
        <translation>Es läuft kein Gespräch.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="246"/>
        <source>Speak as %1 (%2)</source>
        <translation>Als %1 sprechen (%2)</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="249"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
</TS>
