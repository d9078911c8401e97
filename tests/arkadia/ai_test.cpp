// The players in ai/: they choose legal actions from their seat's view only, and the Monte Carlo
// player is stronger than the random one.
#include "ai/flat_monte_carlo.hpp"
#include "ai/random_agent.hpp"
#include "arkadia/game.hpp"
#include "arkadia/record.hpp"
#include "arkadia/view_codec.hpp"
#include "bg/play_game.hpp"
#include "helpers.hpp"
#include "sweep_size.hpp"

namespace test {
namespace {

using ai::FlatMonteCarloAgent;
using ai::RandomAgent;

// Plays a whole game between two agents; returns the final state.
State duel(bg::Agent<ArkadiaGame>& first, bg::Agent<ArkadiaGame>& second, std::uint64_t seed) {
  bg::Agent<ArkadiaGame>* seats[] = {&first, &second};
  auto game = bg::play_game<ArkadiaGame>(ArkadiaGame::new_game(ArkadiaGame::default_options(2), seed).value(), seats);
  EXPECT_FALSE(game.abandoned);
  EXPECT_EQ(game.error, "");
  return game.state;
}

TEST(Agents, TheMonteCarloPlayerBeatsTheRandomPlayer) {
  int wins = 0;
  // Under the sanitizers one game (two and a half minutes for four there); it must be won.
  const int games = tests::sweep_games(4);
  for (int g = 0; g < games; ++g) {
    FlatMonteCarloAgent<ArkadiaGame> mc(100 + static_cast<std::uint64_t>(g), {150, 16});
    RandomAgent<ArkadiaGame> rnd(200 + static_cast<std::uint64_t>(g));
    const bool mc_first = g % 2 == 0;
    const State end = mc_first ? duel(mc, rnd, static_cast<std::uint64_t>(g)) : duel(rnd, mc, static_cast<std::uint64_t>(g));
    ASSERT_TRUE(end.is_terminal());
    const int mc_seat = mc_first ? 0 : 1;
    wins += end.gold(mc_seat) > end.gold(1 - mc_seat);
  }
  EXPECT_GE(wins, games - games / 4);
}

TEST(Agents, APlayerDecidesFromItsViewAloneSoHiddenCardsChangeNothing) {
  bg::Rng rng(9);
  State s = new_game(3);
  ASSERT_TRUE(play_randomly_until(s, rng, [](const State& x) { return x.turn_number() > 6 && x.phase() == Phase::kMust; }));
  const int seat = s.current_player();
  const SeatView view = SeatView::of(s, seat);
  // Another full game: the unseen cards dealt anew, so other hands hold other cards.
  const State other = view.sample(rng);
  bool hands_differ = false;
  for (int p = 0; p < 3; ++p) hands_differ |= p != seat && other.player(p).hand != s.player(p).hand;
  ASSERT_TRUE(hands_differ);
  // Each agent gets what the page would send its worker for its own game.
  auto sent = [&](const State& full) { return decode_view(encode_view(SeatView::of(full, seat))).value(); };
  FlatMonteCarloAgent<ArkadiaGame> a(5, {60, 8}), b(5, {60, 8});
  EXPECT_EQ(a.choose(sent(s)), b.choose(sent(other)));
}

}  // namespace
}  // namespace test
