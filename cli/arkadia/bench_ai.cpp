// Speed of the search: a fixed set of positions (MUST steps from seeded greedy games of 2, 3
// and 4 players), one decision of a level on each; prints iterations per second, time per
// decision and a checksum of the chosen actions (the same natively and in wasm).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/ismcts.hpp"
#include "ai/arkadia/levels.hpp"
#include "args.hpp"
#include "bg/hasher.hpp"
#include "arkadia/record.hpp"
#include "commands.hpp"
#include "ai/arkadia/named_search.hpp"

namespace cli {

using namespace arkadia;

namespace {

// Every `stride`-th MUST step of a greedy game, seen from the seat to move.
void collect_positions(int players, std::uint64_t seed, int stride, std::vector<SeatView>& out) {
  GameOptions options;
  options.players = players;
  const GameRecord r = new_record(options, {}, seed);
  State s = State::create(options, r.deck, r.start_player).value();
  int must_steps = 0;
  while (!s.is_terminal()) {
    if (s.phase() == Phase::kMust && must_steps++ % stride == 0) out.push_back(SeatView::of(s, s.current_player()));
    s.apply_unchecked(ai::greedy_action(s));
  }
}

}  // namespace

int bench_ai_command(const std::vector<std::string>& argv) {
  Args args(argv, {}, {"level", "games", "iterations"}, 0);
  const auto games_opt = args.get_int("games", 1, 1000);
  const auto iterations_opt = args.get_int("iterations", 1, 10'000'000);
  if (!args.error().empty()) {
    std::cerr << "arkadia-cli bench-ai: " << args.error() << "\n";
    return 2;
  }
  const std::string level_text = args.get("level").value_or("hard");
  const auto parsed = ai::parse_search_kind(level_text);
  if (!parsed) {
    std::cerr << "arkadia-cli bench-ai: --level must be normal, hard, expert, a baseline (hard-2026-11) or a "
                 "tuned search (hard:exploration=0.3)\n";
    return 2;
  }
  ai::SearchSettings settings = *parsed;
  if (iterations_opt) settings.iterations = static_cast<int>(*iterations_opt);
  const int games = games_opt ? static_cast<int>(*games_opt) : 2;

  std::vector<SeatView> positions;
  for (int g = 0; g < games; ++g)
    for (int players = 2; players <= data::kMaxPlayers; ++players)
      collect_positions(players, 4242u + static_cast<std::uint64_t>(100 * g + players), 5, positions);

  std::printf("arkadia bench-ai: level %s, %d iterations per decision, %zu positions\n", level_text.c_str(),
              settings.iterations, positions.size());
  bg::Hasher checksum;
  long iterations = 0;
  double total = 0, slowest = 0;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    ai::SearchStats stats;
    const auto start = std::chrono::steady_clock::now();
    const Action a = ai::search_action(positions[i], settings, 1000 + i, &stats);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    total += seconds;
    slowest = std::max(slowest, seconds);
    iterations += stats.iterations;
    for (char c : to_text(a)) checksum.add(static_cast<unsigned char>(c));
  }
  std::printf("%10s %9s %12s %12s %12s\n", "iterations", "seconds", "iter/s", "s/decision", "slowest (s)");
  std::printf("%10ld %9.3f %12.0f %12.4f %12.3f\n", iterations, total, static_cast<double>(iterations) / total,
              total / static_cast<double>(positions.size()), slowest);
  std::printf("checksum %016llx\n", static_cast<unsigned long long>(checksum.value()));
  return 0;
}

}  // namespace cli
