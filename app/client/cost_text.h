#pragma once
// Describing costs. Kept apart from Qt code: the engine's cost header reaches rules/context.h,
// whose emit() clashes with Qt's `emit` keyword.
#include "content/content.h"

#include <string>

namespace parley::client {

// The engine's descriptions of `costs`, joined with ", ".
std::string costsText(const Content& content, const CostList& costs);

} // namespace parley::client
