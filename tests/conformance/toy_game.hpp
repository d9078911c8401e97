// A toy game registered only in the tests, to prove that the contract (bg/game.hpp) is all the
// generic parts need: the conformance suite, the game loop, an AI player, the CLI's commands,
// the AI worker's routing and the page's session run it unchanged (it is a bg::HostedGame: a
// record of its own through the envelope, turns, its view as JSON).
// "Odd sums": a deck of 1..5 twice, shuffled; each of 2-3 players holds two hidden cards. On a
// turn you play one card onto the pile ("play V") and draw the top card; you score V when the
// pile's new total is odd. The game ends when every hand is empty; the highest score wins.
#pragma once

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "bg/game.hpp"
#include "bg/record.hpp"
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
  int turn_number() const { return static_cast<int>(pile.size()) + 1; }  // a turn is one card
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
  std::vector<Action> legal_actions() const {
    std::vector<Action> out;
    legal_actions(out);
    return out;
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
  int seat() const { return seat_; }
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

  // {"format": "odd_sums-view", "seat": S, "state": {...}}: what the seat sees, unseen cards 0.
  std::string to_json() const {
    nlohmann::json hands = nlohmann::json::array();
    for (int p = 0; p < seen_.players; ++p) hands.push_back(seen_.hands[p]);
    return nlohmann::json{{"format", "odd_sums-view"}, {"seat", seat_}, {"players", seen_.players},
                          {"to_move", seen_.to_move}, {"pile", seen_.pile}, {"deck", seen_.deck.size()},
                          {"hands", hands}, {"scores", std::vector<int>(seen_.scores.begin(), seen_.scores.begin() + seen_.players)}}
        .dump();
  }
  // The reader checks what a view must be: its own hand seen, the others' and the deck unseen,
  // every card the box's, the total the pile's.
  static bg::Expected<View> from_json(std::string_view text) {
    const auto j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    const auto bad = [] { return bg::Status::error("not a view of odd sums"); };
    if (j.is_discarded() || !j.is_object() || j.value("format", "") != "odd_sums-view") return bad();
    for (const char* key : {"seat", "players", "to_move", "deck"})
      if (!j.contains(key) || !j[key].is_number_unsigned()) return bad();
    for (const char* key : {"pile", "hands", "scores"})
      if (!j.contains(key) || !j[key].is_array()) return bad();
    State s;
    s.players = j["players"].get<int>();
    const int seat = j["seat"].get<int>();
    s.to_move = j["to_move"].get<int>();
    if (s.players < 2 || s.players > 3 || seat >= s.players || s.to_move >= s.players || j["hands"].size() != static_cast<std::size_t>(s.players) ||
        j["scores"].size() != static_cast<std::size_t>(s.players) || j["deck"].get<std::size_t>() > 10)
      return bad();
    s.deck.assign(j["deck"].get<std::size_t>(), kUnknown);
    for (const auto& c : j["pile"]) {
      if (!c.is_number_unsigned() || c.get<int>() < 1 || c.get<int>() > 5) return bad();
      s.pile.push_back(c.get<int>());
      s.total += s.pile.back();
    }
    for (int p = 0; p < s.players; ++p) {
      for (const auto& c : j["hands"][p]) {
        if (!c.is_number_unsigned() || c.get<int>() > 5 || (p == seat) != (c.get<int>() != kUnknown)) return bad();
        s.hands[p].push_back(c.get<int>());
      }
      if (s.hands[p].size() > kHandSize || !std::is_sorted(s.hands[p].begin(), s.hands[p].end())) return bad();
      if (!j["scores"][p].is_number_unsigned()) return bad();
      s.scores[p] = j["scores"][p].get<int>();
    }
    std::vector<int> seen = s.pile;
    seen.insert(seen.end(), s.hands[seat].begin(), s.hands[seat].end());
    std::vector<int> rest = box();
    for (int c : seen) {
      const auto it = std::find(rest.begin(), rest.end(), c);
      if (it == rest.end()) return bad();
      rest.erase(it);
    }
    std::size_t unseen = s.deck.size();
    for (int p = 0; p < s.players; ++p)
      if (p != seat) unseen += s.hands[p].size();
    if (unseen != rest.size()) return bad();
    View v(s, seat);
    return v;
  }

 private:
  State seen_;
  int seat_;
};

struct Options {
  int players = 2;
  bool operator==(const Options&) const = default;
};

// A record: the options, the seats, the seed the deal comes from, the actions, free tags, and
// the result it claims. Through the envelope: {"format": "odd_sums-record", ..., "seed": "N"}.
struct Record {
  Options options;
  std::vector<std::string> seats;
  std::uint64_t seed = 0;
  std::vector<Action> actions;
  std::map<std::string, std::string> tags;
  std::optional<std::vector<std::int64_t>> result_scores;
  bool operator==(const Record&) const = default;
};

inline const bg::RecordSchema& record_schema() {
  static const bg::RecordSchema schema{"odd_sums", 1, {{"seed", nlohmann::json::value_t::string, "a string of digits"}}, "scores", 1};
  return schema;
}

struct ToyGame {
  using State = toy::State;
  using Action = toy::Action;
  using View = toy::View;
  using Options = toy::Options;
  static constexpr std::string_view kId = "odd_sums";
  // Its refusals are plain English: it has no codes for the page to translate.
  static std::span<const bg::RefusalText> refusals() { return {}; }
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

  // ---- bg::HostedGame ----
  using Record = toy::Record;
  static bg::Status check_options(const Options& o) {
    if (o.players < kMinPlayers || o.players > kMaxPlayers) return bg::Status::error("2 or 3 players");
    return {};
  }
  static Record new_record(const Options& o, const std::vector<std::string>& seats, std::uint64_t seed) {
    return Record{o, seats, seed, {}, {}, std::nullopt};
  }
  static bg::Expected<State> start_state(const Record& r) { return new_game(r.options, r.seed); }
  static Record record_setup(Record r) {
    r.actions.clear();
    r.result_scores.reset();
    return r;
  }
  static std::string record_to_json(const Record& r, const State* end) {
    bg::RecordEnvelope e;
    e.version = 1;
    e.options = nlohmann::json::parse(options_to_json(r.options));
    e.setup["seed"] = std::to_string(r.seed);
    e.seats = r.seats;
    for (const Action& a : r.actions) e.actions.push_back(action_text(a));
    e.tags = r.tags;
    if (end && end->is_terminal()) {
      e.scores.emplace(end->scores.begin(), end->scores.begin() + end->players);
      e.winners = end->winners();
    }
    return bg::write_record_envelope(e, record_schema());
  }
  static bg::Expected<Record> parse_record(std::string_view text) {
    auto e = bg::read_record_envelope(text, record_schema());
    if (!e.ok()) return e.status();
    Record r;
    auto options = options_from_json(e->options.dump());
    if (!options.ok()) return options.status();
    r.options = options.value();
    const std::string seed = e->setup.at("seed").get<std::string>();
    if (seed.empty() || seed.size() > 19 || seed.find_first_not_of("0123456789") != std::string::npos)
      return bg::Status::error("'seed' must be a string of digits");
    r.seed = std::stoull(seed);
    auto seats = bg::read_seats(e->seats, r.options.players);
    if (!seats.ok()) return seats.status();
    r.seats = seats.value();
    for (const std::string& written : e->actions) {
      auto a = parse_action(written);
      if (!a.ok()) return a.status();
      r.actions.push_back(a.value());
    }
    r.tags = e->tags;
    r.result_scores = e->scores;
    return r;
  }
  static bg::Expected<State> replay(const Record& r) {
    auto s = start_state(r);
    if (!s.ok()) return s;
    for (std::size_t i = 0; i < r.actions.size(); ++i)
      if (auto why = s.value().apply(r.actions[i]); !why.ok())
        return bg::Status::error("action " + std::to_string(i + 1) + ": " + why.reason());
    if (r.result_scores) {
      const State& end = s.value();
      if (!end.is_terminal() ||
          *r.result_scores != std::vector<std::int64_t>(end.scores.begin(), end.scores.begin() + end.players))
        return bg::Status::error("the record's result does not match its replay");
    }
    return s;
  }
  static std::string view_to_json(const View& v) { return v.to_json(); }
  static bg::Expected<View> view_from_json(std::string_view text) { return View::from_json(text); }
};
static_assert(bg::HostedGame<ToyGame>);

}  // namespace toy
