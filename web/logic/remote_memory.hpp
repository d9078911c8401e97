// What a host's page keeps of a table shared with friends, so that a reload resumes it (docs/
// remote-play.md, "The host's reload"): its id and token at the broker (the same id, so the
// friends' pages reconnect to it by themselves) and each friend seat's secret (so their links
// still work). Kept in the page's own storage beside the saved game, never in the record: an
// exported game carries no secret.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace web::remote {

struct HostMemory {
  std::string peer;   // the host's id at the broker
  std::string token;  // what lets the broker give the same id back to this page
  struct Seat {
    int seat = 0;
    std::string secret;
    bool operator==(const Seat&) const = default;
  };
  std::vector<Seat> seats;
  bool operator==(const HostMemory&) const = default;
};

// The storage key of the table saved as `table_id` in game `game`: "GAME.remote.ID".
std::string host_memory_key(std::string_view game, std::string_view table_id);

std::string write_host_memory(const HostMemory& memory);
// Strict: an id and token of the broker's characters, seats 0 to 7 once each, secrets of 32 to 64
// lower-case hex digits; anything else (another build's, an edited entry) gives none.
std::optional<HostMemory> read_host_memory(std::string_view text);

// A friend's page keeps which invitation texts (no broker) have already connected it: a text
// serves one connection, so the same link opened again (a reload) says to ask for a new text
// instead of answering it in vain. Kept as short digests of the texts under "GAME.remote.used",
// the last kUsedTextsKept of them; unreadable entries count as none.
inline constexpr std::size_t kUsedTextsKept = 16;
std::string used_texts_key(std::string_view game);
std::string text_digest(std::string_view text);
// `kept` is the key's value (none: nothing used yet); the new value with `text` added.
bool text_used(const std::optional<std::string>& kept, std::string_view text);
std::string with_text_used(const std::optional<std::string>& kept, std::string_view text);

}  // namespace web::remote
