// What the generic commands need to know of Arkadia (game_cli.hpp).
#include "agents.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/arkadia/arkadia_review.hpp"
#include "ai/arkadia/greedy.hpp"
#include "ai/arkadia/named_search.hpp"
#include "arkadia/record.hpp"
#include "commands.hpp"
#include "generic_commands.hpp"
#include "render.hpp"

namespace cli {

using namespace arkadia;

namespace {

// The options of play (--beginner --mirror --strict --lot SQUARE) and match (--beginner).
bg::Expected<GameOptions> options_from_args(const Args& args, int players) {
  GameOptions o = ArkadiaGame::default_options(players);
  o.beginner = args.has("beginner");
  o.allow_mirror = args.has("mirror");
  o.strict_screens = args.has("strict");
  if (auto lot = args.get("lot")) {
    auto sq = parse_square(*lot);
    if (!sq) return bg::Status::error("--lot: '" + *lot + "' is not a square");
    o.lot_corner = *sq;
  }
  if (auto v = validate(o); !v.ok()) return v;
  return o;
}

// Game i of a player count: every fourth game uses the beginner set-up; the others walk
// through the allowed castle-lot positions.
GameOptions bench_options(int players, long i) {
  static const std::vector<Square> corners = allowed_lot_corners();
  GameOptions o = ArkadiaGame::default_options(players);
  o.beginner = i % 4 == 1;
  if (!o.beginner) o.lot_corner = corners[static_cast<std::size_t>(i / 4) % corners.size()];
  return o;
}

std::string record_json(const GameOptions& options, const std::vector<std::string>& seats, std::uint64_t seed,
                        const std::vector<Action>& actions, const State& end) {
  GameRecord record = new_record(options, seats, seed);  // the deck and start player of new_game
  record.actions = actions;
  return to_json(record, &end);
}

// bench-ai's levels: a level, a frozen baseline (hard-2026-11) or a tuned search (hard:KEY=VALUE).
std::optional<GameCli<ArkadiaGame>::BenchSearch> bench_search(const std::string& level) {
  const auto settings = arkadia_ai::parse_search_kind(level);
  if (!settings) return std::nullopt;
  return GameCli<ArkadiaGame>::BenchSearch{
      settings->iterations, [s = *settings](const SeatView& view, int iterations, std::uint64_t seed,
                                            ai::SearchStats* stats) mutable {
        s.iterations = iterations;
        return arkadia_ai::search_action(view, s, seed, stats);
      }};
}

}  // namespace

const GameCli<ArkadiaGame>& arkadia_cli() {
  static const GameCli<ArkadiaGame> cli = [] {
    GameCli<ArkadiaGame> c;
    c.score_word = "gold";
    c.make_agent = make_arkadia_agent;
    c.kinds = arkadia_agent_kinds();
    c.play_flags = {"beginner", "mirror", "strict"};
    c.play_values = {"lot"};
    c.match_flags = {"beginner"};
    c.options_from_args = options_from_args;
    c.seat_name = seat_name;
    c.record_json = record_json;
    c.render_position = [](const State& s) { return render_board(s) + render_castle(s); };
    c.render_result = render_result;
    c.bench_options = bench_options;
    c.render_table = [](const State& s) { return render_castle(s) + "\n" + render_players(s, -1); };
    c.what_next = [](const State& s) { return std::string(phase_name(s.phase())); };
    c.bench_search = bench_search;
    c.bench_levels = "normal, hard, expert, a baseline (hard-2026-11) or a tuned search (hard:exploration=0.3)";
    c.bench_decision_point = [](const State& s) { return s.phase() == Phase::kMust; };
    c.bench_greedy = [](const State& s) { return arkadia_ai::greedy_action(s); };
    c.review_at_hard = [](const SeatView& view, const std::vector<Action>& played, std::uint64_t seed) {
      const auto r = arkadia_ai::review_decision(view, played, arkadia_ai::level_settings(ai::Level::kHard), seed);
      return GameCli<ArkadiaGame>::Review{r.preferred, r.preferred_gain, r.chosen_gain};
    };
    return c;
  }();
  return cli;
}

CliGame arkadia_cli_game() {
  CliGame game = generic_cli_game<ArkadiaGame, arkadia_cli>();
  game.fit_evaluation = fit_evaluation_command;
  game.tune_evaluation = tune_evaluation_command;
  return game;
}

}  // namespace cli
