// Games between greedy players from seeded deals: the realistic positions AI tests sample.
#pragma once

#include <cstdint>
#include <vector>

#include "arkadia/state.hpp"

namespace test {

// Every state of a game of greedy players on the deal new_record(players, seed) makes, in order,
// from the first to the last before the end.
std::vector<arkadia::State> greedy_game_states(int players, std::uint64_t seed);

}  // namespace test
