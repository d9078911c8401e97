// ArkantiS behind the generic contract (bg/game.hpp).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "arkantis/invariants.hpp"
#include "arkantis/notation.hpp"
#include "arkantis/record.hpp"
#include "arkantis/refusals.hpp"
#include "arkantis/rules_data.hpp"
#include "arkantis/state.hpp"
#include "arkantis/view.hpp"
#include "arkantis/view_codec.hpp"
#include "bg/game.hpp"

namespace arkantis {

struct ArkantisGame {
  using State = arkantis::State;
  using Action = arkantis::Action;
  using View = arkantis::SeatView;
  using Options = GameOptions;

  static constexpr std::string_view kId = "arkantis";
  static std::span<const bg::RefusalText> refusals() { return refusal::kAllRefusals; }
  static constexpr int kMinPlayers = data::kMinPlayers;
  static constexpr int kMaxPlayers = data::kMaxPlayers;

  static Options default_options(int players) {
    Options o;
    o.players = players;
    return o;
  }
  static std::string options_to_json(const Options& o) { return arkantis::options_to_json(o); }
  static bg::Expected<Options> options_from_json(std::string_view text) { return arkantis::options_from_json(text); }
  // The throws, both shuffles and the start player from the seed, as new_record() does (§11.4).
  static bg::Expected<State> new_game(const Options& o, std::uint64_t seed) {
    if (auto why = validate(o); !why.ok()) return why;
    return State::create(o, setup_from_seed(o, seed));
  }

  static double score(const State& s, int seat) { return s.score(seat); }
  static std::string invariant_violations(const State& s) { return arkantis::invariant_violations(s); }
  // A card left a pile: a face-down card was seen by its buyer, or a face-up pile showed its next
  // card (§6).
  static bool reveals_hidden_information(const State& before, const State& after) {
    for (int colour = 0; colour < kColours; ++colour)
      for (int pile = 0; pile < kPiles; ++pile)
        if (after.pile(colour, pile).size < before.pile(colour, pile).size) return true;
    return false;
  }
  static View view(const State& s, int seat) { return SeatView::of(s, seat); }
  static std::string action_text(const Action& a) { return to_text(a); }
  static bg::Expected<Action> parse_action(const std::string& text) { return arkantis::parse_action(text); }

  // Hosting (bg::HostedGame): records (§11.3, §11.4), the view for the worker.
  using Record = GameRecord;
  static bg::Status check_options(const Options& o) { return validate(o); }
  static Record new_record(const Options& o, const std::vector<std::string>& seats, std::uint64_t seed) {
    return arkantis::new_record(o, seats, seed);
  }
  static bg::Expected<State> start_state(const Record& r) {
    if (auto why = validate(r.options); !why.ok()) return why;
    return State::create(r.options, r.setup);
  }
  static Record record_setup(Record r) {
    r.actions.clear();
    r.result_scores.reset();
    r.result_winners.clear();
    return r;
  }
  static std::string record_to_json(const Record& r, const State* final_state) { return to_json(r, final_state); }
  static bg::Expected<Record> parse_record(std::string_view text) { return arkantis::parse_record(text); }
  static bg::Expected<State> replay(const Record& r) { return arkantis::replay(r); }
  static std::string view_to_json(const View& v) { return encode_view(v); }
  static bg::Expected<View> view_from_json(std::string_view text) { return decode_view(text); }
};
static_assert(bg::HostedGame<ArkantisGame>);

}  // namespace arkantis
