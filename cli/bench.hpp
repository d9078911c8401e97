// `bench`, modelled on Stockfish's: a fixed set of seeded random games, so the figures of two
// builds or two commits compare, and a checksum of the final states that must not change unless
// the rules do (and must be the same native and in wasm).
#pragma once

#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "ai/random_agent.hpp"
#include "bg/hasher.hpp"
#include "game_cli.hpp"

namespace cli {

template <bg::Game G>
int bench_command(const GameCli<G>& game, const std::vector<std::string>& argv) {
  Args args(argv, {}, {"games"}, 0);
  const auto games_opt = args.get_int("games", 4, 10'000'000);
  if (!args.error().empty()) {
    std::cerr << "bg-cli bench: " << args.error() << "\n";
    return 2;
  }
  // The fewest players get the most games: they are the most played.
  const long games_fewest = games_opt ? static_cast<long>(*games_opt) : 2000;

  std::printf("%s bench: complete random games from fixed seeds\n", std::string(G::kId).c_str());
  std::printf("%7s %8s %10s %9s %9s %11s\n", "players", "games", "actions", "seconds", "games/s", "actions/s");
  bg::Hasher checksum;
  long total_games = 0, total_actions = 0;
  double total_seconds = 0;
  std::vector<typename G::Action> scratch;
  for (int players = G::kMinPlayers; players <= G::kMaxPlayers; ++players) {
    const long games = players == G::kMinPlayers ? games_fewest : games_fewest / 4;
    long actions = 0;
    const auto start = std::chrono::steady_clock::now();
    for (long i = 0; i < games; ++i) {
      const std::uint64_t seed = static_cast<std::uint64_t>(players) * 1'000'003ull + static_cast<std::uint64_t>(i);
      typename G::State s = G::new_game(game.bench_options(players, i), seed).value();
      bg::Rng rng(seed ^ 0xA5A5A5A5ull);
      actions += ai::play_random_game<G>(s, rng, scratch);
      checksum.add(s.hash());
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%7d %8ld %10ld %9.3f %9.0f %11.0f\n", players, games, actions, seconds,
                static_cast<double>(games) / seconds, static_cast<double>(actions) / seconds);
    total_games += games;
    total_actions += actions;
    total_seconds += seconds;
  }
  std::printf("%7s %8ld %10ld %9.3f %9.0f %11.0f\n", "total", total_games, total_actions, total_seconds,
              static_cast<double>(total_games) / total_seconds, static_cast<double>(total_actions) / total_seconds);
  std::printf("checksum %016llx\n", static_cast<unsigned long long>(checksum.value()));
  return 0;
}

}  // namespace cli
