#pragma once
// The limits every input of Parley is held to. Content and scenarios come from designers and
// testers whose files are still being written, and from anyone who sends them a pack; none of
// it may crash, hang or exhaust the program, so each size that grows with the input is bounded
// here and the content reference (resources/README.md, "Limits") lists them.
#include <cstddef>

namespace parley::limits {

// One content or scenario file. The built-in pack is under 100 KB in all.
inline constexpr std::size_t kMaxFileBytes = 8u << 20;
// All the content files one load reads (every pack given, a folder's files together). Reading
// keeps 6 to 85 bytes of memory per byte of a file (the most for long lists of small numbers,
// such as an outcome's `data`: a file of 7.8 MiB of them took 651 MB), so the bytes in all, not
// only per file, decide whether a load fits in 1 GB: 8 MiB, as much as one file may hold.
inline constexpr std::size_t kMaxPackBytes = 8u << 20;
// Nesting of JSON objects and lists. Parley's own formats need fewer than 12 levels.
inline constexpr int kMaxJsonDepth = 64;
// Fields of any one JSON object (Parley's objects have a few dozen at most).
inline constexpr std::size_t kMaxObjectMembers = 1000;
// Items in any one JSON list (cards of a section, a deck's entries, a card's effects...).
inline constexpr std::size_t kMaxListItems = 20000;
// A folder given as a pack: .json files read, entries looked at, and folder levels walked.
inline constexpr std::size_t kMaxPackFiles = 2000;
inline constexpr std::size_t kMaxFolderEntries = 50000;
inline constexpr int kMaxFolderDepth = 16;
// Cards in all (card indexes are 16 bits, with room for the token cards the loader makes).
inline constexpr std::size_t kMaxCards = 60000;
// Distinct token types and EndConversation outcomes a pack may name.
inline constexpr std::size_t kMaxTokenTypes = 1000;
inline constexpr std::size_t kMaxOutcomes = 1000;
// One player-facing text (a name, a description, a line, each translation of one), in
// characters: the window lays out every text it shows, and a text of 100,000 characters takes
// it seconds. The built-in pack's longest is 226.
inline constexpr std::size_t kMaxTextChars = 2000;
// Token cards one effect makes (createToken's amount, constant or a formula's value): a flood of
// tokens costs every later action, and greedy tries each candidate. An amount past it in a file
// is an error; a formula's value past it makes this many.
inline constexpr int kMaxTokensPerEffect = 100;
// Effects in force at once (auras, atmospheres, timed effects, skills' modifiers). Past it an
// effect is refused and the log says so (an EffectsRemoved event, "noRoom"): a State, copied for
// every AI rollout, never grows past 4096 x 24 bytes of them.
inline constexpr std::size_t kMaxActiveEffects = 4096;
// Where a derived number (a chance, a capacity, a cost...) stops, however its modifiers combine:
// four multipliers of x1000 make 10^12, which would wrap an int (and could wrap a cost to 0).
// Each number then keeps its own floor and cap (a chance stays in the ruleset's clamp).
inline constexpr int kMaxDerivedNumber = 1000000;
// Formulas have their own: Formula::kMaxLength characters and Formula::kMaxDepth levels.
// Answers worked out per card when content loads (a condition's, a skill's match; one byte each,
// and each formula evaluated for every card counts too): beyond this many in all, the rest are
// worked out when asked, so that a pack of many cards and many conditions loads in bounded time
// and memory.
inline constexpr std::size_t kMaxCachedCardAnswers = 4u << 20;

} // namespace parley::limits
