// `match --ladder A,B,C`: a seeded round robin of two-player games between every pair of the
// named players, each deal played twice with the seats swapped; prints each pair's result and
// Elo-style ratings with 95% intervals (cli/ladder_fit.hpp), the first player at 0.
#pragma once

#include <algorithm>
#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "bg/play_game.hpp"
#include "game_cli.hpp"
#include "ladder_fit.hpp"
#include "parallel.hpp"

namespace cli {

template <bg::Game G>
int ladder_command(const GameCli<G>& game_cli, const std::vector<std::string>& players, long games_per_pair,
                   std::uint64_t base_seed, const typename G::Options& options, bool quiet, int threads = 1) {
  const std::size_t n = players.size();
  std::vector<std::vector<double>> wins(n, std::vector<double>(n, 0.0)), games(n, std::vector<double>(n, 0.0));
  const long deals = (games_per_pair + 1) / 2;
  int name_width = 10;  // the longest player kind, so the columns line up
  for (const std::string& p : players) name_width = std::max(name_width, static_cast<int>(p.size()));
  std::printf("ladder: %zu players, %ld deals x 2 seat orders = %ld games per pair, seed %llu\n", n, deals, deals * 2,
              static_cast<unsigned long long>(base_seed));
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b) pairs.emplace_back(a, b);
  // One job per game: pair, deal and seat order. Its result: each seat's share of the win (ties
  // shared), or an error.
  struct Game {
    double share[2] = {0, 0};  // of the first and second seat
    std::string error;
  };
  const std::function<Game(long)> play = [&](long job) {
    const auto [a, b] = pairs[static_cast<std::size_t>(job / (2 * deals))];
    const long deal = job / 2 % deals;
    const int swap = static_cast<int>(job % 2);
    const std::uint64_t seed = base_seed * 1'000'003ull + static_cast<std::uint64_t>(deal);
    const std::size_t first = swap ? b : a, second = swap ? a : b;
    auto agent0 = make_agent(game_cli, players[first], 0, seed * 7919 + 1 + static_cast<std::uint64_t>(31 * swap));
    auto agent1 = make_agent(game_cli, players[second], 1, seed * 7919 + 2 + static_cast<std::uint64_t>(31 * swap));
    std::vector<bg::Agent<G>*> seats = {agent0.get(), agent1.get()};
    auto played = bg::play_game<G>(G::new_game(options, seed).value(), seats);
    Game result;
    if (played.abandoned || !played.error.empty()) {
      result.error = players[first] + " v " + players[second] + ": " + played.error;
      return result;
    }
    const std::vector<int> winners = played.state.winners();
    for (int w : winners) result.share[w] += 1.0 / static_cast<double>(winners.size());
    return result;
  };
  const std::vector<Game> results = run_jobs(static_cast<long>(pairs.size()) * 2 * deals, threads, play);
  for (std::size_t job = 0; job < results.size(); ++job) {
    const Game& g = results[job];
    if (!g.error.empty()) {
      std::cerr << "arkadia-cli match --ladder: " << g.error << "\n";
      return 1;
    }
    const auto [a, b] = pairs[job / static_cast<std::size_t>(2 * deals)];
    const bool swapped = job % 2 == 1;
    const std::size_t first = swapped ? b : a, second = swapped ? a : b;
    wins[first][second] += g.share[0];
    wins[second][first] += g.share[1];
    games[a][b] += 1;
    games[b][a] += 1;
  }
  if (!quiet)
    for (const auto& [a, b] : pairs)
      std::printf("  %-*s %6.1f - %-6.1f %s\n", name_width, players[a].c_str(), wins[a][b], wins[b][a], players[b].c_str());
  const std::vector<LadderRating> ratings = fit_ladder(wins, games);
  std::printf("\n%-*s %7s %8s %8s %9s\n", name_width, "player", "games", "score", "Elo", "+-95%");
  for (std::size_t i = 0; i < n; ++i)
    std::printf("%-*s %7.0f %7.1f%% %+8.0f %9.0f\n", name_width, players[i].c_str(), ratings[i].games, 100 * ratings[i].score,
                ratings[i].elo, ratings[i].elo_ci95);
  std::printf("Elo: a Bradley-Terry fit of all the games (a tie counts half), %s at 0; +-95%%: the interval of the "
              "difference to %s.\n",
              players[0].c_str(), players[0].c_str());
  return 0;
}

}  // namespace cli
