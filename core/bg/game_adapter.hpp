// What every game's adapter to the contract (bg/game.hpp) would otherwise write again: its types,
// the default options, and the members that only hand over to the game's own free functions. A
// game derives from GameAdapter<State, Action, View, Options, Record> and writes the rest (who it
// is, new_game, score, what reveals hidden information, the text readers, start_state,
// record_setup); a member it writes itself hides the one here.
//
// The game's functions are found by argument-dependent lookup in its namespace: the game that
// defines arkantis::to_json(const GameRecord&, const State*) gets record_to_json from it. The text
// readers (parse_action, parse_record, ...) take a string, which names no game, so each game
// writes those.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bg/status.hpp"

namespace bg {

namespace adapter_lookup {
// Each calls the game's own function of that name, found through its argument's namespace.
template <class Options>
Status validate_options(const Options& o) {
  return validate(o);
}
template <class Options>
std::string write_options(const Options& o) {
  return options_to_json(o);
}
template <class State>
std::string laws_broken(const State& s) {
  return invariant_violations(s);
}
template <class Action>
std::string write_action(const Action& a) {
  return to_text(a);
}
template <class Record, class Options>
Record make_record(const Options& o, const std::vector<std::string>& seats, std::uint64_t seed) {
  return new_record(o, seats, seed);
}
template <class Record, class State>
std::string write_record(const Record& r, const State* final_state) {
  return to_json(r, final_state);
}
template <class State, class Record>
Expected<State> replay_record(const Record& r) {
  return replay(r);
}
template <class View>
std::string write_view(const View& v) {
  return encode_view(v);
}
}  // namespace adapter_lookup

template <class StateType, class ActionType, class ViewType, class OptionsType, class RecordType>
struct GameAdapter {
  using State = StateType;
  using Action = ActionType;
  using View = ViewType;
  using Options = OptionsType;
  using Record = RecordType;

  static Options default_options(int players) {
    Options o;
    o.players = players;
    return o;
  }
  static Status check_options(const Options& o) { return adapter_lookup::validate_options(o); }
  static std::string options_to_json(const Options& o) { return adapter_lookup::write_options(o); }
  static std::string invariant_violations(const State& s) { return adapter_lookup::laws_broken(s); }
  static View view(const State& s, int seat) { return View::of(s, seat); }
  static std::string action_text(const Action& a) { return adapter_lookup::write_action(a); }
  static Record new_record(const Options& o, const std::vector<std::string>& seats, std::uint64_t seed) {
    return adapter_lookup::make_record<Record>(o, seats, seed);
  }
  static std::string record_to_json(const Record& r, const State* final_state) {
    return adapter_lookup::write_record(r, final_state);
  }
  static Expected<State> replay(const Record& r) { return adapter_lookup::replay_record<State>(r); }
  static std::string view_to_json(const View& v) { return adapter_lookup::write_view(v); }
};

}  // namespace bg
