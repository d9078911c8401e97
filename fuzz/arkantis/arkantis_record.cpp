// Fuzzes ArkantiS's game-record reader (arkantis/record.hpp): any text is replayed or rejected
// with a reason, and a record that is read is written back (to_json) as a record that reads equal,
// with the replayed result when the game is over.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "arkantis/record.hpp"
#include "check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto record = arkantis::parse_record(text);
  if (!record.ok()) {
    fuzz::require(!record.reason().empty(), "a rejected record has a reason");
    return 0;
  }
  const auto replayed = arkantis::replay(record.value());
  fuzz::require(replayed.ok() || !replayed.reason().empty(), "an illegal record has a reason");

  // to_json writes a result only for a finished game it is given, and then the replayed one.
  arkantis::GameRecord expected = record.value();
  const arkantis::State* final_state = replayed.ok() ? &replayed.value() : nullptr;
  expected.result_scores.reset();
  expected.result_winners.clear();
  if (final_state && final_state->is_terminal()) {
    expected.result_scores.emplace();
    for (int p = 0; p < final_state->num_players(); ++p) expected.result_scores->push_back(final_state->score(p));
    expected.result_winners = final_state->winners();
  }
  const std::string written = arkantis::to_json(record.value(), final_state);
  const auto reread = arkantis::parse_record(written);
  fuzz::require(reread.ok(), "a record that was read reads again after to_json", reread.reason());
  fuzz::require(reread.value() == expected, "to_json then parse_record gives an equal record", written);
  if (replayed.ok()) {
    const auto again = arkantis::replay(reread.value());
    fuzz::require(again.ok() && again.value() == replayed.value(), "the written record replays to the same end", written);
  }
  return 0;
}
