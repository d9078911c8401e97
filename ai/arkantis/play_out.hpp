// What the rest of an ArkantiS game may still bring each seat, found by playing it out: the
// review's worth of a turn (arkantis_review.hpp) and the figure behind "the others can still take
// about N points" when a player thinks of passing (issue 48), where a search a few turns deep
// cannot see the dozens of turns the others play alone after a pass.
//
// From a seat's view at the start of its turn, `first` (a turn, e.g. a pass) is played, then
// every seat by the greedy player (greedy.hpp) to the end of the game, in deals drawn from the
// view alone (SeatView::sample: nothing hidden from the seat is read). Seeded: the same view,
// turn, deals and seed give the same figures, and two turns played out with the same seed meet
// the same deals (common deals: their difference is the turns', not the cards').
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "arkantis/action.hpp"
#include "arkantis/view.hpp"

namespace arkantis_ai {

// The seat's final score in the parts of rules §7 (claimed + counters - hand), and against the
// best other seat's: what a review says its number is made of.
struct FinalParts {
  double claimed = 0, counters = 0;  // the seat's card values laid, and its counters
  double hand = 0;                   // the points its cards still in hand cost
  double best_other = 0;                       // the best other seat's final score
  double score() const { return claimed + counters - hand; }
  double margin() const { return score() - best_other; }
};

struct PlayOut {
  int deals = 0;
  std::vector<double> mean_score;  // each seat's final score (rules §7), averaged over the deals
  std::vector<int> lowest, highest;  // each seat's lowest and highest final score in a deal
  FinalParts mean_parts;             // the viewing seat's, averaged over the deals
  std::vector<double> margins;       // the viewing seat's final margin in each deal
};

// The seat's score (rules §7) minus the best other seat's: a review's measure of a position, at
// the end of a played-out game or now.
double score_margin(const arkantis::State& s, int seat);

// nullopt when the first action of `first` is illegal in the view's position, or deals < 1. The
// rest of `first` is played in each deal while it is legal there (a card bought face down differs
// from deal to deal), then the greedy rest of the turn.
std::optional<PlayOut> play_out(const arkantis::SeatView& view, const std::vector<arkantis::Action>& first, int deals,
                                std::uint64_t seed);

}  // namespace arkantis_ai
