// What a link can ask of the page (URL parameters; docs/embedding.md lists them): a game to start
// (seats, levels, seed, set-up, castle lot), a record to open at a given move, the language, the
// compact embed mode, the origins allowed to send messages. Every value is checked; one that
// cannot be used is reported and its default applies, so a bad link never stops the page.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "arkadia/options.hpp"
#include "i18n.hpp"
#include "match.hpp"

namespace web {

inline constexpr std::size_t kMaxQueryLength = 8192;

struct PageConfig {
  std::optional<Language> language;
  bool embed = false;
  // A game to start at once; set when the link names the seats.
  std::optional<MatchSetup> game;
  bool seed_given = false;  // otherwise the page picks a seed
  // A record to open (fetched from this address, relative to the page) and the move to show.
  std::string record_url;
  std::optional<int> move;
  double ai_delay_ms = -1;        // -1: the page's default
  std::vector<std::string> origins;  // origins allowed to send messages; empty: the parent's
};

struct ConfigProblem {
  std::string name;   // the parameter
  std::string value;  // as given (shortened)
  std::string allowed;  // the values that would be accepted, when they are few ("e3 j3 ..."); may be empty
  bool operator==(const ConfigProblem&) const = default;
};

struct ParsedConfig {
  PageConfig config;
  std::vector<ConfigProblem> problems;
};

// Reads a query string ("?seats=human,hard&seed=7", with or without the "?").
ParsedConfig parse_page_config(std::string_view query);

// One seat named in a link or a message: "human", "easy", "normal", "hard", optionally
// followed by ":Name". False when malformed.
bool parse_seat_spec(std::string_view text, SeatSetup& out);
// A name as the page accepts it: 1 to 20 characters of printable text (no control characters),
// at most 64 bytes (what a game record takes).
bool valid_player_name(std::string_view name);
// Seats as a whole: 2 to 4, and colours assigned in order.
bool finish_seats(std::vector<SeatSetup>& seats);

// Decodes %XX and '+'; false when a %-sequence is malformed or the result is not UTF-8.
bool url_decode(std::string_view in, std::string& out);
// Whether text is well-formed UTF-8.
bool valid_utf8(std::string_view text);

}  // namespace web

namespace web {
// The allowed origins as a JSON array, for the page's message listener.
std::string origins_json(const std::vector<std::string>& origins);
}  // namespace web
