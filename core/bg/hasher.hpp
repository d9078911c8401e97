// A 64-bit hash fed value by value, so it does not depend on struct padding, pointer size or
// the standard library: native and WebAssembly builds agree.
#pragma once

#include <cstdint>

namespace bg {

class Hasher {
 public:
  void add(std::uint64_t v) {
    h_ ^= v + 0x9E3779B97F4A7C15ull + (h_ << 6) + (h_ >> 2);
    h_ = mix(h_);
  }
  std::uint64_t value() const { return h_; }

  static std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t h_ = 0x243F6A8885A308D3ull;
};

}  // namespace bg
