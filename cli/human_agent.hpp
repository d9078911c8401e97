// A person at the terminal, for any game: sees the position from their seat (the game shows it),
// types an action in notation or its number in the list. 'board' shows the position again,
// 'list' every legal action, 'help' the game's help, 'quit' leaves the game.
#pragma once

#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "bg/game.hpp"

namespace cli {

template <bg::Game G>
class TerminalHuman : public bg::Agent<G> {
 public:
  struct Words {
    // What the person sees when asked, before the choices: the position (when `full`) and the
    // question; `full` is false when the game asks again within the same step.
    std::function<void(const typename G::State&, int seat, bool full)> show;
    // The legal actions as listed before the prompt (all of them unless the game shortens a long list).
    std::function<void(const std::vector<typename G::Action>&, bool all)> list;
    std::string help;  // how to write an action, for 'help'
  };

  TerminalHuman(int seat, Words words) : seat_(seat), words_(std::move(words)) {}

  std::optional<typename G::Action> choose(const typename G::View& view) override {
    const typename G::State& s = view.state();
    const std::vector<typename G::Action> legal = s.legal_actions();
    words_.show(s, seat_, false);
    words_.list(legal, false);
    for (;;) {
      std::cout << "> " << std::flush;
      std::string line;
      if (!std::getline(std::cin, line)) return std::nullopt;
      while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
      while (!line.empty() && line.front() == ' ') line.erase(line.begin());
      if (line.empty()) continue;
      if (line == "quit" || line == "exit") return std::nullopt;
      if (line == "board") {
        words_.show(s, seat_, true);
        continue;
      }
      if (line == "list") {
        words_.list(legal, true);
        continue;
      }
      if (line == "help") {
        std::cout << words_.help << "'board' shows the position again, 'list' every choice, 'quit' leaves.\n";
        continue;
      }
      if (line.find_first_not_of("0123456789") == std::string::npos && line.size() < 6) {
        const std::size_t n = std::stoul(line);
        if (n >= 1 && n <= legal.size()) return legal[n - 1];
        std::cout << "no choice number " << line << "\n";
        continue;
      }
      auto parsed = G::parse_action(line);
      if (!parsed.ok()) {
        std::cout << parsed.reason() << "\n";
        continue;
      }
      if (auto why = s.check(parsed.value()); !why.ok()) {
        std::cout << "not now: " << why.reason() << "\n";
        continue;
      }
      return parsed.value();
    }
  }

  // Every action, numbered from 1 as the prompt reads them.
  static void list_all(const std::vector<typename G::Action>& legal) {
    for (std::size_t i = 0; i < legal.size(); ++i) std::cout << "  " << i + 1 << ") " << G::action_text(legal[i]) << "\n";
  }

 private:
  int seat_;
  Words words_;
};

}  // namespace cli
