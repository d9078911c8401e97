#include "arkantis_card_layout.hpp"

#include <algorithm>

#include "arkantis/rules_data.hpp"

namespace web {

namespace {

FigurePlace measured(std::string_view figure) {
  FigurePlace f{figure};
  int width = 0;
  f.rows = 1;
  for (char ch : figure) {
    if (ch == '/') ++f.rows, width = 0;
    else f.cols = std::max(f.cols, ++width);
  }
  return f;
}

}  // namespace

std::vector<FigurePlace> card_figures(arkantis::Card card, float cell, bool mirrored, bool both) {
  const auto& d = arkantis::data::kCards[static_cast<std::size_t>(card)];
  const bool chiral = !d.figure_b.empty();
  FigurePlace first = measured(mirrored && chiral ? d.figure_b : d.figure_a);
  const float box = 5 * cell;
  if (!chiral || !both) {
    first.unit = cell;
    first.x = (box - static_cast<float>(first.cols) * cell) / 2;
    first.y = (box - static_cast<float>(first.rows) * cell) / 2;
    return {first};
  }
  FigurePlace second = measured(mirrored ? d.figure_a : d.figure_b);
  // Side by side or stacked, a square's gap between: the one that fits the larger squares.
  const auto fit = [](int along, int across) { return std::min({1.0f, 5.0f / static_cast<float>(along), 5.0f / static_cast<float>(across)}); };
  const float beside = fit(first.cols + second.cols + 1, std::max(first.rows, second.rows));
  const float stacked = fit(first.rows + second.rows + 1, std::max(first.cols, second.cols));
  const bool side_by_side = beside >= stacked;
  const float unit = cell * std::max(beside, stacked);
  first.unit = second.unit = unit;
  const auto w = [unit](const FigurePlace& f) { return static_cast<float>(f.cols) * unit; };
  const auto h = [unit](const FigurePlace& f) { return static_cast<float>(f.rows) * unit; };
  if (side_by_side) {
    const float left = (box - w(first) - unit - w(second)) / 2;
    first.x = left;
    second.x = left + w(first) + unit;
    first.y = (box - h(first)) / 2;
    second.y = (box - h(second)) / 2;
  } else {
    const float top = (box - h(first) - unit - h(second)) / 2;
    first.y = top;
    second.y = top + h(first) + unit;
    first.x = (box - w(first)) / 2;
    second.x = (box - w(second)) / 2;
  }
  return {first, second};
}

}  // namespace web
