// The page's keys outside the table: Dear ImGui's keyboard navigation, where it cannot take a key
// the table plays with. It has the arrows, Space and Enter in an open menu or the menu bar, a
// window (the rules, the settings, the result), the new-game form and the pass-the-device screen;
// never at the table, where those keys move the board cursor, step through the moves and act on
// the board. F10, or Alt pressed and released alone, takes the keys into the menu bar and back
// out. The control with the focus is ringed and said in the live region (keyboard_focus.hpp's
// words), so the menus and forms can be used without seeing them.
#include <imgui_internal.h>

#include <string>
#include <vector>

#include "app.hpp"
#include "browser.hpp"
#include "keyboard_focus.hpp"
#include "text.hpp"

namespace web {

bool App::in_menus() const {
  const ImGuiContext& g = *GImGui;
  return any_popup_open() || (g.NavWindow && g.NavLayer == ImGuiNavLayer_Menu);
}

bool App::keys_move_focus() const {
  if (in_menus() || show_rules_ || show_settings_) return true;
  switch (view_.screen) {
    case Screen::kNewGame: return true;
    case Screen::kScore: return true;  // the result's buttons, or the one that shows it again
    case Screen::kPlay: return pass_to() >= 0;
    case Screen::kReplay: return false;
  }
  return false;
}

void App::toggle_menus() {
  if (embed_) return;  // the compact embed has no menu bar
  if (!in_menus()) {
    enter_menus_ = true;  // draw_menu_bar takes it: the bar's window exists only during the frame
    return;
  }
  ImGuiContext& g = *GImGui;
  if (any_popup_open()) ImGui::ClosePopupToLevel(0, /*restore_focus_to_window_under_popup=*/true);
  if (g.NavWindow && g.NavLayer == ImGuiNavLayer_Menu)
    ImGui::SetNavID(g.NavWindow->NavLastIds[ImGuiNavLayer_Main], ImGuiNavLayer_Main, 0, g.NavWindow->NavRectRel[ImGuiNavLayer_Main]);
}

// Esc in the menus: an open menu closes, back to its name in the bar when the keys opened it;
// from the bar, the keys go back to the table.
void App::leave_menu_level() {
  ImGuiContext& g = *GImGui;
  if (!any_popup_open()) {
    toggle_menus();
    return;
  }
  ImGuiWindow* bar = g.OpenPopupStack[0].SourceWindow;  // the menu's name is in its menu bar
  ImGui::ClosePopupToLevel(0, /*restore_focus_to_window_under_popup=*/true);
  if (g.NavDisableHighlight || !bar || !bar->WasActive || bar->NavLastIds[ImGuiNavLayer_Menu] == 0) return;  // opened by a click
  ImGui::FocusWindow(bar);
  ImGui::SetNavID(bar->NavLastIds[ImGuiNavLayer_Menu], ImGuiNavLayer_Menu, 0, bar->NavRectRel[ImGuiNavLayer_Menu]);
}

void App::take_menu_bar_focus() {
  if (!enter_menus_) return;
  enter_menus_ = false;
  ImGuiContext& g = *GImGui;
  ImGuiWindow* bar = ImGui::GetCurrentWindow();
  ImGui::FocusWindow(bar);
  g.NavLayer = ImGuiNavLayer_Menu;
  ImGui::NavInitWindow(bar, /*force_reinit=*/true);  // its first menu, as its items are laid out
  show_focus();
}

void App::focus_screen(const char* screen, bool ring) {
  if (focused_screen_ == screen) return;
  focused_screen_ = screen;
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  ImGui::FocusWindow(window);
  ImGui::NavInitWindow(window, /*force_reinit=*/true);
  if (keys_used_last_) show_focus();
  else if (ring) GImGui->NavDisableHighlight = false;  // the pointer still hovers and clicks as before
}

void App::focus_last_item() {
  if (!keys_used_last_) return;
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  ImGui::FocusWindow(window);
  ImGui::SetFocusID(ImGui::GetItemID(), window);
  show_focus();
}

void App::show_focus() {
  ImGuiContext& g = *GImGui;
  g.NavDisableHighlight = false;
  g.NavDisableMouseHover = true;
}

std::string App::where_keys_act() const {
  if (in_menus() || show_rules_ || show_settings_) return "";
  if (view_.screen == Screen::kPlay && pass_to() < 0) return tr("move.left_field");
  return tr("keys.at_controls");
}

// At a frame's start: what closed since the last frame, said with where the keys act now (the
// rules closed by F1, Esc or their ×, the settings by Esc or Close, the result hidden, the form
// left for the game, the replay closed by Esc or its button). Nothing said for a window that a
// new screen replaced.
void App::say_closed_windows() {
  Closed closed;
  closed.rules = drawn_rules_ && !show_rules_;
  closed.settings = drawn_settings_ && !show_settings_;
  closed.score = drawn_score_ && !show_score_ && view_.screen == Screen::kScore;
  closed.form = form_left_ && view_.screen != Screen::kNewGame;
  closed.replay = view_.screen == Screen::kReplay ? ReplayClosedTo::kNone : replay_closed_;
  drawn_rules_ = show_rules_;
  drawn_settings_ = show_settings_;
  drawn_score_ = show_score_ && view_.screen == Screen::kScore;
  form_left_ = false;
  replay_closed_ = ReplayClosedTo::kNone;
  // On the result its focused control is said; back from the replay, where the keys are too.
  const bool say_where = view_.screen != Screen::kScore || closed.replay != ReplayClosedTo::kNone;
  const std::string said = closed_words(translator(), closed, say_where ? where_keys_act() : std::string());
  if (!said.empty()) announce(said);
}

// The rules window (F1) says the section it shows, whole: its title and text, each time another
// is shown (the arrows through the list, a click, the mirror), not only the section's name.
void App::say_rules_section() {
  if (!show_rules_) {
    said_rules_section_ = -2;
    return;
  }
  if (said_rules_section_ == rules_section_) return;
  said_rules_section_ = rules_section_;
  const std::vector<TextSection> sections = rules_text();
  if (sections.empty()) return;
  const std::size_t at = rules_section_ < 0 || rules_section_ + 1 >= static_cast<int>(sections.size())
                             ? sections.size() - 1
                             : static_cast<std::size_t>(rules_section_);
  std::string words = sections[at].heading + ".";
  for (const std::string& line : sections[at].lines) {
    if (line.empty()) continue;
    words += " " + line;
    if (const char end = line.back(); end != '.' && end != '!' && end != '?' && end != ':') words += ".";
  }
  announce(words);
}

// Once per frame, after it is laid out: the focused control, when it changed and the keys moved
// it, in the live region ("Players: 3, chosen").
void App::say_focus() {
  const ImGuiContext& g = *GImGui;
  const bool keys = keys_move_focus();
  if (!keys) focused_screen_.clear();
  if (!keys || g.NavDisableHighlight || g.NavId == 0) {
    said_focus_.clear();
    return;
  }
  const std::string words = focused_words();
  if (words.empty()) return;  // a control with no words of its own: it is still ringed
  const std::string key = std::to_string(g.NavId) + "/" + words;
  if (key == said_focus_) return;
  said_focus_ = key;
  announce(words);
}

}  // namespace web
