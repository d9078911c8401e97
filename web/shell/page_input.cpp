// SDL events to ImGui and the App.
#include <imgui_impl_sdl.h>

#include "page.hpp"

namespace web {

bool process_events(Page& page) {
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
        page.finger_lifted = !down && event.button.which == SDL_TOUCH_MOUSEID;
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
  return input;
}

}  // namespace web
