// The table's words about the game on it (web/logic/table_words.hpp), on Arkadia's matches with
// its log's words: the winners, "since your last turn", a decision as proposals, the result and
// the announcer's table.
#include <gtest/gtest.h>

#include "arkadia_move_log.hpp"
#include "arkadia_table.hpp"
#include "bg/rng.hpp"
#include "table_words.hpp"

namespace web {
namespace {

using arkadia::ArkadiaGame;
using arkadia::State;

ArkadiaMatchSetup ada_against_the_computer(std::uint64_t seed) {
  ArkadiaMatchSetup setup;
  setup.options.players = 2;
  setup.seed = seed;
  setup.seats = {SeatSetup{"Ada", SeatKind::kHuman, 1, 2, {}}, SeatSetup{"Bot", SeatKind::kAi, 2, 0, {}}};
  return setup;
}

// The words of a test: Arkadia's log, and changes told as the gold and the deck moved.
GameWordsOf<ArkadiaGame> test_words(const Translator& t) {
  GameWordsOf<ArkadiaGame> w;
  w.describe = [&t](const State& before, const arkadia::Action& a, const State& after, const std::vector<std::string>& names) {
    return describe_action(t, before, a, after, names);
  };
  w.changes_for = [](const State& before, const State& now, int seat) {
    std::vector<std::string> out;
    if (const int gold = now.gold(seat) - before.gold(seat)) out.push_back("gold " + std::to_string(gold));
    if (const int deck = now.deck_size() - before.deck_size(); deck && seat == 0) out.push_back("deck " + std::to_string(deck));
    return out;
  };
  w.score_words = [](const State& s) {
    return std::vector<std::string>{"Ada: " + std::to_string(s.gold(0)), "Bot: " + std::to_string(s.gold(1))};
  };
  w.names = {"Ada", "Bot"};
  w.label = [&w](int seat) { return w.names[static_cast<std::size_t>(seat)] + " (Hard)"; };
  w.label_in_sentence = [](int seat) { return seat == 0 ? std::string("Ada") : std::string("the bot"); };
  return w;
}

// Plays random legal actions until `stop` says so or the game ends.
template <class Stop>
void play_randomly(ArkadiaMatch& m, bg::Rng& rng, Stop stop) {
  while (!m.state().is_terminal() && !stop(m)) {
    const auto legal = m.state().legal_actions();
    ASSERT_TRUE(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
}

TEST(TableWords, NamesAreJoinedWithTheLanguagesAnd) {
  Translator t;
  EXPECT_EQ(joined_names(t, {}), "");
  EXPECT_EQ(joined_names(t, {"Ada"}), "Ada");
  EXPECT_EQ(joined_names(t, {"Ada", "Bob"}), "Ada and Bob");
  EXPECT_EQ(joined_names(t, {"Ada", "Bob", "Cy"}), "Ada, Bob and Cy");
  t.set_language(Language::kFrench);
  EXPECT_EQ(joined_names(t, {"Ada", "Bob", "Cy"}), "Ada, Bob et Cy");
  t.set_language(Language::kGerman);
  EXPECT_EQ(joined_names(t, {"Ada", "Bob"}), "Ada und Bob");
}

TEST(TableWords, TheResultNamesTheWinnersThenEachScore) {
  Translator t;
  EXPECT_EQ(result_words(t, {"Ada"}, {"Ada: 12 gold", "Bot: 9 gold"}), "Game over. Winner: Ada! Ada: 12 gold. Bot: 9 gold.");
  EXPECT_EQ(result_words(t, {"Ada", "Bot"}, {}), "Game over. Shared win: Ada and Bot!");
  t.set_language(Language::kFrench);
  EXPECT_EQ(result_words(t, {"Ada", "Bot"}, {}), "Partie terminée. Victoire partagée\u00a0: Ada et Bot\u00a0!");
}

TEST(TableWords, SinceYourTurnTellsWhatTheOthersChangedUntilThePersonActs) {
  const Translator t;
  const auto words = test_words(t);
  auto m = ArkadiaMatch::start(ada_against_the_computer(21)).value();
  EXPECT_EQ(since_your_turn(t, m, 0, words), "");  // nobody has played
  bg::Rng rng(4);
  // Ada's turn again after the computer's, with gold changed on the way.
  play_randomly(m, rng, [](const ArkadiaMatch& x) {
    return x.turns().size() >= 6 && x.this_turn().actions.empty() && x.state().current_player() == 0;
  });
  ASSERT_FALSE(m.state().is_terminal());
  const std::string at_turn_start = since_your_turn(t, m, 0, words);
  const std::size_t from = m.first_recent_turn(0);
  const State& before = m.position(m.turns()[from].first_action);
  const State& now = m.state();
  std::string expected;
  for (int seat = 0; seat < 2; ++seat) {
    std::string changes;
    for (const std::string& c : words.changes_for(before, now, seat)) changes += (changes.empty() ? "" : ", ") + c;
    if (!changes.empty()) expected += (expected.empty() ? "" : "; ") + (seat == 0 ? std::string("you") : "Bot (Hard)") + " " + changes;
  }
  if (expected.empty()) {
    EXPECT_EQ(at_turn_start, "");
  } else {
    EXPECT_EQ(at_turn_start, "Since your last turn: " + expected + ".");
  }
  // Ada's own steps of this turn are not news to her: the line stays until her turn ends.
  const auto legal = m.state().legal_actions();
  ASSERT_TRUE(m.play(legal.front()).ok());
  if (m.state().current_player() == 0) {
    EXPECT_EQ(since_your_turn(t, m, 0, words), at_turn_start);
  }
  EXPECT_EQ(since_your_turn(t, m, -1, words), "");  // a table of computers has no "you"
}

TEST(TableWords, ADecisionIsSaidAsProposalsUpToTheFirstIllegalAction) {
  const Translator t;
  const auto words = test_words(t);
  auto m = ArkadiaMatch::start(ada_against_the_computer(8)).value();
  const State start = m.state();
  const arkadia::Action first = start.legal_actions().front();
  State after_first = start;
  ASSERT_TRUE(after_first.apply(first).ok());
  const arkadia::Action second = after_first.legal_actions().front();
  State after_second = after_first;
  ASSERT_TRUE(after_second.apply(second).ok());
  const auto said = [&](const State& before, const arkadia::Action& a, const State& after) {
    const LogEntry e = describe_action(t, before, a, after, words.names);
    return e.proposal.empty() ? e.text : e.proposal;
  };
  EXPECT_EQ(decision_words<ArkadiaGame>(start, {}, words), "");
  EXPECT_EQ(decision_words<ArkadiaGame>(start, {first}, words), said(start, first, after_first));
  EXPECT_EQ(decision_words<ArkadiaGame>(start, {first, second}, words),
            said(start, first, after_first) + "; " + said(after_first, second, after_second));
  // The first action again is illegal after itself (or another action): the words stop there.
  EXPECT_EQ(decision_words<ArkadiaGame>(start, {first, first, second}, words).rfind(said(start, first, after_first), 0), 0u);
  EXPECT_FALSE(said(start, first, after_first).empty());
}

TEST(TableWords, TheSpokenTableTellsEveryActionItsSeatAndTheResult) {
  const Translator t;
  const auto words = test_words(t);
  auto m = ArkadiaMatch::start(ada_against_the_computer(5)).value();
  bg::Rng rng(12);
  play_randomly(m, rng, [](const ArkadiaMatch&) { return false; });
  ASSERT_TRUE(m.state().is_terminal());
  const SpokenTable table = spoken_table(t, m, "table-1", words);
  EXPECT_EQ(table.game, "table-1");
  EXPECT_EQ(table.moves, m.actions_played());
  EXPECT_EQ(table.to_move, -1);
  for (const auto& turn : m.turns())
    for (std::size_t i = 0; i < turn.actions.size(); ++i) {
      const int at = turn.first_action + static_cast<int>(i);
      EXPECT_EQ(table.seat_of(at), turn.seat) << at;
      const LogEntry e = describe_action(t, m.position(at), turn.actions[i], m.position(at + 1), words.names);
      EXPECT_EQ(table.words_of(at), spoken_words(t, e, false)) << at;
    }
  EXPECT_EQ(table.seat_of(m.actions_played()), -1);
  EXPECT_TRUE(table.computer(1));
  EXPECT_FALSE(table.computer(0));
  EXPECT_EQ(table.name_of(1), "Bot");
  std::vector<std::string> winners;
  for (int seat : m.state().winners()) winners.push_back(words.names[static_cast<std::size_t>(seat)]);
  EXPECT_EQ(table.result, result_words(t, winners, words.score_words(m.state())));
  EXPECT_EQ(winner_names(t, m.state(), words), joined_names(t, winners));
  // A long run is counted in turns, told with the seat's changes, capitalised.
  auto last = m.turns().rbegin();  // the last turn a seat played (the game's own end has none)
  while (last->seat < 0) ++last;
  const int end = last->first_action + static_cast<int>(last->actions.size());
  const std::string run = table.long_run(last->seat, last->first_action, end);
  EXPECT_EQ(run.rfind(last->seat == 0 ? "Ada played 1 turn in a row" : "The bot played 1 turn in a row", 0), 0u) << run;
}

}  // namespace
}  // namespace web
