// The small interface the AI, the CLI's game loop, the bench and the generic tests need from a
// game. Arkadia implements it (arkadia/game.hpp); a second game (ArkantiS) can later do the same
// without touching the code written against it. Model: OpenSpiel's Game/State split.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "bg/rng.hpp"
#include "bg/status.hpp"

namespace bg {

// G bundles a game's types and its few free functions:
//   G::State  a copyable value: the whole position, hidden parts included
//   G::Action one atomic decision of the player to move
//   G::View   what one seat may know; View::sample(rng) deals the hidden part consistently
template <class G>
concept Game = requires(const typename G::State& cs, typename G::State& s, const typename G::Action& a,
                        std::vector<typename G::Action>& actions, const typename G::View& view,
                        Rng& rng, int seat, const std::string& text) {
  { cs.num_players() } -> std::convertible_to<int>;
  { cs.current_player() } -> std::convertible_to<int>;  // -1 when over
  { cs.is_terminal() } -> std::convertible_to<bool>;
  cs.legal_actions(actions);
  { s.apply(a) } -> std::same_as<Status>;
  s.apply_unchecked(a);
  { cs.hash() } -> std::convertible_to<std::uint64_t>;
  { cs.winners() } -> std::convertible_to<std::vector<int>>;
  { G::score(cs, seat) } -> std::convertible_to<double>;  // final score of a seat, higher is better
  { G::view(cs, seat) } -> std::convertible_to<typename G::View>;
  { view.state() } -> std::convertible_to<const typename G::State&>;
  { view.sample(rng) } -> std::convertible_to<typename G::State>;
  { G::action_text(a) } -> std::convertible_to<std::string>;
  { G::parse_action(text) } -> std::same_as<Expected<typename G::Action>>;
};

// A player: given what its seat may know, picks a legal action; nullopt when a person at the
// keyboard leaves the game.
template <Game G>
class Agent {
 public:
  virtual ~Agent() = default;
  virtual std::optional<typename G::Action> choose(const typename G::View& view) = 0;
};

}  // namespace bg
