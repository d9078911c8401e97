#include "arkantis/types.hpp"

namespace arkantis {

std::string_view card_id(Card c) { return c < kCardTypes ? data::kCards[c].id : std::string_view("??"); }

std::optional<Card> parse_card(std::string_view id) {
  for (int c = 0; c < kCardTypes; ++c)
    if (data::kCards[c].id == id) return static_cast<Card>(c);
  return std::nullopt;
}

std::string_view colour_name(int colour) { return data::kColourNames[colour]; }

std::optional<int> parse_colour(std::string_view word) {
  for (int c = 0; c < kColours; ++c)
    if (data::kColourNames[c] == word) return c;
  return std::nullopt;
}

std::string_view pile_name(int pile) { return pile == kFaceUp ? "face-up" : "face-down"; }

std::optional<int> parse_pile(std::string_view word) {
  if (word == "face-up") return kFaceUp;
  if (word == "face-down") return kFaceDown;
  return std::nullopt;
}

std::string square_name(int square) {
  return std::string(1, static_cast<char>('a' + col_of(square))) + std::to_string(row_of(square) + 1);
}

std::optional<Square> parse_square(std::string_view w) {
  if (w.size() != 2 || w[0] < 'a' || w[0] >= 'a' + data::kCols || w[1] < '1' || w[1] >= '1' + data::kRows)
    return std::nullopt;
  return static_cast<Square>(square_at(w[1] - '1', w[0] - 'a'));
}

std::string squares_text(Bits squares) {
  std::string out;
  for (; squares; squares &= squares - 1) {
    if (!out.empty()) out += ' ';
    out += square_name(first_square(squares));
  }
  return out;
}

std::string board_string(Bits covered) {
  std::string out;
  for (int r = 0; r < data::kRows; ++r) {
    if (r) out += '/';
    for (int c = 0; c < data::kCols; ++c) out += (covered & bit(square_at(r, c))) ? 'X' : '.';
  }
  return out;
}

std::optional<Bits> parse_board_string(std::string_view text) {
  if (text.size() != static_cast<std::size_t>(data::kRows * (data::kCols + 1) - 1)) return std::nullopt;
  Bits covered = 0;
  for (int r = 0; r < data::kRows; ++r) {
    const std::size_t start = static_cast<std::size_t>(r * (data::kCols + 1));
    if (r && text[start - 1] != '/') return std::nullopt;
    for (int c = 0; c < data::kCols; ++c) {
      const char ch = text[start + static_cast<std::size_t>(c)];
      if (ch == 'X') covered |= bit(square_at(r, c));
      else if (ch != '.') return std::nullopt;
    }
  }
  return covered;
}

}  // namespace arkantis
