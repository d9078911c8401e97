// Games kept in the browser (localStorage) so that none is ever lost: each game is stored as its
// record (the format the CLI replays, docs/notation.md), written again after every action. A
// stored game that cannot be read is listed with the reason, to be discarded; it never blocks
// the others or a new game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bg/status.hpp"
#include "match.hpp"

namespace web {

// The storage underneath (the browser's localStorage; a map in the tests).
class KeyValueStore {
 public:
  virtual ~KeyValueStore() = default;
  virtual bool available() const = 0;
  virtual std::optional<std::string> get(const std::string& key) const = 0;
  virtual bool set(const std::string& key, const std::string& value) = 0;  // false: refused (full)
  virtual void remove(const std::string& key) = 0;
  virtual std::vector<std::string> keys() const = 0;
};

struct SavedGameInfo {
  std::string id;
  std::vector<std::string> players;
  int moves = 0;
  int turn = 0;
  bool over = false;
  double saved_at_ms = 0;  // from the record's "saved" tag
  std::string error;       // why it cannot be read; empty when it can
};

class SavedGames {
 public:
  static constexpr const char* kPrefix = "arkadia.game.";
  static constexpr int kMaxKept = 30;  // beyond this, the oldest finished games go

  explicit SavedGames(KeyValueStore& store) : store_(store) {}

  bool available() const { return store_.available(); }
  // Every stored game, newest first; unreadable ones included, with their error.
  std::vector<SavedGameInfo> list() const;
  // Stores the game under `id`. When storage is full, finished games are dropped (oldest
  // first) and it tries again; false when it still cannot.
  bool save(const std::string& id, const Match& match, double now_ms);
  // The game stored under `id`, replayed and checked.
  bg::Expected<Match> load(const std::string& id) const;
  void discard(const std::string& id) { store_.remove(kPrefix + id); }

 private:
  void trim(const std::string& keep);  // back to kMaxKept games, games in progress kept

  KeyValueStore& store_;
};

// A fresh id for a new game: time and seed, readable in the storage inspector.
std::string new_game_id(double now_ms, std::uint64_t seed);

}  // namespace web
