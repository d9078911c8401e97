// What Dear ImGui's keyboard navigation has focused, in words: each widget names its item as it is
// laid out (the test engine's hooks below), the drawing code adds what the label alone does not
// say, and App::say_focus (app_focus.cpp) says it.
#include <imgui_internal.h>

#include <string>
#include <string_view>

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

// focus_names_next's words, for the next item laid out.
std::string next_words;
bool next_named = false;

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

// "Players: 3, chosen": the focused control's context, label, value and state.
std::string focused_words() {
  const ImGuiContext& g = *GImGui;
  const FocusedItem& f = focused_item;
  const std::string label = f.id == g.NavId ? f.label : std::string();
  const std::string context = f.context_id == g.NavId ? f.context : std::string();
  // "Players: 3", "Interface size: 100 %" (a French colon has its space before it).
  std::string words = focus_words(context, label);
  if (f.value_id == g.NavId) words = focus_words(words, f.value);
  if (words.empty()) return words;  // a control with no words of its own: it is still ringed
  // Chosen or not, ticked or not: said both ways ("Seat 2: Easy" alone was taken for the level
  // in use). A ticked menu item or selectable that says nothing of itself is "chosen".
  if (f.state_id == g.NavId) words += ", " + std::string(tr(f.state_key));
  else if (f.id == g.NavId && (f.flags & ImGuiItemStatusFlags_Checked)) words += ", " + std::string(tr("focus.chosen"));
  if (f.id == g.NavId && (f.flags & ImGuiItemStatusFlags_Openable)) words += ", " + std::string(tr("focus.menu"));
  return words;
}

void focus_context(const std::string& words) {
  mirror_context(GImGui->LastItemData.ID, words);
  if (!last_item_focused()) return;  // a frame lays out hundreds of controls: only the focused one's words are kept
  focused_item.context_id = GImGui->NavId;
  focused_item.context = words;
}

void focus_name(const std::string& words) {
  mirror_name(GImGui->LastItemData.ID, words);
  if (!last_item_focused() || focused_item.id != GImGui->NavId) return;
  focused_item.label = words;
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

void focus_group(const std::string& words) { mirror_group(GImGui->LastItemData.ID, words); }

void focus_names_next(const std::string& words) {
  next_words = words;
  next_named = true;
}
void focus_names_none() { next_named = false; }

void focus_ticked(bool ticked) {
  mirror_ticked(GImGui->LastItemData.ID, ticked);
  if (!last_item_focused()) return;
  focused_item.state_id = GImGui->NavId;
  focused_item.state_key = ticked ? "focus.ticked" : "focus.unticked";
}

}  // namespace web

// Dear ImGui's hooks for a test engine (IMGUI_ENABLE_TEST_ENGINE, web/CMakeLists.txt): each
// widget names its item here as it is laid out: every one for the page's DOM controls
// (control_mirror.hpp), the focused one kept to be said.
// Every item laid out (its rectangle and id already in LastItemData): one that names itself nowhere
// takes focus_names_next's words here.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect&, ImGuiID id) {
  if (!web::next_named || id == 0) return;
  web::next_named = false;
  ImGuiTestEngineHook_ItemInfo(ctx, id, web::next_words.c_str(), ctx->LastItemData.StatusFlags | ImGuiItemStatusFlags_Openable);
}
void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags flags) {
  web::mirror_item(*ctx, id, label, flags);
  if (id != ctx->NavId || id == 0) return;
  web::focused_item.id = id;
  web::focused_item.label = web::shown_part(label);
  web::focused_item.flags = flags;
}
void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
