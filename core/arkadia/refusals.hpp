// Every refusal of Arkadia's engine, once: its code (which the page translates,
// web/games/arkadia/i18n) and its English text (which the CLI and the tests read). See
// bg/status.hpp. Listed as data in core/arkadia/refusals.json; cmake/refusals.cmake writes the
// constants (refusal::kGameOver, ...) and refusal::kAllRefusals.
#pragma once

#include "arkadia/refusal_catalogue.hpp"
