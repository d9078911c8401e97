// Arkadia's colours stay apart: every pair of player colours, family colours and the neutral
// worker, seen with normal vision and through simulated protanopia, deuteranopia and tritanopia
// (colour_vision.hpp), are at least a set distance apart. The colour-blind palette must hold it
// for every simulation; the classic one for normal vision. ArkantiS's: tests/arkantis/palette_test.cpp.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "colour_vision.hpp"
#include "arkadia_family_palette.hpp"
#include "palette_data.hpp"

namespace web {
namespace {

using namespace colour_vision;

std::vector<Named> arkadia_table(Palette palette) {
  static const char* kFamilies[] = {"red family", "olive family", "black family", "silver family"};
  std::vector<Named> all = player_colours_named(palette);
  for (int i = 0; i < 4; ++i) all.push_back({kFamilies[i], family_colours(palette).fill[static_cast<std::size_t>(i)]});
  all.push_back({"neutral worker", kNeutralWorker});
  return all;
}

TEST(Palette, ColourBlindColoursStayApartForEveryKindOfVision) {
  for (const Vision& v : kVisions) {
    const auto [d, pair] = closest(arkadia_table(Palette::kColourBlind), v);
    EXPECT_GE(d, kApart) << v.name << ": " << pair;
  }
}

TEST(Palette, ClassicColoursStayApartForNormalVision) {
  const auto [d, pair] = closest(arkadia_table(Palette::kClassic), kVisions[0]);
  EXPECT_GE(d, kApart) << pair;
}

TEST(Palette, TheSimulationSeesWhatItShould) {
  // Checks on the check: red and green merge for a deuteranope, not for normal vision; blue and
  // yellow stay apart for both.
  const Rgb red{200, 60, 40}, green{90, 140, 40}, blue{40, 60, 200}, yellow{240, 220, 40};
  EXPECT_GT(delta_e(red, green, kVisions[0].m), 40);
  EXPECT_LT(delta_e(red, green, kVisions[2].m), 20);
  EXPECT_GT(delta_e(blue, yellow, kVisions[2].m), 60);
}

}  // namespace
}  // namespace web
