#include "widgets.hpp"

#include <algorithm>
#include <cmath>

#include "move_log.hpp"
#include "text.hpp"
#include "theme.hpp"

namespace web {

void chip(ImU32 fill, ImU32 ink, const std::string& text, float size) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float w = std::max(size, ImGui::CalcTextSize(text.c_str()).x + 10);
  dl->AddRectFilled(p, ImVec2(p.x + w, p.y + size), fill, 5.0f);
  dl->AddRect(p, ImVec2(p.x + w, p.y + size), IM_COL32(0, 0, 0, 120), 5.0f);
  const ImVec2 t = ImGui::CalcTextSize(text.c_str());
  dl->AddText(ImVec2(p.x + (w - t.x) / 2, p.y + (size - t.y) / 2), ink, text.c_str());
  ImGui::Dummy(ImVec2(w, size));
}

void family_chip(int family, const std::string& number, float size) {
  const std::string letter = family_letter_text(translator(), family);
  const float letter_w = ImGui::CalcTextSize(letter.c_str()).x * 0.7f + 6;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float w = std::max(size, ImGui::CalcTextSize(number.c_str()).x + letter_w + 10);
  dl->AddRectFilled(p, ImVec2(p.x + w, p.y + size), family_colour(family), 5.0f);
  dl->AddRect(p, ImVec2(p.x + w, p.y + size), IM_COL32(0, 0, 0, 120), 5.0f);
  ImFont* font = ImGui::GetFont();
  const float small = ImGui::GetFontSize() * 0.7f;
  dl->AddText(font, small, ImVec2(p.x + 3, p.y + 1), family_ink(family), letter.c_str());
  const ImVec2 t = ImGui::CalcTextSize(number.c_str());
  dl->AddText(ImVec2(p.x + letter_w / 2 + (w - t.x) / 2, p.y + (size - t.y) / 2), family_ink(family), number.c_str());
  ImGui::Dummy(ImVec2(w, size));
}

void spinner(double now_ms, float radius, ImU32 colour) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 c(p.x + radius, p.y + radius);
  const float start = static_cast<float>(std::fmod(now_ms / 1000.0 * 6.0, 2 * M_PI));
  dl->PathArcTo(c, radius, start, start + 4.5f, 24);
  dl->PathStroke(colour, 0, 3.0f);
  ImGui::Dummy(ImVec2(radius * 2, radius * 2));
}

void player_token(int colour, float radius) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 c(p.x + radius, p.y + radius);
  dl->AddCircleFilled(c, radius, player_colour(colour));
  dl->AddCircle(c, radius, IM_COL32(30, 30, 30, 255), 0, 1.0f);
  draw_player_mark(dl, c, radius, colour);
  ImGui::Dummy(ImVec2(radius * 2, radius * 2));
}

bool checkbox_wrapped(const char* id, const char* label, bool& value) {
  const bool changed = ImGui::Checkbox(id, &value);
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextWrapped("%s", label);
  if (ImGui::IsItemClicked()) {
    value = !value;
    return true;
  }
  return changed;
}

void text_wrapped_coloured(const ImVec4& colour, const std::string& text) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

}  // namespace web
