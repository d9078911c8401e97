// What one seat may know (rules §6), and sampling the rest for search.
//
// Public: the board, castle, supplies, display, deck size, banners, every player's seals, gold
// and workers (every change to them is a public event), hand sizes, and the cards each player
// is known to hold because they took them face up. Private: the other cards in other hands and
// the order of the deck.
//
// With the strict-screens option (GameOptions::strict_screens) a seat does not follow those
// public events either: of another player it knows only what lies on the table. Their seals, gold
// and neutral workers behind the screen are then replaced by what the table shows of them (see
// screened_estimate below); their own-colour workers behind the screen stay exact, because the
// banners left and the workers on the board give them away.
#pragma once

#include "arkadia/state.hpp"
#include "bg/rng.hpp"

namespace arkadia {

class SeatView {
 public:
  // `seat` -1: the public view, what a spectator may know (no hand but the cards all have seen).
  static SeatView of(const State& full, int seat);

  int seat() const { return seat_; }
  // The game as the seat sees it: hidden cards read kHiddenCard. Use it to read the position;
  // to search, sample() a full state first.
  const State& state() const { return masked_; }
  // A full state that this seat could not tell apart from the real one: the unseen cards are
  // dealt at random to the hidden hand slots and the deck.
  State sample(bg::Rng& rng) const;

  bool operator==(const SeatView&) const = default;

  // Whether `seat` sees `player`'s seals, gold and neutral reserve only as an estimate.
  static bool screened(const State& s, int seat, int player) {
    return s.options().strict_screens && player != seat;
  }
  // Under strict screens, what `seat` may assume about the other players, from the table alone:
  // seals = one per own worker next to each completed building (the payouts the board shows;
  // sales and the seals lying on buildings are not seen; at least one of the family a player is
  // selling right now; none once the final sale is over),
  // gold = 0, and the neutral workers behind the other screens (their number follows from the
  // pool, the board and the seat's own) shared evenly, the remainder to the players after the
  // seat in turn order. Without strict screens it leaves the state as it is.
  static void screened_estimate(State& s, int seat);

 private:
  // Strict screens: the neutral worker the table shows the player to move must hold (one placing
  // workers with no own worker left); given out of `available`, returns how many it gave.
  static int give_visible_neutral(State& s, int seat, int available);

  friend class ViewCodec;  // decode_view builds views from their serialised form
  SeatView(const State& masked, int seat) : masked_(masked), seat_(seat) {}
  State masked_;
  int seat_;
};

}  // namespace arkadia
