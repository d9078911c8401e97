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
#include "ladder_schedule.hpp"
#include "parallel.hpp"

namespace cli {

template <bg::Game G>
int ladder_command(const GameCli<G>& game_cli, const std::vector<std::string>& players, long games_per_pair,
                   std::uint64_t base_seed, const typename G::Options& options, bool quiet, int threads = 1,
                   LadderResults* stored = nullptr, const std::string& setup = "") {
  const std::size_t n = players.size();
  const long deals = (games_per_pair + 1) / 2;
  const LadderSchedule schedule(n, deals);
  int name_width = 10;  // the longest player kind, so the columns line up
  for (const std::string& p : players) name_width = std::max(name_width, static_cast<int>(p.size()));
  std::printf("ladder: %zu players, %ld deals x 2 seat orders = %ld games per pair, seed %llu\n", n, deals, deals * 2,
              static_cast<unsigned long long>(base_seed));
  const std::function<LadderGameKey(long)> key_of = [&](long number) {
    const LadderJob job = schedule.job(number);
    return LadderGameKey{std::string(G::kId), setup, base_seed, players[job.a], players[job.b], job.deal, job.swap};
  };
  const std::function<LadderGame(long)> play = [&](long number) {
    const LadderJob job = schedule.job(number);
    const std::uint64_t seed = base_seed * 1'000'003ull + static_cast<std::uint64_t>(job.deal);
    const std::uint64_t seat_salt = static_cast<std::uint64_t>(31 * job.swap);
    auto agent0 = make_agent(game_cli, players[job.first()], 0, seed * 7919 + 1 + seat_salt);
    auto agent1 = make_agent(game_cli, players[job.second()], 1, seed * 7919 + 2 + seat_salt);
    std::vector<bg::Agent<G>*> seats = {agent0.get(), agent1.get()};
    auto played = bg::play_game<G>(G::new_game(options, seed).value(), seats);
    LadderGame result;
    if (played.abandoned || !played.error.empty()) {
      result.error = players[job.first()] + " v " + players[job.second()] + ": " + played.error;
      return result;
    }
    const std::vector<int> winners = played.state.winners();
    for (int w : winners) result.share[w] += 1.0 / static_cast<double>(winners.size());
    result.end_hash = played.state.hash();
    return result;
  };
  std::vector<LadderGame> results(static_cast<std::size_t>(schedule.size()));
  std::vector<long> to_play;
  if (stored) {
    long known = 0;
    auto remaining = take_up_stored_games(*stored, schedule, key_of, play, threads, results, &known);
    if (!remaining.ok()) {
      std::cerr << "bg-cli match --ladder: " << remaining.reason() << "\n";
      return 1;
    }
    to_play = std::move(remaining.value());
    if (known > 0)
      std::printf("%ld of the %ld games read from the results file (the first of each pair played again: the same)\n",
                  known, schedule.size());
  } else {
    for (long job = 0; job < schedule.size(); ++job) to_play.push_back(job);
  }
  std::string write_error;
  std::mutex write_mutex;
  const std::function<LadderGame(long)> play_new = [&](long i) {
    const long job = to_play[static_cast<std::size_t>(i)];
    LadderGame g = play(job);
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
  const std::vector<LadderGame> played = run_jobs(static_cast<long>(to_play.size()), threads, play_new);
  if (!write_error.empty()) {
    std::cerr << "bg-cli match --ladder: " << write_error << "\n";
    return 1;
  }
  for (std::size_t i = 0; i < to_play.size(); ++i) results[static_cast<std::size_t>(to_play[i])] = played[i];
  std::vector<std::vector<double>> wins(n, std::vector<double>(n, 0.0)), games(n, std::vector<double>(n, 0.0));
  for (long number = 0; number < schedule.size(); ++number) {
    const LadderGame& g = results[static_cast<std::size_t>(number)];
    if (!g.error.empty()) {
      std::cerr << "bg-cli match --ladder: " << g.error << "\n";
      return 1;
    }
    const LadderJob job = schedule.job(number);
    wins[job.first()][job.second()] += g.share[0];
    wins[job.second()][job.first()] += g.share[1];
    games[job.a][job.b] += 1;
    games[job.b][job.a] += 1;
  }
  if (!quiet)
    for (const auto& [a, b] : schedule.pairs())
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
