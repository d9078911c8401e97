// Small value types shared by the whole engine: squares, families, cards.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "arkadia/rules_data.hpp"

namespace arkadia {

inline constexpr int kFamilies = data::kFamilies;
inline constexpr int kMaxPlayers = data::kMaxPlayers;
inline constexpr int kCastleSquares = data::kCastleSquares;
inline constexpr int kHandSize = data::kHandSize;
inline constexpr int kDisplaySize = data::kDisplaySize;

// ---- Squares ---------------------------------------------------------------------------------
// A square is row * kStride + column. The stride is fixed at 16 so that the bitboards can shift
// whole rows with one word operation; the board itself may be narrower (data::kCols <= 16).
using Square = std::uint8_t;
inline constexpr int kStride = 16;
inline constexpr int kRows = data::kRows;
inline constexpr int kCols = data::kCols;
inline constexpr int kSquareSlots = kRows * kStride;
inline constexpr Square kNoSquare = 255;
static_assert(kCols <= kStride && kRows * kStride <= 255, "board too large for Square");

constexpr Square make_square(int row, int col) { return static_cast<Square>(row * kStride + col); }
constexpr int row_of(Square s) { return s / kStride; }
constexpr int col_of(Square s) { return s % kStride; }
constexpr bool on_board(int row, int col) {
  return row >= 0 && row < kRows && col >= 0 && col < kCols;
}

// "g5" -> square; nullopt when malformed or off the board.
constexpr std::optional<Square> parse_square(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  if (text[0] < 'a' || text[0] > 'z') return std::nullopt;
  int col = text[0] - 'a';
  int row = 0;
  for (std::size_t i = 1; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    row = row * 10 + (text[i] - '0');
  }
  if (text[1] == '0') return std::nullopt;  // no leading zeros: one spelling per square
  row -= 1;
  if (!on_board(row, col)) return std::nullopt;
  return make_square(row, col);
}
std::string square_name(Square s);

// ---- Families --------------------------------------------------------------------------------
using Family = std::uint8_t;  // 0..3: red, olive, black, silver
constexpr char family_letter(int f) { return data::kFamilyLetters[f]; }
constexpr std::optional<Family> parse_family(char c) {
  for (int f = 0; f < kFamilies; ++f)
    if (data::kFamilyLetters[f] == c) return static_cast<Family>(f);
  return std::nullopt;
}

// ---- Cards -----------------------------------------------------------------------------------
// A card type is form * 4 + family. Copies of the same type are interchangeable, so hands, the
// display and the deck hold card types.
using CardType = std::uint8_t;
inline constexpr int kForms = data::kForms;
inline constexpr int kCardTypes = kForms * kFamilies;
inline constexpr CardType kNoCard = 255;      // an empty slot
inline constexpr CardType kHiddenCard = 254;  // a card a seat may not see (views only)

constexpr CardType make_card(int form, int family) {
  return static_cast<CardType>(form * kFamilies + family);
}
constexpr int form_of(CardType c) { return c / kFamilies; }
constexpr Family family_of(CardType c) { return static_cast<Family>(c % kFamilies); }

// How many cards of this type the box holds.
constexpr int copies_in_box(CardType c) { return data::copies_per_card(form_of(c)); }

constexpr int total_cards() {
  int n = 0;
  for (int f = 0; f < kForms; ++f) n += data::kFormData[f].tiles;
  return n;
}
inline constexpr int kTotalCards = total_cards();

// "TR-R" -> card type.
constexpr std::optional<CardType> parse_card(std::string_view text) {
  const auto dash = text.find('-');
  if (dash == std::string_view::npos || dash + 2 != text.size()) return std::nullopt;
  const auto family = parse_family(text.back());
  if (!family) return std::nullopt;
  for (int f = 0; f < kForms; ++f)
    if (data::kFormData[f].code == text.substr(0, dash)) return make_card(f, *family);
  return std::nullopt;
}
std::string card_name(CardType c);

}  // namespace arkadia
