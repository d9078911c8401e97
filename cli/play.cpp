#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>

#include "agents.hpp"
#include "args.hpp"
#include "arkadia/record.hpp"
#include "bg/play_game.hpp"
#include "commands.hpp"
#include "arkadia/render.hpp"

namespace cli {

using namespace arkadia;

namespace {

int usage_error(const std::string& message) {
  std::cerr << "arkadia-cli play: " << message << "\n";
  return 2;
}

bool write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

}  // namespace

int play_command(const std::vector<std::string>& argv) {
  Args args(argv, {"beginner", "mirror", "strict", "quiet"}, {"players", "seats", "seed", "lot", "record"}, 0);
  const auto players_opt = args.get_int("players", data::kMinPlayers, data::kMaxPlayers);
  const auto seed_opt = args.get_int("seed", 0, 9'000'000'000'000'000'000LL);
  if (!args.error().empty()) return usage_error(args.error());

  std::vector<std::string> seats;
  if (auto s = args.get("seats")) seats = split_commas(*s);
  GameOptions options;
  options.players = players_opt ? static_cast<int>(*players_opt)
                                : (seats.empty() ? 2 : static_cast<int>(seats.size()));
  if (seats.empty()) seats.assign(static_cast<std::size_t>(std::max(options.players, 0)), "random");
  if (static_cast<int>(seats.size()) != options.players)
    return usage_error("--seats names " + std::to_string(seats.size()) + " seats but there are " +
                       std::to_string(options.players) + " players");
  options.beginner = args.has("beginner");
  options.allow_mirror = args.has("mirror");
  options.strict_screens = args.has("strict");
  if (auto lot = args.get("lot")) {
    auto sq = parse_square(*lot);
    if (!sq) return usage_error("--lot: '" + *lot + "' is not a square");
    options.lot_corner = *sq;
  }
  if (auto v = validate(options); !v.ok()) return usage_error(v.reason());

  const std::uint64_t seed =
      seed_opt ? static_cast<std::uint64_t>(*seed_opt)
               : static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()) % 1'000'000'000;
  std::vector<std::unique_ptr<ArkadiaAgent>> agents;
  for (int p = 0; p < options.players; ++p) {
    auto agent = make_agent(seats[p], p, seed * 7919 + static_cast<std::uint64_t>(p) + 1);
    if (!agent) return usage_error("unknown player kind '" + seats[p] + "' (known: " + agent_kinds() + ")");
    agents.push_back(std::move(agent));
  }
  const bool quiet = args.has("quiet");

  GameRecord record = new_record(options, seats, seed);
  State state = State::create(options, record.deck, record.start_player).value();
  if (!quiet) {
    std::cout << "seed " << seed << ", " << options.players << " players";
    for (int p = 0; p < options.players; ++p) std::cout << (p ? ", " : ": ") << seat_name(p) << " " << seats[p];
    std::cout << "; " << seat_name(record.start_player) << " starts\n";
  }
  std::vector<ArkadiaAgent*> seat_agents;
  for (auto& a : agents) seat_agents.push_back(a.get());
  auto game = bg::play_game<ArkadiaGame>(state, seat_agents, [&](const State&, int seat, const Action& action) {
    if (!quiet)
      std::cout << std::to_string(record.actions.size() + 1) << " " << seat_name(seat) << ": " << to_text(action) << "\n";
    record.actions.push_back(action);
  });
  if (!game.error.empty()) {  // agents should never do this
    std::cerr << "arkadia-cli play: " << game.error << "\n";
    return 1;
  }
  state = std::move(game.state);
  const bool abandoned = game.abandoned;
  if (auto path = args.get("record")) {
    if (!write_file(*path, to_json(record, &state))) {
      std::cerr << "arkadia-cli play: cannot write " << *path << "\n";
      return 1;
    }
  }
  if (abandoned) {
    std::cout << "game left unfinished after " << record.actions.size() << " actions\n";
    return 0;
  }
  if (!quiet) std::cout << "\n" << render_board(state) << render_castle(state);
  std::cout << render_result(state);
  return 0;
}

}  // namespace cli
