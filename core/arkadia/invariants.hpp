// The laws every Arkadia position keeps, whatever was played: pieces and cards conserved, nothing
// overlaps, enclosure flags up to date, the castle built floor by floor, the turn's bookkeeping
// consistent with its phase, no seals after the final sale. One place for the view reader (a
// view from outside must keep them), the tests, the fuzzers and the conformance suite
// (bg::Game::invariant_violations).
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "arkadia/state.hpp"
#include "bg/status.hpp"

namespace arkadia {

// The phases as the view format and the messages name them.
inline constexpr std::array<std::string_view, 7> kPhaseKeys = {"must",   "place_workers", "castle", "refill",
                                                              "banner", "sell",          "game_over"};

// The first broken law, or ok. `viewer` >= 0: `s` is that seat's view (SeatView::state()), whose
// other hands hold kHiddenCard where a card is unknown; -1: a full state.
// kPublicViewer: the public view (a spectator's, SeatView::of(s, -1)), every hand as others see it.
inline constexpr int kPublicViewer = kMaxPlayers;
bg::Status check_invariants(const State& s, int viewer = -1);

// Empty when every law holds; otherwise the first broken law, in words.
std::string invariant_violations(const State& s);

}  // namespace arkadia
