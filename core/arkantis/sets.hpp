// Sets and modified sets (docs/rules/arkantis.md §2.3, §2.4, [A-3]). A set is a connected group of
// squares of one colour: blue = covered, red = uncovered.
#pragma once

#include <array>
#include <cstdint>

#include "arkantis/bitboard.hpp"

namespace arkantis {

enum SetColour : std::uint8_t { kRed = 0, kBlue = 1 };

struct BoardSet {
  Bits squares = 0;
  SetColour colour = kRed;
  bool operator==(const BoardSet&) const = default;
};

// Up to 10 modified sets: each holds a changed square or one of its (at most 8) neighbours.
inline constexpr int kMaxModified = 10;
struct ModifiedSets {
  std::array<BoardSet, kMaxModified> sets{};
  int size = 0;
};

constexpr Bits squares_of(SetColour colour, Bits covered) { return colour == kBlue ? covered : ~covered & kAllSquares; }

// The engine's form of: the sets after the action that contain or touch a changed square,
// in reading order of their first squares.
ModifiedSets modified_sets(Bits before, Bits after);

// The rule's own form of, for the tests: the sets after the action that no set before it
// equals (same colour, same squares), in reading order of their first squares.
ModifiedSets modified_sets_by_comparison(Bits before, Bits after);

}  // namespace arkantis
