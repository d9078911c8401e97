// What a table chooses before the first turn, and the set-up itself (docs/rules/arkantis.md §4,
// §11.3, §11.4).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "arkantis/types.hpp"
#include "bg/status.hpp"

namespace arkantis {

struct GameOptions {
  int players = 2;  // 2..4, seat order is play order
  bool operator==(const GameOptions&) const = default;
};

bg::Status validate(const GameOptions& options);

// Everything random in a set-up: the 7 throws (row 1 first), each colour's shuffled deck before
// dealing (top card first) and the start player.
struct Setup {
  std::array<int, data::kRows> dice{};
  std::vector<Card> orange;
  std::vector<Card> emerald;
  int start_player = 0;
  bool operator==(const Setup&) const = default;
};

// A colour's cards in card-table order (§11.4): "F5 F5 F5 I5 I5 L5 ..." for orange.
std::vector<Card> deck_in_table_order(int colour);

// §11.4: the throws, the two shuffles and the start player drawn from bg::Rng(seed), in that order.
Setup setup_from_seed(const GameOptions& options, std::uint64_t seed);

// Why the set-up cannot be used (a throw out of 1..6, a deck that is not its colour's cards, a
// start player out of range), or ok.
bg::Status validate(const Setup& setup, const GameOptions& options);

// The board after the set-up's throws (§2.2, [A-1]): the bits of the covered squares.
Bits board_after_throws(const std::array<int, data::kRows>& dice);

}  // namespace arkantis
