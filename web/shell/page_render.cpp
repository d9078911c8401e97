// Fonts and the GL side of a frame.
#include <SDL_opengles2.h>
#include <emscripten/emscripten.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "page.hpp"

namespace web {

namespace {

// Each pass uploads every vertex of every list it is handed, and calls GL for every command, even
// one with no triangle left: a list keeps only the commands that still draw and the vertices they
// use (its indices renumbered), so a frame that redraws the status line uploads that, not the board.
void drop_unused(ImDrawList& list) {
  static std::vector<int> renumbered;     // a vertex's place among the kept ones (-1: unused)
  static ImVector<ImDrawVert> vertices;  // the kept ones, copied back (the list keeps its capacity)
  for (const ImDrawCmd& cmd : list.CmdBuffer)
    if (cmd.VtxOffset != 0) return;  // large lists address vertices past 64k by offset: left whole
  renumbered.assign(static_cast<std::size_t>(list.VtxBuffer.Size), -1);
  vertices.resize(0);
  // Commands and indices move only towards the front, so they are kept in place.
  int commands = 0;
  unsigned indices = 0;
  for (const ImDrawCmd& original : list.CmdBuffer) {
    if (!original.UserCallback && original.ElemCount == 0) continue;
    ImDrawCmd cmd = original;
    const ImDrawIdx* from = list.IdxBuffer.Data + cmd.IdxOffset;
    cmd.IdxOffset = indices;
    for (unsigned i = 0; i < cmd.ElemCount; ++i) {
      int& to = renumbered[from[i]];
      if (to < 0) {
        to = vertices.Size;
        vertices.push_back(list.VtxBuffer.Data[from[i]]);
      }
      list.IdxBuffer.Data[indices++] = static_cast<ImDrawIdx>(to);
    }
    list.CmdBuffer[commands++] = cmd;
  }
  list.CmdBuffer.resize(commands);
  list.IdxBuffer.resize(static_cast<int>(indices));
  list.VtxBuffer.resize(vertices.Size);
  if (vertices.Size > 0) std::memcpy(list.VtxBuffer.Data, vertices.Data, static_cast<std::size_t>(vertices.Size) * sizeof(ImDrawVert));
}

// Lists with nothing left to draw are not handed to the passes at all.
void leave_out_empty_lists(ImDrawData* data) {
  int kept = 0;
  data->TotalVtxCount = data->TotalIdxCount = 0;
  for (int l = 0; l < data->CmdListsCount; ++l) {
    ImDrawList* list = data->CmdLists[l];
    if (list->CmdBuffer.Size == 0) continue;
    data->CmdLists[kept++] = list;
    data->TotalVtxCount += list->VtxBuffer.Size;
    data->TotalIdxCount += list->IdxBuffer.Size;
  }
  data->CmdListsCount = kept;
}

// Drops, from every draw command, the triangles that touch none of `rects`: a frame that redraws
// a part then hands the GPU only what it redraws, however much the whole board holds (software
// WebGL sets up every triangle it is given, scissored or not). The draw data is this frame's alone.
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
    drop_unused(*list);
  }
  leave_out_empty_lists(data);
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
  page.damage.invalidate();  // the glyphs on the canvas were drawn from the old texture
}

namespace {

// The part of the canvas a pass draws (webgl_tuning.js); a negative width: no cut.
EM_JS(void, cut_scissors_to, (int x, int y, int width, int height), {
  GLctx.pageOuterScissor = width >= 0 ? [x, y, width, height] : null;
});

std::uint32_t bits_of(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}

// What one triangle puts on the screen: its corners (place, texture place, colour), the texture,
// and the clip rectangle that cuts it.
std::vector<TileRect> damage_of(DamageGrid& grid, const ImDrawData* data, ImVec2 display) {
  grid.begin(display.x, display.y);
  const auto mix = [](std::uint64_t h, std::uint32_t v) { return (h ^ v) * 0x100000001b3ULL; };
  for (int l = 0; l < data->CmdListsCount; ++l) {
    const ImDrawList* list = data->CmdLists[l];
    for (const ImDrawCmd& cmd : list->CmdBuffer) {
      if (cmd.UserCallback) {
        grid.invalidate();  // drawn by code of its own: what it paints is not known here
        continue;
      }
      const ImVec4 clip = cmd.ClipRect;
      std::uint64_t command = 0xcbf29ce484222325ULL;
      for (float f : {clip.x, clip.y, clip.z, clip.w}) command = mix(command, bits_of(f));
      command = mix(command, static_cast<std::uint32_t>(reinterpret_cast<std::uintptr_t>(cmd.TextureId)));
      const ImDrawIdx* idx = list->IdxBuffer.Data + cmd.IdxOffset;
      const ImDrawVert* v = list->VtxBuffer.Data + cmd.VtxOffset;
      for (unsigned i = 0; i + 2 < cmd.ElemCount; i += 3) {
        std::uint64_t h = command;
        float x0 = clip.z, y0 = clip.w, x1 = clip.x, y1 = clip.y;
        for (unsigned k = 0; k < 3; ++k) {
          const ImDrawVert& p = v[idx[i + k]];
          x0 = std::min(x0, p.pos.x), y0 = std::min(y0, p.pos.y), x1 = std::max(x1, p.pos.x), y1 = std::max(y1, p.pos.y);
          h = mix(mix(mix(mix(mix(h, bits_of(p.pos.x)), bits_of(p.pos.y)),
                          bits_of(p.uv.x)), bits_of(p.uv.y)), p.col);
        }
        grid.add({std::max(x0, clip.x), std::max(y0, clip.y), std::min(x1, clip.z), std::min(y1, clip.w)}, h);
      }
    }
  }
  return grid.finish(4);
}

}  // namespace

void render_frame(Page& page) {
  ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.137f, 0.149f, 0.176f, 1.0f);
  ImDrawData* data = ImGui::GetDrawData();
  page.drawn_frame_signature = page.app->signature();
  // The canvas keeps its pixels: only what changed since the last frame is cleared and drawn
  // again, each rectangle a pass of the triangles that reach it.
  const std::vector<TileRect> rects = damage_of(page.damage, data, io.DisplaySize);
  page.redrawn_share = 0;
  for (const TileRect& r : rects) page.redrawn_share += r.area() / (io.DisplaySize.x * io.DisplaySize.y);
  if (rects.empty()) return;
  if (rects.size() == 1 && rects[0] == TileRect{0, 0, io.DisplaySize.x, io.DisplaySize.y}) {
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(data);
    return;
  }
  std::vector<ImVec4> within;
  for (const TileRect& r : rects) within.emplace_back(r.x0 - 1, r.y0 - 1, r.x1 + 1, r.y1 + 1);
  keep_triangles_within(data, within);
  const float sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
  const int height = static_cast<int>(io.DisplaySize.y * sy);
  glEnable(GL_SCISSOR_TEST);
  for (const TileRect& r : rects) {
    // In whole framebuffer pixels, GL's way up; webgl_tuning.js cuts every scissor box of the
    // pass to it.
    const int x0 = static_cast<int>(r.x0 * sx), x1 = static_cast<int>(r.x1 * sx);
    const int top = static_cast<int>(r.y0 * sy), bottom = static_cast<int>(r.y1 * sy);
    cut_scissors_to(x0, height - bottom, x1 - x0, bottom - top);
    glScissor(x0, height - bottom, x1 - x0, bottom - top);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(data);
  }
  cut_scissors_to(0, 0, -1, -1);
  glDisable(GL_SCISSOR_TEST);
}

}  // namespace web
