// Game records (rules §10): the options, the starting deck order and start player, and the
// actions in notation. Saved as JSON (docs/notation.md shows the format). Replaying a record
// reproduces the game exactly; the first malformed or illegal action is reported by number.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "arkadia/action.hpp"
#include "arkadia/options.hpp"
#include "arkadia/state.hpp"
#include "bg/record.hpp"
#include "bg/status.hpp"

namespace arkadia {

struct GameRecord {
  GameOptions options;
  std::vector<std::string> seats;  // one label per seat: who or what played it ("random", "Ada")
  std::vector<CardType> deck;      // top card first, before dealing
  int start_player = 0;
  std::vector<Action> actions;
  // The final gold the record claims (its "result"), checked by replay(); empty when absent.
  std::vector<std::int32_t> result_gold;
  // Free text about the game that the engine never reads, like a PGN tag pair section: the page
  // keeps its seat settings here (who is an AI, at which level, which colour). Bounded: see
  // kMaxTags and friends.
  std::map<std::string, std::string> tags;

  bool operator==(const GameRecord&) const = default;
};

// Version 3: the refill before the castle pieces (rules §5), strict screens and the rules edition
// in the options. Versions 1 (no tags) and 2 are still read and converted (docs/notation.md).
inline constexpr int kRecordVersion = 3;
using bg::kMaxTags;
using bg::kMaxTagKey;
using bg::kMaxTagValue;

// The options as a record writes them ({"players": 2, "beginner": false, "lot": "g5", ...}) and
// back: unknown fields, wrong types and values validate() refuses are errors.
std::string options_to_json(const GameOptions& options);
bg::Expected<GameOptions> options_from_json(std::string_view json);

// A new game and its record, from a seed: shuffled deck and random start player.
GameRecord new_record(const GameOptions& options, std::vector<std::string> seats, std::uint64_t seed);

// Pretty JSON. When `final_state` is given and over, a "result" (gold, winners) is added; a
// reader checks it against the replay.
std::string to_json(const GameRecord& record, const State* final_state = nullptr);

// Reads a record. Malformed JSON, a missing or mistyped field, or a malformed action (reported
// as "action N") is rejected with the reason.
bg::Expected<GameRecord> parse_record(std::string_view json);

// The state after replaying every action; the first illegal one is rejected as "action N".
// A claimed result must match the replay.
bg::Expected<State> replay(const GameRecord& record);

// parse_record, then replay.
bg::Expected<State> replay_json(std::string_view json);

}  // namespace arkadia
