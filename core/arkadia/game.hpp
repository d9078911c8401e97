// Arkadia behind the generic contract (bg/game.hpp); the members that only hand over to the
// engine's functions come from bg::GameAdapter.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "arkadia/invariants.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/record.hpp"
#include "arkadia/refusals.hpp"
#include "arkadia/rules_data.hpp"
#include "arkadia/view_codec.hpp"
#include "bg/game.hpp"
#include "bg/game_adapter.hpp"

namespace arkadia {

struct ArkadiaGame : bg::GameAdapter<State, Action, SeatView, GameOptions, GameRecord> {
  static constexpr std::string_view kId = "arkadia";
  static constexpr int kMinPlayers = data::kMinPlayers;
  static constexpr int kMaxPlayers = data::kMaxPlayers;
  static std::span<const bg::RefusalText> refusals() { return refusal::kAllRefusals; }

  // The deck shuffled and the start player drawn from the seed, as new_record() does.
  static bg::Expected<State> new_game(const Options& o, std::uint64_t seed) {
    if (auto why = validate(o); !why.ok()) return why;
    const GameRecord r = arkadia::new_record(o, {}, seed);
    return State::create(r.options, r.deck, r.start_player);
  }
  static bg::Expected<State> start_state(const Record& r) {
    if (auto why = validate(r.options); !why.ok()) return why;
    return State::create(r.options, r.deck, r.start_player);
  }
  static double score(const State& s, int seat) { return s.gold(seat); }
  // A decision smaller than a turn is still being made: a worker plan until `done`, a banner's
  // sale until its last family (rules §5; bg::decision_in_progress).
  static bool decision_in_progress(const State& s) {
    return s.phase() == Phase::kPlaceWorkers || s.phase() == Phase::kSell;
  }
  // A card came off the deck: into a hand or onto the display (rules §6).
  static bool reveals_hidden_information(const State& before, const State& after) {
    return after.deck_size() < before.deck_size();
  }

  // The readers of text (a string names no game, so the adapter cannot find them).
  static bg::Expected<Options> options_from_json(std::string_view text) { return arkadia::options_from_json(text); }
  static bg::Expected<Action> parse_action(const std::string& text) { return arkadia::parse_action(text); }
  static bg::Expected<Record> parse_record(std::string_view text) { return arkadia::parse_record(text); }
  static bg::Expected<View> view_from_json(std::string_view text) { return decode_view(text); }

  // Where a replay starts: the record without its actions and result.
  static Record record_setup(Record r) {
    r.actions.clear();
    r.result_gold.clear();
    return r;
  }
  // A take-back against the computer goes back before cards that were shown (rules §6): the
  // cards still in the deck at `at` are shuffled anew, so going back never tells the player
  // what the next draws are. Only the part of the set-up nobody has seen changes; the game up
  // to `at` replays the same.
  static void redeal_unseen(Record& r, const State& at, bg::Rng& rng) {
    const std::size_t seen = r.deck.size() - static_cast<std::size_t>(at.deck_size());
    if (seen >= r.deck.size()) return;
    rng.shuffle(std::span<CardType>(r.deck).subspan(seen));
  }
};
static_assert(bg::HostedGame<ArkadiaGame>);

}  // namespace arkadia
