// What the generic commands need to know of Arkadia (game_cli.hpp).
#include "agents.hpp"
#include "ai/arkadia/arkadia_levels.hpp"
#include "ai/arkadia/advisor.hpp"
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

// bench-ai's levels: a level, a frozen baseline (hard-2026-11, expert-2026-11) or a tuned search (hard:KEY=VALUE).
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
    c.bench_levels = "normal, hard, expert, a baseline (hard-2026-11, expert-2026-11) or a tuned search (hard:exploration=0.3)";
    c.bench_decision_point = [](const State& s) { return s.phase() == Phase::kMust; };
    c.bench_greedy = [](const State& s) { return arkadia_ai::greedy_action(s); };
    c.review_at_hard = [](const SeatView& view, const std::vector<Action>& played) {
      const auto r = arkadia_ai::review_advised(view, played, ai::Level::kHard);
      return GameCli<ArkadiaGame>::Review{r.length, r.preferred, r.preferred_gain, r.chosen_gain};
    };
    c.hint_at_hard = [](const SeatView& view) {
      const arkadia_ai::Advice a = arkadia_ai::advise(view, ai::Level::kHard);
      return GameCli<ArkadiaGame>::Hint{a.decision, a.final_margin, a.progress, a.range};
    };
    c.worth_at_hard = [](const SeatView& view, const std::vector<Action>& decision) {
      return arkadia_ai::decision_worth(view, decision, ai::Level::kHard);
    };
    c.candidates_at_hard = arkadia_ai::candidate_decisions;
    return c;
  }();
  return cli;
}

CliGame arkadia_cli_game() {
  CliGame game = generic_cli_game<ArkadiaGame, arkadia_cli>();
  game.options_usage = R"(  play also takes
             --beginner       the rulebook's first-game set-up (match takes it too)
             --lot SQUARE     top-left square of the castle lot (default g5)
             --mirror         allow mirrored buildings (off by default, decision D-3)
             --strict         strict screens: each seat sees of the others only what the
                              table shows (rules §6); AI seats decide from that
  --seats and --level also take hard-2026-11 and expert-2026-11 (Hard and Expert frozen in
  November 2026) and hard:KEY=VALUE:... (tuning: iterations, exploration, widening, scale,
  prior, moves, replies, trees, sales, playout, end-iterations, end-from; ai/README.md lists them);
  --seats also greedy-fitted
)";
  game.own_commands.push_back({"fit-evaluation", fit_evaluation_command, R"(  fit-evaluation
           play seeded self-play games of 2, 3 and 4 players and fit the fitted evaluation's
           weights (ai/arkadia/features.hpp) on them; prints the weights and their error on
           held-out games against the hand-written evaluation's
             --seats A,B,..   the player kinds, 2 to 4 (default easy,easy,easy,easy)
             --games N        games (default 1000; the last fifth is held out)
             --seed N         the first deal (default 1)
             --stride N       a sample every N actions (default 3)
             --threads N      play N games at once (default 1); the fit does not depend on it
)", false});
  game.own_commands.push_back({"tune-evaluation", tune_evaluation_command, R"(  tune-evaluation
           tune one player count's weights of the fitted evaluation by the games a player using
           them (greedy unless --player) wins against greedy players using the hand-written
           evaluation (a coordinate search); prints each accepted change, the result on fresh
           deals and the weights
             --players N      2, 3 or 4 (default 2)
             --from W         the weights to start from: hand-written (default), fitted (today's
                              for this player count) or fit-evaluation's list a,b,c,...
             --deals N        deals per candidate, each played in every seat (default 400)
             --passes N       passes over the weights, the steps halved after each (default 3)
             --seed N         the first deal (default 1)
             --threads N      play N games at once (default 1); the result does not depend on it
             --player K       the seat using the weights: greedy (default) or a search that
                              uses them for its moves and leaves (normal, hard@500, ...)
             --min-gain N     a change must win more than N more games (default: half a game)
)", false});
  return game;
}

}  // namespace cli
