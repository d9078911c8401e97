// A set of board squares as a bitboard: bit (row * 16 + col). Whole-board questions (which
// anchors fit a shape, is a building enclosed) become a few word operations.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "arkadia/types.hpp"

namespace arkadia {

class Bits {
 public:
  static constexpr int kWords = (kSquareSlots + 63) / 64;

  constexpr Bits() = default;
  static constexpr Bits of(Square s) {
    Bits b;
    b.set(s);
    return b;
  }
  static constexpr Bits board();  // every square on the board

  constexpr void set(Square s) { w_[s >> 6] |= std::uint64_t{1} << (s & 63); }
  constexpr void reset(Square s) { w_[s >> 6] &= ~(std::uint64_t{1} << (s & 63)); }
  constexpr bool test(Square s) const { return (w_[s >> 6] >> (s & 63)) & 1; }

  constexpr bool any() const {
    std::uint64_t acc = 0;
    for (auto x : w_) acc |= x;
    return acc != 0;
  }
  constexpr bool none() const { return !any(); }
  constexpr int count() const {
    int n = 0;
    for (auto x : w_) n += std::popcount(x);
    return n;
  }
  constexpr bool intersects(const Bits& o) const { return (*this & o).any(); }

  constexpr Bits operator|(const Bits& o) const {
    Bits r;
    for (int i = 0; i < kWords; ++i) r.w_[i] = w_[i] | o.w_[i];
    return r;
  }
  constexpr Bits operator&(const Bits& o) const {
    Bits r;
    for (int i = 0; i < kWords; ++i) r.w_[i] = w_[i] & o.w_[i];
    return r;
  }
  // Squares of `this` not in `o`.
  constexpr Bits minus(const Bits& o) const {
    Bits r;
    for (int i = 0; i < kWords; ++i) r.w_[i] = w_[i] & ~o.w_[i];
    return r;
  }
  constexpr Bits& operator|=(const Bits& o) { return *this = *this | o; }
  constexpr Bits& operator&=(const Bits& o) { return *this = *this & o; }
  constexpr bool operator==(const Bits&) const = default;

  // Moves every square (r, c) to (r + dr, c + dc); squares that leave the board vanish.
  constexpr Bits shifted(int dr, int dc) const;
  // Squares orthogonally adjacent to at least one square of the set (may include the set).
  constexpr Bits neighbours() const {
    return shifted(1, 0) | shifted(-1, 0) | shifted(0, 1) | shifted(0, -1);
  }
  // The on-board squares orthogonally adjacent to the set, excluding the set itself.
  constexpr Bits ring() const { return neighbours().minus(*this); }

  // Lowest square in the set; the set must not be empty.
  constexpr Square first() const {
    for (int i = 0; i < kWords; ++i)
      if (w_[i]) return static_cast<Square>(i * 64 + std::countr_zero(w_[i]));
    return kNoSquare;
  }
  // Calls f(square) for every square, lowest first.
  template <class F>
  constexpr void for_each(F&& f) const {
    for (int i = 0; i < kWords; ++i)
      for (std::uint64_t x = w_[i]; x; x &= x - 1)
        f(static_cast<Square>(i * 64 + std::countr_zero(x)));
  }
  constexpr std::uint64_t word(int i) const { return w_[i]; }

 private:
  // Shifts the whole bit string towards higher indices by s bits (lower when s < 0).
  constexpr Bits shift_bits(int s) const {
    Bits r;
    // The hot case (building shapes, neighbours): less than a word, straight-line code.
    if (s > 0 && s < 64) {
      r.w_[0] = w_[0] << s;
      for (int i = 1; i < kWords; ++i) r.w_[i] = (w_[i] << s) | (w_[i - 1] >> (64 - s));
      return r;
    }
    if (s < 0 && s > -64) {
      s = -s;
      for (int i = 0; i + 1 < kWords; ++i) r.w_[i] = (w_[i] >> s) | (w_[i + 1] << (64 - s));
      r.w_[kWords - 1] = w_[kWords - 1] >> s;
      return r;
    }
    if (s >= 0) {
      const int words = s / 64, bits = s % 64;
      for (int i = kWords - 1; i >= words; --i) {
        std::uint64_t v = w_[i - words] << bits;
        if (bits && i - words - 1 >= 0) v |= w_[i - words - 1] >> (64 - bits);
        r.w_[i] = v;
      }
    } else {
      s = -s;
      const int words = s / 64, bits = s % 64;
      for (int i = 0; i + words < kWords; ++i) {
        std::uint64_t v = w_[i + words] >> bits;
        if (bits && i + words + 1 < kWords) v |= w_[i + words + 1] << (64 - bits);
        r.w_[i] = v;
      }
    }
    return r;
  }
 public:
  // The on-board squares a column shift by dc may land on without wrapping into another row.
  static constexpr Bits column_window(int dc) {
    std::uint64_t row = 0;
    for (int c = 0; c < kCols; ++c)
      if (c - dc >= 0 && c - dc < kCols) row |= std::uint64_t{1} << c;
    Bits r;
    for (int i = 0; i < kWords; ++i) {
      std::uint64_t w = 0;
      for (int lane = 0; lane < 64 / kStride; ++lane)
        if ((i * 64 + lane * kStride) / kStride < kRows) w |= row << (lane * kStride);
      r.w_[i] = w;
    }
    return r;
  }

 private:
  std::array<std::uint64_t, kWords> w_{};
};

constexpr Bits Bits::board() { return column_window(0); }

namespace detail {
inline constexpr auto kColumnWindows = [] {
  std::array<Bits, 2 * kStride - 1> t{};
  for (int dc = -(kStride - 1); dc <= kStride - 1; ++dc) t[dc + kStride - 1] = Bits::column_window(dc);
  return t;
}();
}  // namespace detail

constexpr Bits Bits::shifted(int dr, int dc) const {
  return shift_bits(dr * kStride + dc) & detail::kColumnWindows[dc + kStride - 1];
}

}  // namespace arkadia
