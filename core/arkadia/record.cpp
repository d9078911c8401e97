// Game records as JSON. nlohmann-json is used without exceptions (the wasm build has none), so
// every field is type-checked before it is read.
#include "arkadia/record.hpp"

#include <nlohmann/json.hpp>

#include "arkadia/notation.hpp"

namespace arkadia {

namespace {

using nlohmann::json;
constexpr std::string_view kFormat = "arkadia-record";
constexpr std::size_t kMaxRecordBytes = 16u << 20;
constexpr std::size_t kMaxSeatLabel = 64;

bg::Status fail(std::string reason) { return bg::Status::error(std::move(reason)); }

// A short description of a JSON value for messages: never the dump of a huge or deeply nested one.
std::string describe(const json& j) {
  if (j.is_string()) {
    const auto& s = j.get_ref<const std::string&>();
    return "\"" + (s.size() > 40 ? s.substr(0, 40) + "..." : s) + "\"";
  }
  if (j.is_number() || j.is_boolean() || j.is_null()) return j.dump();
  return std::string("an ") + j.type_name();
}

// Collects nlohmann's parse error message without exceptions.
struct ParseErrorCatcher : nlohmann::json_sax<json> {
  std::string message;
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& ex) override {
    message = ex.what();
    if (auto close = message.find("] "); message.rfind("[json.exception", 0) == 0 && close != std::string::npos)
      message = message.substr(close + 2);
    return false;
  }
};

// Typed field access that explains what is wrong.
class Fields {
 public:
  Fields(const json& object, std::string where) : o_(object), where_(std::move(where)) {}

  const json* get(const char* key, json::value_t type, const char* type_name, bg::Status& err, bool required = true) const {
    auto it = o_.find(key);
    if (it == o_.end()) {
      if (required && err.ok()) err = fail(where_ + "'" + key + "' is missing");
      return nullptr;
    }
    const bool matches = type == json::value_t::number_integer ? it->is_number_integer() : it->type() == type;
    if (!matches) {
      if (err.ok()) err = fail(where_ + "'" + key + "' must be " + type_name);
      return nullptr;
    }
    return &*it;
  }
  bg::Status only(std::initializer_list<const char*> keys) const {
    for (auto it = o_.begin(); it != o_.end(); ++it) {
      bool known = false;
      for (auto k : keys) known |= it.key() == k;
      if (!known) return fail(where_ + "unknown field '" + it.key() + "'");
    }
    return {};
  }

 private:
  const json& o_;
  std::string where_;
};

// Options of a record of `version`. Records before version 3 were played by the rules before
// their correction (RulesEdition::kOriginal) and had no strict-screens or rules fields.
bg::Status read_options(const json& j, std::int64_t version, GameOptions& o) {
  if (!j.is_object()) return fail("'options' must be an object");
  Fields f(j, "options: ");
  if (auto e = version >= 3 ? f.only({"players", "beginner", "lot", "allow_mirror", "strict_screens", "rules"})
                            : f.only({"players", "beginner", "lot", "allow_mirror"});
      !e.ok())
    return e;
  bg::Status err;
  const json* players = f.get("players", json::value_t::number_integer, "a whole number", err);
  const json* beginner = f.get("beginner", json::value_t::boolean, "true or false", err, false);
  const json* lot = f.get("lot", json::value_t::string, "a square like \"g5\"", err, false);
  const json* mirror = f.get("allow_mirror", json::value_t::boolean, "true or false", err, false);
  const json* strict = f.get("strict_screens", json::value_t::boolean, "true or false", err, false);
  const json* rules = f.get("rules", json::value_t::number_integer, "1 or 2", err, false);
  if (!err.ok()) return err;
  const auto n = players->get<std::int64_t>();
  o.players = n < 0 || n > 100 ? -1 : static_cast<int>(n);
  if (beginner) o.beginner = beginner->get<bool>();
  if (mirror) o.allow_mirror = mirror->get<bool>();
  if (strict) o.strict_screens = strict->get<bool>();
  o.rules = version >= 3 ? kCurrentRules : RulesEdition::kOriginal;
  if (rules) {
    const auto edition = rules->get<std::int64_t>();
    if (edition != static_cast<int>(RulesEdition::kOriginal) && edition != static_cast<int>(RulesEdition::kCorrected))
      return fail("options: 'rules' must be 1 (before the corrections of 2026-11-25) or 2");
    o.rules = static_cast<RulesEdition>(edition);
  }
  if (lot) {
    const auto sq = parse_square(lot->get_ref<const std::string&>());
    if (!sq) return fail("options: 'lot' is not a square: \"" + lot->get_ref<const std::string&>() + "\"");
    o.lot_corner = *sq;
  }
  if (auto v = validate(o); !v.ok()) return fail("options: " + v.reason());
  return {};
}

// Records before version 3 wrote a lay-out's refill after its castle pieces; since the
// correction of rules §5 the refill comes first. The engine knows when a refill is due, so it
// guides the move: castle lines met while the hand is to be refilled wait until it is. A saved
// game that stops between its castle pieces and the refill loses those trailing castle lines:
// the player places the pieces again after refilling (they revealed nothing and nothing else
// depended on them). From the first action the engine refuses, the rest is left as it is, so
// that replay() reports it.
void move_refills_before_castle_pieces(GameRecord& r) {
  auto created = State::create(r.options, r.deck, r.start_player);
  if (!created.ok()) return;
  State s = std::move(created).value();
  std::vector<Action> out, waiting;
  auto give_up_from = [&](std::size_t i) {
    out.insert(out.end(), waiting.begin(), waiting.end());
    out.insert(out.end(), r.actions.begin() + static_cast<std::ptrdiff_t>(i), r.actions.end());
    r.actions = std::move(out);
  };
  for (std::size_t i = 0; i < r.actions.size(); ++i) {
    const Action& a = r.actions[i];
    if (s.phase() == Phase::kRefill && a.kind == ActionKind::kPlaceCastlePiece) {
      waiting.push_back(a);
      continue;
    }
    if (!s.apply(a).ok()) return give_up_from(i);
    out.push_back(a);
    if (s.phase() == Phase::kRefill || waiting.empty()) continue;
    for (std::size_t w = 0; w < waiting.size(); ++w) {
      if (!s.apply(waiting[w]).ok()) {
        waiting.erase(waiting.begin(), waiting.begin() + static_cast<std::ptrdiff_t>(w));
        return give_up_from(i + 1);
      }
      out.push_back(waiting[w]);
    }
    waiting.clear();
  }
  r.actions = std::move(out);
}

nlohmann::ordered_json options_object(const GameOptions& o) {
  return {{"players", o.players},
          {"beginner", o.beginner},
          {"lot", square_name(o.lot_corner)},
          {"allow_mirror", o.allow_mirror},
          {"strict_screens", o.strict_screens},
          {"rules", static_cast<int>(o.rules)}};
}

}  // namespace

std::string options_to_json(const GameOptions& options) { return options_object(options).dump(); }

bg::Expected<GameOptions> options_from_json(std::string_view text) {
  const json j = json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) return fail("options: not JSON");
  GameOptions o;
  if (auto why = read_options(j, kRecordVersion, o); !why.ok()) return why;
  return o;
}

GameRecord new_record(const GameOptions& options, std::vector<std::string> seats, std::uint64_t seed) {
  bg::Rng rng(seed);
  GameRecord r;
  r.options = options;
  r.seats = std::move(seats);
  r.deck = shuffled_deck(options, rng);
  r.start_player = static_cast<int>(rng.below(static_cast<std::uint32_t>(options.players)));
  return r;
}

std::string to_json(const GameRecord& r, const State* final_state) {
  nlohmann::ordered_json j;
  j["format"] = kFormat;
  j["version"] = kRecordVersion;
  j["options"] = options_object(r.options);
  j["seats"] = r.seats;
  auto& deck = j["deck"] = nlohmann::ordered_json::array();
  for (auto c : r.deck) deck.push_back(card_name(c));
  j["start_player"] = r.start_player;
  auto& actions = j["actions"] = nlohmann::ordered_json::array();
  for (const auto& a : r.actions) actions.push_back(to_text(a));
  if (!r.tags.empty()) j["tags"] = r.tags;
  if (final_state && final_state->is_terminal()) {
    auto& gold = j["result"]["gold"] = nlohmann::ordered_json::array();
    for (int p = 0; p < final_state->num_players(); ++p) gold.push_back(final_state->gold(p));
    j["result"]["winners"] = final_state->winners();
  }
  // Seat labels and tags come from people; without exceptions, nlohmann-json would abort on one
  // that is not UTF-8 instead of writing it with U+FFFD.
  return j.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

bg::Expected<GameRecord> parse_record(std::string_view text) {
  if (text.size() > kMaxRecordBytes) return fail("the record is larger than 16 MB");
  // nlohmann-json would call a NUL byte the end of the input; say what it is.
  if (const auto nul = text.find('\0'); nul != std::string_view::npos)
    return fail("not valid JSON: byte " + std::to_string(nul + 1) + " is a NUL character (is this a binary file?)");
  const json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    // Parsed again only to say where and why it is not JSON.
    ParseErrorCatcher catcher;
    json::sax_parse(text, &catcher);
    return fail("not valid JSON: " + catcher.message);
  }
  if (!j.is_object()) return fail("a record is a JSON object");
  Fields f(j, "");
  if (auto e = f.only({"format", "version", "options", "seats", "deck", "start_player", "actions", "result", "tags"});
      !e.ok())
    return e;
  bg::Status err;
  const json* format = f.get("format", json::value_t::string, "\"arkadia-record\"", err);
  const json* version = f.get("version", json::value_t::number_integer, "a whole number", err);
  const json* options = f.get("options", json::value_t::object, "an object", err);
  const json* seats = f.get("seats", json::value_t::array, "an array of names", err);
  const json* deck = f.get("deck", json::value_t::array, "an array of cards", err);
  const json* start = f.get("start_player", json::value_t::number_integer, "a seat number", err);
  const json* actions = f.get("actions", json::value_t::array, "an array of actions", err);
  const json* result = f.get("result", json::value_t::object, "an object", err, false);
  const json* tags = f.get("tags", json::value_t::object, "an object of texts", err, false);
  if (!err.ok()) return err;
  if (format->get_ref<const std::string&>() != kFormat) return fail("'format' must be \"arkadia-record\"");
  // Versions at or above 2^63 arrive as unsigned numbers: newer, not negative.
  const bool newer = version->is_number_unsigned() ? version->get<std::uint64_t>() > static_cast<std::uint64_t>(kRecordVersion)
                                                   : version->get<std::int64_t>() > kRecordVersion;
  const auto v = newer ? std::int64_t{kRecordVersion + 1} : version->get<std::int64_t>();
  if (v < 1 || newer)
    return fail("record version " + version->dump() + " is not supported (this build reads versions 1 to " +
                std::to_string(kRecordVersion) + (newer ? "; it was written by a newer version)" : ")"));
  if (tags && v < 2) return fail("'tags' needs record version 2");

  GameRecord r;
  if (auto e = read_options(*options, v, r.options); !e.ok()) return e;

  if (seats->size() != static_cast<std::size_t>(r.options.players))
    return fail("'seats' must name " + std::to_string(r.options.players) + " seats");
  for (const auto& s : *seats) {
    if (!s.is_string() || s.get_ref<const std::string&>().empty() ||
        s.get_ref<const std::string&>().size() > kMaxSeatLabel)
      return fail("each seat is a name of 1 to 64 characters");
    r.seats.push_back(s.get<std::string>());
  }

  for (std::size_t i = 0; i < deck->size(); ++i) {
    const json& c = (*deck)[i];
    const auto card = c.is_string() ? parse_card(c.get_ref<const std::string&>()) : std::nullopt;
    if (!card) return fail("deck card " + std::to_string(i + 1) + " is not a card: " + describe(c));
    r.deck.push_back(*card);
  }

  const auto sp = start->get<std::int64_t>();
  if (sp < 0 || sp >= r.options.players)
    return fail("'start_player' must be a seat from 0 to " + std::to_string(r.options.players - 1));
  r.start_player = static_cast<int>(sp);

  for (std::size_t i = 0; i < actions->size(); ++i) {
    const json& a = (*actions)[i];
    if (!a.is_string()) return fail("action " + std::to_string(i + 1) + " is not a string: " + describe(a));
    auto parsed = parse_action(a.get_ref<const std::string&>());
    if (!parsed.ok()) return fail("action " + std::to_string(i + 1) + " " + describe(a) + ": " + parsed.reason());
    r.actions.push_back(parsed.value());
  }

  if (tags) {
    if (tags->size() > kMaxTags) return fail("'tags' holds more than " + std::to_string(kMaxTags) + " entries");
    for (auto it = tags->begin(); it != tags->end(); ++it) {
      if (it.key().empty() || it.key().size() > kMaxTagKey)
        return fail("tags: a name must have 1 to " + std::to_string(kMaxTagKey) + " characters");
      if (!it->is_string() || it->get_ref<const std::string&>().size() > kMaxTagValue)
        return fail("tags: '" + it.key().substr(0, 40) + "' must be a text of at most " + std::to_string(kMaxTagValue) +
                    " characters");
      r.tags.emplace(it.key(), it->get<std::string>());
    }
  }
  // Version 2: the page kept strict screens in a tag; it is a game option now.
  if (v < 3) {
    if (auto it = r.tags.find("strict_screens"); it != r.tags.end()) {
      r.options.strict_screens = it->second == "true";
      r.tags.erase(it);
    }
  }

  if (result) {
    Fields rf(*result, "result: ");
    if (auto e = rf.only({"gold", "winners"}); !e.ok()) return e;
    const json* gold = rf.get("gold", json::value_t::array, "an array of numbers", err);
    if (!err.ok()) return err;
    for (const auto& g : *gold) {
      if (!g.is_number_integer()) return fail("result: 'gold' must hold whole numbers");
      r.result_gold.push_back(static_cast<std::int32_t>(g.get<std::int64_t>()));
    }
  }
  if (v < 3) move_refills_before_castle_pieces(r);
  return r;
}

bg::Expected<State> replay(const GameRecord& r) {
  auto created = State::create(r.options, r.deck, r.start_player);
  if (!created.ok()) return fail("cannot set up the game: " + created.reason());
  State s = std::move(created).value();
  for (std::size_t i = 0; i < r.actions.size(); ++i) {
    if (auto e = s.apply(r.actions[i]); !e.ok())
      return fail("action " + std::to_string(i + 1) + " \"" + to_text(r.actions[i]) + "\" is illegal: " + e.reason());
  }
  if (!r.result_gold.empty()) {
    if (!s.is_terminal()) return fail("the record claims a result but the game is not over after its actions");
    bool same = static_cast<int>(r.result_gold.size()) == s.num_players();
    for (int p = 0; same && p < s.num_players(); ++p) same = r.result_gold[p] == s.gold(p);
    if (!same) return fail("the record's result does not match its replay");
  }
  return s;
}

bg::Expected<State> replay_json(std::string_view json_text) {
  auto r = parse_record(json_text);
  if (!r.ok()) return r.status();
  return replay(r.value());
}

}  // namespace arkadia
