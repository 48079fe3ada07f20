#pragma once
// Words the window shows for a while (an error, a notice, a reload's report), kept as how to word
// them rather than as the words, so that a change of language words them again: tr() gives the
// words of the translator installed when the wording runs, and a wording that names cards or
// actions reads the player's locale then. Copies of whatever it names go with it (the state a
// refusal was read off, say), so it can be worded again after the game has moved on.
#include <QString>

#include <functional>

namespace parley::client {

using Wording = std::function<QString()>;

inline QString worded(const Wording& w) { return w ? w() : QString(); }

} // namespace parley::client
