// `replay --game arkantis FILE` (or any record whose format is arkantis-record): checks and
// replays the record, prints the final position, the scores and the winners.
#include <fstream>
#include <iostream>

#include "args.hpp"
#include "arkantis/record.hpp"
#include "commands.hpp"
#include "render.hpp"

namespace cli {

using namespace arkantis;

int arkantis_replay(const std::vector<std::string>& argv) {
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
  constexpr std::size_t kLimit = std::size_t{16} << 20;
  std::string text(kLimit + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > kLimit) {
    std::cerr << "arkadia-cli replay: " << path << " is larger than 16 MB: not a game record\n";
    return 1;
  }
  auto record = parse_record(text);
  if (!record.ok()) {
    std::cerr << "arkadia-cli replay: " << path << ": " << record.reason() << "\n";
    return 1;
  }
  auto state = replay(record.value());
  if (!state.ok()) {
    std::cerr << "arkadia-cli replay: " << path << ": " << state.reason() << "\n";
    return 1;
  }
  const State& s = state.value();
  std::cout << record->actions.size() << " actions replayed\n\n"
            << arkantis_text::render_board(s) << arkantis_text::render_players(s, -1);
  if (s.is_terminal()) {
    std::cout << "\n" << arkantis_text::render_result(s);
  } else {
    std::cout << "\nthe record stops before the end: turn " << s.turn_number() << ", "
              << arkantis_text::seat_name(s.current_player()) << " to "
              << (s.phase() == Phase::kAction ? "act" : "claim, buy or end") << "\n";
  }
  return 0;
}

}  // namespace cli
