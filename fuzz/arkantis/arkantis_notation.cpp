// Fuzzes ArkantiS's action notation (arkantis/notation.hpp): any text is parsed or rejected with a
// reason, and every text that parses is the one spelling of its action:
// to_text(parse_action(t)) == t.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "arkantis/notation.hpp"
#include "check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = arkantis::parse_action(text);
  if (!parsed.ok()) {
    fuzz::require(!parsed.reason().empty(), "a rejected action has a reason");
    return 0;
  }
  const std::string spelled = arkantis::to_text(parsed.value());
  fuzz::require(spelled == text, "to_text(parse_action(t)) == t", spelled);
  const auto again = arkantis::parse_action(spelled);
  fuzz::require(again.ok() && again.value() == parsed.value(), "parse_action(to_text(a)) == a", spelled);
  return 0;
}
