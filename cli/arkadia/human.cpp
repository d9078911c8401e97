#include "human.hpp"

#include <iostream>
#include <string>
#include <vector>

#include "arkadia/notation.hpp"
#include "render.hpp"

namespace cli {

using namespace arkadia;

namespace {

constexpr std::size_t kListLimit = 40;

void show_choices(const std::vector<Action>& legal, bool all) {
  if (legal.size() <= kListLimit || all) {
    for (std::size_t i = 0; i < legal.size(); ++i) std::cout << "  " << i + 1 << ") " << to_text(legal[i]) << "\n";
    return;
  }
  std::size_t layouts = 0;
  for (const auto& a : legal) layouts += a.kind == ActionKind::kLayOut;
  std::cout << "  " << legal.size() << " choices (" << layouts
            << " ways to lay out a building); type 'list' to see them all"
            << (layouts < legal.size() ? ". Others:\n" : ".\n");
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (legal[i].kind != ActionKind::kLayOut) std::cout << "  " << i + 1 << ") " << to_text(legal[i]) << "\n";
}

void show_position(const State& s, int seat) {
  std::cout << "\n" << render_board(s) << render_castle(s) << render_players(s, seat);
}

}  // namespace

std::optional<Action> HumanAgent::choose(const SeatView& view) {
  const State& s = view.state();
  const std::vector<Action> legal = s.legal_actions();
  if (s.phase() == Phase::kMust || s.phase() == Phase::kBanner) show_position(s, seat_);
  std::cout << "\n" << seat_name(seat_) << ", " << phase_name(s.phase()) << ":\n";
  show_choices(legal, false);
  for (;;) {
    std::cout << "> " << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) return std::nullopt;
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    while (!line.empty() && line.front() == ' ') line.erase(line.begin());
    if (line.empty()) continue;
    if (line == "quit" || line == "exit") return std::nullopt;
    if (line == "board") {
      show_position(s, seat_);
      continue;
    }
    if (line == "list") {
      show_choices(legal, true);
      continue;
    }
    if (line == "help") {
      std::cout << "Type an action (e.g. 'lay TR-R e4 r1', 'workers g8', 'worker f8', 'done', 'castle R K3',\n"
                   "'take 2', 'take deck', 'banner', 'no-banner', 'sell R 3', 'pass') or its number.\n"
                   "'board' shows the position again, 'list' every choice, 'quit' leaves.\n"
                   "Rotations r0..r3 turn the card's drawn shape a quarter clockwise each; the square is the\n"
                   "building's first square in reading order (top row, then left to right).\n";
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

}  // namespace cli
