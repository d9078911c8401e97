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

#include <functional>

#include "embed_version.hpp"
#include "i18n.hpp"
#include "link_options.hpp"
#include "match.hpp"

namespace web {

inline constexpr std::size_t kMaxQueryLength = 8192;

struct PageConfig {
  std::optional<Language> language;
  bool embed = false;
  bool seed_given = false;  // otherwise the page picks a seed
  // A record to open (fetched from this address, relative to the page) and the move to show.
  std::string record_url;
  std::string lesson_url;  // ?lesson=FILE: a lesson to open (docs/embedding.md, "Lessons")
  std::optional<int> move;
  double ai_delay_ms = -1;        // -1: the page's default
  std::vector<std::string> origins;  // origins allowed to send messages; empty: the parent's
  EmbedProtocol protocol = EmbedProtocol::kVersion1;  // protocol=2: the current form of the messages
};

struct ConfigProblem {
  std::string name;   // the parameter
  std::string value;  // as given (shortened)
  std::string allowed;  // the values that would be accepted, when they are few ("e3 j3 ..."); may be empty
  bool operator==(const ConfigProblem&) const = default;
};

template <bg::HostedGame G>
struct PageConfigOf : PageConfig {
  // A game to start at once; set when the link names the seats.
  std::optional<MatchSetupOf<G>> game;
};

template <bg::HostedGame G>
struct ParsedConfigOf {
  PageConfigOf<G> config;
  std::vector<ConfigProblem> problems;
};

// What every game's links say; `table` is set when the link names the seats.
struct CommonConfig {
  PageConfig config;
  std::vector<ConfigProblem> problems;
  std::optional<TableSetup> table;
};
// The parameters every game shares; the others go to `game_param` (false: refused, with the
// allowed values when they are few). Names neither knows are the embedding site's own.
CommonConfig parse_common_config(std::string_view query,
                                 const std::function<bool(const std::string&, const std::string&, std::string&)>& game_param);

// Reads a query string ("?seats=human,hard&seed=7", with or without the "?").
template <bg::HostedGame G>
ParsedConfigOf<G> parse_page_config(std::string_view query, const LinkOptions<G>& links) {
  typename G::Options options = G::default_options(G::kMinPlayers);
  CommonConfig common =
      parse_common_config(query, [&](const std::string& name, const std::string& value, std::string& allowed) {
        return !links.owns(name) || links.from_link(name, value, options, allowed);
      });
  ParsedConfigOf<G> parsed;
  static_cast<PageConfig&>(parsed.config) = std::move(common.config);
  parsed.problems = std::move(common.problems);
  if (common.table) {
    MatchSetupOf<G> setup;
    static_cast<TableSetup&>(setup) = std::move(*common.table);
    setup.options = options;
    setup.options.players = static_cast<int>(setup.seats.size());
    if (links.finish) links.finish(setup.options);
    parsed.config.game = std::move(setup);
  }
  return parsed;
}

// One seat named in a link or a message: "human", "easy", "normal", "hard", "expert", optionally
// followed by ":Name". False when malformed.
bool parse_seat_spec(std::string_view text, SeatSetup& out);
// A name as the page accepts it: 1 to 20 characters of printable text (no control characters),
// at most 64 bytes (what a game record takes).
bool valid_player_name(std::string_view name);
// Seats as a whole: 2 to 4, and colours assigned in order.
bool finish_seats(std::vector<SeatSetup>& seats);

// The decoded value of the first parameter with this name in a query string; nullopt when absent
// or malformed.
std::optional<std::string> query_parameter(std::string_view query, std::string_view name);

// A game's unfinished game saved last: when (ms since 1970).
struct LatestUnfinished {
  std::string game;
  double saved_at_ms = 0;
};
// Whether the address asks for nothing but a language: the page's own address, a new tab, the
// way back from the lessons.
bool plain_address(std::string_view query);
// The game a page address opens when it names none: for a plain address, the game whose
// unfinished game was saved last, so a returning player continues it whatever the game; ""
// otherwise (the page's first game). A link that asks for anything (seats, a record, a lesson)
// keeps the first game.
std::string game_to_continue(std::string_view query, const std::vector<LatestUnfinished>& games);
// Whether the page opens on the game chooser (issue 48): a plain address that continued no game,
// on a page of more than one game, not embedded (an embedding page names what it shows).
bool opens_on_game_chooser(std::string_view query, bool game_opened, int games, bool embedded);

// Decodes %XX and '+'; false when a %-sequence is malformed or the result is not UTF-8.
bool url_decode(std::string_view in, std::string& out);
// Whether text is well-formed UTF-8.
bool valid_utf8(std::string_view text);

}  // namespace web

namespace web {
// The allowed origins as a JSON array, for the page's message listener.
std::string origins_json(const std::vector<std::string>& origins);
}  // namespace web
