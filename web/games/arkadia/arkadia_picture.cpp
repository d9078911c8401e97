// Arkadia's picture on the game chooser: its board some way into a game, drawn by the board's
// own renderer (arkadia_board_view.hpp), without coordinates or marks.
#include "arkadia_app.hpp"
#include "arkadia_board_view.hpp"
#include "game_picture.hpp"

namespace web {

void draw_arkadia_picture(ImDrawList* dl, ImVec2 min, ImVec2 max) {
  // Found by looking: buildings of every family, workers, castle pieces (seed, actions).
  static const auto position = sample_position<arkadia::ArkadiaGame>(11, 40);
  if (!position) return;
  BoardMarks plain;
  plain.coordinates = false;
  // The margin the coordinates would take is split on both sides, so the board sits centred.
  BoardGeometry g = BoardGeometry::fit(min, max);
  g.origin.x -= g.label_strip() / 2;
  g.origin.y -= g.label_strip() / 2;
  draw_board(dl, g, *position, plain);
}

}  // namespace web
