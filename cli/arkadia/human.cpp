#include "human.hpp"

#include <iostream>
#include <string>
#include <vector>

#include "arkadia/notation.hpp"
#include "human_agent.hpp"
#include "render.hpp"

namespace cli {

using namespace arkadia;

namespace {

constexpr std::size_t kListLimit = 40;

// Every choice, or with many lay-outs only the others and how many lay-outs there are.
void show_choices(const std::vector<Action>& legal, bool all) {
  if (legal.size() <= kListLimit || all) return TerminalHuman<ArkadiaGame>::list_all(legal);
  std::size_t layouts = 0;
  for (const auto& a : legal) layouts += a.kind == ActionKind::kLayOut;
  std::cout << "  " << legal.size() << " choices (" << layouts
            << " ways to lay out a building); type 'list' to see them all"
            << (layouts < legal.size() ? ". Others:\n" : ".\n");
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (legal[i].kind != ActionKind::kLayOut) std::cout << "  " << i + 1 << ") " << to_text(legal[i]) << "\n";
}

// The board at the start of a turn and of a banner's choice (asked for with 'board' too), then
// the question of the step.
void show(const State& s, int seat, bool full) {
  if (full || s.phase() == Phase::kMust || s.phase() == Phase::kBanner)
    std::cout << "\n" << render_board(s) << render_castle(s) << render_players(s, seat);
  if (!full) std::cout << "\n" << seat_name(seat) << ", " << phase_name(s.phase()) << ":\n";
}

}  // namespace

std::unique_ptr<ArkadiaAgent> make_human(int seat) {
  return std::make_unique<TerminalHuman<ArkadiaGame>>(
      seat, TerminalHuman<ArkadiaGame>::Words{
                show, show_choices,
                "Type an action (e.g. 'lay TR-R e4 r1', 'workers g8', 'worker f8', 'done', 'castle R K3',\n"
                "'take 2', 'take deck', 'banner', 'no-banner', 'sell R 3', 'pass') or its number.\n"
                "Rotations r0..r3 turn the card's drawn shape a quarter clockwise each; the square is the\n"
                "building's first square in reading order (top row, then left to right).\n"});
}

}  // namespace cli
