// What an ArkantiS position is worth to each seat, in points of final score: the yardstick of the
// greedy player and of the search's leaves (docs/rules/arkantis.md §5, §7).
//
// A seat's worth is its score now (claimed cards + counters - 1 per card in hand) plus, for each
// card in hand, the chance of still claiming it times what claiming brings (its value and the
// penalty it no longer costs). A card's chance comes from the board: a shape can still be made
// where a placement of it is all covered (a blue spot, once its ring is removed) or where its ring
// is all covered (a red spot, once its own squares are removed); the fewer removals a placement
// still needs, the likelier, and a placement the register already holds is dead. The seat
// about to move also gets most of the best gain one free removal brings it now, so that a position
// that hands the next player a spot is worth less to the one who left it (no gifts).
#pragma once

#include <array>
#include <vector>

#include "arkantis/state.hpp"

namespace arkantis_ai {

using arkantis::Bits;
using arkantis::Card;
using arkantis::State;

using Worths = std::array<double, arkantis::kMaxPlayers>;

// One place a fixed shape of a card can lie on the board, and the squares around it.
struct Placement {
  Bits squares = 0;
  Bits ring = 0;
};
// Every placement of every fixed shape the card type accepts.
const std::vector<Placement>& placements(Card card);

// The chance that a card of this type, held by a seat, is still claimed: from the placements of
// its shapes that can still be made and how many removals each needs. `to_move`: the seat acts
// next (a placement one removal away is then almost sure), with `counters` (two removals cost 2).
double claim_chance(const State& s, Card card, bool to_move, int counters);

// What claiming a spot of `card` is worth to seat p now, with `counters` after its action: from
// its hand (the value and the penalty saved), by buying the face-up top (the value less the
// price), or, for a hand the state does not show, by the chance that a hidden card is one.
double claim_worth(const State& s, int p, Card card, int counters);

// What a board change (covered before -> `after`) brings the player to move at once: the counters
// of new spots of 2-3 circles, and the best claim of each new spot of 4-5 (claim_worth).
// `cost`: counters paid for the action first.
double immediate_gain(const State& s, Bits after, int cost);

// The best immediate_gain of one free removal for the player to move (phase 1), at least 0.
double best_free_gain(const State& s);

// Estimated final score of every seat (exact once the game is over).
Worths worths(const State& s);

// Own worth minus the best other seat's: what every player maximises.
double margin(const Worths& w, int players, int seat);
// margin() squashed into (0, 1) as a search reward; `scale` points is a clear lead.
double squash(double margin, double scale);
double reward(const Worths& w, int players, int seat, double scale);

}  // namespace arkantis_ai
