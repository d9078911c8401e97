// `bench-ai`, the search's bench: a fixed set of positions (every fifth decision point of seeded
// greedy games of each player count, seen from the seat to move), one decision of a level on
// each; prints iterations per second, time per decision and a checksum of the chosen actions
// (the same natively and in wasm).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "args.hpp"
#include "bg/hasher.hpp"
#include "game_cli.hpp"

namespace cli {

template <bg::Game G>
int bench_ai_command(const GameCli<G>& game, const std::vector<std::string>& argv) {
  Args args(argv, {}, {"level", "games", "iterations"}, 0);
  const auto games_opt = args.get_int("games", 1, 1000);
  const auto iterations_opt = args.get_int("iterations", 1, 10'000'000);
  if (!args.error().empty()) {
    std::cerr << "bg-cli bench-ai: " << args.error() << "\n";
    return 2;
  }
  const std::string level_text = args.get("level").value_or("hard");
  auto search = game.bench_search(level_text);
  if (!search) {
    std::cerr << "bg-cli bench-ai: --level must be " << game.bench_levels << "\n";
    return 2;
  }
  if (iterations_opt) search->iterations = static_cast<int>(*iterations_opt);
  const int games = games_opt ? static_cast<int>(*games_opt) : 2;

  constexpr int kStride = 5;
  std::vector<typename G::View> positions;
  for (int g = 0; g < games; ++g)
    for (int players = G::kMinPlayers; players <= G::kMaxPlayers; ++players) {
      const auto seed = 4242u + static_cast<std::uint64_t>(100 * g + players);
      typename G::State s = G::new_game(G::default_options(players), seed).value();
      for (int points = 0; !s.is_terminal(); s.apply_unchecked(game.bench_greedy(s)))
        if (game.bench_decision_point(s) && points++ % kStride == 0) positions.push_back(G::view(s, s.current_player()));
    }

  std::printf("%s bench-ai: level %s, %d iterations per decision, %zu positions\n", std::string(G::kId).c_str(),
              level_text.c_str(), search->iterations, positions.size());
  bg::Hasher checksum;
  long iterations = 0;
  double total = 0, slowest = 0;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    ai::SearchStats stats;
    const auto start = std::chrono::steady_clock::now();
    const typename G::Action a = search->choose(positions[i], search->iterations, 1000 + i, &stats);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    total += seconds;
    slowest = std::max(slowest, seconds);
    iterations += stats.iterations;
    for (char c : G::action_text(a)) checksum.add(static_cast<unsigned char>(c));
  }
  std::printf("%10s %9s %12s %12s %12s\n", "iterations", "seconds", "iter/s", "s/decision", "slowest (s)");
  std::printf("%10ld %9.3f %12.0f %12.4f %12.3f\n", iterations, total, static_cast<double>(iterations) / total,
              total / static_cast<double>(positions.size()), slowest);
  std::printf("checksum %016llx\n", static_cast<unsigned long long>(checksum.value()));
  return 0;
}

}  // namespace cli
