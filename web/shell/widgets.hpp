// Small drawing helpers shared by the panels: coloured chips with a number, a spinner, the
// player chip with its mark.
#pragma once

#include <imgui.h>

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace web {

// A coloured chip with a text on it: seals, values, supplies.
void chip(ImU32 fill, ImU32 ink, const std::string& text, float size = 26.0f);
void spinner(double now_ms, float radius, ImU32 colour);
// A square on screen: its top-left and bottom-right corners.
using ScreenRect = std::pair<ImVec2, ImVec2>;
// Where an advice tag was drawn and the squares it tells of.
struct AdviceTag {
  ScreenRect tag;
  std::vector<ScreenRect> squares;
};
// A short text in the advice colour on a dark tag beside the advised squares (the first one the
// top-left-most): above the first, or below, right or left of it, the first place that covers
// none of them, kept inside `clip_min` .. `clip_max` (the board); over the first square's corner
// only where nothing else fits. The hint's estimated worth, the review's "computer's choice".
// None for an empty text or no squares.
std::optional<AdviceTag> advice_tag(ImDrawList* dl, std::vector<ScreenRect> squares, const std::string& text,
                                    ImVec2 clip_min, ImVec2 clip_max);
// The board's area as one invisible button taking both mouse buttons: `min` and `max` in the
// window's coordinates; returns them on screen.
std::pair<ImVec2, ImVec2> board_button(ImVec2 min, ImVec2 max);
// A round token in a player colour with its mark.
void player_token(int colour, float radius);
// ImGui::RadioButton, which also says whether it is chosen while the keys focus it.
bool radio(const char* label, bool active);
// ImGui::Checkbox, which also says whether it is ticked while the keys focus it.
bool checkbox(const char* label, bool& value);
// A checkbox whose label wraps to the width available (long labels on a phone).
bool checkbox_wrapped(const char* id, const char* label, bool& value);
// A radio button whose label wraps the same way; true when clicked (button or label).
bool radio_wrapped(const char* id, const char* label, bool active);
// Before an item `width` wide that would follow on the line: stays on the line when it fits,
// else starts a new one `indent` in.
void same_line_if_fits(float width, float indent);
// ImGui::BeginCombo, named for the keys' focus and the controls' mirror by `words` ("Castle lot:
// g5"), a control that opens a list: Dear ImGui 1.86's combo names itself nowhere, so the mirror
// left it out (issue 76). Its items say they are chosen (focus_chosen) and their group.
bool named_combo(const char* label, const std::string& preview, const std::string& words, ImGuiComboFlags flags = 0);
// A radio button's width with its label.
float radio_width(const char* label);
// The width of `text`'s widest word (what a wrapped line needs at the least).
float widest_word(const std::string& text);
// Wrapped text in a colour.
void text_wrapped_coloured(const ImVec4& colour, const std::string& text);
// Inside Begin/End: moves the current window back inside the screen (after the interface size
// or the browser window changed, or a drag took it away), shrinking it if it is larger.
void keep_window_on_screen();

// The last item's tooltip, beside it rather than at the pointer, whose default place covered the
// very words it explains (issue 48: the hint, card names, "Face-up cards"): just below the item,
// or just above it when the screen has no room below; kept on the screen sideways.
void tooltip_beside_item(const std::string& text);
// The current table's headings: wrapped when `wrap` (a phone, rather than cut to "Or avant la…"),
// else Dear ImGui's own row.
void table_headings(bool wrap);

// Begins the rules window, centred when it appears, at most `max` large: false (and ended) when
// it is collapsed. `title` is shown; the window's id stays "rules" whatever the language.
bool begin_rules_window(const std::string& title, ImVec2 max, bool* open);
// The rules window's sections: a list beside the text, or a combo above it when the window is
// narrow, with the keyboard shortcuts (section -1) last. `titles` are the sections' titles;
// `mark` names each control for the tests ("rules.section.N", "rules.section.keys",
// "rules.sections"). Leaves the cursor where the section's text goes.
void rules_sections(int& section, const std::vector<std::string>& titles, const std::string& keys_title,
                    const std::function<void(const std::string&)>& mark);
void end_rules_sections();  // after the section's text
// A table of keyboard shortcuts, a row a (keys, what they do): the keys' column as wide as its
// widest entry (at most 40%), so the descriptions keep the rest and wrap once, not a word or two
// a line.
void shortcut_table(std::vector<std::pair<std::string, std::string>> rows);
// A game's keyboard shortcuts as rows for that table: the texts PREFIX + key + ".key" and ".what".
std::vector<std::pair<std::string, std::string>> shortcut_rows(std::string_view prefix, std::span<const char* const> keys);
// The same rows as lines of text ("Space: ..."), for the rules and keys written out in #help.
std::vector<std::string> shortcut_lines(const std::vector<std::pair<std::string, std::string>>& rows);

// A board's coordinates (letters, numbers) stand in a strip on its left and top: 0.6 of a square,
// up to kCoordinateStrip (a large board keeps its squares, not wider margins).
inline constexpr float kCoordinateStrip = 18.0f;
inline float coordinate_strip(float cell) { return cell * 0.6f < kCoordinateStrip ? cell * 0.6f : kCoordinateStrip; }
// The side of a square when `squares` of them and the strip fill `room`, with 8 px kept for the
// board's frame (4 px each side).
inline float board_cell(float room, float squares) {
  const float cell = (room - 8) / (squares + 0.6f);
  return cell * 0.6f > kCoordinateStrip ? (room - 8 - kCoordinateStrip) / squares : cell;
}

}  // namespace web
