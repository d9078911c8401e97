#include "theme.hpp"

#include <array>

namespace web {

namespace {
constexpr std::array<ImU32, 4> kFamily = {IM_COL32(196, 40, 40, 255), IM_COL32(120, 128, 24, 255),
                                          IM_COL32(28, 28, 30, 255), IM_COL32(186, 190, 198, 255)};
constexpr std::array<ImU32, 4> kFamilyInk = {IM_COL32_WHITE, IM_COL32_WHITE, IM_COL32_WHITE,
                                             IM_COL32(20, 20, 20, 255)};
constexpr std::array<const char*, 4> kFamilyLabel = {"Red (cloth merchants)", "Olive (spice merchants)",
                                                     "Black (carpenters)", "Silver (silversmiths)"};
constexpr std::array<ImU32, 4> kPlayer = {IM_COL32(250, 214, 40, 255), IM_COL32(244, 132, 30, 255),
                                          IM_COL32(60, 170, 80, 255), IM_COL32(150, 90, 200, 255)};
constexpr std::array<ImU32, 4> kPlayerInk = {IM_COL32(20, 20, 20, 255), IM_COL32(20, 20, 20, 255),
                                             IM_COL32_WHITE, IM_COL32_WHITE};
constexpr std::array<const char*, 4> kPlayerName = {"yellow", "orange", "green", "violet"};
}  // namespace

ImU32 family_colour(int family) { return kFamily[static_cast<std::size_t>(family & 3)]; }
ImU32 family_ink(int family) { return kFamilyInk[static_cast<std::size_t>(family & 3)]; }
const char* family_label(int family) { return kFamilyLabel[static_cast<std::size_t>(family & 3)]; }
ImU32 player_colour(int seat) { return kPlayer[static_cast<std::size_t>(seat & 3)]; }
ImU32 player_ink(int seat) { return kPlayerInk[static_cast<std::size_t>(seat & 3)]; }
const char* player_colour_name(int seat) { return kPlayerName[static_cast<std::size_t>(seat & 3)]; }
ImU32 neutral_worker_colour() { return IM_COL32(245, 245, 240, 255); }

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
  ImVec4* c = style.Colors;
  c[ImGuiCol_WindowBg] = ImVec4(0.13f, 0.14f, 0.17f, 1.0f);
  c[ImGuiCol_ChildBg] = ImVec4(0.17f, 0.18f, 0.21f, 1.0f);
  c[ImGuiCol_Button] = ImVec4(0.55f, 0.40f, 0.16f, 1.0f);
  c[ImGuiCol_ButtonHovered] = ImVec4(0.70f, 0.52f, 0.22f, 1.0f);
  c[ImGuiCol_ButtonActive] = ImVec4(0.80f, 0.60f, 0.26f, 1.0f);
  c[ImGuiCol_Header] = ImVec4(0.45f, 0.34f, 0.16f, 1.0f);
  c[ImGuiCol_HeaderHovered] = ImVec4(0.60f, 0.45f, 0.20f, 1.0f);
  c[ImGuiCol_HeaderActive] = ImVec4(0.70f, 0.52f, 0.22f, 1.0f);
  c[ImGuiCol_FrameBg] = ImVec4(0.24f, 0.25f, 0.29f, 1.0f);
  c[ImGuiCol_FrameBgHovered] = ImVec4(0.32f, 0.33f, 0.38f, 1.0f);
  c[ImGuiCol_CheckMark] = ImVec4(0.95f, 0.75f, 0.35f, 1.0f);
  c[ImGuiCol_SliderGrab] = ImVec4(0.85f, 0.65f, 0.30f, 1.0f);
  c[ImGuiCol_TitleBgActive] = ImVec4(0.40f, 0.30f, 0.14f, 1.0f);
}

}  // namespace web
