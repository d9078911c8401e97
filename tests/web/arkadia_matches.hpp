// Arkadia's matches for the page's logic tests: Ada against the computer, played at random.
#pragma once

#include <cstdint>

#include <gtest/gtest.h>

#include "arkadia_table.hpp"
#include "bg/rng.hpp"

namespace web::arkadia_matches {

// Ada (a person, seat 0) against Bot (the computer, seat 1), two players.
inline ArkadiaMatchSetup human_vs_ai(std::uint64_t seed = 11) {
  ArkadiaMatchSetup setup;
  setup.options.players = 2;
  setup.seed = seed;
  setup.seats = {SeatSetup{"Ada", SeatKind::kHuman, 1, 2, {}}, SeatSetup{"Bot", SeatKind::kAi, 2, 0, {}}};
  return setup;
}

// Plays random legal actions until `stop` says so or the game ends.
template <class Stop>
void play_randomly(ArkadiaMatch& m, bg::Rng& rng, Stop stop) {
  while (!m.state().is_terminal() && !stop(m)) {
    const auto legal = m.state().legal_actions();
    ASSERT_TRUE(m.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
}

}  // namespace web::arkadia_matches
