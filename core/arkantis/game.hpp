// ArkantiS behind the generic contract (bg/game.hpp); the members that only hand over to the
// engine's functions come from bg::GameAdapter.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "arkantis/invariants.hpp"
#include "arkantis/notation.hpp"
#include "arkantis/record.hpp"
#include "arkantis/refusals.hpp"
#include "arkantis/rules_data.hpp"
#include "arkantis/view_codec.hpp"
#include "bg/game.hpp"
#include "bg/game_adapter.hpp"

namespace arkantis {

struct ArkantisGame : bg::GameAdapter<State, Action, SeatView, GameOptions, GameRecord> {
  static constexpr std::string_view kId = "arkantis";
  static constexpr int kMinPlayers = data::kMinPlayers;
  static constexpr int kMaxPlayers = data::kMaxPlayers;
  static std::span<const bg::RefusalText> refusals() { return refusal::kAllRefusals; }

  // The throws, both shuffles and the start player from the seed, as new_record() does (§11.4);
  // a record's first position (§11.3).
  static bg::Expected<State> new_game(const Options& o, std::uint64_t seed) {
    if (auto why = validate(o); !why.ok()) return why;
    return State::create(o, setup_from_seed(o, seed));
  }
  static bg::Expected<State> start_state(const Record& r) {
    if (auto why = validate(r.options); !why.ok()) return why;
    return State::create(r.options, r.setup);
  }
  static double score(const State& s, int seat) { return s.score(seat); }
  // A card left a pile: a face-down card was seen by its buyer, or a face-up pile showed its next
  // card (§6).
  static bool reveals_hidden_information(const State& before, const State& after) {
    for (int colour = 0; colour < kColours; ++colour)
      for (int pile = 0; pile < kPiles; ++pile)
        if (after.pile(colour, pile).size < before.pile(colour, pile).size) return true;
    return false;
  }

  // A pass is final: the others play on without the seat.
  static bool left_play(const State& s, int seat) { return s.player(seat).passed; }

  // The readers of text (a string names no game, so the adapter cannot find them).
  static bg::Expected<Options> options_from_json(std::string_view text) { return arkantis::options_from_json(text); }
  static bg::Expected<Action> parse_action(const std::string& text) { return arkantis::parse_action(text); }
  static bg::Expected<Record> parse_record(std::string_view text) { return arkantis::parse_record(text); }
  static bg::Expected<View> view_from_json(std::string_view text) { return decode_view(text); }

  // Where a replay starts: the record without its actions and result.
  static Record record_setup(Record r) {
    r.actions.clear();
    r.result_scores.reset();
    r.result_winners.clear();
    return r;
  }
};
static_assert(bg::HostedGame<ArkantisGame>);
static_assert(bg::SaysSeatLeftPlay<ArkantisGame>);

}  // namespace arkantis
