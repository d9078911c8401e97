#include "helpers.hpp"

#include <cstdlib>

namespace arkantis::testing {

Setup table_order_setup(int players, int start) {
  Setup s;
  s.dice = kRulebookDice;
  s.orange = deck_in_table_order(data::kOrange);
  s.emerald = deck_in_table_order(data::kEmerald);
  s.start_player = start;
  (void)players;
  return s;
}

State rulebook_game(int players) {
  GameOptions o;
  o.players = players;
  auto s = State::create(o, table_order_setup(players));
  if (!s.ok()) std::abort();
  return s.value();
}

State position(std::string_view board, int counters, const std::vector<std::string>& hand, int players) {
  State s = rulebook_game(players);
  if (!PositionEditor::set_board(s, board).ok()) std::abort();
  PositionEditor::set_counters(s, 0, counters);
  std::vector<Card> cards;
  for (const auto& id : hand) cards.push_back(card(id));
  if (!PositionEditor::set_hand(s, 0, cards).ok()) std::abort();
  PositionEditor::set_to_move(s, 0);
  return s;
}

Bits squares(std::string_view text) {
  Bits b = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    const auto sq = parse_square(text.substr(start, end - start));
    if (!sq) std::abort();
    b |= bit(*sq);
    start = end + 1;
  }
  return b;
}

Card card(std::string_view id) {
  const auto c = parse_card(id);
  if (!c) std::abort();
  return *c;
}

Action act(std::string_view text) {
  auto a = parse_action(text);
  if (!a.ok()) std::abort();
  return a.value();
}

std::string play(State& s, const std::vector<std::string>& lines) {
  for (const auto& line : lines) {
    auto a = parse_action(line);
    if (!a.ok()) return line + ": " + a.reason();
    if (auto st = s.apply(a.value()); !st.ok()) return line + ": " + st.reason();
  }
  return "";
}

int cards_in_hands(const State& s) {
  int n = 0;
  for (int p = 0; p < s.num_players(); ++p) n += s.player(p).hand_size();
  return n;
}

}  // namespace arkantis::testing
