// The game chooser's picture of a game (game_chooser.cpp): its own board, drawn by its own
// pieces, some way into a game that is the same on every visit.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "bg/game.hpp"
#include "bg/rng.hpp"

namespace web {

// Draws a game's picture into the rectangle (min, max), centred; nothing outside it.
using GamePicture = std::function<void(ImDrawList*, ImVec2 min, ImVec2 max)>;

// A two-player game `actions` random actions in, from `seed`: a board with things on it. Every
// random choice comes from the seed, so the picture never changes between visits.
template <bg::Game G>
std::optional<typename G::State> sample_position(std::uint64_t seed, int actions) {
  auto started = G::new_game(G::default_options(2), seed);
  if (!started.ok()) return std::nullopt;
  typename G::State s = std::move(started).value();
  bg::Rng rng(seed);
  std::vector<typename G::Action> legal;
  for (int i = 0; i < actions && !s.is_terminal(); ++i) {
    s.legal_actions(legal);
    if (legal.empty()) break;
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  return s;
}

}  // namespace web
