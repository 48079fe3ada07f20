#pragma once
// Plain-English descriptions of effects and cards, for the CLI log and previews.
#include "content/content.h"

#include <string>

namespace parley {

std::string describeEffect(const Content& c, const EffectDef& e);
// "No effect" when the list is empty; effects joined with "; " otherwise.
std::string describeEffects(const Content& c, const std::vector<EffectDef>& effects);
std::string describeProperties(PropertySet props);

} // namespace parley
