// Where a card's figures go on it (web/games/arkantis/arkantis_card_layout.hpp): every card's
// figure is whole inside its box; a chiral card in the hand shows both its figures, apart and
// large (issue 48: the mirror figure was a glyph of 0.3 of a square), and a bare card one.
#include <gtest/gtest.h>

#include <algorithm>

#include "arkantis/rules_data.hpp"
#include "arkantis_card_layout.hpp"

namespace web {
namespace {

constexpr float kCell = 9.0f;  // the hand's

bool inside_box(const FigurePlace& f) {
  const float box = 5 * kCell + 0.01f;
  return f.x >= -0.01f && f.y >= -0.01f && f.x + static_cast<float>(f.cols) * f.unit <= box &&
         f.y + static_cast<float>(f.rows) * f.unit <= box;
}

// The two figures' rectangles stay at least `gap` apart along one axis.
bool apart(const FigurePlace& a, const FigurePlace& b, float gap) {
  const float ax1 = a.x + static_cast<float>(a.cols) * a.unit, ay1 = a.y + static_cast<float>(a.rows) * a.unit;
  const float bx1 = b.x + static_cast<float>(b.cols) * b.unit, by1 = b.y + static_cast<float>(b.rows) * b.unit;
  return b.x - ax1 >= gap - 0.01f || a.x - bx1 >= gap - 0.01f || b.y - ay1 >= gap - 0.01f || a.y - by1 >= gap - 0.01f;
}

TEST(ArkantisCardLayout, AChiralCardShowsBothFiguresLargeAndApart) {
  int chiral = 0, full_size = 0;
  for (int c = 0; c < arkantis::kCardTypes; ++c) {
    const auto& d = arkantis::data::kCards[static_cast<std::size_t>(c)];
    const auto figures = card_figures(static_cast<arkantis::Card>(c), kCell, false, /*both=*/true);
    if (d.figure_b.empty()) {
      ASSERT_EQ(figures.size(), 1u) << d.id;
      EXPECT_EQ(figures[0].unit, kCell) << d.id;
      EXPECT_EQ(figures[0].figure, d.figure_a);
      EXPECT_TRUE(inside_box(figures[0])) << d.id;
      continue;
    }
    ++chiral;
    ASSERT_EQ(figures.size(), 2u) << d.id;
    EXPECT_EQ(figures[0].figure, d.figure_a);
    EXPECT_EQ(figures[1].figure, d.figure_b);
    EXPECT_EQ(figures[0].unit, figures[1].unit) << d.id << ": both count, both alike";
    EXPECT_GE(figures[0].unit, 0.7f * kCell) << d.id;
    if (figures[0].unit == kCell) ++full_size;
    for (const auto& f : figures) EXPECT_TRUE(inside_box(f)) << d.id;
    EXPECT_TRUE(apart(figures[0], figures[1], figures[0].unit)) << d.id << ": a square apart";
    // Mirrored, the other one comes first.
    EXPECT_EQ(card_figures(static_cast<arkantis::Card>(c), kCell, true, true)[0].figure, d.figure_b);
  }
  EXPECT_GT(chiral, 0);
  EXPECT_GT(full_size, chiral / 2) << "most chiral pairs fit at full size";
}

TEST(ArkantisCardLayout, ABareCardShowsOneFigureCentred) {
  for (int c = 0; c < arkantis::kCardTypes; ++c) {
    const auto& d = arkantis::data::kCards[static_cast<std::size_t>(c)];
    for (const bool mirrored : {false, true}) {
      const auto figures = card_figures(static_cast<arkantis::Card>(c), kCell, mirrored, /*both=*/false);
      ASSERT_EQ(figures.size(), 1u);
      EXPECT_EQ(figures[0].figure, mirrored && !d.figure_b.empty() ? d.figure_b : d.figure_a);
      EXPECT_EQ(figures[0].unit, kCell);
      EXPECT_FLOAT_EQ(2 * figures[0].x + static_cast<float>(figures[0].cols) * kCell, 5 * kCell) << d.id;
      EXPECT_FLOAT_EQ(2 * figures[0].y + static_cast<float>(figures[0].rows) * kCell, 5 * kCell) << d.id;
    }
  }
}

}  // namespace
}  // namespace web
