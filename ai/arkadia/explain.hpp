// A choice explained, for the hint and the review after a game: the search's whole decision and
// what it is worth in gold. The worth is the change of the mover's margin (its estimated final
// gold minus the best other seat's, evaluation.hpp) from before the decision to after all of it
// (a lay-out with its refill, a worker plan up to `done`, a banner with its sales), so a worker
// placement is credited with the plan it starts.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/arkadia/arkadia_search.hpp"
#include "arkadia/view.hpp"

namespace arkadia_ai {

struct Explained {
  arkadia::Action action;  // what to play now: the decision's first action
  double gain = 0;         // gold, see above
};

// The search's choice for the seat to move (view.seat()), explained. Same view, settings and seed
// => same answer; the action is the one search_action plays.
Explained explain_choice(const arkadia::SeatView& view, const SearchSettings& settings, std::uint64_t seed);

// The margin change of the mover's own decision: `actions` played from the view's position (all by
// the mover, each legal in turn); the gain of those that are legal, measured by `evaluation` (the
// one of the level that explains).
double decision_gain(const arkadia::SeatView& view, const std::vector<arkadia::Action>& actions, std::uint64_t seed,
                     Evaluation evaluation = Evaluation::hand_written());

}  // namespace arkadia_ai
