// The AI module that runs in the Web Worker (web/ai-worker.js). It knows only what the page sends
// it: one seat's view (arkadia/view_codec.hpp), a level and a seed.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string>

#include "ai/levels.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/view_codec.hpp"

extern "C" {

// Returns the chosen action in notation, or "error: <reason>". The text lives until the next
// call (the worker handles one request at a time).
EMSCRIPTEN_KEEPALIVE const char* arkadia_ai_choose(const char* view_json, int level, double seed) {
  static std::string answer;
  auto view = arkadia::decode_view(view_json ? view_json : "");
  if (!view.ok()) {
    answer = "error: bad view: " + view.reason();
  } else if (view->state().is_terminal() || view->state().current_player() != view->seat()) {
    answer = "error: it is not this seat's turn";
  } else if (level < 0 || level > 2) {
    answer = "error: unknown level";
  } else {
    answer = arkadia::to_text(ai::choose_action(view.value(), static_cast<ai::Level>(level), static_cast<std::uint64_t>(seed)));
  }
  return answer.c_str();
}

}  // extern "C"
