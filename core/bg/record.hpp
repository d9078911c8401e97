// The record envelope every game's records share (docs/notation.md): the game, the format's
// version, the options, the set-up, the seats, the actions in notation, the result and free
// tags. As JSON:
//
//   {"format": "GAME-record", "version": N, "options": {...}, "seats": [...],
//    ...the game's set-up fields..., "actions": ["...", ...], "tags": {...},
//    "result": {"SCORE": [...], "winners": [...]}}
//
// The envelope checks everything but what only the game can read: the options object, the
// set-up fields (their JSON type is checked here) and each action's text. Games describe their
// records with a RecordSchema.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bg/json_fields.hpp"
#include "bg/status.hpp"

namespace bg {

struct SetupField {
  std::string name;
  Json::value_t type;  // number_integer for any whole number
  std::string type_name;         // for messages: "an array of cards"
};

struct RecordSchema {
  std::string game;                 // the id: "format" is GAME-record
  std::int64_t version = 1;         // the version this build writes; 1..version are read
  std::vector<SetupField> setup;    // top-level fields of the set-up, in the order written
  std::string score_name = "score"; // the name of the result's per-seat scores ("gold")
  std::int64_t tags_since = 1;      // the first version with tags
};

inline constexpr std::size_t kMaxRecordBytes = std::size_t{16} << 20;
inline constexpr std::size_t kMaxSeatLabel = 64;
inline constexpr std::size_t kMaxTags = 64;
inline constexpr std::size_t kMaxTagKey = 64;
inline constexpr std::size_t kMaxTagValue = 256;

struct RecordEnvelope {
  std::int64_t version = 0;
  Json options;              // an object, read by the game
  std::map<std::string, Json> setup;  // each set-up field of the schema
  Json seats;                // an array, checked when the game knows the player count
  std::vector<std::string> actions;    // the texts, read by the game
  std::map<std::string, std::string> tags;
  std::optional<std::vector<std::int64_t>> scores;  // the result the record claims
  std::vector<int> winners;
};

// Reads the envelope; a refusal names the field and what is wrong with it.
Expected<RecordEnvelope> read_record_envelope(std::string_view text, const RecordSchema& schema);

// The seats as labels of 1 to 64 characters, exactly `players` of them.
Expected<std::vector<std::string>> read_seats(const Json& seats, int players);

// Pretty JSON in the order above; labels and tags that are not UTF-8 are written with U+FFFD.
std::string write_record_envelope(const RecordEnvelope& record, const RecordSchema& schema);

// The game a record names in its "format" ("arkadia" for "arkadia-record"); nullopt when the
// text is not a JSON object with such a field.
std::optional<std::string> record_game(std::string_view text);

}  // namespace bg
