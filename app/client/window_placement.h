#pragma once
// Where a window saved at some geometry may reappear, given the screens there are now. The saved
// geometry comes from a file anyone can edit, so nonsense in it must cost nothing.
#include <QList>
#include <QRect>
#include <QSize>

namespace parley::client {

// No screen is this wide or tall (X11's limit), nor a window placed this far out.
inline constexpr int maxWindowCoordinate = 32767;
// Smaller than this, a window cannot show the game at all.
inline constexpr QSize minWindowSize{320, 240};

// `saved` moved and shrunk (or grown to `minimum`, at least minWindowSize) to fit the available
// geometry of the screen it overlaps most; an invalid QRect (keep the default) when it is empty,
// negative, huge or on no screen.
QRect placeWindow(const QRect& saved, const QList<QRect>& available, QSize minimum = {});

} // namespace parley::client
