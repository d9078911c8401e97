// Spec §6: what each seat may know; sampling the rest.
#include <set>

#include "arkadia/view.hpp"
#include "helpers.hpp"

namespace test {
namespace {

TEST(Spec6Information, AViewHidesOtherHandsAndTheDeckOrder) {
  State s = new_game(3);
  const SeatView v = SeatView::of(s, 1);
  EXPECT_EQ(v.seat(), 1);
  EXPECT_EQ(v.state().player(1).hand, s.player(1).hand);
  for (int p : {0, 2}) {
    EXPECT_EQ(v.state().player(p).hand_size(), 4);
    for (auto c : v.state().player(p).hand) EXPECT_EQ(c, kHiddenCard);
  }
  EXPECT_EQ(v.state().deck_size(), s.deck_size());
  for (auto c : v.state().deck()) EXPECT_EQ(c, kHiddenCard);
  // Public: board, display, castle, supplies, seals, gold, workers.
  EXPECT_EQ(v.state().display(), s.display());
  EXPECT_EQ(v.state().castle(), s.castle());
  for (int p = 0; p < 3; ++p) {
    EXPECT_EQ(v.state().player(p).seals, s.player(p).seals);
    EXPECT_EQ(v.state().player(p).own_reserve, s.player(p).own_reserve);
    EXPECT_EQ(v.state().player(p).banners, s.player(p).banners);
  }
}

TEST(Spec6Information, ACardTakenFaceUpStaysKnownUntilPlayed) {
  State s = new_game();
  set_hand(s, 0, {"HO-R", "MI-R", "MI-O", "MI-B"});
  const CardType face_up = s.display()[0];
  play(s, {"lay HO-R e5 r0", "take 1", "no-banner"});
  const SeatView v = SeatView::of(s, 1);
  const auto& hand = v.state().player(0).hand;
  EXPECT_EQ(std::count(hand.begin(), hand.end(), face_up), 1);
  EXPECT_EQ(std::count(hand.begin(), hand.end(), kHiddenCard), 3);
  // Once seat 0 plays a card of that kind, observers can no longer be sure.
  play(s, {"lay HO-B j8 r0", "take 2", "no-banner"});
  const std::string lay = "lay " + card_name(face_up) + " ";
  std::vector<Action> legal = s.legal_actions();
  auto it = std::find_if(legal.begin(), legal.end(), [&](const Action& a) {
    return a.kind == ActionKind::kLayOut && a.card == face_up;
  });
  ASSERT_NE(it, legal.end());
  ASSERT_TRUE(s.apply(*it).ok());
  EXPECT_EQ(std::count(s.player(0).known.begin(), s.player(0).known.end(), face_up), 0);
}

TEST(Spec6Information, SamplingChangesOnlyWhatTheViewHides) {
  bg::Rng rng(7);
  for (int n = 2; n <= 4; ++n) {
    State s = new_game(n);
    ASSERT_TRUE(play_randomly_until(s, rng, [](const State& x) { return x.turn_number() > 12; }));
    for (int seat = 0; seat < n; ++seat) {
      const SeatView v = SeatView::of(s, seat);
      std::set<std::uint64_t> distinct;
      for (int i = 0; i < 20; ++i) {
        const State sampled = v.sample(rng);
        EXPECT_EQ(SeatView::of(sampled, seat), v);
        EXPECT_EQ(invariant_violations(sampled), "");
        EXPECT_EQ(sampled.player(seat).hand, s.player(seat).hand);
        distinct.insert(sampled.hash());
      }
      EXPECT_GT(distinct.size(), 10u) << "the hidden cards should vary";
    }
  }
}

TEST(Spec6Information, TheSeatToMoveCanListItsActionsFromItsView) {
  bg::Rng rng(11);
  State s = new_game(3);
  for (int step = 0; step < 300 && !s.is_terminal(); ++step) {
    const SeatView v = SeatView::of(s, s.current_player());
    EXPECT_EQ(v.state().legal_actions(), s.legal_actions());
    const auto legal = s.legal_actions();
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
}

// Another seat's view of the player to move lists what that seat can know to be legal: no
// lay-out of a card it cannot see, and every action but "pass" is legal in the real game (a
// pass may only look forced because the hidden cards are not counted).
TEST(Spec6Information, AnotherSeatsViewListsOnlyActionsItCanKnow) {
  bg::Rng rng(12);
  State s = new_game(3);
  for (int step = 0; step < 300 && !s.is_terminal(); ++step) {
    for (int seat = 0; seat < s.num_players(); ++seat) {
      if (seat == s.current_player()) continue;
      const SeatView v = SeatView::of(s, seat);
      for (const Action& a : v.state().legal_actions()) {
        if (a.kind != ActionKind::kPass) {
          EXPECT_TRUE(s.check(a).ok()) << to_text(a);
        }
        if (a.kind == ActionKind::kLayOut) {
          EXPECT_LT(a.card, kCardTypes);
        }
      }
    }
    const auto legal = s.legal_actions();
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
}

}  // namespace
}  // namespace test
