// The seed of the coach's questions (the hint, the review after a game, the lesson judge, the
// CLI's hint seat and review): derived from what the seat sees, so the same position asked about
// anywhere (the page, its worker, the command line) and at any time gets the same answer. That is
// what lets a player who follows a hint never be marked down for it by the review.
#pragma once

#include <cstdint>
#include <string_view>

#include "bg/hasher.hpp"

namespace ai {

// `encoded_view`: the game's view encoding (GAME/view_codec.hpp), the same text for equal views.
inline std::uint64_t advice_seed(std::string_view encoded_view) {
  bg::Hasher h;
  std::uint64_t word = 0;
  int bytes = 0;
  for (const unsigned char c : encoded_view) {
    word = word << 8 | c;
    if (++bytes == 8) h.add(word), word = 0, bytes = 0;
  }
  h.add(word);
  h.add(encoded_view.size());
  return h.value();
}

}  // namespace ai
