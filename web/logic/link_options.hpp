// A game's own options in links (?setup=beginner&lot=g5) and in the embedding page's new-game
// message ({"setup": "beginner"}): which names it reads and how each becomes part of its
// Options. The rest of a link or message (seats, seed, language, record...) is every game's.
#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

#include "bg/game.hpp"
#include "bg/status.hpp"

namespace web {

template <bg::HostedGame G>
struct LinkOptions {
  using Options = typename G::Options;
  std::vector<std::string> names;
  // A link's value: false when refused, with `allowed` listing the choices when they are few.
  std::function<bool(const std::string& name, const std::string& value, Options&, std::string& allowed)> from_link;
  // A message's field: the reason when refused.
  std::function<bg::Status(const std::string& name, const nlohmann::json& value, Options&)> from_message;
  // Once everything is read and the player count is set: what depends on several (a beginner
  // game's fixed lot).
  std::function<void(Options&)> finish;

  bool owns(const std::string& name) const {
    for (const auto& n : names)
      if (n == name) return true;
    return false;
  }
};

// "1", "true", "yes" or nothing; "0", "false", "no". False when it is none of these.
bool parse_flag(std::string_view text, bool& out);

}  // namespace web
