// Arkadia behind the generic bg::Game interface.
#pragma once

#include <string>

#include "arkadia/notation.hpp"
#include "arkadia/state.hpp"
#include "arkadia/view.hpp"
#include "bg/game.hpp"

namespace arkadia {

struct ArkadiaGame {
  using State = arkadia::State;
  using Action = arkadia::Action;
  using View = arkadia::SeatView;

  static double score(const State& s, int seat) { return s.gold(seat); }
  static View view(const State& s, int seat) { return SeatView::of(s, seat); }
  static std::string action_text(const Action& a) { return to_text(a); }
  static bg::Expected<Action> parse_action(const std::string& text) { return arkadia::parse_action(text); }
};
static_assert(bg::Game<ArkadiaGame>);

}  // namespace arkadia
