// The end of the game: the final sale, the scores with their breakdown, the winners, and the
// way to the next game.
#include <algorithm>
#include <string>

#include "app.hpp"
#include "theme.hpp"

namespace web {

using namespace arkadia;

void App::draw_score(ImVec2 size) {
  const State& s = match_->state();
  const float w = std::min(760.0f, size.x - 24), h = std::min(420.0f, size.y - 24);
  ImGui::SetNextWindowPos(ImVec2((size.x - w) / 2, (size.y - h) / 2));
  ImGui::SetNextWindowSize(ImVec2(w, h));
  ImGui::Begin("Game over", nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse);
  const std::vector<int> winners = s.winners();
  std::string names;
  for (std::size_t i = 0; i < winners.size(); ++i)
    names += (i ? (i + 1 == winners.size() ? " and " : ", ") : "") + match_->setup().seats[static_cast<std::size_t>(winners[i])].name;
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  ImGui::TextColored(ImVec4(0.95f, 0.8f, 0.4f, 1), "%s %s!", names.c_str(), winners.size() > 1 ? "share the win" : "wins");
  ImGui::PopFont();
  ImGui::TextDisabled(s.end_reason() == EndReason::kAllPassed ? "Every player had to pass for a whole round."
                                                              : "The castle's second floor was completed and the final round played.");
  ImGui::Spacing();
  ImGui::Text("Final sale at the closing values:");
  for (int f = 0; f < kFamilies; ++f) {
    ImGui::SameLine();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(f == 2 ? IM_COL32(200, 200, 200, 255) : family_colour(f)), "%c %d",
                       family_letter(f), s.seal_value(static_cast<Family>(f)));
  }
  if (ImGui::BeginTable("##scores", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn("Player", ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn("Gold before", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("Final sale (seals sold)", ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn("Gold", ImGuiTableColumnFlags_WidthStretch, 0.7f);
    ImGui::TableHeadersRow();
    std::vector<int> order(static_cast<std::size_t>(s.num_players()));
    for (int p = 0; p < s.num_players(); ++p) order[static_cast<std::size_t>(p)] = p;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return s.gold(a) > s.gold(b); });
    for (int p : order) {
      const PlayerState& pl = s.player(p);
      int sale = 0;
      std::string seals;
      for (int f = 0; f < kFamilies; ++f) {
        const int n = pl.sold_at_end[static_cast<std::size_t>(f)];
        sale += n * s.seal_value(static_cast<Family>(f));
        if (n) seals += (seals.empty() ? "" : " ") + std::to_string(n) + family_letter(f);
      }
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const bool won = std::find(winners.begin(), winners.end(), p) != winners.end();
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(player_colour(colour_of(p))), "%s%s", won ? "* " : "",
                         seat_label(p).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", pl.gold - sale);
      ImGui::TableNextColumn();
      ImGui::Text("+%d (%s)", sale, seals.empty() ? "none" : seals.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", pl.gold);
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  if (ImGui::Button("Rematch", ImVec2(140, 40)) && last_setup_) {
    MatchSetup again = *last_setup_;
    again.seed = again.seed * 6364136223846793005ull + 1442695040888963407ull;
    start_match(again);
  }
  mark("score.rematch");
  ImGui::SameLine();
  if (ImGui::Button("New game", ImVec2(140, 40))) {
    screen_ = Screen::kNewGame;
    match_.reset();
  }
  mark("score.new");
  ImGui::End();
}

}  // namespace web
