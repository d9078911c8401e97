// Set-up (rules §4): options, the deck, dealing, and the beginner layout.
#include <algorithm>
#include <string>

#include "arkadia/state.hpp"
#include "arkadia/refusals.hpp"

namespace arkadia {

namespace {

struct PresetBuilding {
  CardType card = kNoCard;
  Bits cells;
};

constexpr PresetBuilding preset_of(const data::BeginnerBuilding& b) {
  PresetBuilding out;
  const auto card = parse_card(b.card);
  if (!card) throw "rules_data.hpp: a beginner card is misspelt";
  out.card = *card;
  for (auto name : b.squares)
    if (!name.empty()) out.cells.set(detail::parse_square_or_die(name));
  return out;
}

using Presets = std::array<PresetBuilding, data::kBeginnerBuildings.size()>;

constexpr Presets kPresets = [] {
  Presets out{};
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = preset_of(data::kBeginnerBuildings[i]);
  return out;
}();

// Games recorded before 2026-11-25 had the smithy mirrored; they keep it (RulesEdition).
constexpr Presets kOriginalPresets = [] {
  Presets out = kPresets;
  for (auto& p : out)
    if (p.card == preset_of(data::kOriginalBeginnerSmithy).card) p = preset_of(data::kOriginalBeginnerSmithy);
  return out;
}();

const Presets& presets(RulesEdition rules) {
  return rules == RulesEdition::kOriginal ? kOriginalPresets : kPresets;
}

// The beginner layout must be placeable: each building has its card's shape turned as any
// lay-out may be (never mirrored, D-3), none overlap each other or the lot, and the box holds
// every card.
constexpr bool presets_consistent(const Presets& presets, bool allow_mirror) {
  Bits used = lot_footprint(kBeginnerLotCorner);
  std::array<int, kCardTypes> count{};
  for (const auto& p : presets) {
    if (orientation_matching(form_of(p.card), p.cells, allow_mirror) < 0) return false;
    if (p.cells.intersects(used)) return false;
    used |= p.cells;
    if (++count[p.card] > copies_in_box(p.card)) return false;
  }
  return true;
}
static_assert(presets_consistent(kPresets, /*allow_mirror=*/false), "rules_data.hpp: the beginner layout does not fit");
// The original layout differs only by its mirrored smithy, which is why it is no longer used.
static_assert(presets_consistent(kOriginalPresets, /*allow_mirror=*/true) &&
                  !presets_consistent(kOriginalPresets, /*allow_mirror=*/false),
              "rules_data.hpp: the original beginner smithy is not the mirrored shape");

Bits preset_cells(RulesEdition rules) {
  Bits b;
  for (const auto& p : presets(rules)) b |= p.cells;
  return b;
}

}  // namespace

// The first problem of the options, or ok.
bg::Status validate(const GameOptions& o) {
  if (o.players < data::kMinPlayers || o.players > data::kMaxPlayers)
    return bg::Status::refuse(refusal::kPlayerCount, {{"min", data::kMinPlayers}, {"max", data::kMaxPlayers}});
  const bool on = o.lot_corner < kSquareSlots && on_board(row_of(o.lot_corner), col_of(o.lot_corner));
  if (!on || lot_footprint(o.lot_corner).none())
    return bg::Status::refuse(refusal::kLotOffBoard, {{"allowed", allowed_lot_corners_text()}});
  if (!lot_corner_allowed(o.lot_corner))
    return bg::Status::refuse(refusal::kLotOnTent,
                              {{"square", square_name(o.lot_corner)}, {"allowed", allowed_lot_corners_text()}});
  if (o.beginner && lot_footprint(o.lot_corner).intersects(preset_cells(o.rules)))
    return bg::Status::refuse(refusal::kBeginnerLot, {{"square", square_name(kBeginnerLotCorner)}});
  if (o.rules != RulesEdition::kOriginal && o.rules != RulesEdition::kCorrected)
    return bg::Status::refuse(refusal::kNoSuchEdition);
  return {};
}

std::vector<Square> allowed_lot_corners() {
  std::vector<Square> out;
  for (int r = 0; r < kRows; ++r)
    for (int c = 0; c < kCols; ++c)
      if (lot_corner_allowed(make_square(r, c))) out.push_back(make_square(r, c));
  return out;
}

std::string allowed_lot_corners_text() {
  std::string out;
  for (Square c : allowed_lot_corners()) out += (out.empty() ? "" : " ") + square_name(c);
  return out;
}

std::vector<CardType> deck_composition(const GameOptions& options) {
  std::array<int, kCardTypes> count{};
  for (int c = 0; c < kCardTypes; ++c) count[c] = copies_in_box(static_cast<CardType>(c));
  if (options.beginner)
    for (const auto& p : presets(options.rules)) --count[p.card];
  std::vector<CardType> out;
  for (int c = 0; c < kCardTypes; ++c) out.insert(out.end(), count[c], static_cast<CardType>(c));
  return out;
}

std::vector<CardType> shuffled_deck(const GameOptions& options, bg::Rng& rng) {
  auto deck = deck_composition(options);
  rng.shuffle(std::span<CardType>(deck));
  return deck;
}

bg::Expected<State> State::create(const GameOptions& options, std::span<const CardType> deck_order,
                                  int start_player) {
  if (auto v = validate(options); !v.ok()) return v;
  if (start_player < 0 || start_player >= options.players)
    return bg::Status::refuse(refusal::kStartPlayer, {{"max", options.players - 1}});

  // The deck must be exactly the cards the set-up leaves, in some order: as many of each. Counted,
  // not sorted and compared: every new game checks its deck, and WebAssembly sorted it slowly.
  for (auto c : deck_order)
    if (c >= kCardTypes) return bg::Status::refuse(refusal::kDeckNotCards);
  const std::vector<CardType> expected = deck_composition(options);
  std::array<int, kCardTypes> diff{};
  for (auto c : expected) ++diff[c];
  for (auto c : deck_order) --diff[c];
  if (std::any_of(diff.begin(), diff.end(), [](int d) { return d != 0; })) {
    std::string what;
    for (int c = 0; c < kCardTypes; ++c)
      if (diff[c] != 0)
        what += (what.empty() ? "" : ", ") + card_name(static_cast<CardType>(c)) + (diff[c] > 0 ? " missing" : " extra");
    return bg::Status::refuse(options.beginner ? refusal::kDeckContentsBeginner : refusal::kDeckContents,
                              {{"n", expected.size()}, {"difference", what}});
  }
  if (static_cast<int>(deck_order.size()) < options.players * kHandSize + kDisplaySize)
    return bg::Status::refuse(refusal::kDeckTooSmall);

  State s;
  s.options_ = options;
  s.lot_ = lot_footprint(options.lot_corner);
  s.building_index_.fill(kNone);
  s.neutral_pool_ = data::kNeutralWorkers;
  for (int p = 0; p < options.players; ++p) {
    PlayerState& pl = s.players_[p];
    pl.own_reserve = data::kStartingWorkers;
    pl.own_supply = data::kOwnWorkersPerColour - data::kStartingWorkers;
    pl.banners = data::kBanners;
  }
  if (options.beginner) {
    for (const auto& p : presets(options.rules)) s.add_building(p.card, p.cells, /*preset=*/true);
    for (int p = 0; p < options.players; ++p) {
      const int extra = std::min<int>(data::kBeginnerNeutralPerPlayer[options.players], s.neutral_pool_);
      s.neutral_pool_ = static_cast<std::uint8_t>(s.neutral_pool_ - extra);
      s.players_[p].neutral_reserve = static_cast<std::uint8_t>(extra);
    }
  }
  s.deck_.fill(kNoCard);
  std::copy(deck_order.begin(), deck_order.end(), s.deck_.begin());
  s.deck_top_ = 0;
  s.deck_end_ = static_cast<std::uint8_t>(deck_order.size());
  for (int p = 0; p < options.players; ++p)
    for (int i = 0; i < kHandSize; ++i) s.add_to_hand(s.players_[p], s.draw_from_deck(), /*publicly=*/false);
  for (auto& slot : s.display_) slot = s.draw_from_deck();
  s.current_ = static_cast<std::uint8_t>(start_player);
  s.start_player_ = static_cast<std::uint8_t>(start_player);
  s.mark_enclosed_silently();
  return s;
}

}  // namespace arkadia
