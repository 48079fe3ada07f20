#pragma once
// A partner's portrait drawn as SVG (issue 11), for NPCs whose content gives no portrait file.
// The face is the NPC's own, derived from its id (skin, hair and its style, eyes, clothes), so
// the same partner always looks the same; its expression and the light around it follow the
// emotional state: brows, eyes, mouth, colour in the cheeks, a tilt of the head, and a cold or a
// warm background.
#include <QString>

namespace parley::client {

// `level` is the state's place on the ladder (0 the worst) of `levels` states; a ladder of
// another length than the built-in five is spread over the same range of expressions.
QString portraitSvg(const QString& npcId, int level, int levels);

// The SVG text of a pack's portrait file; empty when it is not a regular file, cannot be read, is
// not SVG, refers to other files (an <image> of a file), or is too big to be a picture
// (PartnerController and the gallery show the drawn one then).
QString portraitFile(const QString& path);

} // namespace parley::client
