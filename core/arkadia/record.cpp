// Arkadia's game records: the generic envelope (bg/record.hpp) with Arkadia's options, set-up
// and actions, and the conversion of records written before version 3.
#include "arkadia/record.hpp"
#include "arkadia/refusals.hpp"

#include "bg/json_fields.hpp"
#include "bg/record.hpp"

#include "arkadia/notation.hpp"

namespace arkadia {

namespace {

using json = bg::Json;

// Arkadia's records in the generic envelope (bg/record.hpp): the set-up is the deck order and
// the start player; the result's scores are the gold.
const bg::RecordSchema& schema() {
  static const bg::RecordSchema kSchema{
      "arkadia",
      kRecordVersion,
      {{"deck", json::value_t::array, "an array of cards"}, {"start_player", json::value_t::number_integer, "a seat number"}},
      "gold",
      2};
  return kSchema;
}

bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}) {
  return bg::Status::refuse(text, std::move(args));
}

// Options of a record of `version`. Records before version 3 were played by the rules before
// their correction (RulesEdition::kOriginal) and had no strict-screens or rules fields.
bg::Status read_options(const json& j, std::int64_t version, GameOptions& o) {
  if (!j.is_object()) return fail(refusal::kOptionsNotObject);
  bg::JsonFields f(j, "options: ");
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
      return fail(refusal::kOptionsEdition);
    o.rules = static_cast<RulesEdition>(edition);
  }
  if (lot) {
    const auto sq = parse_square(lot->get_ref<const std::string&>());
    if (!sq) return fail(refusal::kOptionsLot, {{"token", lot->get_ref<const std::string&>()}});
    o.lot_corner = *sq;
  }
  if (auto v = validate(o); !v.ok()) return bg::Status::refuse(refusal::kOptionsInvalid, {}, &v);
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

json options_object(const GameOptions& o) {
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
  if (j.is_discarded()) return fail(refusal::kOptionsNotJson);
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
  bg::RecordEnvelope e;
  e.options = options_object(r.options);
  e.seats = r.seats;
  json deck = json::array();
  for (auto c : r.deck) deck.push_back(card_name(c));
  e.setup["deck"] = std::move(deck);
  e.setup["start_player"] = r.start_player;
  for (const auto& a : r.actions) e.actions.push_back(to_text(a));
  e.tags = r.tags;
  if (final_state && final_state->is_terminal()) {
    e.scores.emplace();
    for (int p = 0; p < final_state->num_players(); ++p) e.scores->push_back(final_state->gold(p));
    e.winners = final_state->winners();
  }
  return bg::write_record_envelope(e, schema());
}

bg::Expected<GameRecord> parse_record(std::string_view text) {
  auto envelope = bg::read_record_envelope(text, schema());
  if (!envelope.ok()) return envelope.status();
  const bg::RecordEnvelope& e = envelope.value();
  const std::int64_t v = e.version;

  GameRecord r;
  if (auto why = read_options(e.options, v, r.options); !why.ok()) return why;
  auto seats = bg::read_seats(e.seats, r.options.players);
  if (!seats.ok()) return seats.status();
  r.seats = std::move(seats).value();

  const json& deck = e.setup.at("deck");
  for (std::size_t i = 0; i < deck.size(); ++i) {
    const json& c = deck[i];
    const auto card = c.is_string() ? parse_card(c.get_ref<const std::string&>()) : std::nullopt;
    if (!card) return fail(refusal::kDeckCardNotCard, {{"n", i + 1}, {"value", bg::describe_json(c)}});
    r.deck.push_back(*card);
  }

  const auto sp = e.setup.at("start_player").get<std::int64_t>();
  if (sp < 0 || sp >= r.options.players)
    return fail(refusal::kRecordStartPlayer, {{"max", r.options.players - 1}});
  r.start_player = static_cast<int>(sp);

  for (std::size_t i = 0; i < e.actions.size(); ++i) {
    auto parsed = parse_action(e.actions[i]);
    if (!parsed.ok())
      return bg::Status::refuse(refusal::kRecordActionUnreadable,
                                {{"n", i + 1}, {"value", bg::describe_json(json(e.actions[i]))}}, &parsed.status());
    r.actions.push_back(parsed.value());
  }

  r.tags = e.tags;
  // Version 2: the page kept strict screens in a tag; it is a game option now.
  if (v < 3) {
    if (auto it = r.tags.find("strict_screens"); it != r.tags.end()) {
      r.options.strict_screens = it->second == "true";
      r.tags.erase(it);
    }
  }
  if (e.scores)
    for (std::int64_t g : *e.scores) r.result_gold.push_back(static_cast<std::int32_t>(g));
  if (v < 3) move_refills_before_castle_pieces(r);
  return r;
}

bg::Expected<State> replay(const GameRecord& r) {
  auto created = State::create(r.options, r.deck, r.start_player);
  if (!created.ok()) return bg::Status::refuse(refusal::kCannotSetUp, {}, &created.status());
  State s = std::move(created).value();
  for (std::size_t i = 0; i < r.actions.size(); ++i) {
    if (auto e = s.apply(r.actions[i]); !e.ok())
      return bg::Status::refuse(refusal::kRecordActionIllegal, {{"n", i + 1}, {"action", to_text(r.actions[i])}}, &e);
  }
  if (!r.result_gold.empty()) {
    if (!s.is_terminal()) return fail(refusal::kResultNotOver);
    bool same = static_cast<int>(r.result_gold.size()) == s.num_players();
    for (int p = 0; same && p < s.num_players(); ++p) same = r.result_gold[p] == s.gold(p);
    if (!same) return fail(refusal::kResultMismatch);
  }
  return s;
}

bg::Expected<State> replay_json(std::string_view json_text) {
  auto r = parse_record(json_text);
  if (!r.ok()) return r.status();
  return replay(r.value());
}

}  // namespace arkadia
