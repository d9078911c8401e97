// Fuzzes Arkadia's record reader (arkadia/record.hpp): game_targets.hpp's record_target.
#include "arkadia/game.hpp"
#include "game_targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return fuzz::record_target<arkadia::ArkadiaGame>(std::string_view(reinterpret_cast<const char*>(data), size));
}
