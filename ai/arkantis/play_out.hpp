// What the rest of an ArkantiS game may still bring each seat, found by playing it out: the
// figure behind "the others can still take about N points" when a player thinks of passing
// (issue 48), where the search's evaluation of a position, a few turns deep, cannot see the
// dozens of turns the others play alone after a pass.
//
// From a seat's view at the start of its turn, `first` (a turn, e.g. a pass) is played, then
// every seat by the greedy player (greedy.hpp) to the end of the game, in deals drawn from the
// view alone (SeatView::sample: nothing hidden from the seat is read). Seeded: the same view,
// turn, deals and seed give the same figures.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "arkantis/action.hpp"
#include "arkantis/view.hpp"

namespace arkantis_ai {

struct PlayOut {
  int deals = 0;
  std::vector<double> mean_score;  // each seat's final score (rules §7), averaged over the deals
  std::vector<int> lowest, highest;  // each seat's lowest and highest final score in a deal
};

// nullopt when an action of `first` is illegal in a deal (so in the view's position), or deals < 1.
std::optional<PlayOut> play_out(const arkantis::SeatView& view, const std::vector<arkantis::Action>& first, int deals,
                                std::uint64_t seed);

}  // namespace arkantis_ai
