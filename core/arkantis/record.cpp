#include "arkantis/record.hpp"

#include "arkantis/notation.hpp"
#include "arkantis/refusals.hpp"
#include "bg/json_fields.hpp"
#include "bg/record.hpp"
#include "bg/sealed_setup.hpp"

namespace arkantis {

using namespace refusal;

namespace {

using json = bg::Json;

bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}, const bg::Status* cause = nullptr) {
  return bg::Status::refuse(text, std::move(args), cause);
}

// The envelope requires every set-up field it is given, so a record with a seed, a set-up or
// both is read with the schema of the fields it has (§11.3: a record needs one or the other).
const bg::RecordSchema& schema(bool seed, bool setup) {
  static const bg::SetupField kSeed{"seed", json::value_t::string, "a string of decimal digits"};
  static const bg::SetupField kSetup{"setup", json::value_t::object, "an object"};
  static const bg::RecordSchema kBoth{"arkantis", kRecordVersion, {kSeed, kSetup}, "scores", 1};
  static const bg::RecordSchema kSeedOnly{"arkantis", kRecordVersion, {kSeed}, "scores", 1};
  static const bg::RecordSchema kSetupOnly{"arkantis", kRecordVersion, {kSetup}, "scores", 1};
  return seed && setup ? kBoth : seed ? kSeedOnly : kSetupOnly;
}

// A whole number clamped to -1..1000, so that huge or negative values fail range checks plainly.
int small_int(const json& j) {
  if (j.is_number_unsigned()) return j.get<std::uint64_t>() > 1000 ? 1000 : static_cast<int>(j.get<std::uint64_t>());
  if (!j.is_number_integer()) return -1;
  const auto v = j.get<std::int64_t>();
  return v < -1 ? -1 : v > 1000 ? 1000 : static_cast<int>(v);
}

bg::Status read_options(const json& j, GameOptions& o) {
  if (!j.is_object()) return fail(kRecOptionsObject);
  bg::JsonFields f(j, "options: ");
  if (auto e = f.only({"players"}); !e.ok()) return e;
  bg::Status err;
  const json* players = f.get("players", json::value_t::number_integer, "a whole number", err);
  if (!err.ok()) return err;
  o.players = small_int(*players);
  if (auto v = validate(o); !v.ok()) return fail(kRecOptions, {}, &v);
  return {};
}

json options_object(const GameOptions& o) { return {{"players", o.players}}; }

std::optional<std::uint64_t> parse_seed(const std::string& text) {
  if (text.empty() || text.size() > 20 || (text.size() > 1 && text[0] == '0')) return std::nullopt;
  std::uint64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
    if (v > (UINT64_MAX - d) / 10) return std::nullopt;
    v = v * 10 + d;
  }
  return v;
}

bg::Status read_deck(const json& cards, int colour, std::vector<Card>& out) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const json& c = cards[i];
    const auto card = c.is_string() ? parse_card(c.get_ref<const std::string&>()) : std::nullopt;
    if (!card || colour_of(*card) != colour)
      return fail(kRecDeckCard, {{"field", std::string(colour_name(colour))},
                                 {"n", i + 1},
                                 colour_arg("colour", colour),
                                 {"value", bg::describe_json(c)}});
    out.push_back(*card);
  }
  return {};
}

bg::Status read_setup(const json& j, const GameOptions& o, Setup& s) {
  bg::JsonFields f(j, "setup: ");
  if (auto e = f.only({"dice", "orange", "emerald", "start_player"}); !e.ok()) return e;
  bg::Status err;
  const json* dice = f.get("dice", json::value_t::array, "an array of 7 throws", err);
  const json* orange = f.get("orange", json::value_t::array, "an array of cards", err);
  const json* emerald = f.get("emerald", json::value_t::array, "an array of cards", err);
  const json* start = f.get("start_player", json::value_t::number_integer, "a seat number", err);
  if (!err.ok()) return err;
  if (dice->size() != s.dice.size()) return fail(kRecDiceCount, {{"count", s.dice.size()}});
  for (std::size_t i = 0; i < s.dice.size(); ++i) {
    const json& d = (*dice)[i];
    s.dice[i] = small_int(d);
    if (s.dice[i] < 1 || s.dice[i] > data::kDieFaces)
      return fail(kRecThrow, {{"n", i + 1}, {"faces", data::kDieFaces}, {"value", bg::describe_json(d)}});
  }
  if (auto e = read_deck(*orange, data::kOrange, s.orange); !e.ok()) return e;
  if (auto e = read_deck(*emerald, data::kEmerald, s.emerald); !e.ok()) return e;
  const int sp = small_int(*start);
  if (sp < 0 || sp >= o.players) return fail(kRecStartPlayer, {{"last", o.players - 1}});
  s.start_player = sp;
  if (auto e = validate(s, o); !e.ok()) return fail(kRecSetup, {}, &e);
  return {};
}

json setup_object(const Setup& s) {
  json dice = json::array(), orange = json::array(), emerald = json::array();
  for (int d : s.dice) dice.push_back(d);
  for (Card c : s.orange) orange.push_back(std::string(card_id(c)));
  for (Card c : s.emerald) emerald.push_back(std::string(card_id(c)));
  return {{"dice", dice}, {"orange", orange}, {"emerald", emerald}, {"start_player", s.start_player}};
}

}  // namespace

std::string options_to_json(const GameOptions& options) { return options_object(options).dump(); }

bg::Expected<GameOptions> options_from_json(std::string_view text) {
  auto j = bg::parse_json(text);
  if (!j.ok()) return fail(kRecOptions, {}, &j.status());
  GameOptions o;
  if (auto why = read_options(j.value(), o); !why.ok()) return why;
  return o;
}

GameRecord new_record(const GameOptions& options, std::vector<std::string> seats, std::uint64_t seed) {
  GameRecord r;
  r.options = options;
  r.seats = std::move(seats);
  r.setup = setup_from_seed(options, seed);
  r.seed = seed;
  return r;
}

std::string to_json(const GameRecord& r, const State* final_state) {
  bg::RecordEnvelope e;
  e.options = options_object(r.options);
  e.seats = r.seats;
  if (r.seed) e.setup["seed"] = std::to_string(*r.seed);
  e.setup["setup"] = setup_object(r.setup);
  for (const auto& a : r.actions) e.actions.push_back(to_text(a));
  e.tags = r.tags;
  if (final_state && final_state->is_terminal()) {
    e.scores.emplace();
    for (int p = 0; p < final_state->num_players(); ++p) e.scores->push_back(final_state->score(p));
    e.winners = final_state->winners();
  }
  return bg::write_record_envelope(e, schema(r.seed.has_value(), true));
}

bg::Expected<GameRecord> parse_record(std::string_view text) {
  bool has_seed = false, has_setup = true;
  if (text.size() <= bg::kMaxRecordBytes) {
    auto j = bg::parse_json(text);
    if (!j.ok()) return j.status();
    if (j->is_object()) {
      if (auto unsealed = bg::unseal_record_setup(j.value()); !unsealed.ok()) return unsealed;
      has_seed = j->contains("seed");
      has_setup = j->contains("setup");
      if (!has_seed && !has_setup) return fail(kRecNeedsSetupOrSeed);
    }
  }
  auto envelope = bg::read_record_envelope(text, schema(has_seed, has_setup));
  if (!envelope.ok()) return envelope.status();
  const bg::RecordEnvelope& e = envelope.value();

  GameRecord r;
  if (auto why = read_options(e.options, r.options); !why.ok()) return why;
  auto seats = bg::read_seats(e.seats, r.options.players);
  if (!seats.ok()) return seats.status();
  r.seats = std::move(seats).value();
  if (has_seed) {
    r.seed = parse_seed(e.setup.at("seed").get<std::string>());
    if (!r.seed) return fail(kRecSeed);
    r.setup = setup_from_seed(r.options, *r.seed);
  }
  if (has_setup) {
    Setup written;
    if (auto why = read_setup(e.setup.at("setup"), r.options, written); !why.ok()) return why;
    if (has_seed && !(written == r.setup))
      return fail(kRecSetupDiffers, {{"seed", std::to_string(*r.seed)}});
    r.setup = std::move(written);
  }
  for (std::size_t i = 0; i < e.actions.size(); ++i) {
    auto parsed = parse_action(e.actions[i]);
    if (!parsed.ok())
      return fail(kRecActionUnreadable, {{"n", i + 1}, {"value", bg::describe_json(json(e.actions[i]))}},
                  &parsed.status());
    r.actions.push_back(parsed.value());
  }
  r.tags = e.tags;
  if (e.scores) {
    r.result_scores.emplace();
    for (std::int64_t v : *e.scores) r.result_scores->push_back(v);
    r.result_winners = e.winners;
  }
  return r;
}

bg::Expected<State> replay(const GameRecord& r) {
  auto created = State::create(r.options, r.setup);
  if (!created.ok()) return fail(kRecCannotSetUp, {}, &created.status());
  State s = std::move(created).value();
  for (std::size_t i = 0; i < r.actions.size(); ++i)
    if (auto e = s.apply(r.actions[i]); !e.ok())
      return fail(kRecActionIllegal, {{"n", i + 1}, {"action", to_text(r.actions[i])}}, &e);
  if (r.result_scores) {
    if (!s.is_terminal()) return fail(kRecResultNotOver);
    std::vector<std::int64_t> scores;
    for (int p = 0; p < s.num_players(); ++p) scores.push_back(s.score(p));
    if (*r.result_scores != scores) return fail(kRecScoresMismatch);
    // Every finished game has a winner, so an empty list is a mismatch too.
    if (r.result_winners != s.winners()) return fail(kRecWinnersMismatch);
  }
  return s;
}

bg::Expected<State> replay_json(std::string_view text) {
  auto r = parse_record(text);
  if (!r.ok()) return r.status();
  return replay(r.value());
}

}  // namespace arkantis
