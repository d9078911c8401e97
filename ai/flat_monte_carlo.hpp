// Flat Monte Carlo with determinisation: each candidate action is tried in full states sampled
// from what the seat may know (its View), each followed by a uniformly random playout; the
// action with the best average final margin (own score minus the best other score) is chosen.
// A simple, honest opponent: it never sees hidden cards, and a search AI must beat it.
#pragma once

#include <algorithm>
#include <limits>
#include <vector>

#include "ai/random_agent.hpp"
#include "bg/game.hpp"

namespace ai {

struct FlatMonteCarloSettings {
  int playouts = 1500;      // per decision, spread evenly over the candidates
  int max_candidates = 40;  // a random subset when there are more legal actions
};

template <bg::Game G>
double final_margin(const typename G::State& s, int seat) {
  double best_other = -std::numeric_limits<double>::infinity();
  for (int p = 0; p < s.num_players(); ++p)
    if (p != seat) best_other = std::max(best_other, G::score(s, p));
  return G::score(s, seat) - best_other;
}

template <bg::Game G>
class FlatMonteCarloAgent : public bg::Agent<G> {
 public:
  using Action = typename G::Action;

  explicit FlatMonteCarloAgent(std::uint64_t seed, FlatMonteCarloSettings settings = {})
      : rng_(seed), settings_(settings) {}

  std::optional<Action> choose(const typename G::View& view) override {
    const auto& seen = view.state();
    const int seat = seen.current_player();
    seen.legal_actions(candidates_);
    if (candidates_.size() == 1) return candidates_.front();
    if (candidates_.size() > static_cast<std::size_t>(settings_.max_candidates)) {
      rng_.shuffle(std::span<Action>(candidates_));
      candidates_.resize(static_cast<std::size_t>(settings_.max_candidates));
    }
    const std::size_t n = candidates_.size();
    std::vector<double> total(n, 0.0);
    const int rounds = std::max(1, settings_.playouts / static_cast<int>(n));
    for (int r = 0; r < rounds; ++r)
      for (std::size_t c = 0; c < n; ++c) {
        typename G::State s = view.sample(rng_);
        s.apply_unchecked(candidates_[c]);
        play_random_game<G>(s, rng_, scratch_);
        total[c] += final_margin<G>(s, seat);
      }
    return candidates_[static_cast<std::size_t>(std::max_element(total.begin(), total.end()) - total.begin())];
  }

 private:
  bg::Rng rng_;
  FlatMonteCarloSettings settings_;
  std::vector<Action> candidates_;
  std::vector<Action> scratch_;
};

}  // namespace ai
