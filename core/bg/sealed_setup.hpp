// A record whose hidden set-up is sealed: written by the page when a game in progress is exported
// or handed to an embedding page, so that opening the file does not show the deck's order, the
// hands or the seed they were dealt from. Every reader of the envelope opens it again
// (read_record_envelope), so the file resumes and replays exactly.
//
// Sealing moves every top-level field that is not part of the envelope (the game's set-up) and
// the "seed" tag into one text, "sealed": "s2:" + base64 of (a 128-bit nonce, then (a 64-bit
// check, the JSON) XOR a key stream drawn from a fixed key and that nonce). The caller gives
// each file its own random nonce, so two files share no key stream: XOR-ing them reveals
// nothing. It is still an obscuring, not encryption (the key is in this source): it keeps a
// glance or a text search from reading the cards, not someone determined to, and the check
// refuses a sealed part that was edited. Files of the first form ("s1:", one stream for every
// file) still open.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "bg/json_fields.hpp"
#include "bg/status.hpp"

namespace bg {

// A sealed file's own random bits: the caller draws them (the page from the browser's random
// source), so that this code stays free of I/O and its output is reproducible in tests.
struct SealNonce {
  std::uint64_t high = 0, low = 0;
};

// The record's JSON text with its set-up sealed under `nonce`; a text that is not a JSON object,
// or one already sealed, comes back as is.
std::string seal_record_setup(std::string_view record_json, SealNonce nonce);

// A record object read from JSON: when it has "sealed", its fields are put back where they were.
// A "sealed" that this program did not write, or a field found twice, is refused.
Status unseal_record_setup(Json& record);

}  // namespace bg
