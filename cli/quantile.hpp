// The value at quantile q of numbers, unsorted: the command-line checks' percentiles
// (pass-check, hint-check).
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace cli {

// q in [0, 1], rounded to the nearest rank; 0 for no numbers.
inline double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

}  // namespace cli
