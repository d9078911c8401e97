// Setting up a position by hand: for tests, puzzles and rules lessons ("here is a trade centre
// about to be enclosed"). Every edit keeps the game's conservation laws: buildings come out of
// the deck, workers out of their supply, pieces out of the castle supplies. An edit never pays
// out; a building it encloses counts as already completed. Each edit is checked against the
// laws every position keeps (invariants.hpp); a refused edit changes nothing.
#pragma once

#include <functional>
#include <span>

#include "arkadia/state.hpp"

namespace arkadia {

class PositionEditor {
 public:
  explicit PositionEditor(State& state) : s_(state) {}

  // Takes one `card` from the deck and puts its building on exactly these squares, with its seal.
  bg::Status put_building(CardType card, std::span<const Square> squares);
  // A worker of `owner` (a seat, or kNeutralWorker) from the general pool onto a vacant square.
  bg::Status put_worker(int owner, Square square);
  // Moves workers from the general pool behind the seat's screen (negative counts: back to the
  // pool).
  bg::Status give_workers(int seat, int own, int neutral);
  bg::Status give_seals(int seat, Family family, int count);
  bg::Status give_gold(int seat, int gold);
  // Places a castle piece by the castle rules (current floor, from its supply). Completing
  // floor 2 this way counts as the previous player's doing: the current turn opens the final
  // round (rules §7).
  bg::Status put_castle_piece(Family family, int castle_square);
  // Swaps cards between the seat's hand and the deck so the hand holds exactly `cards`.
  bg::Status set_hand(int seat, std::span<const CardType> cards);
  // Makes it the start of `seat`'s turn (before any castle edit that starts the final round).
  bg::Status set_current_player(int seat);

 private:
  bg::Status editable() const;
  // Runs `edit`; when it fails or leaves a broken law (invariants.hpp), puts the state back.
  bg::Status keeping_laws(const std::function<bg::Status()>& edit);

  State& s_;
};

}  // namespace arkadia
