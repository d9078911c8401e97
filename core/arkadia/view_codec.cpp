// A seat's view as JSON. The input may come from anywhere (a page, a worker message), so decoding
// trusts nothing: every number is range-checked, derived data (rings, indexes, cell sets, seal
// values) is recomputed, and the conservation laws are checked, because State and
// SeatView::sample rely on them and abort or index out of range otherwise. nlohmann-json is used
// without exceptions (the wasm build has none), so every field is type-checked before it is read.
#include "arkadia/view_codec.hpp"

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
constexpr int kTotalCastlePieces = [] {
  int n = 0;
  for (int floor = 0; floor < data::kFloors; ++floor) n += data::kPiecesPerFamily[floor] * kFamilies;
  return n;
}();
constexpr int kMaxWorkersOnBoard = kMaxPlayers * data::kOwnWorkersPerColour + data::kNeutralWorkers;

constexpr std::array<std::string_view, 7> kPhaseNames = {"must",   "place_workers", "castle", "refill",
                                                         "banner", "sell",          "game_over"};
constexpr std::array<std::string_view, 3> kEndReasonNames = {"none", "castle_complete", "all_passed"};

bg::Status fail(std::string reason) { return bg::Status::error(std::move(reason)); }

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
    if (err_.ok()) err_ = fail(where_ + " " + what);
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
  bg::Status check_workers() const;
  bg::Status check_buildings() const;
  bg::Status check_cards() const;
  bg::Status check_castle();
  bg::Status check_turn() const;

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
  for (int i = 0; i < s.building_count_; ++i) {
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
  if (text.size() > kMaxViewBytes) return fail("a view is at most 64 KB");
  const json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return fail("not valid JSON");
  bg::Status err;
  Fields top(j, "the view", err);
  top.only({"format", "version", "seat", "options", "players", "neutral_pool", "neutral_workers", "castle",
            "buildings", "display", "deck", "turn", "end"});
  if (!err.ok()) return err;
  const std::string_view format = top.string("format");
  if (err.ok() && format != kFormat) return fail("'format' must be \"arkadia-view\"");
  const auto version = top.integer("version", 0, 1'000'000);
  if (err.ok() && version != kVersion)
    return fail("view version " + std::to_string(version) + " is not supported (this build reads version 1)");
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
  codec.seat_ = static_cast<int>(top.integer("seat", 0, s.num_players() - 1));
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

  if (auto why = codec.check_workers(); !why.ok()) return why;
  if (auto why = codec.check_buildings(); !why.ok()) return why;
  if (auto why = codec.check_cards(); !why.ok()) return why;
  if (auto why = codec.check_castle(); !why.ok()) return why;
  if (auto why = codec.check_turn(); !why.ok()) return why;
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

bg::Status ViewCodec::check_workers() const {
  // Workers stand on vacant squares (the buildings were checked against them as they were read).
  if (s_.worker_cells_.intersects(s_.lot_)) return fail("a worker stands on the castle lot");
  int neutral = s_.neutral_pool_ + s_.neutral_workers_.count();
  for (int p = 0; p < s_.num_players(); ++p) {
    const PlayerState& pl = s_.players_[p];
    const int own = pl.own_reserve + pl.own_supply + s_.player_workers_[p].count();
    if (own != data::kOwnWorkersPerColour)
      return fail("seat " + std::to_string(p) + "'s workers (screen, pool, board) number " + std::to_string(own) +
                  ", not " + std::to_string(data::kOwnWorkersPerColour));
    neutral += pl.neutral_reserve;
  }
  if (neutral != data::kNeutralWorkers)
    return fail("the neutral workers number " + std::to_string(neutral) + ", not " +
                std::to_string(data::kNeutralWorkers));
  return {};
}

bg::Status ViewCodec::check_buildings() const {
  const Bits occupied = s_.occupied();
  for (int i = 0; i < s_.building_count_; ++i) {
    const Building& b = s_.buildings_[i];
    const bool surrounded = b.ring.minus(occupied).none();
    const std::string name = "the building at " + square_name(b.first);
    // Squares are never vacated, so an enclosed building stays surrounded; a surrounded one is
    // completed at once, except while this turn's workers are still being placed.
    if (b.enclosed && !surrounded) return fail(name + " is marked enclosed but has a vacant neighbour");
    // A surrounded building is completed at once, except while this turn's workers are still
    // being placed or the hand refilled after a lay-out (completions come after the refill).
    if (!b.enclosed && surrounded && s_.phase_ != Phase::kPlaceWorkers && s_.phase_ != Phase::kRefill)
      return fail(name + " is surrounded but not marked enclosed");
    if (!b.enclosed && !b.has_seal) return fail(name + " lost its seal without being completed");
  }
  return {};
}

bg::Status ViewCodec::check_cards() const {
  // Every visible card is one of the box's copies, and the hidden slots (other hands, the deck)
  // hold exactly the cards not seen: what SeatView::sample deals out.
  std::array<int, kCardTypes> seen{};
  int visible = 0, hidden = s_.deck_size();
  auto see = [&](CardType c) {
    if (c == kHiddenCard) ++hidden;
    if (c >= kCardTypes) return;
    ++seen[c];
    ++visible;
  };
  for (int i = 0; i < s_.building_count_; ++i) see(s_.buildings_[i].card);
  for (auto c : s_.display_) see(c);
  for (int p = 0; p < s_.num_players(); ++p) {
    const PlayerState& pl = s_.players_[p];
    for (auto c : pl.hand) see(c);
    // The known cards are part of the hand; in another seat's hand they are all this seat sees.
    std::array<CardType, kHandSize> visible_in_hand = pl.hand;
    std::replace(visible_in_hand.begin(), visible_in_hand.end(), kHiddenCard, kNoCard);
    const std::string seat = "seat " + std::to_string(p);
    if (p != seat_) {
      if (visible_in_hand != pl.known)
        return fail(seat + "'s hand shows cards other than the ones known to be in it");
    } else if (!std::includes(pl.hand.begin(), pl.hand.end(), pl.known.begin(),
                              std::find(pl.known.begin(), pl.known.end(), kNoCard))) {
      return fail(seat + " is known to hold a card that is not in its hand");
    }
  }
  for (int c = 0; c < kCardTypes; ++c)
    if (seen[c] > copies_in_box(static_cast<CardType>(c)))
      return fail(std::to_string(seen[c]) + " cards " + card_name(static_cast<CardType>(c)) + " are visible; the box has " +
                  std::to_string(copies_in_box(static_cast<CardType>(c))));
  if (hidden != kTotalCards - visible)
    return fail(std::to_string(visible) + " cards are visible and " + std::to_string(hidden) +
                " hidden; the box has " + std::to_string(kTotalCards));
  for (auto c : s_.display_)
    if (c == kNoCard && s_.deck_size() > 0) return fail("a display slot is empty while the deck has cards");
  return {};
}

bg::Status ViewCodec::check_castle() {
  Castle& c = s_.castle_;
  const int lowest = *std::min_element(c.height_.begin(), c.height_.end());
  int pieces = 0;
  std::array<int, kFamilies> showing{}, in_supply{};
  for (int k = 0; k < kCastleSquares; ++k) {
    const std::string square = "K" + std::to_string(k + 1);
    // Pieces go on the lowest floor only, so heights differ by at most one.
    if (c.height_[k] > lowest + 1) return fail("castle square " + square + " is built higher than the floor in progress");
    if (c.height_[k] == 0 && c.top_[k] != data::kCastle[k].printed)
      return fail("castle square " + square + " shows a seal other than its printed one");
    if (c.height_[k] > 0 && c.top_[k] == data::kBlank) return fail("castle square " + square + " has a piece without a seal");
    if (c.top_[k] != data::kBlank && c.height_[k] > 0) ++showing[c.top_[k]];
    pieces += c.height_[k];
  }
  for (int floor = 1; floor <= Castle::kFloors; ++floor)
    for (int f = 0; f < kFamilies; ++f) {
      pieces += c.supply_[floor - 1][f];
      in_supply[f] += c.supply_[floor - 1][f];
      // A finished floor's leftovers went to floor 3; a floor not begun has all its pieces.
      if (floor < Castle::kFloors && floor <= lowest && c.supply_[floor - 1][f] != 0)
        return fail("castle: floor " + std::to_string(floor) + " is complete but still has pieces in supply");
      if (floor < Castle::kFloors && floor > lowest + 1 && c.supply_[floor - 1][f] != data::kPiecesPerFamily[floor - 1])
        return fail("castle: floor " + std::to_string(floor) + " is not begun but its supply is not full");
    }
  if (pieces != kTotalCastlePieces)
    return fail("castle pieces (built and in supply) number " + std::to_string(pieces) + ", not " +
                std::to_string(kTotalCastlePieces));
  const int building = lowest + 1;  // the floor in progress
  for (int f = 0; f < kFamilies; ++f) {
    const int per_family = kTotalCastlePieces / kFamilies;
    if (showing[f] + in_supply[f] > per_family)
      return fail(std::string("castle: more ") + family_letter(f) + " pieces than the box holds");
    if (building < Castle::kFloors) {
      // The pieces on the floor in progress all show, and came from its supply.
      int on_floor = 0;
      for (int k = 0; k < kCastleSquares; ++k) on_floor += c.height_[k] == building && c.top_[k] == f;
      if (on_floor + c.supply_[building - 1][f] != data::kPiecesPerFamily[building - 1])
        return fail("castle: floor " + std::to_string(building) + "'s " + family_letter(f) +
                    " pieces (built and in supply) do not add up");
    }
  }
  // Derived, not read: the seal values and the finished floors.
  c.value_.fill(0);
  for (int k = 0; k < kCastleSquares; ++k)
    if (c.top_[k] != data::kBlank) ++c.value_[c.top_[k]];
  c.floors_complete_ = static_cast<std::uint8_t>(lowest);
  return {};
}

bg::Status ViewCodec::check_turn() const {
  const State& s = s_;
  const int n = s.num_players();
  const PlayerState& me = s.players_[s.current_];
  const std::string phase = "in phase '" + std::string(kPhaseNames[static_cast<std::size_t>(s.phase_)]) + "'";
  const bool chosen = s.chosen_building_ != State::kNone;

  // The end (rules §7, [D-8]).
  if (s.end_triggered_ != s.castle_.second_floor_complete())
    return fail("the end is triggered exactly when floor 2 of the castle is complete");
  if (!s.end_triggered_ && (s.final_turns_left_ != -1 || s.end_trigger_player_ != 0))
    return fail("the final round is counted before the end is triggered");
  if (s.is_terminal() != (s.end_reason_ != EndReason::kNone)) return fail("only a finished game has an end reason");
  if (s.end_reason_ == EndReason::kCastleComplete && s.final_turns_left_ != 0)
    return fail("the castle ended the game before the final round was over");
  if (s.end_reason_ == EndReason::kAllPassed && s.consecutive_passes_ != n)
    return fail("the game ended by passes, but not everyone passed");
  if (!s.is_terminal() && (s.final_turns_left_ == 0 || s.consecutive_passes_ >= n))
    return fail("the game should be over");
  for (int p = 0; p < n; ++p) {
    const PlayerState& pl = s.players_[p];
    if (s.is_terminal() && pl.total_seals() != 0) return fail("seals are left after the final sale");
    if (!s.is_terminal() && pl.sold_at_end != std::array<std::uint16_t, kFamilies>{})
      return fail("a final sale is recorded before the game is over");
  }

  // Bookkeeping of the turn in progress; cleared between turns.
  if (s.pending_pieces_ > 0 && s.phase_ != Phase::kCastle) return fail("castle pieces are due " + phase);
  if (s.sell_family_ != 0 && s.phase_ != Phase::kSell) return fail("a family is being sold " + phase);
  if (s.laid_this_turn_ && s.passed_this_turn_) return fail("a turn cannot both lay out and pass");
  if (chosen && (s.laid_this_turn_ || s.passed_this_turn_))
    return fail("workers were placed in a turn that laid out or passed");
  const bool fresh = s.phase_ == Phase::kMust || s.phase_ == Phase::kGameOver;
  if (fresh && (chosen || s.laid_this_turn_ || s.passed_this_turn_ || s.placed_this_turn_ > 0))
    return fail("the turn's progress is not blank " + phase);
  if ((s.placed_this_turn_ == 0) != (s.last_placed_ == kNoSquare))
    return fail("'last_placed' is given exactly when workers were placed this turn");
  if (s.placed_this_turn_ > 0) {
    if (!chosen) return fail("workers were placed this turn without a chosen building");
    const Bits& ring = s.buildings_[s.chosen_building_].ring;
    const Bits placeable = ring & (s.player_workers_[s.current_] | s.neutral_workers_);
    if (!placeable.test(s.last_placed_))
      return fail("the last worker placed is not the current player's or neutral, next to the chosen building");
    if (s.placed_this_turn_ > placeable.count()) return fail("more workers placed this turn than stand there");
  } else if (chosen && s.phase_ != Phase::kPlaceWorkers) {
    return fail("a building was chosen but no worker placed " + phase);
  }

  // What each phase needs so that it has a legal action.
  switch (s.phase_) {
    case Phase::kMust:  // passing is always possible when nothing else is
    case Phase::kGameOver:
      break;
    case Phase::kSell:
      if (me.seals[s.sell_family_] == 0) return fail("selling a family the current player has no seals of");
      break;
    case Phase::kPlaceWorkers:
      if (!chosen) return fail("placing workers without a chosen building");
      if (s.placed_this_turn_ == 0 && !s.can_choose(s.chosen_building_))
        return fail("the chosen building has no vacant neighbour, or the player no workers");
      break;
    case Phase::kCastle:
      if (s.pending_pieces_ == 0 || s.castle_.current_floor() == Castle::kNoFloor)
        return fail("placing castle pieces when none are due or none can be placed");
      if (s.passed_this_turn_) return fail("castle pieces are due after a pass");
      break;
    case Phase::kRefill:
      if (!s.laid_this_turn_ || me.hand_size() >= kHandSize || !s.cards_available())
        return fail("refilling needs a laid-out building, room in the hand and cards to take");
      break;
    case Phase::kBanner:
      if (me.banners == 0) return fail("deciding on a banner without one");
      break;
  }
  return {};
}

std::string encode_view(const SeatView& view) { return ViewCodec::encode(view); }

bg::Expected<SeatView> decode_view(std::string_view json) { return ViewCodec::decode(json); }

}  // namespace arkadia
