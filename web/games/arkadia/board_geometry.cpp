#include "board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace web {

using arkadia::Square;

BoardGeometry BoardGeometry::fit(ImVec2 min, ImVec2 max, bool turned) {
  BoardGeometry g;
  g.turned = turned;
  const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
  const float across_n = static_cast<float>(across(turned)), down_n = static_cast<float>(down(turned));
  // Board coordinates (letters, numbers) take half a square on the left and top, and the frame
  // 4 px all round (8 px of each side are kept for it, so it never touches the window's edge).
  g.cell = std::floor(std::min((w - 8) / (across_n + 0.6f), (h - 8) / (down_n + 0.6f)));
  g.cell = std::max(g.cell, 8.0f);
  const ImVec2 board = g.size();
  g.origin = ImVec2(std::floor(min.x + (w - board.x + 0.6f * g.cell) / 2),
                    std::floor(min.y + (h - board.y + 0.6f * g.cell) / 2));
  return g;
}

ImVec2 BoardGeometry::square_min(Square s) const {
  const float row = static_cast<float>(arkadia::row_of(s)), col = static_cast<float>(arkadia::col_of(s));
  if (turned) return {origin.x + cell * (static_cast<float>(arkadia::kRows - 1) - row), origin.y + cell * col};
  return {origin.x + cell * col, origin.y + cell * row};
}

ImVec2 BoardGeometry::square_max(Square s) const {
  const ImVec2 m = square_min(s);
  return {m.x + cell, m.y + cell};
}

ImVec2 BoardGeometry::square_centre(Square s) const {
  const ImVec2 m = square_min(s);
  return {m.x + cell / 2, m.y + cell / 2};
}

std::optional<Square> BoardGeometry::square_at(ImVec2 p) const {
  const int x = static_cast<int>(std::floor((p.x - origin.x) / cell));
  const int y = static_cast<int>(std::floor((p.y - origin.y) / cell));
  const int row = turned ? arkadia::kRows - 1 - x : y;
  const int col = turned ? y : x;
  if (x < 0 || y < 0 || !arkadia::on_board(row, col)) return std::nullopt;
  return arkadia::make_square(row, col);
}

ImVec2 BoardGeometry::column_label(int col) const {
  const float along = cell * (static_cast<float>(col) + 0.5f);
  return turned ? ImVec2(origin.x - cell * 0.3f, origin.y + along) : ImVec2(origin.x + along, origin.y - cell * 0.28f);
}

ImVec2 BoardGeometry::row_label(int row) const {
  if (turned) return {origin.x + cell * (static_cast<float>(arkadia::kRows - row) - 0.5f), origin.y - cell * 0.28f};
  return {origin.x - cell * 0.3f, origin.y + cell * (static_cast<float>(row) + 0.5f)};
}

}  // namespace web
