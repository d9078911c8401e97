// Shared test helpers: games with known decks, positions built with the editor, actions by text.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "arkadia/invariants.hpp"
#include "arkadia/editor.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/state.hpp"
#include "bg/rng.hpp"

namespace test {

using namespace arkadia;

Square sq(const char* name);                             // "g5"; fails the test when malformed
std::vector<Square> squares(const std::string& names);   // "a1 b1 c1"
CardType card(const char* name);                         // "TR-R"

// The deck in a fixed order (the box order) with `bottom` moved to the bottom, so they stay
// in the deck after dealing and the editor can put them on the board.
std::vector<CardType> deck_with_bottom(const GameOptions& o, std::initializer_list<const char*> bottom);

// A new game, seat 0 to move, fixed deck.
State new_game(int players = 2, std::initializer_list<const char*> bottom = {});
State new_game(std::initializer_list<const char*> bottom);  // 2 players
State new_game(const GameOptions& o, std::initializer_list<const char*> bottom = {});

// Applies an action given in notation; a parse error or an illegal action fails the test.
void play(State& s, const std::string& text);
void play(State& s, std::initializer_list<const char*> texts);
// The reason the action is rejected ("" when it is legal). The state must not change.
std::string rejection(State& s, const std::string& text);

// Editor shortcuts; each failure fails the test.
void put_building(State& s, const char* card, const std::string& squares);
void put_worker(State& s, int owner, const std::string& squares);
void give_workers(State& s, int seat, int own, int neutral);
void set_hand(State& s, int seat, std::initializer_list<const char*> cards);

// Houses on a2 b2 (HO-R), c1 d1 (HO-O) and c3 d3 (HO-B), every neighbour but c2 taken by a
// neutral worker: one worker on c2 encloses all three. The cards must be at the deck's bottom.
void put_three_houses_around_c2(State& s);
// A new 2-player game with those three houses.
State three_houses_around_c2();

// Plays random legal actions until `done(state)`; false when the game ends first or after
// max_actions.
template <class Pred>
bool play_randomly_until(State& s, bg::Rng& rng, Pred done, int max_actions = 5000) {
  std::vector<Action> legal;
  for (int i = 0; i < max_actions && !s.is_terminal(); ++i) {
    if (done(s)) return true;
    s.legal_actions(legal);
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  return !s.is_terminal() && done(s);
}

// The conservation laws and bookkeeping every reachable state keeps (empty string if fine).


}  // namespace test
