// The laws every Arkadia position keeps, whatever was played (pieces and cards conserved,
// nothing overlaps, enclosure flags up to date, no seals after the final sale). One function
// for the tests, the fuzzers and the generic conformance suite (bg::Game::invariant_violations).
#pragma once

#include <string>

#include "arkadia/state.hpp"

namespace arkadia {

// Empty when every law holds; otherwise each broken law, in words, separated by "; ".
std::string invariant_violations(const State& s);

}  // namespace arkadia
