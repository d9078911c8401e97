// ArkantiS's own colours as data: the earth of the board, the blue stone tiles and the red stones
// the dig uncovers. Drawn by arkantis_drawing.hpp; checked with the players' colours, which mark
// claims on them, by tests/arkantis/palette_test.cpp.
#pragma once

#include "palette_data.hpp"

namespace web {

inline constexpr Rgb kEarth{58, 40, 38};
inline constexpr Rgb kRedStone{196, 64, 52};
inline constexpr Rgb kBlueStone{54, 110, 200};

}  // namespace web
