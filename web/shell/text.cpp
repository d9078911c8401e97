#include "text.hpp"

#include <emscripten/console.h>

#include <set>

namespace web {

Translator& translator() {
  static Translator the_translator;
  return the_translator;
}

void report_missing_texts() {
  static std::set<std::string> reported;
  for (const std::string& key : translator().missing_keys())
    if (reported.insert(key).second) emscripten_console_errorf("no text for the key \"%s\"", key.c_str());
}

}  // namespace web
