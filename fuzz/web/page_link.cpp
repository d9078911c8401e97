// Fuzzes the page's reading of its address (web/logic/page_config.hpp): any query string gives
// a configuration the page can use, and each problem quotes only a short piece of the input.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "arkadia_table.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view query(reinterpret_cast<const char*>(data), size);
  const web::ArkadiaParsedConfig parsed = web::parse_arkadia_page_config(query);
  for (const auto& problem : parsed.problems)
    fuzz::require(problem.name.size() <= 43 && problem.value.size() <= 43, "a problem quotes at most 40 bytes and ...");
  const web::ArkadiaPageConfig& c = parsed.config;
  if (c.game) {
    fuzz::require(c.game->seats.size() >= 2 && c.game->seats.size() <= 4, "a linked game has 2 to 4 seats");
    for (const auto& seat : c.game->seats)
      fuzz::require(seat.name.empty() || web::valid_player_name(seat.name), "a linked name is a valid name", seat.name);
    // The page names the unnamed seats ("Computer", "You") before it starts the game.
    web::ArkadiaMatchSetup named = *c.game;
    for (auto& seat : named.seats)
      if (seat.name.empty()) seat.name = "seat";
    fuzz::require(web::ArkadiaMatch::start(named).ok(), "a linked game can start");
  }
  fuzz::require(!nlohmann::json::parse(web::origins_json(c.origins), nullptr, false).is_discarded(), "origins are JSON");
  fuzz::require(c.record_url.empty() || web::valid_utf8(c.record_url), "a record address is UTF-8");
  fuzz::require(!c.move || (*c.move >= 0 && *c.move <= 100000), "a move is in range");
  return 0;
}
