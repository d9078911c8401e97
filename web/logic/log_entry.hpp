// One line of the move log, as a game says it in words (web/games/GAME/GAME_move_log).
#pragma once

#include <string>
#include <vector>

namespace web {

struct LogEntry {
  std::string text;      // "laid out a farm (black) on c4 d4 e4; took 1 neutral worker from a tent"
  // The same action as a proposal, for the hint and the review ("lay out a farm (black) on c4 d4
  // e4"); empty when the game has no such words (the log's are used).
  std::string proposal;
  std::string notation;  // "lay FA-B c4 r0"
  std::vector<std::string> consequences;  // completions and payouts, castle values, end of game
};

}  // namespace web
