// Fuzzes the settings read back from the browser's storage (web/logic/settings.hpp), which
// anyone with the browser's developer tools can change: any text gives usable settings, and
// settings written and read back are the same.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "check.hpp"
#include "settings.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const web::Settings s = web::settings_from_json(text);
  fuzz::require(s.ui_scale >= web::kMinUiScale && s.ui_scale <= web::kMaxUiScale, "the interface size is in range");
  fuzz::require(s.ai_delay_ms >= 0 && s.ai_delay_ms <= web::kMaxAiDelayMs, "the AI pause is in range");
  fuzz::require(web::settings_from_json(web::to_json(s)) == s, "settings read back as written");
  return 0;
}
