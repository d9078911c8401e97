// Fuzzes Arkadia's seat-view codec (arkadia/view_codec.hpp): game_targets.hpp's view_target.
#include "arkadia/game.hpp"
#include "game_targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return fuzz::view_target<arkadia::ArkadiaGame>(std::string_view(reinterpret_cast<const char*>(data), size));
}
