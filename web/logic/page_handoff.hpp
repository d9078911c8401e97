// A game handed from one game's page to another's. A page plays one game per load, so a game
// chosen or imported on another game's page waits in the browser's store while that page opens
// the right game's page, which takes it at load (TableApp::open_first_game): an unfinished game
// chosen on the new-game screen, or a record imported there.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "saved_games.hpp"

namespace web {

inline constexpr const char* kPendingOpenKey = "page.pending-open";      // "GAME:ID"
inline constexpr const char* kPendingImportKey = "page.pending-import";  // a record's text

// Leaves `game`'s saved game `id` for that game's page; false when the store refuses it.
bool hand_over_saved_game(KeyValueStore& store, const std::string& game, const std::string& id);

// Where an imported file goes: read here, or left for the page of another of the page's games
// that its record names (`to_game`); kNeedsStorage when that cannot be left in the store.
enum class ImportRoute { kHere, kHandedOver, kNeedsStorage };
ImportRoute route_import(KeyValueStore& store, const std::string& text, std::string_view ours,
                         const std::vector<std::string>& page_games, std::string& to_game);

// At load: the saved game left for this game's page (`ours`), its id. A save left for another
// game is dropped too: it was meant for the page that just opened.
std::optional<std::string> take_handed_saved_game(KeyValueStore& store, std::string_view ours);
// At load: a record imported on another game's page, taken out of the store.
std::optional<std::string> take_handed_import(KeyValueStore& store);

}  // namespace web
