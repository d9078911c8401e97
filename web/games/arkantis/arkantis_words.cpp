// ArkantiS in words: each action of the move log (what it cost, what it paid, the spots it made),
// and the rules window, in the page's own words (web/games/arkantis/i18n: "arkantis.rules.<section>").
#include <algorithm>
#include <array>
#include <string>

#include "arkantis/notation.hpp"
#include "arkantis_app.hpp"
#include "text.hpp"
#include "theme.hpp"

namespace web {

using namespace arkantis;

namespace {

constexpr std::array<const char*, 6> kRuleSections = {"goal", "board", "turn", "spots", "cards", "end"};

}  // namespace

LogEntry ArkantisApp::describe(const State& before, const Action& a, const State& after,
                               const std::vector<std::string>&) const {
  LogEntry e;
  e.notation = to_text(a);
  const int me = before.current_player();
  const std::string sa = square_name(a.square), sb = square_name(a.second);
  switch (a.kind) {
    case ActionKind::kTakeOne: e.text = tr("arkantis.log.take", {{"a", sa}}); break;
    case ActionKind::kTakeTwo: e.text = tr("arkantis.log.take_two", {{"a", sa}, {"b", sb}}); break;
    case ActionKind::kMove: e.text = tr("arkantis.log.move", {{"a", sa}, {"b", sb}}); break;
    case ActionKind::kPass: e.text = tr("arkantis.log.pass"); break;
    case ActionKind::kEnd: e.text = tr("arkantis.log.end"); break;
    case ActionKind::kClaim:
      e.text = tr("arkantis.log.claim", {{"card", std::string(card_id(a.card))}, {"a", sa}, {"value", std::to_string(value_of(a.card))}});
      break;
    case ActionKind::kBuy: {
      // A card bought face up was seen by everybody; one from a face-down pile stays unnamed.
      const std::string colour = tr(std::string("arkantis.colour.") + std::string(colour_name(a.colour)));
      if (a.pile == kFaceUp && before.pile(a.colour, a.pile).size > 0)
        e.text = tr("arkantis.log.buy_seen", {{"colour", colour}, {"card", std::string(card_id(before.pile(a.colour, a.pile).top()))}});
      else
        e.text = tr("arkantis.log.buy_hidden", {{"colour", colour}});
      break;
    }
  }
  if (a.kind == ActionKind::kTakeOne || a.kind == ActionKind::kTakeTwo || a.kind == ActionKind::kMove) {
    const int paid = a.kind == ActionKind::kTakeTwo ? data::kCostRemoveTwo : a.kind == ActionKind::kMove ? data::kCostMove : 0;
    const int gained = after.player(me).counters - (before.player(me).counters - paid);
    if (gained > 0) e.consequences.push_back(tr("arkantis.log.gained", {{"n", std::to_string(gained)}}));
    for (int i = 0; i < after.open_spot_count(); ++i)
      e.consequences.push_back(tr("arkantis.log.open", {{"a", square_name(first_square(after.open_spot(i).spot.squares))},
                                                        {"card", std::string(card_id(after.open_spot(i).shape))}}));
  }
  if (after.is_terminal() && !before.is_terminal()) e.consequences.push_back(tr("arkantis.log.over"));
  return e;
}

void ArkantisApp::draw_rules_window() {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float w = std::min(760.0f, display.x - 16), h = std::min(560.0f, display.y - 16);
  ImGui::SetNextWindowPos(ImVec2((display.x - w) / 2, (display.y - h) / 2), ImGuiCond_Appearing);
  ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Appearing);
  if (!ImGui::Begin((std::string(tr("arkantis.rules.window")) + "###rules").c_str(), &show_rules_, ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  const int sections = static_cast<int>(kRuleSections.size());
  rules_section_ = std::clamp(rules_section_, 0, sections - 1);
  ImGui::BeginChild("##sections", ImVec2(std::min(200.0f, w * 0.3f), 0), true);
  for (int i = 0; i < sections; ++i) {
    const std::string title = tr(std::string("arkantis.rules.") + kRuleSections[static_cast<std::size_t>(i)] + ".title");
    if (ImGui::Selectable(title.c_str(), rules_section_ == i)) rules_section_ = i;
    mark("rules.section." + std::to_string(i));
  }
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("##text", ImVec2(0, 0), false);
  const std::string id = kRuleSections[static_cast<std::size_t>(rules_section_)];
  ImGui::TextColored(kGold, "%s", tr("arkantis.rules." + id + ".title"));
  ImGui::TextWrapped("%s", tr("arkantis.rules." + id + ".text"));
  diagrams_drawn_ = captions_drawn_ = 0;
  draw_rules_diagrams(id);
  ImGui::EndChild();
  ImGui::End();
}

}  // namespace web
