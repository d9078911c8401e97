// Fuzzes the page's reading of its address (web/logic/page_config.hpp) for every registered
// game, with its own link options: any query string gives a configuration the page can use, and
// each problem quotes only a short piece of the input.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "game_headers.hpp"       // each game's GAME/game.hpp
#include "match.hpp"
#include "page_config.hpp"
#include "page_link_headers.hpp"  // each game's web/games/GAME/GAME_links.hpp
#include "registered_games.hpp"   // BG_FOR_EACH_GAME

namespace {

template <bg::HostedGame G>
void check_link(std::string_view query, const web::LinkOptions<G>& links) {
  const web::ParsedConfigOf<G> parsed = web::parse_page_config<G>(query, links);
  for (const auto& problem : parsed.problems)
    fuzz::require(problem.name.size() <= 43 && problem.value.size() <= 43, "a problem quotes at most 40 bytes and ...");
  const web::PageConfigOf<G>& c = parsed.config;
  if (c.game) {
    const auto seats = static_cast<int>(c.game->seats.size());
    fuzz::require(seats >= G::kMinPlayers && seats <= G::kMaxPlayers, "a linked game has as many seats as the game allows");
    for (const auto& seat : c.game->seats)
      fuzz::require(seat.name.empty() || web::valid_player_name(seat.name), "a linked name is a valid name", seat.name);
    // The page names the unnamed seats ("Computer", "You") before it starts the game.
    web::MatchSetupOf<G> named = *c.game;
    for (auto& seat : named.seats)
      if (seat.name.empty()) seat.name = "seat";
    fuzz::require(web::MatchOf<G>::start(named).ok(), "a linked game can start");
  }
  fuzz::require(!nlohmann::json::parse(web::origins_json(c.origins), nullptr, false).is_discarded(), "origins are JSON");
  fuzz::require(c.record_url.empty() || web::valid_utf8(c.record_url), "a record address is UTF-8");
  fuzz::require(!c.move || (*c.move >= 0 && *c.move <= 100000), "a move is in range");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view query(reinterpret_cast<const char*>(data), size);
#define BG_CHECK_LINK(id, Type) check_link<Type>(query, web::id##_link_options());
  BG_FOR_EACH_GAME(BG_CHECK_LINK)
#undef BG_CHECK_LINK
  return 0;
}
