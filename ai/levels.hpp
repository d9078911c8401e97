// The AI levels every game offers, named once: the page's new-game form, links, the CLI and the
// worker all read and write these names. What each level does is the game's choice
// (ai/GAME/levels.hpp): Easy plays sensibly with mistakes a person can exploit; Normal and Hard
// search, Hard with the larger budget.
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace ai {

enum class Level : int { kEasy = 0, kNormal = 1, kHard = 2 };

inline constexpr std::array<Level, 3> kLevels = {Level::kEasy, Level::kNormal, Level::kHard};

inline const char* level_name(Level level) {
  switch (level) {
    case Level::kEasy: return "easy";
    case Level::kNormal: return "normal";
    case Level::kHard: return "hard";
  }
  return "?";
}

// "easy", "normal", "hard"; nullopt for anything else.
inline std::optional<Level> parse_level(std::string_view name) {
  for (Level l : kLevels)
    if (name == level_name(l)) return l;
  return std::nullopt;
}

}  // namespace ai
