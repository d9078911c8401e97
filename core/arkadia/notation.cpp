#include "arkadia/notation.hpp"
#include "arkadia/refusals.hpp"

#include <algorithm>
#include <charconv>
#include <vector>

#include "arkadia/geometry.hpp"

namespace arkadia {

namespace {

// Words separated by single spaces and nothing else, so every action has exactly one spelling.
std::optional<std::vector<std::string_view>> split(std::string_view text) {
  std::vector<std::string_view> tokens;
  std::size_t start = 0;
  for (;;) {
    const std::size_t space = text.find(' ', start);
    const std::string_view word = text.substr(start, space == std::string_view::npos ? space : space - start);
    if (word.empty()) return std::nullopt;
    for (char c : word)
      if (static_cast<unsigned char>(c) <= ' ' || static_cast<unsigned char>(c) >= 127) return std::nullopt;
    tokens.push_back(word);
    if (space == std::string_view::npos) return tokens;
    start = space + 1;
  }
}

bg::Status malformed(const bg::RefusalText& text, std::vector<bg::Arg> args = {}) {
  return bg::Status::refuse(text, std::move(args));
}

// Digits only, no sign, no leading zero (one spelling per number). from_chars alone would take
// "-0" as 0, a second spelling of "0".
std::optional<int> parse_count(std::string_view t, int max) {
  if (t.empty() || t.size() > 5 || (t.size() > 1 && t[0] == '0')) return std::nullopt;
  if (!std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; })) return std::nullopt;
  int v = 0;
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (ec != std::errc() || end != t.data() + t.size() || v < 0 || v > max) return std::nullopt;
  return v;
}

std::optional<int> parse_orientation(std::string_view t) {
  if ((t.size() != 2 && t.size() != 3) || t[0] != 'r' || t[1] < '0' || t[1] > '3') return std::nullopt;
  if (t.size() == 3 && t[2] != 'm') return std::nullopt;
  return (t[1] - '0') + (t.size() == 3 ? 4 : 0);
}

std::optional<int> parse_castle_square(std::string_view t) {
  if (t.size() < 2 || t[0] != 'K') return std::nullopt;
  auto k = parse_count(t.substr(1), kCastleSquares);
  if (!k || *k < 1) return std::nullopt;
  return *k - 1;
}

const char* const kUsage =
    "expected one of: lay CARD SQUARE ROTATION, workers SQUARE, worker SQUARE, neutral SQUARE, "
    "done, pass, castle FAMILY K1..K10, take 1..3, take deck, banner, no-banner, sell FAMILY COUNT";

}  // namespace

std::string orientation_name(int o) {
  return "r" + std::to_string(rotation_of(o)) + (is_mirrored(o) ? "m" : "");
}

std::string castle_square_name(int k) { return "K" + std::to_string(k + 1); }

std::string to_text(const Action& a) {
  switch (a.kind) {
    case ActionKind::kLayOut:
      return "lay " + card_name(a.card) + " " + square_name(a.square) + " " + orientation_name(a.orientation);
    case ActionKind::kChooseBuilding: return "workers " + square_name(a.square);
    case ActionKind::kPlaceWorker: return std::string(a.neutral ? "neutral " : "worker ") + square_name(a.square);
    case ActionKind::kFinishWorkers: return "done";
    case ActionKind::kPass: return "pass";
    case ActionKind::kPlaceCastlePiece:
      return std::string("castle ") + family_letter(a.family) + " " + castle_square_name(a.castle_square);
    case ActionKind::kTakeDisplay: return "take " + std::to_string(a.slot + 1);
    case ActionKind::kTakeDeck: return "take deck";
    case ActionKind::kUseBanner: return "banner";
    case ActionKind::kSkipBanner: return "no-banner";
    case ActionKind::kSell: return std::string("sell ") + family_letter(a.family) + " " + std::to_string(a.count);
  }
  return "?";
}

bg::Expected<Action> parse_action(std::string_view text) {
  if (text.empty()) return malformed(refusal::kEmptyAction, {{"usage", kUsage}});
  const auto words = split(text);
  if (!words) return malformed(refusal::kBadSpacing);
  const auto& t = *words;
  const std::string_view verb = t[0];
  auto want = [&](std::size_t n) { return t.size() == n; };
  auto square = [&](std::size_t i) -> std::optional<Square> { return parse_square(t[i]); };
  auto bad_square = [&](std::size_t i) {
    return malformed(refusal::kNotASquare,
                     {{"token", std::string(t[i])}, {"last", square_name(make_square(kRows - 1, kCols - 1))}});
  };
  auto arity = [&](const char* form) { return malformed(refusal::kArity, {{"form", form}}); };

  if (verb == "lay") {
    if (!want(4)) return arity("lay CARD SQUARE ROTATION, e.g. lay TR-R e4 r1");
    const auto card = parse_card(t[1]);
    if (!card) return malformed(refusal::kNotACard, {{"token", std::string(t[1])}});
    const auto s = square(2);
    if (!s) return bad_square(2);
    const auto o = parse_orientation(t[3]);
    if (!o) return malformed(refusal::kNotARotation, {{"token", std::string(t[3])}});
    return Action::lay_out(*card, *o, *s);
  }
  if (verb == "workers" || verb == "worker" || verb == "neutral") {
    if (!want(2)) return arity(verb == "workers" ? "workers SQUARE (the building's first square)" : "worker SQUARE");
    const auto s = square(1);
    if (!s) return bad_square(1);
    if (verb == "workers") return Action::choose_building(*s);
    return Action::place_worker(*s, verb == "neutral");
  }
  if (verb == "done" || verb == "pass" || verb == "banner" || verb == "no-banner") {
    if (!want(1)) return malformed(refusal::kTakesNothing, {{"token", std::string(verb)}});
    if (verb == "done") return Action::finish_workers();
    if (verb == "pass") return Action::pass();
    if (verb == "banner") return Action::use_banner();
    return Action::skip_banner();
  }
  if (verb == "castle") {
    if (!want(3)) return arity("castle FAMILY SQUARE, e.g. castle R K3");
    const auto f = t[1].size() == 1 ? parse_family(t[1][0]) : std::nullopt;
    if (!f) return malformed(refusal::kNotAFamily, {{"token", std::string(t[1])}});
    const auto k = parse_castle_square(t[2]);
    if (!k) return malformed(refusal::kNotACastleSquare, {{"token", std::string(t[2])}});
    return Action::place_castle_piece(*f, *k);
  }
  if (verb == "take") {
    if (!want(2)) return arity("take 1..3 (a face-up card) or take deck");
    if (t[1] == "deck") return Action::take_deck();
    const auto slot = parse_count(t[1], kDisplaySize);
    if (!slot || *slot < 1) return malformed(refusal::kNotASlot, {{"token", std::string(t[1])}});
    return Action::take_display(*slot - 1);
  }
  if (verb == "sell") {
    if (!want(3)) return arity("sell FAMILY COUNT, e.g. sell R 7");
    const auto f = t[1].size() == 1 ? parse_family(t[1][0]) : std::nullopt;
    if (!f) return malformed(refusal::kNotAFamily, {{"token", std::string(t[1])}});
    const auto n = parse_count(t[2], 65535);
    if (!n) return malformed(refusal::kNotACount, {{"token", std::string(t[2])}});
    return Action::sell(*f, *n);
  }
  return malformed(refusal::kUnknownVerb, {{"token", std::string(verb)}, {"usage", kUsage}});
}

}  // namespace arkadia
