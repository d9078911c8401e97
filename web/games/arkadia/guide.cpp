// The guided first game: a box that explains, as it happens, what the player can do now and why
// it matters. The texts are in the string tables under "guide.<topic>".
#include <string>

#include "arkadia_app.hpp"
#include "move_log.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkadia;

std::string ArkadiaApp::guide_topic() const {
  if (!session_.game() || !session_.game()->setup().guided || guide_hidden_ || screen_ != Screen::kPlay) return "";
  const State& s = session_.game()->state();
  if (s.is_terminal()) return "";
  if (!human_to_move()) return "ai";
  switch (s.phase()) {
    case Phase::kMust:
      if (input_.card != kNoCard) return "layout";
      if (input_.building >= 0) return "workers";
      if (s.end_triggered()) return "final";
      if (session_.game()->turns().size() <= 2) return "start";
      return "must";
    case Phase::kPlaceWorkers: return "workers";
    case Phase::kCastle: return "castle";
    case Phase::kRefill: return "refill";
    case Phase::kBanner: return "banner";
    case Phase::kSell: return "sell";
    case Phase::kGameOver: break;
  }
  return "";
}

void ArkadiaApp::draw_guide() {
  const std::string topic = guide_topic();
  if (topic.empty()) return;
  // The box is drawn behind its text once the text's height is known (two draw channels).
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->ChannelsSplit(2);
  dl->ChannelsSetCurrent(1);
  ImGui::Indent(6);
  ImGui::BeginGroup();
  ImGui::Dummy(ImVec2(0, 2));
  ImGui::TextColored(kGold, "%s", tr("guide." + topic + ".title"));
  ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x - 6);
  ImGui::TextWrapped("%s", tr("guide." + topic + ".text"));
  ImGui::PopTextWrapPos();
  if (ImGui::SmallButton(tr("guide.hide"))) guide_hidden_ = true;
  mark("guide.hide");
  ImGui::SameLine();
  if (ImGui::SmallButton(tr("guide.rules"))) show_rules_ = true;
  ImGui::Dummy(ImVec2(0, 2));
  ImGui::EndGroup();
  ImGui::Unindent(6);
  dl->ChannelsSetCurrent(0);
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  dl->AddRectFilled(ImVec2(a.x - 6, a.y), ImVec2(ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x, b.y),
                    IM_COL32(66, 56, 33, 255), 6.0f);
  dl->AddRect(ImVec2(a.x - 6, a.y), ImVec2(ImGui::GetWindowPos().x + ImGui::GetContentRegionMax().x, b.y),
              IM_COL32(224, 184, 92, 200), 6.0f);
  dl->ChannelsMerge();
  ImGui::Spacing();
}

}  // namespace web
