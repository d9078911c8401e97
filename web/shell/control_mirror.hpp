// The page's controls as the DOM's (web/control_mirror.js), for screen readers: the canvas is one
// element to them, and in NVDA's or JAWS's browse mode the arrows never reach it. Each frame the
// controls Dear ImGui lays out (its test-engine hook, keyboard_focus.cpp) are collected with their
// words and state; when they change, the page gets them as a list of buttons, checkboxes and
// menus out of sight, which a screen reader reads and presses like any page's (web/README.md says
// why this and not a canvas with role="application"). A pressed one is pressed in Dear ImGui by
// its id (ImGui::ActivateItem), as Space on the focused control would.
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

#include <string>

namespace web {

// Starts the frame's list.
void mirror_begin_frame();
// A control laid out (from ImGuiTestEngineHook_ItemInfo): its id, label ("Start##start" shows
// "Start") and state. Only a control in sight in its window is kept.
void mirror_item(const ImGuiContext& g, ImGuiID id, const char* label, ImGuiItemStatusFlags flags);
// The words keyboard_focus.hpp adds to the control laid out last: what it belongs to, a value
// its label does not show, a choice Dear ImGui does not report.
void mirror_context(ImGuiID id, const std::string& words);
void mirror_value(ImGuiID id, const std::string& words);
// The control `id` is called `words`, not by its label (a letter on a coloured button).
void mirror_name(ImGuiID id, const std::string& words);
// A one-of choice (a radio button, a selectable, a swatch): a radio in its group; a tick box.
void mirror_chosen(ImGuiID id, bool chosen);
void mirror_ticked(ImGuiID id, bool ticked);
// The group a one-of choice belongs to, named, where its context is not that name (a seat's
// level beside its kind, both "Seat 2"; the language menu's items, which have no context).
void mirror_group(ImGuiID id, const std::string& words);
// A tab just laid out, and whether it is the one shown. Dear ImGui 1.86 names a tab before it is
// laid out, with the item before it in LastItemData, so the first tab of a bar was lost: the tab
// is named here again once it is.
void mirror_tab(ImGuiID id, const std::string& label, bool shown);
// The frame's controls as JSON ({"title", "controls": [{"id", "name", "kind", "checked", "group"}]}:
// kind button, menu, tab, check or radio; a radio's group is its radiogroup's name), each
// named as the keys' focus names it ("Seat 2: Easy", keyboard_focus.hpp), or "" when they are
// the ones sent last.
std::string mirror_end_frame(const std::string& title);

}  // namespace web
