// The words said for the control the keys have focused (keyboard_focus.cpp): Dear ImGui gives its
// label; these add what the label alone does not say.
#pragma once

#include <string>

namespace web {

// A menu, a combo's list or any other popup is open.
bool any_popup_open();

// The words of the control the keys have focused, as the widgets named it this frame: its context,
// label, value and state ("Players: 3, chosen"); empty when it has none.
std::string focused_words();
// After a control: what it belongs to ("Player 2"), said before its label while it has the focus.
void focus_context(const std::string& words);
// After a control whose label is no name (a letter on a family's colour): its name in words,
// instead of the label ("Red (cloth merchants): 2 left for floor 1", not "R").
void focus_name(const std::string& words);
// After a control with a value its label does not show (a slider): said after its label.
void focus_value(const std::string& words);
// After a control whose choice Dear ImGui does not report (a radio button, a selectable, a swatch):
// said "chosen" or "not chosen".
void focus_chosen(bool chosen);
// After such a one-of choice: the group it is one of, for the controls' mirror (a radiogroup),
// where its context does not name it (control_mirror.hpp's mirror_group).
void focus_group(const std::string& words);
// After a checkbox: said "ticked" or "unticked".
void focus_ticked(bool ticked);
// After a control drawn by hand (an invisible button): the focus ring when the keys focused it.
void focus_ring();
// Before a control Dear ImGui 1.86 names nowhere (a combo: BeginCombo gives its test engine no
// words): what to call it, for the keys' focus and the controls' mirror, as a control that opens
// a list ("Castle lot: g5", a menu). Given to the next item laid out; focus_names_none() after the
// control forgets words no item took (a window that lays out nothing).
void focus_names_next(const std::string& words);
void focus_names_none();

}  // namespace web
