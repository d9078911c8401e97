// The menu bar (not in the compact embed mode) and the banners under it: link settings that could
// not be used, and storage that cannot keep the game.
#include <algorithm>
#include <cctype>
#include <string>

#include "app.hpp"
#include "keyboard_focus.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

void App::draw_menu_bar(ImVec2) {
  if (!ImGui::BeginMenuBar()) return;
  take_menu_bar_focus();
  const bool playing = has_game() && !game_over();
  if (ImGui::BeginMenu(tr("menu.game"))) {
    if (has_game() && view_.screen != Screen::kPlay && view_.screen != Screen::kScore && ImGui::MenuItem(tr("menu.back_to_game")))
      back_to_game();
    if (ImGui::MenuItem(tr("menu.new_game"))) {
      view_.screen = Screen::kNewGame;
      choosing_game_ = false;
      drop_replay();
      saved_games_stale_ = true;
    }
    mark("menu.new_game");
    if (page_game_titles().size() > 1 && ImGui::MenuItem(tr("menu.all_games"))) {
      view_.screen = Screen::kNewGame;
      drop_replay();
      open_game_chooser();
    }
    mark("menu.all_games");
    if (ImGui::MenuItem(tr("menu.import"))) pick_file_to_import();
    mark("menu.import");
    if (ImGui::MenuItem(tr("menu.export"), nullptr, false, has_shown_game())) export_game();
    mark("menu.export");
    ImGui::Separator();
    const bool can_take_back = playing && can_take_back_now() && view_.screen == Screen::kPlay;
    if (ImGui::MenuItem(tr("menu.take_back"), "T", false, can_take_back)) take_back();
    // Grey with its reason, never without a word.
    if (playing && !can_take_back && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
      if (const std::string why = take_back_blocked_reason(); !why.empty()) tooltip_beside_item(why);
    if (ImGui::MenuItem(tr("menu.undo"), "Z", false, playing && can_undo_now() && human_to_move())) undo();
    ImGui::EndMenu();
  }
  mark("menu.game");
  if (ImGui::BeginMenu(tr("menu.view"))) {
    if (ImGui::MenuItem(tr("menu.log"), "L", show_log_)) show_log_ = !show_log_;
    focus_ticked(show_log_);  // a tick box, shown or not
    if (ImGui::MenuItem(tr("menu.settings"))) show_settings_ = true;
    mark("menu.settings");
    ImGui::EndMenu();
  }
  mark("menu.view");
  if (ImGui::BeginMenu(tr("menu.help"))) {
    if (ImGui::MenuItem(tr("menu.rules"), "H")) {
      show_rules_ = true;
      rules_section_ = 0;
    }
    mark("menu.rules");
    if (ImGui::MenuItem(tr("menu.keys"))) {
      show_rules_ = true;
      rules_section_ = -1;  // the keyboard page
    }
    mark("menu.keys");
    ImGui::EndMenu();
  }
  mark("menu.help");
  // The language is one click away, whatever the screen.
  // At the right end; where the menus leave no room for its name (a narrow column at a large
  // interface size), its code ("FR") stands there instead.
  std::string current = tr("language.name");
  const float room = ImGui::GetWindowWidth() - ImGui::GetCursorPosX() - 16;
  if (ImGui::CalcTextSize(current.c_str()).x + 40 > room) {
    current = std::string(language_code(translator().language()));
    for (char& c : current) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  const float w = ImGui::CalcTextSize(current.c_str()).x + 40;
  ImGui::SetCursorPosX(std::max(ImGui::GetCursorPosX() + 8, ImGui::GetWindowWidth() - w - 8));
  if (ImGui::BeginMenu((current + "###language").c_str())) {
    for (Language l : kAllLanguages) {
      const std::string name = translator().table(l).find("language.name") ? *translator().table(l).find("language.name")
                                                                             : std::string(language_code(l));
      if (ImGui::MenuItem(name.c_str(), nullptr, translator().language() == l)) set_language(l);
      focus_chosen(translator().language() == l);  // one of the languages: a radio in the mirror
      focus_group(tr("settings.language"));
      // Opened by the keys, the menu starts on the language in use, not on the first (issue 76).
      if (translator().language() == l) ImGui::SetItemDefaultFocus();
      mark(std::string("language.") + std::string(language_code(l)));
    }
    ImGui::EndMenu();
  }
  mark("menu.language");
  ImGui::EndMenuBar();
}

void App::draw_banners() {
  if (!link_problems_.empty()) {
    std::string list;
    for (const auto& p : link_problems_)
      list += (list.empty() ? "" : ", ") + p.name + "=" + p.value + (p.allowed.empty() ? "" : " (" + p.allowed + ")");
    text_wrapped_coloured(kAttention, tr("banner.link", {{"list", list}}));
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("banner.dismiss"))) link_problems_.clear();
    mark("banner.link.dismiss");
  }
  if (autosave_failed() && (has_game() || view_.screen == Screen::kNewGame)) {
    text_wrapped_coloured(kAttention, tr(store_.available() ? "banner.storage_full" : "banner.storage_off"));
  }
}

void App::back_to_game() {
  form_left_ = view_.screen == Screen::kNewGame;  // said (App::say_closed_windows)
  view_.screen = game_over() ? Screen::kScore : Screen::kPlay;
  show_score_ = true;
  drop_replay();
}

}  // namespace web
