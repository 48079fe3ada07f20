#pragma once
// Reads a well-formed JSON file in one pass, doing for it what checkStructure and nlohmann's
// parser do: the nesting and field limits are checked as it goes, and the values reach the
// builder as nlohmann's parser would give them (the same numbers, the same decoded strings).
// nlohmann's lexer handles every character on its own and keeps a copy of each token for its
// error messages; it took 40% of the time a 10,000-card pack took to load.
//
// It says nothing about a file that is not well-formed: it gives up, and the caller reads the
// file the careful way (checkStructure, nlohmann's parser, findSyntaxError), so every message
// about a bad file stays as it was. It also gives up on what it leaves to nlohmann (escaped
// surrogates, numbers a double cannot hold), which only costs the second reading.
#include "content/json_dom_builder.h"

#include <string_view>

namespace parley {

// False when `text` is not read to its end; `builder` then holds part of it, to be thrown away.
// The text must be UTF-8 (checkEncoding), which is not checked again.
bool readJsonFast(std::string_view text, DomBuilder& builder);

} // namespace parley
