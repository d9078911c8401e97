// Spec §3: building forms, shapes, rotations and cards.
#include "helpers.hpp"

namespace test {
namespace {

int distinct_orientations(int form, bool mirror) {
  int n = 0;
  for (int o = 0; o < (mirror ? kOrientations : 4); ++o) n += kFormGeometry[form].canonical[o];
  return n;
}

TEST(Spec3Buildings, SevenFormsWithTheirSizesAndDistinctRotations) {
  struct Row { const char* code; int tiles, squares, rotations; };
  const Row rows[] = {{"HO", 8, 2, 2}, {"FA", 8, 3, 2}, {"TA", 8, 3, 4}, {"MI", 4, 4, 2},
                      {"SM", 4, 4, 4}, {"TR", 4, 4, 4}, {"MO", 4, 4, 1}};
  for (int f = 0; f < kForms; ++f) {
    EXPECT_EQ(data::kFormData[f].code, rows[f].code);
    EXPECT_EQ(data::kFormData[f].tiles, rows[f].tiles);
    EXPECT_EQ(kFormGeometry[f].orientations[0].cells, rows[f].squares);
    EXPECT_EQ(distinct_orientations(f, false), rows[f].rotations) << rows[f].code;
  }
}

TEST(Spec3Buildings, RotationsTurnClockwiseAndTheAnchorIsTheFirstSquare) {
  const int tavern = form_of(card("TA-R")), trade = form_of(card("TR-R"));
  auto covered = [](int form, int o, const char* anchor) {
    std::vector<Square> out;
    footprint(form, o, sq(anchor)).for_each([&](Square q) { out.push_back(q); });
    return out;
  };
  EXPECT_EQ(covered(tavern, 0, "b2"), squares("b2 c2 b3"));  // XX / X.
  EXPECT_EQ(covered(tavern, 1, "b2"), squares("b2 c2 c3"));  // XX / .X
  EXPECT_EQ(covered(tavern, 2, "c2"), squares("c2 b3 c3"));  // .X / XX
  EXPECT_EQ(covered(tavern, 3, "b2"), squares("b2 b3 c3"));  // X. / XX
  EXPECT_EQ(covered(trade, 1, "e4"), squares("e4 d5 e5 e6"));  // T pointing left
  EXPECT_TRUE(footprint(trade, 0, sq("o1")).none());         // would leave the board
}

TEST(Spec3Buildings, CardsAreNamedByFormAndFamily) {
  EXPECT_EQ(card_name(card("TR-R")), "TR-R");
  EXPECT_EQ(form_of(card("MO-S")), 6);
  EXPECT_EQ(family_of(card("MO-S")), 3);
  EXPECT_FALSE(parse_card("TR-X").has_value());
  EXPECT_FALSE(parse_card("XX-R").has_value());
  EXPECT_FALSE(parse_card("TRR").has_value());
  for (int c = 0; c < kCardTypes; ++c) EXPECT_EQ(parse_card(card_name(static_cast<CardType>(c))), c);
}

TEST(Spec3Buildings, MirroringAddsOnlyTheSmithysOtherHand) {
  for (int f = 0; f < kForms; ++f) {
    const bool chiral = std::string(data::kFormData[f].code) == "SM";
    EXPECT_EQ(distinct_orientations(f, true), distinct_orientations(f, false) * (chiral ? 2 : 1)) << data::kFormData[f].code;
  }
}

TEST(Spec3Buildings, ShapeMatchingFindsTheOrientation) {
  Bits t;
  for (auto q : squares("e4 d5 e5 e6")) t.set(q);
  EXPECT_EQ(orientation_matching(form_of(card("TR-R")), t, false), 1);
  Bits j;  // the smithy drawn mirrored in the beginner layout
  for (auto q : squares("k3 k4 l4 m4")) j.set(q);
  EXPECT_EQ(orientation_matching(form_of(card("SM-O")), j, false), -1);
  EXPECT_GE(orientation_matching(form_of(card("SM-O")), j, true), 4);
}

// A copy writes only the buildings there are (state.hpp, Buildings): what a later position left
// in the places past them must not count for equality, the hash or the play that follows.
TEST(Spec3Buildings, APositionCopiedOverALaterOneIsTheEarlierOne) {
  State early = new_game(2);
  bg::Rng rng(3);
  std::vector<Action> legal;
  State later = early;
  while (!later.is_terminal() && later.building_count() < early.building_count() + 3) {
    later.legal_actions(legal);
    later.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  ASSERT_GE(later.building_count(), early.building_count() + 3);
  ASSERT_FALSE(later == early);
  State copy = later;
  EXPECT_TRUE(copy == later);
  copy = early;
  EXPECT_TRUE(copy == early);
  EXPECT_EQ(copy.hash(), early.hash());
  EXPECT_EQ(copy.building_count(), early.building_count());
  bg::Rng a(9), b(9);
  for (int step = 0; step < 40 && !early.is_terminal(); ++step) {
    early.legal_actions(legal);
    std::vector<Action> copy_legal;
    copy.legal_actions(copy_legal);
    ASSERT_EQ(legal, copy_legal);
    early.apply_unchecked(legal[a.below(static_cast<std::uint32_t>(legal.size()))]);
    copy.apply_unchecked(copy_legal[b.below(static_cast<std::uint32_t>(copy_legal.size()))]);
    ASSERT_TRUE(copy == early);
  }
}

}  // namespace
}  // namespace test
