// The view codec. Input may come from anywhere, so the reader trusts nothing: every field is
// type-checked and range-checked before use (no exceptions in the wasm build), shapes are
// recomputed, and the result must keep the invariants (invariants.hpp).
#include "arkantis/view_codec.hpp"

#include <algorithm>
#include <array>

#include "arkantis/invariants.hpp"
#include "arkantis/refusals.hpp"
#include "arkantis/shapes.hpp"
#include "bg/json_fields.hpp"
#include "bg/refusals.hpp"

namespace arkantis {

using namespace refusal;

namespace {

using json = bg::Json;

constexpr std::string_view kFormat = "arkantis-view";
constexpr int kVersion = 1;
constexpr std::size_t kMaxViewBytes = 64u << 10;
constexpr int kMaxCounters = 100'000;
constexpr std::size_t kMaxRegister = 2048;
constexpr int kMaxTurnNumber = 65535;  // a game has at most 590 turns (§7); positions built by hand may count on
constexpr std::array<std::string_view, 3> kPhaseNames = {"action", "after", "over"};
constexpr std::array<std::string_view, 2> kSetColourNames = {"red", "blue"};

bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}, const bg::Status* cause = nullptr) {
  return bg::Status::refuse(text, std::move(args), cause);
}

std::string spot_text(const BoardSet& set) {
  return std::string(kSetColourNames[set.colour]) + " " + squares_text(set.squares);
}

// "red f5 f6 f7 g6": a colour, then squares in reading order.
std::optional<BoardSet> parse_spot(const json& j) {
  if (!j.is_string()) return std::nullopt;
  const std::string& text = j.get_ref<const std::string&>();
  if (text.size() > 64) return std::nullopt;
  BoardSet set;
  std::size_t start = 0;
  int index = 0, last = -1;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != ' ') continue;
    const std::string_view word = std::string_view(text).substr(start, i - start);
    start = i + 1;
    if (index++ == 0) {
      if (word == "red") set.colour = kRed;
      else if (word == "blue") set.colour = kBlue;
      else return std::nullopt;
      continue;
    }
    const auto sq = parse_square(word);
    if (!sq || *sq <= last) return std::nullopt;
    last = *sq;
    set.squares |= bit(*sq);
  }
  return set;
}

json cards_json(const std::array<std::uint8_t, kCardTypes>& counts) {
  json out = json::array();
  for (int c = 0; c < kCardTypes; ++c)
    for (int k = 0; k < counts[c]; ++k) out.push_back(std::string(card_id(static_cast<Card>(c))));
  return out;
}

}  // namespace

class ViewCodec {
 public:
  static std::string encode(const SeatView& v);
  static bg::Expected<SeatView> decode(std::string_view text);

 private:
  static bg::Status read_cards(const json& j, int p, const char* field, std::array<std::uint8_t, kCardTypes>& out);
  static bg::Status read_player(const json& j, int p, PlayerState& pl);
  static bg::Status read_pile(const json& j, int colour, State& s);
};

std::string ViewCodec::encode(const SeatView& v) {
  const State& s = v.masked_;
  json j;
  j["format"] = kFormat;
  j["version"] = kVersion;
  j["seat"] = v.seat_;
  j["players"] = s.num_players();
  j["board"] = board_string(s.covered_);
  json reg = json::array();
  for (auto key : s.register_)
    reg.push_back(spot_text({key & kAllSquares, static_cast<SetColour>(key >> 63)}));
  j["register"] = reg;
  j["current"] = s.current_;
  j["turn"] = s.turn_;
  j["phase"] = kPhaseNames[static_cast<int>(s.phase_)];
  json seats = json::array();
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.players_[p];
    json claimed = json::array();
    for (const Claim& c : pl.claimed) claimed.push_back({{"card", card_id(c.card)}, {"spot", spot_text(c.spot)}});
    seats.push_back({{"counters", pl.counters},
                     {"hand", cards_json(pl.hand)},
                     {"shown", cards_json(pl.shown)},
                     {"hidden", {{"orange", pl.hidden[data::kOrange]}, {"emerald", pl.hidden[data::kEmerald]}}},
                     {"claimed", claimed},
                     {"passed", pl.passed}});
  }
  j["seats"] = seats;
  json piles;
  for (int colour = 0; colour < kColours; ++colour) {
    const PileState& up = s.piles_[colour][kFaceUp];
    piles[std::string(colour_name(colour))] = {{"face-down", s.piles_[colour][kFaceDown].size},
                                                {"face-up", up.size},
                                                {"top", up.size ? json(std::string(card_id(up.top()))) : json(nullptr)}};
  }
  j["piles"] = piles;
  json open = json::array();
  for (int i = 0; i < s.open_count_; ++i) open.push_back({{"spot", spot_text(s.open_[i].spot)}, {"claimed", s.open_[i].claimed}});
  j["open"] = open;
  return j.dump();
}

// `field` ("hand", "shown") of seat `p`.
bg::Status ViewCodec::read_cards(const json& j, int p, const char* field, std::array<std::uint8_t, kCardTypes>& out) {
  out = {};
  if (!j.is_array() || j.size() > static_cast<std::size_t>(data::kDeckTotal))
    return fail(kViewCardsArray, {{"seat", p}, {"field", field}, {"max", data::kDeckTotal}});
  for (const json& c : j) {
    const auto card = c.is_string() ? parse_card(c.get_ref<const std::string&>()) : std::nullopt;
    if (!card) return fail(kViewCardsItem, {{"seat", p}, {"field", field}, {"value", bg::describe_json(c)}});
    ++out[*card];
  }
  return {};
}

bg::Status ViewCodec::read_player(const json& j, int p, PlayerState& pl) {
  const std::string where = "seat " + std::to_string(p) + ": ";
  if (!j.is_object()) return fail(kViewSeatNotObject, {{"seat", p}});
  bg::JsonFields f(j, where);
  if (auto e = f.only({"counters", "hand", "shown", "hidden", "claimed", "passed"}); !e.ok()) return e;
  bg::Status err;
  const json* counters = f.get("counters", json::value_t::number_integer, "a whole number", err);
  const json* hand = f.get("hand", json::value_t::array, "an array of cards", err);
  const json* shown = f.get("shown", json::value_t::array, "an array of cards", err);
  const json* hidden = f.get("hidden", json::value_t::object, "an object", err);
  const json* claimed = f.get("claimed", json::value_t::array, "an array of claims", err);
  const json* passed = f.get("passed", json::value_t::boolean, "true or false", err);
  if (!err.ok()) return err;
  if (counters->is_number_unsigned() ? counters->get<std::uint64_t>() > kMaxCounters : true)
    return fail(kViewSeatCounters, {{"seat", p}, {"max", kMaxCounters}});
  pl.counters = static_cast<int>(counters->get<std::uint64_t>());
  if (auto e = read_cards(*hand, p, "hand", pl.hand); !e.ok()) return e;
  if (auto e = read_cards(*shown, p, "shown", pl.shown); !e.ok()) return e;
  bg::JsonFields h(*hidden, where + "hidden: ");
  if (auto e = h.only({"orange", "emerald"}); !e.ok()) return e;
  for (int colour = 0; colour < kColours; ++colour) {
    const json* n = h.get(std::string(colour_name(colour)).c_str(), json::value_t::number_integer, "a whole number", err);
    if (!err.ok()) return err;
    if (!n->is_number_unsigned() || n->get<std::uint64_t>() > static_cast<std::uint64_t>(data::kDeckSize[colour]))
      return fail(kViewHiddenRange, {{"seat", p}});
    pl.hidden[colour] = static_cast<std::uint8_t>(n->get<std::uint64_t>());
  }
  if (claimed->size() > static_cast<std::size_t>(data::kDeckTotal)) return fail(kViewTooManyClaims, {{"seat", p}});
  for (const json& c : *claimed) {
    if (!c.is_object()) return fail(kViewClaimNotObject, {{"seat", p}});
    bg::JsonFields cf(c, where + "claim: ");
    if (auto e = cf.only({"card", "spot"}); !e.ok()) return e;
    const json* card = cf.get("card", json::value_t::string, "a card", err);
    const json* spot = cf.get("spot", json::value_t::string, "a spot like \"red f5 f6 f7 g6\"", err);
    if (!err.ok()) return err;
    const auto id = parse_card(card->get_ref<const std::string&>());
    const auto set = parse_spot(*spot);
    if (!id || !set) return fail(kViewClaimItem, {{"seat", p}, {"value", bg::describe_json(c)}});
    pl.claimed.push_back({*id, *set});
  }
  pl.passed = passed->get<bool>();
  return {};
}

bg::Status ViewCodec::read_pile(const json& j, int colour, State& s) {
  const std::string where = "piles: " + std::string(colour_name(colour)) + ": ";
  bg::JsonFields f(j, where);
  if (auto e = f.only({"face-down", "face-up", "top"}); !e.ok()) return e;
  bg::Status err;
  const json* down = f.get("face-down", json::value_t::number_integer, "a whole number", err);
  const json* up = f.get("face-up", json::value_t::number_integer, "a whole number", err);
  if (!err.ok()) return err;
  const json* top = j.contains("top") ? &j.at("top") : nullptr;
  if (!top) return fail(bg::refusal::kFieldMissing, {{"where", where}, {"field", "top"}});
  for (auto [n, pile] : {std::pair{down, kFaceDown}, std::pair{up, kFaceUp}}) {
    if (!n->is_number_unsigned() || n->get<std::uint64_t>() > static_cast<std::uint64_t>(data::kDeckSize[colour]))
      return fail(kViewPileSize, {colour_arg("colour", colour)});
    PileState& ps = s.piles_[colour][pile];
    ps.size = static_cast<std::uint8_t>(n->get<std::uint64_t>());
    for (int i = 0; i < ps.size; ++i) ps.cards[i] = kHiddenCard;
  }
  PileState& face_up = s.piles_[colour][kFaceUp];
  if (face_up.size == 0) {
    if (!top->is_null()) return fail(kViewPileEmptyTop, {colour_arg("colour", colour)});
    return {};
  }
  const auto card = top->is_string() ? parse_card(top->get_ref<const std::string&>()) : std::nullopt;
  if (!card || colour_of(*card) != colour) return fail(kViewPileTop, {colour_arg("colour", colour)});
  face_up.cards[face_up.size - 1] = *card;
  return {};
}

bg::Expected<SeatView> ViewCodec::decode(std::string_view text) {
  if (text.size() > kMaxViewBytes) return fail(kViewTooLarge);
  auto parsed = bg::parse_json(text);
  if (!parsed.ok()) return parsed.status();
  const json& j = parsed.value();
  if (!j.is_object()) return fail(kViewNotObject);
  bg::JsonFields f(j, "");
  if (auto e = f.only({"format", "version", "seat", "players", "board", "register", "current", "turn", "phase", "seats", "piles",
                       "open"});
      !e.ok())
    return e;
  bg::Status err;
  const json* format = f.get("format", json::value_t::string, "\"arkantis-view\"", err);
  const json* version = f.get("version", json::value_t::number_integer, "1", err);
  const json* seat = f.get("seat", json::value_t::number_integer, "a seat number", err);
  const json* players = f.get("players", json::value_t::number_integer, "2 to 4", err);
  const json* board = f.get("board", json::value_t::string, "a board string", err);
  const json* reg = f.get("register", json::value_t::array, "an array of spots", err);
  const json* current = f.get("current", json::value_t::number_integer, "a seat number", err);
  const json* turn = f.get("turn", json::value_t::number_integer, "a turn number", err);
  const json* phase = f.get("phase", json::value_t::string, "\"action\", \"after\" or \"over\"", err);
  const json* seats = f.get("seats", json::value_t::array, "an array of seats", err);
  const json* piles = f.get("piles", json::value_t::object, "an object", err);
  const json* open = f.get("open", json::value_t::array, "an array of open spots", err);
  if (!err.ok()) return err;
  if (format->get_ref<const std::string&>() != kFormat) return fail(kViewFormat);
  if (*version != kVersion) return fail(kViewVersion, {{"version", version->dump()}, {"current", kVersion}});
  auto small = [](const json* n, int hi) {
    return n->is_number_unsigned() && n->get<std::uint64_t>() <= static_cast<std::uint64_t>(hi)
               ? static_cast<int>(n->get<std::uint64_t>())
               : -1;
  };
  State s;
  s.options_.players = small(players, kMaxPlayers);
  if (s.options_.players < kMinPlayers) return fail(kViewPlayers);
  // -1: the public view (a spectator's), every hand hidden.
  const int viewer = seat->is_number_integer() && seat->get<std::int64_t>() == -1 ? -1 : small(seat, s.options_.players - 1);
  if (viewer < 0 && !(seat->is_number_integer() && seat->get<std::int64_t>() == -1)) return fail(kViewSeatField, {{"field", "seat"}});
  const int cur = small(current, s.options_.players - 1);
  if (cur < 0) return fail(kViewSeatField, {{"field", "current"}});
  s.current_ = static_cast<std::uint8_t>(cur);
  const int turn_number = small(turn, kMaxTurnNumber);
  if (turn_number < 1) return fail(kViewTurn, {{"max", kMaxTurnNumber}});
  s.turn_ = static_cast<std::uint16_t>(turn_number);
  const auto covered = parse_board_string(board->get_ref<const std::string&>());
  if (!covered) return fail(kViewBoard);
  s.covered_ = *covered;
  const auto ph = std::find(kPhaseNames.begin(), kPhaseNames.end(), phase->get_ref<const std::string&>());
  if (ph == kPhaseNames.end()) return fail(kViewPhase);
  s.phase_ = static_cast<Phase>(ph - kPhaseNames.begin());

  if (reg->size() > kMaxRegister) return fail(kViewRegisterTooLong);
  for (const json& r : *reg) {
    const auto set = parse_spot(r);
    if (!set) return fail(kViewRegisterItem, {{"value", bg::describe_json(r)}});
    s.register_.push_back(State::register_key(*set));
  }
  std::sort(s.register_.begin(), s.register_.end());

  if (seats->size() != static_cast<std::size_t>(s.options_.players)) return fail(kViewSeatCount);
  for (int p = 0; p < s.options_.players; ++p)
    if (auto e = read_player((*seats)[static_cast<std::size_t>(p)], p, s.players_[p]); !e.ok()) return e;

  bg::JsonFields pf(*piles, "piles: ");
  if (auto e = pf.only({"orange", "emerald"}); !e.ok()) return e;
  for (int colour = 0; colour < kColours; ++colour) {
    const json* pile = pf.get(std::string(colour_name(colour)).c_str(), json::value_t::object, "an object", err);
    if (!err.ok()) return err;
    if (auto e = read_pile(*pile, colour, s); !e.ok()) return e;
  }

  if (open->size() > static_cast<std::size_t>(kMaxModified)) return fail(kViewOpenTooMany);
  for (const json& o : *open) {
    if (!o.is_object()) return fail(kViewOpenNotObject);
    bg::JsonFields of(o, "open: ");
    if (auto e = of.only({"spot", "claimed"}); !e.ok()) return e;
    const json* spot = of.get("spot", json::value_t::string, "a spot like \"red f5 f6 f7 g6\"", err);
    const json* claimed = of.get("claimed", json::value_t::boolean, "true or false", err);
    if (!err.ok()) return err;
    const auto set = parse_spot(*spot);
    const int shape = set ? shape_of(set->squares) : kNoShape;
    if (shape == kNoShape) return fail(kViewOpenShape, {{"value", bg::describe_json(*spot)}});
    s.open_[s.open_count_++] = {*set, static_cast<Card>(shape), claimed->get<bool>()};
  }
  if (auto e = check_invariants(s, viewer < 0 ? kPublicViewer : viewer); !e.ok()) return fail(kViewInconsistent, {}, &e);
  return SeatView(s, viewer);
}

std::string encode_view(const SeatView& view) { return ViewCodec::encode(view); }
bg::Expected<SeatView> decode_view(std::string_view json) { return ViewCodec::decode(json); }

}  // namespace arkantis
