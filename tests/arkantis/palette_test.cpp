// ArkantiS's colours stay apart: the players' colours, which tint and outline the spots they
// claim, against each other and against the board's earth, the blue stone tiles and the red
// stones, seen with normal vision and through simulated colour-vision deficiencies
// (tests/web/colour_vision.hpp). The colour-blind palette must hold it for every simulation; the
// classic one for normal vision.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arkantis_palette.hpp"
#include "web/colour_vision.hpp"

namespace web {
namespace {

using namespace colour_vision;

std::vector<Named> arkantis_table(Palette palette) {
  std::vector<Named> all = player_colours_named(palette);
  all.push_back({"earth", kEarth});
  all.push_back({"red stone", kRedStone});
  all.push_back({"blue stone", kBlueStone});
  return all;
}

TEST(ArkantisPalette, ColourBlindColoursStayApartForEveryKindOfVision) {
  for (const Vision& v : kVisions) {
    const auto [d, pair] = closest(arkantis_table(Palette::kColourBlind), v);
    EXPECT_GE(d, kApart) << v.name << ": " << pair;
  }
}

TEST(ArkantisPalette, ClassicColoursStayApartForNormalVision) {
  const auto [d, pair] = closest(arkantis_table(Palette::kClassic), kVisions[0]);
  EXPECT_GE(d, kApart) << pair;
}

TEST(ArkantisPalette, ADeuteranopeCannotTellTheClassicRedStoneFromAGreenOne) {
  // A check on the check: the same table with a green as red as the stone for a deuteranope fails.
  std::vector<Named> table = arkantis_table(Palette::kClassic);
  table.push_back({"green", {110, 96, 40}});
  EXPECT_LT(closest(table, kVisions[2]).first, kApart);
}

}  // namespace
}  // namespace web
