// Arkadia's own options in links and embedding messages (docs/embedding.md): setup
// (standard or beginner), lot (where the castle's lot lies), mirror, strict.
#pragma once

#include "arkadia/game.hpp"
#include "link_options.hpp"

namespace web {

const LinkOptions<arkadia::ArkadiaGame>& arkadia_link_options();

}  // namespace web
