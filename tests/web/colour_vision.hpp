// Colours as people with each kind of colour vision see them, for the palette tests of every
// game: normal vision and simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira
// and Fernandes 2009, severity 1), and the distance of two colours in CIELAB (Delta E 1976).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "palette_data.hpp"

namespace web::colour_vision {

using Matrix = std::array<std::array<double, 3>, 3>;

struct Vision {
  const char* name;
  Matrix m;
};

inline constexpr std::array<Vision, 4> kVisions = {{
    {"normal", {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}},
    {"protanopia", {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}}},
    {"deuteranopia", {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}}},
    {"tritanopia", {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}}},
}};

inline double linear(std::uint8_t c) {
  const double v = c / 255.0;
  return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
}

inline std::array<double, 3> lab_as_seen(Rgb c, const Matrix& m) {
  const std::array<double, 3> l = {linear(c.r), linear(c.g), linear(c.b)};
  std::array<double, 3> s{};
  for (int i = 0; i < 3; ++i) s[i] = std::clamp(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2], 0.0, 1.0);
  const double x = (0.4124 * s[0] + 0.3576 * s[1] + 0.1805 * s[2]) / 0.95047;
  const double y = 0.2126 * s[0] + 0.7152 * s[1] + 0.0722 * s[2];
  const double z = (0.0193 * s[0] + 0.1192 * s[1] + 0.9505 * s[2]) / 1.08883;
  auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
  return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

inline double delta_e(Rgb a, Rgb b, const Matrix& m) {
  const auto p = lab_as_seen(a, m), q = lab_as_seen(b, m);
  return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

struct Named {
  std::string name;
  Rgb colour;
};

// The four players' colours of `palette`, named: every game's table starts with them.
inline std::vector<Named> player_colours_named(Palette palette) {
  static const char* kPlayers[] = {"yellow player", "orange player", "green player", "violet player"};
  std::vector<Named> all;
  for (int i = 0; i < 4; ++i) all.push_back({kPlayers[i], player_colours(palette).fill[static_cast<std::size_t>(i)]});
  return all;
}

// The closest pair of `colours` as `vision` sees them.
inline std::pair<double, std::string> closest(const std::vector<Named>& colours, const Vision& vision) {
  std::pair<double, std::string> worst{1e9, ""};
  for (std::size_t i = 0; i < colours.size(); ++i)
    for (std::size_t j = i + 1; j < colours.size(); ++j) {
      const double d = delta_e(colours[i].colour, colours[j].colour, vision.m);
      if (d < worst.first) worst = {d, colours[i].name + " / " + colours[j].name};
    }
  return worst;
}

inline constexpr double kApart = 20.0;

}  // namespace web::colour_vision
