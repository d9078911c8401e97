// The toy game (toy_game.hpp) as a hosted game: registered only here, it is played by the AI
// worker's routing and by the page's session (its saved games too) with no change to generic
// code; its records go through the envelope like every game's.
#include <gtest/gtest.h>


#include "ai/plain_policy.hpp"
#include "ai/random_agent.hpp"
#include "ai_games.hpp"
#include "bg/play_game.hpp"
#include "immediate_ai.hpp"
#include "map_store.hpp"
#include "saved_games.hpp"
#include "session.hpp"
#include "toy_game.hpp"

namespace {

using toy::ToyGame;

// The toy's player in the worker: the generic search with the plain policy, from the view alone.
std::string toy_answer(std::string_view view_json, int, std::uint64_t seed, bool, ai::Clock) {
  const auto view = ToyGame::view_from_json(view_json);
  if (!view.ok()) return "error: bad view: " + view.reason();
  ai::PlainSearchAgent<ToyGame> agent(seed, 64);
  return ToyGame::action_text(*agent.choose(view.value()));
}

// The worker's own games and the toy, added by this test alone.
bg::Registry<web::WorkerGame> games_with_the_toy() {
  bg::Registry<web::WorkerGame> games = web::worker_games();
  games.add({bg::describe_game<ToyGame>(), {toy_answer, nullptr}});  // it has no review
  return games;
}

TEST(HostedToy, ItsRecordsGoThroughTheEnvelopeAndReplay) {
  ai::RandomAgent<ToyGame> a(1), b(2);
  bg::Agent<ToyGame>* seats[] = {&a, &b};
  const auto game = bg::play_game<ToyGame>(ToyGame::new_game({2}, 9).value(), seats);
  toy::Record record = ToyGame::new_record({2}, {"Ada", "Bob"}, 9);
  record.actions = game.actions;
  const std::string text = ToyGame::record_to_json(record, &game.state);
  EXPECT_EQ(bg::record_game(text), std::optional<std::string>("odd_sums"));
  const auto read = ToyGame::parse_record(text);
  ASSERT_TRUE(read.ok()) << read.reason();
  const auto end = ToyGame::replay(read.value());
  ASSERT_TRUE(end.ok()) << end.reason();
  EXPECT_EQ(end.value(), game.state);
  toy::Record claimed = read.value();
  claimed.result_scores->front() += 1;
  EXPECT_FALSE(ToyGame::replay(claimed).ok()) << "a result the replay contradicts is refused";
}

TEST(HostedToy, TheWorkersRoutingSendsItsViewsToItsPlayerAndTheOthersToTheirs) {
  const auto games = games_with_the_toy();
  const toy::State s = ToyGame::new_game({3}, 4).value();
  const std::string view = ToyGame::view_to_json(ToyGame::view(s, s.current_player()));
  EXPECT_EQ(ToyGame::view_from_json(view).value(), ToyGame::view(s, s.current_player()));
  const std::string answer = web::answer_ai_request(games, view, 1, 7);
  const auto action = ToyGame::parse_action(answer);
  ASSERT_TRUE(action.ok()) << answer;
  EXPECT_TRUE(s.check(action.value()).ok()) << answer;
  // Without the toy, the worker does not know the game, and says which it knows (unless this
  // build registers the toy as a third game: tests/third_game).
  const std::string refused = web::answer_ai_request(web::worker_games(), view, 1, 7);
  if (!web::worker_games().find("odd_sums")) {
    EXPECT_EQ(refused.rfind("error: a view of an unknown game 'odd_sums'", 0), 0u) << refused;
  }
  // The toy's entry changes nothing for the registered games: a view naming none still goes to
  // the first, whose reader refuses it.
  EXPECT_EQ(web::answer_ai_request(games, "{}", 1, 7).rfind("error", 0), 0u);
  // A game without a review is refused a review request by name.
  EXPECT_EQ(web::answer_review_request(games, view, "play 1", 1, 7), "error: odd_sums has no review");
}

TEST(HostedToy, ThePagesSessionPlaysItAgainstTheComputerAndKeepsItInTheSavedGames) {
  const auto games = games_with_the_toy();
  web::MapStore store;
  web::SavedGamesOf<ToyGame> saves(store);
  // The page's AI port, answered at once by the routing above.
  web::ImmediateAi ai(
      [&games](const std::string& view, int level, std::uint32_t seed, bool explain) {
        return web::answer_ai_request(games, view, level, seed, explain);
      },
      [&games](const std::string& view, const std::string& played, int level, std::uint32_t seed) {
        return web::answer_review_request(games, view, played, level, seed);
      });
  std::vector<std::string> events;
  double wall = 1.7e12;
  web::SessionOf<ToyGame> session(saves, ai, web::SessionOf<ToyGame>::Clock{[&] { return wall; }},
                                  [&](const std::string& e) { events.push_back(e); });
  web::MatchSetupOf<ToyGame> setup;
  setup.options.players = 2;
  setup.seats = {{"Ada", web::SeatKind::kHuman, 0, 0, {}, 0}, {"Toy", web::SeatKind::kAi, 1, 1, {}, 0}};
  setup.seed = 12;
  ASSERT_TRUE(session.start(setup).ok());
  double now = 0;
  for (int steps = 0; !session.game()->state().is_terminal() && steps < 1000; ++steps, now += 10) {
    if (session.human_to_move()) {
      const toy::State& s = session.game()->state();
      ASSERT_TRUE(session.play_all({s.legal_actions().back()}, now).ok());  // the person plays high
    } else {
      ASSERT_NE(session.tick(now), web::AiStep::kFallback) << "the routed answer is legal";
    }
  }
  const toy::State& end = session.game()->state();
  ASSERT_TRUE(end.is_terminal());
  EXPECT_EQ(session.game()->actions_played(), 10);
  EXPECT_EQ(session.ai_decisions(), 5);
  EXPECT_EQ(events.back(), web::game_over_event<ToyGame>(end));
  const auto list = saves.list();
  ASSERT_EQ(list.size(), 1u);
  EXPECT_TRUE(list[0].over);
  EXPECT_EQ(list[0].scores, bg::final_scores<ToyGame>(end));
  const auto loaded = saves.load(list[0].id);
  ASSERT_TRUE(loaded.ok()) << loaded.reason();
  EXPECT_EQ(loaded.value().state(), end);
}

}  // namespace
