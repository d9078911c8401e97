// The page's entry point: SDL2 window on the canvas, a WebGL2 context, Dear ImGui, and a main
// loop that draws only when something changed (input, the AI, a resize), and then only the
// part of the screen that changed (page_render.cpp), so a game left open costs next to no CPU.
// Model: Dear ImGui's example_emscripten_opengl3.
#include <SDL.h>
#include <SDL_opengles2.h>
#include <emscripten/emscripten.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <string>

#include "browser.hpp"
#include "own_storage.hpp"
#include "page.hpp"
#include "page_config.hpp"
#include "text.hpp"
#include "text_field.hpp"
#include "theme.hpp"

namespace web {

Page* the_page = nullptr;

}  // namespace web

namespace {

using web::Page;
using web::the_page;

EM_JS(void, log_frame, (double build_ms, double gl_ms, double redrawn_share), {
  (Module.frameLog = Module.frameLog || []).push([build_ms, gl_ms, redrawn_share]);
  if (Module.frameLog.length > 50) Module.frameLog.shift();
});

void frame(void* arg) {
  Page& page = *static_cast<Page*>(arg);
  const bool input = process_events(page);
  const double now = emscripten_get_now();
  const bool changed = page.app->tick(now);
  web::report_missing_texts();
  // ImGui settles a click over two frames, and a window sized to its content (the status) a
  // change over one.
  if (input) page.frames_to_draw = 3;
  else if (changed) page.frames_to_draw = std::max(page.frames_to_draw, 2);
  page.app->set_frames_pending(page.frames_to_draw);
  // Something the last frame does not show (an action on the board ended, the next began).
  const bool moved_on = page.app->signature() != page.drawn_frame_signature;
  if (page.frames_to_draw <= 0 && !moved_on && !page.app->animating()) return;  // idle: nothing to draw
  --page.frames_to_draw;

  load_fonts(page);
  const double started = emscripten_get_now();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // The UI scale is a zoom: ImGui lays out a smaller (or larger) page in logical units and the
  // framebuffer scale brings it back to the canvas.
  const float scale = page.app->ui_scale();
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(io.DisplaySize.x / scale, io.DisplaySize.y / scale);
  io.DisplayFramebufferScale = ImVec2(io.DisplayFramebufferScale.x * scale, io.DisplayFramebufferScale.y * scale);
  io.MousePos = page.mouse.x == -FLT_MAX ? page.mouse : ImVec2(page.mouse.x / scale, page.mouse.y / scale);
  // A finger lifted after scrolling a panel taps nothing: it is nowhere for that frame.
  if (page.app->finger_scrolling() && !page.held[0]) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  for (std::size_t b = 0; b < page.held.size(); ++b) {
    io.MouseDown[b] = page.held[b] || page.pressed[b];
    page.pressed[b] = false;
  }
  // The arrows, Space and Enter move and press Dear ImGui's focus only off the table (App::
  // keys_move_focus); Alt is the page's own (App::toggle_menus), never Dear ImGui's menu toggle.
  const bool keys_move_focus = page.app->keys_move_focus();
  if (keys_move_focus) io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  else io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  io.KeyAlt = false;
  // Enter presses the focused control as Space does (Dear ImGui 1.86 keeps Enter for typing a
  // slider's value).
  if (keys_move_focus && (io.KeysDown[SDL_SCANCODE_RETURN] || io.KeysDown[SDL_SCANCODE_KP_ENTER]))
    io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
  ImGui::NewFrame();
  page.app->draw(ImGui::GetIO().DisplaySize, now);
  web::sweep_text_fields();
  if (page.finger_lifted) {
    page.finger_lifted = false;
    page.mouse = ImVec2(-FLT_MAX, -FLT_MAX);
    page.frames_to_draw = std::max(page.frames_to_draw, 2);
  }
  ImGui::Render();
  const double built = emscripten_get_now();
  render_frame(page);
  page.app->count_frame(emscripten_get_now() - started);
  if (page.app->stale() && page.frames_to_draw < 1) page.frames_to_draw = 1;
  page.app->set_frames_pending(page.frames_to_draw);
  log_frame(built - started, emscripten_get_now() - built, page.redrawn_share);
  if (!page.first_frame_shown) {
    page.first_frame_shown = true;
    EM_ASM({ if (Module['pageFirstFrame']) Module['pageFirstFrame'](); });
  }
}

}  // namespace

int main(int, char**) {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
    EM_ASM({ window.pageFail && window.pageFail('The game could not start its display.'); });
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
    EM_ASM({ window.pageNoWebgl2 && window.pageNoWebgl2(); });
    return 1;
  }
  SDL_GL_SetSwapInterval(1);
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  GImGui->TestEngineHookItems = true;  // each widget names itself: the focused one is said (keyboard_focus.cpp)
  web::apply_style();
  ImGui_ImplSDL2_InitForOpenGL(page.window, page.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  // A framed (embedded) page keeps its own keys, so it never touches the player's own games.
  static web::BrowserStore browser_store;
  static web::PrefixedStore embedded_store(browser_store, std::string(web::kEmbeddedPrefix));
  const std::string query = web::page_query();
  web::KeyValueStore& store = web::keeps_own_storage(query, web::is_embedded())
                                  ? static_cast<web::KeyValueStore&>(embedded_store)
                                  : static_cast<web::KeyValueStore&>(browser_store);
  std::string origins;
  page.app = web::make_page_app(query, store, origins);
  the_page = &page;
  // A phone or tablet (a coarse pointer) is told "tap" from the first frame, before its first touch.
  if (EM_ASM_INT({ return window.matchMedia && window.matchMedia('(pointer: coarse)').matches ? 1 : 0; }))
    page.app->on_pointer(true);
  page.app->set_reduced_motion(
      EM_ASM_INT({ return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0; }) != 0);
  web::embed_ready(origins);
#if PAGE_TEST_HOOK
  // The tests' hooks, only in the tests' site (dist-test): the whole page as JSON, and a light
  // frame count the page benchmark polls while the AI thinks or the board moves.
  EM_ASM({
    window.pageTest = function () { return JSON.parse(Module.ccall('page_test_json', 'string', [], [])); };
    window.pageFrames = function () {
      var light = {};
      light.frames = Module.ccall('page_frames', 'number', [], []);
      light.aiBusy = Module.ccall('page_ai_busy', 'number', [], []) === 1;
      light.moving = Module.ccall('page_board_moving', 'number', [], []) === 1;
      return light;
    };
  });
#endif
  EM_ASM({ document.addEventListener('visibilitychange', function () { Module.ccall('page_wake', null, [], []); }); });
  emscripten_set_main_loop_arg(frame, &page, 0, true);
  return 0;
}
