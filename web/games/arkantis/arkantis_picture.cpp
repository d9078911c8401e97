// ArkantiS's picture on the game chooser: its board some way into a game, with claimed spots,
// drawn by the board's own pieces (arkantis_drawing.hpp), without coordinates or marks.
#include <algorithm>

#include "arkantis_drawing.hpp"
#include "game_picture.hpp"
#include "theme.hpp"

namespace web {

void draw_arkantis_picture(ImDrawList* dl, ImVec2 min, ImVec2 max) {
  // A board half uncovered with spots claimed by both seats: the first seed whose random game
  // has one (random play seldom claims, so a few are tried; the same one on every visit).
  static const auto position = [] {
    std::optional<arkantis::State> s;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
      s = sample_position<arkantis::ArkantisGame>(seed, 40);
      if (s && !s->player(0).claimed.empty() && !s->player(1).claimed.empty()) break;
    }
    return s;
  }();
  if (!position) return;
  const float side = std::min(max.x - min.x, max.y - min.y) - 8;
  ArkantisGeometry g;
  g.cell = side / static_cast<float>(arkantis::data::kCols);
  g.origin = ImVec2((min.x + max.x - side) / 2, (min.y + max.y - side) / 2);
  dl->AddRectFilled(ImVec2(g.origin.x - 4, g.origin.y - 4), ImVec2(g.origin.x + side + 4, g.origin.y + side + 4), kBoardFill, 6.0f);
  draw_arkantis_pieces(dl, g, *position, [](int seat) { return player_colour(seat); });
}

}  // namespace web
