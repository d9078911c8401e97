// The page's runtime around the App: the SDL window, the GL context, the mouse as the events left
// it, and how many frames are still to draw. main.cpp runs the loop; page_input.cpp,
// page_render.cpp and js_entry_points.cpp do its parts.
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <array>
#include <cfloat>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app.hpp"
#include "damage_grid.hpp"

namespace web {

struct Page {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  std::unique_ptr<web::App> app;
  float font_scale = 0;  // device pixel ratio x UI scale the fonts were rasterised for
  int frames_to_draw = 2;
  bool first_frame_shown = false;
  std::string drawn_frame_signature;  // what the last frame drawn showed (App::signature)
  DamageGrid damage;  // what the canvas shows, tile by tile, so a frame redraws only what changed
  float redrawn_share = 0;  // of the screen, by the last frame drawn
  // The mouse as the processed events left it (left, right, middle).
  ImVec2 mouse{-FLT_MAX, -FLT_MAX};
  std::array<bool, 3> held{};
  std::array<bool, 3> pressed{};  // went down since the last frame
  // A finger left the screen: after the frame that handles the release, the pointer leaves too,
  // or ImGui would keep "hovering" the last tap (tooltips that never go away).
  bool finger_lifted = false;
  bool alt_alone = false;  // Alt is down and nothing else was pressed since
  // A press where the last frame did not have the pointer (the move to it and the press came in
  // one frame: a quick click, a trackpad's tap), held back for the next frame, so that Dear ImGui
  // first sees the pointer there: a tab, like any item that allows overlap, takes a press only
  // where the pointer hovered in the frame before (issue 77: it lit the tab and left the panel).
  std::optional<SDL_Event> held_press;
};


// The page once main() made it; the JavaScript side's entry points reach the App through it.
extern Page* the_page;

// Feeds the pending SDL events to ImGui and the App, at most one button or key press per frame.
// True when there was any input.
bool process_events(Page& page);

// Rasterises the fonts again when the device pixel ratio or the UI scale changed.
void load_fonts(Page& page);

// Renders ImGui's draw data where it differs from the last frame's (page.damage); the canvas
// keeps the rest.
void render_frame(Page& page);

}  // namespace web
