// The end of the game: the final sale, the scores with their breakdown, the winners, and the
// way on: rematch, new game, replay, export.
#include <algorithm>
#include <string>

#include "arkadia_app.hpp"
#include "arkadia_move_log.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "theme.hpp"
#include "arkadia_family_chip.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkadia;

// The gold a seat's seals brought at the end, and which seals in words when `seals` is given.
int ArkadiaApp::final_sale(const State& s, int seat, std::string* seals) const {
  int sale = 0;
  for (int f = 0; f < kFamilies; ++f) {
    const int n = s.player(seat).sold_at_end[static_cast<std::size_t>(f)];
    sale += n * s.seal_value(static_cast<Family>(f));
    if (n && seals) *seals += (seals->empty() ? "" : ", ") + count("arkadia.log.seals", n, {{"family", family_name(translator(), f)}});
  }
  return sale;
}

std::vector<std::string> ArkadiaApp::score_words(const State& s) const {
  std::vector<std::string> out;
  for (int p = 0; p < s.num_players(); ++p) {
    // Each family sold, as the table shows it ("2 red, 1 olive"), not only the sum (issue 76).
    std::string seals;
    const int sale = final_sale(s, p, &seals), gold = s.player(p).gold;
    out.push_back(tr(seals.empty() ? "arkadia.score.spoken" : "arkadia.score.spoken.seals",
                     {{"player", seat_label(p)}, {"gold", std::to_string(gold)}, {"before", std::to_string(gold - sale)},
                      {"sale", std::to_string(sale)}, {"seals", seals}}));
  }
  return out;
}

void ArkadiaApp::draw_score(ImVec2 size) {
  const State& s = session().game()->state();
  // On a phone the result takes the height it needs (the table, the buttons), not a desktop's.
  const float w = std::min(760.0f, size.x - 16), h = narrow_ ? size.y - 64 : std::min(440.0f, size.y - 16);
  ImGui::SetNextWindowPos(ImVec2((size.x - w) / 2, (size.y - h) / 2));
  ImGui::SetNextWindowSize(ImVec2(w, h));
  ImGui::Begin((std::string(tr("score.title")) + "###score").c_str(), &show_score_,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse);
  focus_screen("score");  // the arrows walk its buttons, whoever had the keys before (the move field)
  const std::vector<int> winners = s.winners();
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  text_wrapped_coloured(ImVec4(0.95f, 0.8f, 0.4f, 1), tr(winners.size() > 1 ? "score.share" : "score.wins", {{"players", winner_names(s)}}));
  ImGui::PopFont();
  draw_last_turn_line();
  // A game recorded before the D-8 correction says by which rule it ended (arkadia/options.hpp).
  const char* reason = s.end_reason() != EndReason::kAllPassed           ? "arkadia.score.reason.castle"
                       : s.options().rules == arkadia::RulesEdition::kOriginal ? "arkadia.score.reason.passed_original"
                                                                              : "arkadia.score.reason.passed";
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("%s", tr(reason));
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  ImGui::TextUnformatted(tr("arkadia.score.values"));
  for (int f = 0; f < kFamilies; ++f) {
    same_line_if_fits(44.0f, 0);  // the chips wrap on a phone rather than leave the window
    seal_chip(f, std::to_string(s.seal_value(static_cast<Family>(f))), 22.0f);
  }
  if (ImGui::BeginTable("##scores", 4, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(tr("score.col.player"), ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn(tr("arkadia.score.col.before"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr("arkadia.score.col.sale"), ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn(tr("arkadia.score.col.gold"), ImGuiTableColumnFlags_WidthStretch, 0.7f);
    table_headings(narrow_);
    std::vector<int> order(static_cast<std::size_t>(s.num_players()));
    for (int p = 0; p < s.num_players(); ++p) order[static_cast<std::size_t>(p)] = p;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return s.gold(a) > s.gold(b); });
    for (int p : order) {
      const PlayerState& pl = s.player(p);
      std::string seals;
      const int sale = final_sale(s, p, &seals);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const bool won = std::find(winners.begin(), winners.end(), p) != winners.end();
      player_token(colour_of(p), 7.0f);
      ImGui::SameLine();
      ImGui::TextWrapped("%s", (std::string(won ? "* " : "") + seat_label(p)).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", pl.gold - sale);
      ImGui::TableNextColumn();
      ImGui::TextWrapped("+%d (%s)", sale, seals.empty() ? tr("arkadia.score.none") : seals.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", pl.gold);
    }
    ImGui::EndTable();
  }
  draw_hints_used();
  draw_review();
  ImGui::Spacing();
  const ImVec2 button(narrow_ ? (w - 40) / 2 : 150.0f, 40);
  if (can_rematch()) {
    if (ImGui::Button(tr("score.rematch"), button)) rematch();
    mark("score.rematch");
    ImGui::SameLine();
  }
  if (ImGui::Button(tr("score.new"), button)) {
    view_.screen = Screen::kNewGame;  // the finished game stays kept (menu: back to the game)
    saved_games_stale_ = true;
  }
  mark("score.new");
  if (!narrow_) ImGui::SameLine();
  if (ImGui::Button(tr("score.replay"), button)) open_replay(*session().game(), 0);
  mark("score.replay");
  ImGui::SameLine();
  if (ImGui::Button(tr("menu.export"), button)) export_game();
  mark("score.export");
  ImGui::End();
}

}  // namespace web
