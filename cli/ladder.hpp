// `match --ladder A,B,C`: a seeded round robin of two-player games between every pair of the
// named players, each deal played twice with the seats swapped; prints each pair's result and
// Elo-style ratings with 95% intervals (cli/ladder_fit.hpp), the first player at 0. With a
// results file (cli/ladder_results.hpp) it takes up the games already played and adds each new
// one as it ends.
#pragma once

#include <algorithm>
#include <cstdio>
#include <functional>
#include <iostream>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "bg/play_game.hpp"
#include "game_cli.hpp"
#include "ladder_fit.hpp"
#include "ladder_results.hpp"
#include "parallel.hpp"

namespace cli {

template <bg::Game G>
int ladder_command(const GameCli<G>& game_cli, const std::vector<std::string>& players, long games_per_pair,
                   std::uint64_t base_seed, const typename G::Options& options, bool quiet, int threads = 1,
                   LadderResults* stored = nullptr, const std::string& setup = "") {
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
    std::uint64_t end_hash = 0;
    std::string error;
  };
  auto key_of = [&](long job) {
    const auto [a, b] = pairs[static_cast<std::size_t>(job / (2 * deals))];
    return LadderGameKey{std::string(G::kId), setup, base_seed, players[a], players[b], job / 2 % deals,
                         static_cast<int>(job % 2)};
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
    result.end_hash = played.state.hash();
    return result;
  };
  const long all_games = static_cast<long>(pairs.size()) * 2 * deals;
  std::vector<Game> results(static_cast<std::size_t>(all_games));
  std::vector<long> to_play;
  if (stored) {
    // Games on file are taken as they are, once the first of each pair on file is played again
    // and ends the same: the file was written by players who decide as these do.
    std::vector<long> checks;
    long known = 0;
    for (long job = 0; job < all_games; ++job) {
      const auto found = stored->find(key_of(job));
      if (!found) {
        to_play.push_back(job);
        continue;
      }
      ++known;
      results[static_cast<std::size_t>(job)].share[0] = found->shares[0];
      results[static_cast<std::size_t>(job)].share[1] = found->shares[1];
      results[static_cast<std::size_t>(job)].end_hash = found->end_hash;
      if (checks.empty() || checks.back() / (2 * deals) != job / (2 * deals)) checks.push_back(job);
    }
    const std::function<Game(long)> check = [&](long i) { return play(checks[static_cast<std::size_t>(i)]); };
    const std::vector<Game> replayed = run_jobs(static_cast<long>(checks.size()), threads, check);
    for (std::size_t i = 0; i < checks.size(); ++i) {
      const Game& on_file = results[static_cast<std::size_t>(checks[i])];
      if (replayed[i].error.empty() && replayed[i].end_hash == on_file.end_hash &&
          replayed[i].share[0] == on_file.share[0])
        continue;
      const LadderGameKey k = key_of(checks[i]);
      std::cerr << "arkadia-cli match --ladder: the results file has " << k.first_listed << " v " << k.second_listed
                << ", deal " << k.deal << (k.swap ? " (seats swapped)" : "")
                << ", which these players end differently: it was written by another build or other players. "
                   "Delete it or name another file.\n";
      return 1;
    }
    if (known > 0)
      std::printf("%ld of the %ld games read from the results file (the first of each pair played again: the same)\n",
                  known, all_games);
  } else {
    for (long job = 0; job < all_games; ++job) to_play.push_back(job);
  }
  std::string write_error;
  std::mutex write_mutex;
  const std::function<Game(long)> play_new = [&](long i) {
    const long job = to_play[static_cast<std::size_t>(i)];
    Game g = play(job);
    if (stored && g.error.empty()) {
      LadderGameResult r;
      r.shares[0] = g.share[0];
      r.shares[1] = g.share[1];
      r.end_hash = g.end_hash;
      if (const bg::Status written = stored->add(key_of(job), r); !written.ok()) {
        const std::lock_guard<std::mutex> lock(write_mutex);
        write_error = written.reason();
      }
    }
    return g;
  };
  const std::vector<Game> played = run_jobs(static_cast<long>(to_play.size()), threads, play_new);
  if (!write_error.empty()) {
    std::cerr << "arkadia-cli match --ladder: " << write_error << "\n";
    return 1;
  }
  for (std::size_t i = 0; i < to_play.size(); ++i) results[static_cast<std::size_t>(to_play[i])] = played[i];
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
