// Ordinary least squares through the normal equations: a few dozen unknowns at most, so the
// equations are accumulated sample by sample and solved by Cholesky decomposition. A tiny ridge
// (relative to the largest diagonal entry) keeps a feature that never varies from breaking it.
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace cli {

class LeastSquares {
 public:
  explicit LeastSquares(int unknowns)
      : n_(static_cast<std::size_t>(unknowns)), normal_(n_ * n_, 0.0), right_(n_, 0.0) {}

  // One equation: sum of x[i] * w[i] should be y.
  void add(const double* x, double y) {
    for (std::size_t i = 0; i < n_; ++i) {
      right_[i] += x[i] * y;
      for (std::size_t j = 0; j <= i; ++j) normal_[i * n_ + j] += x[i] * x[j];
    }
  }

  // The w minimising the squared error; nullopt when the equations do not determine it.
  std::optional<std::vector<double>> solve() const {
    std::vector<double> a = normal_;
    double largest = 0;
    for (std::size_t i = 0; i < n_; ++i) largest = std::max(largest, a[i * n_ + i]);
    if (!(largest > 0)) return std::nullopt;
    for (std::size_t i = 0; i < n_; ++i) a[i * n_ + i] += 1e-9 * largest;
    // Cholesky: a = L L^T, L stored in the lower triangle.
    for (std::size_t j = 0; j < n_; ++j) {
      double d = a[j * n_ + j];
      for (std::size_t k = 0; k < j; ++k) d -= a[j * n_ + k] * a[j * n_ + k];
      if (!(d > 0)) return std::nullopt;
      a[j * n_ + j] = std::sqrt(d);
      for (std::size_t i = j + 1; i < n_; ++i) {
        double v = a[i * n_ + j];
        for (std::size_t k = 0; k < j; ++k) v -= a[i * n_ + k] * a[j * n_ + k];
        a[i * n_ + j] = v / a[j * n_ + j];
      }
    }
    std::vector<double> w = right_;
    for (std::size_t i = 0; i < n_; ++i) {  // L z = right
      for (std::size_t k = 0; k < i; ++k) w[i] -= a[i * n_ + k] * w[k];
      w[i] /= a[i * n_ + i];
    }
    for (std::size_t i = n_; i-- > 0;) {  // L^T w = z
      for (std::size_t k = i + 1; k < n_; ++k) w[i] -= a[k * n_ + i] * w[k];
      w[i] /= a[i * n_ + i];
    }
    return w;
  }

 private:
  std::size_t n_;
  std::vector<double> normal_;  // lower triangle of X^T X
  std::vector<double> right_;   // X^T y
};

}  // namespace cli
