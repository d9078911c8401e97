#include "ai/arkadia/baselines.hpp"

namespace arkadia_ai {

std::optional<SearchSettings> baseline_settings(std::string_view name) {
  if (name == "hard-2026-11") {
    // Hard of November 2026: 80% against greedy over 100 two-player games, 45% with 4 players.
    SearchSettings s;
    s.iterations = 5000;
    s.limits = {12, 24, 8, 8};
    s.exploration = 0.5;
    s.widening = 1.0;
    s.reward_scale = 10.0;
    s.prior_visits = 2.0;
    return s;
  }
  if (name == "expert-2026-11") {
    // Expert as set in November 2026, the one the ladder's `expert` pairs were played with:
    // 56.8% +- 6.9% of 200 games against Hard, 86.5% against greedy.
    SearchSettings s;
    s.iterations = 30000;
    s.limits = {12, 24, 8, 8};
    s.exploration = 0.5;
    s.widening = 1.0;
    s.reward_scale = 5.0;
    s.prior_visits = 2.0;
    s.play_out_from = 0;
    s.end_iterations = 0;
    s.end_from = 0;
    s.evaluation = Evaluation::fitted();
    return s;
  }
  return std::nullopt;
}

}  // namespace arkadia_ai
