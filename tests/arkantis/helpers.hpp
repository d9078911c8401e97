// Shared helpers for the ArkantiS tests: positions built by hand (docs/rules/arkantis.md §10) and
// lines of notation played in a row.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "arkantis/editor.hpp"
#include "arkantis/notation.hpp"
#include "arkantis/state.hpp"

namespace arkantis::testing {

// The rulebook's throws 6 3 2 4 5 6 5 (§10.1).
inline constexpr std::array<int, 7> kRulebookDice = {6, 3, 2, 4, 5, 6, 5};

// The set-up of §10.9: the rulebook's throws, both decks in card-table order, seat `start` first.
Setup table_order_setup(int players = 2, int start = 0);
State rulebook_game(int players = 2);

// A hand-built position (§10.3-10.7): the board string, seat 0 to act with `counters` and
// exactly `hand` (card ids); the register empty.
State position(std::string_view board, int counters, const std::vector<std::string>& hand = {}, int players = 2);

// "b3 c3 c4" as a set of squares.
Bits squares(std::string_view text);
Card card(std::string_view id);
Action act(std::string_view text);  // parse_action, which must succeed

// Applies each line; returns the first refusal as "LINE: reason", or "" when all applied.
std::string play(State& s, const std::vector<std::string>& lines);

// Tokens of both piles of each colour plus the hands: for the conservation tests.
int cards_in_hands(const State& s);

}  // namespace arkantis::testing
