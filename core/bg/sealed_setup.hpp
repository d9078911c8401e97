// A record whose hidden set-up is sealed: written by the page when a game in progress is exported
// or handed to an embedding page, so that opening the file does not show the deck's order, the
// hands or the seed they were dealt from. Every reader of the envelope opens it again
// (read_record_envelope), so the file resumes and replays exactly.
//
// Sealing moves every top-level field that is not part of the envelope (the game's set-up) and
// the "seed" tag into one text, "sealed": "s1:" + base64 of (a 64-bit check, the JSON) XOR a fixed
// key stream. It is an obscuring, not encryption: it keeps a glance (or a text search) from
// reading the cards, and the check refuses a sealed part that was edited.
#pragma once

#include <string>
#include <string_view>

#include "bg/json_fields.hpp"
#include "bg/status.hpp"

namespace bg {

// The record's JSON text with its set-up sealed; a text that is not a JSON object comes back as is.
std::string seal_record_setup(std::string_view record_json);

// A record object read from JSON: when it has "sealed", its fields are put back where they were.
// A "sealed" that this program did not write, or a field found twice, is refused.
Status unseal_record_setup(Json& record);

}  // namespace bg
