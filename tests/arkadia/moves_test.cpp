// The AI's move generator (ai/arkadia/moves.hpp): a banner's sales as one rule's choice, or as
// every set of the families held when the search is to weigh them.
#include <set>

#include "ai/arkadia/moves.hpp"
#include "helpers.hpp"

namespace test {
namespace {

// Seat 0 at its banner step, holding red and black seals (red's printed value 3, black's 1).
State banner_step_with_red_and_black_seals() {
  State s = new_game();
  EXPECT_TRUE(PositionEditor(s).give_seals(0, 0, 2).ok());
  EXPECT_TRUE(PositionEditor(s).give_seals(0, 2, 3).ok());
  set_hand(s, 0, {});
  play(s, "pass");
  EXPECT_EQ(s.phase(), Phase::kBanner);
  return s;
}

std::vector<arkadia_ai::ScoredMove> moves_with(const State& s, bool sale_sets) {
  arkadia_ai::MoveLimits limits;
  limits.sale_sets = sale_sets;
  arkadia_ai::MoveGenerator generator(limits);
  std::vector<arkadia_ai::ScoredMove> out;
  generator.generate(s, out);
  return out;
}

// The families a banner move sells, as a bit set; -1 for no banner.
int families_sold(const arkadia_ai::Move& m) {
  if (m.first().kind != ActionKind::kUseBanner) return -1;
  int sold = 0;
  for (int i = 1; i < m.size; ++i) {
    EXPECT_EQ(m[i].kind, ActionKind::kSell);
    if (m[i].count > 0) sold |= 1 << m[i].family;
  }
  return sold;
}

TEST(MoveGenerator, ABannerSellsByOneRuleUnlessSaleSetsAreAsked) {
  const State s = banner_step_with_red_and_black_seals();
  EXPECT_EQ(moves_with(s, false).size(), 2u);  // no banner; a banner with the rule's sales

  const auto moves = moves_with(s, true);
  std::set<int> sets;
  for (const auto& scored : moves) {
    sets.insert(families_sold(scored.move));
    // Each move is a whole turn: the next seat is to move, and the gold is the seals sold.
    State t = s;
    arkadia_ai::apply_move(t, scored.move);
    EXPECT_EQ(t.current_player(), 1);
    const int sold = std::max(families_sold(scored.move), 0);
    EXPECT_EQ(t.gold(0), (sold & 1 ? 2 * s.castle().seal_value(Family(0)) : 0) +
                             (sold & 4 ? 3 * s.castle().seal_value(Family(2)) : 0));
  }
  EXPECT_EQ(moves.size(), 5u);
  EXPECT_EQ(sets, (std::set<int>{-1, 0, 1, 4, 5}));  // no banner; none, red, black, both
}

}  // namespace
}  // namespace test
