// docs/rules/arkantis.md §6: what a seat sees, and sampling the rest.
#include <gtest/gtest.h>

#include "arkantis/game.hpp"
#include "arkantis/view.hpp"
#include "bg/rng.hpp"
#include "helpers.hpp"

namespace arkantis {
namespace {

TEST(Spec6, OtherHandsAreHiddenButTheirColoursArePublic) {
  const State s = testing::rulebook_game(3);
  const SeatView v = SeatView::of(s, 0);
  EXPECT_EQ(v.state().player(0).hand, s.player(0).hand) << "one's own hand is known";
  for (int p : {1, 2}) {
    EXPECT_EQ(v.state().player(p).hand, (std::array<std::uint8_t, kCardTypes>{}));
    EXPECT_EQ(v.state().player(p).hidden[data::kOrange], 2);
    EXPECT_EQ(v.state().player(p).hidden[data::kEmerald], 1);
    EXPECT_EQ(v.state().player(p).hand_size(), 3);
  }
}

// The hand's colours are public: every seat's view counts each player's cards of each colour as
// the full state does, whether it knows the cards (its own, those bought face up) or not. The
// page's players panel shows these counts (it once counted the viewer's own cards wrong).
TEST(Spec6, EveryViewCountsEachHandByColour) {
  for (int players : {2, 3, 4}) {
    State s = testing::rulebook_game(players);
    bg::Rng rng(static_cast<std::uint64_t>(players) * 977);
    for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
      for (int seat = 0; seat < players; ++seat) {
        const State v = SeatView::of(s, seat).state();
        for (int p = 0; p < players; ++p)
          for (data::Colour colour : {data::kOrange, data::kEmerald}) {
            int full = 0;
            for (int c = 0; c < kCardTypes; ++c)
              if (data::kCards[c].colour == colour) full += s.player(p).hand[static_cast<std::size_t>(c)];
            ASSERT_EQ(v.player(p).cards_of(colour), full) << "seat " << seat << " sees player " << p << "'s colour " << colour;
            ASSERT_EQ(s.player(p).cards_of(colour), full);
          }
      }
      const auto legal = s.legal_actions();
      s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
}

TEST(Spec6, CardsBoughtFaceUpArePublicAndFaceDownOnesAreNot) {
  State s = testing::rulebook_game();
  PositionEditor::set_counters(s, 0, 10);
  const Card seen = s.pile(data::kOrange, kFaceUp).top();
  ASSERT_EQ(testing::play(s, {"buy orange face-up", "buy orange face-down"}), "");
  const SeatView v = SeatView::of(s, 1);
  EXPECT_EQ(v.state().player(0).hand[seen], 1);
  EXPECT_EQ(v.state().player(0).hidden[data::kOrange], 3);
}

TEST(Spec6, OnlyTheTopOfAFaceUpPileIsSeen) {
  const State s = testing::rulebook_game();
  const SeatView v = SeatView::of(s, 0);
  for (int colour = 0; colour < 2; ++colour) {
    const PileState& down = v.state().pile(colour, kFaceDown);
    const PileState& up = v.state().pile(colour, kFaceUp);
    EXPECT_EQ(down.size, s.pile(colour, kFaceDown).size);
    for (int i = 0; i < down.size; ++i) EXPECT_EQ(down.cards[i], kHiddenCard);
    EXPECT_EQ(up.top(), s.pile(colour, kFaceUp).top());
    for (int i = 0; i + 1 < up.size; ++i) EXPECT_EQ(up.cards[i], kHiddenCard);
  }
}

TEST(Spec6, TheViewOfASampleIsTheView) {
  bg::Rng rng(3);
  for (int g = 0; g < 30; ++g) {
    GameOptions o;
    o.players = 2 + g % 3;
    State s = ArkantisGame::new_game(o, static_cast<std::uint64_t>(g)).value();
    while (!s.is_terminal()) {
      for (int seat = 0; seat < s.num_players(); ++seat) {
        const SeatView v = SeatView::of(s, seat);
        const State sample = v.sample(rng);
        ASSERT_EQ(invariant_violations(sample), "");
        ASSERT_TRUE(SeatView::of(sample, seat) == v);
        EXPECT_EQ(check_invariants(v.state(), seat).reason(), "");
      }
      s.apply_unchecked(s.random_action(rng));
    }
  }
}

TEST(Spec6, SamplesDealTheUnseenCardsDifferently) {
  const State s = testing::rulebook_game();
  const SeatView v = SeatView::of(s, 0);
  bg::Rng rng(9);
  bool differs = false;
  for (int i = 0; i < 20; ++i) differs |= !(v.sample(rng) == s);
  EXPECT_TRUE(differs);
}

}  // namespace
}  // namespace arkantis
