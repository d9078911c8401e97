// Every action played out on the board, one after the other, at the pace the player chose: the
// board shows the position before the action in motion and the game draws that action on its
// way (a token lifting off, a building set down), then the next. Presentation only: the game's
// state is always the real one and input acts on it; the motion follows the actions played and
// never changes them or their order. It catches up at once (no motion) when the game at the
// table changes (a game started, resumed, reloaded or imported), when actions are taken back
// (undo, take-back), when the player acts, and when motion is off (the setting, or the
// browser's prefers-reduced-motion). Tested natively (tests/web/motion_test.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

namespace web {

enum class MotionPace { kOff, kFast, kNormal, kSlow };
inline constexpr int kMotionPaces = 4;

// How long one action takes on the board.
inline double motion_ms(MotionPace pace) {
  switch (pace) {
    case MotionPace::kOff: return 0;
    case MotionPace::kFast: return 220;
    case MotionPace::kNormal: return 420;
    case MotionPace::kSlow: return 800;
  }
  return 0;
}

// The pace the board plays at: the player's, none when the browser asks for reduced motion or
// while the player skips to the end of the game (the rest is played at once: SessionOf::
// skip_to_end).
inline MotionPace board_pace(MotionPace chosen, bool reduced_motion, bool skipping) {
  return reduced_motion || skipping ? MotionPace::kOff : chosen;
}

// A backlog longer than this plays faster, so the board is never far behind the game (two
// computers playing quickly, a long turn of purchases).
inline constexpr int kMotionBacklog = 4;

class Motion {
 public:
  // Called once per frame before drawing: `game` names the game at the table (its id; empty
  // when none), `actions` how many actions it has.
  void follow(const std::string& game, int actions, double now_ms, MotionPace pace) {
    ended_ = false;
    if (game != game_ || actions < actions_ || pace == MotionPace::kOff) {
      // Another game, a step back, or no motion: the board shows the present at once.
      game_ = game;
      shown_ = actions;
      actions_ = actions;
      started_ms_ = now_ms;
      return;
    }
    if (actions > actions_ && shown_ == actions_) started_ms_ = now_ms;  // a new action starts moving at once
    actions_ = actions;
    while (shown_ < actions_) {
      const double duration = step_ms(pace);
      if (now_ms - started_ms_ < duration) break;
      ++shown_;
      ++played_out_;
      started_ms_ += duration;
    }
    if (shown_ == actions_) started_ms_ = now_ms;
    progress_ = shown_ < actions_ ? std::clamp((now_ms - started_ms_) / step_ms(pace), 0.0, 1.0) : 1.0;
  }
  // The player acted (a click, a key): the board catches up with the game at once.
  void catch_up() {
    shown_ = actions_;
    progress_ = 1.0;
  }

  // The board jumps to the position before `action` when it shows an earlier one, and plays on
  // from there: the last turn of a game played out alone, not the whole backlog before it (two
  // computers may finish a game long before the board has shown it).
  void skip_before(int action, double now_ms) {
    if (action <= shown_ || action > actions_) return;
    shown_ = action;
    started_ms_ = now_ms;
    progress_ = 0.0;
  }

  // At a finished game, once a frame after follow(): the result waits for the board (issue 77:
  // the decisive move was hidden under it). The board skips a backlog to the game's last turn
  // (`last_turn`: its first action) and plays that turn out, then the result shows. A game the
  // player skipped to its end (`skipped`) shows its end at once, as does no motion.
  void follow_end(int last_turn, bool skipped, double now_ms) {
    ended_ = true;
    if (skipped) catch_up();
    else skip_before(last_turn, now_ms);
  }
  // The result waits: the game is over and the board still plays its last turn out.
  bool result_waits() const { return ended_ && moving(); }

  bool moving() const { return shown_ < actions_; }
  // The action in motion (the board shows the position before it); -1 when none.
  int action() const { return moving() ? shown_ : -1; }
  // How far it has come, 0 to 1 (1 when none moves).
  double progress() const { return moving() ? progress_ : 1.0; }
  // The actions fully shown: the position the board draws under the one in motion.
  int shown() const { return shown_; }
  // Actions played out to their end, ever (not those caught up at once or skipped): what a test
  // reads to know an action moved, however seldom it looks.
  long played_out() const { return played_out_; }

 private:
  double step_ms(MotionPace pace) const {
    const int behind = actions_ - shown_;
    return motion_ms(pace) / (behind > kMotionBacklog ? 3.0 : 1.0);
  }

  std::string game_;
  int shown_ = 0, actions_ = 0;
  long played_out_ = 0;
  bool ended_ = false;  // follow_end() this frame
  double started_ms_ = 0, progress_ = 1.0;
};

// An easing for things that move: quick off the mark, gentle on arrival.
inline float ease_out(double t) {
  const double u = 1.0 - std::clamp(t, 0.0, 1.0);
  return static_cast<float>(1.0 - u * u * u);
}

}  // namespace web
