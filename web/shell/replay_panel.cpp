// The replay viewer's controls: step through a finished or imported game, jump to a move, read
// what each move did.
#include <algorithm>
#include <string>

#include "app.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

void App::draw_replay_controls() {
  const int n = replay_moves();
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  ImGui::TextColored(kGold, "%s", tr("replay.title"));
  ImGui::PopFont();
  ImGui::TextUnformatted(tr("replay.position", {{"move", std::to_string(view_.replay_cursor)}, {"moves", std::to_string(n)}}).c_str());
  const float bw = std::max(40.0f, (ImGui::GetContentRegionAvail().x - 3 * ImGui::GetStyle().ItemSpacing.x) / 4);
  if (ImGui::Button("|<", ImVec2(bw, 36))) view_.replay_cursor = 0;
  mark("replay.start");
  ImGui::SameLine();
  if (ImGui::Button("<", ImVec2(bw, 36))) view_.replay_cursor = std::max(0, view_.replay_cursor - 1);
  mark("replay.back");
  ImGui::SameLine();
  if (ImGui::Button(">", ImVec2(bw, 36))) view_.replay_cursor = std::min(n, view_.replay_cursor + 1);
  mark("replay.forward");
  ImGui::SameLine();
  if (ImGui::Button(">|", ImVec2(bw, 36))) view_.replay_cursor = n;
  mark("replay.end");
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderInt("##move", &view_.replay_cursor, 0, n, tr("replay.slider"));
  mark("replay.slider");
  view_.replay_cursor = std::clamp(view_.replay_cursor, 0, n);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", tr("replay.keys"));
  ImGui::PopStyleColor();
  if (ImGui::Button(tr("replay.close"))) close_replay_ = true;  // after this frame: it still shows the replay
  mark("replay.close");
  // Side by side when both fit the panel, else one under the other (never cut off).
  const float export_w = ImGui::CalcTextSize(tr("menu.export")).x + 2 * ImGui::GetStyle().FramePadding.x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + export_w <=
      ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
    ImGui::SameLine();
  if (ImGui::Button(tr("menu.export"))) export_game();
  mark("replay.export");
  draw_replay_note();
  ImGui::Separator();
  draw_log(false);
}

void App::close_replay() {
  close_replay_ = false;
  drop_replay();
  view_.screen = has_game() && view_.replay_return != Screen::kReplay ? view_.replay_return : Screen::kNewGame;
  if (view_.screen == Screen::kNewGame) saved_games_stale_ = true;
  replay_closed_ = view_.screen == Screen::kPlay    ? ReplayClosedTo::kGame   // said (App::say_closed_windows)
                   : view_.screen == Screen::kScore ? ReplayClosedTo::kResult
                                                    : ReplayClosedTo::kForm;
  log_actions_ = -1;
}

}  // namespace web
