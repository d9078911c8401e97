// The toy game (tests/conformance/toy_game.hpp) as a registered game's engine header.
#pragma once

#include "conformance/toy_game.hpp"
