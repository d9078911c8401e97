// A toy game registered only in the tests, to prove that the contract (bg/game.hpp) is all the
// generic parts need: the conformance suite, the game loop and an AI player run it unchanged.
// "Odd sums": a deck of 1..5 twice, shuffled; each of 2-3 players holds two hidden cards. On a
// turn you play one card onto the pile ("play V") and draw the top card; you score V when the
// pile's new total is odd. The game ends when every hand is empty; the highest score wins.
#pragma once

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "bg/game.hpp"
#include "nlohmann/json.hpp"

namespace toy {

inline constexpr int kHandSize = 2;
inline constexpr int kUnknown = 0;  // a card the seat cannot see

struct Action {
  int value = 0;
  bool operator==(const Action&) const = default;
};

struct State {
  int players = 2, to_move = 0, total = 0;
  std::vector<int> pile;                              // played cards, face up
  std::vector<int> deck;                              // top last
  std::array<std::vector<int>, 3> hands;              // sorted
  std::array<int, 3> scores{};

  int num_players() const { return players; }
  bool is_terminal() const {
    return std::all_of(hands.begin(), hands.begin() + players, [](const auto& h) { return h.empty(); });
  }
  int current_player() const { return is_terminal() ? -1 : to_move; }
  void legal_actions(std::vector<Action>& out) const {
    out.clear();
    if (is_terminal()) return;
    for (int v : hands[to_move])
      if (out.empty() || out.back().value != v) out.push_back({v});
  }
  bg::Status check(const Action& a) const {
    if (is_terminal()) return bg::Status::error("the game is over");
    const auto& h = hands[to_move];
    if (std::find(h.begin(), h.end(), a.value) == h.end()) return bg::Status::error("you hold no such card");
    return {};
  }
  bg::Status apply(const Action& a) {
    if (auto why = check(a); !why.ok()) return why;
    apply_unchecked(a);
    return {};
  }
  void apply_unchecked(const Action& a) {
    auto& h = hands[to_move];
    h.erase(std::find(h.begin(), h.end(), a.value));
    total += a.value;
    pile.push_back(a.value);
    if (total % 2 == 1) scores[to_move] += a.value;
    if (!deck.empty()) {
      h.push_back(deck.back());
      deck.pop_back();
      std::sort(h.begin(), h.end());
    }
    to_move = (to_move + 1) % players;
  }
  std::uint64_t hash() const {
    std::uint64_t x = 1469598103934665603ull;
    auto mix = [&x](std::uint64_t v) { x = (x ^ v) * 1099511628211ull; };
    mix(static_cast<std::uint64_t>(players * 100 + to_move));
    mix(static_cast<std::uint64_t>(total));
    for (int c : pile) mix(static_cast<std::uint64_t>(c));
    mix(98);
    for (int c : deck) mix(static_cast<std::uint64_t>(c));
    for (int p = 0; p < players; ++p) {
      mix(99);
      for (int c : hands[p]) mix(static_cast<std::uint64_t>(c));
      mix(static_cast<std::uint64_t>(scores[p]));
    }
    return x;
  }
  std::vector<int> winners() const {
    std::vector<int> w;
    if (!is_terminal()) return w;
    const int best = *std::max_element(scores.begin(), scores.begin() + players);
    for (int p = 0; p < players; ++p)
      if (scores[p] == best) w.push_back(p);
    return w;
  }
  bool operator==(const State&) const = default;
};

// One seat's knowledge: its own hand; other hands and the deck as kUnknown cards.
class View {
 public:
  View(const State& s, int seat) : seen_(s), seat_(seat) {
    for (int& c : seen_.deck) c = kUnknown;
    for (int p = 0; p < s.players; ++p)
      if (p != seat)
        for (int& c : seen_.hands[p]) c = kUnknown;
  }
  const State& state() const { return seen_; }
  // The unseen cards (the box minus the pile and the seat's hand) dealt at random.
  State sample(bg::Rng& rng) const {
    std::vector<int> unseen = box();
    for (const auto* known : {&seen_.pile, &seen_.hands[seat_]})
      for (int c : *known) unseen.erase(std::find(unseen.begin(), unseen.end(), c));
    rng.shuffle(std::span<int>(unseen));
    State s = seen_;
    std::size_t next = 0;
    for (int& c : s.deck) c = unseen[next++];
    for (int p = 0; p < s.players; ++p) {
      if (p == seat_) continue;
      for (int& c : s.hands[p]) c = unseen[next++];
      std::sort(s.hands[p].begin(), s.hands[p].end());
    }
    return s;
  }
  bool operator==(const View&) const = default;

  static std::vector<int> box() { return {1, 1, 2, 2, 3, 3, 4, 4, 5, 5}; }  // sorted

 private:
  State seen_;
  int seat_;
};

struct Options {
  int players = 2;
  bool operator==(const Options&) const = default;
};

struct ToyGame {
  using State = toy::State;
  using Action = toy::Action;
  using View = toy::View;
  using Options = toy::Options;
  static constexpr std::string_view kId = "odd-sums";
  static constexpr int kMinPlayers = 2;
  static constexpr int kMaxPlayers = 3;

  static Options default_options(int players) { return {players}; }
  static std::string options_to_json(const Options& o) { return nlohmann::json{{"players", o.players}}.dump(); }
  static bg::Expected<Options> options_from_json(std::string_view text) {
    const auto j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (j.is_discarded() || !j.is_object() || j.size() != 1 || !j.contains("players") ||
        !j["players"].is_number_integer())
      return bg::Status::error("options: {\"players\": 2 or 3} expected");
    const auto n = j["players"].get<long long>();
    if (n < kMinPlayers || n > kMaxPlayers) return bg::Status::error("options: 2 or 3 players");
    return Options{static_cast<int>(n)};
  }
  static bg::Expected<State> new_game(const Options& o, std::uint64_t seed) {
    if (o.players < kMinPlayers || o.players > kMaxPlayers) return bg::Status::error("2 or 3 players");
    bg::Rng rng(seed);
    State s;
    s.players = o.players;
    s.deck = View::box();
    rng.shuffle(std::span<int>(s.deck));
    for (int p = 0; p < o.players; ++p) {
      for (int i = 0; i < kHandSize; ++i) {
        s.hands[p].push_back(s.deck.back());
        s.deck.pop_back();
      }
      std::sort(s.hands[p].begin(), s.hands[p].end());
    }
    return s;
  }
  static double score(const State& s, int seat) { return s.scores[seat]; }
  static std::string invariant_violations(const State& s) {
    std::vector<int> cards = s.pile;
    cards.insert(cards.end(), s.deck.begin(), s.deck.end());
    for (int p = 0; p < s.players; ++p) cards.insert(cards.end(), s.hands[p].begin(), s.hands[p].end());
    std::sort(cards.begin(), cards.end());
    std::string why;
    if (cards != View::box()) why += "the cards are not the box's; ";
    int sum = 0;
    for (int c : s.pile) sum += c;
    if (sum != s.total) why += "the total is not the pile's sum; ";
    return why;
  }
  static bool reveals_hidden_information(const State& before, const State& after) {
    return after.deck.size() < before.deck.size();
  }
  static View view(const State& s, int seat) { return View(s, seat); }
  static std::string action_text(const Action& a) { return "play " + std::to_string(a.value); }
  static bg::Expected<Action> parse_action(const std::string& text) {
    if (text.size() == 6 && text.compare(0, 5, "play ") == 0 && text[5] >= '1' && text[5] <= '5')
      return Action{text[5] - '0'};
    return bg::Status::error("expected \"play V\" with V from 1 to 5");
  }
};
static_assert(bg::Game<ToyGame>);

}  // namespace toy
