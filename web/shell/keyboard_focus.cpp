// Dear ImGui's keyboard navigation, where it cannot take a key the table plays with. It has the
// arrows, Space and Enter in an open menu or the menu bar, a window (the rules, the settings, the
// result), the new-game form and the pass-the-device screen; never at the table, where those keys
// move the board cursor, step through the moves and act on the board. F10, or Alt pressed and
// released alone, takes the keys into the menu bar and back out. The control with the focus is
// ringed and said in the live region, so the menus and forms can be used without seeing them.
#include <imgui_internal.h>

#include <string>
#include <string_view>

#include "app.hpp"
#include "browser.hpp"
#include "control_mirror.hpp"
#include "keyboard_focus.hpp"
#include "text.hpp"

namespace web {

namespace {

// What Dear ImGui's widgets call their items (ImGuiTestEngineHook_ItemInfo): the focused one's
// label and state, kept for App::say_focus.
struct FocusedItem {
  ImGuiID id = 0;
  std::string label;
  ImGuiItemStatusFlags flags = 0;
  ImGuiID context_id = 0;  // focus_context's words are for this item
  std::string context;
  ImGuiID state_id = 0;   // focus_chosen or focus_ticked spoke of this item
  const char* state_key = "";  // "focus.chosen", "focus.not_chosen", "focus.ticked", "focus.unticked"
  ImGuiID value_id = 0;   // focus_value's words are for this item
  std::string value;
};
FocusedItem focused_item;

bool last_item_focused() {
  const ImGuiContext& g = *GImGui;
  return g.NavId != 0 && g.LastItemData.ID == g.NavId;
}

// "Start the game##start" and "English###language" show only what comes before the "##".
std::string shown_part(const char* label) {
  const std::string_view s(label ? label : "");
  return std::string(s.substr(0, s.find("##")));
}

}  // namespace

bool any_popup_open() { return ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel); }

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

void App::show_focus() {
  ImGuiContext& g = *GImGui;
  g.NavDisableHighlight = false;
  g.NavDisableMouseHover = true;
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
  const FocusedItem& f = focused_item;
  const std::string label = f.id == g.NavId ? f.label : std::string();
  const std::string context = f.context_id == g.NavId ? f.context : std::string();
  // "Players: 3", "Interface size: 100 %" (a French colon has its space before it).
  std::string words = focus_words(context, label);
  if (f.value_id == g.NavId) words = focus_words(words, f.value);
  if (words.empty()) return;  // a control with no words of its own: it is still ringed
  // Chosen or not, ticked or not: said both ways ("Seat 2: Easy" alone was taken for the level
  // in use). A ticked menu item or selectable that says nothing of itself is "chosen".
  if (f.state_id == g.NavId) words += ", " + std::string(tr(f.state_key));
  else if (f.id == g.NavId && (f.flags & ImGuiItemStatusFlags_Checked)) words += ", " + std::string(tr("focus.chosen"));
  if (f.id == g.NavId && (f.flags & ImGuiItemStatusFlags_Openable)) words += ", " + std::string(tr("focus.menu"));
  const std::string key = std::to_string(g.NavId) + "/" + words;
  if (key == said_focus_) return;
  said_focus_ = key;
  announce(words);
}

std::string focus_words(const std::string& what, const std::string& detail) {
  return what.empty() ? detail : detail.empty() ? what : tr("focus.detail", {{"what", what}, {"detail", detail}});
}

void focus_context(const std::string& words) {
  mirror_context(GImGui->LastItemData.ID, words);
  if (!last_item_focused()) return;  // a frame lays out hundreds of controls: only the focused one's words are kept
  focused_item.context_id = GImGui->NavId;
  focused_item.context = words;
}

void focus_value(const std::string& words) {
  mirror_value(GImGui->LastItemData.ID, words);
  if (!last_item_focused()) return;
  focused_item.value_id = GImGui->NavId;
  focused_item.value = words;
}

void focus_ring() {
  const ImGuiContext& g = *GImGui;
  ImGui::RenderNavHighlight(g.LastItemData.Rect, g.LastItemData.ID);
}

void focus_chosen(bool chosen) {
  mirror_chosen(GImGui->LastItemData.ID, chosen);
  if (!last_item_focused()) return;
  focused_item.state_id = GImGui->NavId;
  focused_item.state_key = chosen ? "focus.chosen" : "focus.not_chosen";
}

void focus_ticked(bool ticked) {
  mirror_chosen(GImGui->LastItemData.ID, ticked);
  if (!last_item_focused()) return;
  focused_item.state_id = GImGui->NavId;
  focused_item.state_key = ticked ? "focus.ticked" : "focus.unticked";
}

}  // namespace web

// Dear ImGui's hooks for a test engine (IMGUI_ENABLE_TEST_ENGINE, web/CMakeLists.txt): each
// widget names its item here as it is laid out: every one for the page's DOM controls
// (control_mirror.hpp), the focused one kept to be said.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext*, const ImRect&, ImGuiID) {}
void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
  web::mirror_item(*ctx, id, label, flags);
  if (id != ctx->NavId || id == 0) return;
  web::focused_item.id = id;
  web::focused_item.label = web::shown_part(label);
  web::focused_item.flags = flags;
}
void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
