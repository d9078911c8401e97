// The page's entry point: SDL2 window on the canvas, a WebGL2 context, Dear ImGui, and a main
// loop that draws only when something changed (input, the AI, a resize), so a game left open
// costs next to no CPU. Model: Dear ImGui's example_emscripten_opengl3.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten/emscripten.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <algorithm>
#include <array>
#include <cfloat>
#include <cstdio>
#include <memory>
#include <string>

#include "app.hpp"
#include "browser.hpp"
#include "page_config.hpp"
#include "theme.hpp"

namespace {

struct Page {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  std::unique_ptr<web::App> app;
  float font_scale = 0;  // device pixel ratio x UI scale the fonts were rasterised for
  int frames_to_draw = 2;
  bool first_frame_shown = false;
  std::string full_frame_signature;  // what the last fully drawn frame showed
  // The mouse as the processed events left it (left, right, middle).
  ImVec2 mouse{-FLT_MAX, -FLT_MAX};
  std::array<bool, 3> held{};
  std::array<bool, 3> pressed{};  // went down since the last frame
};

Page* the_page = nullptr;

EM_JS(void, log_frame, (double build_ms, double gl_ms), {
  (Module.frameLog = Module.frameLog || []).push([build_ms, gl_ms]);
  if (Module.frameLog.length > 50) Module.frameLog.shift();
});  // for the C entry points the JavaScript side calls

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

void frame(void* arg) {
  Page& page = *static_cast<Page*>(arg);
  bool input = false;
  SDL_Event event;
  // Dear ImGui 1.86 reads one mouse position and button state per frame, sampled when the frame
  // starts: a click followed quickly by a move or another click (or a slow frame) would land in
  // the wrong place or vanish. So the page feeds ImGui the mouse from the events themselves and
  // takes at most one button or key press per frame; the rest of the queue waits for the next
  // frame.
  while (SDL_PollEvent(&event)) {
    ImGui_ImplSDL2_ProcessEvent(&event);
    input = true;
    bool button = false;
    switch (event.type) {
      case SDL_MOUSEMOTION:
        page.mouse = ImVec2(static_cast<float>(event.motion.x), static_cast<float>(event.motion.y));
        // SDL turns touches into mouse events from SDL_TOUCH_MOUSEID: the page then has no
        // hovering pointer and shows the building where the finger last tapped.
        page.app->on_pointer(event.motion.which == SDL_TOUCH_MOUSEID);
        break;
      case SDL_MOUSEBUTTONDOWN:
      case SDL_MOUSEBUTTONUP: {
        page.mouse = ImVec2(static_cast<float>(event.button.x), static_cast<float>(event.button.y));
        page.app->on_pointer(event.button.which == SDL_TOUCH_MOUSEID);
        const int b = event.button.button == SDL_BUTTON_LEFT ? 0 : event.button.button == SDL_BUTTON_RIGHT ? 1 : 2;
        const bool down = event.type == SDL_MOUSEBUTTONDOWN;
        page.held[static_cast<std::size_t>(b)] = down;
        if (down) page.pressed[static_cast<std::size_t>(b)] = true;
        button = true;
        break;
      }
      case SDL_WINDOWEVENT:
        if (event.window.event == SDL_WINDOWEVENT_LEAVE) page.mouse = ImVec2(-FLT_MAX, -FLT_MAX);
        break;
      case SDL_KEYDOWN:
        page.app->on_key(event.key.keysym.sym);
        button = true;  // the same for keys: down for one frame, up in the next
        break;
      default:
        break;
    }
    if (button) break;
  }
  const double now = emscripten_get_now();
  const bool changed = page.app->tick(now);
  if (input || changed) page.frames_to_draw = 3;  // ImGui settles a click over two frames
  page.app->set_frames_pending(page.frames_to_draw);
  if (page.frames_to_draw <= 0 && !page.app->animating()) return;  // idle: nothing to draw
  // Only the spinner moves (the AI thinks, nothing else changed since a full frame): redraw
  // just the status bar; the canvas keeps the rest (web/webgl_tuning.js).
  const bool partial = page.frames_to_draw <= 0 && page.app->signature() == page.full_frame_signature;
  --page.frames_to_draw;

  load_fonts(page);
  const double started = emscripten_get_now();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // The UI scale is a zoom: ImGui lays out a smaller (or larger) page in logical units and the
  // framebuffer scale brings it back to the canvas.
  const float scale = page.app->ui_scale();
  ImGuiIO& mouse = ImGui::GetIO();
  mouse.DisplaySize = ImVec2(mouse.DisplaySize.x / scale, mouse.DisplaySize.y / scale);
  mouse.DisplayFramebufferScale = ImVec2(mouse.DisplayFramebufferScale.x * scale, mouse.DisplayFramebufferScale.y * scale);
  mouse.MousePos = page.mouse.x == -FLT_MAX ? page.mouse : ImVec2(page.mouse.x / scale, page.mouse.y / scale);
  for (std::size_t b = 0; b < page.held.size(); ++b) {
    mouse.MouseDown[b] = page.held[b] || page.pressed[b];
    page.pressed[b] = false;
  }
  ImGui::NewFrame();
  page.app->draw(ImGui::GetIO().DisplaySize, now);
  ImGui::Render();
  const double built = emscripten_get_now();
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
  page.app->count_frame(emscripten_get_now() - started);
  if (page.app->stale() && page.frames_to_draw < 1) page.frames_to_draw = 1;
  page.app->set_frames_pending(page.frames_to_draw);
  log_frame(built - started, emscripten_get_now() - built);
  if (!page.first_frame_shown) {
    page.first_frame_shown = true;
    EM_ASM({ if (Module['arkadiaFirstFrame']) Module['arkadiaFirstFrame'](); });
  }
}

}  // namespace

extern "C" {

// The AI worker's answer (web/ai_bridge.js).
EMSCRIPTEN_KEEPALIVE void arkadia_ai_reply(int id, const char* action, const char* error) {
  if (!the_page) return;
  the_page->app->on_ai_reply({id, action ? action : "", error ? error : ""});
}

// The AI worker was restarted or given up on (web/ai_bridge.js).
EMSCRIPTEN_KEEPALIVE void arkadia_ai_event(const char* kind) {
  if (!the_page) return;
  the_page->app->on_ai_event(kind ? kind : "");
  the_page->frames_to_draw = 3;
}

// A file chosen to import, a record fetched for a link, a message from the embedding page
// (web/page_bridge.js). Each comes with an error code instead when it failed.
EMSCRIPTEN_KEEPALIVE void arkadia_import_file(const char* text, const char* error) {
  if (!the_page) return;
  the_page->app->on_import_file(text ? text : "", error ? error : "");
  the_page->frames_to_draw = 3;
}

EMSCRIPTEN_KEEPALIVE void arkadia_fetched_record(const char* text, const char* error) {
  if (!the_page) return;
  the_page->app->on_fetched_record(text ? text : "", error ? error : "");
  the_page->frames_to_draw = 3;
}

EMSCRIPTEN_KEEPALIVE void arkadia_embed_message(const char* text, const char* error) {
  if (!the_page) return;
  the_page->app->on_embed_message(text ? text : "", error ? error : "");
  the_page->frames_to_draw = 3;
}

// window.arkadiaTest reads this (browser tests).
EMSCRIPTEN_KEEPALIVE const char* arkadia_test_json() {
  static std::string json;
  json = the_page ? the_page->app->test_json() : "{}";
  return json.c_str();
}

// The frame count and whether the AI thinks, cheaply, for measuring the frame rate without the
// full test hook (which builds the whole game as JSON) weighing on it.
EMSCRIPTEN_KEEPALIVE double arkadia_frames() { return the_page ? static_cast<double>(the_page->app->frames()) : 0; }
EMSCRIPTEN_KEEPALIVE int arkadia_ai_busy() { return the_page && the_page->app->ai_busy() ? 1 : 0; }

// Asks for a redraw (e.g. after the page became visible again).
EMSCRIPTEN_KEEPALIVE void arkadia_wake() {
  if (the_page) the_page->frames_to_draw = 3;
}

}  // extern "C"

int main(int, char**) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
    EM_ASM({ window.arkadiaFail && window.arkadiaFail('The game could not start its display.'); });
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);  // WebGL2
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  // A 2D UI needs no depth, stencil or multisampling; without them each frame costs less to
  // composite (and much less on software-rendered WebGL).
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_MULTISAMPLEBUFFERS, 0);
  static Page page;
  page.window = SDL_CreateWindow("Arkadia", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800,
                                 SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  page.gl = page.window ? SDL_GL_CreateContext(page.window) : nullptr;
  if (!page.gl) {
    std::fprintf(stderr, "WebGL2: %s\n", SDL_GetError());
    EM_ASM({ window.arkadiaNoWebgl2 && window.arkadiaNoWebgl2(); });
    return 1;
  }
  SDL_GL_SetSwapInterval(1);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  web::apply_style();
  ImGui_ImplSDL2_InitForOpenGL(page.window, page.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  static web::BrowserStore store;
  std::string origins;
  page.app = web::make_page_app(web::page_query(), store, origins);
  the_page = &page;
  web::embed_ready(origins);
  EM_ASM({
    window.arkadiaTest = function () { return JSON.parse(Module.ccall('arkadia_test_json', 'string', [], [])); };
    window.arkadiaFrames = function () {
      var light = {};
      light.frames = Module.ccall('arkadia_frames', 'number', [], []);
      light.aiBusy = Module.ccall('arkadia_ai_busy', 'number', [], []) === 1;
      return light;
    };
    document.addEventListener('visibilitychange', function () { Module.ccall('arkadia_wake', null, [], []); });
  });
  emscripten_set_main_loop_arg(frame, &page, 0, true);
  return 0;
}
