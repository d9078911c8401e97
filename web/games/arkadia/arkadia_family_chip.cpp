#include "arkadia_family_chip.hpp"

#include <imgui.h>

#include <algorithm>

#include "arkadia_move_log.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "art.hpp"
#include "theme.hpp"

namespace web {

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

void seal_chip(int family, const std::string& number, float size) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 t = ImGui::CalcTextSize(number.c_str());
  wax_seal(ImGui::GetWindowDrawList(), ImVec2(p.x + size / 2, p.y + size / 2), size * 0.46f, family_colour(family), family_ink(family),
           family_letter_text(translator(), family));
  ImGui::GetWindowDrawList()->AddText(ImVec2(p.x + size + 3, p.y + (size - t.y) / 2), ImGui::GetColorU32(ImGuiCol_Text), number.c_str());
  ImGui::Dummy(ImVec2(size + 5 + t.x, size));
}

}  // namespace web
