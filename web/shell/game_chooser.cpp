// The game chooser: the first screen of a plain visit with no game to continue (issue 48). Each
// game as a card: a picture of its own board, its name, what it is in a line, "New game", and
// "Continue" on its latest unfinished game. Side by side on a wide screen, one under the other on
// a phone; the page scrolls when they do not fit.
#include <imgui_internal.h>

#include <algorithm>
#include <string>

#include "app.hpp"
#include "keyboard_focus.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

namespace {

// Who played an unfinished game and how far it went, in the page's words.
std::string saved_game_line(const SavedGameInfo& info) {
  return tr("chooser.continue_line", {{"players", saved_game_players(info)}, {"turn", std::to_string(info.turn)}});
}

constexpr float kCardPadding = 14.0f;
constexpr float kButtonHeight = 40.0f;
constexpr float kLineGap = 6.0f;  // between a card's lines and buttons, each placed where computed

}  // namespace

void App::open_game_chooser() {
  chooser_games_ = chooser_games(store_);
  choosing_game_ = true;
}

void App::continue_saved_game(const std::string& game, const std::string& id) {
  if (game == game_id()) {
    choosing_game_ = false;
    open_saved_game(id, /*replay=*/false);
    return;
  }
  // One game per page load: the other game's page opens it (TableApp::open_first_game).
  if (hand_over_saved_game(store_, game, id)) open_game_page(game);
}

void App::draw_game_chooser(ImVec2 size) {
  const float top = ImGui::GetCursorPosY();
  const float width = std::min(1000.0f, size.x - 16);
  ImGui::SetCursorPos(ImVec2((size.x - width) / 2, top));
  focus_screen("chooser");
  ImGui::BeginChild("##chooser", ImVec2(width, size.y - top - 8), false, ImGuiWindowFlags_NavFlattened);
  ImFont* title_font = ImGui::GetIO().Fonts->Fonts.back();
  ImGui::PushFont(title_font);
  const float title_h = ImGui::GetTextLineHeight();  // the font as drawn, at the page's scale
  ImGui::PopFont();
  const float gap = 16.0f;
  const int games = static_cast<int>(chooser_games_.size());
  // Side by side on a wide screen, with large pictures; on a phone one under the other, each
  // picture small beside its words, so that both games are seen at once.
  const bool side_by_side = !narrow_ && games > 1;
  const float card_w = side_by_side ? (ImGui::GetContentRegionAvail().x - gap * static_cast<float>(games - 1)) / static_cast<float>(games)
                                    : ImGui::GetContentRegionAvail().x - 2;
  const float inner_w = card_w - 2 * kCardPadding;
  const float side_picture = side_by_side ? 0.0f : std::min(inner_w * 0.4f, 160.0f);
  const float words_w = side_by_side ? inner_w : inner_w - side_picture - 12;
  // Every card as tall as the tallest, so the buttons line up across the row.
  float words_h = 0, foot_h = 0;  // the title and tagline; the buttons under them
  for (const ChooserGame& g : chooser_games_) {
    words_h = std::max(words_h, title_h + kLineGap + ImGui::CalcTextSize(tr(g.tagline_key), nullptr, false, words_w).y);
    float foot = kButtonHeight;
    if (!g.unfinished.empty())
      foot += ImGui::CalcTextSize(saved_game_line(g.unfinished.front()).c_str(), nullptr, false, inner_w).y + kLineGap + kButtonHeight + kLineGap;
    foot_h = std::max(foot_h, foot);
  }
  const float lead_h = title_h + ImGui::CalcTextSize(tr("chooser.lead"), nullptr, false, ImGui::GetContentRegionAvail().x).y +
                       ImGui::GetStyle().ItemSpacing.y * 3;
  // Side by side, the pictures give way so that the buttons stay on the screen.
  const float room = ImGui::GetContentRegionAvail().y - lead_h - 8 - 2 * ImGui::GetStyle().ItemSpacing.y;
  const float fixed_h = 2 * kCardPadding + 10 + words_h + 12 + foot_h;
  const float picture_h = side_by_side ? std::clamp(room - fixed_h, 120.0f, std::min(inner_w * 0.74f, 380.0f)) : side_picture;
  const float card_h = side_by_side ? fixed_h + picture_h : 2 * kCardPadding + std::max(picture_h, words_h) + 12 + foot_h;
  // Spare room on a large screen: the whole a little above the middle, not at the top.
  if (side_by_side && room > card_h + 40) ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (room - card_h) / 3);

  ImGui::PushFont(title_font);
  ImGui::TextColored(kGold, "%s", tr("chooser.title"));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", tr("chooser.lead"));
  if (!notice_.empty()) text_wrapped_coloured(kError, notice_);
  if (!info_.empty()) text_wrapped_coloured(kPrompt, info_);
  ImGui::Spacing();

  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int i = 0; i < games; ++i) {
    const ChooserGame& g = chooser_games_[static_cast<std::size_t>(i)];
    if (i > 0 && side_by_side) ImGui::SameLine(0, gap);
    if (i > 0 && !side_by_side) ImGui::Dummy(ImVec2(0, gap / 2));
    ImGui::PushID(i);
    const ImVec2 card = ImGui::GetCursorScreenPos();
    dl->AddRectFilled(card, ImVec2(card.x + card_w, card.y + card_h), ImGui::GetColorU32(ImGuiCol_ChildBg, 1.0f) | IM_COL32_A_MASK, 10.0f);
    dl->AddRectFilled(card, ImVec2(card.x + card_w, card.y + card_h), IM_COL32(255, 255, 255, 10), 10.0f);
    dl->AddRect(card, ImVec2(card.x + card_w, card.y + card_h), ImGui::GetColorU32(ImGuiCol_Border), 10.0f, 0, 1.5f);
    // The picture: a click on it chooses the game, as its "New game" does.
    const ImVec2 pic(card.x + kCardPadding, card.y + kCardPadding);
    const float picture_w = side_by_side ? inner_w : side_picture;
    ImGui::SetCursorScreenPos(pic);
    // Not a stop for the keys, which go from button to button (the picture repeats "New game").
    ImGui::PushItemFlag(ImGuiItemFlags_NoNav, true);
    const bool picked = ImGui::InvisibleButton("##picture", ImVec2(picture_w, picture_h));
    ImGui::PopItemFlag();
    mark("chooser." + g.id + ".picture");
    if (g.picture) {
      dl->PushClipRect(pic, ImVec2(pic.x + picture_w, pic.y + picture_h), true);
      g.picture(dl, pic, ImVec2(pic.x + picture_w, pic.y + picture_h));
      dl->PopClipRect();
    }
    if (ImGui::IsItemHovered()) dl->AddRect(pic, ImVec2(pic.x + picture_w, pic.y + picture_h), colours::kSelected, 6.0f, 0, 2.0f);
    // Its name and what it is: under the picture, or beside it.
    const ImVec2 words = side_by_side ? ImVec2(pic.x, pic.y + picture_h + 10) : ImVec2(pic.x + picture_w + 12, pic.y);
    ImGui::SetCursorScreenPos(words);
    ImGui::PushFont(title_font);
    ImGui::TextColored(kGold, "%s", tr(g.title_key));
    mark("chooser." + g.id + ".title");
    ImGui::PopFont();
    ImGui::SetCursorScreenPos(ImVec2(words.x, words.y + title_h + kLineGap));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + words_w);
    ImGui::TextUnformatted(tr(g.tagline_key));
    mark("chooser." + g.id + ".tagline");
    ImGui::PopTextWrapPos();
    shown_text("chooser." + g.id + ".tagline", tr(g.tagline_key));
    // The buttons at the card's foot, level across the row.
    float y = card.y + card_h - kCardPadding - foot_h;
    const std::string game_words = tr(g.title_key);
    if (!g.unfinished.empty()) {
      const std::string line = saved_game_line(g.unfinished.front());
      ImGui::SetCursorScreenPos(ImVec2(pic.x, y));
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner_w);
      ImGui::TextColored(kPrompt, "%s", line.c_str());
      mark("chooser." + g.id + ".continue_line");
      ImGui::PopTextWrapPos();
      shown_text("chooser." + g.id + ".continue", line);
      y += ImGui::CalcTextSize(line.c_str(), nullptr, false, inner_w).y + kLineGap;
      ImGui::SetCursorScreenPos(ImVec2(pic.x, y));
      if (ImGui::Button(tr("saved.continue"), ImVec2(inner_w, kButtonHeight))) continue_saved_game(g.id, g.unfinished.front().id);
      focus_context(game_words + ", " + line);
      mark("chooser." + g.id + ".continue");
      y += kButtonHeight + kLineGap;
    }
    ImGui::SetCursorScreenPos(ImVec2(pic.x, y));
    const bool start = ImGui::Button(tr("chooser.new"), ImVec2(inner_w, kButtonHeight));
    focus_context(game_words);
    mark("chooser." + g.id + ".new");
    // The card's whole height, whatever its content took.
    ImGui::SetCursorScreenPos(card);
    ImGui::Dummy(ImVec2(card_w, card_h));
    if (picked || start) {
      if (g.id == game_id()) choosing_game_ = false;  // this page's form
      else open_game_page(g.id);                      // the other game's page opens on its form
    }
    ImGui::PopID();
  }
  ImGui::EndChild();
}

}  // namespace web
