// The guided first game's box, for every game: what the player can do now and why it matters,
// with buttons to hide it and to open the rules. The game picks the topic (guide_topic) and
// the string keys' prefix.
#include <string>

#include "app.hpp"
#include "text.hpp"
#include "theme.hpp"

namespace web {

void App::draw_guide_box(const std::string& prefix, const std::string& topic) {
  if (topic.empty()) return;
  // The box is drawn behind its text once the text's height is known (two draw channels).
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->ChannelsSplit(2);
  dl->ChannelsSetCurrent(1);
  ImGui::Indent(6);
  ImGui::BeginGroup();
  ImGui::Dummy(ImVec2(0, 2));
  ImGui::TextColored(kGold, "%s", tr(prefix + topic + ".title"));
  ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x - 6);
  ImGui::TextWrapped("%s", tr(prefix + topic + ".text"));
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
