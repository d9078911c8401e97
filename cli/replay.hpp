// `replay FILE`: checks and replays a record of any hosted game (bg::HostedGame), prints the
// final position with every seat's holdings and the result, or where the record stops.
#pragma once

#include <iostream>
#include <string>
#include <vector>

#include "args.hpp"
#include "game_cli.hpp"
#include "record_file.hpp"

namespace cli {

template <bg::HostedGame G>
int replay_command(const GameCli<G>& game, const std::vector<std::string>& argv) {
  Args args(argv, {}, {}, 1);
  if (!args.error().empty() || args.positional().size() != 1) {
    std::cerr << "bg-cli replay: " << (args.error().empty() ? "give one record file" : args.error()) << "\n";
    return 2;
  }
  const std::string& path = args.positional()[0];
  const auto text = read_record_file(path);
  if (!text.ok()) {
    std::cerr << "bg-cli replay: " << text.reason() << "\n";
    return 1;
  }
  auto record = G::parse_record(text.value());
  if (!record.ok()) {
    std::cerr << "bg-cli replay: " << path << ": " << record.reason() << "\n";
    return 1;
  }
  auto state = G::replay(record.value());
  if (!state.ok()) {
    std::cerr << "bg-cli replay: " << path << ": " << state.reason() << "\n";
    return 1;
  }
  const typename G::State& s = state.value();
  std::cout << record->actions.size() << " actions replayed\n\n" << game.render_table(s);
  if (s.is_terminal()) {
    std::cout << "\n" << game.render_result(s);
  } else {
    std::cout << "\nthe record stops before the end: turn " << s.turn_number() << ", "
              << game.seat_name(s.current_player()) << " to " << game.what_next(s) << "\n";
  }
  return 0;
}

}  // namespace cli
