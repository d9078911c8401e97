// The words of the game (docs/rules/arkantis.md §11.1): squares, cards, colours, piles.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "arkantis/bitboard.hpp"
#include "arkantis/rules_data.hpp"

namespace arkantis {

using Card = std::uint8_t;  // index into data::kCards
inline constexpr int kCardTypes = data::kCardTypes;
inline constexpr Card kHiddenCard = 0xFF;  // a card a seat cannot see (views only)

inline constexpr int kColours = 2;
inline constexpr int kPiles = 2;  // per colour
enum Pile : int { kFaceUp = 0, kFaceDown = 1 };
inline constexpr int kMinPlayers = data::kMinPlayers;
inline constexpr int kMaxPlayers = data::kMaxPlayers;

constexpr data::Colour colour_of(Card c) { return data::kCards[c].colour; }
constexpr int value_of(Card c) { return data::kCards[c].value; }
constexpr int copies_of(Card c) { return data::kCards[c].copies; }

std::string_view card_id(Card c);                 // "P5"
std::optional<Card> parse_card(std::string_view id);
std::string_view colour_name(int colour);         // "orange"
std::optional<int> parse_colour(std::string_view word);
std::string_view pile_name(int pile);             // "face-up"
std::optional<int> parse_pile(std::string_view word);

std::string square_name(int square);              // "c4"
std::optional<Square> parse_square(std::string_view word);
// "b3 c3 c4": the squares in reading order.
std::string squares_text(Bits squares);

// The board string of §11.1: rows from 1, 'X' covered, '.' uncovered, separated by '/'.
std::string board_string(Bits covered);
std::optional<Bits> parse_board_string(std::string_view text);

}  // namespace arkantis
