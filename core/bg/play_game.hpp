// The one game loop: each seat's agent chooses from its view, the action is applied and kept.
// The CLI's play and match, the bench of the AI and the tests all play through it.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include "bg/game.hpp"

namespace bg {

template <Game G>
struct PlayedGame {
  typename G::State state;                  // where the game stopped
  std::vector<typename G::Action> actions;  // what was played, in order
  bool abandoned = false;                   // a person left before the end
  std::string error;                        // an agent chose an illegal action (a bug): the reason
};

// Plays from `start` until the game ends, an agent returns nothing (abandoned) or an agent's
// action is refused (error; the state stays before it). `after_action(state, seat, action)`,
// when given, is told of each applied action. `max_actions` (0: none) stops runaway games.
template <Game G>
PlayedGame<G> play_game(
    typename G::State start, std::span<Agent<G>* const> agents,
    const std::function<void(const typename G::State&, int, const typename G::Action&)>& after_action = {},
    long max_actions = 0) {
  PlayedGame<G> game{std::move(start), {}, false, {}};
  while (!game.state.is_terminal()) {
    if (max_actions > 0 && static_cast<long>(game.actions.size()) >= max_actions) {
      game.error = "the game did not end within " + std::to_string(max_actions) + " actions";
      break;
    }
    const int seat = game.state.current_player();
    auto action = agents[static_cast<std::size_t>(seat)]->choose(G::view(game.state, seat));
    if (!action) {
      game.abandoned = true;
      break;
    }
    if (Status why = game.state.apply(*action); !why.ok()) {
      game.error = "seat " + std::to_string(seat) + " chose an illegal action (" + G::action_text(*action) +
                   "): " + why.reason();
      break;
    }
    game.actions.push_back(*action);
    if (after_action) after_action(game.state, seat, *action);
  }
  return game;
}

}  // namespace bg
