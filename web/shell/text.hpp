// The page's words: every text on screen comes from here (the string tables of web/i18n and
// web/games/GAME/i18n through web/logic/i18n.hpp), never from a literal in the drawing code.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "i18n.hpp"

namespace web {

// The page's one translator (like ImGui's context, one per page).
Translator& translator();

inline const char* tr(std::string_view key) { return translator().tr(key); }
inline std::string tr(std::string_view key, Args args) { return translator().tr(key, args); }
// A key no table holds is shown as "[key]" and, once, told to the browser's console as an error,
// which every browser test fails on. Called once a frame.
void report_missing_texts();
// A refusal in the player's language.
inline std::string refusal_text(const bg::Status& status) { return translator().describe(status); }
inline std::string count(std::string_view key, long n, Args args = {}) { return translator().count(key, n, args); }
// A control's words joined with what it belongs to or its value ("Players: 3", French "Joueurs : 3").
inline std::string focus_words(const std::string& what, const std::string& detail) {
  return what.empty() ? detail : detail.empty() ? what : tr("focus.detail", {{"what", what}, {"detail", detail}});
}
// Words one after the other with `with` between them ("red 2, olive 1").
inline std::string joined(const std::vector<std::string>& parts, const std::string& with) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : with) + p;
  return out;
}

}  // namespace web
