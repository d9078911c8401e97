#include "text_field.hpp"

#include <emscripten/emscripten.h>
#include <imgui.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "keyboard_focus.hpp"

namespace web {

namespace {

// Places the browser's input; returns the text typed since the last frame (malloc'd) or null.
EM_JS(char*, place_text_input, (const char* id, float x, float y, float w, float h, float font_px, float pad_px,
                                const char* value,
                                const char* hint, int digits, int max_bytes, const char* label), {
  var typed = Module['pageTextFields'].place(UTF8ToString(id), x, y, w, h, font_px, pad_px, UTF8ToString(value),
                                                UTF8ToString(hint), digits !== 0, max_bytes, UTF8ToString(label));
  return Module['pageString'](typed);
});

EM_JS(void, sweep_text_inputs, (), { Module['pageTextFields'].sweep(); });
EM_JS(void, focus_text_input, (const char* id), { Module['pageTextFields'].focus(UTF8ToString(id)); });

}  // namespace

bool text_field(const char* id, char* text, float width, const TextFieldStyle& style, bool overlay, float ui_scale) {
  ImGui::PushID(id);
  const ImGuiStyle& st = ImGui::GetStyle();
  const ImVec2 size(width, ImGui::GetFrameHeight());
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + size.x, min.y + size.y);
  // An item, so the layout, the tests' marks and the tab order of ImGui see it; a click on it
  // while the overlay is off (a window covers it) brings it into view.
  const bool clicked = ImGui::InvisibleButton("##field", size);
  focus_context(style.label);
  focus_value(text[0] ? text : style.hint);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(min, max, ImGui::GetColorU32(ImGuiCol_FrameBg), st.FrameRounding);
  focus_ring();
  // Wholly visible (not scrolled partly out of its panel) or not at all: the input cannot be cut.
  const ImVec2 clip_min = dl->GetClipRectMin(), clip_max = dl->GetClipRectMax();
  const bool visible = min.x >= clip_min.x && min.y >= clip_min.y && max.x <= clip_max.x && max.y <= clip_max.y;
  bool changed = false;
  if (overlay && visible) {
    // The ImGui layout is in logical units; the interface size (ui_scale) zooms them to CSS pixels.
    char* typed = place_text_input(id, min.x * ui_scale, min.y * ui_scale, size.x * ui_scale, size.y * ui_scale,
                                   ImGui::GetFontSize() * ui_scale, st.FramePadding.x * ui_scale, text, style.hint,
                                   style.digits ? 1 : 0, static_cast<int>(style.max_bytes), style.label);
    if (typed) {
      std::snprintf(text, style.max_bytes + 1, "%s", typed);
      std::free(typed);
      changed = true;
    }
    // A click lands on the browser's input itself: this is Space or Enter on the focused field.
    if (clicked) focus_text_input(id);
  } else {
    const ImVec2 at(min.x + st.FramePadding.x, min.y + st.FramePadding.y);
    ImGui::PushClipRect(min, max, true);
    if (text[0]) dl->AddText(at, ImGui::GetColorU32(ImGuiCol_Text), text);
    else dl->AddText(at, ImGui::GetColorU32(ImGuiCol_TextDisabled), style.hint);
    ImGui::PopClipRect();
    if (clicked) ImGui::SetScrollHereY();
  }
  ImGui::PopID();
  return changed;
}

void sweep_text_fields() { sweep_text_inputs(); }

}  // namespace web
