#pragma once
// How the game's window draws, set before the QApplication is made: by the game (main.cpp) and by
// the tools that measure its frames, so that they measure what a player sees.

namespace parley::client {

// Qt Quick's software renderer, unless QT_QUICK_BACKEND chooses another; and a window update
// drawn at the next turn of the event loop instead of 5 ms later, unless QT_QPA_UPDATE_IDLE_TIME
// says otherwise.
void prepareRendering();

} // namespace parley::client
