// The refusals of the generic parts: reading JSON and the record envelope every game shares.
#pragma once

#include "bg/status.hpp"

namespace bg::refusal {

#define BG_GENERIC_REFUSALS(X)                                                                                  \
  X(kJsonNul, "bg.json.nul", "not valid JSON: byte {byte} is a NUL character (is this a binary file?)")          \
  X(kJsonSyntax, "bg.json.syntax", "not valid JSON: {detail}")                                                  \
  X(kFieldMissing, "bg.json.missing", "{where}'{field}' is missing")                                           \
  X(kFieldType, "bg.json.type", "{where}'{field}' must be {type}")                                             \
  X(kFieldUnknown, "bg.json.unknown", "{where}unknown field '{field}'")                                         \
  X(kRecordTooLarge, "bg.record.too_large", "the record is larger than 16 MB")                                 \
  X(kRecordNotObject, "bg.record.not_object", "a record is a JSON object")                                     \
  X(kRecordFormat, "bg.record.format", "'format' must be {format}")                                            \
  X(kRecordVersion, "bg.record.version",                                                                        \
    "record version {version} is not supported (this build reads versions 1 to {current})")                    \
  X(kRecordVersionNewer, "bg.record.version_newer",                                                            \
    "record version {version} is not supported (this build reads versions 1 to {current}; it was written by a " \
    "newer version)")                                                                                           \
  X(kRecordTagsVersion, "bg.record.tags_version", "'tags' needs record version {version}")                     \
  X(kRecordActionNotText, "bg.record.action_not_text", "action {n} is not a string: {value}")                  \
  X(kRecordTooManyTags, "bg.record.too_many_tags", "'tags' holds more than {max} entries")                     \
  X(kRecordTagName, "bg.record.tag_name", "tags: a name must have 1 to {max} characters")                      \
  X(kRecordTagValue, "bg.record.tag_value", "tags: '{tag}' must be a text of at most {max} characters")        \
  X(kRecordScores, "bg.record.scores", "result: '{field}' must hold whole numbers")                            \
  X(kRecordWinners, "bg.record.winners", "result: 'winners' must hold seat numbers")                           \
  X(kRecordSeatCount, "bg.record.seat_count", "'seats' must name {players} seats")                             \
  X(kRecordSeatName, "bg.record.seat_name", "each seat is a name of 1 to 64 characters")                       \
  X(kRecordSealed, "bg.record.sealed", "'sealed' is not a set-up this program sealed (was the file edited?)")     \
  X(kRecordSealedTwice, "bg.record.sealed_twice", "'{field}' is both in the record and in its sealed set-up")

BG_DEFINE_REFUSALS(BG_GENERIC_REFUSALS)

}  // namespace bg::refusal
