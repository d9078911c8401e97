// What one seat may know (spec §6), and sampling the rest for search.
//
// Public: the board, castle, supplies, display, deck size, banners, every player's seals, gold
// and workers (every change to them is a public event), hand sizes, and the cards each player
// is known to hold because they took them face up. Private: the other cards in other hands and
// the order of the deck.
#pragma once

#include "arkadia/state.hpp"
#include "bg/rng.hpp"

namespace arkadia {

class SeatView {
 public:
  static SeatView of(const State& full, int seat);

  int seat() const { return seat_; }
  // The game as the seat sees it: hidden cards read kHiddenCard. Use it to read the position;
  // to search, sample() a full state first.
  const State& state() const { return masked_; }
  // A full state that this seat could not tell apart from the real one: the unseen cards are
  // dealt at random to the hidden hand slots and the deck.
  State sample(bg::Rng& rng) const;

  bool operator==(const SeatView&) const = default;

 private:
  friend class ViewCodec;  // decode_view builds views from their serialised form
  SeatView(const State& masked, int seat) : masked_(masked), seat_(seat) {}
  State masked_;
  int seat_;
};

}  // namespace arkadia
