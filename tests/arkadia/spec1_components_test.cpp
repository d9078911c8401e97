// Spec §1: the components and their counts.
#include "helpers.hpp"

namespace test {
namespace {

TEST(Spec1Components, BoardHas192PlayableSquares) {
  EXPECT_EQ(kRows, 12);
  EXPECT_EQ(kCols, 16);
  EXPECT_EQ(Bits::board().count(), 192);
}

TEST(Spec1Components, TwentyTwoTentCamps) { EXPECT_EQ(kTentBits.count(), 22); }

TEST(Spec1Components, FortyCardsTenPerFamilyOnePerBuilding) {
  const auto deck = deck_composition(GameOptions{});
  ASSERT_EQ(deck.size(), 40u);
  std::array<int, kFamilies> per_family{};
  std::array<int, kForms> per_form{};
  for (auto c : deck) ++per_family[family_of(c)], ++per_form[form_of(c)];
  for (int f = 0; f < kFamilies; ++f) EXPECT_EQ(per_family[f], 10) << family_letter(f);
  for (int f = 0; f < kForms; ++f) EXPECT_EQ(per_form[f], data::kFormData[f].tiles) << data::kFormData[f].code;
}

TEST(Spec1Components, TwentyEightCastlePiecesByFloor) {
  const Castle c;
  std::array<int, 3> per_floor{};
  for (int floor = 1; floor <= 3; ++floor)
    for (int f = 0; f < kFamilies; ++f) per_floor[floor - 1] += c.supply(floor, static_cast<Family>(f));
  EXPECT_EQ(per_floor, (std::array<int, 3>{12, 12, 4}));
  EXPECT_EQ(c.pieces_in_supply(), 28);
  for (int f = 0; f < kFamilies; ++f) EXPECT_EQ(c.supply(3, static_cast<Family>(f)), 1);
}

TEST(Spec1Components, TenCastleSquaresTwoPrintedSealsPerFamilyAndTwoBlank) {
  std::array<int, kFamilies> seals{};
  int blank = 0;
  for (const auto& k : data::kCastle) (k.printed == data::kBlank ? blank : seals[k.printed]) += 1;
  EXPECT_EQ(blank, 2);
  for (int f = 0; f < kFamilies; ++f) EXPECT_EQ(seals[f], 2);
}

TEST(Spec1Components, WorkersBannersAndNeutralPool) {
  for (int n = 2; n <= 4; ++n) {
    State s = new_game(n);
    EXPECT_EQ(s.neutral_pool(), 24);
    for (int p = 0; p < n; ++p) {
      const PlayerState& pl = s.player(p);
      EXPECT_EQ(pl.own_reserve, 3);
      EXPECT_EQ(pl.own_reserve + pl.own_supply, 11);  // 3 + 2 per banner x 4
      EXPECT_EQ(pl.banners, 4);
      EXPECT_EQ(pl.neutral_reserve, 0);
      EXPECT_EQ(pl.gold, 0);
      EXPECT_EQ(pl.total_seals(), 0);
    }
  }
}

}  // namespace
}  // namespace test
