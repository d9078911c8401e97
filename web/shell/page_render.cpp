// Fonts and the GL side of a frame.
#include <SDL_opengles2.h>
#include <emscripten/emscripten.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>

#include "page.hpp"

namespace web {

namespace {

// Limits every draw command to `rect` (min x, min y, max x, max y); the backend skips commands
// whose clip rectangle becomes empty.
void clip_draw_data(ImDrawData* data, ImVec4 rect) {
  for (int l = 0; l < data->CmdListsCount; ++l)
    for (ImDrawCmd& cmd : data->CmdLists[l]->CmdBuffer) {
      cmd.ClipRect.x = std::max(cmd.ClipRect.x, rect.x);
      cmd.ClipRect.y = std::max(cmd.ClipRect.y, rect.y);
      cmd.ClipRect.z = std::min(cmd.ClipRect.z, rect.z);
      cmd.ClipRect.w = std::min(cmd.ClipRect.w, rect.w);
    }
}

}  // namespace

// Fonts are rasterised at the device pixel ratio times the UI scale and scaled back, so text
// stays crisp at every size.
void load_fonts(Page& page) {
  const float ratio = static_cast<float>(emscripten_get_device_pixel_ratio()) * page.app->ui_scale();
  if (ratio == page.font_scale) return;
  page.font_scale = ratio;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // Basic Latin, Latin-1 and Latin Extended-A (French and German), punctuation, euro.
  static const ImWchar kRanges[] = {0x0020, 0x00FF, 0x0100, 0x017F, 0x2010, 0x2027, 0x20AC, 0x20AC, 0};
  ImFontConfig config;
  config.OversampleH = 1;
  config.OversampleV = 1;
  io.Fonts->AddFontFromFileTTF("/ui-font.ttf", 16.0f * ratio, &config, kRanges);
  io.Fonts->AddFontFromFileTTF("/ui-font.ttf", 30.0f * ratio, &config, kRanges);  // headings (last)
  io.FontGlobalScale = 1.0f / ratio;
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
}

void render_frame(Page& page, bool partial) {
  ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.137f, 0.149f, 0.176f, 1.0f);
  if (partial) {
    const ImVec4 live = page.app->live_rect();
    clip_draw_data(ImGui::GetDrawData(), live);
    const float sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
    glEnable(GL_SCISSOR_TEST);
    glScissor(static_cast<int>(live.x * sx), static_cast<int>((io.DisplaySize.y - live.w) * sy),
              static_cast<int>((live.z - live.x) * sx), static_cast<int>((live.w - live.y) * sy));
    glClear(GL_COLOR_BUFFER_BIT);
    glDisable(GL_SCISSOR_TEST);
  } else {
    glClear(GL_COLOR_BUFFER_BIT);
    page.full_frame_signature = page.app->signature();
  }
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

}  // namespace web
