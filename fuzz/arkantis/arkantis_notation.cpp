// Fuzzes ArkantiS's action notation (arkantis/notation.hpp): game_targets.hpp's notation_target.
#include "arkantis/game.hpp"
#include "game_targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return fuzz::notation_target<arkantis::ArkantisGame>(std::string_view(reinterpret_cast<const char*>(data), size));
}
