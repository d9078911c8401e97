// Games by id: how the CLI's --game (and later the page's ?game= and the worker) find a game.
// A registry holds entries of the front end's own kind (the CLI's commands, the page's screens),
// each carrying a GameInfo that describe_game<G>() fills from the contract. Adding a game to a
// front end is one add() line in its registry.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "bg/game.hpp"

namespace bg {

// What every front end knows of a game without its types.
struct GameInfo {
  std::string id;
  int min_players = 0;
  int max_players = 0;
  std::function<std::string(int players)> default_options_json;
  std::function<Status(std::string_view options_json)> check_options_json;
};

template <Game G>
GameInfo describe_game() {
  return GameInfo{std::string(G::kId), G::kMinPlayers, G::kMaxPlayers,
                  [](int players) { return G::options_to_json(G::default_options(players)); },
                  [](std::string_view json) -> Status {
                    auto read = G::options_from_json(json);
                    if (!read.ok()) return read.status();
                    return {};
                  }};
}

// Entry: a struct with a `GameInfo info` member.
template <class Entry>
class Registry {
 public:
  Registry& add(Entry entry) {
    entries_.push_back(std::move(entry));
    return *this;
  }
  // nullptr for an unknown id.
  const Entry* find(std::string_view id) const {
    for (const Entry& e : entries_)
      if (e.info.id == id) return &e;
    return nullptr;
  }
  const std::vector<Entry>& entries() const { return entries_; }
  // The default game, where nothing names one: the first (the registries list the games sorted by id).
  const Entry& default_entry() const { return entries_.front(); }
  const std::string& default_id() const { return default_entry().info.id; }
  // "arkadia, arkantis": for error messages and help texts.
  std::string ids() const {
    std::string out;
    for (const Entry& e : entries_) out += (out.empty() ? "" : ", ") + e.info.id;
    return out;
  }

 private:
  std::vector<Entry> entries_;
};

}  // namespace bg
