// The page's generic pieces (web/logic) for Arkadia, named for it: the names the Arkadia screens
// and tests use. Generic code names them by the game (SessionOf<G>, ...).
#pragma once

#include "arkadia/game.hpp"
#include "embed_protocol.hpp"
#include "arkadia_links.hpp"
#include "match.hpp"
#include "page_config.hpp"
#include "saved_games.hpp"
#include "session.hpp"

namespace web {

using ArkadiaGame = arkadia::ArkadiaGame;
using ArkadiaMatch = MatchOf<ArkadiaGame>;
using ArkadiaMatchSetup = MatchSetupOf<ArkadiaGame>;
using ArkadiaTurnActions = TurnActionsOf<ArkadiaGame>;
using ArkadiaSession = SessionOf<ArkadiaGame>;
using ArkadiaSavedGames = SavedGamesOf<ArkadiaGame>;
using ArkadiaPageConfig = PageConfigOf<ArkadiaGame>;
using ArkadiaParsedConfig = ParsedConfigOf<ArkadiaGame>;
using ArkadiaCommand = EmbedCommand<ArkadiaGame>;

inline ArkadiaParsedConfig parse_arkadia_page_config(std::string_view query) {
  return parse_page_config<ArkadiaGame>(query, arkadia_link_options());
}
inline ParsedCommand<ArkadiaGame> parse_arkadia_embed_command(std::string_view json) {
  return parse_embed_command<ArkadiaGame>(json, arkadia_link_options());
}

}  // namespace web
