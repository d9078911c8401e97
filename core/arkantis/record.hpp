// Game records (docs/rules/arkantis.md §11.3, §11.4) through bg's record envelope: the options,
// the set-up (throws, both decks, start player) and/or the seed it came from, the actions in
// notation, the result. Reading checks everything and reports the first problem by action number.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arkantis/action.hpp"
#include "arkantis/options.hpp"
#include "arkantis/state.hpp"
#include "bg/status.hpp"

namespace arkantis {

inline constexpr int kRecordVersion = 1;

struct GameRecord {
  GameOptions options;
  std::vector<std::string> seats;  // one label per seat; the engine does not read them
  Setup setup;
  std::optional<std::uint64_t> seed;  // §11.4: when present, setup is what the seed gives
  std::vector<Action> actions;
  // The result the record claims, checked by replay(): the scores as written (a number no score
  // can be is a mismatch, not read modulo 2^32) and the winners; absent while the game goes on.
  std::optional<std::vector<std::int64_t>> result_scores;
  std::vector<int> result_winners;
  std::map<std::string, std::string> tags;  // text the engine never reads

  bool operator==(const GameRecord&) const = default;
};

// {"players": 2}; the reader refuses unknown fields, wrong types and player counts out of 2..4.
std::string options_to_json(const GameOptions& options);
bg::Expected<GameOptions> options_from_json(std::string_view json);

// A new game's record from a seed (§11.4): it holds the seed and the set-up it gives.
GameRecord new_record(const GameOptions& options, std::vector<std::string> seats, std::uint64_t seed);

// Pretty JSON; with a final state that is over, the result (scores, winners) is written too.
std::string to_json(const GameRecord& record, const State* final_state = nullptr);

// Reads a record: malformed JSON, a missing, mistyped or unknown field, a bad throw or deck, a
// seed whose set-up differs from `setup`, a malformed action ("action N") are refused.
bg::Expected<GameRecord> parse_record(std::string_view json);

// The state after every action; the first illegal one is refused as "action N"; a claimed result
// must match the replay.
bg::Expected<State> replay(const GameRecord& record);
bg::Expected<State> replay_json(std::string_view json);

}  // namespace arkantis
