// One atomic decision of the player to move (docs/rules/arkantis.md §5, §11.2). A turn is
// buy* then take/move then (buy|claim)* then end, or buy* then pass.
#pragma once

#include <cstdint>

#include "arkantis/types.hpp"

namespace arkantis {

enum class ActionKind : std::uint8_t {
  kTakeOne,  // remove one token (free)
  kTakeTwo,  // remove two tokens (2 counters); square < second
  kMove,     // move a token from `square` to the uncovered `second` (3 counters)
  kPass,     // leave the game for good
  kBuy,      // the top card of a pile: `colour`, `pile`
  kClaim,    // lay `card` on the open spot whose first square is `square`
  kEnd,      // end the turn
};

struct Action {
  ActionKind kind = ActionKind::kEnd;
  Square square = 0;
  Square second = 0;
  Card card = 0;
  std::uint8_t colour = 0;
  std::uint8_t pile = 0;

  bool operator==(const Action&) const = default;

  static Action take(int s) { return {ActionKind::kTakeOne, static_cast<Square>(s)}; }
  static Action take(int s, int t) {  // in reading order
    return {ActionKind::kTakeTwo, static_cast<Square>(s < t ? s : t), static_cast<Square>(s < t ? t : s)};
  }
  static Action move(int from, int to) { return {ActionKind::kMove, static_cast<Square>(from), static_cast<Square>(to)}; }
  static Action pass() { return {ActionKind::kPass}; }
  static Action buy(int colour, int pile) {
    return {ActionKind::kBuy, 0, 0, 0, static_cast<std::uint8_t>(colour), static_cast<std::uint8_t>(pile)};
  }
  static Action claim(Card card, int first) { return {ActionKind::kClaim, static_cast<Square>(first), 0, card}; }
  static Action end() { return {ActionKind::kEnd}; }
};

}  // namespace arkantis
