// The fit behind fit-evaluation (cli/least_squares.hpp): it finds known weights again, and says
// so when the equations do not determine them.
#include <gtest/gtest.h>

#include <cmath>

#include "../../cli/least_squares.hpp"

namespace cli {
namespace {

TEST(LeastSquares, FindsTheWeightsThatMadeTheData) {
  const std::vector<double> truth = {1.0, -2.5, 0.25};
  LeastSquares fit(3);
  for (int i = 0; i < 50; ++i) {
    const double x[3] = {std::sin(i * 1.0), std::cos(i * 0.7), static_cast<double>(i % 5)};
    fit.add(x, truth[0] * x[0] + truth[1] * x[1] + truth[2] * x[2]);
  }
  const auto w = fit.solve();
  ASSERT_TRUE(w.has_value());
  for (int i = 0; i < 3; ++i) EXPECT_NEAR((*w)[i], truth[i], 1e-6) << i;
}

TEST(LeastSquares, MinimisesTheSquaredErrorOfNoisyData) {
  // y = 2x plus errors of mean zero: the slope of the fit is the sum of xy over the sum of x^2.
  LeastSquares fit(1);
  double xy = 0, xx = 0;
  for (int i = 1; i <= 20; ++i) {
    const double x = i, y = 2 * i + (i % 2 ? 0.5 : -0.5);
    fit.add(&x, y);
    xy += x * y, xx += x * x;
  }
  EXPECT_NEAR(fit.solve().value()[0], xy / xx, 1e-7);  // the ridge's 1e-9 is relative
}

TEST(LeastSquares, AFeatureThatNeverVariesGetsNoWeightAndNoDataGivesNoFit) {
  LeastSquares fit(2);
  for (int i = 1; i <= 10; ++i) {
    const double x[2] = {static_cast<double>(i), 0.0};
    fit.add(x, 3.0 * i);
  }
  const auto w = fit.solve();
  ASSERT_TRUE(w.has_value());
  EXPECT_NEAR((*w)[0], 3.0, 1e-6);
  EXPECT_EQ((*w)[1], 0.0);
  EXPECT_FALSE(LeastSquares(2).solve().has_value());
}

}  // namespace
}  // namespace cli
