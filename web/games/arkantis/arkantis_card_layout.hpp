// Where a card's figures go on it (issue 48: a chiral card's mirror figure was a tiny glyph in the
// hand). A card shows its figure in a square box five cells wide; a chiral card shows both of its
// figures there (both count), side by side or one above the other, whichever lets them be larger,
// a cell apart, at full size where they fit (most do) and never below 0.7 of it.
#pragma once

#include <string_view>
#include <vector>

#include "arkantis/types.hpp"

namespace web {

struct FigurePlace {
  std::string_view figure;  // rows top first, separated by '/', 'X' a square of the shape
  float x = 0, y = 0;       // its top left, from the box's top left
  float unit = 0;           // per square
  int cols = 0, rows = 0;
};

// The figures of `card` in a box of 5 x `cell`: its first figure (the mirror image when
// `mirrored`) alone and centred, or with `both` and a chiral card the two.
std::vector<FigurePlace> card_figures(arkantis::Card card, float cell, bool mirrored, bool both);

}  // namespace web
