#include "page_config.hpp"

#include "own_storage.hpp"

#include <algorithm>
#include <charconv>
#include <utility>

#include <nlohmann/json.hpp>

#include "ai/level_names.hpp"

namespace web {

namespace {

constexpr std::size_t kMaxShownValue = 40;
constexpr int kMaxMove = 100000;

std::string shorten(std::string_view value) {
  return value.size() > kMaxShownValue ? std::string(value.substr(0, kMaxShownValue)) + "..." : std::string(value);
}

bool parse_number(std::string_view text, std::uint64_t max, std::uint64_t& out) {
  if (text.empty() || text.size() > 20) return false;
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value > max) return false;
  out = value;
  return true;
}

int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// An origin as browsers write it: scheme://host[:port], nothing after.
bool valid_origin(std::string_view o) {
  const bool https = o.rfind("https://", 0) == 0, http = o.rfind("http://", 0) == 0;
  if (!https && !http) return false;
  const std::string_view rest = o.substr(https ? 8 : 7);
  if (rest.empty() || rest.size() > 253) return false;
  return std::all_of(rest.begin(), rest.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == ':' || c == '[' || c == ']';
  });
}

// A record address: relative to the page, or http(s). No javascript:, data: or other schemes.
bool valid_record_url(std::string_view url) {
  if (url.empty() || url.size() > 2048) return false;
  if (std::any_of(url.begin(), url.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == '\\'; }))
    return false;
  const auto colon = url.find(':');
  const auto slash = url.find('/');
  if (colon == std::string_view::npos || (slash != std::string_view::npos && slash < colon)) return true;  // relative
  return url.rfind("https://", 0) == 0 || url.rfind("http://", 0) == 0;
}

}  // namespace

bool parse_flag(std::string_view text, bool& out) {
  if (text == "1" || text == "true" || text == "yes" || text.empty()) return out = true, true;
  if (text == "0" || text == "false" || text == "no") return out = false, true;
  return false;
}

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
    if (extra < 0 || (extra == 1 && c < 0xC2) || (extra == 3 && c > 0xF4) || i + static_cast<std::size_t>(extra) >= s.size())
      return false;
    std::uint32_t cp = extra == 0 ? c : c & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
      const auto cc = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    if ((extra == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
      return false;
    i += static_cast<std::size_t>(extra) + 1;
  }
  return true;
}

bool url_decode(std::string_view in, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (in[i] == '+') {
      out += ' ';
    } else if (in[i] == '%') {
      if (i + 2 >= in.size()) return false;
      const int hi = hex(in[i + 1]), lo = hex(in[i + 2]);
      if (hi < 0 || lo < 0) return false;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else {
      out += in[i];
    }
  }
  return valid_utf8(out);
}

bool plain_address(std::string_view query) {
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  if (query.size() > kMaxQueryLength) return false;
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    if (!pair.empty() && pair.substr(0, pair.find('=')) != "lang") return false;
  }
  return true;
}

bool opens_on_game_chooser(std::string_view query, bool game_opened, int games, bool embedded) {
  return games > 1 && !embedded && !game_opened && plain_address(query);
}

std::string game_to_continue(std::string_view query, const std::vector<LatestUnfinished>& games) {
  if (!plain_address(query)) return "";
  const LatestUnfinished* latest = nullptr;
  for (const LatestUnfinished& g : games)
    if (g.saved_at_ms > 0 && (!latest || g.saved_at_ms > latest->saved_at_ms)) latest = &g;
  return latest ? latest->game : "";
}

std::optional<std::string> query_parameter(std::string_view query, std::string_view wanted) {
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  if (query.size() > kMaxQueryLength) return std::nullopt;
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    const auto eq = pair.find('=');
    std::string name, value;
    if (!url_decode(pair.substr(0, eq), name) || name != wanted) continue;
    if (!url_decode(eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1), value)) return std::nullopt;
    return value;
  }
  return std::nullopt;
}

bool valid_player_name(std::string_view name) {
  // 64 bytes is what a game record takes for a seat's name.
  if (name.empty() || name.size() > 64 || !valid_utf8(name)) return false;
  std::size_t chars = 0;
  for (unsigned char c : name) {
    if (c < 0x20 || c == 0x7F) return false;
    chars += (c & 0xC0) != 0x80;
  }
  return chars <= 20;
}

bool parse_seat_spec(std::string_view text, SeatSetup& out) {
  const auto colon = text.find(':');
  const std::string_view kind = text.substr(0, colon);
  SeatSetup seat;
  if (kind == "human") {
    seat.kind = SeatKind::kHuman;
  } else if (const auto level = ai::parse_level(kind)) {
    seat.kind = SeatKind::kAi;
    seat.level = static_cast<int>(*level);
  } else {
    return false;
  }
  if (colon != std::string_view::npos) {
    const std::string_view name = text.substr(colon + 1);
    if (!valid_player_name(name)) return false;
    seat.name = std::string(name);
  }
  out = std::move(seat);
  return true;
}

bool finish_seats(std::vector<SeatSetup>& seats) {
  if (seats.size() < 2 || seats.size() > 4) return false;
  for (std::size_t i = 0; i < seats.size(); ++i) seats[i].colour = static_cast<int>(i);
  return true;
}

CommonConfig parse_common_config(std::string_view query,
                                 const std::function<bool(const std::string&, const std::string&, std::string&)>& game_param) {
  CommonConfig parsed;
  PageConfig& c = parsed.config;
  auto problem = [&](std::string_view name, std::string_view value, std::string allowed = {}) {
    parsed.problems.push_back({shorten(name), shorten(value), std::move(allowed)});
  };
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  if (query.size() > kMaxQueryLength) {
    problem("?", query);
    return parsed;
  }
  // Settings of the game a link starts; applied once all parameters are read.
  std::vector<SeatSetup> seats;
  bool seats_given = false;
  std::uint64_t seed = 0;
  while (!query.empty()) {
    const auto amp = query.find('&');
    const std::string_view pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    if (pair.empty()) continue;
    const auto eq = pair.find('=');
    std::string name, value;
    if (!url_decode(pair.substr(0, eq), name) ||
        !url_decode(eq == std::string_view::npos ? std::string_view() : pair.substr(eq + 1), value)) {
      problem(pair.substr(0, eq), pair.substr(eq == std::string_view::npos ? pair.size() : eq + 1));
      continue;
    }
    bool ok = true;
    std::string allowed;  // shown with a refused value when the choices are few
    if (name == "lang") {
      Language l;
      ok = parse_language(value, l);
      if (ok) c.language = l;
    } else if (name == "embed") {
      ok = parse_flag(value, c.embed);
    } else if (name == "seats") {
      seats.clear();
      std::string_view rest = value;
      while (ok) {
        const auto comma = rest.find(',');
        SeatSetup seat;
        ok = parse_seat_spec(rest.substr(0, comma), seat);
        if (ok) seats.push_back(seat);
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
      }
      ok = ok && finish_seats(seats);
      seats_given = ok;
    } else if (name == "seed") {
      ok = parse_number(value, UINT64_MAX, seed);
      c.seed_given = ok;
    } else if (name == "record") {
      ok = valid_record_url(value);
      if (ok) c.record_url = value;
    } else if (name == "lesson") {
      ok = valid_record_url(value);
      if (ok) c.lesson_url = value;
    } else if (name == "move") {
      std::uint64_t m = 0;
      ok = parse_number(value, kMaxMove, m);
      if (ok) c.move = static_cast<int>(m);
    } else if (name == "protocol") {
      ok = value == "1" || value == "2";
      allowed = "1 2";
      if (ok) c.protocol = value == "2" ? EmbedProtocol::kVersion2 : EmbedProtocol::kVersion1;
    } else if (name == "aidelay") {
      std::uint64_t ms = 0;
      ok = parse_number(value, 10000, ms);
      if (ok) c.ai_delay_ms = static_cast<double>(ms);
    } else if (name == "origin") {
      std::string_view rest = value;
      std::vector<std::string> origins;
      while (ok && !rest.empty()) {
        const auto comma = rest.find(',');
        const std::string_view o = rest.substr(0, comma);
        ok = valid_origin(o) && origins.size() < 16;
        if (ok) origins.emplace_back(o);
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
      }
      ok = ok && !origins.empty();
      if (ok) c.origins = std::move(origins);
    } else {
      // The game's own options; other names belong to the embedding site (analytics and the
      // like) or to the page's JavaScript (aitimeout): not ours to judge.
      ok = game_param(name, value, allowed);
    }
    if (!ok) problem(name, value, std::move(allowed));
  }
  if (seats_given) {
    TableSetup table;
    table.seats = std::move(seats);
    table.seed = seed;
    parsed.table = std::move(table);
  }
  return parsed;
}

std::string origins_json(const std::vector<std::string>& origins) { return nlohmann::json(origins).dump(); }

bool keeps_own_storage(std::string_view query, bool framed) {
  if (framed) return true;
  bool embed = false;
  const auto value = query_parameter(query, "embed");
  return value && parse_flag(*value, embed) && embed;
}

}  // namespace web
