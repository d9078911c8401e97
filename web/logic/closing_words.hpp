// What a screen reader hears when something the player opened closes (issue 76: "closing the
// form, settings or a window is silent"): what closed, then where the keys act now. The shell
// (App::say_closed_windows) notes what closed since the last frame and where the keys are; the
// words are made here.
#pragma once

#include <string>

#include "i18n.hpp"

namespace web {

// Where a closed replay gave the table back to.
enum class ReplayClosedTo { kNone, kGame, kResult, kForm };

// What closed since the last frame, each closed by the player (a window a new screen replaced
// is not in it).
struct Closed {
  bool rules = false;     // the rules window (F1, Esc or its ×)
  bool settings = false;  // the settings (Esc or Close)
  bool score = false;     // the result hidden over the final board
  bool form = false;      // the new-game form left for the game
  ReplayClosedTo replay = ReplayClosedTo::kNone;  // the replay viewer (Esc or Close the replay)
};

// "Settings closed. Board: keys act on the board now ... Tab: type a move." `where` is where the
// keys act now, in words ("" while another window still has them). The result hidden says what
// brings it back instead of where the keys act.
inline std::string closed_words(const Translator& words, const Closed& closed, const std::string& where) {
  std::string said;
  const auto add = [&](const char* key) { said += (said.empty() ? "" : " ") + std::string(words.tr(key)); };
  if (closed.rules) add("closed.rules");
  if (closed.settings) add("closed.settings");
  if (closed.score) add("closed.score");
  if (closed.form) add("closed.form");
  switch (closed.replay) {
    case ReplayClosedTo::kNone: break;
    case ReplayClosedTo::kGame: add("closed.replay.game"); break;
    case ReplayClosedTo::kResult: add("closed.replay.result"); break;
    case ReplayClosedTo::kForm: add("closed.replay.form"); break;
  }
  if (said.empty()) return said;
  if (!where.empty() && !closed.score) said += " " + where;
  return said;
}

}  // namespace web
