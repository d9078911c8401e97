// The toy game's own options in links and embedding messages: none beyond the seats.
#pragma once

#include "link_options.hpp"
#include "odd_sums/game.hpp"

namespace web {

const LinkOptions<toy::ToyGame>& odd_sums_link_options();

}  // namespace web
