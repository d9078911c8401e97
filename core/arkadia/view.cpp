#include "arkadia/view.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <utility>
#include <vector>

namespace arkadia {

SeatView SeatView::of(const State& full, int seat) {
  State s = full;
  for (int p = 0; p < s.num_players(); ++p) {
    if (p == seat) continue;
    PlayerState& pl = s.players_[p];
    const int size = pl.hand_size();
    pl.hand = pl.known;
    for (int i = 0; i < size; ++i)
      if (pl.hand[i] == kNoCard) pl.hand[i] = kHiddenCard;
    std::sort(pl.hand.begin(), pl.hand.end());
  }
  for (int i = s.deck_top_; i < s.deck_end_; ++i) s.deck_[i] = kHiddenCard;
  screened_estimate(s, seat);
  return SeatView(s, seat);
}

void SeatView::screened_estimate(State& s, int seat) {
  if (!s.options_.strict_screens) return;
  const int n = s.num_players();
  // seat -1: the public view (a spectator's), behind every screen.
  int behind_other_screens = data::kNeutralWorkers - s.neutral_pool_ - s.neutral_workers_.count() -
                             (seat >= 0 ? s.players_[seat].neutral_reserve : 0);
  for (int p = 0; p < n; ++p) {
    if (p == seat) continue;
    PlayerState& pl = s.players_[p];
    pl.seals = {};
    for (int b = 0; b < s.buildings_.size() && !s.is_terminal(); ++b) {
      const Building& building = s.buildings_[b];
      if (building.enclosed)
        pl.seals[family_of(building.card)] =
            static_cast<std::uint16_t>(pl.seals[family_of(building.card)] + (s.player_workers_[p] & building.ring).count());
    }
    // A sale in progress shows that the player holds that family's seals.
    if (s.phase_ == Phase::kSell && s.current_ == p && pl.seals[s.sell_family_] == 0) pl.seals[s.sell_family_] = 1;
    pl.gold = 0;
  }
  behind_other_screens = std::max(0, behind_other_screens);
  const int others = seat >= 0 ? n - 1 : n;
  const auto other = [&](int k) { return seat >= 0 ? (seat + k) % n : k - 1; };
  for (int k = 1; k <= others; ++k) s.players_[other(k)].neutral_reserve = 0;
  behind_other_screens -= give_visible_neutral(s, seat, behind_other_screens);
  for (int k = 1; k <= others; ++k) {  // seats after the viewer in turn order
    const int p = other(k);
    const int share = behind_other_screens / others + (k <= behind_other_screens % others ? 1 : 0);
    s.players_[p].neutral_reserve = static_cast<std::uint8_t>(s.players_[p].neutral_reserve + share);
  }
}

int SeatView::give_visible_neutral(State& s, int seat, int available) {
  // A player who chose a building for workers and has no own worker left holds a neutral one.
  const int p = s.current_;
  if (p == seat || available == 0 || s.phase_ != Phase::kPlaceWorkers || s.placed_this_turn_ > 0 ||
      s.players_[p].own_reserve > 0)
    return 0;
  s.players_[p].neutral_reserve = 1;
  return 1;
}

State SeatView::sample(bg::Rng& rng) const {
  State s = masked_;
  // The unseen cards: the whole box less everything the seat can see.
  std::array<int, kCardTypes> unseen{};
  for (int c = 0; c < kCardTypes; ++c) unseen[c] = copies_in_box(static_cast<CardType>(c));
  auto seen = [&](CardType c) {
    if (c < kCardTypes) --unseen[c];
  };
  for (int b = 0; b < s.buildings_.size(); ++b) seen(s.buildings_[b].card);
  for (auto c : s.display_) seen(c);
  for (int p = 0; p < s.num_players(); ++p)
    for (auto c : s.players_[p].hand) seen(c);

  // A fixed array, not a vector: the search samples once per iteration.
  std::array<CardType, kTotalCards> cards{};
  std::size_t count = 0;
  for (int c = 0; c < kCardTypes; ++c)
    for (int k = 0; k < unseen[c]; ++k) {
      if (count == cards.size()) std::abort();  // views come only from of(): a broken invariant
      cards[count++] = static_cast<CardType>(c);
    }
  rng.shuffle(std::span<CardType>(cards.data(), count));
  std::size_t hidden = static_cast<std::size_t>(s.deck_size());
  for (int p = 0; p < s.num_players(); ++p)
    hidden += static_cast<std::size_t>(std::count(s.players_[p].hand.begin(), s.players_[p].hand.end(), kHiddenCard));
  if (hidden != count) std::abort();  // views come only from of(): a broken invariant

  std::size_t next = 0;
  for (int p = 0; p < s.num_players(); ++p) {
    auto& hand = s.players_[p].hand;
    for (auto& c : hand)
      if (c == kHiddenCard) c = cards[next++];
    std::sort(hand.begin(), hand.end());
  }
  for (int i = s.deck_top_; i < s.deck_end_; ++i) s.deck_[i] = cards[next++];

  // Strict screens: the neutral workers behind the other screens, dealt among their players.
  if (s.options_.strict_screens) {
    int behind = 0;
    for (int p = 0; p < s.num_players(); ++p)
      if (p != seat_) behind += std::exchange(s.players_[p].neutral_reserve, std::uint8_t{0});
    behind -= give_visible_neutral(s, seat_, behind);
    for (; behind > 0; --behind) {
      int p = static_cast<int>(rng.below(static_cast<std::uint32_t>(s.num_players() - (seat_ >= 0 ? 1 : 0))));
      if (seat_ >= 0 && p >= seat_) ++p;
      ++s.players_[p].neutral_reserve;
    }
  }
  return s;
}

}  // namespace arkadia
