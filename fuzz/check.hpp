// What a fuzz target does when a promise of the engine is broken: say which, then stop with a
// crash, so that libFuzzer saves the input.
#pragma once

#include <cstdio>
#include <string_view>

namespace fuzz {

inline void require(bool promise_kept, const char* promise, std::string_view detail = {}) {
  if (promise_kept) return;
  std::fprintf(stderr, "broken promise: %s\n", promise);
  if (!detail.empty()) std::fprintf(stderr, "%.*s\n", static_cast<int>(detail.size()), detail.data());
  __builtin_trap();
}

}  // namespace fuzz
