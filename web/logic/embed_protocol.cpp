#include "embed_protocol.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <random>

#include "page_config.hpp"

namespace web {

namespace {

using nlohmann::json;
constexpr std::int64_t kMaxSafeInteger = (std::int64_t{1} << 53) - 1;  // what JavaScript numbers hold exactly
constexpr std::int64_t kMaxMove = 100000;

bg::Status fail(std::string reason) { return bg::Status::error(std::move(reason)); }

// The names of the two versions (EmbedProtocol).
constexpr std::string_view kPrefix = "game:";
constexpr std::string_view kVersion1Prefix = "arkadia:";
constexpr const char* kScores = "scores";
constexpr const char* kVersion1Scores = "gold";

// Whole scores as whole numbers ("scores": [12, 9]), as the events always wrote them.
json score_list(const std::vector<double>& scores) {
  json list = json::array();
  for (double v : scores) {
    if (v == static_cast<double>(static_cast<std::int64_t>(v))) list.push_back(static_cast<std::int64_t>(v));
    else list.push_back(v);
  }
  return list;
}

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

bg::Expected<RawCommand> new_game(const json& j, const std::vector<std::string>& game_fields) {
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& key = it.key();
    if (key == "type" || key == "seats" || key == "seed") continue;
    if (std::find(game_fields.begin(), game_fields.end(), key) == game_fields.end())
      return fail("unknown field '" + key.substr(0, 40) + "'");
  }
  RawNewGame cmd;
  TableSetup& setup = cmd.table;
  const auto seats = j.find("seats");
  if (seats == j.end() || !seats->is_array()) return fail("'seats' must be a list like [\"human\", \"hard\"]");
  for (const auto& s : *seats) {
    SeatSetup seat;
    if (!s.is_string() || !parse_seat_spec(s.get_ref<const std::string&>(), seat))
      return fail("each seat is \"human\", \"easy\", \"normal\" or \"hard\", optionally with \":Name\"");
    setup.seats.push_back(seat);
  }
  if (!finish_seats(setup.seats)) return fail("a game has 2 to 4 seats");
  if (const auto it = j.find("seed"); it != j.end()) {
    std::int64_t seed = 0;
    if (!whole_number(*it, kMaxSafeInteger, seed)) return fail("'seed' must be a whole number from 0 to 2^53-1");
    setup.seed = static_cast<std::uint64_t>(seed);
    cmd.seed_given = true;
  }
  for (const auto& name : game_fields)
    if (const auto it = j.find(name); it != j.end()) cmd.game_fields.emplace_back(name, *it);
  return RawCommand{std::move(cmd)};
}

bg::Expected<RawCommand> load_record(const json& j) {
  if (auto e = only(j, {"type", "record", "move"}); !e.ok()) return e;
  const auto r = j.find("record");
  if (r == j.end() || (!r->is_object() && !r->is_string())) return fail("'record' must be a game record (an object or its JSON text)");
  RawLoadRecord cmd{r->is_string() ? r->get_ref<const std::string&>() : r->dump(), std::nullopt, {}};
  if (const auto m = j.find("move"); m != j.end()) {
    std::int64_t move = 0;
    if (!whole_number(*m, kMaxMove, move)) cmd.move_error = "'move' must be a whole number from 0";
    else cmd.move = static_cast<int>(move);
  }
  return RawCommand{std::move(cmd)};
}

}  // namespace

RawParsedCommand parse_embed_message(std::string_view text, const std::vector<std::string>& game_fields) {
  RawParsedCommand out;
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
    out.command = fail("a message needs a \"type\" such as \"game:goto\"");
    return out;
  }
  out.type = type->get_ref<const std::string&>().substr(0, 40);
  // The command's name after either version's prefix.
  std::string_view t = type->get_ref<const std::string&>();
  if (t.starts_with(kPrefix)) t.remove_prefix(kPrefix.size());
  else if (t.starts_with(kVersion1Prefix)) t.remove_prefix(kVersion1Prefix.size());
  else t = {};
  if (t == "new-game") {
    out.command = new_game(j, game_fields);
  } else if (t == "load-record") {
    out.command = load_record(j);
  } else if (t == "goto") {
    std::int64_t move = 0;
    if (auto e = only(j, {"type", "move"}); !e.ok()) out.command = e;
    else if (const auto m = j.find("move"); m == j.end() || !whole_number(*m, kMaxMove, move))
      out.command = fail("'move' must be a whole number from 0");
    else out.command = RawCommand{GotoCommand{static_cast<int>(move)}};
  } else if (t == "set-language") {
    Language l;
    if (auto e = only(j, {"type", "lang"}); !e.ok()) out.command = e;
    else if (const auto lang = j.find("lang"); lang == j.end() || !lang->is_string() || !parse_language(lang->get_ref<const std::string&>(), l))
      out.command = fail("'lang' must be \"en\", \"fr\" or \"de\"");
    else out.command = RawCommand{SetLanguageCommand{l}};
  } else if (t == "get-state") {
    const auto full = j.find("full");
    if (auto e = only(j, {"type", "full"}); !e.ok()) out.command = e;
    else if (full != j.end() && !full->is_boolean()) out.command = fail("'full' must be true or false");
    else out.command = RawCommand{GetStateCommand{full != j.end() && full->get<bool>()}};
  } else if (t == "open-lesson") {
    const auto lesson = j.find("lesson");
    if (auto e = only(j, {"type", "lesson"}); !e.ok()) out.command = e;
    else if (lesson == j.end() || !lesson->is_object()) out.command = fail("'lesson' must be the lesson as an object");
    else out.command = RawCommand{OpenLessonCommand{lesson->dump()}};
  } else {
    out.command = fail("unknown message type \"" + out.type + "\"");
  }
  return out;
}

std::string in_protocol(EmbedProtocol protocol, const std::string& event_json) {
  if (protocol == EmbedProtocol::kVersion2) return event_json;
  json event = json::parse(event_json, nullptr, /*allow_exceptions=*/false);
  if (!event.is_object() || !event.contains("type") || !event["type"].is_string()) return event_json;
  std::string& type = event["type"].get_ref<std::string&>();
  if (type.starts_with(kPrefix)) type = std::string(kVersion1Prefix) + type.substr(kPrefix.size());
  if (const auto scores = event.find(kScores); scores != event.end()) {
    json value = std::move(*scores);
    event.erase(kScores);
    event[kVersion1Scores] = std::move(value);
  }
  if (type == std::string(kVersion1Prefix) + "ready") event["version"] = static_cast<int>(protocol);
  return text(event);
}

std::string ready_event(EmbedProtocol protocol) {
  return in_protocol(protocol, text(json{{"type", "game:ready"}, {"version", static_cast<int>(kCurrentEmbedProtocol)}}));
}

std::string move_event(int move, int seat, int turn, const std::string& action) {
  return text(json{{"type", "game:move"}, {"move", move}, {"seat", seat}, {"turn", turn}, {"action", action}});
}

std::string game_over_event(const std::vector<int>& winners, const std::vector<double>& scores) {
  return text(json{{"type", "game:game-over"}, {"winners", winners}, {kScores, score_list(scores)}});
}

std::string loaded_event(int moves, int shown) {
  return text(json{{"type", "game:loaded"}, {"moves", moves}, {"move", shown}});
}

std::string position_event(int shown, int moves) {
  return text(json{{"type", "game:position"}, {"move", shown}, {"moves", moves}});
}

std::string lesson_opened_event(long start, const std::string& title) {
  return text(json{{"type", "game:lesson-opened"}, {"start", start}, {"title", title}});
}

std::string lesson_result_event(bool right, const std::vector<std::string>& chosen, std::optional<double> worse_by,
                                const std::vector<std::string>& best, const std::string& said) {
  json event = {{"type", "game:lesson-result"}, {"right", right}, {"chosen", chosen}};
  if (worse_by) event["worse_by"] = *worse_by, event["best"] = best;
  if (!said.empty()) event["said"] = said;
  return text(event);
}

std::string lesson_next_event(const std::string& next) { return text(json{{"type", "game:lesson-next"}, {"next", next}}); }

std::string error_event(const std::string& request_type, const std::string& message) {
  return text(json{{"type", "game:error"}, {"request", request_type}, {"message", message}});
}

bg::SealNonce random_seal_nonce() {
  std::random_device source;
  const auto draw64 = [&] { return (static_cast<std::uint64_t>(source()) << 32) ^ source(); };
  return {draw64(), draw64()};
}

std::string state_event(const TableState& t, const std::string& record_json, const std::string& view_json) {
  json event{{"type", "game:state"},
             {"moves", t.moves},
             {"move", t.shown},
             {"replay", t.replay},
             {"over", t.over},
             {"current", t.current},
             {"turn", t.turn},
             {kScores, score_list(t.scores)},
             {"record", json::parse(record_json, nullptr, false)}};
  if (!view_json.empty()) event["view"] = json::parse(view_json, nullptr, false);
  return text(event);
}

}  // namespace web
