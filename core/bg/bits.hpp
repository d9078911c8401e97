// Bit tricks the engines' bitboards share.
#pragma once

#include <bit>
#include <cstdint>

namespace bg {

// The index of the k-th set bit of `bits` (k from 0), lowest first; `bits` has more than k.
// Random play draws the k-th of a set of squares with it, without listing them.
constexpr int nth_set_bit(std::uint64_t bits, std::uint32_t k) {
  for (; k > 0; --k) bits &= bits - 1;  // clears the lowest set bit
  return std::countr_zero(bits);
}

}  // namespace bg
