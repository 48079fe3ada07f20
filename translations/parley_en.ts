<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../qml/ActionBar.qml" line="48"/>
        <source>Selected: %1. S speaks it, A speaks it as %2.</source>
        <translation>Selected: %1. S speaks it, A speaks it as %2.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="49"/>
        <source>Selected: %1. Press S to speak it.</source>
        <translation>Selected: %1. Press S to speak it.</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="50"/>
        <source>Select a card (1–9), then SPEAK (S), or LISTEN (L).</source>
        <translation>Select a card (1–9), then SPEAK (S), or LISTEN (L).</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="56"/>
        <source>Explain (E)</source>
        <translation>Explain (E)</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="60"/>
        <source>Show how every number is made</source>
        <translation>Show how every number is made</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="97"/>
        <source>SPEAK</source>
        <translation>SPEAK</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="105"/>
        <source>Speak the selected card</source>
        <translation>Speak the selected card</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="111"/>
        <source>LISTEN</source>
        <translation>LISTEN</translation>
    </message>
    <message>
        <location filename="../qml/ActionBar.qml" line="119"/>
        <source>Listen: draw cards and refresh weight</source>
        <translation>Listen: draw cards and refresh weight</translation>
    </message>
</context>
<context>
    <name>ActionPreview</name>
    <message>
        <location filename="../qml/ActionPreview.qml" line="23"/>
        <source>LISTEN preview</source>
        <translation>LISTEN preview</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="23"/>
        <source>SPEAK preview</source>
        <translation>SPEAK preview</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="32"/>
        <source>LISTEN will:</source>
        <translation>LISTEN will:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="32"/>
        <source>SPEAK will:</source>
        <translation>SPEAK will:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="42"/>
        <source>Play %1 (costs %2 weight)</source>
        <translation>Play %1 (costs %2 weight)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="41"/>
        <source>Select a card first (keys 1–9).</source>
        <translation>Select a card first (keys 1–9).</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="44"/>
        <source>Play %1 as %2 through %3 (costs %4 weight)</source>
        <translation>Play %1 as %2 through %3 (costs %4 weight)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="45"/>
        <source>Play %1, made from nothing through %2 (costs %3 weight)</source>
        <translation>Play %1, made from nothing through %2 (costs %3 weight)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="46"/>
        <source>Weight cost: %1</source>
        <translation>Weight cost: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="61"/>
        <source>Draw %1 card(s) (%2 left in the deck)</source>
        <translation>Draw %1 card(s) (%2 left in the deck)</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="62"/>
        <source>Cards drawn: %1</source>
        <translation>Cards drawn: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="69"/>
        <source>Refresh weight to %1</source>
        <translation>Refresh weight to %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="70"/>
        <source>Capacity: %1</source>
        <translation>Capacity: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="75"/>
        <source>Costs %1 patience</source>
        <translation>Costs %1 patience</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="76"/>
        <source>Patience cost: %1</source>
        <translation>Patience cost: %1</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="94"/>
        <source>GOAL CARDS WILL EXHAUST: THE CONVERSATION WILL END!</source>
        <translation>GOAL CARDS WILL EXHAUST: THE CONVERSATION WILL END!</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="95"/>
        <source>GOAL CARDS WILL EXHAUST!</source>
        <translation>GOAL CARDS WILL EXHAUST!</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="104"/>
        <source>conversation fails</source>
        <translation>conversation fails</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="113"/>
        <source>Cards that will exhaust:</source>
        <translation>Cards that will exhaust:</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="124"/>
        <source>No effect</source>
        <translation>No effect</translation>
    </message>
    <message>
        <location filename="../qml/ActionPreview.qml" line="131"/>
        <source>No card will exhaust.</source>
        <translation>No card will exhaust.</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../qml/CardView.qml" line="48"/>
        <source>Card %1: %2</source>
        <translation>Card %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="49"/>
        <source>Weight %1, %2, success chance %3%</source>
        <translation>Weight %1, %2, success chance %3%</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="50"/>
        <source>Goal card: must play now</source>
        <translation>Goal card: must play now</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="101"/>
        <source>Weight: %1</source>
        <translation>Weight: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="145"/>
        <source>Permanent</source>
        <translation>Permanent</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="163"/>
        <source>MUST PLAY NOW</source>
        <translation>MUST PLAY NOW</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="163"/>
        <source>exhausts on any other action</source>
        <translation>exhausts on any other action</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="182"/>
        <source>%1% success</source>
        <translation>%1% success</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="183"/>
        <source>Success chance: %1</source>
        <translation>Success chance: %1</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="195"/>
        <source>Success</source>
        <translation>Success</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="202"/>
        <source>Failure</source>
        <translation>Failure</translation>
    </message>
    <message>
        <location filename="../qml/CardView.qml" line="210"/>
        <source>If not played</source>
        <translation>If not played</translation>
    </message>
</context>
<context>
    <name>ComfortBattery</name>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="15"/>
        <source>at +%1: becomes %2</source>
        <translation>at +%1: becomes %2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="16"/>
        <source>at +%1: stays %2</source>
        <translation>at +%1: stays %2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="17"/>
        <source>at %1: the conversation ends</source>
        <translation>at %1: the conversation ends</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="18"/>
        <source>at %1: falls to %2</source>
        <translation>at %1: falls to %2</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="21"/>
        <location filename="../qml/ComfortBattery.qml" line="25"/>
        <source>Comfort %1</source>
        <translation>Comfort %1</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="65"/>
        <source>ends</source>
        <translation>ends</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="72"/>
        <source>top</source>
        <translation>top</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="81"/>
        <source>One more step up: %1</source>
        <translation>One more step up: %1</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="82"/>
        <source>One more step down ends it!</source>
        <translation>One more step down ends it!</translation>
    </message>
    <message>
        <location filename="../qml/ComfortBattery.qml" line="82"/>
        <source>One more step down: %1</source>
        <translation>One more step down: %1</translation>
    </message>
</context>
<context>
    <name>ConversationScreen</name>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="124"/>
        <source>Personality:</source>
        <translation>Personality:</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="129"/>
        <source>Scenario: %1</source>
        <translation>Scenario: %1</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="150"/>
        <source>You played %1.</source>
        <translation>You played %1.</translation>
    </message>
    <message>
        <location filename="../qml/ConversationScreen.qml" line="166"/>
        <source>Your traits:</source>
        <translation>Your traits:</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="87"/>
        <source>Choose %1.</source>
        <translation>Choose %1.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="86"/>
        <source>Choose one.</source>
        <translation>Choose one.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="87"/>
        <source>Choose one, or none.</source>
        <translation>Choose one, or none.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="88"/>
        <source>Choose %1 to %2.</source>
        <translation>Choose %1 to %2.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="89"/>
        <source>Keys 1–9 pick, 0 picks none, Enter answers.</source>
        <translation>Keys 1–9 pick, 0 picks none, Enter answers.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="90"/>
        <source>Keys 1–9 pick, Enter answers.</source>
        <translation>Keys 1–9 pick, Enter answers.</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="130"/>
        <source>None (0)</source>
        <translation>None (0)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="131"/>
        <source>Answer with no card</source>
        <translation>Answer with no card</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="138"/>
        <source>Cancel (Esc)</source>
        <translation>Cancel (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="139"/>
        <source>Cancel the action</source>
        <translation>Cancel the action</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="146"/>
        <source>Confirm (Enter)</source>
        <translation>Confirm (Enter)</translation>
    </message>
    <message>
        <location filename="../qml/DecisionDialog.qml" line="147"/>
        <source>Confirm the choice</source>
        <translation>Confirm the choice</translation>
    </message>
</context>
<context>
    <name>EffectLine</name>
    <message>
        <location filename="../qml/EffectLine.qml" line="25"/>
        <location filename="../qml/EffectLine.qml" line="26"/>
        <source>No effect</source>
        <translation>No effect</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/EndScreen.qml" line="22"/>
        <source>A card ended the conversation.</source>
        <translation>A card ended the conversation.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="23"/>
        <source>They were pushed too far while desperate.</source>
        <translation>They were pushed too far while desperate.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="24"/>
        <source>Their patience ran out.</source>
        <translation>Their patience ran out.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="25"/>
        <source>A failure under the Final atmosphere ended it.</source>
        <translation>A failure under the Final atmosphere ended it.</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="38"/>
        <source>Outcome: %1</source>
        <translation>Outcome: %1</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="46"/>
        <source>With %1. %2</source>
        <translation>With %1. %2</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="60"/>
        <source>Obligations and terms</source>
        <translation>Obligations and terms</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="86"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="88"/>
        <source>Cards spoken</source>
        <translation>Cards spoken</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="90"/>
        <source>Succeeded</source>
        <translation>Succeeded</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="92"/>
        <source>Failed</source>
        <translation>Failed</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="94"/>
        <source>Listened</source>
        <translation>Listened</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="96"/>
        <source>Cards drawn</source>
        <translation>Cards drawn</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="98"/>
        <source>Cards exhausted</source>
        <translation>Cards exhausted</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="100"/>
        <source>Final state</source>
        <translation>Final state</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="109"/>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="111"/>
        <source>Play again with the same partner</source>
        <translation>Play again with the same partner</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="116"/>
        <source>Choose another conversation</source>
        <translation>Choose another conversation</translation>
    </message>
    <message>
        <location filename="../qml/EndScreen.qml" line="117"/>
        <source>Back to the start screen</source>
        <translation>Back to the start screen</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="18"/>
        <location filename="../qml/ExplanationPanel.qml" line="42"/>
        <source>How the numbers are made</source>
        <translation>How the numbers are made</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="21"/>
        <source>%1: success chance</source>
        <translation>%1: success chance</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="22"/>
        <source>%1: weight cost</source>
        <translation>%1: weight cost</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="24"/>
        <source>Weight capacity</source>
        <translation>Weight capacity</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="25"/>
        <source>Cards per LISTEN</source>
        <translation>Cards per LISTEN</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="26"/>
        <source>Patience per SPEAK</source>
        <translation>Patience per SPEAK</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="27"/>
        <source>Patience per LISTEN</source>
        <translation>Patience per LISTEN</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="28"/>
        <source>Hand limit</source>
        <translation>Hand limit</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="29"/>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="47"/>
        <source>Close (E)</source>
        <translation>Close (E)</translation>
    </message>
    <message>
        <location filename="../qml/ExplanationPanel.qml" line="48"/>
        <source>Close the explanations</source>
        <translation>Close the explanations</translation>
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
        <translation>Your hand is empty: LISTEN to draw.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../qml/LogPanel.qml" line="19"/>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <location filename="../qml/LogPanel.qml" line="31"/>
        <source>Event log</source>
        <translation>Event log</translation>
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
        <translation>Fleeting: exhausts after a SPEAK if it was not the card played</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="12"/>
        <source>Opportunity: exhausts after a LISTEN</source>
        <translation>Opportunity: exhausts after a LISTEN</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="13"/>
        <source>Persistent: stays in hand until played</source>
        <translation>Persistent: stays in hand until played</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="14"/>
        <source>Burden: a weight on the conversation that takes up a place in the deck</source>
        <translation>Burden: a weight on the conversation that takes up a place in the deck</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="15"/>
        <source>Skeleton: a placeholder that cannot be spoken</source>
        <translation>Skeleton: a placeholder that cannot be spoken</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="16"/>
        <source>Observable: comes from something you noticed</source>
        <translation>Observable: comes from something you noticed</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="21"/>
        <source>Fleeting</source>
        <translation>Fleeting</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="22"/>
        <source>Opportunity</source>
        <translation>Opportunity</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="23"/>
        <source>Persistent</source>
        <translation>Persistent</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="24"/>
        <source>Burden</source>
        <translation>Burden</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="25"/>
        <source>Skeleton</source>
        <translation>Skeleton</translation>
    </message>
    <message>
        <location filename="../qml/PropertyBadge.qml" line="26"/>
        <source>Observable</source>
        <translation>Observable</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../qml/StartScreen.qml" line="47"/>
        <source>A conversation card game</source>
        <translation>A conversation card game</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="51"/>
        <source>Who do you want to talk to?</source>
        <translation>Who do you want to talk to?</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="63"/>
        <source>Conversation partners</source>
        <translation>Conversation partners</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="83"/>
        <source>starts %1</source>
        <translation>starts %1</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="102"/>
        <location filename="../qml/StartScreen.qml" line="113"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="109"/>
        <source>The NPC&apos;s own deck</source>
        <translation>The NPC&apos;s own deck</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="121"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="125"/>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="128"/>
        <source>Random seed</source>
        <translation>Random seed</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="130"/>
        <location filename="../qml/StartScreen.qml" line="138"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="141"/>
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="147"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="151"/>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="163"/>
        <source>Start conversation</source>
        <translation>Start conversation</translation>
    </message>
    <message>
        <location filename="../qml/StartScreen.qml" line="168"/>
        <source>Start the conversation</source>
        <translation>Start the conversation</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <location filename="../qml/StatusBar.qml" line="58"/>
        <source>Draws %1 • capacity %2</source>
        <translation>Draws %1 • capacity %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="59"/>
        <source>Cards per LISTEN: %1
Capacity: %2</source>
        <translation>Cards per LISTEN: %1
Capacity: %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="69"/>
        <source>Weight</source>
        <translation>Weight</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="73"/>
        <source>Capacity: %1</source>
        <translation>Capacity: %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="76"/>
        <source>Weight %1 of %2</source>
        <translation>Weight %1 of %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="80"/>
        <source>Patience</source>
        <translation>Patience</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="84"/>
        <source>SPEAK costs %1; LISTEN costs %2</source>
        <translation>SPEAK costs %1; LISTEN costs %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="88"/>
        <source>Patience %1</source>
        <translation>Patience %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="95"/>
        <source>Atmosphere</source>
        <translation>Atmosphere</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="98"/>
        <source>next action free</source>
        <translation>next action free</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="113"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="130"/>
        <source>Turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="131"/>
        <source>Deck %1 • Discard %2 • Exhausted %3</source>
        <translation>Deck %1 • Discard %2 • Exhausted %3</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="134"/>
        <source>Hand limit %1 • Reach %2</source>
        <translation>Hand limit %1 • Reach %2</translation>
    </message>
    <message>
        <location filename="../qml/StatusBar.qml" line="135"/>
        <source>Hand limit: %1
Reach: %2</source>
        <translation>Hand limit: %1
Reach: %2</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <location filename="../qml/TablePanel.qml" line="20"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="27"/>
        <source>Nothing on the table yet. Permanents stay here when spoken.</source>
        <translation>Nothing on the table yet. Permanents stay here when spoken.</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="63"/>
        <source>tapped</source>
        <translation>tapped</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="64"/>
        <source>theirs</source>
        <translation>theirs</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="65"/>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <location filename="../qml/TablePanel.qml" line="89"/>
        <source>Activate %1</source>
        <translation>Activate %1</translation>
    </message>
</context>
<context>
    <name>parley::client::DecisionController</name>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="41"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="42"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="44"/>
        <source>Let it resolve</source>
        <translation>Let it resolve</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="60"/>
        <source>%1 (your trait): %2</source>
        <translation>%1 (your trait): %2</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="69"/>
        <source>%1 is about to resolve: %2. Respond?</source>
        <translation>%1 is about to resolve: %2. Respond?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="71"/>
        <source>%1 is about to resolve. Respond?</source>
        <translation>%1 is about to resolve. Respond?</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="72"/>
        <source>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</source>
        <translation>Let it resolve, or cancel it with one of your skills (it costs what the skill says).</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="74"/>
        <source>This SPEAK may play another card (%1 in all): choose one, or None.</source>
        <translation>This SPEAK may play another card (%1 in all): choose one, or None.</translation>
    </message>
    <message>
        <location filename="../app/client/decision_controller.cpp" line="76"/>
        <source>Another card costs its weight but no patience.</source>
        <translation>Another card costs its weight but no patience.</translation>
    </message>
</context>
<context>
    <name>parley::client::GameController</name>
    <message>
        <location filename="../app/client/game_controller.cpp" line="23"/>
        <source>The built-in content could not be loaded.</source>
        <translation>The built-in content could not be loaded.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="48"/>
        <source>Unknown NPC &apos;%1&apos;.</source>
        <translation>Unknown NPC &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="55"/>
        <source>Unknown deck &apos;%1&apos;.</source>
        <translation>Unknown deck &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="80"/>
        <source>The scenario could not be loaded:
%1</source>
        <translation>The scenario could not be loaded:
%1</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="89"/>
        <source>Set up from the scenario “%1”.</source>
        <translation>Set up from the scenario “%1”.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="122"/>
        <location filename="../app/client/game_controller.cpp" line="151"/>
        <source>Choose a card to speak first.</source>
        <translation>Choose a card to speak first.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="135"/>
        <source>There is no such ability on the table.</source>
        <translation>There is no such ability on the table.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="143"/>
        <source>There is no such skill.</source>
        <translation>There is no such skill.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="152"/>
        <source>No skill can play this card now.</source>
        <translation>No skill can play this card now.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="185"/>
        <source>No conversation is running.</source>
        <translation>No conversation is running.</translation>
    </message>
    <message>
        <location filename="../app/client/game_controller.cpp" line="246"/>
        <source>Speak as %1 (%2)</source>
        <translation>Speak as %1 (%2)</translation>
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
        <translation>Reaction</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="48"/>
        <source>Plays a card as another</source>
        <translation>Plays a card as another</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="49"/>
        <source>Changes cards in hand</source>
        <translation>Changes cards in hand</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="50"/>
        <source>Extra plays</source>
        <translation>Extra plays</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="51"/>
        <source>Forbids</source>
        <translation>Forbids</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="52"/>
        <source>Nullifies effects</source>
        <translation>Nullifies effects</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="53"/>
        <source>Hand limit</source>
        <translation>Hand limit</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="54"/>
        <source>Distance</source>
        <translation>Distance</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="55"/>
        <source>Reach</source>
        <translation>Reach</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="63"/>
        <source>Used %1 of %2 this turn, %3 of %4 this conversation</source>
        <translation>Used %1 of %2 this turn, %3 of %4 this conversation</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="65"/>
        <source>Used %1 of %2 this turn</source>
        <translation>Used %1 of %2 this turn</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="67"/>
        <source>Used %1 of %2 this conversation</source>
        <translation>Used %1 of %2 this conversation</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="68"/>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <location filename="../app/client/skills_model.cpp" line="83"/>
        <source>You</source>
        <translation>You</translation>
    </message>
</context>
</TS>
