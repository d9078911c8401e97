// Card figures and the spots they accept (docs/rules/arkantis.md §3, [A-7]), derived at compile
// time from the card table in rules_data.hpp, which is checked here (§9): deck sizes, figure
// sizes and connectivity, mirror figures, and that each of the 19 fixed tetrominoes and 63 fixed
// pentominoes is accepted by exactly one card type.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>

#include "arkantis/bitboard.hpp"
#include "arkantis/rules_data.hpp"

namespace arkantis {

namespace shapes_detail {

// A figure string ("XX/X.") as a set of squares with its top-left at a1.
constexpr Bits figure_bits(std::string_view figure) {
  Bits b = 0;
  int r = 0, c = 0;
  for (char ch : figure) {
    if (ch == '/') {
      ++r;
      c = 0;
      continue;
    }
    if (ch == 'X') b |= bit(square_at(r, c));
    ++c;
  }
  return b;
}

// A quarter turn clockwise: (row, col) -> (col, -row), then normalised.
constexpr Bits turned(Bits b) {
  Bits out = 0;
  for (int s = 0; s < data::kSquares; ++s)
    if (b & bit(s)) out |= bit(square_at(col_of(s), data::kRows - 1 - row_of(s)));
  return normalised(out);
}

constexpr Bits mirrored(Bits b) {
  Bits out = 0;
  for (int s = 0; s < data::kSquares; ++s)
    if (b & bit(s)) out |= bit(square_at(row_of(s), data::kCols - 1 - col_of(s)));
  return normalised(out);
}

constexpr bool is_rotation_of(Bits a, Bits b) {
  for (int k = 0; k < 4; ++k, a = turned(a))
    if (a == b) return true;
  return false;
}

struct Fixed {
  Bits shape;
  std::uint8_t card;
};

inline constexpr int kMaxFixed = 8;  // orientations of one card: 2 figures x 4 turns, at most

// The distinct fixed shapes one card accepts.
constexpr std::array<Bits, kMaxFixed + 1> accepted_by(int card) {
  std::array<Bits, kMaxFixed + 1> out{};  // out[kMaxFixed] = how many
  int n = 0;
  for (std::string_view fig : {data::kCards[card].figure_a, data::kCards[card].figure_b}) {
    if (fig.empty()) continue;
    Bits b = normalised(figure_bits(fig));
    for (int k = 0; k < 4; ++k, b = turned(b)) {
      bool seen = false;
      for (int i = 0; i < n; ++i) seen |= out[i] == b;
      if (!seen && n < kMaxFixed) out[n++] = b;
    }
  }
  out[kMaxFixed] = static_cast<Bits>(n);
  return out;
}

constexpr int total_fixed() {
  int n = 0;
  for (int c = 0; c < data::kCardTypes; ++c) n += static_cast<int>(accepted_by(c)[kMaxFixed]);
  return n;
}

}  // namespace shapes_detail

// Every fixed shape a card accepts, sorted by its normalised set of squares.
inline constexpr int kFixedShapes = shapes_detail::total_fixed();
inline constexpr auto kShapeTable = [] {
  std::array<shapes_detail::Fixed, kFixedShapes> t{};
  int n = 0;
  for (int c = 0; c < data::kCardTypes; ++c) {
    const auto acc = shapes_detail::accepted_by(c);
    for (int i = 0; i < static_cast<int>(acc[shapes_detail::kMaxFixed]); ++i)
      t[n++] = {acc[i], static_cast<std::uint8_t>(c)};
  }
  std::sort(t.begin(), t.end(), [](const auto& a, const auto& b) { return a.shape < b.shape; });
  return t;
}();

inline constexpr int kNoShape = -1;

// The card type that accepts a set of 4 or 5 squares anywhere on the board, or kNoShape.
constexpr int shape_of(Bits squares) {
  const Bits key = normalised(squares);
  const auto* it = std::lower_bound(kShapeTable.begin(), kShapeTable.end(), key,
                                    [](const shapes_detail::Fixed& f, Bits k) { return f.shape < k; });
  return it != kShapeTable.end() && it->shape == key ? it->card : kNoShape;
}

// ---- The compile-time checks of §9 ---------------------------------------------------------------
namespace shapes_detail {

constexpr bool deck_sizes_match() {
  std::array<int, 2> n{};
  for (const auto& c : data::kCards) n[c.colour] += c.copies;
  return n == data::kDeckSize && n[0] + n[1] == data::kDeckTotal;
}

constexpr bool figures_are_sound() {
  for (const auto& c : data::kCards) {
    const int size = c.colour == data::kEmerald ? 4 : 5;
    const Bits a = normalised(figure_bits(c.figure_a));
    if (count(a) != size || !connected(a)) return false;
    if (c.figure_b.empty()) continue;
    const Bits b = normalised(figure_bits(c.figure_b));
    if (count(b) != size || !connected(b)) return false;
    if (!is_rotation_of(mirrored(a), b) || is_rotation_of(a, b)) return false;  // a true mirror pair
  }
  return true;
}

constexpr bool each_fixed_shape_has_one_card() {
  for (int i = 1; i < kFixedShapes; ++i)
    if (kShapeTable[i].shape == kShapeTable[i - 1].shape) return false;
  return true;
}

constexpr int fixed_of_size(int size) {
  int n = 0;
  for (const auto& f : kShapeTable) n += count(f.shape) == size;
  return n;
}

}  // namespace shapes_detail

static_assert(data::kTokens == data::kRows * (data::kCols - 1), "one free square per row after the crosses");
static_assert(data::kCols - 1 == data::kDieFaces, "each throw names exactly one token of its row [A-1]");
static_assert(shapes_detail::deck_sizes_match(), "35 orange + 20 emerald = 55 cards");
static_assert(shapes_detail::figures_are_sound(), "figures: connected, 4 or 5 circles by colour, true mirrors");
static_assert(shapes_detail::each_fixed_shape_has_one_card(), "a fixed shape accepted by two card types");
static_assert(shapes_detail::fixed_of_size(4) == 19 && shapes_detail::fixed_of_size(5) == 63,
              "every fixed tetromino and pentomino is accepted by some card");

}  // namespace arkantis
