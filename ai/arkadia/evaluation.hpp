// What a position is worth to each seat, in gold: the yardstick of the greedy player and of the
// search's leaves. It reads only public facts (board, castle, seals, gold, workers, banners) and
// the number of cards in hand, never which cards, so it is the same for every sample of a view.
#pragma once

#include <array>

#include "ai/arkadia/features.hpp"
#include "ai/arkadia/features.hpp"
#include "arkadia/state.hpp"

namespace arkadia_ai {

using Worths = std::array<double, arkadia::kMaxPlayers>;

// Where the game stands, computed once per position.
struct Outlook {
  // What one seal of each family is expected to sell for at the end. Floor 2 covers floor 1,
  // so the final values are set by floors 2 and 3: until floor 2 starts each family expects
  // 2.5; then each placed floor-2 seal counts fully and the empty squares are shared out in
  // proportion to the floor-2 pieces left.
  std::array<double, arkadia::kFamilies> final_value{};
  double progress = 0;  // 0 at the start, 1 once floor 2 is complete
};

Outlook outlook(const arkadia::State& s);

// Castle pieces still to place before the end begins (floor 2 complete); 0 once it has.
int pieces_before_end(const arkadia::State& s);

// Which weighing of a position: the hand-written one below (greedy, Easy, the baselines) or a
// weighted sum of seat_features(), one set of weights per player count (fitted on self-play:
// fitted_weights.hpp).
using WeightSets = std::array<SeatFeatures, arkadia::kMaxPlayers - 1>;  // 2, 3 and 4 players
struct Evaluation {
  const WeightSets* weights = nullptr;  // nullptr: the hand-written evaluation; must outlive its use

  static Evaluation hand_written() { return {}; }
  static Evaluation fitted();  // kFittedWeights
  bool operator==(const Evaluation&) const = default;
};

// Estimated final gold of every seat: gold, seals at their expected final value, seals that
// workers standing at unfinished buildings will probably earn, and what reserve workers and
// banners are still good for (less and less as the game nears its end).
Worths worths(const arkadia::State& s);
Worths worths(const arkadia::State& s, Evaluation evaluation);

// Own worth minus the best other seat's: what every player tries to maximise.
double margin(const Worths& w, int players, int seat);

// margin() squashed into (0, 1) as a search reward; `scale` gold is a clear lead.
double reward(const Worths& w, int players, int seat, double scale);
double squash(double margin, double scale);

}  // namespace arkadia_ai
