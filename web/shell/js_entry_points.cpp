// The C functions the page's JavaScript calls (web/ai_bridge.js, web/page_bridge.js, the tests).
#include <emscripten/emscripten.h>

#include <algorithm>
#include <string>

#include "page.hpp"

using web::the_page;

extern "C" {

// The AI worker's answer (web/ai_bridge.js).
EMSCRIPTEN_KEEPALIVE void page_ai_reply(int id, const char* action, const char* error) {
  if (!the_page) return;
  the_page->app->on_ai_reply({id, action ? action : "", error ? error : ""});
  // An answer changes what the page shows (a move, a hint, a lesson's verdict) after the last
  // input: draw it now, not when the pointer next moves.
  the_page->frames_to_draw = 3;
}

// The AI worker was restarted or given up on (web/ai_bridge.js).
EMSCRIPTEN_KEEPALIVE void page_ai_event(const char* kind) {
  if (!the_page) return;
  the_page->app->on_ai_event(kind ? kind : "");
  the_page->frames_to_draw = 3;
}

// A file chosen to import, a record fetched for a link, a message from the embedding page
// (web/page_bridge.js). Each comes with an error code instead when it failed.
EMSCRIPTEN_KEEPALIVE void page_import_file(const char* text, const char* error) {
  if (!the_page) return;
  the_page->app->on_import_file(text ? text : "", error ? error : "");
  the_page->frames_to_draw = 3;
}

EMSCRIPTEN_KEEPALIVE void page_fetched_record(const char* text, const char* error) {
  if (!the_page) return;
  the_page->app->on_fetched_record(text ? text : "", error ? error : "");
  the_page->frames_to_draw = 3;
}

EMSCRIPTEN_KEEPALIVE void page_embed_message(const char* text, const char* error) {
  if (!the_page) return;
  the_page->app->on_embed_message(text ? text : "", error ? error : "");
  the_page->frames_to_draw = 3;
}

#if PAGE_TEST_HOOK
// window.pageTest reads this: the browser tests' page only (web/CMakeLists.txt), since it
// shows every hand.
EMSCRIPTEN_KEEPALIVE const char* page_test_json() {
  static std::string json;
  json = the_page ? the_page->app->test_json() : "{}";
  return json.c_str();
}

// The frame count and whether the AI thinks, cheaply, for measuring the frame rate without the
// full test hook (which builds the whole game as JSON) weighing on it.
EMSCRIPTEN_KEEPALIVE double page_frames() { return the_page ? static_cast<double>(the_page->app->frames()) : 0; }
EMSCRIPTEN_KEEPALIVE int page_ai_busy() { return the_page && the_page->app->ai_busy() ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE int page_board_moving() { return the_page && the_page->app->board_moving() ? 1 : 0; }
// The next frames drawn whole, as if the canvas had lost its pixels: redraw.test compares them
// with what the frames drawn in parts left on it.
EMSCRIPTEN_KEEPALIVE void page_redraw_whole() {
  if (!the_page) return;
  the_page->damage.invalidate();
  the_page->frames_to_draw = std::max(the_page->frames_to_draw, 2);
  the_page->app->set_frames_pending(the_page->frames_to_draw);
}
#endif

// The "type a move" field (web/move_entry.js): each change of its text, and Enter.
EMSCRIPTEN_KEEPALIVE void page_move_typed(const char* text) {
  if (!the_page) return;
  the_page->app->on_move_typed(text ? text : "");
  the_page->frames_to_draw = 3;
}
EMSCRIPTEN_KEEPALIVE void page_move_entered(const char* text) {
  if (!the_page) return;
  the_page->app->on_move_entered(text ? text : "");
  the_page->frames_to_draw = 3;
}

// The field gave the keys back to the board (Escape or Tab): said, so a blind player knows that
// letters now act on the board.
EMSCRIPTEN_KEEPALIVE void page_move_left() {
  if (!the_page) return;
  the_page->app->on_move_field_left();
  the_page->frames_to_draw = 3;
}

// The controls' mirror gave the keys back to the canvas (web/control_mirror.js): said.
EMSCRIPTEN_KEEPALIVE void page_controls_left() {
  if (!the_page) return;
  the_page->app->on_controls_left();
  the_page->frames_to_draw = 3;
}

// A lesson file fetched for ?lesson= or the Next button (web/page_bridge.js).
EMSCRIPTEN_KEEPALIVE void page_fetched_lesson(const char* text, const char* error) {
  if (!the_page) return;
  the_page->app->on_fetched_lesson(text ? text : "", error ? error : "");
  the_page->frames_to_draw = 3;
}

// Play between devices (web/remote_bridge.js): what the transport heard, as strings ("message":
// a peer and its text; "host-ready": the host's id; "error": a code and its detail...).
EMSCRIPTEN_KEEPALIVE void page_remote_event(const char* kind, const char* a, const char* b) {
  if (!the_page) return;
  the_page->app->on_remote_event(kind ? kind : "", a ? a : "", b ? b : "");
  the_page->frames_to_draw = 3;
}

// A control pressed in the DOM (web/control_mirror.js): pressed in the page by its id.
EMSCRIPTEN_KEEPALIVE void page_activate_control(unsigned int id) {
  if (!the_page) return;
  the_page->app->activate_control(id);
  the_page->frames_to_draw = 3;
}

// Asks for a redraw (e.g. after the page became visible again).
EMSCRIPTEN_KEEPALIVE void page_wake() {
  if (the_page) the_page->frames_to_draw = 3;
}

}  // extern "C"
