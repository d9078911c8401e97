// ArkantiS's moves for the AI: a whole turn. The player's choice is the turn's action (a removal
// of one or two tokens, or a move); the rest of the turn is played greedily (follow_up): claim
// every new spot a card in hand accepts, buy the face-up top that accepts a new spot and claim
// it, buy a face-up top worth holding (its shape can still be made often enough to pay for its
// price and penalty), then end. Buying before the action gains nothing (a card bought after it
// may claim its spots, [A-8]), and passing only hands the board to the others, so neither is a
// move. Face-down cards are never bought: a blind buy rarely pays, and a sample's face-down order
// must not steer a decision.
#pragma once

#include <vector>

#include "arkantis/action.hpp"
#include "arkantis/state.hpp"

namespace arkantis_ai {

struct Move {
  arkantis::Action action;  // the turn's action; follow_up plays the rest
  bool operator==(const Move&) const = default;
  const arkantis::Action& first() const { return action; }
};

struct Candidate {
  Move move;
  double score = 0;  // the mover's margin once the turn is over (evaluation.hpp)
};

struct MoveLimits {
  int pairs = 12;   // double removals kept (those that pay more than they cost, best first)
  int moves = 8;    // moves kept (likewise)
  int full = 1000;  // candidates evaluated to the end of the turn; the rest are ranked by their gain
};

// Phase 2 of the player to move (phase kAfter): the next action of the greedy rest of the turn.
arkantis::Action follow_up_action(const arkantis::State& s);
// Plays follow_up_action until the turn ends.
void finish_turn(arkantis::State& s);
// The move's action, then the rest of the turn.
void apply_move(arkantis::State& s, const Move& m);
// A turn given as actions (a person's, say, from another deal): each while it is still the
// mover's turn and legal here, then the greedy rest of the turn if it was left unfinished.
void play_turn(arkantis::State& s, const std::vector<arkantis::Action>& actions);

// The turns of the player to move (phase kAction), ranked best first by the mover's margin after
// them. Never empty while the game goes on.
void generate_moves(const arkantis::State& s, const MoveLimits& limits, std::vector<Candidate>& out);

}  // namespace arkantis_ai
