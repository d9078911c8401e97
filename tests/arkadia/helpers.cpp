#include "helpers.hpp"

#include <algorithm>
#include <sstream>

namespace test {

Square sq(const char* name) {
  auto s = parse_square(name);
  EXPECT_TRUE(s.has_value()) << "bad square " << name;
  return s.value_or(0);
}

std::vector<Square> squares(const std::string& names) {
  std::istringstream in(names);
  std::vector<Square> out;
  for (std::string w; in >> w;) out.push_back(sq(w.c_str()));
  return out;
}

CardType card(const char* name) {
  auto c = parse_card(name);
  EXPECT_TRUE(c.has_value()) << "bad card " << name;
  return c.value_or(0);
}

std::vector<CardType> deck_with_bottom(const GameOptions& o, std::initializer_list<const char*> bottom) {
  auto deck = deck_composition(o);
  for (const char* name : bottom) {
    auto it = std::find(deck.begin(), deck.end(), card(name));
    EXPECT_NE(it, deck.end()) << name << " is not in the deck";
    if (it == deck.end()) continue;
    const CardType c = *it;
    deck.erase(it);
    deck.push_back(c);
  }
  return deck;
}

State new_game(const GameOptions& o, std::initializer_list<const char*> bottom) {
  auto created = State::create(o, deck_with_bottom(o, bottom), 0);
  EXPECT_TRUE(created.ok()) << created.reason();
  return created.value();
}

State new_game(std::initializer_list<const char*> bottom) { return new_game(2, bottom); }

State new_game(int players, std::initializer_list<const char*> bottom) {
  GameOptions o;
  o.players = players;
  return new_game(o, bottom);
}

void play(State& s, const std::string& text) {
  auto a = parse_action(text);
  ASSERT_TRUE(a.ok()) << text << ": " << a.reason();
  auto st = s.apply(a.value());
  ASSERT_TRUE(st.ok()) << text << ": " << st.reason();
}

void play(State& s, std::initializer_list<const char*> texts) {
  for (const char* t : texts) {
    play(s, t);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

std::string rejection(State& s, const std::string& text) {
  auto a = parse_action(text);
  EXPECT_TRUE(a.ok()) << text << ": " << a.reason();
  if (!a.ok()) return "malformed";
  const State before = s;
  auto st = s.apply(a.value());
  EXPECT_EQ(s, before) << "a rejected action changed the state";
  return st.reason();
}

void put_building(State& s, const char* name, const std::string& names) {
  auto sqs = squares(names);
  auto st = PositionEditor(s).put_building(card(name), sqs);
  ASSERT_TRUE(st.ok()) << name << " on " << names << ": " << st.reason();
}

void put_worker(State& s, int owner, const std::string& names) {
  for (Square q : squares(names)) {
    auto st = PositionEditor(s).put_worker(owner, q);
    ASSERT_TRUE(st.ok()) << square_name(q) << ": " << st.reason();
  }
}

void give_workers(State& s, int seat, int own, int neutral) {
  auto st = PositionEditor(s).give_workers(seat, own, neutral);
  ASSERT_TRUE(st.ok()) << st.reason();
}

void set_hand(State& s, int seat, std::initializer_list<const char*> names) {
  std::vector<CardType> cards;
  for (const char* n : names) cards.push_back(card(n));
  auto st = PositionEditor(s).set_hand(seat, cards);
  ASSERT_TRUE(st.ok()) << st.reason();
}

void put_three_houses_around_c2(State& s) {
  put_building(s, "HO-R", "a2 b2");
  put_building(s, "HO-O", "c1 d1");
  put_building(s, "HO-B", "c3 d3");
  put_worker(s, kNeutralWorker, "a1 b1 a3 b3 e1 d2 e3 c4 d4");
}

State three_houses_around_c2() {
  State s = new_game({"HO-R", "HO-O", "HO-B"});
  put_three_houses_around_c2(s);
  return s;
}

}  // namespace test
