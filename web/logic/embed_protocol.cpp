#include "embed_protocol.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "arkadia/geometry.hpp"
#include "page_config.hpp"

namespace web {

namespace {

using nlohmann::json;
constexpr std::int64_t kMaxSafeInteger = (std::int64_t{1} << 53) - 1;  // what JavaScript numbers hold exactly
constexpr std::int64_t kMaxMove = 100000;

bg::Status fail(std::string reason) { return bg::Status::error(std::move(reason)); }

// Text cut to a length can end inside a UTF-8 sequence; such bytes are replaced, never fatal.
std::string text(const json& j) { return j.dump(-1, ' ', false, json::error_handler_t::replace); }

bg::Status only(const json& j, std::initializer_list<const char*> keys) {
  for (auto it = j.begin(); it != j.end(); ++it)
    if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; }))
      return fail("unknown field '" + it.key().substr(0, 40) + "'");
  return {};
}

bool whole_number(const json& j, std::int64_t max, std::int64_t& out) {
  if (!j.is_number_integer()) return false;
  if (j.is_number_unsigned() && j.get<std::uint64_t>() > static_cast<std::uint64_t>(max)) return false;
  const auto v = j.get<std::int64_t>();
  if (v < 0 || v > max) return false;
  out = v;
  return true;
}

bg::Expected<EmbedCommand> new_game(const json& j) {
  if (auto e = only(j, {"type", "seats", "seed", "setup", "lot", "mirror", "strict"}); !e.ok()) return e;
  NewGameCommand cmd;
  MatchSetup& setup = cmd.setup;
  const auto seats = j.find("seats");
  if (seats == j.end() || !seats->is_array()) return fail("'seats' must be a list like [\"human\", \"hard\"]");
  for (const auto& s : *seats) {
    SeatSetup seat;
    if (!s.is_string() || !parse_seat_spec(s.get_ref<const std::string&>(), seat))
      return fail("each seat is \"human\", \"easy\", \"normal\" or \"hard\", optionally with \":Name\"");
    setup.seats.push_back(seat);
  }
  if (!finish_seats(setup.seats)) return fail("a game has 2 to 4 seats");
  setup.options.players = static_cast<int>(setup.seats.size());
  if (const auto it = j.find("seed"); it != j.end()) {
    std::int64_t seed = 0;
    if (!whole_number(*it, kMaxSafeInteger, seed)) return fail("'seed' must be a whole number from 0 to 2^53-1");
    setup.seed = static_cast<std::uint64_t>(seed);
    cmd.seed_given = true;
  }
  if (const auto it = j.find("setup"); it != j.end()) {
    if (!it->is_string() || (*it != "standard" && *it != "beginner")) return fail("'setup' must be \"standard\" or \"beginner\"");
    setup.options.beginner = *it == "beginner";
  }
  if (const auto it = j.find("lot"); it != j.end()) {
    const auto corners = arkadia::allowed_lot_corners();
    const auto sq = it->is_string() ? arkadia::parse_square(it->get_ref<const std::string&>()) : std::nullopt;
    if (!sq || std::find(corners.begin(), corners.end(), *sq) == corners.end())
      return fail("'lot' must be one of the castle lot's positions: " + arkadia::allowed_lot_corners_text());
    setup.options.lot_corner = *sq;
  }
  if (setup.options.beginner) setup.options.lot_corner = arkadia::kBeginnerLotCorner;
  for (const char* flag : {"mirror", "strict"}) {
    const auto it = j.find(flag);
    if (it == j.end()) continue;
    if (!it->is_boolean()) return fail(std::string("'") + flag + "' must be true or false");
    (std::string(flag) == "mirror" ? setup.options.allow_mirror : setup.options.strict_screens) = it->get<bool>();
  }
  return EmbedCommand{std::move(cmd)};
}

bg::Expected<EmbedCommand> load_record(const json& j) {
  if (auto e = only(j, {"type", "record", "move"}); !e.ok()) return e;
  const auto r = j.find("record");
  if (r == j.end() || (!r->is_object() && !r->is_string())) return fail("'record' must be a game record (an object or its JSON text)");
  auto record = arkadia::parse_record(r->is_string() ? r->get_ref<const std::string&>() : r->dump());
  if (!record.ok()) return fail("the record cannot be read: " + record.reason());
  LoadRecordCommand cmd{std::move(record.value()), std::nullopt};
  if (const auto m = j.find("move"); m != j.end()) {
    std::int64_t move = 0;
    if (!whole_number(*m, kMaxMove, move)) return fail("'move' must be a whole number from 0");
    cmd.move = static_cast<int>(move);
  }
  return EmbedCommand{std::move(cmd)};
}

}  // namespace

ParsedCommand parse_embed_command(std::string_view text) {
  ParsedCommand out;
  if (text.size() > kMaxMessageBytes) {
    out.command = fail("the message is larger than 1 MB");
    return out;
  }
  const json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) {
    out.command = fail("a message is a JSON object with a \"type\"");
    return out;
  }
  const auto type = j.find("type");
  if (type == j.end() || !type->is_string()) {
    out.command = fail("a message needs a \"type\" such as \"arkadia:goto\"");
    return out;
  }
  out.type = type->get_ref<const std::string&>().substr(0, 40);
  const std::string& t = type->get_ref<const std::string&>();
  if (t == "arkadia:new-game") {
    out.command = new_game(j);
  } else if (t == "arkadia:load-record") {
    out.command = load_record(j);
  } else if (t == "arkadia:goto") {
    std::int64_t move = 0;
    if (auto e = only(j, {"type", "move"}); !e.ok()) out.command = e;
    else if (const auto m = j.find("move"); m == j.end() || !whole_number(*m, kMaxMove, move))
      out.command = fail("'move' must be a whole number from 0");
    else out.command = EmbedCommand{GotoCommand{static_cast<int>(move)}};
  } else if (t == "arkadia:set-language") {
    Language l;
    if (auto e = only(j, {"type", "lang"}); !e.ok()) out.command = e;
    else if (const auto lang = j.find("lang"); lang == j.end() || !lang->is_string() || !parse_language(lang->get_ref<const std::string&>(), l))
      out.command = fail("'lang' must be \"en\", \"fr\" or \"de\"");
    else out.command = EmbedCommand{SetLanguageCommand{l}};
  } else if (t == "arkadia:get-state") {
    if (auto e = only(j, {"type"}); !e.ok()) out.command = e;
    else out.command = EmbedCommand{GetStateCommand{}};
  } else {
    out.command = fail("unknown message type \"" + out.type + "\"");
  }
  return out;
}

std::string ready_event() {
  return text(json{{"type", "arkadia:ready"}, {"version", kEmbedProtocolVersion}});
}

std::string move_event(int move, int seat, int turn, const std::string& action) {
  return text(json{{"type", "arkadia:move"}, {"move", move}, {"seat", seat}, {"turn", turn}, {"action", action}});
}

std::string game_over_event(const arkadia::State& s) {
  json gold = json::array();
  for (int p = 0; p < s.num_players(); ++p) gold.push_back(s.gold(p));
  return text(json{{"type", "arkadia:game-over"}, {"winners", s.winners()}, {"gold", gold}});
}

std::string loaded_event(int moves, int shown) {
  return text(json{{"type", "arkadia:loaded"}, {"moves", moves}, {"move", shown}});
}

std::string position_event(int shown, int moves) {
  return text(json{{"type", "arkadia:position"}, {"move", shown}, {"moves", moves}});
}

std::string error_event(const std::string& request_type, const std::string& message) {
  return text(json{{"type", "arkadia:error"}, {"request", request_type}, {"message", message}});
}

std::string state_event(const arkadia::GameRecord& record, const arkadia::State& state, int shown, bool replay) {
  json gold = json::array();
  for (int p = 0; p < state.num_players(); ++p) gold.push_back(state.gold(p));
  return text(json{{"type", "arkadia:state"},
              {"moves", static_cast<int>(record.actions.size())},
              {"move", shown},
              {"replay", replay},
              {"over", state.is_terminal()},
              {"current", state.current_player()},
              {"turn", state.turn_number()},
              {"gold", gold},
              {"record", json::parse(arkadia::to_json(record), nullptr, false)}});
}

}  // namespace web
