// Arkadia's components as they would look on a table, in our own designs (web/shell/art.hpp's
// light and shadows): buildings in their family's colour with a roof and a sign per kind, tents,
// workers as figures, the castle's stone floors. The board (arkadia_board_view.cpp) and the rules'
// diagrams draw them alike.
#pragma once

#include <imgui.h>

#include "arkadia/bitboard.hpp"
#include <optional>

#include "arkadia/types.hpp"
#include "arkadia_board_geometry.hpp"

namespace web {

// A building laid out: its squares in its family's colour, outlined as one piece (so two
// buildings side by side, even of one family, stay apart), a roof pattern and a sign for its
// kind (`form`). A building still open is drawn lighter, as a plot being built; an enclosed
// one has its finished roof. `seal` draws the family's wax seal on it; `code` (colour-blind
// palette) writes the kind's two letters on it (code_square), open or enclosed.
struct BuildingLook {
  int family = 0;
  int form = 0;
  bool enclosed = false;
  bool seal = false;
  bool code = false;
};
void draw_building(ImDrawList* dl, const BoardGeometry& g, const arkadia::Bits& cells, arkadia::Square first, const BuildingLook& look);
// Where a building's kind letters go in the colour-blind palette: its last square, or while its
// seal sits there (the building still open) the next square that neither the sign nor the seal
// takes (the play-test found them on completed buildings only). Nullopt when none is free.
std::optional<arkadia::Square> code_square(const arkadia::Bits& cells, arkadia::Square first, bool seal);

// The sign of a kind of building (house, farm, tavern, mill, smithy, trade centre, monastery),
// `size` across, in `ink`.
void draw_form_sign(ImDrawList* dl, ImVec2 centre, float size, int form, ImU32 ink);

// One castle square: its stone floors stacked (`floors`, 0 to 3), the top one showing the
// family of the piece on it (or the printed seal, `family` < 0 for a blank), and its name.
void draw_castle_square(ImDrawList* dl, ImVec2 min, ImVec2 max, int floors, int family, int number);

}  // namespace web
