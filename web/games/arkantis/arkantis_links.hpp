// ArkantiS's own options in links and embedding messages (docs/embedding.md): none beyond the
// seats.
#pragma once

#include "arkantis/game.hpp"
#include "link_options.hpp"

namespace web {

const LinkOptions<arkantis::ArkantisGame>& arkantis_link_options();

}  // namespace web
