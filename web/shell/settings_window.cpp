// The settings: language, colours, size of the interface, the pause between the computer's
// actions, the log's notation. Saved in the browser at once.
#include <array>
#include <algorithm>
#include <string>

#include "app.hpp"
#include "keyboard_focus.hpp"
#include "remote_link.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

void App::draw_settings_window() {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float w = std::min(440.0f, display.x - 16);
  ImGui::SetNextWindowPos(ImVec2((display.x - w) / 2, std::min(80.0f, display.y * 0.1f)), ImGuiCond_Appearing);
  ImGui::SetNextWindowSize(ImVec2(w, 0), ImGuiCond_Appearing);
  if (!ImGui::Begin((std::string(tr("settings.title")) + "###settings").c_str(), &show_settings_,
                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_AlwaysAutoResize)) {
    ImGui::End();
    return;
  }
  bool changed = false;
  ImGui::TextUnformatted(tr("settings.language"));
  for (Language l : kAllLanguages) {
    ImGui::SameLine();
    const std::string* name = translator().table(l).find("language.name");
    if (radio(name ? name->c_str() : std::string(language_code(l)).c_str(), translator().language() == l))
      set_language(l);
    focus_context(tr("settings.language"));
    mark(std::string("settings.language.") + std::string(language_code(l)));
  }
  ImGui::TextUnformatted(tr("settings.palette"));
  if (radio(tr("settings.palette.classic"), settings_.palette == Palette::kClassic)) {
    settings_.palette = Palette::kClassic;
    changed = true;
  }
  focus_context(tr("settings.palette"));
  mark("settings.palette.classic");
  ImGui::SameLine();
  if (radio(tr("settings.palette.colourblind"), settings_.palette == Palette::kColourBlind)) {
    settings_.palette = Palette::kColourBlind;
    changed = true;
  }
  focus_context(tr("settings.palette"));
  mark("settings.palette.colourblind");
  int& percent = scale_percent_;
  if (!ImGui::IsAnyItemActive()) percent = static_cast<int>(settings_.ui_scale * 100.0f + 0.5f);
  // Each slider's value stands before it, where its handle cannot cover it.
  const auto value_before = [](const char* text) {
    const float x = ImGui::GetCursorPosX();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text);
    ImGui::SameLine(x + ImGui::CalcTextSize("3000 ms").x + ImGui::GetStyle().ItemSpacing.x);
  };
  const std::string scale_text = std::to_string(percent) + " %";
  value_before(scale_text.c_str());
  ImGui::SetNextItemWidth(200);
  // Applied when the slider is let go, so the window does not grow under the pointer.
  ImGui::SliderInt(tr("settings.scale"), &percent, static_cast<int>(kMinUiScale * 100), static_cast<int>(kMaxUiScale * 100), "");
  focus_value(scale_text);
  mark("settings.scale");
  shown_text("settings.scale", scale_text);
  if (ImGui::IsItemDeactivatedAfterEdit() || (ImGui::IsItemEdited() && !ImGui::IsItemActive())) {
    settings_.ui_scale = std::clamp(static_cast<float>(percent) / 100.0f, kMinUiScale, kMaxUiScale);
    changed = true;
  }
  const std::string delay_text = std::to_string(settings_.ai_delay_ms) + " ms";
  value_before(delay_text.c_str());
  ImGui::SetNextItemWidth(200);
  if (ImGui::SliderInt(tr("settings.ai_delay"), &settings_.ai_delay_ms, 0, kMaxAiDelayMs, "")) changed = true;
  focus_value(delay_text);
  // The pace of the board's motion; the browser's "reduce motion" turns it off whatever is chosen.
  ImGui::TextUnformatted(tr("settings.motion"));
  static constexpr std::array<const char*, kMotionPaces> kPaceKeys = {"settings.motion.off", "settings.motion.fast",
                                                                      "settings.motion.normal", "settings.motion.slow"};
  for (int p = 0; p < kMotionPaces; ++p) {
    if (p > 0) ImGui::SameLine();
    if (radio(tr(kPaceKeys[static_cast<std::size_t>(p)]), settings_.motion == static_cast<MotionPace>(p))) {
      settings_.motion = static_cast<MotionPace>(p);
      changed = true;
    }
    focus_context(tr("settings.motion"));
    mark(std::string("settings.motion.") + std::to_string(p));
  }
  if (reduced_motion_) ImGui::TextDisabled("%s", tr("settings.motion.reduced"));
  if (checkbox(tr("settings.notation"), settings_.show_notation)) changed = true;
  if (checkbox_wrapped("##text_view", tr("settings.text_view"), settings_.show_text_view)) changed = true;
  mark("settings.text_view");
  if (checkbox_wrapped("##turn_alert", tr("settings.turn_alert"), settings_.turn_alert)) {
    changed = true;
    if (settings_.turn_alert) remote_ask_to_notify();  // the browser asks the player, once
  }
  mark("settings.turn_alert");
  if (checkbox_wrapped("##mute_chat", tr("settings.mute_chat"), settings_.mute_chat)) changed = true;
  mark("settings.mute_chat");
  if (changed) {
    set_palette(settings_.palette);
    save_settings();
  }
  if (!store_.available()) ImGui::TextDisabled("%s", tr("settings.not_kept"));
  if (ImGui::Button(tr("settings.close"), ImVec2(-1, 0))) show_settings_ = false;
  mark("settings.close");
  keep_window_on_screen();
  ImGui::End();
}

}  // namespace web
