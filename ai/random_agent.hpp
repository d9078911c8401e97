// Plays a uniformly random legal action: the baseline every other player must beat, and the
// engine of the bench and the random-simulation tests.
#pragma once

#include <vector>

#include "bg/game.hpp"

namespace ai {

template <bg::Game G>
class RandomAgent : public bg::Agent<G> {
 public:
  explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
  std::optional<typename G::Action> choose(const typename G::View& view) override {
    return bg::random_legal_action<G>(view.state(), rng_, actions_);
  }

 private:
  bg::Rng rng_;
  std::vector<typename G::Action> actions_;
};

// Plays one game to the end with uniformly random actions; returns the number of actions.
// Faster than going through RandomAgent (no per-move view), with the same distribution.
template <bg::Game G>
long play_random_game(typename G::State& state, bg::Rng& rng, std::vector<typename G::Action>& scratch) {
  long n = 0;
  while (!state.is_terminal()) {
    state.apply_unchecked(bg::random_legal_action<G>(state, rng, scratch));
    ++n;
  }
  return n;
}

}  // namespace ai
