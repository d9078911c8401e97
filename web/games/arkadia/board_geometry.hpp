// Where the board sits on screen: square <-> pixel (logical, CSS pixels).
#pragma once

#include <imgui.h>

#include <optional>

#include "arkadia/types.hpp"

namespace web {

struct BoardGeometry {
  ImVec2 origin{0, 0};  // top-left corner of square a1
  float cell = 32.0f;   // side of one square

  // The largest board that fits the rectangle, centred in it.
  static BoardGeometry fit(ImVec2 min, ImVec2 max);
  ImVec2 size() const { return {cell * arkadia::kCols, cell * arkadia::kRows}; }
  ImVec2 square_min(arkadia::Square s) const;
  ImVec2 square_max(arkadia::Square s) const;
  ImVec2 square_centre(arkadia::Square s) const;
  std::optional<arkadia::Square> square_at(ImVec2 point) const;
};

}  // namespace web
