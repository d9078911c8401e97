#include "arkantis/view.hpp"

#include <cstdlib>
#include <span>
#include <vector>

namespace arkantis {

SeatView SeatView::of(const State& full, int seat) {
  State s = full;
  for (int p = 0; p < s.num_players(); ++p) {
    if (p == seat) continue;
    PlayerState& pl = s.players_[p];
    for (int c = 0; c < kCardTypes; ++c)
      pl.hidden[colour_of(static_cast<Card>(c))] =
          static_cast<std::uint8_t>(pl.hidden[colour_of(static_cast<Card>(c))] + pl.hand[c] - pl.shown[c]);
    pl.hand = pl.shown;
  }
  for (auto& colour : s.piles_)
    for (int pile = 0; pile < kPiles; ++pile) {
      PileState& ps = colour[pile];
      const int visible = pile == kFaceUp && ps.size > 0 ? 1 : 0;  // only a face-up top is seen
      for (int i = 0; i < ps.size - visible; ++i) ps.cards[i] = kHiddenCard;
    }
  return SeatView(s, seat);
}

State SeatView::sample(bg::Rng& rng) const {
  State s = masked_;
  std::array<int, kCardTypes> unseen{};
  for (int c = 0; c < kCardTypes; ++c) unseen[c] = copies_of(static_cast<Card>(c));
  for (int p = 0; p < s.num_players(); ++p) {
    for (int c = 0; c < kCardTypes; ++c) unseen[c] -= s.players_[p].hand[c];
    for (const Claim& cl : s.players_[p].claimed) --unseen[cl.card];
  }
  for (const auto& colour : s.piles_)
    for (const PileState& ps : colour)
      for (int i = 0; i < ps.size; ++i)
        if (ps.cards[i] != kHiddenCard) --unseen[ps.cards[i]];

  for (int colour = 0; colour < kColours; ++colour) {
    std::vector<Card> cards;
    for (int c = 0; c < kCardTypes; ++c)
      if (colour_of(static_cast<Card>(c)) == colour && unseen[c] > 0)
        cards.insert(cards.end(), static_cast<std::size_t>(unseen[c]), static_cast<Card>(c));
    rng.shuffle(std::span<Card>(cards));
    std::size_t next = 0;
    auto deal = [&]() -> Card {
      if (next >= cards.size()) std::abort();  // views come from of() or the checked reader
      return cards[next++];
    };
    for (int p = 0; p < s.num_players(); ++p) {
      PlayerState& pl = s.players_[p];
      for (; pl.hidden[colour] > 0; --pl.hidden[colour]) ++pl.hand[deal()];
    }
    for (PileState& ps : s.piles_[colour])
      for (int i = 0; i < ps.size; ++i)
        if (ps.cards[i] == kHiddenCard) ps.cards[i] = deal();
    if (next != cards.size()) std::abort();
  }
  return s;
}

}  // namespace arkantis
