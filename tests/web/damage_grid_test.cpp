// The frame's damage (web/logic/damage_grid.hpp): what a frame must redraw so that the canvas,
// which keeps its pixels, shows the same as a frame drawn whole.
#include "damage_grid.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace {

using web::DamageGrid;
using web::TileRect;

struct Primitive {
  TileRect bounds;
  std::uint64_t look;
};

std::vector<TileRect> frame(DamageGrid& grid, const std::vector<Primitive>& primitives, int max_rects = 4,
                              float width = 640, float height = 480) {
  grid.begin(width, height);
  for (const Primitive& p : primitives) grid.add(p.bounds, p.look);
  return grid.finish(max_rects);
}

bool covers(const std::vector<TileRect>& rects, float x, float y) {
  for (const TileRect& r : rects)
    if (x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1) return true;
  return false;
}

const std::vector<Primitive> kTable = {
    {{0, 0, 640, 480}, 1},      // the background
    {{100, 100, 164, 164}, 2},  // a square
    {{300, 40, 420, 60}, 3},    // a line of text
};

TEST(DamageGrid, TheFirstFrameAndANewSizeAreDrawnWhole) {
  DamageGrid grid;
  EXPECT_EQ(frame(grid, kTable), (std::vector<TileRect>{{0, 0, 640, 480}}));
  EXPECT_TRUE(frame(grid, kTable).empty());
  EXPECT_EQ(frame(grid, kTable, 4, 800, 600), (std::vector<TileRect>{{0, 0, 800, 600}}));
  grid.invalidate();
  EXPECT_EQ(frame(grid, kTable, 4, 800, 600), (std::vector<TileRect>{{0, 0, 800, 600}}));
}

TEST(DamageGrid, AnUnchangedFrameRedrawsNothing) {
  DamageGrid grid;
  frame(grid, kTable);
  EXPECT_TRUE(frame(grid, kTable).empty());
  EXPECT_TRUE(frame(grid, kTable).empty());
}

TEST(DamageGrid, AMovedPieceRedrawsWhereItWasAndWhereItIs) {
  DamageGrid grid(32);
  frame(grid, kTable);
  std::vector<Primitive> moved = kTable;
  moved[1].bounds = {400, 300, 464, 364};
  const auto rects = frame(grid, moved);
  ASSERT_FALSE(rects.empty());
  EXPECT_TRUE(covers(rects, 101, 101));
  EXPECT_TRUE(covers(rects, 163, 163));
  EXPECT_TRUE(covers(rects, 401, 301));
  EXPECT_TRUE(covers(rects, 463, 363));
  EXPECT_FALSE(covers(rects, 350, 50)) << "the text did not change";
  float area = 0;
  for (const TileRect& r : rects) area += r.area();
  EXPECT_LT(area, 0.2f * 640 * 480);
}

TEST(DamageGrid, ALookChangeOrAnOrderChangeIsDamage) {
  DamageGrid grid;
  frame(grid, kTable);
  std::vector<Primitive> recoloured = kTable;
  recoloured[2].look = 30;
  auto rects = frame(grid, recoloured);
  EXPECT_TRUE(covers(rects, 310, 50));
  EXPECT_FALSE(covers(rects, 120, 120));

  // Two primitives on one tile drawn the other way round: the one on top is another.
  const std::vector<Primitive> a = {{{0, 0, 640, 480}, 1}, {{10, 10, 20, 20}, 5}, {{12, 12, 22, 22}, 6}};
  const std::vector<Primitive> b = {{{0, 0, 640, 480}, 1}, {{12, 12, 22, 22}, 6}, {{10, 10, 20, 20}, 5}};
  frame(grid, a);
  rects = frame(grid, b);
  EXPECT_TRUE(covers(rects, 15, 15));
}

TEST(DamageGrid, APrimitiveThatLeavesAnEdgeTileDamagesIt) {
  DamageGrid grid(32);
  frame(grid, kTable);
  // A glyph ending exactly on a tile's edge still lights the pixel beside it when anti-aliased.
  std::vector<Primitive> with = kTable;
  with.push_back({{200, 200, 224, 224}, 9});
  auto rects = frame(grid, with);
  EXPECT_TRUE(covers(rects, 223.5f, 223.5f));
  EXPECT_TRUE(covers(rects, 224.5f, 224.5f)) << "the neighbour tile is redrawn too";
  rects = frame(grid, kTable);
  EXPECT_TRUE(covers(rects, 210, 210)) << "where it was is drawn again without it";
}

TEST(DamageGrid, ManyChangesBecomeAtMostTheAskedPassesCoveringThemAll) {
  DamageGrid grid(16);
  std::vector<Primitive> before = {{{0, 0, 640, 480}, 1}};
  std::vector<Primitive> after = before;
  const std::vector<std::pair<float, float>> spots = {{20, 20}, {600, 20}, {20, 440}, {600, 440}, {300, 240}, {320, 250}, {100, 300}};
  for (const auto& [x, y] : spots) after.push_back({{x, y, x + 8, y + 8}, 7});
  frame(grid, before);
  const auto rects = frame(grid, after, 3);
  ASSERT_LE(rects.size(), 3u);
  for (const auto& [x, y] : spots) EXPECT_TRUE(covers(rects, x + 4, y + 4)) << x << "," << y;
}

TEST(DamageGrid, ChangesOverMostOfTheScreenRedrawItWhole) {
  DamageGrid grid(32);
  frame(grid, kTable);
  std::vector<Primitive> after = kTable;
  after[0].look = 99;  // the background: every tile
  EXPECT_EQ(frame(grid, after), (std::vector<TileRect>{{0, 0, 640, 480}}));
}

TEST(DamageGrid, OffScreenAndEmptyPrimitivesDamageNothing) {
  DamageGrid grid(32);
  frame(grid, kTable);
  std::vector<Primitive> after = kTable;
  after.push_back({{-200, -200, -100, -100}, 4});
  after.push_back({{900, 900, 950, 950}, 4});
  after.push_back({{50, 50, 50, 80}, 4});
  EXPECT_TRUE(frame(grid, after).empty());
}

}  // namespace
