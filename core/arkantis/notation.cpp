#include "arkantis/notation.hpp"

#include <vector>

#include "arkantis/refusals.hpp"

namespace arkantis {

namespace {

static_assert(refusal::kMalformed.english == kActionSyntax);

bg::Status malformed() { return bg::Status::refuse(refusal::kMalformed); }

// Words separated by single spaces, nothing before or after (§11.2); nullopt otherwise.
std::optional<std::vector<std::string_view>> words_of(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != ' ') {
      if (static_cast<unsigned char>(text[i]) < 0x21 || static_cast<unsigned char>(text[i]) > 0x7E) return std::nullopt;
      continue;
    }
    if (i == start) return std::nullopt;  // an empty word: leading, trailing or double space
    words.push_back(text.substr(start, i - start));
    start = i + 1;
  }
  return words;
}

}  // namespace

std::string to_text(const Action& a) {
  switch (a.kind) {
    case ActionKind::kTakeOne: return "take " + square_name(a.square);
    case ActionKind::kTakeTwo: return "take " + square_name(a.square) + " " + square_name(a.second);
    case ActionKind::kMove: return "move " + square_name(a.square) + " " + square_name(a.second);
    case ActionKind::kPass: return "pass";
    case ActionKind::kBuy:
      return "buy " + std::string(colour_name(a.colour)) + " " + std::string(pile_name(a.pile));
    case ActionKind::kClaim: return "claim " + std::string(card_id(a.card)) + " " + square_name(a.square);
    case ActionKind::kEnd: return "end";
  }
  return "?";
}

bg::Expected<Action> parse_action(std::string_view text) {
  const auto parsed = words_of(text);
  if (!parsed) return malformed();
  const std::vector<std::string_view>& w = *parsed;
  const std::string_view verb = w[0];
  if (w.size() == 1 && verb == "end") return Action::end();
  if (w.size() == 1 && verb == "pass") return Action::pass();
  if (verb == "take" && (w.size() == 2 || w.size() == 3)) {
    const auto s = parse_square(w[1]);
    const auto t = w.size() == 3 ? parse_square(w[2]) : s;
    if (!s || !t) return malformed();
    if (w.size() == 2) return Action::take(*s);
    if (*s == *t) return bg::Status::refuse(refusal::kSameSquare);
    if (*s > *t) return bg::Status::refuse(refusal::kWriteCanonical, {{"action", to_text(Action::take(*t, *s))}});
    return Action::take(*s, *t);
  }
  if (verb == "move" && w.size() == 3) {
    const auto s = parse_square(w[1]), t = parse_square(w[2]);
    if (!s || !t) return malformed();
    if (*s == *t) return bg::Status::refuse(refusal::kSameSquare);
    return Action::move(*s, *t);
  }
  if (verb == "buy" && w.size() == 3) {
    const auto colour = parse_colour(w[1]);
    const auto pile = parse_pile(w[2]);
    if (!colour || !pile) return malformed();
    return Action::buy(*colour, *pile);
  }
  if (verb == "claim" && w.size() == 3) {
    const auto card = parse_card(w[1]);
    const auto s = parse_square(w[2]);
    if (!card || !s) return malformed();
    return Action::claim(*card, *s);
  }
  return malformed();
}

}  // namespace arkantis
