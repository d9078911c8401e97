#include "page_handoff.hpp"

#include <algorithm>

#include "bg/json_fields.hpp"

namespace web {

bool hand_over_saved_game(KeyValueStore& store, const std::string& game, const std::string& id) {
  return store.set(kPendingOpenKey, game + ":" + id);
}

ImportRoute route_import(KeyValueStore& store, const std::string& text, std::string_view ours,
                         const std::vector<std::string>& page_games, std::string& to_game) {
  const auto named = bg::named_game(text, "record");
  if (!named || *named == ours || std::find(page_games.begin(), page_games.end(), *named) == page_games.end())
    return ImportRoute::kHere;  // this game's reader says what is wrong with anything else
  if (!store.available() || !store.set(kPendingImportKey, text)) return ImportRoute::kNeedsStorage;
  to_game = *named;
  return ImportRoute::kHandedOver;
}

std::optional<std::string> take_handed_saved_game(KeyValueStore& store, std::string_view ours) {
  if (!store.available()) return std::nullopt;
  const auto pending = store.get(kPendingOpenKey);
  if (!pending) return std::nullopt;
  store.remove(kPendingOpenKey);
  const std::string prefix = std::string(ours) + ":";
  if (pending->rfind(prefix, 0) != 0) return std::nullopt;
  return pending->substr(prefix.size());
}

std::optional<std::string> take_handed_import(KeyValueStore& store) {
  if (!store.available()) return std::nullopt;
  auto pending = store.get(kPendingImportKey);
  if (pending) store.remove(kPendingImportKey);
  return pending;
}

}  // namespace web
