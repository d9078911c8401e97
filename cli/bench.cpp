// Model: Stockfish's `bench`. A fixed set of seeded random games, so the figures of two builds
// or two commits compare, and a checksum of the final states that must not change unless the
// rules do (and must be the same native and in wasm).
#include <chrono>
#include <cstdio>
#include <iostream>

#include "ai/random_agent.hpp"
#include "args.hpp"
#include "arkadia/game.hpp"
#include "arkadia/hasher.hpp"
#include "arkadia/record.hpp"
#include "commands.hpp"

namespace cli {

using namespace arkadia;

namespace {

// Game i of a player count: every fourth game uses the beginner set-up; the others walk
// through the allowed castle-lot positions.
GameOptions bench_options(int players, long i) {
  static const std::vector<Square> corners = allowed_lot_corners();
  GameOptions o;
  o.players = players;
  o.beginner = i % 4 == 1;
  if (!o.beginner) o.lot_corner = corners[static_cast<std::size_t>(i / 4) % corners.size()];
  return o;
}

}  // namespace

int bench_command(const std::vector<std::string>& argv) {
  Args args(argv, {}, {"games"}, 0);
  const auto games_opt = args.get_int("games", 4, 10'000'000);
  if (!args.error().empty()) {
    std::cerr << "arkadia-cli bench: " << args.error() << "\n";
    return 2;
  }
  const long games2 = games_opt ? static_cast<long>(*games_opt) : 2000;

  std::printf("arkadia bench: complete random games from fixed seeds\n");
  std::printf("%7s %8s %10s %9s %9s %11s\n", "players", "games", "actions", "seconds", "games/s", "actions/s");
  Hasher checksum;
  long total_games = 0, total_actions = 0;
  double total_seconds = 0;
  std::vector<Action> scratch;
  for (int players = 2; players <= data::kMaxPlayers; ++players) {
    const long games = players == 2 ? games2 : games2 / 4;
    long actions = 0;
    const auto start = std::chrono::steady_clock::now();
    for (long i = 0; i < games; ++i) {
      const std::uint64_t seed = static_cast<std::uint64_t>(players) * 1'000'003ull + static_cast<std::uint64_t>(i);
      const GameRecord r = new_record(bench_options(players, i), {}, seed);
      State s = State::create(r.options, r.deck, r.start_player).value();
      bg::Rng rng(seed ^ 0xA5A5A5A5ull);
      actions += ai::play_random_game<ArkadiaGame>(s, rng, scratch);
      checksum.add(s.hash());
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%7d %8ld %10ld %9.3f %9.0f %11.0f\n", players, games, actions, seconds, static_cast<double>(games) / seconds,
                static_cast<double>(actions) / seconds);
    total_games += games;
    total_actions += actions;
    total_seconds += seconds;
  }
  std::printf("%7s %8ld %10ld %9.3f %9.0f %11.0f\n", "total", total_games, total_actions, total_seconds,
              static_cast<double>(total_games) / total_seconds,
              static_cast<double>(total_actions) / total_seconds);
  std::printf("checksum %016llx\n", static_cast<unsigned long long>(checksum.value()));
  return 0;
}

}  // namespace cli
