#include "saved_games.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>

namespace web {

double saved_at_ms(const std::map<std::string, std::string>& tags) {
  const auto it = tags.find("saved");
  if (it == tags.end()) return 0;
  std::uint64_t ms = 0;
  const auto [end, error] = std::from_chars(it->second.data(), it->second.data() + it->second.size(), ms);
  return error == std::errc() && end == it->second.data() + it->second.size() ? static_cast<double>(ms) : 0;
}

void sort_saved_games(std::vector<SavedGameInfo>& games) {
  std::sort(games.begin(), games.end(), [](const SavedGameInfo& a, const SavedGameInfo& b) {
    return a.saved_at_ms != b.saved_at_ms ? a.saved_at_ms > b.saved_at_ms : a.id > b.id;
  });
}

std::string new_game_id(double now_ms, std::uint64_t seed) {
  char id[48];
  std::snprintf(id, sizeof id, "%llx-%04llx", static_cast<unsigned long long>(std::max(0.0, now_ms)),
                static_cast<unsigned long long>(seed & 0xffff));
  return id;
}

}  // namespace web
