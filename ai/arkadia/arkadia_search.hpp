// Arkadia's search: the generic SO-ISMCTS (ai/ismcts.hpp) with Arkadia's policy. Moves are whole
// decisions (moves.hpp), generated and ranked by the evaluation; a tree node keeps the moves that
// depend only on public facts, and the lay-outs of each card type as the deals bring them. Leaves
// are scored by the evaluation instead of playouts: a random Arkadia game says little about a
// position.
//
// Bounded by iterations, not time, and seeded: the same view, settings and seed give the same
// action on every platform.
#pragma once

#include <cstdint>
#include <optional>

#include "ai/arkadia/moves.hpp"
#include "ai/ismcts.hpp"
#include "ai/time_cap.hpp"
#include "arkadia/view.hpp"

namespace arkadia_ai {

// The generic parameters, with Arkadia's move limits.
struct SearchSettings {
  int iterations = 2000;
  MoveLimits limits{10, 24, 8};
  double exploration = 0.5;   // UCB constant, rewards in (0, 1)
  double widening = 1.0;      // a node offers 1 + widening * sqrt(visits) moves
  double reward_scale = 10.0;  // gold of margin that makes a clear win
  double prior_visits = 2.0;   // a move's evaluation counts as this many visits
  int leaf_replies = 0;        // best-ranked moves played past a new leaf before it is valued
  int trees = 1;               // trees sharing the iterations, their root visits added up
  // Leaves near the end are played out to it by best-ranked moves and valued by the final gold
  // instead of the evaluation: 0 never; N once fewer than N castle pieces are left to place
  // before the end begins (1: once it has begun, floor 2 complete).
  int play_out_from = 0;
  // The iterations once the root itself is within play_out_from castle pieces of the end (0: no
  // change): there most leaves are played out, each costing as much as dozens of evaluations,
  // so a decision's time stays bounded.
  int end_iterations = 0;
  // Where end_iterations begin, in castle pieces before the end, when that is sooner than
  // play_out_from (0: at play_out_from). A tree reaches a few pieces past its root, so its leaves
  // are played out, each as costly as dozens of evaluations, before the root itself is that near.
  int end_from = 0;
  Evaluation evaluation = Evaluation::hand_written();  // of moves and leaves

  bool operator==(const SearchSettings&) const = default;
};

// What a search leaf is worth to each seat: the evaluation, or, once fewer than `play_out_from`
// castle pieces are left before the end, the final gold after play_out() with `generator`.
Worths leaf_worths(const arkadia::State& s, Evaluation evaluation, int play_out_from, MoveGenerator& generator);

// The action of view.seat(), which must be the seat to move. `out_of_time`: a slow device's time
// cap (ai/time_cap.hpp), asked as the search goes.
arkadia::Action search_action(const arkadia::SeatView& view, const SearchSettings& settings, std::uint64_t seed,
                              ai::SearchStats* stats = nullptr, const ai::OutOfTime& out_of_time = {});

// The whole decision the search prefers (search_action plays its first action); nullopt when the
// position has one legal action.
std::optional<Move> search_decision(const arkadia::SeatView& view, const SearchSettings& settings, std::uint64_t seed);

}  // namespace arkadia_ai
