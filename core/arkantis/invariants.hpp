// The laws every ArkantiS position keeps (docs/rules/arkantis.md §2-§7, §10.10): the 55 cards
// conserved, the register made of spots, claims on spots their card accepts, open spots that are
// this turn's sets, the turn's bookkeeping consistent. One place for the view reader, the editor,
// the tests and the conformance suite (bg::Game::invariant_violations).
#pragma once

#include <string>

#include "arkantis/state.hpp"
#include "bg/status.hpp"

namespace arkantis {

// The first broken law, or ok. `viewer` >= 0: `s` is that seat's view (SeatView::state()), where
// other hands and the piles may hold cards the seat cannot see; -1: a full state.
// kPublicViewer: the public view (a spectator's), where every hand and pile may hold such cards.
inline constexpr int kPublicViewer = kMaxPlayers;
bg::Status check_invariants(const State& s, int viewer = -1);

// Empty when every law holds; otherwise the first broken law, in words.
std::string invariant_violations(const State& s);

}  // namespace arkantis
