// Arkadia's family colours as data, for every palette (drawn by arkadia_colours.cpp; checked with
// the players' colours by tests/web/palette_test.cpp).
#pragma once

#include "palette_data.hpp"

namespace web {

// Arkadia's four families (seals, cards, castle pieces): red, olive, black, silver. The
// colour-blind set draws olive as blue (the letter on every chip keeps the name).
using FamilyColours = ColourSet;

inline constexpr FamilyColours kClassicFamilies = {
    {{{196, 40, 40}, {120, 128, 24}, {28, 28, 30}, {186, 190, 198}}},
    {{kInkLight, kInkLight, kInkLight, kInkDark}},
};

inline constexpr FamilyColours kColourBlindFamilies = {
    {{{204, 49, 40}, {0, 85, 179}, {20, 20, 20}, {183, 183, 187}}},
    {{kInkLight, kInkLight, kInkLight, kInkDark}},
};

inline const FamilyColours& family_colours(Palette palette) {
  return palette == Palette::kColourBlind ? kColourBlindFamilies : kClassicFamilies;
}

}  // namespace web
