// What one seat may know (docs/rules/arkantis.md §6, [A-15]), and sampling the rest for search.
//
// Public: the board, the register, counters, claimed cards and their spots, each hand's size per
// colour, the hand cards bought from a face-up pile, pile sizes and face-up tops, passes, open
// spots. Private: the other hand cards (dealt or bought face down), to their owners. Unknown to
// all: the order of the face-down piles and the cards under a face-up top.
#pragma once

#include "arkantis/state.hpp"
#include "bg/rng.hpp"

namespace arkantis {

class SeatView {
 public:
  // `seat` -1: the public view, what a spectator may know (no hand but the cards all have seen).
  static SeatView of(const State& full, int seat);

  int seat() const { return seat_; }
  // The game as the seat sees it: other hands hold only their shown cards plus `hidden` counts
  // per colour; unseen pile cards read kHiddenCard.
  const State& state() const { return masked_; }
  // A full state this seat could not tell from the real one: the unseen cards of each colour dealt
  // at random among the other hands' unknown cards of that colour and the hidden pile places.
  State sample(bg::Rng& rng) const;

  bool operator==(const SeatView&) const = default;

 private:
  friend class ViewCodec;
  SeatView(const State& masked, int seat) : masked_(masked), seat_(seat) {}
  State masked_;
  int seat_;
};

}  // namespace arkantis
