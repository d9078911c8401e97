// Spec §5 CAN: banners and sales.
#include "helpers.hpp"

namespace test {
namespace {

State at_can_step() {
  State s = new_game();
  set_hand(s, 0, {});
  play(s, "pass");
  return s;
}

TEST(Spec5Banner, ABannerGivesTwoOwnWorkersFromThePool) {
  State s = at_can_step();
  play(s, "banner");
  EXPECT_EQ(s.player(0).banners, 3);
  EXPECT_EQ(s.player(0).own_reserve, 5);
  EXPECT_EQ(s.player(0).own_supply, 6);
  EXPECT_EQ(s.current_player(), 1);  // no seals: nothing to sell, the turn ends
}

TEST(Spec5Banner, SellingNeedsABanner) {
  State s = new_game();
  ASSERT_TRUE(PositionEditor(s).give_seals(0, 0, 3).ok());
  set_hand(s, 0, {});
  play(s, "pass");
  EXPECT_NE(rejection(s, "sell R 3").find("banner"), std::string::npos);
  play(s, "no-banner");
  EXPECT_EQ(s.player(0).seals[0], 3);
  EXPECT_EQ(s.player(0).gold, 0);
}

TEST(Spec5Banner, SalesGoFamilyByFamilyAtTheCurrentValues) {
  State s = new_game();
  PositionEditor e(s);
  ASSERT_TRUE(e.give_seals(0, 0, 5).ok());
  ASSERT_TRUE(e.give_seals(0, 2, 4).ok());
  ASSERT_TRUE(e.put_castle_piece(2, 4).ok());  // black on blank K5: black is worth 3
  set_hand(s, 0, {});
  play(s, {"pass", "banner"});
  EXPECT_EQ(s.phase(), Phase::kSell);
  EXPECT_NE(rejection(s, "sell B 4").find("red is next"), std::string::npos);
  EXPECT_NE(rejection(s, "sell R 6").find("only 5"), std::string::npos);
  play(s, "sell R 2");  // olive is skipped: none held
  EXPECT_NE(rejection(s, "sell O 0").find("black is next"), std::string::npos);
  play(s, "sell B 4");
  EXPECT_EQ(s.player(0).gold, 2 * 2 + 4 * 3);
  EXPECT_EQ(s.player(0).seals[0], 3);
  EXPECT_EQ(s.player(0).seals[2], 0);
  EXPECT_EQ(s.current_player(), 1);
}

TEST(Spec5Banner, AtMostOneBannerPerTurnAndNoneWhenAllAreUsed) {
  State s = new_game();
  // Both lay out their houses around the lot; seat 0 uses a banner every turn.
  const char* mine[] = {"lay HO-R e5 r0", "lay HO-R k5 r0", "lay HO-O g8 r0", "lay HO-O g4 r0"};
  const char* theirs[] = {"lay HO-B j8 r0", "lay HO-B e6 r0", "lay HO-S k6 r0", "lay HO-S i4 r0"};
  for (int turn = 0; turn < 4; ++turn) {
    play(s, {mine[turn], "take 1", "banner"});
    play(s, {theirs[turn], "take 1", "no-banner"});
    if (turn == 0) {
      // One banner per turn: seat 0's turn ended right after it.
      EXPECT_EQ(s.player(0).banners, 3);
    }
  }
  EXPECT_EQ(s.player(0).banners, 0);
  EXPECT_EQ(s.player(0).own_reserve, 11);
  EXPECT_EQ(s.player(0).own_supply, 0);
  set_hand(s, 0, {"MI-R", "MI-B", "MI-S", "SM-R"});
  play(s, {"lay MI-R m4 r1", "take 1"});  // no banner left: the turn ends after the refill
  EXPECT_EQ(s.current_player(), 1);
}

}  // namespace
}  // namespace test
