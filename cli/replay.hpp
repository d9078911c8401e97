// `replay FILE`: checks and replays a record of any hosted game (bg::HostedGame), prints the
// final position with every seat's holdings and the result, or where the record stops.
#pragma once

#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "args.hpp"
#include "bg/record.hpp"
#include "game_cli.hpp"

namespace cli {

template <bg::HostedGame G>
int replay_command(const GameCli<G>& game, const std::vector<std::string>& argv) {
  Args args(argv, {}, {}, 1);
  if (!args.error().empty() || args.positional().size() != 1) {
    std::cerr << "arkadia-cli replay: " << (args.error().empty() ? "give one record file" : args.error()) << "\n";
    return 2;
  }
  const std::string& path = args.positional()[0];
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << "arkadia-cli replay: cannot read " << path << "\n";
    return 1;
  }
  // Records are small; refuse to read a huge file (or a device that never ends) into memory.
  std::string text(bg::kMaxRecordBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > bg::kMaxRecordBytes) {
    std::cerr << "arkadia-cli replay: " << path << " is larger than " << (bg::kMaxRecordBytes >> 20)
              << " MB: not a game record\n";
    return 1;
  }
  auto record = G::parse_record(text);
  if (!record.ok()) {
    std::cerr << "arkadia-cli replay: " << path << ": " << record.reason() << "\n";
    return 1;
  }
  auto state = G::replay(record.value());
  if (!state.ok()) {
    std::cerr << "arkadia-cli replay: " << path << ": " << state.reason() << "\n";
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
