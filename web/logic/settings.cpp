#include "settings.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace web {

namespace {
constexpr std::array<const char*, kMotionPaces> kPaceNames = {"off", "fast", "normal", "slow"};
}  // namespace

std::string to_json(const Settings& s) {
  nlohmann::json j;
  if (s.language) j["language"] = std::string(language_code(*s.language));
  j["palette"] = s.palette == Palette::kColourBlind ? "colour-blind" : "classic";
  j["ui_scale"] = s.ui_scale;
  j["ai_delay_ms"] = s.ai_delay_ms;
  j["show_notation"] = s.show_notation;
  j["show_text_view"] = s.show_text_view;
  j["keys_words"] = s.keys_words;
  j["motion"] = kPaceNames[static_cast<std::size_t>(s.motion)];
  j["turn_alert"] = s.turn_alert;
  j["mute_chat"] = s.mute_chat;
  return j.dump();
}

Settings settings_from_json(std::string_view text) {
  Settings s;
  const auto j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) return s;
  if (auto it = j.find("language"); it != j.end() && it->is_string()) {
    Language l;
    if (parse_language(it->get_ref<const std::string&>(), l)) s.language = l;
  }
  if (auto it = j.find("palette"); it != j.end() && *it == "colour-blind") s.palette = Palette::kColourBlind;
  if (auto it = j.find("ui_scale"); it != j.end() && it->is_number()) {
    const double v = it->get<double>();
    if (std::isfinite(v)) s.ui_scale = std::clamp(static_cast<float>(v), kMinUiScale, kMaxUiScale);
  }
  if (auto it = j.find("ai_delay_ms"); it != j.end() && it->is_number_integer()) {
    const auto v = it->get<std::int64_t>();
    s.ai_delay_ms = static_cast<int>(std::clamp<std::int64_t>(v, 0, kMaxAiDelayMs));
  }
  if (auto it = j.find("show_notation"); it != j.end() && it->is_boolean()) s.show_notation = it->get<bool>();
  if (auto it = j.find("show_text_view"); it != j.end() && it->is_boolean()) s.show_text_view = it->get<bool>();
  if (auto it = j.find("keys_words"); it != j.end() && it->is_boolean()) s.keys_words = it->get<bool>();
  if (auto it = j.find("turn_alert"); it != j.end() && it->is_boolean()) s.turn_alert = it->get<bool>();
  if (auto it = j.find("mute_chat"); it != j.end() && it->is_boolean()) s.mute_chat = it->get<bool>();
  if (auto it = j.find("motion"); it != j.end() && it->is_string())
    for (int p = 0; p < kMotionPaces; ++p)
      if (*it == kPaceNames[static_cast<std::size_t>(p)]) s.motion = static_cast<MotionPace>(p);
  return s;
}

}  // namespace web
