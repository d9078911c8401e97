// The page's generic pieces (web/logic) for Arkadia: the names the Arkadia screens use.
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
using Match = MatchOf<ArkadiaGame>;
using MatchSetup = MatchSetupOf<ArkadiaGame>;
using TurnActions = TurnActionsOf<ArkadiaGame>;
using Session = SessionOf<ArkadiaGame>;
using SavedGames = SavedGamesOf<ArkadiaGame>;
using ArkadiaPageConfig = PageConfigOf<ArkadiaGame>;
using ParsedConfig = ParsedConfigOf<ArkadiaGame>;
using ArkadiaCommand = EmbedCommand<ArkadiaGame>;

inline ParsedConfig parse_arkadia_page_config(std::string_view query) {
  return parse_page_config<ArkadiaGame>(query, arkadia_link_options());
}
inline ParsedCommand<ArkadiaGame> parse_arkadia_embed_command(std::string_view json) {
  return parse_embed_command<ArkadiaGame>(json, arkadia_link_options());
}

}  // namespace web
