// The contract every game implements and every generic part is written against: the AI, the
// CLI's game loop, the conformance tests, the registry. Model: OpenSpiel's Game/State split.
// Arkadia implements it in arkadia/game.hpp; a new game implements it in its own folder and adds
// one line to the registry (core/README.md, "Adding a game").
#pragma once

#include <concepts>
#include <span>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bg/rng.hpp"
#include "bg/status.hpp"

namespace bg {

// G bundles a game's types and its free functions:
//   G::State    a copyable value: the whole position, hidden parts included
//   G::Action   one atomic decision of the player to move
//   G::View     what one seat may know; View::sample(rng) deals the hidden part consistently
//   G::Options  what a new game is set up with (player count first)
//
// What a seat is told: two laws remote play relies on (a friend's page gets its seat's view, the
// log of every action's text and the engine's refusals of its own actions, and offers the legal
// actions of a sample of its view; docs/remote-play.md, "Privacy"). The conformance suite checks
// both in random games of every registered game (tests/conformance/privacy_laws.hpp).
//  1. The mover's choices depend only on its own view. Two positions the mover cannot tell
//     apart (the same G::view(s, mover): the real one and any view.sample(rng) of it) have the
//     same legal actions, as a set (compared by action_text), and check() and apply() refuse
//     every other action with the same Status (code, arguments, cause), so a refusal carries
//     nothing worked out from hidden cards.
//  2. An action's text names nothing another seat cannot see. action_text depends on the action
//     alone and every seat's log holds it, so what the Action holds must follow, for every other
//     seat, from that seat's views before and after it was played: a card that stays hidden is
//     not named (Arkadia's refill from the deck is `take deck`); one the action shows may be
//     (`lay CARD ...`). Checked as: in samples of the other seat's view before the action, no
//     legal action with another text leads to that seat's same view after it. Why this form:
//     action_text reads the action alone, so the same action has the same text in any sample;
//     a leak is an Action holding something hidden, and shows as two actions a seat cannot tell
//     apart by its views that the log tells apart. One breach is known and reported, not mended
//     (mending it changes the notation, or what strict screens hide): Arkadia's `sell FAMILY COUNT` under strict screens
//     (tests/conformance/known_breaches.hpp).
template <class G>
concept Game = requires(const typename G::State& cs, typename G::State& s, const typename G::Action& a,
                        std::vector<typename G::Action>& actions, const typename G::View& view,
                        const typename G::Options& options, Rng& rng, int seat, const std::string& text,
                        std::uint64_t seed) {
  // Who the game is: its id in records, links and the registry, and its player range.
  { G::kId } -> std::convertible_to<std::string_view>;
  { G::kMinPlayers } -> std::convertible_to<int>;
  { G::kMaxPlayers } -> std::convertible_to<int>;

  // Options: the defaults for a player count, a JSON form and its validating reader.
  { G::default_options(seat) } -> std::same_as<typename G::Options>;
  { G::options_to_json(options) } -> std::convertible_to<std::string>;
  { G::options_from_json(text) } -> std::same_as<Expected<typename G::Options>>;
  // A new game: everything random in its set-up comes from the seed.
  { G::new_game(options, seed) } -> std::same_as<Expected<typename G::State>>;

  // Play.
  { cs.num_players() } -> std::convertible_to<int>;
  { cs.current_player() } -> std::convertible_to<int>;  // -1 when over
  { cs.is_terminal() } -> std::convertible_to<bool>;
  cs.legal_actions(actions);  // the same in every position the mover cannot tell apart (law 1)
  { cs.legal_actions() } -> std::convertible_to<std::vector<typename G::Action>>;  // the same, returned
  { cs.check(a) } -> std::same_as<Status>;  // ok exactly for the members of legal_actions()
  { s.apply(a) } -> std::same_as<Status>;  // an illegal action: the reason, and nothing changes
  s.apply_unchecked(a);
  { cs.hash() } -> std::convertible_to<std::uint64_t>;
  { cs == cs } -> std::convertible_to<bool>;
  { a == a } -> std::convertible_to<bool>;
  { cs.winners() } -> std::convertible_to<std::vector<int>>;
  { G::score(cs, seat) } -> std::convertible_to<double>;  // final score of a seat, higher is better

  // The laws every position keeps: empty when they hold, else each broken one in words.
  { G::invariant_violations(cs) } -> std::convertible_to<std::string>;
  // Whether going from `cs` to `s` showed something hidden (a card drawn): the undo barrier.
  { G::reveals_hidden_information(cs, cs) } -> std::convertible_to<bool>;

  // What a seat may know. The mover's legal actions and refusals depend on its view alone
  // (law 1 above).
  { G::view(cs, seat) } -> std::convertible_to<typename G::View>;
  { view.state() } -> std::convertible_to<const typename G::State&>;
  { view.sample(rng) } -> std::convertible_to<typename G::State>;
  { view == view } -> std::convertible_to<bool>;

  // Notation: one text per action, read back exactly; it names nothing another seat cannot see
  // once the action is played (law 2 above).
  { G::action_text(a) } -> std::convertible_to<std::string>;
  { G::parse_action(text) } -> std::same_as<Expected<typename G::Action>>;
};

// What a front end that hosts whole games needs beyond play (the page: saved games, undo by
// turns, the AI worker): the game's record (bg/record.hpp's envelope with its set-up), turns, and
// the seat view as JSON for the worker.
//   G::Record   options, seat labels, the set-up, actions and free tags (a PGN-like tag section)
template <class G>
concept HostedGame =
    Game<G> && requires(const typename G::Record& r, const typename G::Options& options, const typename G::State& s,
                        const typename G::View& view, const std::vector<std::string>& seats, std::uint64_t seed,
                        std::string_view text) {
      { options.players } -> std::convertible_to<int>;
      { G::check_options(options) } -> std::same_as<Status>;  // what new_game would refuse
      { r.options } -> std::convertible_to<const typename G::Options&>;
      { r.seats } -> std::convertible_to<const std::vector<std::string>&>;
      { r.actions } -> std::convertible_to<const std::vector<typename G::Action>&>;
      { r.tags } -> std::convertible_to<const std::map<std::string, std::string>&>;
      // A new game's record from a seed (the set-up drawn as new_game draws it), and its first position.
      { G::new_record(options, seats, seed) } -> std::same_as<typename G::Record>;
      { G::start_state(r) } -> std::same_as<Expected<typename G::State>>;
      // The record without its actions and result: where a replay starts.
      { G::record_setup(r) } -> std::same_as<typename G::Record>;
      // JSON text; with a final position, the result (scores, winners) is written too.
      { G::record_to_json(r, &s) } -> std::convertible_to<std::string>;
      { G::parse_record(text) } -> std::same_as<Expected<typename G::Record>>;
      // The position after the record's actions; the first illegal one, or a claimed result the
      // replay contradicts, is refused with the reason.
      { G::replay(r) } -> std::same_as<Expected<typename G::State>>;
      // A turn: one seat's consecutive decisions (logs and undo group actions by it).
      { s.turn_number() } -> std::convertible_to<int>;
      // The view as JSON, for the AI worker: view_from_json(view_to_json(v)) == v, and anything
      // else is refused with the reason.
      { G::view_to_json(view) } -> std::convertible_to<std::string>;
      { G::view_from_json(text) } -> std::same_as<Expected<typename G::View>>;
      // Every refusal the game's rules can give, as codes with English (core/GAME/refusals.json):
      // the page's string tables translate each, and a test checks they all do.
      { G::refusals() } -> std::convertible_to<std::span<const RefusalText>>;
    };

// Optional, for speed: a game whose positions draw a uniformly random legal action without
// listing them all. s.random_legal_action(rng, scratch) must be legal_actions()[rng.below(n)],
// n the number of legal actions, with the same draws from rng, so random play (the bench, the
// simple players' play-outs) goes exactly as it would without it (tests/conformance checks it).
template <class G>
concept PicksRandomAction = Game<G> && requires(const typename G::State& cs, Rng& rng, std::vector<typename G::Action>& scratch) {
  { cs.random_legal_action(rng, scratch) } -> std::same_as<typename G::Action>;
};

// A uniformly random legal action of `s` (scratch: room for the list of them).
template <Game G>
typename G::Action random_legal_action(const typename G::State& s, Rng& rng, std::vector<typename G::Action>& scratch) {
  if constexpr (PicksRandomAction<G>) {
    return s.random_legal_action(rng, scratch);
  } else {
    s.legal_actions(scratch);
    return scratch[rng.below(static_cast<std::uint32_t>(scratch.size()))];
  }
}

// Optional: a game whose decisions (what a hint gives, a review judges and a lesson asks) are
// smaller than a turn says when one is still being made (Arkadia: a worker plan until `done`).
// Without it, a seat's decision is its whole turn.
template <class G>
concept SaysDecisionInProgress = Game<G> && requires(const typename G::State& cs) {
  { G::decision_in_progress(cs) } -> std::convertible_to<bool>;
};

// Whether `seat` is still making the decision it began (it is to move, and the game says so).
template <Game G>
bool decision_in_progress(const typename G::State& s, int seat) {
  if (s.is_terminal() || s.current_player() != seat) return false;
  if constexpr (SaysDecisionInProgress<G>) return G::decision_in_progress(s);
  return true;
}

// Optional: a game where a seat can leave play before the end while the others play on
// (ArkantiS: a pass is final). Without it, every seat plays until the game ends.
template <class G>
concept SaysSeatLeftPlay = Game<G> && requires(const typename G::State& cs, int seat) {
  { G::left_play(cs, seat) } -> std::convertible_to<bool>;
};

// Whether `seat` has left play for good (never, in a game without it).
template <Game G>
bool left_play(const typename G::State& s, int seat) {
  if constexpr (SaysSeatLeftPlay<G>) return G::left_play(s, seat);
  return false;
}

// A player: given what its seat may know, picks a legal action; nullopt when a person at the
// keyboard leaves the game.
template <Game G>
class Agent {
 public:
  virtual ~Agent() = default;
  virtual std::optional<typename G::Action> choose(const typename G::View& view) = 0;
};

// Every seat's final score, in seat order.
template <Game G>
std::vector<double> final_scores(const typename G::State& s) {
  std::vector<double> scores;
  for (int p = 0; p < s.num_players(); ++p) scores.push_back(G::score(s, p));
  return scores;
}

}  // namespace bg
