// ArkantiS's rules window, in the page's own words (web/games/arkantis/i18n:
// "arkantis.rules.<section>"): the sections with their diagrams, the table of the 17 cards, and
// the keyboard shortcuts (rules_section_ -1, which Help > Keyboard shortcuts opens).
#include <algorithm>
#include <array>
#include <string>
#include <utility>
#include <vector>

#include "arkantis/notation.hpp"
#include "arkantis_app.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkantis;

namespace {

constexpr std::array<const char*, 6> kRuleSections = {"goal", "board", "turn", "spots", "cards", "end"};
// The keys first, the mouse's and the finger's after: a keyboard player's list starts with a key,
// not "Click" (issue 76).
constexpr std::array<const char*, 14> kKeys = {"type", "cursor", "confirm", "end",    "cancel", "undo",  "takeback",
                                               "hint", "log",    "help",    "lookback", "replay", "pick", "touch"};

}  // namespace

void ArkantisApp::draw_keys_table() {
  shortcut_table(shortcut_rows("arkantis.keys.", kKeys));
  mark("rules.keys.table");
}

void ArkantisApp::draw_cards_table() {
  // Every card type: its figure (and its mirror image when it has one), name, colour, value and
  // how many copies the game has.
  ImGui::Spacing();
  ImGui::TextColored(kGold, "%s", tr("arkantis.rules.cards.table"));
  constexpr float kCell = 6.0f;
  if (!ImGui::BeginTable("##cards", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp))
    return;
  ImGui::TableSetupColumn(tr("arkantis.rules.cards.col.figure"), ImGuiTableColumnFlags_WidthFixed, (kCell * 5 + 10) * 2 + 6);
  ImGui::TableSetupColumn(tr("arkantis.rules.cards.col.card"), ImGuiTableColumnFlags_WidthStretch, 3.0f);
  ImGui::TableSetupColumn(tr("arkantis.rules.cards.col.colour"), ImGuiTableColumnFlags_WidthStretch, 1.5f);
  ImGui::TableSetupColumn(tr("arkantis.rules.cards.col.value"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableSetupColumn(tr("arkantis.rules.cards.col.count"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
  ImGui::TableHeadersRow();
  for (int c = 0; c < kCardTypes; ++c) {
    const auto& d = data::kCards[static_cast<std::size_t>(c)];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    draw_card(static_cast<Card>(c), kCell, false, false, /*bare=*/true);
    if (!d.figure_b.empty()) {
      ImGui::SameLine(0, 4);
      draw_card(static_cast<Card>(c), kCell, false, true, /*bare=*/true);
    }
    ImGui::TableNextColumn();
    ImGui::TextWrapped("%s %s", std::string(d.id).c_str(), tr("arkantis.card." + std::string(d.id)));
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(tr(std::string("arkantis.colour.") + std::string(colour_name(d.colour))));
    ImGui::TableNextColumn();
    ImGui::Text("%d", d.value);
    ImGui::TableNextColumn();
    ImGui::Text("%d", d.copies);
    shown_text("rules.cards." + std::string(d.id), std::to_string(d.value) + "/" + std::to_string(d.copies));
  }
  ImGui::EndTable();
  mark("rules.cards.table");
}

std::vector<TextSection> ArkantisApp::rules_text() const {
  std::vector<TextSection> out;
  for (const char* id : kRuleSections) {
    TextSection section{tr(std::string("arkantis.rules.") + id + ".title"), {tr(std::string("arkantis.rules.") + id + ".text")}};
    // The cards' table, a card a line: its name, colour, points and copies.
    if (std::string(id) == "cards")
      for (int c = 0; c < kCardTypes; ++c) {
        const auto& d = data::kCards[static_cast<std::size_t>(c)];
        section.lines.push_back(tr("arkantis.rules.cards.line", {{"card", std::string(d.id) + " " + tr("arkantis.card." + std::string(d.id))},
                                                                  {"colour", tr(std::string("arkantis.colour.") + std::string(colour_name(d.colour)))},
                                                                  {"value", std::to_string(d.value)}, {"copies", std::to_string(d.copies)}}));
      }
    out.push_back(std::move(section));
  }
  out.push_back({tr("arkantis.keys.title"), shortcut_lines(shortcut_rows("arkantis.keys.", kKeys))});
  return out;
}

void ArkantisApp::draw_rules_window() {
  if (!begin_rules_window(tr("arkantis.rules.window"), ImVec2(760.0f, 560.0f), &show_rules_)) return;
  std::vector<std::string> titles;
  for (const char* id : kRuleSections) titles.push_back(tr(std::string("arkantis.rules.") + id + ".title"));
  rules_sections(rules_section_, titles, tr("arkantis.keys.title"), [this](const std::string& item) { mark(item); });
  const std::string heading = rules_section_ < 0 ? tr("arkantis.keys.title") : titles[static_cast<std::size_t>(rules_section_)];
  ImGui::TextColored(kGold, "%s", heading.c_str());
  shown_text("rules.heading", heading);
  diagrams_drawn_ = captions_drawn_ = 0;
  if (rules_section_ < 0) {
    draw_keys_table();
  } else {
    const std::string id = kRuleSections[static_cast<std::size_t>(rules_section_)];
    ImGui::TextWrapped("%s", tr("arkantis.rules." + id + ".text"));
    draw_rules_diagrams(id);
    if (id == "cards") draw_cards_table();
  }
  end_rules_sections();
  keep_window_on_screen();
  ImGui::End();
}

}  // namespace web
