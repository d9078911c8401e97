// Plain-text pictures of a position for the terminal.
#pragma once

#include <string>

#include "arkadia/state.hpp"

namespace cli {

std::string seat_name(int seat);  // the seat's colour
std::string render_board(const arkadia::State& s);
std::string render_castle(const arkadia::State& s);
// One line per player. Hands are shown for `viewer` only (all of them when viewer is -1).
std::string render_players(const arkadia::State& s, int viewer);
std::string render_display(const arkadia::State& s);
std::string render_result(const arkadia::State& s);

}  // namespace cli
