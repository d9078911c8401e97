// `play`: a game between seats, its log in notation, its result, and optionally its record.
#pragma once

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>

#include "bg/play_game.hpp"
#include "game_cli.hpp"

namespace cli {

inline bool write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

template <bg::Game G>
int play_command(const GameCli<G>& game, const std::vector<std::string>& argv) {
  auto usage_error = [](const std::string& message) {
    std::cerr << "bg-cli play: " << message << "\n";
    return 2;
  };
  std::set<std::string> flags = game.play_flags, values = game.play_values;
  flags.insert("quiet");
  values.insert({"players", "seats", "seed", "record"});
  Args args(argv, flags, values, 0);
  const auto players_opt = args.get_int("players", G::kMinPlayers, G::kMaxPlayers);
  const auto seed_opt = args.get_int("seed", 0, 9'000'000'000'000'000'000LL);
  if (!args.error().empty()) return usage_error(args.error());

  std::vector<std::string> seats;
  if (auto s = args.get("seats")) seats = split_commas(*s);
  const int players =
      players_opt ? static_cast<int>(*players_opt) : (seats.empty() ? G::kMinPlayers : static_cast<int>(seats.size()));
  if (seats.empty()) seats.assign(static_cast<std::size_t>(std::max(players, 0)), "random");
  if (static_cast<int>(seats.size()) != players)
    return usage_error("--seats names " + std::to_string(seats.size()) + " seats but there are " +
                       std::to_string(players) + " players");
  auto options = game.options_from_args(args, players);
  if (!options.ok()) return usage_error(options.reason());

  const std::uint64_t seed =
      seed_opt ? static_cast<std::uint64_t>(*seed_opt)
               : static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()) % 1'000'000'000;
  std::vector<std::unique_ptr<bg::Agent<G>>> agents;
  std::vector<bg::Agent<G>*> seat_agents;
  for (int p = 0; p < players; ++p) {
    auto agent = make_agent(game, seats[p], p, seed * 7919 + static_cast<std::uint64_t>(p) + 1);
    if (!agent) return usage_error("unknown player kind '" + seats[p] + "' (known: " + agent_kinds(game) + ")");
    seat_agents.push_back(agent.get());
    agents.push_back(std::move(agent));
  }
  const bool quiet = args.has("quiet");

  auto start = G::new_game(options.value(), seed);
  if (!start.ok()) return usage_error(start.reason());
  if (!quiet) {
    std::cout << "seed " << seed << ", " << players << " players";
    for (int p = 0; p < players; ++p) std::cout << (p ? ", " : ": ") << game.seat_name(p) << " " << seats[p];
    std::cout << "; " << game.seat_name(start->current_player()) << " starts\n";
  }
  long played = 0;
  auto result = bg::play_game<G>(start.value(), seat_agents,
                                 [&](const typename G::State&, int seat, const typename G::Action& action) {
                                   ++played;
                                   if (!quiet)
                                     std::cout << played << " " << game.seat_name(seat) << ": "
                                               << G::action_text(action) << "\n";
                                 });
  if (!result.error.empty()) {  // agents should never do this
    std::cerr << "bg-cli play: " << result.error << "\n";
    return 1;
  }
  if (auto path = args.get("record")) {
    if (!write_file(*path, game.record_json(options.value(), seats, seed, result.actions, result.state))) {
      std::cerr << "bg-cli play: cannot write " << *path << "\n";
      return 1;
    }
  }
  if (result.abandoned) {
    std::cout << "game left unfinished after " << result.actions.size() << " actions\n";
    return 0;
  }
  if (!quiet) std::cout << "\n" << game.render_position(result.state);
  std::cout << game.render_result(result.state);
  return 0;
}

}  // namespace cli
