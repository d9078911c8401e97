// The rules reference, in the page's own words (web/games/arkadia/i18n: "rules.<section>"), reachable from
// anywhere (menu, H or F1, the guide, the "?" of the embed mode), with small diagrams drawn by
// the board's own renderer (arkadia_rules_diagrams.cpp), and the keyboard shortcuts.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "arkadia_app.hpp"
#include "arkadia_move_log.hpp"
#include "arkadia_rules_diagrams.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

std::vector<TextSection> ArkadiaApp::rules_text() const {
  std::vector<TextSection> out;
  for (const char* id : kRuleSections) out.push_back({tr("arkadia.rules." + std::string(id) + ".title"), {tr("arkadia.rules." + std::string(id) + ".text")}});
  out.push_back({tr("arkadia.keys.title"), shortcut_lines(shortcut_rows("arkadia.keys.", kKeyboardShortcuts))});
  return out;
}

void ArkadiaApp::draw_rules_window() {
  if (!begin_rules_window(tr("arkadia.rules.window"), ImVec2(820.0f, 620.0f), &show_rules_)) return;
  std::vector<std::string> titles;
  for (const char* id : kRuleSections) titles.push_back(tr("arkadia.rules." + std::string(id) + ".title"));
  rules_sections(rules_section_, titles, tr("arkadia.keys.title"), [this](const std::string& item) { mark(item); });
  const std::string heading = rules_section_ < 0 ? tr("arkadia.keys.title") : titles[static_cast<std::size_t>(rules_section_)];
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  ImGui::TextColored(kGold, "%s", heading.c_str());
  ImGui::PopFont();
  shown_text("rules.heading", heading);
  if (rules_section_ < 0) {
    shortcut_table(shortcut_rows("arkadia.keys.", kKeyboardShortcuts));
    mark("rules.keys.table");
  } else {
    const std::string id = kRuleSections[static_cast<std::size_t>(rules_section_)];
    ImGui::TextWrapped("%s", tr("arkadia.rules." + id + ".text"));
    ImGui::Spacing();
    draw_rules_diagram(id, ImGui::GetContentRegionAvail().x, [this](const std::string& item) { mark(item); });
  }
  end_rules_sections();
  keep_window_on_screen();
  ImGui::End();
}

}  // namespace web
