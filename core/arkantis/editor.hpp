// Positions built by hand (docs/rules/arkantis.md §10: the worked examples start from such
// positions), keeping the laws of invariants.hpp: cards move between a hand and the piles, never
// out of the box. The register is left as it is (empty in a new game).
#pragma once

#include <string_view>
#include <vector>

#include "arkantis/state.hpp"
#include "bg/status.hpp"

namespace arkantis {

class PositionEditor {
 public:
  // The board from its board string (§11.1); refused when malformed or empty.
  static bg::Status set_board(State& s, std::string_view board);
  static void set_counters(State& s, int seat, int counters);
  // The seat's hand becomes exactly `cards`: its cards go back under the face-down piles, then
  // each card is taken from a face-down pile, else a face-up one. Refused when none is left.
  static bg::Status set_hand(State& s, int seat, const std::vector<Card>& cards);
  // The seat starts its turn (phase 1).
  static void set_to_move(State& s, int seat);
  // The seat has claimed `card` (taken from the piles) on a blue spot of the card's first figure
  // with its top-left at a1, which enters the register. Refused when no copy is left in the piles.
  static bg::Status add_claim(State& s, int seat, Card card);
  // Every player has passed: the game is over.
  static void end_game(State& s);
};

}  // namespace arkantis
