#include "arkadia_board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace web {

using arkadia::Square;

BoardGeometry BoardGeometry::fit(ImVec2 min, ImVec2 max, bool turned) {
  BoardGeometry g;
  g.turned = turned;
  const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
  const float across_n = static_cast<float>(across(turned)), down_n = static_cast<float>(down(turned));
  // Board coordinates take a strip on the left and top, and the frame 4 px all round
  // (widgets.hpp: board_cell), so the board never touches the window's edge.
  g.cell = std::floor(std::min(board_cell(w, across_n), board_cell(h, down_n)));
  g.cell = std::max(g.cell, 8.0f);
  const ImVec2 board = g.size();
  const float strip = g.label_strip();
  g.origin = ImVec2(std::floor(min.x + (w - board.x + strip) / 2), std::floor(min.y + (h - board.y + strip) / 2));
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
  const float off = label_strip() / 2 + 2;  // the strip's middle, outside the 4 px frame
  return turned ? ImVec2(origin.x - off, origin.y + along) : ImVec2(origin.x + along, origin.y - off);
}

ImVec2 BoardGeometry::row_label(int row) const {
  const float off = label_strip() / 2 + 2;
  if (turned) return {origin.x + cell * (static_cast<float>(arkadia::kRows - row) - 0.5f), origin.y - off};
  return {origin.x - off, origin.y + cell * (static_cast<float>(row) + 0.5f)};
}

}  // namespace web
