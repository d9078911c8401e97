// The toy game's part of the CLI (tests/conformance/toy_game.hpp): the little it must say about
// itself for the generic commands. Used by its tests, and by bg-cli when the toy is registered as
// a third game (tests/third_game).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/ismcts.hpp"
#include "ai/plain_policy.hpp"
#include "game_cli.hpp"
#include "toy_game.hpp"

namespace conformance {

inline cli::GameCli<toy::ToyGame> make_toy_cli() {
  cli::GameCli<toy::ToyGame> c;
  c.score_word = "points";
  c.make_agent = [](const std::string& kind, int, std::uint64_t seed) -> std::unique_ptr<bg::Agent<toy::ToyGame>> {
    if (kind == "plain") return std::make_unique<ai::PlainSearchAgent<toy::ToyGame>>(seed, 100);
    return nullptr;
  };
  c.kinds = "plain";
  c.options_from_args = [](const cli::Args&, int players) -> bg::Expected<toy::Options> { return toy::Options{players}; };
  c.seat_name = [](int seat) { return "seat" + std::to_string(seat); };
  c.record_json = [](const toy::Options& o, const std::vector<std::string>& seats, std::uint64_t seed,
                     const std::vector<toy::Action>& actions, const toy::State& end) {
    toy::Record r = toy::ToyGame::new_record(o, seats, seed);
    r.actions = actions;
    return toy::ToyGame::record_to_json(r, &end);
  };
  c.render_position = [](const toy::State& s) { return "total " + std::to_string(s.total) + "\n"; };
  c.render_result = [](const toy::State& s) { return "winners " + std::to_string(s.winners().size()) + "\n"; };
  c.bench_options = [](int players, long) { return toy::Options{players}; };
  c.render_table = [](const toy::State& s) {
    return "total " + std::to_string(s.total) + ", pile of " + std::to_string(s.pile.size()) + "\n";
  };
  c.what_next = [](const toy::State&) { return std::string("play a card"); };
  c.bench_search = [](const std::string& level) -> std::optional<cli::GameCli<toy::ToyGame>::BenchSearch> {
    if (level != "plain") return std::nullopt;
    return cli::GameCli<toy::ToyGame>::BenchSearch{
        50, [](const toy::View& view, int iterations, std::uint64_t seed, ai::SearchStats* stats) {
          ai::PlainPolicy<toy::ToyGame> policy(seed);
          ai::SearchParameters parameters;
          parameters.iterations = iterations;
          return ai::search_action<toy::ToyGame>(view, policy, parameters, seed, stats);
        }};
  };
  c.bench_levels = "plain";
  c.bench_decision_point = [](const toy::State&) { return true; };
  c.bench_greedy = [](const toy::State& s) { return s.legal_actions().front(); };
  return c;
}

// The CLI's generic commands, given the little the toy game must say about itself.
inline const cli::GameCli<toy::ToyGame>& toy_cli() {
  static const cli::GameCli<toy::ToyGame> cli = make_toy_cli();
  return cli;
}

}  // namespace conformance
