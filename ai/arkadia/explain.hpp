// A choice explained, for the hint and the review after a game: the search's whole decision and
// what it is worth in gold. The worth is the change of the mover's margin (its estimated final
// gold minus the best other seat's, evaluation.hpp) from before the decision to after all of it
// (a lay-out with its refill, a worker plan up to `done`, a banner with its sales), so a worker
// placement is credited with the plan it starts.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/arkadia/arkadia_search.hpp"
#include "ai/review_request.hpp"
#include "arkadia/view.hpp"

namespace arkadia_ai {

struct Explained {
  arkadia::Action action;  // what to play now: the decision's first action
  double gain = 0;         // gold, see above
  std::vector<arkadia::Action> decision;  // the whole decision, `action` first
};

// The search's choice for the seat to move (view.seat()), explained. Same view, settings and seed
// => same answer; the action is the one search_action plays.
Explained explain_choice(const arkadia::SeatView& view, const SearchSettings& settings, std::uint64_t seed);

// The margin change of the mover's own decision: `actions` played from the view's position (all by
// the mover, each legal in turn); the gain of those that are legal, measured by `evaluation` (the
// one of the level that explains).
double decision_gain(const arkadia::SeatView& view, const std::vector<arkadia::Action>& actions, std::uint64_t seed,
                     Evaluation evaluation = Evaluation::hand_written());

// The mover's margin now as `evaluation` estimates it (its estimated final gold minus the best
// other seat's): decision_gain() is the change of this figure.
double estimated_margin(const arkadia::SeatView& view, std::uint64_t seed, Evaluation evaluation);

// What separates two decisions of the mover from the same position, in the parts of the
// evaluation that values them (the fitted one: a weighted sum of features.hpp), grouped as a
// player reads them: "gold", "seals" (seals held, at their expected final value), "workers"
// (behind the screen, and those banners can still bring), "banners", "buildings" (seals workers
// at unfinished buildings will probably earn, buildings closed now, castle pieces to place),
// "turn" (whose turn it is) and "others" (the best other seat's worth, counted against). Each is
// preferred minus chosen; they add up to decision_gain(preferred) - decision_gain(chosen) in the
// same deal. Empty with the hand-written evaluation, or when either decision ends the game (its
// worth is then the gold alone).
std::vector<ai::ReviewTerm> decision_terms(const arkadia::SeatView& view, const std::vector<arkadia::Action>& chosen,
                                           const std::vector<arkadia::Action>& preferred, std::uint64_t seed,
                                           Evaluation evaluation);

}  // namespace arkadia_ai
