// Ratings from a round robin, as chess engines report strength: a Bradley–Terry fit of the
// pairwise results (P(i beats j) = p_i / (p_i + p_j)), shown on the Elo scale
// (400 log10 p), the first player anchored at 0, with 95% intervals from the fit's Fisher
// information. Pure arithmetic, tested in tests/cli/ladder_fit_test.cpp.
#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

namespace cli {

struct LadderRating {
  double elo = 0;        // relative to the first player
  double elo_ci95 = 0;   // half-width of the 95% interval (0 for the anchor)
  double score = 0;      // share of the points it won in its games
  double games = 0;
};

// wins[i][j]: points i scored against j (a win 1, a tie 1/2 each); games[i][j] == games[j][i].
// A player that won everything or nothing has no finite rating: it is held at +-800 from the
// others' mean by a tiny prior of one drawn game against a virtual average player.
inline std::vector<LadderRating> fit_ladder(const std::vector<std::vector<double>>& wins,
                                            const std::vector<std::vector<double>>& games) {
  const std::size_t n = wins.size();
  std::vector<LadderRating> out(n);
  if (n == 0) return out;
  std::vector<double> won(n, 0.0), played(n, 0.0);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j)
      if (i != j) won[i] += wins[i][j], played[i] += games[i][j];
  // Minorisation-maximisation (Hunter 2004); the prior: half a point in one game against p = 1.
  std::vector<double> p(n, 1.0);
  for (int iteration = 0; iteration < 10000; ++iteration) {
    double change = 0;
    for (std::size_t i = 0; i < n; ++i) {
      double denominator = 1.0 / (p[i] + 1.0);
      for (std::size_t j = 0; j < n; ++j)
        if (i != j && games[i][j] > 0) denominator += games[i][j] / (p[i] + p[j]);
      const double next = (won[i] + 0.5) / denominator;
      change = std::max(change, std::abs(std::log(next / p[i])));
      p[i] = next;
    }
    if (change < 1e-12) break;
  }
  // Fisher information of theta = ln p, the anchor's row and column removed, inverted.
  const std::size_t m = n - 1;
  std::vector<std::vector<double>> a(m, std::vector<double>(2 * m, 0.0));
  for (std::size_t i = 1; i < n; ++i) {
    for (std::size_t j = 0; j < n; ++j) {
      if (i == j || games[i][j] <= 0) continue;
      const double w = games[i][j] * p[i] * p[j] / ((p[i] + p[j]) * (p[i] + p[j]));
      a[i - 1][i - 1] += w;
      if (j > 0) a[i - 1][j - 1] -= w;
    }
    a[i - 1][i - 1] += p[i] / ((p[i] + 1.0) * (p[i] + 1.0));  // the prior's game
    a[i - 1][m + i - 1] = 1.0;
  }
  for (std::size_t c = 0; c < m; ++c) {  // Gauss–Jordan: the matrix is positive definite
    const double pivot = a[c][c];
    for (double& x : a[c]) x /= pivot;
    for (std::size_t r = 0; r < m; ++r) {
      if (r == c) continue;
      const double f = a[r][c];
      for (std::size_t k = 0; k < 2 * m; ++k) a[r][k] -= f * a[c][k];
    }
  }
  const double to_elo = 400.0 / std::log(10.0);
  for (std::size_t i = 0; i < n; ++i) {
    out[i].elo = to_elo * std::log(p[i] / p[0]);
    out[i].elo_ci95 = i == 0 ? 0.0 : 1.96 * to_elo * std::sqrt(a[i - 1][m + i - 1]);
    out[i].score = played[i] > 0 ? won[i] / played[i] : 0;
    out[i].games = played[i];
  }
  return out;
}

}  // namespace cli
