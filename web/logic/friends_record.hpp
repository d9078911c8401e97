// A finished game played at a friend's table, as the friend's page keeps it and exports it
// (docs/remote-play.md, "At the end"). Kept, it is seen from here: this seat is the person at
// this device (kind "human", so the score, the review and the hand are its own), the host's
// people are friends elsewhere; the seat keeps the name the host gave it, and says "you" only
// where the host left the page's default name. Exported, it is the host's record again, byte for
// byte: the host's kinds and default name come back from two tags kept for that, which go.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <string>

#include "match.hpp"

namespace web {

inline constexpr const char* kHostKindsTag = "friend.host_kinds";           // "human,friend,ai"
inline constexpr const char* kHostDefaultNameTag = "friend.host_default_name";  // "SEAT:NAME", when changed

template <class Record>
Record seen_from_seat(Record record, int seat) {
  std::string kinds;
  for (int i = 0; i < static_cast<int>(record.seats.size()); ++i) {
    std::string& kind = record.tags[seat_tag(i, "kind")];
    kinds += (i ? "," : "") + kind;
    if (i == seat) {
      kind = "human";
      const auto name = record.tags.find(seat_tag(i, "default_name"));
      if (name != record.tags.end()) {  // the page's own name ("player:2"): "you" here
        record.tags[kHostDefaultNameTag] = std::to_string(i) + ":" + name->second;
        name->second = "you";
      }
    } else if (kind != "ai") {
      kind = "friend";
    }
  }
  record.tags[kHostKindsTag] = kinds;
  return record;
}

// The record as the host kept it, for an export; any other record as it is.
template <class Record>
Record as_the_host_kept_it(Record record) {
  const auto kinds = record.tags.find(kHostKindsTag);
  if (kinds == record.tags.end()) return record;
  std::size_t at = 0;
  for (int i = 0; i < static_cast<int>(record.seats.size()) && at <= kinds->second.size(); ++i) {
    const std::size_t comma = std::min(kinds->second.find(',', at), kinds->second.size());
    record.tags[seat_tag(i, "kind")] = kinds->second.substr(at, comma - at);
    at = comma + 1;
  }
  record.tags.erase(kinds);
  if (const auto name = record.tags.find(kHostDefaultNameTag); name != record.tags.end()) {
    const std::size_t colon = name->second.find(':');
    if (colon != std::string::npos) {
      const auto seat_name = record.tags.find(seat_tag(std::atoi(name->second.substr(0, colon).c_str()), "default_name"));
      if (seat_name != record.tags.end()) seat_name->second = name->second.substr(colon + 1);
    }
    record.tags.erase(name);
  }
  return record;
}

}  // namespace web
