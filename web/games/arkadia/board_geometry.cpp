#include "board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace web {

using arkadia::Square;

BoardGeometry BoardGeometry::fit(ImVec2 min, ImVec2 max) {
  BoardGeometry g;
  const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
  // Board coordinates (letters, numbers) take half a square on the left and top, and the frame
  // 4 px all round (8 px of each side are kept for it, so it never touches the window's edge).
  g.cell = std::floor(std::min((w - 8) / (arkadia::kCols + 0.6f), (h - 8) / (arkadia::kRows + 0.6f)));
  g.cell = std::max(g.cell, 8.0f);
  const ImVec2 board = g.size();
  g.origin = ImVec2(std::floor(min.x + (w - board.x + 0.6f * g.cell) / 2),
                    std::floor(min.y + (h - board.y + 0.6f * g.cell) / 2));
  return g;
}

ImVec2 BoardGeometry::square_min(Square s) const {
  return {origin.x + cell * static_cast<float>(arkadia::col_of(s)),
          origin.y + cell * static_cast<float>(arkadia::row_of(s))};
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
  const int col = static_cast<int>(std::floor((p.x - origin.x) / cell));
  const int row = static_cast<int>(std::floor((p.y - origin.y) / cell));
  if (!arkadia::on_board(row, col)) return std::nullopt;
  return arkadia::make_square(row, col);
}

}  // namespace web
