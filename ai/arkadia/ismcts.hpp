// Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012,
// "SO-ISMCTS"). Every iteration deals the unseen cards afresh with SeatView::sample, walks one
// tree shared by all deals (nodes are move histories, so a node means the same to the seat in
// every deal), and counts for each move how often it was available. Moves are whole decisions
// (moves.hpp), generated and ranked by the evaluation; progressive widening lets a node try its
// best-ranked moves first and more of them as it is visited more. Leaves are scored by the
// evaluation instead of playouts: a random Arkadia game says little about a position.
//
// Bounded by iterations, not time, and seeded: the same view, settings and seed give the same
// action on every platform.
#pragma once

#include <cstdint>

#include "ai/arkadia/moves.hpp"
#include "arkadia/view.hpp"

namespace ai {

struct SearchSettings {
  int iterations = 2000;
  MoveLimits limits{10, 24, 8};
  double exploration = 0.5;   // UCB constant, rewards in (0, 1)
  double widening = 1.0;      // a node offers 1 + widening * sqrt(visits) moves
  double reward_scale = 10.0;  // gold of margin that makes a clear win
  double prior_visits = 2.0;   // a move's evaluation counts as this many visits
};

struct SearchStats {
  int iterations = 0;
  int nodes = 0;
  int root_moves = 0;
};

// The action of view.seat(), which must be the seat to move.
arkadia::Action search_action(const arkadia::SeatView& view, const SearchSettings& settings, std::uint64_t seed,
                              SearchStats* stats = nullptr);

}  // namespace ai
