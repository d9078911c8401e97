#include "arkadia/types.hpp"

namespace arkadia {

std::string square_name(Square s) {
  if (s == kNoSquare) return "--";
  return std::string(1, static_cast<char>('a' + col_of(s))) + std::to_string(row_of(s) + 1);
}

std::string card_name(CardType c) {
  if (c == kNoCard) return "none";
  if (c == kHiddenCard) return "??";
  return std::string(data::kFormData[form_of(c)].code) + "-" + family_letter(family_of(c));
}

}  // namespace arkadia
