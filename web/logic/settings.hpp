// A player's preferences, kept in the browser between visits: language, colour palette, size of
// the interface, the pause between AI actions, the pace of the board's motion, the turn alert. Read defensively: a missing, stale or tampered
// value gives the defaults, never an error.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "i18n.hpp"
#include "motion.hpp"

namespace web {

enum class Palette { kClassic, kColourBlind };

struct Settings {
  std::optional<Language> language;  // none: follow the browser
  Palette palette = Palette::kClassic;
  float ui_scale = 1.0f;             // 0.75 .. 1.5
  int ai_delay_ms = 500;             // 0 .. 3000
  bool show_notation = false;        // the log shows the notation beside the words
  bool show_text_view = false;       // the text view of the position shown on screen (screen readers always have it)
  // The last input was a key that plays by keyboard (the arrows, Tab, M, F10), not a click: the
  // prompts say keys, not clicks, after a reload too (issue 76: "(click it)" after a reload).
  bool keys_words = false;
  MotionPace motion = MotionPace::kNormal;  // how fast actions play out on the board
  // At a table with friends, when it becomes one's turn while the tab is hidden: a chime, and a
  // notification where the browser allows it (the tab's title says it in any case).
  bool turn_alert = false;
  // At a table with friends, the chat (remote_chat.hpp) is neither shown nor said, and its row is
  // not offered. Saved settings of earlier pages have none: not muted.
  bool mute_chat = false;
  bool operator==(const Settings&) const = default;
};

inline constexpr float kMinUiScale = 0.75f, kMaxUiScale = 1.5f;
inline constexpr int kMaxAiDelayMs = 3000;

std::string to_json(const Settings& settings);
Settings settings_from_json(std::string_view json);  // defaults for anything unreadable

}  // namespace web
