// The toy game (toy_game.hpp) proves the contract: registered only here, it runs the conformance
// suite, the one game loop and a generic AI player without any change to generic code.
#include <gtest/gtest.h>

#include "ai/flat_monte_carlo.hpp"
#include "ai/plain_policy.hpp"
#include "ai/random_agent.hpp"
#include "bg/play_game.hpp"
#include "conformance.hpp"
#include "toy_game.hpp"

namespace conformance {

template <>
struct Variants<toy::ToyGame> {
  static std::vector<toy::Options> options() { return {{2}, {3}}; }
  static int games_per_options() { return 200; }
};

INSTANTIATE_TYPED_TEST_SUITE_P(Toy, Conformance, toy::ToyGame);

namespace {

using toy::ToyGame;

TEST(ToyGame, TheGameLoopPlaysItAndWritesWhatWasPlayed) {
  ai::RandomAgent<ToyGame> a(1), b(2), c(3);
  bg::Agent<ToyGame>* seats[] = {&a, &b, &c};
  int told = 0;
  auto game = bg::play_game<ToyGame>(ToyGame::new_game({3}, 5).value(), seats,
                                     [&](const toy::State&, int, const toy::Action&) { ++told; });
  EXPECT_TRUE(game.state.is_terminal());
  EXPECT_FALSE(game.abandoned);
  EXPECT_EQ(game.error, "");
  EXPECT_EQ(static_cast<int>(game.actions.size()), 10);  // every card of the box is played
  EXPECT_EQ(told, 10);
}

TEST(ToyGame, TheGenericMonteCarloPlayerBeatsTheRandomPlayerAtIt) {
  // Seats swapped every game; a tie counts half.
  double mc_wins = 0;
  const int games = 200;
  for (int g = 0; g < games; ++g) {
    ai::FlatMonteCarloAgent<ToyGame> mc(100 + static_cast<std::uint64_t>(g), {64, 8});
    ai::RandomAgent<ToyGame> rnd(200 + static_cast<std::uint64_t>(g));
    const bool mc_first = g % 2 == 0;
    bg::Agent<ToyGame>* seats[] = {mc_first ? static_cast<bg::Agent<ToyGame>*>(&mc) : &rnd,
                                   mc_first ? static_cast<bg::Agent<ToyGame>*>(&rnd) : &mc};
    auto game = bg::play_game<ToyGame>(ToyGame::new_game({2}, static_cast<std::uint64_t>(g)).value(), seats);
    ASSERT_EQ(game.error, "");
    const auto winners = game.state.winners();
    const int mc_seat = mc_first ? 0 : 1;
    if (std::find(winners.begin(), winners.end(), mc_seat) != winners.end())
      mc_wins += 1.0 / static_cast<double>(winners.size());
  }
  EXPECT_GT(mc_wins / games, 0.6) << mc_wins << " of " << games;
}

}  // namespace
}  // namespace conformance

namespace conformance {
namespace {

TEST(ToyGame, TheGenericSearchWithThePlainPolicyBeatsTheRandomPlayer) {
  double search_wins = 0;
  const int games = 100;
  for (int g = 0; g < games; ++g) {
    ai::PlainSearchAgent<toy::ToyGame> search(300 + static_cast<std::uint64_t>(g), 200);
    ai::RandomAgent<toy::ToyGame> rnd(400 + static_cast<std::uint64_t>(g));
    const bool search_first = g % 2 == 0;
    bg::Agent<toy::ToyGame>* seats[] = {search_first ? static_cast<bg::Agent<toy::ToyGame>*>(&search) : &rnd,
                                        search_first ? static_cast<bg::Agent<toy::ToyGame>*>(&rnd) : &search};
    auto game = bg::play_game<toy::ToyGame>(toy::ToyGame::new_game({2}, 1000 + static_cast<std::uint64_t>(g)).value(),
                                            seats);
    ASSERT_EQ(game.error, "");
    const auto winners = game.state.winners();
    const int seat = search_first ? 0 : 1;
    if (std::find(winners.begin(), winners.end(), seat) != winners.end())
      search_wins += 1.0 / static_cast<double>(winners.size());
  }
  EXPECT_GT(search_wins / games, 0.6) << search_wins << " of " << games;
}

}  // namespace
}  // namespace conformance
