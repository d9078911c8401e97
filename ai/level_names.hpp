// The AI levels every game offers, named once: the page's new-game form, links, the CLI and the
// worker all read and write these names. What each level does is the game's choice
// (ai/GAME/levels.hpp): Easy plays sensibly with mistakes a person can exploit; Normal, Hard and
// Expert search, each with a larger budget (Expert: up to about 2 s a decision in the browser's
// worker on a 2-core machine).
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace ai {

enum class Level : int { kEasy = 0, kNormal = 1, kHard = 2, kExpert = 3 };

inline constexpr std::array<Level, 4> kLevels = {Level::kEasy, Level::kNormal, Level::kHard, Level::kExpert};

inline const char* level_name(Level level) {
  switch (level) {
    case Level::kEasy: return "easy";
    case Level::kNormal: return "normal";
    case Level::kHard: return "hard";
    case Level::kExpert: return "expert";
  }
  return "?";
}

// "easy", "normal", "hard", "expert"; nullopt for anything else.
inline std::optional<Level> parse_level(std::string_view name) {
  for (Level l : kLevels)
    if (name == level_name(l)) return l;
  return std::nullopt;
}

}  // namespace ai
