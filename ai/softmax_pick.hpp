// A pick among ranked choices that favours the better ones (the Easy levels): each of `scores`
// (best first) weighs exp((score - best) / temperature). Same scores and seed, same pick.
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

#include "bg/rng.hpp"

namespace ai {

inline std::size_t softmax_pick(const std::vector<double>& scores, double temperature, std::uint64_t seed) {
  std::vector<double> weight;
  double total = 0;
  for (double score : scores) total += weight.emplace_back(std::exp((score - scores[0]) / temperature));
  bg::Rng rng(seed);
  double pick = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * total;
  for (std::size_t i = 0; i < scores.size(); ++i) {
    pick -= weight[i];
    if (pick <= 0) return i;
  }
  return scores.size() - 1;
}

}  // namespace ai
