// Where the board sits on screen: square <-> pixel (logical, CSS pixels). An upright phone turns
// the board a quarter clockwise (`turned`): its 12 rows then run across the narrow screen and
// its 16 columns down it, so the squares are a third larger. Shapes turn with it, never mirror.
#pragma once

#include <imgui.h>

#include <optional>

#include "arkadia/types.hpp"
#include "widgets.hpp"

namespace web {

struct BoardGeometry {
  ImVec2 origin{0, 0};  // top-left corner of the board on screen
  float cell = 32.0f;   // side of one square
  bool turned = false;  // a quarter clockwise: row 1 on the right, column a at the top
  float label_strip() const { return coordinate_strip(cell); }  // widgets.hpp

  // The largest board that fits the rectangle, centred in it.
  static BoardGeometry fit(ImVec2 min, ImVec2 max, bool turned = false);
  // Squares across and down the screen.
  static int across(bool turned) { return turned ? arkadia::kRows : arkadia::kCols; }
  static int down(bool turned) { return turned ? arkadia::kCols : arkadia::kRows; }
  // The board area's height / width, coordinates included.
  static float aspect(bool turned) {
    return (static_cast<float>(down(turned)) + 0.6f) / (static_cast<float>(across(turned)) + 0.6f);
  }
  ImVec2 size() const { return {cell * static_cast<float>(across(turned)), cell * static_cast<float>(down(turned))}; }
  ImVec2 square_min(arkadia::Square s) const;
  ImVec2 square_max(arkadia::Square s) const;
  ImVec2 square_centre(arkadia::Square s) const;
  std::optional<arkadia::Square> square_at(ImVec2 point) const;
  // The centre of the margin label of a column (letter) and of a row (number).
  ImVec2 column_label(int col) const;
  ImVec2 row_label(int row) const;
};

}  // namespace web
