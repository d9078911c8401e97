#include "theme.hpp"

#include <array>

#include "palette_data.hpp"
#include "text.hpp"

namespace web {

namespace {

Palette g_palette = Palette::kClassic;

}  // namespace

void set_palette(Palette p) { g_palette = p; }
Palette palette() { return g_palette; }

ImU32 player_colour(int colour) { return to_imgui(player_colours(g_palette).fill[static_cast<std::size_t>(colour & 3)]); }
ImU32 player_ink(int colour) { return to_imgui(player_colours(g_palette).ink[static_cast<std::size_t>(colour & 3)]); }
std::string player_colour_name(int colour) { return tr("colour." + std::to_string(colour & 3)); }
ImU32 neutral_worker_colour() { return to_imgui(kNeutralWorker); }

void draw_player_mark(ImDrawList* dl, ImVec2 c, float r, int colour) {
  const ImU32 ink = player_ink(colour);
  const float t = std::max(1.5f, r * 0.22f);
  switch (colour & 3) {
    case 0: dl->AddCircleFilled(c, r * 0.3f, ink); break;
    case 1: dl->AddLine(ImVec2(c.x - r * 0.5f, c.y), ImVec2(c.x + r * 0.5f, c.y), ink, t); break;
    case 2:
      dl->AddTriangleFilled(ImVec2(c.x, c.y - r * 0.45f), ImVec2(c.x - r * 0.45f, c.y + r * 0.35f),
                            ImVec2(c.x + r * 0.45f, c.y + r * 0.35f), ink);
      break;
    default:
      dl->AddLine(ImVec2(c.x - r * 0.45f, c.y), ImVec2(c.x + r * 0.45f, c.y), ink, t);
      dl->AddLine(ImVec2(c.x, c.y - r * 0.45f), ImVec2(c.x, c.y + r * 0.45f), ink, t);
      break;
  }
}

void set_touch_sizes(bool touch) {
  ImGuiStyle& style = ImGui::GetStyle();
  style.FramePadding.y = touch ? 10.0f : 6.0f;
  style.ItemSpacing.y = touch ? 9.0f : 7.0f;
}

void apply_style() {
  ImGui::StyleColorsDark();
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 6.0f;
  style.ChildRounding = 6.0f;
  style.FrameRounding = 5.0f;
  style.GrabRounding = 5.0f;
  style.PopupRounding = 6.0f;
  style.FramePadding = ImVec2(10.0f, 6.0f);
  style.ItemSpacing = ImVec2(8.0f, 7.0f);
  style.WindowPadding = ImVec2(12.0f, 10.0f);
  style.ScrollbarSize = 14.0f;
  style.GrabMinSize = 14.0f;
  ImVec4* c = style.Colors;
  c[ImGuiCol_WindowBg] = ImVec4(0.13f, 0.14f, 0.17f, 1.0f);
  c[ImGuiCol_ChildBg] = ImVec4(0.17f, 0.18f, 0.21f, 1.0f);
  c[ImGuiCol_PopupBg] = ImVec4(0.15f, 0.16f, 0.19f, 0.98f);
  c[ImGuiCol_Button] = ImVec4(0.55f, 0.40f, 0.16f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.70f, 0.52f, 0.22f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.80f, 0.60f, 0.26f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.45f, 0.34f, 0.16f, 1.0f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.60f, 0.45f, 0.20f, 1.0f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.70f, 0.52f, 0.22f, 1.0f);
  c[ImGuiCol_Tab] = ImVec4(0.30f, 0.24f, 0.14f, 1.0f);
  c[ImGuiCol_TabHovered] = ImVec4(0.60f, 0.45f, 0.20f, 1.0f);
  c[ImGuiCol_TabActive] = ImVec4(0.55f, 0.40f, 0.16f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.24f, 0.25f, 0.29f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.32f, 0.33f, 0.38f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(0.95f, 0.75f, 0.35f, 1.0f);
  c[ImGuiCol_SliderGrab] = ImVec4(0.85f, 0.65f, 0.30f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.40f, 0.30f, 0.14f, 1.0f);
  c[ImGuiCol_MenuBarBg] = ImVec4(0.10f, 0.11f, 0.13f, 1.0f);
  // The keyboard's focus ring: the board cursor's gold (art.cpp), bright on every panel.
  c[ImGuiCol_NavHighlight] = kGold;
}

}  // namespace web
