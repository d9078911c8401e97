// The "type a move" field's reading (web/logic/move_entry.hpp), for both games: every legal action
// typed as the notation writes it is found, forgiving case and spaces; what is not legal is not;
// the suggestions lead, word by word, to every legal action.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "bg/rng.hpp"
#include "move_entry.hpp"

namespace web {
namespace {

template <class G>
typename G::State new_game(std::uint64_t seed) {
  auto s = G::new_game(G::default_options(2), seed);
  EXPECT_TRUE(s.ok());
  return s.value();
}

// Plays random legal actions; at every position each legal action typed (in upper case, with
// doubled spaces) is read as exactly that action: every one where there are few, else every
// `stride`th (ArkantiS's first turns have over a thousand, each read against all of them).
template <class G>
void every_legal_action_is_read_back(std::uint64_t seed, int steps) {
  auto s = new_game<G>(seed);
  bg::Rng rng(seed);
  for (int i = 0; i < steps && !s.is_terminal(); ++i) {
    const auto legal = s.legal_actions();
    const std::size_t stride = legal.size() > 60 ? 7 : 1;
    for (std::size_t k = i % stride; k < legal.size(); k += stride) {
      const auto& a = legal[k];
      std::string typed;
      for (const char c : G::action_text(a)) typed += c == ' ' ? std::string("  ") : std::string(1, static_cast<char>(std::toupper(c)));
      const MoveReading<G> r = read_move<G>(s, " " + typed + " ");
      ASSERT_TRUE(r.action.has_value()) << G::action_text(a);
      EXPECT_TRUE(*r.action == a) << G::action_text(a);
      EXPECT_GE(r.matching, 1);
      EXPECT_EQ(r.legal, static_cast<int>(legal.size()));
    }
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
}

TEST(MoveEntry, ArkadiaEveryLegalActionIsReadBack) { every_legal_action_is_read_back<arkadia::ArkadiaGame>(5, 40); }
TEST(MoveEntry, ArkantisEveryLegalActionIsReadBack) { every_legal_action_is_read_back<arkantis::ArkantisGame>(5, 40); }

// Following the first suggestion word by word ends at a legal action, at every step.
template <class G>
void suggestions_lead_to_legal_actions(std::uint64_t seed) {
  const auto s = new_game<G>(seed);
  std::string typed;
  MoveReading<G> r = read_move<G>(s, typed, 6);
  for (int words = 0; words < 8 && !r.action; ++words) {
    ASSERT_FALSE(r.suggestions.empty()) << "after '" << typed << "'";
    EXPECT_LE(r.suggestions.size(), 6u);
    for (const std::string& next : r.suggestions)
      EXPECT_EQ(tidy_move_text(next).rfind(tidy_move_text(typed), 0), 0u) << next << " after '" << typed << "'";
    typed = r.suggestions.front();
    r = read_move<G>(s, typed, 6);
    EXPECT_GE(r.matching, 1) << typed;
  }
  ASSERT_TRUE(r.action.has_value()) << typed;
  EXPECT_TRUE(s.check(*r.action).ok());
}

TEST(MoveEntry, ArkadiaSuggestionsLeadToALegalAction) { suggestions_lead_to_legal_actions<arkadia::ArkadiaGame>(7); }
TEST(MoveEntry, ArkantisSuggestionsLeadToALegalAction) { suggestions_lead_to_legal_actions<arkantis::ArkantisGame>(7); }

TEST(MoveEntry, WhatIsNotLegalNamesNoAction) {
  using G = arkadia::ArkadiaGame;
  const auto s = new_game<G>(3);
  for (const char* typed : {"", "lay", "lay HO-R", "banner", "take 1", "nonsense", "lay HO-R z99 r0"}) {
    const MoveReading<G> r = read_move<G>(s, typed);
    EXPECT_FALSE(r.action.has_value()) << typed;
  }
  // The first turn's MUST step: no sale or banner starts as typed.
  EXPECT_EQ(read_move<G>(s, "banner").matching, 0);
  EXPECT_EQ(read_move<G>(s, "sell").matching, 0);
  // Everything matches the empty text, and its suggestions are first words, each once.
  const MoveReading<G> all = read_move<G>(s, "");
  EXPECT_EQ(all.matching, all.legal);
  for (const std::string& word : all.suggestions) EXPECT_EQ(word.find(' '), std::string::npos) << word;
  EXPECT_EQ(std::count(all.suggestions.begin(), all.suggestions.end(), "lay"), 1);
}

TEST(MoveEntry, AFinishedGameTakesNoMove) {
  using G = arkantis::ArkantisGame;
  auto s = new_game<G>(11);
  bg::Rng rng(11);
  while (!s.is_terminal()) {
    const auto legal = s.legal_actions();
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  const MoveReading<G> r = read_move<G>(s, "");
  EXPECT_EQ(r.legal, 0);
  EXPECT_TRUE(r.suggestions.empty());
}

// A text the field cannot play says why, in the engine's words (issue 76: "No legal move starts
// like this" said no reason). A whole action the rules refuse gets the rule, whatever the case it
// is typed in; a text that is no action gets the notation's complaint; a legal one, none.
TEST(MoveEntry, ARefusedMoveSaysTheRuleItBreaks) {
  using G = arkadia::ArkadiaGame;
  const auto s = new_game<G>(3);
  std::string card;  // a card in the first player's hand, as the notation spells it
  for (const auto& a : s.legal_actions())
    if (const std::string text = G::action_text(a); text.rfind("lay ", 0) == 0) card = text.substr(4, text.find(' ', 4) - 4);
  ASSERT_FALSE(card.empty());
  // Far from the castle lot, a building touches nothing on the first turn.
  const MoveRefusal far = refuse_move<G>(s, "LAY " + tidy_move_text(card) + " a1 R0");
  EXPECT_TRUE(far.names_action);
  EXPECT_EQ(far.reason.code(), "arkadia.play.touches_nothing");
  EXPECT_EQ(far.reason.code(), s.check(G::parse_action("lay " + card + " a1 r0").value()).code());
  // A card not in this hand (its family swapped for one the hand has none of, or another form).
  const MoveRefusal not_card = refuse_move<G>(s, "lay qq-r e5 r0");
  EXPECT_FALSE(not_card.names_action);
  EXPECT_EQ(not_card.reason.code(), "arkadia.notation.not_card");
  EXPECT_NE(not_card.reason.reason().find("'qq-r'"), std::string::npos) << "the word as typed";
  EXPECT_EQ(refuse_move<G>(s, "fly e5").reason.code(), "arkadia.notation.unknown_verb");
  // The refill and the sale come later in a turn: their rule says so.
  const MoveRefusal early = refuse_move<G>(s, "take 1");
  EXPECT_TRUE(early.names_action);
  EXPECT_FALSE(early.reason.ok());
  // Nothing to refuse.
  EXPECT_TRUE(refuse_move<G>(s, "  ").reason.ok());
  for (const auto& a : s.legal_actions()) EXPECT_TRUE(refuse_move<G>(s, G::action_text(a)).reason.ok()) << G::action_text(a);
}

// Over random games of both games: every action legal at one position and not at the next is
// refused there with exactly the engine's own refusal of it.
template <class G>
void refusals_are_the_engines(std::uint64_t seed, int steps) {
  auto s = new_game<G>(seed);
  bg::Rng rng(seed);
  int refused = 0;
  for (int i = 0; i < steps && !s.is_terminal(); ++i) {
    const auto before = s.legal_actions();
    s.apply_unchecked(before[rng.below(static_cast<std::uint32_t>(before.size()))]);
    if (s.is_terminal()) break;
    for (std::size_t k = 0; k < before.size(); k += before.size() > 60 ? 13 : 1) {
      const bg::Status engine = s.check(before[k]);
      const MoveRefusal field = refuse_move<G>(s, G::action_text(before[k]));
      EXPECT_EQ(field.reason.ok(), engine.ok()) << G::action_text(before[k]);
      if (engine.ok()) continue;
      ++refused;
      EXPECT_TRUE(field.names_action);
      EXPECT_EQ(field.reason.code(), engine.code()) << G::action_text(before[k]);
    }
  }
  EXPECT_GT(refused, 0);
}

TEST(MoveEntry, ArkadiaRefusalsAreTheEngines) { refusals_are_the_engines<arkadia::ArkadiaGame>(9, 30); }
TEST(MoveEntry, ArkantisRefusalsAreTheEngines) { refusals_are_the_engines<arkantis::ArkantisGame>(9, 30); }

}  // namespace
}  // namespace web
