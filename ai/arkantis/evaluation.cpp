#include "ai/arkantis/evaluation.hpp"

#include <algorithm>
#include <cmath>

#include "arkantis/shapes.hpp"

namespace arkantis_ai {

using namespace arkantis;

namespace {

// Bits set, inline: std::popcount is a library call where the target has no popcount
// instruction (the default x86-64 and wasm builds), and this loop runs for every placement.
constexpr int ones(Bits b) {
  b = b - ((b >> 1) & 0x5555555555555555ull);
  b = (b & 0x3333333333333333ull) + ((b >> 2) & 0x3333333333333333ull);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((b * 0x0101010101010101ull) >> 56);
}

std::array<std::vector<Placement>, kCardTypes> build_placements() {
  std::array<std::vector<Placement>, kCardTypes> all;
  for (const auto& fixed : kShapeTable) {
    int rows = 0, cols = 0;
    for (Bits b = fixed.shape; b; b &= b - 1) {
      rows = std::max(rows, row_of(first_square(b)) + 1);
      cols = std::max(cols, col_of(first_square(b)) + 1);
    }
    for (int r = 0; r + rows <= data::kRows; ++r)
      for (int c = 0; c + cols <= data::kCols; ++c) {
        const Bits squares = fixed.shape << square_at(r, c);
        all[fixed.card].push_back({squares, neighbours(squares) & ~squares});
      }
  }
  return all;
}

// The chance that a placement `need` removals away becomes the seat's spot.
double chance_of(int need, bool to_move, int counters) {
  switch (need) {
    case 1: return to_move ? 0.9 : 0.4;
    case 2: return to_move ? (counters >= data::kCostRemoveTwo ? 0.6 : 0.3) : 0.25;
    case 3: return 0.15;
    case 4: return 0.09;
    case 5: return 0.05;
    case 6: return 0.03;
    default: return 0.015;
  }
}

// Copies of each card type whose place the state does not show (in a seat's view: the other
// hands' hidden cards and the hidden pile places).
std::array<int, kCardTypes> unseen_copies(const State& s) {
  std::array<int, kCardTypes> unseen{};
  for (int c = 0; c < kCardTypes; ++c) unseen[c] = copies_of(static_cast<Card>(c));
  for (int p = 0; p < s.num_players(); ++p) {
    for (int c = 0; c < kCardTypes; ++c) unseen[c] -= s.player(p).hand[c];
    for (const Claim& cl : s.player(p).claimed) --unseen[cl.card];
  }
  for (int colour = 0; colour < kColours; ++colour)
    for (int pile = 0; pile < kPiles; ++pile) {
      const PileState& ps = s.pile(colour, pile);
      for (int i = 0; i < ps.size; ++i)
        if (ps.cards[i] != kHiddenCard) --unseen[ps.cards[i]];
    }
  return unseen;
}

double claim_worth_impl(const State& s, int p, Card card, int counters, bool from_hand) {
  const PlayerState& pl = s.player(p);
  const int colour = colour_of(card);
  const double value = value_of(card);
  double best = 0;
  if (from_hand && pl.hand[card] > 0) best = value + data::kPenaltyPerCard;
  const PileState& up = s.pile(colour, kFaceUp);
  if (up.size > 0 && up.top() == card && counters >= data::kCardPrice[colour])
    best = std::max(best, value - data::kCardPrice[colour]);
  if (pl.hidden[colour] > 0) {
    const auto unseen = unseen_copies(s);
    int of_colour = 0;
    for (int c = 0; c < kCardTypes; ++c)
      if (colour_of(static_cast<Card>(c)) == colour) of_colour += std::max(0, unseen[c]);
    if (of_colour > 0) {
      const double p_one = std::min(1.0, static_cast<double>(pl.hidden[colour]) * std::max(0, unseen[card]) / of_colour);
      best = std::max(best, p_one * (value + data::kPenaltyPerCard));
    }
  }
  return best;
}

double gain_of(const State& s, Bits after, int cost, bool from_hand) {
  const int p = s.current_player();
  int counters = s.player(p).counters - cost;
  const ModifiedSets m = modified_sets(s.covered(), after);
  double gain = -cost;
  for (int i = 0; i < m.size; ++i) {
    const int n = count(m.sets[i].squares);
    if (n < data::kMinSpot || n > data::kMaxSmallSpot || s.is_known(m.sets[i])) continue;
    gain += data::kSmallPayout[n];
    counters += data::kSmallPayout[n];
  }
  for (int i = 0; i < m.size; ++i) {
    const int n = count(m.sets[i].squares);
    if (n <= data::kMaxSmallSpot || n > data::kMaxSpot || s.is_known(m.sets[i])) continue;
    gain += claim_worth_impl(s, p, static_cast<Card>(shape_of(m.sets[i].squares)), counters, from_hand);
  }
  return gain;
}

}  // namespace

const std::vector<Placement>& placements(Card card) {
  static const auto all = build_placements();
  return all[card];
}

double claim_chance(const State& s, Card card, bool to_move, int counters) {
  constexpr int kLookedUp = 3;
  const Bits covered = s.covered();
  double best = 0, sum = 0;
  auto consider = [&](const Placement& pl, SetColour colour, int need) {
    if (need == 0) return;  // an existing set is not modified
    // A known vestige brings nothing; looked up only where it matters (the register holds
    // few of the far placements).
    if (need <= kLookedUp && s.is_known({pl.squares, colour})) return;
    const double q = chance_of(need, to_move, counters);
    sum += q;
    best = std::max(best, q);
  };
  for (const Placement& pl : placements(card)) {
    if ((pl.squares & ~covered) == 0) consider(pl, kBlue, ones(pl.ring & covered));
    if ((pl.ring & ~covered) == 0) consider(pl, kRed, ones(pl.squares & covered));
  }
  const double extra = sum - best;
  return std::min(0.95, best + (1 - best) * extra / (extra + 1.5));
}

double claim_worth(const State& s, int p, Card card, int counters) {
  return claim_worth_impl(s, p, card, counters, true);
}

double immediate_gain(const State& s, Bits after, int cost) { return gain_of(s, after, cost, true); }

double best_free_gain(const State& s) {
  if (s.phase() != Phase::kAction) return 0;
  double best = 0;
  // Claims from the mover's own hand are in its worth already (claim_chance, one removal away).
  for (Bits b = s.covered(); b; b &= b - 1) best = std::max(best, gain_of(s, s.covered() & ~(b & (~b + 1)), 0, false));
  return best;
}

Worths worths(const State& s) {
  Worths w{};
  const int n = s.num_players();
  if (s.is_terminal()) {
    for (int p = 0; p < n; ++p) w[p] = s.score(p);
    return w;
  }
  std::array<double, kColours> hidden_worth{};
  bool any_hidden = false;
  for (int p = 0; p < n; ++p) any_hidden |= s.player(p).hidden[0] + s.player(p).hidden[1] > 0;
  if (any_hidden) {  // a seat's view: a hidden card is worth the average of what it may be
    const auto unseen = unseen_copies(s);
    std::array<double, kColours> copies{};
    for (int c = 0; c < kCardTypes; ++c) {
      if (unseen[c] <= 0) continue;
      const Card card = static_cast<Card>(c);
      hidden_worth[colour_of(card)] += unseen[c] * claim_chance(s, card, false, 0) * (value_of(card) + data::kPenaltyPerCard);
      copies[colour_of(card)] += unseen[c];
    }
    for (int colour = 0; colour < kColours; ++colour)
      if (copies[colour] > 0) hidden_worth[colour] /= copies[colour];
  }
  for (int p = 0; p < n; ++p) {
    const PlayerState& pl = s.player(p);
    double worth = s.score(p);
    if (!pl.passed) {
      const bool to_move = p == s.current_player() && s.phase() == Phase::kAction;
      for (int c = 0; c < kCardTypes; ++c) {
        if (pl.hand[c] == 0) continue;
        const Card card = static_cast<Card>(c);
        const double chance = claim_chance(s, card, to_move, pl.counters);
        double each = 1;
        for (int k = 0; k < pl.hand[c]; ++k) worth += (each *= chance) * (value_of(card) + data::kPenaltyPerCard);
      }
      for (int colour = 0; colour < kColours; ++colour) worth += pl.hidden[colour] * hidden_worth[colour];
    }
    w[p] = worth;
  }
  // The seat about to move will most likely take what one removal gives it now.
  constexpr double kTaken = 0.8;
  if (s.phase() == Phase::kAction) w[s.current_player()] += kTaken * best_free_gain(s);
  return w;
}

double margin(const Worths& w, int players, int seat) {
  double best_other = -1e18;
  for (int p = 0; p < players; ++p)
    if (p != seat) best_other = std::max(best_other, w[p]);
  return w[seat] - best_other;
}

double squash(double margin, double scale) { return 1.0 / (1.0 + std::exp(-margin / scale)); }

double reward(const Worths& w, int players, int seat, double scale) { return squash(margin(w, players, seat), scale); }

}  // namespace arkantis_ai
