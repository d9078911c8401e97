#include "saved_games.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>

#include "arkadia/record.hpp"

namespace web {

namespace {

double saved_at(const arkadia::GameRecord& r) {
  const auto it = r.tags.find("saved");
  if (it == r.tags.end()) return 0;
  std::uint64_t ms = 0;
  const auto [end, error] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), ms);
  return error == std::errc() && end == it->second.data() + it->second.size() ? static_cast<double>(ms) : 0;
}

}  // namespace

std::vector<SavedGameInfo> SavedGames::list() const {
  std::vector<SavedGameInfo> games;
  if (!store_.available()) return games;
  const std::string prefix = kPrefix;
  for (const std::string& key : store_.keys()) {
    if (key.rfind(prefix, 0) != 0) continue;
    SavedGameInfo info;
    info.id = key.substr(prefix.size());
    const auto text = store_.get(key);
    auto record = text ? arkadia::parse_record(*text) : bg::Expected<arkadia::GameRecord>(bg::Status::error("it is empty"));
    if (!record.ok()) {
      info.error = record.reason();
    } else {
      info.players = record->seats;
      info.moves = static_cast<int>(record->actions.size());
      info.saved_at_ms = saved_at(record.value());
      // Replaying tells whether the game is over and checks every action.
      auto match = Match::resume(record.value());
      if (!match.ok()) {
        info.error = match.reason();
      } else {
        info.over = match->state().is_terminal();
        info.turn = match->state().turn_number();
      }
    }
    games.push_back(std::move(info));
  }
  std::sort(games.begin(), games.end(), [](const SavedGameInfo& a, const SavedGameInfo& b) {
    return a.saved_at_ms != b.saved_at_ms ? a.saved_at_ms > b.saved_at_ms : a.id > b.id;
  });
  return games;
}

bool SavedGames::save(const std::string& id, const Match& match, double now_ms) {
  if (!store_.available()) return false;
  arkadia::GameRecord record = match.record();
  record.tags["saved"] = std::to_string(static_cast<std::uint64_t>(std::max(0.0, now_ms)));
  const std::string text = arkadia::to_json(record, &match.state());
  if (store_.set(kPrefix + id, text)) {
    trim(id);
    return true;
  }
  // Full: make room by dropping finished games, oldest first, beyond the one being saved.
  std::vector<SavedGameInfo> games = list();
  for (auto it = games.rbegin(); it != games.rend(); ++it) {
    if (it->id == id || !it->over) continue;
    discard(it->id);
    if (store_.set(kPrefix + id, text)) return true;
  }
  return false;
}

void SavedGames::trim(const std::string& keep) {
  const std::string prefix = kPrefix;
  const auto keys = store_.keys();
  auto count = std::count_if(keys.begin(), keys.end(), [&](const std::string& k) { return k.rfind(prefix, 0) == 0; });
  if (count <= kMaxKept) return;
  const std::vector<SavedGameInfo> games = list();  // newest first
  for (auto it = games.rbegin(); it != games.rend() && count > kMaxKept; ++it) {
    if (it->id == keep || !it->over) continue;  // games in progress and unreadable ones stay
    discard(it->id);
    --count;
  }
}

bg::Expected<Match> SavedGames::load(const std::string& id) const {
  const auto text = store_.available() ? store_.get(kPrefix + id) : std::nullopt;
  if (!text) return bg::Status::error("there is no saved game with this name");
  auto record = arkadia::parse_record(*text);
  if (!record.ok()) return record.status();
  return Match::resume(record.value());
}

std::string new_game_id(double now_ms, std::uint64_t seed) {
  char id[48];
  std::snprintf(id, sizeof id, "%llx-%04llx", static_cast<unsigned long long>(std::max(0.0, now_ms)),
                static_cast<unsigned long long>(seed & 0xffff));
  return id;
}

}  // namespace web
