// Sets of squares as one 64-bit word (docs/rules/arkantis.md §2): square index = row * 7 + col,
// so the lowest bit of a set is its first square in reading order (§2.3). Sets of the board are
// computed bit-parallel: a flood fill grows a whole frontier with four shifts per step.
#pragma once

#include <bit>
#include <cstdint>

#include "arkantis/rules_data.hpp"

namespace arkantis {

using Bits = std::uint64_t;
using Square = std::uint8_t;

inline constexpr Bits kAllSquares = (Bits{1} << data::kSquares) - 1;

constexpr Bits column_mask(int col) {
  Bits m = 0;
  for (int r = 0; r < data::kRows; ++r) m |= Bits{1} << (r * data::kCols + col);
  return m;
}
inline constexpr Bits kColumnA = column_mask(0);
inline constexpr Bits kColumnLast = column_mask(data::kCols - 1);

constexpr Bits bit(int square) { return Bits{1} << square; }
constexpr int square_at(int row, int col) { return row * data::kCols + col; }
constexpr int row_of(int square) { return square / data::kCols; }
constexpr int col_of(int square) { return square % data::kCols; }
constexpr int first_square(Bits b) { return std::countr_zero(b); }
constexpr int count(Bits b) { return std::popcount(b); }

// The squares in contact with `b` (§2.1, [A-2]: orthogonal neighbours only), `b` itself excluded
// only where it is not a neighbour of itself.
constexpr Bits neighbours(Bits b) {
  return (((b << 1) & ~kColumnA) | ((b >> 1) & ~kColumnLast) | (b << data::kCols) | (b >> data::kCols)) &
         kAllSquares;
}

// The squares of `within` connected to `seed` (seed must lie in `within`).
constexpr Bits flood_fill(Bits seed, Bits within) {
  Bits grown = seed;
  for (;;) {
    const Bits next = (grown | neighbours(grown)) & within;
    if (next == grown) return grown;
    grown = next;
  }
}

constexpr bool connected(Bits b) { return b != 0 && flood_fill(b & (~b + 1), b) == b; }

// `b` moved up and left until it touches row 1 and column a: the shape of a set, whatever its
// place on the board.
constexpr Bits normalised(Bits b) {
  if (b == 0) return 0;
  Bits cols = 0;
  for (int r = 0; r < data::kRows; ++r) cols |= b >> (r * data::kCols);
  const int min_col = std::countr_zero(cols & ((Bits{1} << data::kCols) - 1));
  const int min_row = first_square(b) / data::kCols;
  return b >> (min_row * data::kCols + min_col);
}

}  // namespace arkantis
