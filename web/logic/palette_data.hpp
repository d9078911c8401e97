// The players' colours as data, for every palette (settings.hpp's Palette): what the shell draws
// with (theme.cpp turns them into ImGui colours), and what tests/web/palette_test.cpp checks stays
// apart under simulated colour-vision deficiencies, with each game's own colours.
#pragma once

#include <array>
#include <cstdint>

#include "settings.hpp"

namespace web {

struct Rgb {
  std::uint8_t r, g, b;
};

// Four colours and the ink drawn on each: the players' (yellow, orange, green, violet), a game's
// own (Arkadia's families).
struct ColourSet {
  std::array<Rgb, 4> fill;
  std::array<Rgb, 4> ink;  // text and marks drawn on them
};
using PlayerColours = ColourSet;

inline constexpr Rgb kNeutralWorker{245, 245, 240};
inline constexpr Rgb kInkDark{20, 20, 20};
inline constexpr Rgb kInkLight{255, 255, 255};

inline constexpr PlayerColours kClassicPlayers = {
    {{{250, 214, 40}, {244, 132, 30}, {60, 170, 80}, {150, 90, 200}}},
    {{kInkDark, kInkDark, kInkLight, kInkLight}},
};

// Fitted so that every pair of player, Arkadia family and neutral-worker colours stays at least 20 apart
// (CIELAB) under simulated protanopia, deuteranopia and tritanopia (Machado et al., 2009), while
// each keeps its name's hue: yellow, orange, green, violet.
inline constexpr PlayerColours kColourBlindPlayers = {
    {{{255, 221, 0}, {235, 150, 28}, {0, 161, 98}, {195, 66, 149}}},
    {{kInkDark, kInkDark, kInkLight, kInkLight}},
};

inline const PlayerColours& player_colours(Palette palette) {
  return palette == Palette::kColourBlind ? kColourBlindPlayers : kClassicPlayers;
}

}  // namespace web
