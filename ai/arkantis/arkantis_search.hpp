// ArkantiS's search: the generic SO-ISMCTS (ai/ismcts.hpp) with ArkantiS's policy. A move is a
// whole turn (moves.hpp: the action chosen, the rest played greedily), so every tree node is the
// start of a turn; a node keeps its ranked moves (the board and counters are the same in every
// deal of a node, only the hands differ). Leaves are valued by the evaluation (evaluation.hpp),
// not by random playouts.
//
// Bounded by iterations, not time, and seeded: the same view, settings and seed give the same
// action on every platform.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/arkantis/moves.hpp"
#include "ai/ismcts.hpp"
#include "arkantis/view.hpp"

namespace arkantis_ai {

struct SearchSettings {
  int iterations = 1000;
  MoveLimits root{12, 8, 1000};  // the searching seat's own turn: every candidate evaluated
  MoveLimits inner{6, 4, 12};    // deeper nodes: fewer, the rest ranked by their gain
  double exploration = 0.5;
  double widening = 1.0;
  double reward_scale = 6.0;  // points of margin that make a clear win
  double prior_visits = 2.0;
};

// The action of view.seat(), which must be the seat to move. In phase 2 it is the greedy rest of
// the turn (follow_up_action): the search chose the turn's action, and with it the rest.
arkantis::Action search_action(const arkantis::SeatView& view, const SearchSettings& settings, std::uint64_t seed,
                               ai::SearchStats* stats = nullptr);

// What the search makes of given turns of view.seat() (the seat to move, at a turn's start), for
// the review (arkantis_review.hpp): a search with search_action's settings from the same view
// whose root moves are exactly these turns, taken in turn, so each gets the same share of the
// iterations however good it looks (UCB would starve a poor one of the visits that value it).
// A turn is played in every deal as far as its actions are legal there, then the rest greedily
// (play_turn); below the root the search's own moves, the others' replies and the seat's later
// turns, as when it plays. A turn's value is the mean, over the iterations through it, of what
// their leaves are worth to the seat. Deals come from the view only; seeded (the same view,
// turns, settings and seed give the same values). One turn is valued beside a copy of itself.
struct TurnValue {
  int visits = 0;     // iterations through the turn
  double own = 0;     // the seat's own worth at the leaves (evaluation.hpp: its estimated final score)
  double margin = 0;  // its margin there (own worth minus the best other seat's), what rewards are made of
};
std::vector<TurnValue> value_turns(const arkantis::SeatView& view, const std::vector<std::vector<arkantis::Action>>& turns,
                                   const SearchSettings& settings, std::uint64_t seed);

}  // namespace arkantis_ai
