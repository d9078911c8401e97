// Fonts and the GL side of a frame.
#include <SDL_opengles2.h>
#include <emscripten/emscripten.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <vector>

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

// Drops, from every draw command, the triangles that touch none of `rects`: a partial frame
// then hands the GPU only what it redraws, however much the whole board holds (software WebGL
// sets up every triangle it is given, scissored or not). The draw data is this frame's alone.
void keep_triangles_within(ImDrawData* data, const std::vector<ImVec4>& rects) {
  for (int l = 0; l < data->CmdListsCount; ++l) {
    ImDrawList* list = data->CmdLists[l];
    for (ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback) continue;
      ImDrawIdx* idx = list->IdxBuffer.Data + cmd.IdxOffset;
      const ImDrawVert* v = list->VtxBuffer.Data + cmd.VtxOffset;
      unsigned kept = 0;
      for (unsigned i = 0; i + 2 < cmd.ElemCount; i += 3) {
        const ImVec2 a = v[idx[i]].pos, b = v[idx[i + 1]].pos, c = v[idx[i + 2]].pos;
        const float x0 = std::min({a.x, b.x, c.x}), x1 = std::max({a.x, b.x, c.x});
        const float y0 = std::min({a.y, b.y, c.y}), y1 = std::max({a.y, b.y, c.y});
        const bool touches = std::any_of(rects.begin(), rects.end(),
                                         [&](const ImVec4& r) { return x0 <= r.z && x1 >= r.x && y0 <= r.w && y1 >= r.y; });
        if (!touches) continue;
        idx[kept] = idx[i];
        idx[kept + 1] = idx[i + 1];
        idx[kept + 2] = idx[i + 2];
        kept += 3;
      }
      cmd.ElemCount = kept;
    }
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
  ImDrawData* data = ImGui::GetDrawData();
  const std::vector<ImVec4>& live = page.app->live_rects();
  if (partial) {
    // Each live rectangle, of the last frame (what moved away) and of this one, cleared and
    // drawn again; the draw commands outside it are skipped by their clip rectangles.
    std::vector<ImVec4> rects = page.last_live_rects;
    for (const ImVec4& r : live)
      if (std::none_of(rects.begin(), rects.end(), [&](const ImVec4& o) { return o.x == r.x && o.y == r.y && o.z == r.z && o.w == r.w; }))
        rects.push_back(r);
    keep_triangles_within(data, rects);
    std::vector<ImVec4> clips;
    for (int l = 0; l < data->CmdListsCount; ++l)
      for (const ImDrawCmd& cmd : data->CmdLists[l]->CmdBuffer) clips.push_back(cmd.ClipRect);
    const float sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
    for (const ImVec4& rect : rects) {
      std::size_t k = 0;
      for (int l = 0; l < data->CmdListsCount; ++l)
        for (ImDrawCmd& cmd : data->CmdLists[l]->CmdBuffer) cmd.ClipRect = clips[k++];
      clip_draw_data(data, rect);
      glEnable(GL_SCISSOR_TEST);
      glScissor(static_cast<int>(rect.x * sx), static_cast<int>((io.DisplaySize.y - rect.w) * sy),
                static_cast<int>((rect.z - rect.x) * sx), static_cast<int>((rect.w - rect.y) * sy));
      glClear(GL_COLOR_BUFFER_BIT);
      glDisable(GL_SCISSOR_TEST);
      ImGui_ImplOpenGL3_RenderDrawData(data);
    }
  } else {
    glClear(GL_COLOR_BUFFER_BIT);
    page.full_frame_signature = page.app->signature();
    ImGui_ImplOpenGL3_RenderDrawData(data);
  }
  page.last_live_rects = live;
}

}  // namespace web
