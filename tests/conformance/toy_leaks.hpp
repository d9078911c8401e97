// The toy game (toy_game.hpp) broken on purpose, one privacy law at a time, to show that the
// conformance suite's checks of them (privacy_laws.hpp) fail when a game breaks them
// (toy_game_test.cpp, ToyLeaks). Each variant keeps the toy's deal, play and view and changes only
// what its rules below say; the action stays one int, which a variant may widen with more digits.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "toy_game.hpp"

namespace toy_leaks {

using toy::Action;

// The toy's own rules, which each variant changes in part.
struct ToyRules {
  static constexpr std::string_view kId = "toy_unbroken";
  static void legal(const toy::State& s, std::vector<Action>& out) { s.toy::State::legal_actions(out); }
  static bg::Status check(const toy::State& s, const Action& a) { return s.toy::State::check(a); }
  static void play(toy::State& s, const Action& a) { s.toy::State::apply_unchecked(a); }
  static std::string text(const Action& a) { return toy::ToyGame::action_text(a); }
  static bg::Expected<Action> parse(const std::string& t) { return toy::ToyGame::parse_action(t); }
};

// A game behind the contract that plays the toy by `Rules`.
template <class Rules>
struct LeakyToy {
  struct State : toy::State {
    State() = default;
    explicit State(const toy::State& s) : toy::State(s) {}
    void legal_actions(std::vector<Action>& out) const { Rules::legal(*this, out); }
    std::vector<Action> legal_actions() const {
      std::vector<Action> out;
      legal_actions(out);
      return out;
    }
    bg::Status check(const Action& a) const { return Rules::check(*this, a); }
    bg::Status apply(const Action& a) {
      if (auto why = check(a); !why.ok()) return why;
      apply_unchecked(a);
      return {};
    }
    void apply_unchecked(const Action& a) { Rules::play(*this, a); }
    bool operator==(const State&) const = default;
  };
  class View {
   public:
    View(const toy::State& s, int seat) : toy_(s, seat), seen_(toy_.state()) {}
    const State& state() const { return seen_; }
    State sample(bg::Rng& rng) const { return State(toy_.sample(rng)); }
    bool operator==(const View& other) const { return toy_ == other.toy_; }

   private:
    toy::View toy_;
    State seen_;
  };
  using Action = toy::Action;
  using Options = toy::Options;
  static constexpr std::string_view kId = Rules::kId;
  static constexpr int kMinPlayers = toy::ToyGame::kMinPlayers;
  static constexpr int kMaxPlayers = toy::ToyGame::kMaxPlayers;
  static Options default_options(int players) { return {players}; }
  static std::string options_to_json(const Options& o) { return toy::ToyGame::options_to_json(o); }
  static bg::Expected<Options> options_from_json(const std::string& text) { return toy::ToyGame::options_from_json(text); }
  static bg::Expected<State> new_game(const Options& o, std::uint64_t seed) {
    auto s = toy::ToyGame::new_game(o, seed);
    if (!s.ok()) return s.status();
    return State(s.value());
  }
  static double score(const State& s, int seat) { return toy::ToyGame::score(s, seat); }
  static std::string invariant_violations(const State& s) { return toy::ToyGame::invariant_violations(s); }
  static bool reveals_hidden_information(const State& before, const State& after) {
    return toy::ToyGame::reveals_hidden_information(before, after);
  }
  static View view(const State& s, int seat) { return View(s, seat); }
  static std::string action_text(const Action& a) { return Rules::text(a); }
  static bg::Expected<Action> parse_action(const std::string& text) { return Rules::parse(text); }
};

// The other card of a hand of two (0 for a hand of one).
inline int other_card(const std::vector<int>& hand, int played) {
  if (hand.size() < 2) return 0;
  return hand[0] == played ? hand[1] : hand[0];
}

// Law 1, choices: the highest of two different cards may be played only when the next card of
// the deck, which nobody sees, is odd. The texts stay the toy's.
struct HiddenLegality : ToyRules {
  static constexpr std::string_view kId = "toy_hidden_legality";
  static void legal(const toy::State& s, std::vector<Action>& out) {
    ToyRules::legal(s, out);
    if (out.size() == 2 && !s.deck.empty() && s.deck.back() % 2 == 0) out.pop_back();
  }
  static bg::Status check(const toy::State& s, const Action& a) {
    std::vector<Action> legal;
    HiddenLegality::legal(s, legal);
    if (std::find(legal.begin(), legal.end(), a) == legal.end()) return bg::Status::error("not now");
    return {};
  }
};

// Law 1, refusals: a card not held is refused with the next card of the deck named.
struct RefusalNamesTheDeck : ToyRules {
  static constexpr std::string_view kId = "toy_refusal_names_the_deck";
  static bg::Status check(const toy::State& s, const Action& a) {
    bg::Status why = ToyRules::check(s, a);
    if (!why.ok() && !s.deck.empty()) return bg::Status::error(why.reason() + "; the next card is " + std::to_string(s.deck.back()));
    return why;
  }
};

// Law 2: "play V keep W" names the card kept in hand, which the other seats do not see. The
// mover sees its hand, so its choices still depend on its view alone. Action: V + 10 W.
struct KeptCardNamed : ToyRules {
  static constexpr std::string_view kId = "toy_kept_card_named";
  static void legal(const toy::State& s, std::vector<Action>& out) {
    ToyRules::legal(s, out);
    const auto& hand = s.hands[static_cast<std::size_t>(s.to_move)];
    for (Action& a : out) a.value += 10 * other_card(hand, a.value);
  }
  static bg::Status check(const toy::State& s, const Action& a) {
    std::vector<Action> legal;
    KeptCardNamed::legal(s, legal);
    if (std::find(legal.begin(), legal.end(), a) == legal.end()) return bg::Status::error("you hold no such cards");
    return {};
  }
  static void play(toy::State& s, const Action& a) { ToyRules::play(s, {a.value % 10}); }
  static std::string text(const Action& a) {
    return ToyRules::text({a.value % 10}) + (a.value >= 10 ? " keep " + std::to_string(a.value / 10) : "");
  }
  static bg::Expected<Action> parse(const std::string& t) {
    auto played = ToyRules::parse(t.substr(0, 6));
    if (!played.ok()) return played;
    if (t.size() == 6) return played;
    if (t.size() == 13 && t.compare(6, 6, " keep ") == 0 && t[12] >= '1' && t[12] <= '5')
      return Action{played.value().value + 10 * (t[12] - '0')};
    return bg::Status::error("expected \"play V [keep W]\"");
  }
};

// Laws 1 and 2, issue 75's example: "play V draw D" names the card drawn, which nobody saw
// before, and the other seats do not see after. Action: V + 10 D.
struct DrawnCardNamed : ToyRules {
  static constexpr std::string_view kId = "toy_drawn_card_named";
  static void legal(const toy::State& s, std::vector<Action>& out) {
    ToyRules::legal(s, out);
    for (Action& a : out) a.value += 10 * (s.deck.empty() ? 0 : s.deck.back());
  }
  static bg::Status check(const toy::State& s, const Action& a) {
    std::vector<Action> legal;
    DrawnCardNamed::legal(s, legal);
    if (std::find(legal.begin(), legal.end(), a) == legal.end()) return bg::Status::error("not that card, or not that draw");
    return {};
  }
  static void play(toy::State& s, const Action& a) { ToyRules::play(s, {a.value % 10}); }
  static std::string text(const Action& a) {
    return ToyRules::text({a.value % 10}) + (a.value >= 10 ? " draw " + std::to_string(a.value / 10) : "");
  }
  static bg::Expected<Action> parse(const std::string& t) {
    auto played = ToyRules::parse(t.substr(0, 6));
    if (!played.ok()) return played;
    if (t.size() == 6) return played;
    if (t.size() == 13 && t.compare(6, 6, " draw ") == 0 && t[12] >= '1' && t[12] <= '5')
      return Action{played.value().value + 10 * (t[12] - '0')};
    return bg::Status::error("expected \"play V [draw D]\"");
  }
};

static_assert(bg::Game<LeakyToy<ToyRules>>);
static_assert(bg::Game<LeakyToy<HiddenLegality>>);
static_assert(bg::Game<LeakyToy<RefusalNamesTheDeck>>);
static_assert(bg::Game<LeakyToy<KeptCardNamed>>);
static_assert(bg::Game<LeakyToy<DrawnCardNamed>>);

}  // namespace toy_leaks
