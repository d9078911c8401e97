// The toy game (toy_game.hpp) proves the contract: registered only here, it runs the conformance
// suite, the one game loop and a generic AI player without any change to generic code.
#include <gtest/gtest-spi.h>
#include <gtest/gtest.h>

#include "ai/flat_monte_carlo.hpp"
#include "ai/plain_policy.hpp"
#include "ai/random_agent.hpp"
#include "bench.hpp"
#include "bench_ai.hpp"
#include "replay.hpp"
#include "bg/play_game.hpp"
#include "match.hpp"
#include "play.hpp"
#include "conformance.hpp"
#include "toy_cli.hpp"
#include "toy_conformance_variants.hpp"
#include "toy_game.hpp"
#include "toy_leaks.hpp"

namespace conformance {

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

// A policy that records how many cards had been played in each position it valued.
class DepthRecordingPolicy {
 public:
  struct Move {
    toy::Action action;
    bool operator==(const Move&) const = default;
    const toy::Action& first() const { return action; }
  };
  struct Candidate {
    Move move;
    double score = 0;
  };
  struct NodeCache {};
  using Leaf = int;

  std::vector<std::size_t> valued_at;  // cards on the pile in each valued position
  int favourite = 0;                   // seat 0 gains only by opening with this card (0: no gain)

  void offer(NodeCache&, const toy::State& s, std::vector<Candidate>& out) {
    std::vector<toy::Action> legal;
    s.legal_actions(legal);
    for (const auto& a : legal) out.push_back({{a}, 0.0});
  }
  void apply(toy::State& s, const Move& m) { s.apply_unchecked(m.action); }
  Leaf evaluate(const toy::State& s) {
    valued_at.push_back(s.pile.size());
    return 0;
  }
  double reward(const Leaf&, const toy::State& s, int seat, double) const {
    const bool opened_with_favourite = !s.pile.empty() && s.pile.front() == favourite;
    return (seat == 0) == opened_with_favourite ? 1.0 : 0.0;
  }
  double prior(double, double) const { return 0.5; }
};
static_assert(ai::SearchPolicy<DepthRecordingPolicy, ToyGame>);

TEST(ToyGame, TheGenericSearchPlaysTheBestRankedRepliesPastANewLeafBeforeValuingIt) {
  const toy::State start = ToyGame::new_game({2}, 7).value();  // 10 cards to play in all
  const toy::View view = ToyGame::view(start, 0);  // the search keeps a reference to it
  for (int replies : {0, 1, 3, 20}) {
    DepthRecordingPolicy policy;
    ai::SearchParameters parameters;
    parameters.iterations = 1;  // one leaf: a move of the root
    parameters.leaf_replies = replies;
    ai::InformationSetSearch<ToyGame, DepthRecordingPolicy> search(view, policy, parameters, 11);
    search.run(nullptr);
    ASSERT_EQ(policy.valued_at.size(), 1u) << replies;
    // The root's move, then the replies, stopping at the end of the game.
    EXPECT_EQ(policy.valued_at[0], std::min<std::size_t>(1 + static_cast<std::size_t>(replies), 10)) << replies;
  }
}

TEST(ToyGame, TheGenericSearchSharesItsBudgetAmongTreesAndChoosesByTheirVisitsAddedUp) {
  // A deal where seat 0 moves first holding two different cards; it gains only by opening with
  // the higher one, which the search offers second.
  toy::State start;
  for (std::uint64_t seed = 1;; ++seed) {
    start = ToyGame::new_game({2}, seed).value();
    if (start.to_move == 0 && start.hands[0][0] != start.hands[0][1]) break;
  }
  const toy::View view = ToyGame::view(start, 0);
  for (int trees : {1, 3, 4}) {
    DepthRecordingPolicy policy;
    policy.favourite = start.hands[0][1];
    ai::SearchParameters parameters;
    parameters.iterations = 48;
    parameters.trees = trees;
    ai::SearchStats stats;
    const auto move = ai::ensemble_move<ToyGame>(view, policy, parameters, 5, &stats);
    EXPECT_EQ(move.action.value, policy.favourite) << trees;
    EXPECT_EQ(policy.valued_at.size(), 48u) << trees;  // 48 / trees iterations in each tree
    EXPECT_EQ(stats.iterations, 48) << trees;
    EXPECT_EQ(stats.root_moves, 2) << trees;
  }
}

TEST(ToyGame, TheGenericSearchStopsOnceNoOtherMoveCanOvertakeTheMostVisitedWithTheSameChoice) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const toy::State start = ToyGame::new_game({2}, seed).value();
    const auto& hand = start.hands[static_cast<std::size_t>(start.to_move)];
    if (hand.front() == hand.back()) continue;  // one move: nothing to search
    const toy::View view = ToyGame::view(start, start.to_move);
    for (int favourite : {0, hand.back()}) {
      auto search = [&](bool stop, ai::SearchStats& stats) {
        DepthRecordingPolicy policy;
        policy.favourite = favourite;
        ai::SearchParameters parameters;
        parameters.iterations = 3000;
        parameters.stop_when_decided = stop;
        ai::InformationSetSearch<ToyGame, DepthRecordingPolicy> s(view, policy, parameters, seed);
        return s.run(&stats);
      };
      ai::SearchStats stopped, whole;
      const toy::Action early = search(true, stopped);
      const toy::Action full = search(false, whole);
      EXPECT_EQ(early.value, full.value) << seed;
      EXPECT_EQ(whole.iterations, 3000) << seed;
      EXPECT_LE(stopped.iterations, 3000) << seed;
      // With a favourite, one of the two openings wins for the seat to move (seat 0 wins only by
      // playing it, seat 1 only by keeping it back): that move pulls ahead and the search stops
      // early. Without one, both moves are worth the same, neither leads, and it runs to the end.
      if (favourite != 0) EXPECT_LT(stopped.iterations, 3000) << seed;
      else EXPECT_EQ(stopped.iterations, 3000) << seed;
    }
  }
}

}  // namespace
}  // namespace conformance

namespace conformance {
namespace {

std::string run(int (*command)(const cli::GameCli<toy::ToyGame>&, const std::vector<std::string>&),
                std::vector<std::string> args, int expected_exit = 0) {
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  const int code = command(toy_cli(), args);
  std::fflush(stdout);
  std::string out = testing::internal::GetCapturedStdout() + testing::internal::GetCapturedStderr();
  EXPECT_EQ(code, expected_exit) << out;
  return out;
}

TEST(ToyGame, TheCliPlaysMatchesAndBenchesItThroughTheGenericCommands) {
#ifdef __EMSCRIPTEN__
  GTEST_SKIP() << "capturing stdout needs file descriptors the wasm runtime under Node does not have; "
                  "the CLI tests (tests/cli) run the wasm CLI itself";
#endif
  const std::string play = run(cli::play_command<toy::ToyGame>, {"--players", "3", "--seed", "4", "--seats",
                                                                 "plain,random,mc"});
  EXPECT_NE(play.find("seed 4, 3 players: seat0 plain, seat1 random, seat2 mc"), std::string::npos) << play;
  EXPECT_NE(play.find("\n10 seat"), std::string::npos) << "the tenth and last card is logged: " << play;
  EXPECT_NE(play.find("total "), std::string::npos);
  EXPECT_EQ(play, run(cli::play_command<toy::ToyGame>, {"--players", "3", "--seed", "4", "--seats",
                                                        "plain,random,mc"}));
  EXPECT_NE(run(cli::play_command<toy::ToyGame>, {"--players", "4"}, 2).find("--players"), std::string::npos);
  EXPECT_NE(run(cli::play_command<toy::ToyGame>, {"--seats", "greedy,random"}, 2)
                .find("unknown player kind 'greedy' (known: random, mc, plain)"),
            std::string::npos);

  const std::string match = run(cli::match_command<toy::ToyGame>, {"--seats", "plain,random", "--games", "40", "--quiet"});
  EXPECT_NE(match.find("avg points"), std::string::npos) << match;
  EXPECT_NE(match.find("plain        1"), std::string::npos) << match;

  // A record written by play replays through the generic replay; a changed result is refused.
  const std::string path = ::testing::TempDir() + "toy-record.json";
  run(cli::play_command<toy::ToyGame>, {"--seed", "4", "--seats", "plain,random", "--record", path});
  const std::string replay = run(cli::replay_command<toy::ToyGame>, {path});
  EXPECT_NE(replay.find("10 actions replayed"), std::string::npos) << replay;
  EXPECT_NE(replay.find("total "), std::string::npos) << replay;
  EXPECT_NE(replay.find("winners "), std::string::npos) << replay;
  const std::string bench_ai = run(cli::bench_ai_command<toy::ToyGame>, {"--level", "plain", "--games", "1"});
  EXPECT_NE(bench_ai.find("odd_sums bench-ai: level plain, 50 iterations"), std::string::npos) << bench_ai;
  EXPECT_NE(run(cli::bench_ai_command<toy::ToyGame>, {"--level", "hard"}, 2).find("--level must be plain"),
            std::string::npos);

  const std::string bench = run(cli::bench_command<toy::ToyGame>, {"--games", "40"});
  EXPECT_NE(bench.find("odd_sums bench"), std::string::npos) << bench;
  const auto checksum = bench.substr(bench.find("checksum"));
  EXPECT_EQ(checksum, run(cli::bench_command<toy::ToyGame>, {"--games", "40"}).substr(bench.find("checksum")));
}

}  // namespace
}  // namespace conformance

// The privacy laws' checks (privacy_laws.hpp), as the conformance suite runs them, fail on a toy
// that breaks a law (toy_leaks.hpp), each with its law's words; the toy played by the same
// wrapper without a breach passes them.
namespace conformance {
namespace {

// The failures expect_privacy_laws<G> reports, as one text each.
template <class G>
std::vector<std::string> privacy_failures() {
  ::testing::TestPartResultArray results;
  {
    ::testing::ScopedFakeTestPartResultReporter capture(::testing::ScopedFakeTestPartResultReporter::INTERCEPT_ONLY_CURRENT_THREAD,
                                                        &results);
    expect_privacy_laws<G>({{2}, {3}}, 40, 7);
  }
  std::vector<std::string> failures;
  for (int i = 0; i < results.size(); ++i) failures.push_back(results.GetTestPartResult(i).message());
  return failures;
}

std::string joined(const std::vector<std::string>& texts) {
  std::string all;
  for (const auto& t : texts) all += t + "\n";
  return all;
}

bool any_contains(const std::vector<std::string>& texts, const std::string& part) {
  return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(part) != std::string::npos; });
}

TEST(ToyLeaks, TheToyPlayedByTheLeakingVariantsWrapperKeepsThePrivacyLaws) {
  EXPECT_EQ(joined(privacy_failures<toy_leaks::LeakyToy<toy_leaks::ToyRules>>()), "");
}

TEST(ToyLeaks, LegalActionsThatDependOnAHiddenCardAreCaught) {
  const auto failures = privacy_failures<toy_leaks::LeakyToy<toy_leaks::HiddenLegality>>();
  EXPECT_TRUE(any_contains(failures, "the mover's legal actions depend on what it cannot see")) << joined(failures);
  EXPECT_TRUE(any_contains(failures, "but its legal actions differ")) << joined(failures);
  EXPECT_FALSE(any_contains(failures, "an action's text names")) << joined(failures);
}

TEST(ToyLeaks, ARefusalNamingAHiddenCardIsCaught) {
  const auto failures = privacy_failures<toy_leaks::LeakyToy<toy_leaks::RefusalNamesTheDeck>>();
  ASSERT_EQ(failures.size(), 1u) << joined(failures);
  EXPECT_NE(failures[0].find("a refusal depends on what the mover cannot see"), std::string::npos) << failures[0];
  EXPECT_NE(failures[0].find("the next card is"), std::string::npos) << failures[0];
}

TEST(ToyLeaks, AnActionTextNamingACardKeptInHandIsCaught) {
  const auto failures = privacy_failures<toy_leaks::LeakyToy<toy_leaks::KeptCardNamed>>();
  ASSERT_EQ(failures.size(), 1u) << joined(failures);
  EXPECT_NE(failures[0].find("an action's text names what another seat cannot see"), std::string::npos) << failures[0];
  EXPECT_NE(failures[0].find(" keep "), std::string::npos) << failures[0];
}

TEST(ToyLeaks, AnActionTextNamingTheCardDrawnIsCaught) {
  const auto failures = privacy_failures<toy_leaks::LeakyToy<toy_leaks::DrawnCardNamed>>();
  EXPECT_TRUE(any_contains(failures, "the mover's legal actions depend on what it cannot see")) << joined(failures);
  EXPECT_TRUE(any_contains(failures, "an action's text names what another seat cannot see")) << joined(failures);
  EXPECT_TRUE(any_contains(failures, " draw ")) << joined(failures);
}

}  // namespace
}  // namespace conformance
