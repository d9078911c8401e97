// After an ArkantiS pass the computers may play on alone for dozens of turns (issue 77): the
// session offers to skip to the end once only computers are left (SessionOf::skip_to_end), which
// plays the same decisions without the pauses; the board marks only the latest turn of a seat
// that left play (MatchOf::first_recent_turn); the result sums up what the computers did alone
// (alone_words).
#include <gtest/gtest.h>

#include <map>
#include <regex>
#include <string>
#include <vector>

#include "ai/arkantis/view_request.hpp"
#include "arkantis/game.hpp"
#include "immediate_ai.hpp"
#include "map_store.hpp"
#include "session.hpp"
#include "table_words.hpp"

namespace web {
namespace {

using G = arkantis::ArkantisGame;
using arkantis::ActionKind;

struct SkipTable {
  MapStore store;
  SavedGamesOf<G> saves{store};
  ImmediateAi ai{[](const std::string& view, int level, std::uint32_t seed, bool explain) {
                   return arkantis_ai::answer_view_request(view, level, seed, explain);
                 },
                 [](const std::string&, const std::string&, int, std::uint32_t) { return std::string(); }};
  SessionOf<G> session{saves, ai, SessionOf<G>::Clock{[] { return 1.7e12; }}, [](const std::string&) {}};
  // The person at seat 0, computers (Easy) at the others.
  explicit SkipTable(int players, std::uint64_t seed = 5) {
    MatchSetupOf<G> setup;
    setup.options = G::default_options(players);
    setup.seats.push_back({"Anna", SeatKind::kHuman, 0, 0, {}});
    for (int p = 1; p < players; ++p) setup.seats.push_back({"Bot " + std::to_string(p), SeatKind::kAi, 0, p, {}});
    setup.seed = seed;
    EXPECT_TRUE(session.start(setup).ok());
    session.set_ai_delay(500);
  }
  const G::State& state() const { return session.game()->state(); }
  // The computers play (their pause waited out) until the person is to move or the game ends.
  void until_person(double& now) {
    for (int i = 0; i < 100000 && !state().is_terminal() && state().current_player() != 0; ++i) {
      session.tick(now);
      now += 100;
    }
  }
  // The person plays the first legal action that is not a pass, `turns` times; then passes.
  void play_then_pass(int turns, double& now) {
    for (int t = 0; t < turns; ++t) {
      until_person(now);
      ASSERT_FALSE(state().is_terminal());
      while (!state().is_terminal() && state().current_player() == 0) {
        std::vector<G::Action> legal = state().legal_actions();
        std::erase_if(legal, [](const G::Action& a) { return a.kind == ActionKind::kPass; });
        ASSERT_FALSE(legal.empty());
        ASSERT_TRUE(session.play_all({legal.front()}, now).ok());
      }
    }
    until_person(now);
    ASSERT_FALSE(state().is_terminal());
    ASSERT_TRUE(session.play_all({G::Action::pass()}, now).ok());
  }
  // The person passes after `turns` turns, skips to the end, and the computers finish the game.
  void skipped_to_the_end(int turns) {
    double now = 0;
    play_then_pass(turns, now);
    ASSERT_TRUE(session.skip_to_end());
    for (int i = 0; i < 100000 && !state().is_terminal(); ++i) session.tick(now);
    ASSERT_TRUE(state().is_terminal());
  }
};

TEST(SkipToEnd, OfferedOnlyOnceEveryPersonHasPassedAndThenPlaysTheSameGameWithoutPauses) {
  // Without skipping: the computers wait their pause between moves.
  SkipTable watched(3);
  double now = 0;
  watched.play_then_pass(2, now);
  EXPECT_TRUE(watched.session.only_computers_left());
  const int passed_at = watched.session.game()->actions_played();
  for (int i = 0; i < 1000000 && !watched.state().is_terminal(); ++i) {
    watched.session.tick(now);
    now += 100;
  }
  ASSERT_TRUE(watched.state().is_terminal());
  ASSERT_GT(watched.session.game()->actions_played() - passed_at, 5) << "the computers played on alone";

  // Skipping: the same game, to the same end, with no time passing at all.
  SkipTable skipped(3);
  double t = 0;
  EXPECT_FALSE(skipped.session.only_computers_left()) << "the person still plays";
  EXPECT_FALSE(skipped.session.skip_to_end());
  skipped.play_then_pass(2, t);
  ASSERT_TRUE(skipped.session.only_computers_left());
  ASSERT_TRUE(skipped.session.skip_to_end());
  EXPECT_TRUE(skipped.session.skipping());
  EXPECT_EQ(skipped.session.skipped_from(), passed_at);
  for (int i = 0; i < 100000 && !skipped.state().is_terminal(); ++i) skipped.session.tick(t);  // the clock stands still
  ASSERT_TRUE(skipped.state().is_terminal()) << "no pause waited for";
  EXPECT_EQ(skipped.session.game()->record().actions, watched.session.game()->record().actions)
      << "the same decisions, in the same order";
  EXPECT_FALSE(skipped.session.skipping()) << "over";
  EXPECT_EQ(skipped.session.skipped_from(), passed_at) << "the result knows the end was skipped to";
  EXPECT_FALSE(skipped.session.only_computers_left());
}

TEST(SkipToEnd, ATakeBackOrAnotherGameEndsTheSkip) {
  SkipTable t(2);
  double now = 0;
  t.play_then_pass(1, now);
  ASSERT_TRUE(t.session.skip_to_end());
  t.session.tick(now);  // one computer move asked, not yet played
  ASSERT_TRUE(t.session.take_back()) << "the pass is taken back";
  EXPECT_FALSE(t.session.skipping());
  EXPECT_EQ(t.session.skipped_from(), -1);
  EXPECT_FALSE(t.session.only_computers_left());
  t.play_then_pass(0, now);
  ASSERT_TRUE(t.session.skip_to_end());
  t.session.adopt(*t.session.game(), "");  // the page reloaded: the game goes on with its pauses
  EXPECT_EQ(t.session.skipped_from(), -1);
  EXPECT_TRUE(t.session.only_computers_left()) << "offered again";
}

TEST(SkipToEnd, ATableOfComputersOrWithAFriendIsNotOffered) {
  MapStore store;
  SavedGamesOf<G> saves{store};
  ImmediateAi ai{[](const std::string&, int, std::uint32_t, bool) { return std::string(); },
                 [](const std::string&, const std::string&, int, std::uint32_t) { return std::string(); }};
  SessionOf<G> session{saves, ai, SessionOf<G>::Clock{[] { return 1.7e12; }}, [](const std::string&) {}};
  MatchSetupOf<G> setup;
  setup.options = G::default_options(2);
  setup.seats = {{"A", SeatKind::kAi, 0, 0, {}}, {"B", SeatKind::kAi, 0, 1, {}}};
  ASSERT_TRUE(session.start(setup).ok());
  EXPECT_FALSE(session.only_computers_left()) << "nobody here to skip for";
  setup.seats = {{"A", SeatKind::kHuman, 0, 0, {}}, {"B", SeatKind::kFriend, 0, 1, {}}};
  ASSERT_TRUE(session.start(setup).ok());
  EXPECT_FALSE(session.only_computers_left());
}

// After a pass the board marks the latest turn only (it marked every square the computers touched
// since the pass); the status line still says all that changed since the person's turn.
TEST(SkipToEnd, OnceThePersonHasPassedOnlyTheLatestTurnIsRecent) {
  SkipTable t(2);
  double now = 0;
  t.play_then_pass(1, now);
  const auto& m = *t.session.game();
  EXPECT_EQ(m.first_recent_turn(0), m.latest_turn());
  EXPECT_EQ(m.turns()[m.latest_turn()].seat, 0) << "the pass itself, the turn to come still empty";
  for (int i = 0; i < 200 && m.turns().size() < m.first_turn_since(0) + 4; ++i) t.session.tick(now += 1000);
  ASSERT_GE(m.turns().size(), m.first_turn_since(0) + 4) << "the computer played several turns alone";
  const std::size_t recent = m.first_recent_turn(0);
  EXPECT_EQ(recent, m.latest_turn());
  EXPECT_FALSE(m.turns()[recent].actions.empty());
  EXPECT_EQ(m.latest_turn_start(), m.turns()[recent].first_action);
  EXPECT_LT(m.first_turn_since(0), recent) << "the turns since the pass are more than that";
  EXPECT_EQ(m.first_recent_turn(1), m.first_turn_since(1)) << "a seat still playing: every turn since its own";
}

// The words of a test: each action by its notation, the claimed points and counters as changes.
GameWordsOf<G> skip_words() {
  GameWordsOf<G> w;
  w.describe = [](const G::State&, const G::Action& a, const G::State&, const std::vector<std::string>&) {
    LogEntry entry;
    entry.text = G::action_text(a);
    return entry;
  };
  w.changes_for = [](const G::State& before, const G::State& now, int seat) {
    std::vector<SeatChange> out;
    if (int d = now.player(seat).claimed_value() - before.player(seat).claimed_value()) out.push_back({"arkantis.since.claimed", d, "", false});
    if (int d = now.player(seat).counters - before.player(seat).counters) out.push_back({"arkantis.since.counters", d, "", true});
    return out;
  };
  w.score_words = [](const G::State&) { return std::vector<std::string>{}; };
  w.names = {"Anna", "Bot 1", "Bot 2"};
  w.label = [&w](int seat) { return seat == 0 ? std::string("Anna") : w.names[static_cast<std::size_t>(seat)] + " (Easy)"; };
  w.label_in_sentence = w.label;
  return w;
}

// A long run said aloud tells its changes in words (issue 76: "+20 counters; -14 counters" was
// heard): counters earned and spent, points claimed, never a signed figure.
TEST(SkipToEnd, ALongRunIsToldInWordsNotSignedFigures) {
  SkipTable t(2);
  t.skipped_to_the_end(2);
  if (::testing::Test::HasFatalFailure()) return;
  const auto& m = *t.session.game();
  const GameWordsOf<G> game = skip_words();
  Translator words;
  const std::regex signed_figure(R"([+\-]\d)");
  const std::map<Language, std::regex> in_words = {{Language::kEnglish, std::regex(R"(\d+ (counters? (earned|spent)|points? claimed))")},
                                                   {Language::kFrench, std::regex(R"(\d+ (pions? (gagnés?|dépensés?)|points? réclamés?))")},
                                                   {Language::kGerman, std::regex(R"(\d+ (Marken? (erhalten|ausgegeben)|Punkte? beansprucht))")}};
  for (const auto& [language, pattern] : in_words) {
    words.set_language(language);
    const std::string run = long_run_words(words, m, 1, m.alone_since(), m.actions_played(), game);
    EXPECT_FALSE(std::regex_search(run, signed_figure)) << run;
    EXPECT_TRUE(std::regex_search(run, pattern)) << run;
  }
  // Counters earned and spent over many turns are told apart, in words.
  words.set_language(Language::kEnglish);
  const std::string run = long_run_words(words, m, 1, m.alone_since(), m.actions_played(), game);
  EXPECT_NE(run.find(" counters earned"), std::string::npos) << run;
}

TEST(SkipToEnd, TheResultSumsUpWhatEachComputerDidAlone) {
  SkipTable t(3);
  t.skipped_to_the_end(2);
  if (::testing::Test::HasFatalFailure()) return;
  const auto& m = *t.session.game();
  const int from = m.alone_since();
  EXPECT_EQ(from, t.session.skipped_from()) << "alone since the pass";
  Translator words;
  const GameWordsOf<G> game = skip_words();
  const std::vector<std::string> lines = alone_words(words, m, from, game);
  ASSERT_FALSE(lines.empty());
  for (int seat = 1; seat < 3; ++seat) {
    int turns = 0, claimed = 0;
    for (const auto& turn : m.turns()) turns += turn.seat == seat && turn.first_action >= from && !turn.actions.empty();
    if (turns == 0) continue;
    claimed = m.state().player(seat).claimed_value() - m.position(from).player(seat).claimed_value();
    const int counters = m.state().player(seat).counters - m.position(from).player(seat).counters;
    // The kinds in the order they first changed: each looked for in the seat's line.
    const std::string start = game.label(seat) + ": " + std::to_string(turns) + (turns == 1 ? " turn alone" : " turns alone");
    const auto line = std::find_if(lines.begin(), lines.end(), [&](const std::string& l) { return l.rfind(start, 0) == 0; });
    ASSERT_NE(line, lines.end()) << start << "\nnot in: " << lines.front();
    if (claimed) {
      EXPECT_NE(line->find(", " + std::to_string(claimed) + (claimed == 1 ? " point claimed" : " points claimed")), std::string::npos) << *line;
    }
    if (counters) {  // what they came to, not earned and spent apart, in words
      EXPECT_NE(line->find(", " + std::to_string(std::abs(counters)) + (std::abs(counters) == 1 ? " counter" : " counters") +
                           (counters > 0 ? " earned" : " spent")), std::string::npos) << *line;
    }
    EXPECT_EQ(line->find('+'), std::string::npos) << "no signed figures: " << *line;
    EXPECT_EQ(std::count(line->begin(), line->end(), ','), (claimed != 0) + (counters != 0) + (line->find(" card") != std::string::npos)) << *line;
  }
  words.set_language(Language::kFrench);
  EXPECT_NE(alone_words(words, m, from, game).front().find("\u00a0: "), std::string::npos);
  EXPECT_NE(alone_words(words, m, from, game).front().find(" jou"), std::string::npos);
  words.set_language(Language::kGerman);
  EXPECT_NE(alone_words(words, m, from, game).front().find(" allein"), std::string::npos);
}

}  // namespace
}  // namespace web
