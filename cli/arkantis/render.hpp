// Plain-text pictures of an ArkantiS position for the terminal.
#pragma once

#include <string>

#include "arkantis/state.hpp"

namespace cli::arkantis_text {

std::string seat_name(int seat);  // "seat 0"
// The board (X covered, . uncovered), the piles and this turn's open spots.
std::string render_board(const arkantis::State& s);
// One line per player: counters, hand (all of it for `viewer`, or for everyone when viewer is
// -1; otherwise the cards seen and how many hidden), claimed cards, passed, score so far.
std::string render_players(const arkantis::State& s, int viewer);
std::string render_result(const arkantis::State& s);

}  // namespace cli::arkantis_text
