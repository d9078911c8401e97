// ArkantiS behind bg::HostedGame: the page's logic (web/logic: MatchOf, SessionOf, SavedGamesOf),
// written for any hosted game, runs a whole ArkantiS game natively with a fake AI worker that
// answers with the real ArkantiS AI, saves it after every action and resumes it.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "ai/arkantis/arkantis_review.hpp"
#include "ai/arkantis/view_request.hpp"
#include "arkantis/game.hpp"
#include "arkantis/view_codec.hpp"
#include "embed_protocol.hpp"
#include "session.hpp"
#include "web/immediate_ai.hpp"
#include "web/map_store.hpp"

namespace arkantis::testing {
namespace {

using Session = web::SessionOf<ArkantisGame>;
using SavedGames = web::SavedGamesOf<ArkantisGame>;
using MatchSetup = web::MatchSetupOf<ArkantisGame>;
using web::AiStep;
using web::SeatKind;

// Answers each request with the real worker's functions for ArkantiS.
std::string answer_view(const std::string& view_json, int level, std::uint32_t seed, bool explain) {
  return arkantis_ai::answer_view_request(view_json, level, seed, explain);
}
std::string answer_review(const std::string& view_json, const std::string& played, int level, std::uint32_t seed) {
  return arkantis_ai::answer_review_request(view_json, played, level, seed);
}

MatchSetup setup_of(std::vector<SeatKind> kinds, std::uint64_t seed, int level = 0) {
  MatchSetup setup;
  setup.options.players = static_cast<int>(kinds.size());
  for (std::size_t i = 0; i < kinds.size(); ++i)
    setup.seats.push_back({"seat " + std::to_string(i), kinds[i], level, static_cast<int>(i), {}});
  setup.seed = seed;
  return setup;
}

struct Table {
  web::MapStore store;
  SavedGames saves{store};
  web::ImmediateAi ai{answer_view, answer_review};
  std::vector<std::string> events;
  double wall = 1.7e12;
  Session session{saves, ai, Session::Clock{[this] { return wall; }},
                  [this](const std::string& e) { events.push_back(e); }};
  const State& state() const { return session.game()->state(); }
};

TEST(ArkantisHosted, TurnNumbersCountEndsAndPassesAndTravelInTheView) {
  State s = ArkantisGame::new_game(ArkantisGame::default_options(2), 1).value();
  EXPECT_EQ(s.turn_number(), 1);
  ASSERT_TRUE(s.apply(parse_action("take a1").value()).ok());
  EXPECT_EQ(s.turn_number(), 1) << "the turn goes on until `end`";
  ASSERT_TRUE(s.apply(Action::end()).ok());
  EXPECT_EQ(s.turn_number(), 2);
  ASSERT_TRUE(s.apply(Action::pass()).ok());
  EXPECT_EQ(s.turn_number(), 3);
  const SeatView view = SeatView::of(s, s.current_player());
  const auto decoded = decode_view(encode_view(view));
  ASSERT_TRUE(decoded.ok()) << decoded.reason();
  EXPECT_EQ(decoded->state().turn_number(), 3);
  EXPECT_EQ(decoded.value(), view);
}

TEST(ArkantisHosted, ARecordsSetupHasNoActionsNorResult) {
  const auto record = ArkantisGame::new_record(ArkantisGame::default_options(3), {"a", "b", "c"}, 42);
  EXPECT_EQ(ArkantisGame::start_state(record).value(), ArkantisGame::new_game(record.options, 42).value());
  auto played = record;
  played.actions = {Action::pass(), Action::pass(), Action::pass()};
  played.result_scores = std::vector<std::int64_t>{1, 2, 3};
  played.result_winners = {2};
  EXPECT_EQ(ArkantisGame::record_setup(played), record);
  EXPECT_FALSE(ArkantisGame::check_options(ArkantisGame::default_options(5)).ok());
}

TEST(ArkantisHosted, AiSeatsPlayAWholeGameThroughTheWorkerWithAutosaveAndEvents) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kAi, SeatKind::kAi, SeatKind::kAi}, 21)).ok());
  double now = 0;
  int steps = 0;
  while (!t.state().is_terminal() && steps < 20000) {
    ASSERT_NE(t.session.tick(now), AiStep::kFallback);
    now += 10;
    ++steps;
  }
  ASSERT_TRUE(t.state().is_terminal());
  const int actions = t.session.game()->actions_played();
  EXPECT_EQ(t.session.ai_decisions(), actions);
  EXPECT_EQ(t.ai.requests, actions);
  ASSERT_EQ(static_cast<int>(t.events.size()), actions + 1);
  EXPECT_EQ(t.events.back(), web::game_over_event<ArkantisGame>(t.state()));
  // Turns: one per `end` or `pass`, as the match groups them.
  EXPECT_EQ(static_cast<int>(t.session.game()->turns().size()), t.state().turn_number());
  const auto saved = t.saves.list();
  ASSERT_EQ(saved.size(), 1u);
  EXPECT_TRUE(saved[0].problem.ok()) << saved[0].problem.reason();
  EXPECT_TRUE(saved[0].over);
  EXPECT_EQ(saved[0].moves, actions);
  EXPECT_EQ(saved[0].turn, t.state().turn_number());
  // The saved record replays to the same end, with its result.
  const auto text = t.store.get(t.saves.prefix() + t.session.id());
  ASSERT_TRUE(text.has_value());
  const auto replayed = replay_json(*text);
  ASSERT_TRUE(replayed.ok()) << replayed.reason();
  EXPECT_EQ(replayed.value(), t.state());
}

TEST(ArkantisHosted, AGameIsSavedAfterEveryActionAndResumesWhereItStopped) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 9, 1)).ok());
  double now = 0;
  // A few turns of each: the human removes the first token it may, the AI answers.
  for (int turn = 0; turn < 6 && !t.state().is_terminal(); ++turn) {
    if (t.state().current_player() == 0) {
      ASSERT_TRUE(t.session.play_all({t.state().legal_actions().front()}, now).ok());
      ASSERT_TRUE(t.session.play_all({Action::end()}, now).ok());
    } else {
      while (!t.state().is_terminal() && t.state().current_player() == 1) t.session.tick(now += 10);
    }
  }
  // Mid-turn: the human has acted but not ended the turn.
  while (t.state().current_player() != 0) t.session.tick(now += 10);
  ASSERT_TRUE(t.session.play_all({t.state().legal_actions().front()}, now).ok());
  EXPECT_TRUE(t.session.undo()) << "an action of this turn that showed nothing can be undone";
  ASSERT_TRUE(t.session.play_all({t.state().legal_actions().front()}, now).ok());
  const State before = t.state();
  const auto record = t.session.game()->record();

  auto loaded = t.saves.load(t.session.id());
  ASSERT_TRUE(loaded.ok()) << loaded.reason();
  EXPECT_EQ(loaded->state(), before);
  EXPECT_EQ(loaded->record().actions, record.actions);
  EXPECT_EQ(loaded->setup().seats[1].kind, SeatKind::kAi) << "the seats travel in the record's tags";
  EXPECT_EQ(loaded->setup().seats[1].level, 1);

  // A new page adopts the saved game and plays it to the end.
  Table other;
  other.store.data = t.store.data;
  other.session.adopt(std::move(loaded.value()), t.session.id());
  ASSERT_TRUE(t.session.game()->can_undo());
  EXPECT_TRUE(other.session.game()->can_undo()) << "a reload offers the undo offered before it";
  while (!other.state().is_terminal()) {
    if (other.state().current_player() == 0) {
      ASSERT_TRUE(other.session.play_all({other.state().legal_actions().front()}, now).ok());
    } else {
      ASSERT_NE(other.session.tick(now += 10), AiStep::kFallback);
    }
  }
  const auto saved = other.saves.list();
  ASSERT_EQ(saved.size(), 1u);
  EXPECT_TRUE(saved[0].over);
}

// The score screen says how long the others played on after a pass: the turns begun after
// the pass action, counted here by the turn numbers of the positions that followed it.
TEST(Hosted, TheTurnsAfterAPassAreCounted) {
  auto match = web::MatchOf<ArkantisGame>::start(setup_of({SeatKind::kHuman, SeatKind::kHuman}, 14)).value();
  bg::Rng rng(5);
  for (int i = 0; i < 9; ++i) {
    auto legal = match.state().legal_actions();
    std::erase_if(legal, [](const Action& a) { return a.kind == ActionKind::kPass; });
    ASSERT_TRUE(match.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
  while (match.state().phase() != Phase::kAction) ASSERT_TRUE(match.play(Action::end()).ok());
  const int passed_at = match.actions_played();
  ASSERT_TRUE(match.play(Action::pass()).ok());
  EXPECT_EQ(match.turns_after(passed_at), 0);
  while (!match.state().is_terminal()) {
    auto legal = match.state().legal_actions();
    std::erase_if(legal, [](const Action& a) { return a.kind == ActionKind::kPass; });
    ASSERT_TRUE(match.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
  std::set<int> turns;
  for (int i = passed_at + 1; i < match.actions_played(); ++i) turns.insert(match.position(i).turn_number());
  EXPECT_GT(turns.size(), 5u);
  EXPECT_EQ(match.turns_after(passed_at), static_cast<int>(turns.size()));
}

}  // namespace

// The review after a game of ArkantiS: each of the person's turns is one decision, put to the
// worker whole; the AI's choice is legal where the person chose.
TEST(ArkantisHosted, TheReviewTakesEachOfThePersonsTurnsWhole) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 6)).ok());
  double now = 0;
  for (int steps = 0; !t.state().is_terminal() && steps < 20000; ++steps) {
    if (t.session.human_to_move())
      ASSERT_TRUE(t.session.play_all({t.state().legal_actions().back()}, now).ok());
    else
      t.session.tick(now += 1000);
  }
  ASSERT_TRUE(t.state().is_terminal());
  ASSERT_TRUE(t.session.start_review());
  for (int ticks = 0; t.session.reviewing() && ticks < 10000; ++ticks) t.session.tick(now += 10);
  ASSERT_FALSE(t.session.reviewing());
  const auto& review = *t.session.review();
  EXPECT_EQ(review.skipped(), 0);
  ASSERT_FALSE(review.decisions().empty());
  const auto& match = *t.session.game();
  for (const auto& d : review.decisions()) {
    const State& at = match.position(d.at);
    EXPECT_EQ(at.current_player(), d.seat);
    // The computer's turn buys at most one card: what lies under a face-up top is unknown.
    EXPECT_LE(std::count_if(d.preferred.begin(), d.preferred.end(), [](const std::string& a) { return a.rfind("buy ", 0) == 0; }), 1)
        << "at " << d.at;
    EXPECT_TRUE(at.check(parse_action(d.preferred.front()).value()).ok());
    // The turn ends with the decision: the next action is another seat's, or a new turn.
    const State& after = match.position(d.at + d.length);
    EXPECT_TRUE(after.is_terminal() || after.turn_number() > at.turn_number()) << "at " << d.at;
  }
}

// A pass is a decision too, and passing early (the others play on alone, and nothing more can be
// scored) is flagged as a costly one.
TEST(ArkantisHosted, TheReviewFlagsAnEarlyPass) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 9, 0)).ok());
  double now = 0;
  int passed_at = -1, turns = 0;
  for (int steps = 0; !t.state().is_terminal() && steps < 20000; ++steps) {
    if (!t.session.human_to_move()) {
      t.session.tick(now += 1000);
      continue;
    }
    if (t.state().phase() == Phase::kAfter) {
      ASSERT_TRUE(t.session.play_all({Action::end()}, now).ok());
    } else if (++turns == 4) {
      passed_at = t.session.game()->actions_played();
      ASSERT_TRUE(t.session.play_all({Action::pass()}, now).ok());
    } else {
      ASSERT_TRUE(t.session.play_all({t.state().legal_actions().front()}, now).ok());
    }
  }
  ASSERT_TRUE(t.state().is_terminal());
  ASSERT_GE(passed_at, 0);
  ASSERT_TRUE(t.session.start_review());
  for (int ticks = 0; t.session.reviewing() && ticks < 10000; ++ticks) t.session.tick(now += 10);
  const auto& review = *t.session.review();
  const auto pass = std::find_if(review.decisions().begin(), review.decisions().end(),
                                 [&](const web::ReviewedDecision& d) { return d.at == passed_at; });
  ASSERT_NE(pass, review.decisions().end()) << "the pass is reviewed";
  EXPECT_EQ(pass->chosen, std::vector<std::string>{"pass"});
  EXPECT_GE(pass->loss(), 3.0) << "passing with the board half full costs points";
  const auto costliest = review.costliest(3);
  EXPECT_TRUE(std::any_of(costliest.begin(), costliest.end(), [&](const auto& d) { return d.at == passed_at; }))
      << "the pass is among the costliest decisions";
}

}  // namespace arkantis::testing

namespace arkantis::testing {

// Before a pass, the page can say in figures what the others can still take (issue 48): the
// session asks the worker to play the pass out from the person's view, and keeps each seat's
// mean final score for this position only.
TEST(ArkantisHosted, AnOutlookOfAPassGivesEverySeatsFinalScoreForThisPositionOnly) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 9, 1)).ok());
  double now = 0;
  for (int turn = 0; turn < 3; ++turn) {
    while (!t.session.human_to_move()) t.session.tick(now += 1000);
    ASSERT_TRUE(t.session.play_all({t.state().legal_actions().front()}, now).ok());
    ASSERT_TRUE(t.session.play_all({Action::end()}, now).ok());
  }
  while (!t.session.human_to_move()) t.session.tick(now += 1000);
  ASSERT_TRUE(t.session.request_outlook("pass"));
  EXPECT_TRUE(t.session.outlook_pending());
  EXPECT_FALSE(t.session.request_outlook("pass")) << "one request at a time";
  EXPECT_EQ(t.session.tick(now += 10), AiStep::kOutlook);
  ASSERT_TRUE(t.session.outlook().has_value());
  const auto& outlook = *t.session.outlook();
  EXPECT_EQ(outlook.decision, "pass");
  ASSERT_EQ(outlook.final_scores.size(), 2u);
  EXPECT_DOUBLE_EQ(outlook.final_scores[0], t.state().score(0)) << "the passer's score stays";
  EXPECT_GT(outlook.final_scores[1], t.state().score(1) + 5) << "the other plays on alone and scores";
  EXPECT_GT(outlook.loss, 0) << "passing with most of the board left costs points";
  // Another action at the table: the figures were of the position before it.
  ASSERT_TRUE(t.session.play_all({t.state().legal_actions().front()}, now).ok());
  EXPECT_FALSE(t.session.outlook().has_value());
  EXPECT_FALSE(t.session.outlook_pending());
}

// A decision the game does not play out (a turn that is no pass) brings no figures.
TEST(ArkantisHosted, AnOutlookOfAnOrdinaryTurnHasNoFigures) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 9, 1)).ok());
  ASSERT_TRUE(t.session.human_to_move());
  ASSERT_TRUE(t.session.request_outlook(to_text(t.state().legal_actions().front())));
  EXPECT_EQ(t.session.tick(10), AiStep::kOutlook);
  EXPECT_FALSE(t.session.outlook().has_value());
  EXPECT_FALSE(t.session.outlook_pending());
}

}  // namespace arkantis::testing
