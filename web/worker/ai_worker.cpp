// The AI module that runs in the Web Worker (web/ai-worker.js). It knows only what the page sends
// it: one seat's view (of the game it names: ai_games.hpp), a level and a seed.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string>

#include "ai_games.hpp"

extern "C" {

// Returns the chosen action in notation (with explain: a tab and its worth to the seat), or
// "error: <reason>". The text lives until the next
// call (the worker handles one request at a time). The level's time cap runs on the browser's
// clock: it binds only on a device much slower than ours (ai/time_cap.hpp).
EMSCRIPTEN_KEEPALIVE const char* worker_ai_choose(const char* view_json, int level, double seed, int explain) {
  static std::string answer;
  answer = web::answer_ai_request(view_json ? view_json : "", level, static_cast<std::uint64_t>(seed), explain != 0,
                                  emscripten_get_now);
  return answer.c_str();
}

// The review of a person's decision after the game (ai_games.hpp); the text lives until the
// next call.
EMSCRIPTEN_KEEPALIVE const char* worker_ai_review(const char* view_json, const char* played, int level, double seed) {
  static std::string answer;
  answer = web::answer_review_request(view_json ? view_json : "", played ? played : "", level,
                                      static_cast<std::uint64_t>(seed));
  return answer.c_str();
}

}  // extern "C"
