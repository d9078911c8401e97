// What the generic commands need to know of ArkantiS (game_cli.hpp): its options (the player
// count only), its player kinds, its record and how to print a position.
#include <algorithm>
#include <iostream>

#include "ai/arkantis/advisor.hpp"
#include "ai/arkantis/greedy.hpp"
#include "ai/arkantis/arkantis_levels.hpp"
#include "arkantis/record.hpp"
#include "human_agent.hpp"
#include "commands.hpp"
#include "generic_commands.hpp"
#include "render.hpp"
#include "seeded_agent.hpp"

namespace cli {

using namespace arkantis;
using Agent = bg::Agent<ArkantisGame>;

namespace {

// A person at the terminal (human_agent.hpp) with ArkantiS's words: the position and the question
// each time; the choices only on 'list'.
std::unique_ptr<Agent> make_human(int seat) {
  const auto show = [](const State& s, int viewer, bool) {
    std::cout << "\n" << arkantis_text::render_board(s) << arkantis_text::render_players(s, viewer) << "\n"
              << arkantis_text::seat_name(viewer)
              << (s.phase() == Phase::kAction ? ", your action (take, move or pass; buy first if you like):\n"
                                              : ", after your action (claim, buy, end):\n")
              << "  type an action, 'list' for every legal one, 'help'\n";
  };
  const auto list = [](const std::vector<Action>& legal, bool all) {
    if (all) TerminalHuman<ArkantisGame>::list_all(legal);
  };
  return std::make_unique<TerminalHuman<ArkantisGame>>(
      seat, TerminalHuman<ArkantisGame>::Words{
                show, list,
                "Type an action: 'take c4', 'take c4 e5' (2 counters), 'move c4 d1' (3 counters),\n"
                "'buy orange face-up', 'claim P5 b5', 'end', 'pass' (leave the game for good), or its\n"
                "number in 'list'.\n"});
}

// "hard@500": the level's search with 500 iterations per decision (for tuning).
std::unique_ptr<Agent> make_search_agent(const std::string& kind, std::uint64_t seed) {
  const auto at = kind.find('@');
  if (at == std::string::npos) return nullptr;
  const auto level = ai::parse_level(kind.substr(0, at));
  const std::string digits = kind.substr(at + 1);
  if (!level || *level == ai::Level::kEasy || digits.empty() || digits.size() > 7 ||
      digits.find_first_not_of("0123456789") != std::string::npos)
    return nullptr;
  arkantis_ai::SearchSettings settings = arkantis_ai::level_settings(*level);
  settings.iterations = std::max(1, std::stoi(digits));
  return std::make_unique<SeededAgent<ArkantisGame>>(
      [settings](const SeatView& view, std::uint64_t s) { return arkantis_ai::search_action(view, settings, s); }, seed);
}

std::unique_ptr<Agent> make_arkantis_agent(const std::string& kind, int seat, std::uint64_t seed) {
  if (kind == "greedy") return std::make_unique<arkantis_ai::GreedyAgent>();
  if (auto level = ai::parse_level(kind))
    return std::make_unique<SeededAgent<ArkantisGame>>(
        [l = *level](const SeatView& view, std::uint64_t s) { return arkantis_ai::choose_action(view, l, s); }, seed);
  if (auto search = make_search_agent(kind, seed)) return search;
  if (kind == "human") return make_human(seat);
  return nullptr;
}

std::optional<GameCli<ArkantisGame>::BenchSearch> bench_search(const std::string& level_name) {
  const auto level = ai::parse_level(level_name);
  if (!level || *level == ai::Level::kEasy) return std::nullopt;
  arkantis_ai::SearchSettings settings = arkantis_ai::level_settings(*level);
  return GameCli<ArkantisGame>::BenchSearch{
      settings.iterations, [settings](const SeatView& view, int iterations, std::uint64_t seed,
                                      ai::SearchStats* stats) mutable {
        settings.iterations = iterations;
        return arkantis_ai::search_action(view, settings, seed, stats);
      }};
}

std::string record_json(const GameOptions& options, const std::vector<std::string>& seats, std::uint64_t seed,
                        const std::vector<Action>& actions, const State& end) {
  GameRecord record = new_record(options, seats, seed);  // the set-up of new_game
  record.actions = actions;
  return to_json(record, &end);
}

}  // namespace

const GameCli<ArkantisGame>& arkantis_cli() {
  static const GameCli<ArkantisGame> cli = [] {
    GameCli<ArkantisGame> c;
    c.score_word = "points";
    c.make_agent = make_arkantis_agent;
    c.kinds = "greedy, easy, normal, hard, expert, normal@N or hard@N (N iterations), human";
    c.options_from_args = [](const Args&, int players) -> bg::Expected<GameOptions> {
      GameOptions o = ArkantisGame::default_options(players);
      if (auto v = validate(o); !v.ok()) return v;
      return o;
    };
    c.seat_name = arkantis_text::seat_name;
    c.record_json = record_json;
    c.render_position = [](const State& s) {
      return arkantis_text::render_board(s) + arkantis_text::render_players(s, -1) + "\n";
    };
    c.render_result = arkantis_text::render_result;
    c.bench_options = [](int players, long) { return ArkantisGame::default_options(players); };
    c.render_table = [](const State& s) {
      return arkantis_text::render_board(s) + arkantis_text::render_players(s, -1);
    };
    c.what_next = [](const State& s) {
      return std::string(s.phase() == Phase::kAction ? "act" : "claim, buy or end");
    };
    c.bench_search = bench_search;
    c.bench_levels = "normal, hard or expert";
    c.bench_decision_point = [](const State& s) { return s.phase() == Phase::kAction; };
    // From what the seat sees: the positions are the same for every build of the greedy player.
    c.bench_greedy = [](const State& s) {
      return arkantis_ai::greedy_action(SeatView::of(s, s.current_player()).state());
    };
    // The lesson's answers are legal (bg/lesson.hpp checks them), so the review always has a turn.
    c.review_at_hard = [](const SeatView& view, const std::vector<Action>& played) {
      const auto r = arkantis_ai::review_advised(view, played, ai::Level::kHard);
      return r ? GameCli<ArkantisGame>::Review{r->length, r->preferred, r->preferred_gain, r->chosen_gain}
               : GameCli<ArkantisGame>::Review{};
    };
    c.hint_at_hard = [](const SeatView& view) {
      const arkantis_ai::Advice a = arkantis_ai::advise(view, ai::Level::kHard);
      return GameCli<ArkantisGame>::Hint{a.turn, a.final_margin, a.progress, a.range};
    };
    c.worth_at_hard = arkantis_ai::turn_worth;
    c.candidates_at_hard = arkantis_ai::candidate_turns;
    return c;
  }();
  return cli;
}

CliGame arkantis_cli_game() {
  CliGame game = generic_cli_game<ArkantisGame, arkantis_cli>();
  game.own_commands.push_back({"review-check", arkantis_review_check, R"(  review-check FILE
           for each of a seat's turns in a record, the review's estimate of the turn it prefers
           beside the final points of both turns played out from the same deals
             --seat N         the reviewed seat (default 0)
             --level L        the review's level: normal, hard (default) or expert
             --deals N        deals played out per turn and choice (default 20)
             --player K       who plays every seat in the play-outs: greedy (default) or a level
             --turns N        only the first N turns
             --seed N         the checking deals' seed (default 1; the review is seeded by
                              the position, as on the page)
)", true});
  game.own_commands.push_back({"pass-check", arkantis_pass_check, R"(  pass-check
           how well the pass warning's range holds: games of Hard in every seat; late in each,
           seat 0 passes after asking the coach what the others will still take, and they play
           on; prints each warning beside the outcome and how often the outcome was in range
             --games N        games (default 50), each from its own deal
             --seed N         the first deal (default 1)
             --players N      2 to 4 (default 2)
             --threads N      play N games at once (default 1); the results do not depend on it
)", false});
  return game;
}

}  // namespace cli
