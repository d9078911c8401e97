// Fuzzes the game-record reader (arkadia/record.hpp): any text is replayed or rejected with a
// reason, and a record that is read is written back (to_json) as a record that reads equal.
// replay_json is parse_record then replay; the two are called apart to keep the record.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "arkadia/record.hpp"
#include "check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto record = arkadia::parse_record(text);
  if (!record.ok()) {
    fuzz::require(!record.reason().empty(), "a rejected record has a reason");
    return 0;
  }
  const auto replayed = arkadia::replay(record.value());
  fuzz::require(replayed.ok() || !replayed.reason().empty(), "an illegal record has a reason");

  // to_json writes a result only for a finished game it is given, and then the replayed gold.
  arkadia::GameRecord expected = record.value();
  const arkadia::State* final_state = replayed.ok() ? &replayed.value() : nullptr;
  expected.result_gold.clear();
  if (final_state && final_state->is_terminal())
    for (int p = 0; p < final_state->num_players(); ++p) expected.result_gold.push_back(final_state->gold(p));

  const std::string written = arkadia::to_json(record.value(), final_state);
  const auto reread = arkadia::parse_record(written);
  fuzz::require(reread.ok(), "a record that was read reads again after to_json", reread.reason());
  fuzz::require(reread.value() == expected, "to_json then parse_record gives an equal record", written);
  return 0;
}
