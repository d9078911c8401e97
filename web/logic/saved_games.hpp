// Games kept in the browser (localStorage) so that none is ever lost: each game is stored as its
// record (the format the CLI replays, docs/notation.md), written again after every action. A
// stored game that cannot be read is listed with the reason, to be discarded; it never blocks
// the others or a new game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <algorithm>
#include <map>

#include "bg/game.hpp"
#include "bg/status.hpp"
#include "match.hpp"
#include "page_refusals.hpp"

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
  std::vector<std::string> default_names;  // SeatSetup::default_name of each seat ("" for a name typed in)
  int moves = 0;
  int turn = 0;
  bool over = false;
  std::vector<double> scores;  // each seat's score now (the final one when over), seat order
  double saved_at_ms = 0;      // from the record's "saved" tag
  bg::Status problem;      // why it cannot be read; ok when it can
};

// The moment a game was saved: its record's "saved" tag (ms since 1970), 0 when absent.
double saved_at_ms(const std::map<std::string, std::string>& tags);
// Sorts newest first.
void sort_saved_games(std::vector<SavedGameInfo>& games);

// One game's stored games, under "GAME.game.ID" (Arkadia's: "arkadia.game.ID").
template <bg::HostedGame G>
class SavedGamesOf {
 public:
  using Match = MatchOf<G>;
  static constexpr int kMaxKept = 30;  // beyond this, the oldest finished games go

  explicit SavedGamesOf(KeyValueStore& store) : store_(store), prefix_(std::string(G::kId) + ".game.") {}

  bool available() const { return store_.available(); }
  // Every stored game, newest first; unreadable ones included, with their error.
  std::vector<SavedGameInfo> list() const;
  // Stores the game under `id`. When storage is full, finished games are dropped (oldest
  // first) and it tries again; false when it still cannot.
  bool save(const std::string& id, const Match& match, double now_ms);
  // The game stored under `id`, replayed and checked.
  bg::Expected<Match> load(const std::string& id) const;
  void discard(const std::string& id) { store_.remove(prefix_ + id); }
  const std::string& prefix() const { return prefix_; }

 private:
  void trim(const std::string& keep);  // back to kMaxKept games, games in progress kept

  KeyValueStore& store_;
  std::string prefix_;
};

// A fresh id for a new game: time and seed, readable in the storage inspector.
std::string new_game_id(double now_ms, std::uint64_t seed);


// ---- Implementation ----

template <bg::HostedGame G>
std::vector<SavedGameInfo> SavedGamesOf<G>::list() const {
  std::vector<SavedGameInfo> games;
  if (!store_.available()) return games;
  for (const std::string& key : store_.keys()) {
    if (key.rfind(prefix_, 0) != 0) continue;
    SavedGameInfo info;
    info.id = key.substr(prefix_.size());
    const auto text = store_.get(key);
    auto record = text ? G::parse_record(*text) : bg::Expected<typename G::Record>(bg::Status::refuse(refusal::kSavedEmpty));
    if (!record.ok()) {
      info.problem = record.status();
    } else {
      info.players = record->seats;
      for (const auto& seat : setup_from_record<G>(record.value()).seats) info.default_names.push_back(seat.default_name);
      info.moves = static_cast<int>(record->actions.size());
      info.saved_at_ms = saved_at_ms(record->tags);
      // Replaying tells whether the game is over and checks every action.
      auto match = Match::resume(record.value());
      if (!match.ok()) {
        info.problem = match.status();
      } else {
        info.over = match->state().is_terminal();
        info.turn = match->state().turn_number();
        info.scores = bg::final_scores<G>(match->state());
      }
    }
    games.push_back(std::move(info));
  }
  sort_saved_games(games);
  return games;
}

template <bg::HostedGame G>
bool SavedGamesOf<G>::save(const std::string& id, const Match& match, double now_ms) {
  if (!store_.available()) return false;
  typename G::Record record = match.record();
  record.tags["saved"] = std::to_string(static_cast<std::uint64_t>(std::max(0.0, now_ms)));
  const std::string text = G::record_to_json(record, &match.state());
  if (store_.set(prefix_ + id, text)) {
    trim(id);
    return true;
  }
  // Full: make room by dropping finished games, oldest first, beyond the one being saved.
  std::vector<SavedGameInfo> games = list();
  for (auto it = games.rbegin(); it != games.rend(); ++it) {
    if (it->id == id || !it->over) continue;
    discard(it->id);
    if (store_.set(prefix_ + id, text)) return true;
  }
  return false;
}

template <bg::HostedGame G>
void SavedGamesOf<G>::trim(const std::string& keep) {
  const auto keys = store_.keys();
  auto count = std::count_if(keys.begin(), keys.end(), [&](const std::string& k) { return k.rfind(prefix_, 0) == 0; });
  if (count <= kMaxKept) return;
  const std::vector<SavedGameInfo> games = list();  // newest first
  for (auto it = games.rbegin(); it != games.rend() && count > kMaxKept; ++it) {
    if (it->id == keep || !it->over) continue;  // games in progress and unreadable ones stay
    discard(it->id);
    --count;
  }
}

template <bg::HostedGame G>
bg::Expected<MatchOf<G>> SavedGamesOf<G>::load(const std::string& id) const {
  const auto text = store_.available() ? store_.get(prefix_ + id) : std::nullopt;
  if (!text) return bg::Status::refuse(refusal::kSavedMissing);
  auto record = G::parse_record(*text);
  if (!record.ok()) return record.status();
  return Match::resume(record.value());
}

}  // namespace web
