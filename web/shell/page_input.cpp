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
  // frame. A press where the last frame did not have the pointer waits one frame more, the
  // pointer moved there first (Page::held_press).
  const ImVec2 seen = page.mouse;
  for (;;) {
    const bool held_back = page.held_press.has_value();
    if (held_back) {
      event = *page.held_press;
      page.held_press.reset();
    } else if (!SDL_PollEvent(&event)) {
      break;
    }
    if (!held_back && event.type == SDL_MOUSEBUTTONDOWN &&
        (static_cast<float>(event.button.x) != seen.x || static_cast<float>(event.button.y) != seen.y)) {
      page.mouse = ImVec2(static_cast<float>(event.button.x), static_cast<float>(event.button.y));
      page.app->on_pointer(event.button.which == SDL_TOUCH_MOUSEID);
      page.held_press = event;
      input = true;
      break;
    }
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
        page.alt_alone = false;
        button = true;
        break;
      }
      case SDL_WINDOWEVENT:
        if (event.window.event == SDL_WINDOWEVENT_LEAVE) page.mouse = ImVec2(-FLT_MAX, -FLT_MAX);
        break;
      case SDL_KEYDOWN:
        // Alt alone, pressed and released, takes the keys to the menu bar (App::toggle_menus).
        page.alt_alone = event.key.keysym.sym == SDLK_LALT && !event.key.repeat;
        if (event.key.keysym.sym != SDLK_LALT) page.app->on_key(event.key.keysym.sym);
        // Esc is the page's alone (App::on_key closes a menu, a window or the result, one at a
        // time): Dear ImGui's navigation would close one more thing with the same press.
        if (event.key.keysym.sym == SDLK_ESCAPE && !ImGui::GetIO().WantTextInput)
          ImGui::GetIO().KeysDown[event.key.keysym.scancode] = false;
        button = true;  // the same for keys: down for one frame, up in the next
        break;
      case SDL_KEYUP:
        if (event.key.keysym.sym == SDLK_LALT && page.alt_alone) page.app->on_key(SDLK_F10);
        page.alt_alone = false;
        // Up for a whole frame too: the same key pressed again in this frame would otherwise
        // look held to Dear ImGui, and its second press would be lost.
        button = true;
        break;
      default:
        break;
    }
    if (button) break;
  }
  return input;
}

}  // namespace web
