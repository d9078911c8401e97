// A small seeded random generator that gives the same numbers on every platform. The standard
// distributions differ between libstdc++ (native) and libc++ (Emscripten), so games, shuffles
// and random players use this instead, which keeps bench checksums equal native and in wasm.
#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace bg {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) {
    // splitmix64 spreads any seed (even 0) over the xoshiro state.
    for (auto& word : s_) {
      seed += 0x9E3779B97F4A7C15ull;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      word = z ^ (z >> 31);
    }
  }

  // xoshiro256**
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, n), n > 0, without modulo bias.
  std::uint32_t below(std::uint32_t n) {
    const std::uint32_t limit = static_cast<std::uint32_t>(-n) % n;  // 2^32 mod n
    for (;;) {
      const std::uint64_t m = (next() >> 32) * n;
      if (static_cast<std::uint32_t>(m) >= limit) return static_cast<std::uint32_t>(m >> 32);
    }
  }

  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i)
      std::swap(items[i - 1], items[below(static_cast<std::uint32_t>(i))]);
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
};

}  // namespace bg
