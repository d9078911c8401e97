// The page's session without a screen (web/logic/session.hpp), driven with a fake AI worker and
// a clock of the test's own: AI turns and their delay, a wrong answer, hot-seat, a whole turn
// played at once or not at all, undo, take-back, autosave and the embedding page's events.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>

#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/advisor.hpp"
#include "ai/arkadia/arkadia_review.hpp"
#include "ai/arkadia/view_request.hpp"
#include "arkadia/view_codec.hpp"
#include "arkadia_table.hpp"
#include "immediate_ai.hpp"
#include "map_store.hpp"

namespace web {
namespace {

using arkadia::Action;
using arkadia::State;

// Answers each request at once (immediate_ai.hpp) with the real worker's function, or with what
// the test scripted, and counts what it was asked.
struct FakeAi {
  std::deque<std::string> scripted;  // answers to give before the real ones
  bool last_explained = false;
  int reviews = 0;
  ImmediateAi port{[this](const std::string& view_json, int level, std::uint32_t seed, bool explain) {
                     last_explained = explain;
                     if (scripted.empty()) return arkadia_ai::answer_view_request(view_json, level, seed, explain);
                     std::string answer = scripted.front();
                     scripted.pop_front();
                     return answer;
                   },
                   [this](const std::string& view_json, const std::string& played, int level, std::uint32_t seed) {
                     ++reviews;
                     // Normal's search instead of Hard's: the review's flow, not its strength, is
                     // under test here, and the debug and sanitizer builds run this too.
                     return arkadia_ai::answer_review_request(view_json, played, std::min(level, 1), seed);
                   }};
  int requests() const { return port.requests; }
};

ArkadiaMatchSetup setup_of(std::vector<SeatKind> kinds, std::uint64_t seed) {
  ArkadiaMatchSetup setup;
  setup.options.players = static_cast<int>(kinds.size());
  for (std::size_t i = 0; i < kinds.size(); ++i)
    setup.seats.push_back({"seat " + std::to_string(i), kinds[i], 0, static_cast<int>(i), {}});
  setup.seed = seed;
  return setup;
}

struct Table {
  MapStore store;
  ArkadiaSavedGames saves{store};
  FakeAi ai;
  std::vector<std::string> events;
  double wall = 1.7e12;
  ArkadiaSession session{saves, ai.port, ArkadiaSession::Clock{[this] { return wall; }},
                  [this](const std::string& e) { events.push_back(e); }};
  const State& state() const { return session.game()->state(); }
};

// Plays the first legal action until the turn passes to another seat.
void finish_turn(Table& t, double now) {
  const int seat = t.state().current_player();
  while (!t.state().is_terminal() && t.state().current_player() == seat)
    ASSERT_TRUE(t.session.play_all({t.state().legal_actions().front()}, now).ok());
}

TEST(Session, AiSeatsPlayAWholeGameThroughTheWorkerWithAutosaveAndEvents) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kAi, SeatKind::kAi}, 21)).ok());
  EXPECT_EQ(t.session.id(), new_game_id(t.wall, 21)) << "the id comes from the injected clock";
  double now = 0;
  int steps = 0;
  while (!t.state().is_terminal() && steps < 5000) {
    const AiStep step = t.session.tick(now);
    ASSERT_NE(step, AiStep::kFallback);
    now += 10;
    ++steps;
  }
  ASSERT_TRUE(t.state().is_terminal());
  EXPECT_EQ(t.session.ai_decisions(), t.session.game()->actions_played());
  EXPECT_EQ(t.ai.requests(), t.session.game()->actions_played());
  // One move event per action, then the end.
  ASSERT_EQ(static_cast<int>(t.events.size()), t.session.game()->actions_played() + 1);
  EXPECT_EQ(t.events.back(), game_over_event<ArkadiaGame>(t.state()));
  // The autosave has the finished game.
  const auto saved = t.saves.list();
  ASSERT_EQ(saved.size(), 1u);
  EXPECT_TRUE(saved[0].over);
  EXPECT_EQ(saved[0].moves, t.session.game()->actions_played());
  // The saved-games list shows each seat's final score and when the game was saved.
  EXPECT_EQ(saved[0].scores, bg::final_scores<ArkadiaGame>(t.state()));
  EXPECT_EQ(saved[0].saved_at_ms, t.wall);
  EXPECT_EQ(saved[0].default_names, (std::vector<std::string>{"", ""})) << "names typed in, not the page's";
  EXPECT_FALSE(t.session.autosave_failed());
}

TEST(Session, TheAiWaitsItsDelayAfterEachMove) {
  Table t;
  t.session.set_ai_delay(500);
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 3)).ok());
  double now = 0;
  while (t.state().current_player() != 0) {  // the AI's turn first, when it starts
    t.session.tick(now);
    now += 1000;
  }
  finish_turn(t, 10'000);  // the human's last action at 10 s
  ASSERT_EQ(t.state().current_player(), 1);
  EXPECT_EQ(t.session.tick(10'200), AiStep::kNone) << "asked before the delay passed";
  EXPECT_EQ(t.session.tick(10'500), AiStep::kRequested);
  EXPECT_EQ(t.session.tick(10'500), AiStep::kPlayed);
}

TEST(Session, AWrongAnswerIsReplacedByALegalMoveAndTheGameGoesOn) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kAi, SeatKind::kAi}, 8)).ok());
  t.ai.scripted = {"sell R 99"};
  const State before = t.state();
  ASSERT_EQ(t.session.tick(0), AiStep::kRequested);
  EXPECT_EQ(t.session.tick(0), AiStep::kFallback);
  State expected = before;
  ASSERT_TRUE(expected.apply(before.legal_actions().front()).ok());
  EXPECT_EQ(t.state(), expected);
}

TEST(Session, HotSeatHidesHandsUntilTheNextPlayerConfirms) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kHuman}, 5)).ok());
  const int first = t.state().current_player();
  EXPECT_EQ(t.session.pass_to(), first);
  EXPECT_EQ(t.session.viewer(), -1);
  EXPECT_FALSE(t.session.human_to_move());
  t.session.confirm_pass();
  EXPECT_EQ(t.session.viewer(), first);
  EXPECT_TRUE(t.session.human_to_move());
  finish_turn(t, 0);
  EXPECT_EQ(t.session.viewer(), -1);
  EXPECT_EQ(t.session.pass_to(), 1 - first);
  EXPECT_FALSE(t.session.take_back()) << "no take-back between people at one device";
}

TEST(Session, AWholeTurnIsPlayedAtOnceOrNotAtAll) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 9)).ok());
  if (t.state().current_player() != 0) {
    ASSERT_EQ(t.session.tick(0), AiStep::kRequested);
    ASSERT_EQ(t.session.tick(0), AiStep::kPlayed);
    while (t.state().current_player() != 0) t.session.tick(0);
  }
  const State before = t.state();
  const std::size_t events = t.events.size();
  const Action first = before.legal_actions().front();
  const auto refused = t.session.play_all({first, Action::pass(), Action::pass()}, 0);
  EXPECT_FALSE(refused.ok());
  EXPECT_EQ(t.state(), before) << "a refused turn changes nothing";
  EXPECT_EQ(t.events.size(), events);
  ASSERT_TRUE(t.session.play_all({first}, 0).ok());
  EXPECT_EQ(t.events.size(), events + 1);
}

TEST(Session, UndoAndTakeBackAgainstTheAi) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 12)).ok());
  while (t.state().current_player() != 0) t.session.tick(0);
  const State turn_start = t.state();
  EXPECT_FALSE(t.session.undo()) << "nothing to undo yet";
  finish_turn(t, 0);
  while (!t.state().is_terminal() && t.state().current_player() != 0) t.session.tick(0);
  ASSERT_TRUE(t.session.take_back());
  // Back where the human's last turn began, as the human saw it (cards shown since then are
  // shuffled back into the deck: tests/web/arkadia_steps_test.cpp).
  EXPECT_EQ(arkadia::ArkadiaGame::view(t.state(), 0), arkadia::ArkadiaGame::view(turn_start, 0));
  EXPECT_EQ(t.session.game()->actions_played(), t.session.game()->turns().back().first_action);
  const auto saved = t.saves.list();
  ASSERT_EQ(saved.size(), 1u);
  EXPECT_EQ(saved[0].moves, t.session.game()->actions_played()) << "the take-back is saved";
  auto reloaded = t.saves.load(saved[0].id);
  ASSERT_TRUE(reloaded.ok()) << reloaded.reason();
  EXPECT_EQ(reloaded->state(), t.state()) << "the redealt game is what is saved";
}

TEST(Session, AFullStorageIsReportedAndTheGameGoesOn) {
  Table t;
  t.store.capacity = 10;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kAi, SeatKind::kAi}, 4)).ok());
  EXPECT_TRUE(t.session.autosave_failed());
  EXPECT_EQ(t.session.tick(0), AiStep::kRequested);
  EXPECT_EQ(t.session.tick(0), AiStep::kPlayed);
}

TEST(Session, AHintShowsWhatHardWouldPlayWithoutPlayingItAndIsCountedInTheSave) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 5)).ok());
  double now = 0;
  while (!t.session.human_to_move()) t.session.tick(now += 1000);
  const int me = t.state().current_player();
  const int played = t.session.game()->actions_played();
  ASSERT_TRUE(t.session.request_hint());
  EXPECT_FALSE(t.session.request_hint()) << "one question at a time";
  EXPECT_FALSE(t.session.hint());
  EXPECT_TRUE(t.ai.last_explained) << "a hint asks what the move is worth";
  EXPECT_EQ(t.session.tick(now), AiStep::kHint);
  const auto hint = t.session.hint();
  ASSERT_TRUE(hint);
  EXPECT_TRUE(t.state().check(*hint).ok());
  ASSERT_TRUE(t.session.hint_gain().has_value()) << "with its estimated worth in gold";
  EXPECT_GT(*t.session.hint_gain(), -30.0);
  EXPECT_LT(*t.session.hint_gain(), 30.0);
  EXPECT_EQ(t.session.game()->actions_played(), played) << "shown, not played";
  EXPECT_EQ(t.ai.requests(), 1 + t.session.ai_decisions()) << "the worker was asked";
  EXPECT_EQ(t.session.game()->setup().seats[static_cast<std::size_t>(me)].hints, 1);
  // The count is kept with the game.
  const auto saved = t.saves.list();
  ASSERT_EQ(saved.size(), 1u);
  auto reloaded = t.saves.load(saved[0].id);
  ASSERT_TRUE(reloaded.ok());
  EXPECT_EQ(reloaded->setup().seats[static_cast<std::size_t>(me)].hints, 1);
  // The hint is the whole decision: each step played as hinted shows the next, with the same
  // worth; playing the last clears it.
  const std::vector<Action> decision = t.session.hint_rest();
  ASSERT_FALSE(decision.empty());
  EXPECT_EQ(decision.front(), *hint);
  const double worth = *t.session.hint_gain();
  for (std::size_t i = 0; i < decision.size(); ++i) {
    ASSERT_EQ(t.session.hint(), decision[i]) << "step " << i;
    EXPECT_EQ(t.session.hint_gain(), worth);
    ASSERT_TRUE(t.session.play_all({decision[i]}, now).ok());
  }
  EXPECT_FALSE(t.session.hint());
  EXPECT_FALSE(t.session.hint_gain());
  // A hint still on its way when the player moves is dropped, and never played as the computer's move.
  if (t.session.human_to_move()) {
    ASSERT_TRUE(t.session.request_hint());
    finish_turn(t, now);
    EXPECT_FALSE(t.session.hint_pending());
    EXPECT_EQ(t.session.tick(now += 1000), AiStep::kRequested) << "the computer asks for its own move";
    EXPECT_EQ(t.session.tick(now += 1000), AiStep::kPlayed);
  }
  EXPECT_EQ(t.session.game()->setup().seats[static_cast<std::size_t>(me)].hints, 1);
  EXPECT_FALSE(t.session.hint());
}

TEST(Session, AnExplainedAnswerIsSplitIntoTheActionAndItsWorth) {
  EXPECT_EQ(split_explained("lay FA-B k6 r0").action, "lay FA-B k6 r0");
  EXPECT_FALSE(split_explained("lay FA-B k6 r0").gain);
  const auto both = split_explained("workers c4\t-1.75");
  EXPECT_EQ(both.action, "workers c4");
  ASSERT_TRUE(both.gain);
  EXPECT_DOUBLE_EQ(*both.gain, -1.75);
  EXPECT_FALSE(both.range) << "an older worker's answer has no range";
  for (const char* bad : {"done\t", "done\tmuch", "done\t3 gold", "done\tnan", "done\tinf", "done\t\t1:2"}) {
    EXPECT_EQ(split_explained(bad).action, "done") << bad;
    EXPECT_FALSE(split_explained(bad).gain) << bad;
    EXPECT_FALSE(split_explained(bad).range) << bad;
  }
  const auto ranged = split_explained("workers c4\t-1.75\t-12.5:3.0");
  EXPECT_EQ(ranged.action, "workers c4");
  EXPECT_DOUBLE_EQ(*ranged.gain, -1.75);
  ASSERT_TRUE(ranged.range);
  EXPECT_DOUBLE_EQ(ranged.range->low, -12.5);
  EXPECT_DOUBLE_EQ(ranged.range->high, 3.0);
  for (const char* bad : {"done\t1\t", "done\t1\t3", "done\t1\t5:2", "done\t1\tx:2", "done\t1\t1:inf", "done\t1\t1:2:3"}) {
    EXPECT_DOUBLE_EQ(*split_explained(bad).gain, 1) << bad;
    EXPECT_FALSE(split_explained(bad).range) << "a range read wrongly is no range: " << bad;
  }
}

// A hint is the move the level plays, asked with the coach's seed (the position's), and a whole
// decision (tests/arkadia/advisor_test.cpp checks the worth and the review).
TEST(Session, AHintStartsWithTheMoveTheLevelPlaysFromTheCoachsSeed) {
  arkadia::GameOptions o;
  o.players = 2;
  State s = arkadia::ArkadiaGame::new_game(o, 12).value();
  for (int i = 0; i < 6; ++i) s.apply_unchecked(arkadia_ai::greedy_action(s));
  const arkadia::SeatView seat_view = arkadia::SeatView::of(s, s.current_player());
  const std::string view = arkadia::encode_view(seat_view);
  const std::string plain = arkadia_ai::answer_view_request(view, 1, arkadia_ai::advice_seed(seat_view));
  const auto explained = split_explained(arkadia_ai::answer_view_request(view, 1, 99, true));
  EXPECT_EQ(bg::split_decision(explained.action).front(), plain) << "explaining a choice does not change it";
  ASSERT_TRUE(explained.gain);
  ASSERT_TRUE(explained.range) << "a hint says where following it leads";
  EXPECT_LT(explained.range->low, explained.range->high);
  EXPECT_FALSE(split_explained(plain).gain) << "a move asked for without explaining carries no worth";
}

// The review after a game: every decision of the person is put to the worker, one request at a
// time; the costliest are those whose worth fell furthest short of Hard's choice. A person who
// always plays the first legal action makes costly decisions.
TEST(Session, TheReviewAsksAboutEachOfThePersonsDecisionsAndFindsTheCostliest) {
  Table t;
  ASSERT_TRUE(t.session.start(setup_of({SeatKind::kHuman, SeatKind::kAi}, 9)).ok());
  EXPECT_FALSE(t.session.start_review()) << "only a finished game is reviewed";
  double now = 0;
  for (int steps = 0; !t.state().is_terminal() && steps < 20000; ++steps) {
    if (t.session.human_to_move())
      ASSERT_TRUE(t.session.play_all({t.state().legal_actions().front()}, now).ok());
    else
      t.session.tick(now += 1000);
  }
  ASSERT_TRUE(t.state().is_terminal());
  const int before = t.ai.requests();
  ASSERT_TRUE(t.session.start_review());
  EXPECT_FALSE(t.session.start_review()) << "one review at a time";
  int ticks = 0, previous_progress = -1;
  while (t.session.reviewing() && ticks < 10000) {
    ASSERT_EQ(t.session.tick(now += 10), AiStep::kReview);
    const int progress = t.session.review()->progress();
    ASSERT_GE(progress, previous_progress) << "progress never goes back";
    previous_progress = progress;
    ++ticks;
  }
  ASSERT_FALSE(t.session.reviewing());
  const auto& review = *t.session.review();
  EXPECT_EQ(review.skipped(), 0) << "every answer was understood";
  EXPECT_EQ(review.progress(), review.total());
  ASSERT_FALSE(review.decisions().empty());
  EXPECT_EQ(t.ai.requests() - before, static_cast<int>(review.decisions().size())) << "one request per decision";
  const auto& match = *t.session.game();
  int covered = 0;
  for (const auto& d : review.decisions()) {
    EXPECT_TRUE(match.is_human(d.seat));
    EXPECT_EQ(match.position(d.at).current_player(), d.seat);
    EXPECT_EQ(static_cast<int>(d.chosen.size()), d.length);
    EXPECT_EQ(d.chosen.front(), ArkadiaGame::action_text(match.record().actions[static_cast<std::size_t>(d.at)]));
    EXPECT_FALSE(d.preferred.empty());
    EXPECT_TRUE(match.position(d.at).check(ArkadiaGame::parse_action(d.preferred.front()).value()).ok())
        << "the AI's choice is legal where the person chose";
    EXPECT_GE(d.loss(), 0.0);
    covered += d.length;
  }
  const auto costliest = review.costliest(3);
  ASSERT_EQ(costliest.size(), 3u) << "playing the first legal action costs something, three times at least";
  EXPECT_GE(costliest[0].loss(), costliest[1].loss());
  EXPECT_GE(costliest[1].loss(), costliest[2].loss());
  for (const auto& d : review.decisions())
    if (d.loss() > costliest[2].loss()) {
      bool listed = false;
      for (const auto& c : costliest) listed = listed || (c.at == d.at);
      EXPECT_TRUE(listed) << "decision at " << d.at << " costs more than the third listed";
    }
  EXPECT_GT(covered, 0);
  // A new review can be cancelled at once; nothing more is asked.
  ASSERT_TRUE(t.session.start_review());
  t.session.tick(now += 10);
  t.session.cancel_review();
  const int asked = t.ai.requests();
  EXPECT_FALSE(t.session.reviewing());
  EXPECT_EQ(t.session.tick(now += 10), AiStep::kNone);
  EXPECT_EQ(t.ai.requests(), asked);
}

TEST(Session, AReviewAnswerIsReadOnlyWhenWhole) {
  const auto a = parse_review_answer("3\tworkers c4;workers d4;done\t2.50\t-1.25", 5);
  ASSERT_TRUE(a);
  EXPECT_EQ(a->length, 3);
  EXPECT_EQ(a->preferred, (std::vector<std::string>{"workers c4", "workers d4", "done"}));
  EXPECT_DOUBLE_EQ(a->preferred_gain, 2.5);
  EXPECT_DOUBLE_EQ(a->chosen_gain, -1.25);
  EXPECT_TRUE(a->chosen_final.empty()) << "no play-out, no final scores";
  // A pass played out to the end adds each seat's mean final score.
  const auto pass = parse_review_answer("1\ttake a1;end\t3.00\t-40.50\t49.0 211.5 -2.0", 1);
  ASSERT_TRUE(pass);
  EXPECT_EQ(pass->chosen_final, (std::vector<double>{49.0, 211.5, -2.0}));
  EXPECT_TRUE(pass->terms.empty());
  // The parts of the difference follow, after the final scores or after an empty field.
  const auto parts = parse_review_answer("2\tmove a1 a2;end\t3.00\t-1.00\t\tclaimed:+2.50 others:+1.50 hand:-0.00", 2);
  ASSERT_TRUE(parts);
  EXPECT_TRUE(parts->chosen_final.empty());
  EXPECT_EQ(parts->terms, (std::vector<ReviewTerm>{{"claimed", 2.5}, {"others", 1.5}, {"hand", 0.0}}));
  const auto both = parse_review_answer("1\tpass\t3.00\t-40.50\t49.0 211.5\tcounters:-3.25", 1);
  ASSERT_TRUE(both);
  EXPECT_EQ(both->chosen_final, (std::vector<double>{49.0, 211.5}));
  EXPECT_EQ(both->terms, (std::vector<ReviewTerm>{{"counters", -3.25}}));
  // After the terms, each seat's final score as a range (the pass warning's), one per seat.
  const auto ranged = parse_review_answer("1\tpass\t3.00\t-40.50\t49.0 211.5\tcounters:-3.25\t49.0:49.0 180.0:260.5", 1);
  ASSERT_TRUE(ranged);
  EXPECT_EQ(ranged->chosen_range, (std::vector<std::pair<double, double>>{{49.0, 49.0}, {180.0, 260.5}}));
  EXPECT_TRUE(both->chosen_range.empty());
  EXPECT_FALSE(ranged->loss_range) << "a review without a measured spread";
  // Last, the loss's own 80% interval (an ArkantiS review's, over its play-outs), after an empty
  // CHOSEN_RANGE when the decision was not played out alone.
  const auto spread = parse_review_answer("2\tmove a1 a2;end\t3.00\t-1.00\t\tclaimed:+2.50 others:+1.50\t\t1.5:6.5", 2);
  ASSERT_TRUE(spread);
  ASSERT_TRUE(spread->loss_range);
  EXPECT_DOUBLE_EQ(spread->loss_range->first, 1.5);
  EXPECT_DOUBLE_EQ(spread->loss_range->second, 6.5);
  EXPECT_TRUE(spread->chosen_range.empty());
  const auto pass_spread = parse_review_answer("1\tpass\t3.00\t-40.50\t49.0 211.5\tcounters:-3.25\t49.0:49.0 180.0:260.5\t-2:90", 1);
  ASSERT_TRUE(pass_spread);
  EXPECT_EQ(pass_spread->loss_range, std::make_pair(-2.0, 90.0));
  for (const char* bad : {"2\tend\t3\t-1\t\tclaimed:1\t\t6:1", "2\tend\t3\t-1\t\tclaimed:1\t\t1", "2\tend\t3\t-1\t\tclaimed:1\t\t1:x",
                          "2\tend\t3\t-1\t\tclaimed:1\t\t 1:2", "2\tend\t3\t-1\t\tclaimed:1\t\t1: 2", "2\tend\t3\t-1\t\tclaimed:1\t\t1:2 ",
                          "2\tend\t3\t-1\t\tclaimed:1\t\t1:2e9", "2\tend\t3\t-1\t\tclaimed:1\t\t1:2\t3"})
    EXPECT_FALSE(parse_review_answer(bad, 5)) << bad;
  for (const char* bad : {"1\tpass\t3\t-4\t49 211\tcounters:-3\t49:49", "1\tpass\t3\t-4\t49 211\tcounters:-3\t49:49 200:100",
                          "1\tpass\t3\t-4\t49 211\tcounters:-3\t49:49 100", "1\tpass\t3\t-4\t49 211\tcounters:-3\t49:49  100:200",
                          "1\tpass\t3\t-4\t49 211\tcounters:-3\t49:49 100:200 ", "1\tpass\t3\t-4\t49 211\tcounters:-3\t49:49 100:2e9"})
    EXPECT_FALSE(parse_review_answer(bad, 5)) << bad;
  for (const char* bad : {"", "error: bad view", "3\tdone\t1\t2\textra", "1\tdone\t1\t2\t", "1\tdone\t1\t2\t3 x",
                          "1\tdone\t1\t2\t3  4", "1\tdone\t1\t2\t3\t4", "1\tdone\t1\t2\t1e9", "0\tdone\t1\t2", "6\tdone\t1\t2",
                          "x\tdone\t1\t2", "1\t\t1\t2", "1\tdone\t1", "1\tdone\tnan\t2", "1\tdone\t1\t2e9",
                          "1\tdone\t1\t2\t\t", "1\tdone\t1\t2\t\tclaimed:", "1\tdone\t1\t2\t\t:1", "1\tdone\t1\t2\t\ta b:1",
                          "1\tdone\t1\t2\t\tclaimed:1 ", "1\tdone\t1\t2\t\tclaimed:nan", "1\tdone\t1\t2\t\tclaimed: 1",
                          "1\tdone\t1\t2\t\tclaimed:1x", "1\tdone\t1\t2\t3\tclaimed:1\t4"})
    EXPECT_FALSE(parse_review_answer(bad, 5)) << bad;
}

}  // namespace
}  // namespace web
