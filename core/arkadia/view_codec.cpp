// A seat's view as JSON. The input may come from anywhere (a page, a worker message), so decoding
// trusts nothing: every number is range-checked, derived data (rings, indexes, cell sets, seal
// values) is recomputed, and the conservation laws are checked, because State and
// SeatView::sample rely on them and abort or index out of range otherwise. nlohmann-json is used
// without exceptions (the wasm build has none), so every field is type-checked before it is read.
#include "arkadia/view_codec.hpp"
#include "arkadia/refusals.hpp"

#include "arkadia/invariants.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <optional>
#include <string>
#include <nlohmann/json.hpp>

#include "arkadia/notation.hpp"

namespace arkadia {

namespace {

using nlohmann::json;

constexpr std::string_view kFormat = "arkadia-view";
constexpr int kVersion = 1;
constexpr std::size_t kMaxViewBytes = 64u << 10;  // a real view is a few KB
constexpr std::int64_t kMaxSeals = 60000;         // the editor's limit; keeps sales far from overflow
constexpr std::int64_t kMaxGold = 100'000'000;
constexpr std::int64_t kMaxTurn = 65535;
constexpr std::string_view kHiddenName = "??";
constexpr std::string_view kBlankSeal = "-";
constexpr int kMaxWorkersOnBoard = kMaxPlayers * data::kOwnWorkersPerColour + data::kNeutralWorkers;

constexpr const auto& kPhaseNames = kPhaseKeys;
constexpr std::array<std::string_view, 3> kEndReasonNames = {"none", "castle_complete", "all_passed"};

bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}) {
  return bg::Status::refuse(text, std::move(args));
}

std::string clipped(const std::string& s) { return s.size() > 40 ? s.substr(0, 40) + "..." : s; }

// Typed access to one JSON object's fields. The first problem is kept in `err` (later ones are
// consequences); accessors then return harmless defaults, and the caller checks `err` before it
// uses what it read.
class Fields {
 public:
  Fields(const json& object, std::string where, bg::Status& err) : o_(&object), where_(std::move(where)), err_(err) {
    if (!o_->is_object()) error("must be an object");
  }
  // For values that are not objects: the messages and range checks only.
  Fields(std::string where, bg::Status& err) : where_(std::move(where)), err_(err) {}

  void only(std::initializer_list<std::string_view> keys) {
    if (!o_ || !o_->is_object()) return;
    for (auto it = o_->begin(); it != o_->end(); ++it)
      if (std::find(keys.begin(), keys.end(), it.key()) == keys.end())
        return error("has an unknown field '" + clipped(it.key()) + "'");
  }
  const json* get(const char* key) {
    if (!o_ || !o_->is_object()) return nullptr;
    auto it = o_->find(key);
    if (it == o_->end()) {
      error("'" + std::string(key) + "' is missing");
      return nullptr;
    }
    return &*it;
  }
  std::int64_t integer(const char* key, std::int64_t lo, std::int64_t hi) {
    const json* j = get(key);
    return j ? integer_value(*j, std::string("'") + key + "'", lo, hi) : lo;
  }
  bool boolean(const char* key) {
    const json* j = get(key);
    if (j && !j->is_boolean()) error("'" + std::string(key) + "' must be true or false");
    return j && j->is_boolean() && j->get<bool>();
  }
  std::string_view string(const char* key) {
    const json* j = get(key);
    if (j && !j->is_string()) error("'" + std::string(key) + "' must be a string");
    return j && j->is_string() ? std::string_view(j->get_ref<const std::string&>()) : std::string_view();
  }
  // An array of at least `min` and at most `max` entries; nullptr (and an error) otherwise.
  const json* array(const char* key, std::size_t min, std::size_t max) {
    const json* j = get(key);
    if (!j) return nullptr;
    if (!j->is_array() || j->size() < min || j->size() > max) {
      error("'" + std::string(key) + "' must be an array of " +
            (min == max ? std::to_string(min) : std::to_string(min) + " to " + std::to_string(max)) + " entries");
      return nullptr;
    }
    return j;
  }
  std::int64_t integer_value(const json& j, const std::string& what, std::int64_t lo, std::int64_t hi) {
    if (!j.is_number_integer()) {
      error(what + " must be a whole number");
      return lo;
    }
    // Unsigned values above the signed range wrap to negatives here and fail the range check.
    const auto v = j.is_number_unsigned() && j.get<std::uint64_t>() > static_cast<std::uint64_t>(hi)
                       ? hi + 1
                       : j.get<std::int64_t>();
    if (v < lo || v > hi) {
      error(what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi));
      return lo;
    }
    return v;
  }
  void error(const std::string& what) {
    // A view is a message between the page and its worker, not something a player writes: the
    // detail stays in English.
    if (err_.ok()) err_ = fail(refusal::kViewField, {{"where", where_}, {"detail", what}});
  }
  const std::string& where() const { return where_; }

 private:
  const json* o_ = nullptr;
  std::string where_;
  bg::Status& err_;
};

std::string card_text(CardType c) { return c == kHiddenCard ? std::string(kHiddenName) : card_name(c); }

std::optional<CardType> read_card(const json& j, bool hidden_allowed) {
  if (!j.is_string()) return std::nullopt;
  const auto& text = j.get_ref<const std::string&>();
  if (text == kHiddenName) return hidden_allowed ? std::optional<CardType>(kHiddenCard) : std::nullopt;
  return parse_card(text);
}

std::optional<Square> read_square(const json& j) {
  if (!j.is_string()) return std::nullopt;
  return parse_square(j.get_ref<const std::string&>());
}

// Compact JSON written directly: a view is encoded for every AI move, and building a DOM first
// costs ten times as much. Every text written is a fixed name, a square or a card: plain ASCII
// that needs no escaping.
class JsonWriter {
 public:
  JsonWriter() { out_.reserve(4096); }
  JsonWriter& open(char bracket) {
    separate();
    out_ += bracket;
    first_ = true;
    return *this;
  }
  JsonWriter& close(char bracket) {
    out_ += bracket;
    first_ = false;
    return *this;
  }
  JsonWriter& key(std::string_view name) {
    text(name);
    out_ += ':';
    first_ = true;  // the value follows without a comma
    return *this;
  }
  JsonWriter& text(std::string_view s) {
    separate();
    out_ += '"';
    out_ += s;
    out_ += '"';
    return *this;
  }
  JsonWriter& number(std::int64_t v) {
    separate();
    out_ += std::to_string(v);
    return *this;
  }
  JsonWriter& boolean(bool v) {
    separate();
    out_ += v ? "true" : "false";
    return *this;
  }
  JsonWriter& null() {
    separate();
    out_ += "null";
    return *this;
  }
  std::string take() { return std::move(out_); }

 private:
  void separate() {
    if (!first_) out_ += ',';
    first_ = false;
  }
  std::string out_;
  bool first_ = true;
};

template <std::size_t N>
int index_of(const std::array<std::string_view, N>& names, std::string_view name) {
  for (std::size_t i = 0; i < N; ++i)
    if (names[i] == name) return static_cast<int>(i);
  return -1;
}

}  // namespace

// Has State's, SeatView's and Castle's private members: the encoding is of the whole masked
// State, and decoding rebuilds it field by field.
class ViewCodec {
 public:
  static std::string encode(const SeatView& view);
  static bg::Expected<SeatView> decode(std::string_view text);

 private:
  explicit ViewCodec(bg::Status& err) : err_(err) {}

  void read_options(const json& j);
  void read_players(const json& j);
  void read_neutral(Fields& top);
  void read_castle(const json& j);
  void read_buildings(const json& j);
  void read_cards(Fields& top);
  void read_turn(const json& j);
  void read_end(const json& j);
  void derive_castle();

  bg::Status& err_;
  State s_;
  int seat_ = 0;
};

// ---- Encoding ---------------------------------------------------------------------------------

std::string ViewCodec::encode(const SeatView& view) {
  const State& s = view.masked_;
  JsonWriter w;
  w.open('{');
  w.key("format").text(kFormat);
  w.key("version").number(kVersion);
  w.key("seat").number(view.seat_);
  w.key("options").open('{');
  w.key("players").number(s.options_.players);
  w.key("beginner").boolean(s.options_.beginner);
  w.key("lot").text(square_name(s.options_.lot_corner));
  w.key("allow_mirror").boolean(s.options_.allow_mirror);
  w.key("strict_screens").boolean(s.options_.strict_screens);
  w.key("rules").number(static_cast<int>(s.options_.rules));
  w.close('}');

  auto cards = [&](const std::array<CardType, kHandSize>& held) {
    w.open('[');
    for (auto c : held)
      if (c != kNoCard) w.text(card_text(c));
    w.close(']');
  };
  auto numbers = [&](const auto& values) {
    w.open('[');
    for (auto v : values) w.number(v);
    w.close(']');
  };
  auto squares = [&](const Bits& b) {
    w.open('[');
    b.for_each([&](Square sq) { w.text(square_name(sq)); });
    w.close(']');
  };
  w.key("players").open('[');
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.players_[p];
    w.open('{');
    w.key("hand");
    cards(pl.hand);
    w.key("known");
    cards(pl.known);
    // Under strict screens the seat does not know these of another player (view.hpp): they are
    // not sent, and the reader puts the same estimate in their place.
    const bool screened = SeatView::screened(s, view.seat(), p);
    w.key("seals");
    if (screened) w.null();
    else numbers(pl.seals);
    w.key("sold_at_end");
    numbers(pl.sold_at_end);
    w.key("gold");
    if (screened) w.null();
    else w.number(pl.gold);
    w.key("own_reserve").number(pl.own_reserve);
    w.key("neutral_reserve");
    if (screened) w.null();
    else w.number(pl.neutral_reserve);
    w.key("own_supply").number(pl.own_supply);
    w.key("banners").number(pl.banners);
    w.key("workers");
    squares(s.player_workers_[p]);
    w.close('}');
  }
  w.close(']');
  w.key("neutral_pool").number(s.neutral_pool_);
  w.key("neutral_workers");
  squares(s.neutral_workers_);

  w.key("castle").open('{');
  w.key("heights");
  numbers(s.castle_.height_);
  w.key("tops").open('[');
  for (auto t : s.castle_.top_) w.text(t == data::kBlank ? std::string(kBlankSeal) : std::string(1, family_letter(t)));
  w.close(']');
  w.key("supply").open('[');
  for (const auto& floor : s.castle_.supply_) numbers(floor);
  w.close(']');
  w.close('}');

  // One array per building, in placement order: card, first square, orientation, flags.
  w.key("buildings").open('[');
  for (int i = 0; i < s.buildings_.size(); ++i) {
    const Building& b = s.buildings_[i];
    w.open('[');
    w.text(card_text(b.card)).text(square_name(b.first));
    w.number(orientation_matching(form_of(b.card), b.cells, /*allow_mirror=*/true));
    w.boolean(b.enclosed).boolean(b.has_seal).boolean(b.preset);
    w.close(']');
  }
  w.close(']');

  w.key("display").open('[');
  for (auto c : s.display_) c == kNoCard ? w.null() : w.text(card_text(c));
  w.close(']');
  w.key("deck").open('{');
  w.key("drawn").number(s.deck_top_);
  w.key("size").number(s.deck_size());
  w.close('}');

  w.key("turn").open('{');
  w.key("number").number(s.turn_);
  w.key("current").number(s.current_);
  w.key("start").number(s.start_player_);
  w.key("phase").text(kPhaseNames[static_cast<std::size_t>(s.phase_)]);
  w.key("pending_pieces").number(s.pending_pieces_);
  w.key("chosen");
  s.chosen_building_ == State::kNone ? w.null() : w.text(square_name(s.buildings_[s.chosen_building_].first));
  w.key("placed").number(s.placed_this_turn_);
  w.key("last_placed");
  s.last_placed_ == kNoSquare ? w.null() : w.text(square_name(s.last_placed_));
  w.key("sell_family").text(std::string(1, family_letter(s.sell_family_)));
  w.key("laid").boolean(s.laid_this_turn_);
  w.key("passed").boolean(s.passed_this_turn_);
  w.key("consecutive_passes").number(s.consecutive_passes_);
  w.close('}');

  w.key("end").open('{');
  w.key("triggered").boolean(s.end_triggered_);
  w.key("trigger_player").number(s.end_trigger_player_);
  w.key("final_turns_left").number(s.final_turns_left_);
  w.key("reason").text(kEndReasonNames[static_cast<std::size_t>(s.end_reason_)]);
  w.close('}');
  w.close('}');
  return w.take();
}

// ---- Decoding: reading ------------------------------------------------------------------------

bg::Expected<SeatView> ViewCodec::decode(std::string_view text) {
  if (text.size() > kMaxViewBytes) return fail(refusal::kViewTooLarge);
  const json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return fail(refusal::kViewNotJson);
  bg::Status err;
  Fields top(j, "the view", err);
  top.only({"format", "version", "seat", "options", "players", "neutral_pool", "neutral_workers", "castle",
            "buildings", "display", "deck", "turn", "end"});
  if (!err.ok()) return err;
  const std::string_view format = top.string("format");
  if (err.ok() && format != kFormat) return fail(refusal::kViewFormat);
  const auto version = top.integer("version", 0, 1'000'000);
  if (err.ok() && version != kVersion)
    return fail(refusal::kViewVersion, {{"version", version}});
  if (!err.ok()) return err;

  ViewCodec codec(err);
  State& s = codec.s_;
  // The blank board create() starts from.
  s.building_index_.fill(State::kNone);
  s.deck_.fill(kNoCard);
  s.display_.fill(kNoCard);

  // Each step needs the ones before it (the player count, the workers, the buildings).
  if (const json* options = top.get("options")) codec.read_options(*options);
  if (!err.ok()) return err;
  codec.seat_ = static_cast<int>(top.integer("seat", -1, s.num_players() - 1));  // -1: the public view
  if (const json* players = top.array("players", static_cast<std::size_t>(s.num_players()),
                                      static_cast<std::size_t>(s.num_players())))
    codec.read_players(*players);
  if (!err.ok()) return err;
  codec.read_neutral(top);
  if (!err.ok()) return err;
  if (const json* buildings = top.array("buildings", 0, kTotalCards)) codec.read_buildings(*buildings);
  if (!err.ok()) return err;
  if (const json* castle = top.get("castle")) codec.read_castle(*castle);
  if (!err.ok()) return err;
  codec.read_cards(top);
  if (!err.ok()) return err;
  if (const json* turn = top.get("turn")) codec.read_turn(*turn);
  if (!err.ok()) return err;
  if (const json* end = top.get("end")) codec.read_end(*end);
  if (!err.ok()) return err;
  SeatView::screened_estimate(s, codec.seat_);

  codec.derive_castle();
  // The laws every position keeps (invariants.hpp), as the seat sees it.
  if (auto why = check_invariants(s, codec.seat_ < 0 ? kPublicViewer : codec.seat_); !why.ok()) return why;
  return SeatView(s, codec.seat_);
}

void ViewCodec::read_options(const json& j) {
  Fields f(j, "options:", err_);
  f.only({"players", "beginner", "lot", "allow_mirror", "strict_screens", "rules"});
  GameOptions& o = s_.options_;
  o.players = static_cast<int>(f.integer("players", data::kMinPlayers, data::kMaxPlayers));
  o.beginner = f.boolean("beginner");
  o.allow_mirror = f.boolean("allow_mirror");
  o.strict_screens = f.boolean("strict_screens");
  o.rules = static_cast<RulesEdition>(f.integer("rules", static_cast<int>(RulesEdition::kOriginal),
                                                static_cast<int>(RulesEdition::kCorrected)));
  const std::string_view lot = f.string("lot");
  if (!err_.ok()) return;
  const auto corner = parse_square(lot);
  if (!corner) return f.error("'lot' is not a square: \"" + clipped(std::string(lot)) + "\"");
  o.lot_corner = *corner;
  if (auto why = validate(o); !why.ok()) return f.error(why.reason());
  s_.lot_ = lot_footprint(o.lot_corner);
}

void ViewCodec::read_players(const json& players) {
  for (int p = 0; p < s_.num_players() && err_.ok(); ++p) {
    Fields f(players[static_cast<std::size_t>(p)], "players[" + std::to_string(p) + "]:", err_);
    f.only({"hand", "known", "seals", "sold_at_end", "gold", "own_reserve", "neutral_reserve", "own_supply",
            "banners", "workers"});
    PlayerState& pl = s_.players_[p];
    auto read_cards_into = [&](const char* key, std::array<CardType, kHandSize>& out, bool hidden_allowed) {
      const json* cards = f.array(key, 0, kHandSize);
      if (!cards) return;
      for (std::size_t i = 0; i < cards->size(); ++i) {
        const auto card = read_card((*cards)[i], hidden_allowed);
        if (!card) {
          const bool hidden = (*cards)[i].is_string() && (*cards)[i].get_ref<const std::string&>() == kHiddenName;
          return f.error("'" + std::string(key) + "' entry " + std::to_string(i + 1) +
                         (hidden ? " is hidden, but a seat sees its own hand and every known card"
                                 : " is not a card"));
        }
        out[i] = *card;
      }
      std::sort(out.begin(), out.end());  // hands are kept sorted, hidden cards after the known ones
    };
    read_cards_into("hand", pl.hand, /*hidden_allowed=*/p != seat_);
    read_cards_into("known", pl.known, /*hidden_allowed=*/false);
    auto read_per_family = [&](const char* key, std::array<std::uint16_t, kFamilies>& out) {
      const json* counts = f.array(key, kFamilies, kFamilies);
      if (!counts) return;
      for (int fam = 0; fam < kFamilies; ++fam)
        out[fam] = static_cast<std::uint16_t>(f.integer_value((*counts)[static_cast<std::size_t>(fam)],
                                                              "'" + std::string(key) + "' entry", 0, kMaxSeals));
    };
    // Screened fields are null; SeatView::screened_estimate fills them once the table is read.
    const bool screened = SeatView::screened(s_, seat_, p);
    auto absent = [&](const char* key) {
      const json* j = f.get(key);
      if (j && !j->is_null()) f.error("'" + std::string(key) + "' must be null: strict screens hide it from seat " +
                                      std::to_string(seat_));
    };
    if (screened) {
      absent("seals");
      absent("gold");
      absent("neutral_reserve");
    } else {
      read_per_family("seals", pl.seals);
      pl.gold = static_cast<std::int32_t>(f.integer("gold", 0, kMaxGold));
      pl.neutral_reserve = static_cast<std::uint8_t>(f.integer("neutral_reserve", 0, data::kNeutralWorkers));
    }
    read_per_family("sold_at_end", pl.sold_at_end);
    pl.own_reserve = static_cast<std::uint8_t>(f.integer("own_reserve", 0, data::kOwnWorkersPerColour));
    pl.own_supply = static_cast<std::uint8_t>(f.integer("own_supply", 0, data::kOwnWorkersPerColour));
    pl.banners = static_cast<std::uint8_t>(f.integer("banners", 0, data::kBanners));
    if (const json* workers = f.array("workers", 0, data::kOwnWorkersPerColour)) {
      for (const json& w : *workers) {
        const auto square = read_square(w);
        if (!square) return f.error("'workers' holds something that is not a square");
        if (s_.worker_cells_.test(*square)) return f.error("two workers stand on " + square_name(*square));
        s_.worker_cells_.set(*square);
        s_.player_workers_[p].set(*square);
      }
    }
  }
}

void ViewCodec::read_neutral(Fields& top) {
  s_.neutral_pool_ = static_cast<std::uint8_t>(top.integer("neutral_pool", 0, data::kNeutralWorkers));
  const json* workers = top.array("neutral_workers", 0, data::kNeutralWorkers);
  if (!workers) return;
  for (const json& w : *workers) {
    const auto square = read_square(w);
    if (!square) return top.error("'neutral_workers' holds something that is not a square");
    if (s_.worker_cells_.test(*square)) return top.error("two workers stand on " + square_name(*square));
    s_.worker_cells_.set(*square);
    s_.neutral_workers_.set(*square);
  }
}

void ViewCodec::read_buildings(const json& buildings) {
  for (std::size_t i = 0; i < buildings.size() && err_.ok(); ++i) {
    Fields f("buildings[" + std::to_string(i) + "]:", err_);
    const json& b_json = buildings[i];
    if (!b_json.is_array() || b_json.size() != 6 || !b_json[3].is_boolean() || !b_json[4].is_boolean() ||
        !b_json[5].is_boolean())
      return f.error("must be [card, first square, orientation, enclosed, seal, preset]");
    const json* card_json = &b_json[0];
    const json* at_json = &b_json[1];
    const int orientation = static_cast<int>(f.integer_value(b_json[2], "the orientation", 0, kOrientations - 1));
    const bool enclosed = b_json[3].get<bool>();
    const bool has_seal = b_json[4].get<bool>();
    const bool preset = b_json[5].get<bool>();
    if (!err_.ok()) return;
    const auto card = read_card(*card_json, /*hidden_allowed=*/false);
    if (!card) return f.error("the card is not a card (buildings are face up)");
    const auto at = read_square(*at_json);
    if (!at) return f.error("the first square is not a square on the board");
    const int form = form_of(*card);
    if (!kFormGeometry[form].canonical[orientation])
      return f.error("orientation " + orientation_name(orientation) + " repeats a lower one for " +
                     std::string(data::kFormData[form].code));
    // The beginner set-up (and the editor) may place a mirrored tile; a player may not [D-3].
    if (is_mirrored(orientation) && !preset && !s_.options_.allow_mirror)
      return f.error("is mirrored, but this game does not mirror tiles");
    const Bits cells = footprint(form, orientation, *at);
    if (cells.none()) return f.error("leaves the board");
    if (cells.intersects(s_.lot_)) return f.error("covers the castle lot");
    if (cells.intersects(s_.building_cells_)) return f.error("overlaps another building");
    if (cells.intersects(s_.worker_cells_)) return f.error("covers a worker");
    // add_building recomputes what is derived: the first square, the ring, the board indexes.
    Building& b = s_.add_building(*card, cells, preset);
    b.enclosed = enclosed;
    b.has_seal = has_seal;
  }
}

void ViewCodec::read_castle(const json& j) {
  Fields f(j, "castle:", err_);
  f.only({"heights", "tops", "supply"});
  Castle& c = s_.castle_;
  if (const json* heights = f.array("heights", kCastleSquares, kCastleSquares))
    for (int k = 0; k < kCastleSquares; ++k)
      c.height_[k] = static_cast<std::uint8_t>(
          f.integer_value((*heights)[static_cast<std::size_t>(k)], "a height", 0, Castle::kFloors));
  if (const json* tops = f.array("tops", kCastleSquares, kCastleSquares)) {
    for (int k = 0; k < kCastleSquares && err_.ok(); ++k) {
      const json& t = (*tops)[static_cast<std::size_t>(k)];
      const std::string* text = t.is_string() ? &t.get_ref<const std::string&>() : nullptr;
      const auto family = text && text->size() == 1 ? parse_family((*text)[0]) : std::nullopt;
      if (text && *text == kBlankSeal)
        c.top_[k] = static_cast<std::int8_t>(data::kBlank);
      else if (family)
        c.top_[k] = static_cast<std::int8_t>(*family);
      else
        f.error("'tops' entries are a family letter (R O B S) or \"-\"");
    }
  }
  if (const json* supply = f.array("supply", Castle::kFloors, Castle::kFloors)) {
    for (int floor = 0; floor < Castle::kFloors && err_.ok(); ++floor) {
      const json& counts = (*supply)[static_cast<std::size_t>(floor)];
      if (!counts.is_array() || counts.size() != kFamilies) return f.error("'supply' holds 3 arrays of 4 counts");
      // Floor 3 also receives the leftovers of floors 1 and 2.
      const int most = floor + 1 < Castle::kFloors ? data::kPiecesPerFamily[floor]
                                                   : data::kPiecesPerFamily[0] + data::kPiecesPerFamily[1] +
                                                         data::kPiecesPerFamily[2];
      for (int fam = 0; fam < kFamilies; ++fam)
        c.supply_[floor][fam] = static_cast<std::uint8_t>(
            f.integer_value(counts[static_cast<std::size_t>(fam)], "a supply count", 0, most));
    }
  }
}

void ViewCodec::read_cards(Fields& top) {
  if (const json* display = top.array("display", kDisplaySize, kDisplaySize)) {
    for (int slot = 0; slot < kDisplaySize; ++slot) {
      const json& d = (*display)[static_cast<std::size_t>(slot)];
      if (d.is_null()) continue;  // an empty slot, once the deck ran out [D-4]
      const auto card = read_card(d, /*hidden_allowed=*/false);
      if (!card) return top.error("'display' slot " + std::to_string(slot + 1) + " is neither a card nor null");
      s_.display_[slot] = *card;
    }
  }
  const json* deck = top.get("deck");
  if (!deck) return;
  Fields f(*deck, "deck:", err_);
  f.only({"drawn", "size"});
  const auto drawn = f.integer("drawn", 0, kTotalCards);
  const auto size = f.integer("size", 0, kTotalCards - drawn);
  if (!err_.ok()) return;
  s_.deck_top_ = static_cast<std::uint8_t>(drawn);
  s_.deck_end_ = static_cast<std::uint8_t>(drawn + size);
  for (int i = s_.deck_top_; i < s_.deck_end_; ++i) s_.deck_[i] = kHiddenCard;
}

void ViewCodec::read_turn(const json& j) {
  Fields f(j, "turn:", err_);
  f.only({"number", "current", "start", "phase", "pending_pieces", "chosen", "placed", "last_placed", "sell_family",
          "laid", "passed", "consecutive_passes"});
  const int n = s_.num_players();
  s_.turn_ = static_cast<std::uint16_t>(f.integer("number", 1, kMaxTurn));
  s_.current_ = static_cast<std::uint8_t>(f.integer("current", 0, n - 1));
  s_.start_player_ = static_cast<std::uint8_t>(f.integer("start", 0, n - 1));
  s_.pending_pieces_ = static_cast<std::uint8_t>(f.integer("pending_pieces", 0, kTotalCards));
  s_.placed_this_turn_ = static_cast<std::uint8_t>(f.integer("placed", 0, kMaxWorkersOnBoard));
  s_.laid_this_turn_ = f.boolean("laid");
  s_.passed_this_turn_ = f.boolean("passed");
  s_.consecutive_passes_ = static_cast<std::uint8_t>(f.integer("consecutive_passes", 0, n));
  const std::string_view phase = f.string("phase");
  const std::string_view family = f.string("sell_family");
  const json* chosen = f.get("chosen");
  const json* last = f.get("last_placed");
  if (!err_.ok()) return;

  const int phase_index = index_of(kPhaseNames, phase);
  if (phase_index < 0) return f.error("'phase' is not a phase: \"" + clipped(std::string(phase)) + "\"");
  s_.phase_ = static_cast<Phase>(phase_index);
  const auto sell = family.size() == 1 ? parse_family(family[0]) : std::nullopt;
  if (!sell) return f.error("'sell_family' must be a family letter (R O B S)");
  s_.sell_family_ = *sell;
  if (!chosen->is_null()) {
    const auto square = read_square(*chosen);
    const int b = square ? s_.building_at(*square) : -1;
    if (b < 0 || s_.buildings_[b].first != *square)
      return f.error("'chosen' must be null or the first square of a building");
    s_.chosen_building_ = static_cast<std::uint8_t>(b);
  }
  if (!last->is_null()) {
    const auto square = read_square(*last);
    if (!square) return f.error("'last_placed' must be null or a square");
    s_.last_placed_ = *square;
  }
}

void ViewCodec::read_end(const json& j) {
  Fields f(j, "end:", err_);
  f.only({"triggered", "trigger_player", "final_turns_left", "reason"});
  s_.end_triggered_ = f.boolean("triggered");
  s_.end_trigger_player_ = static_cast<std::uint8_t>(f.integer("trigger_player", 0, s_.num_players() - 1));
  s_.final_turns_left_ = static_cast<std::int8_t>(f.integer("final_turns_left", -1, s_.num_players()));
  const std::string_view reason = f.string("reason");
  if (!err_.ok()) return;
  const int reason_index = index_of(kEndReasonNames, reason);
  if (reason_index < 0) return f.error("'reason' is not an end reason: \"" + clipped(std::string(reason)) + "\"");
  s_.end_reason_ = static_cast<EndReason>(reason_index);
}

// ---- Decoding: consistency --------------------------------------------------------------------

// Derived, not read: the seal values and the finished floors.
void ViewCodec::derive_castle() {
  Castle& c = s_.castle_;
  const int lowest = *std::min_element(c.height_.begin(), c.height_.end());
  c.value_.fill(0);
  for (int k = 0; k < kCastleSquares; ++k)
    if (c.top_[k] != data::kBlank) ++c.value_[c.top_[k]];
  c.floors_complete_ = static_cast<std::uint8_t>(lowest);
}

std::string encode_view(const SeatView& view) { return ViewCodec::encode(view); }

bg::Expected<SeatView> decode_view(std::string_view json) { return ViewCodec::decode(json); }

}  // namespace arkadia
