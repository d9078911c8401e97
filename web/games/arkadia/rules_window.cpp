// The rules reference, in the page's own words (web/games/arkadia/i18n: "rules.<section>"), reachable from
// anywhere (menu, H or F1, the guide, the "?" of the embed mode), with small diagrams drawn by
// the board's own renderer (rules_diagrams.cpp), and the keyboard shortcuts.
#include <algorithm>
#include <array>
#include <string>

#include "arkadia_app.hpp"
#include "move_log.hpp"
#include "rules_diagrams.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "theme.hpp"

namespace web {

void ArkadiaApp::draw_rules_window() {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float w = std::min(820.0f, display.x - 16), h = std::min(620.0f, display.y - 16);
  ImGui::SetNextWindowPos(ImVec2((display.x - w) / 2, (display.y - h) / 2), ImGuiCond_Appearing);
  ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Appearing);
  if (!ImGui::Begin((std::string(tr("rules.window")) + "###rules").c_str(), &show_rules_, ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  const int sections = static_cast<int>(kRuleSections.size());
  rules_section_ = std::clamp(rules_section_, -1, sections - 1);
  // Narrow screens: the list of sections becomes a combo above the text.
  const bool compact = ImGui::GetContentRegionAvail().x < 520.0f;
  auto section_title = [&](int i) -> std::string {
    return i < 0 ? tr("keys.title") : tr("rules." + std::string(kRuleSections[static_cast<std::size_t>(i)]) + ".title");
  };
  if (compact) {
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##section", section_title(rules_section_).c_str())) {
      for (int i = 0; i < sections; ++i)
        if (ImGui::Selectable(section_title(i).c_str(), rules_section_ == i)) rules_section_ = i;
      if (ImGui::Selectable(section_title(-1).c_str(), rules_section_ == -1)) rules_section_ = -1;
      ImGui::EndCombo();
    }
    mark("rules.sections");
  } else {
    float list_w = 0;
    for (int i = -1; i < sections; ++i) list_w = std::max(list_w, ImGui::CalcTextSize(section_title(i).c_str()).x);
    ImGui::BeginChild("##sections", ImVec2(std::clamp(list_w + 30, 180.0f, 300.0f), 0), true);
    for (int i = 0; i < sections; ++i) {
      if (ImGui::Selectable(section_title(i).c_str(), rules_section_ == i)) rules_section_ = i;
      mark("rules.section." + std::to_string(i));
    }
    ImGui::Separator();
    if (ImGui::Selectable(section_title(-1).c_str(), rules_section_ == -1)) rules_section_ = -1;
    mark("rules.section.keys");
    ImGui::EndChild();
    ImGui::SameLine();
  }
  ImGui::BeginChild("##rule", ImVec2(0, 0), false);
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  ImGui::TextColored(kGold, "%s", section_title(rules_section_).c_str());
  ImGui::PopFont();
  if (rules_section_ < 0) {
    if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
      for (const char* key : kKeyboardShortcuts) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextColored(kPrompt, "%s", tr(std::string("keys.") + key + ".key"));
        ImGui::TableNextColumn();
        ImGui::TextWrapped("%s", tr(std::string("keys.") + key + ".what"));
      }
      ImGui::EndTable();
    }
  } else {
    const std::string id = kRuleSections[static_cast<std::size_t>(rules_section_)];
    ImGui::TextWrapped("%s", tr("rules." + id + ".text"));
    ImGui::Spacing();
    draw_rules_diagram(id, ImGui::GetContentRegionAvail().x, [this](const std::string& item) { mark(item); });
  }
  ImGui::EndChild();
  keep_window_on_screen();
  ImGui::End();
}

}  // namespace web
