// A seeded decision function as a player: a fresh seed for every decision, from its own seed, so
// a seat's decisions depend only on that seed and what it sees (the same on every thread).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

#include "bg/game.hpp"
#include "bg/rng.hpp"

namespace cli {

template <bg::Game G>
class SeededAgent : public bg::Agent<G> {
 public:
  using Decide = std::function<typename G::Action(const typename G::View&, std::uint64_t seed)>;
  SeededAgent(Decide decide, std::uint64_t seed) : decide_(std::move(decide)), rng_(seed) {}
  std::optional<typename G::Action> choose(const typename G::View& view) override {
    return decide_(view, rng_.next());
  }

 private:
  Decide decide_;
  bg::Rng rng_;
};

}  // namespace cli
