// The coach's one voice for ArkantiS: the hint, the review after a game, the pass warning, the
// lesson judge and the CLI's hint seat all ask this, with the seed derived from the position
// (ai/advice_seed.hpp), so one position gets one answer. Its advice is the whole turn (the
// action, the claims and the purchase that follow it: preferred_turn), valued as the review
// values a turn (played out to the end), so the hint's "+N" is the review's figure.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "ai/arkantis/arkantis_review.hpp"
#include "ai/review_request.hpp"
#include "ai/level_names.hpp"
#include "arkantis/view.hpp"

namespace arkantis_ai {

struct Advice {
  std::vector<arkantis::Action> turn;  // never empty: its first action is legal in the view
  double gain = 0;                     // points: turn_gain()
  double final_margin = 0;             // the mover's margin now plus the gain: its estimated final margin
  double progress = 0;                 // how far the game is: the share of the board's tokens removed
  ai::ScoreRange range;                // final_margin as a range (hint_range.hpp)
};

// The seed every question about this view is answered with.
std::uint64_t advice_seed(const arkantis::SeatView& view);

// What `level` would play for view.seat(), the seat to move, to the end of its turn.
Advice advise(const arkantis::SeatView& view, ai::Level level);

// What `turn` (the mover's, from the view; finished greedily when it stops short) is worth, as
// the advice and the review value it: turn_gain() with the advice's seed.
double turn_worth(const arkantis::SeatView& view, const std::vector<arkantis::Action>& turn);

// The `count` best-ranked turns of the seat to move, each as its action (moves.hpp; the greedy
// rest of the turn follows it), for bg-cli lesson-check --strict.
std::vector<std::vector<arkantis::Action>> candidate_turns(const arkantis::SeatView& view, int count);

// The review of the turn `played` starts, as review_turn with the advice's seed: the preferred
// turn is advise()'s, so following the advice costs nothing.
std::optional<TurnReview> review_advised(const arkantis::SeatView& view, const std::vector<arkantis::Action>& played,
                                         ai::Level level);

}  // namespace arkantis_ai
