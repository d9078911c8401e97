// What the conformance suite covers of the toy game: both player counts, 200 games each. One
// header, so that every test program that runs the suite on the toy sees the same (the toy's own
// test, and every_game_test.cpp when the toy is registered as a third game: tests/third_game).
#pragma once

#include <vector>

#include "conformance.hpp"
#include "toy_game.hpp"

namespace conformance {

template <>
struct Variants<toy::ToyGame> {
  static std::vector<toy::Options> options() { return {{2}, {3}}; }
  static int games_per_options() { return 200; }
};

}  // namespace conformance
