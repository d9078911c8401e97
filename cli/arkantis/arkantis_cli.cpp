// What the generic commands need to know of ArkantiS (game_cli.hpp): its options (the player
// count only), its player kinds, its record and how to print a position.
#include <algorithm>
#include <iostream>

#include "ai/arkantis/greedy.hpp"
#include "ai/arkantis/arkantis_levels.hpp"
#include "arkantis/record.hpp"
#include "bench.hpp"
#include "bench_ai.hpp"
#include "commands.hpp"
#include "match.hpp"
#include "play.hpp"
#include "render.hpp"
#include "replay.hpp"
#include "seeded_agent.hpp"

namespace cli {

using namespace arkantis;
using Agent = bg::Agent<ArkantisGame>;

namespace {

// A person at the terminal: sees the position from their seat, types an action or its number.
class HumanAgent : public Agent {
 public:
  explicit HumanAgent(int seat) : seat_(seat) {}
  std::optional<Action> choose(const SeatView& view) override {
    const State& s = view.state();
    const std::vector<Action> legal = s.legal_actions();
    show(s);
    for (;;) {
      std::cout << "> " << std::flush;
      std::string line;
      if (!std::getline(std::cin, line)) return std::nullopt;
      while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
      while (!line.empty() && line.front() == ' ') line.erase(line.begin());
      if (line.empty()) continue;
      if (line == "quit" || line == "exit") return std::nullopt;
      if (line == "board") {
        show(s);
        continue;
      }
      if (line == "list") {
        for (std::size_t i = 0; i < legal.size(); ++i) std::cout << "  " << i + 1 << ") " << to_text(legal[i]) << "\n";
        continue;
      }
      if (line == "help") {
        std::cout << "Type an action: 'take c4', 'take c4 e5' (2 counters), 'move c4 d1' (3 counters),\n"
                     "'buy orange face-up', 'claim P5 b5', 'end', 'pass' (leave the game for good), or its\n"
                     "number in 'list'. 'board' shows the position again, 'quit' leaves.\n";
        continue;
      }
      if (line.find_first_not_of("0123456789") == std::string::npos && line.size() < 6) {
        const std::size_t n = std::stoul(line);
        if (n >= 1 && n <= legal.size()) return legal[n - 1];
        std::cout << "no choice number " << line << "\n";
        continue;
      }
      auto parsed = parse_action(line);
      if (!parsed.ok()) {
        std::cout << parsed.reason() << "\n";
        continue;
      }
      if (auto why = s.check(parsed.value()); !why.ok()) {
        std::cout << "not now: " << why.reason() << "\n";
        continue;
      }
      return parsed.value();
    }
  }

 private:
  void show(const State& s) const {
    std::cout << "\n" << arkantis_text::render_board(s) << arkantis_text::render_players(s, seat_) << "\n"
              << arkantis_text::seat_name(seat_)
              << (s.phase() == Phase::kAction ? ", your action (take, move or pass; buy first if you like):\n"
                                              : ", after your action (claim, buy, end):\n");
    std::cout << "  type an action, 'list' for every legal one, 'help'\n";
  }
  int seat_;
};

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
  if (kind == "human") return std::make_unique<HumanAgent>(seat);
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
    return c;
  }();
  return cli;
}

int arkantis_play(const std::vector<std::string>& args) { return play_command(arkantis_cli(), args); }
int arkantis_match(const std::vector<std::string>& args) { return match_command(arkantis_cli(), args); }
int arkantis_bench(const std::vector<std::string>& args) { return bench_command(arkantis_cli(), args); }
int arkantis_replay(const std::vector<std::string>& args) { return replay_command(arkantis_cli(), args); }
int arkantis_bench_ai(const std::vector<std::string>& args) { return bench_ai_command(arkantis_cli(), args); }

CliGame arkantis_cli_game() {
  return {bg::describe_game<ArkantisGame>(), arkantis_play, arkantis_replay, arkantis_bench, arkantis_match,
          arkantis_bench_ai, nullptr, nullptr, arkantis_review_check};
}

}  // namespace cli
