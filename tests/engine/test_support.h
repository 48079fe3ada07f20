#pragma once
// Shared helpers for the engine test suites.
#include "content/loader.h"
#include "state/state.h"

#include <QString>
#include <memory>
#include <string>

namespace parley::test {

// The built-in content; fails the test (QVERIFY) if it does not load.
std::shared_ptr<const Content> builtin();

// Loads content from inline JSON documents, the built-in ruleset filling in when none is given.
std::shared_ptr<const Content> contentFrom(std::initializer_list<std::string> docs, Diagnostics* diags = nullptr);

// A minimal card list document for tests, with the given card objects.
std::string cardsDoc(std::initializer_list<std::string> cards);

// A document with one NPC ("n", deck a, a, b), the cards "a" (weight 1) and "b" (weight 2, a
// discard cost), `extraCards` (",{...}" objects) and the given skills: the skill tests' pack.
std::string skillsDoc(const std::string& skills, const std::string& extraCards = "");

// The uid of the first card with `id` in zone `z`, or 0.
Uid uidOf(const State& s, Zone z, std::string_view id);

std::string sourcePath(const std::string& rel);

// Sets the atmosphere as the rules do: its modifiers go into the active-effects registry.
void useAtmosphere(State& s, int atm);

// Drops every skill of both sides (the NPC's personality, the player's traits): for tests of the
// base rules, which personalities would otherwise colour.
void withoutSkills(State& s);

} // namespace parley::test
