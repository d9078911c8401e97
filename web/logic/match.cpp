#include "match.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <utility>

#include "arkadia/game.hpp"

namespace web {

using arkadia::Action;
using arkadia::GameRecord;
using arkadia::State;

namespace {

constexpr std::array<const char*, kAiLevels> kLevelNames = {"easy", "normal", "hard"};
constexpr std::array<const char*, arkadia::kMaxPlayers> kColourNames = {"yellow", "orange", "green", "violet"};

std::string seat_tag(int seat, const char* what) { return "seat." + std::to_string(seat) + "." + what; }

template <std::size_t N>
int index_of(const std::array<const char*, N>& names, const std::string& value) {
  for (std::size_t i = 0; i < N; ++i)
    if (value == names[i]) return static_cast<int>(i);
  return -1;
}

}  // namespace

void write_setup_tags(const MatchSetup& setup, GameRecord& record) {
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    const SeatSetup& seat = setup.seats[i];
    const int n = static_cast<int>(i);
    record.tags[seat_tag(n, "kind")] = seat.kind == SeatKind::kAi ? "ai" : "human";
    if (seat.kind == SeatKind::kAi)
      record.tags[seat_tag(n, "level")] = kLevelNames[static_cast<std::size_t>(std::clamp(seat.level, 0, kAiLevels - 1))];
    record.tags[seat_tag(n, "colour")] = kColourNames[static_cast<std::size_t>(seat.colour & 3)];
  }
  record.tags["seed"] = std::to_string(setup.seed);
  if (setup.guided) record.tags["guided"] = "true";
}

MatchSetup setup_from_record(const GameRecord& record) {
  MatchSetup setup;
  setup.options = record.options;
  auto tag = [&](const std::string& key) -> std::string {
    auto it = record.tags.find(key);
    return it == record.tags.end() ? std::string() : it->second;
  };
  std::array<bool, arkadia::kMaxPlayers> colour_used{};
  bool colours_ok = true;
  for (int i = 0; i < record.options.players; ++i) {
    SeatSetup seat;
    seat.name = i < static_cast<int>(record.seats.size()) ? record.seats[static_cast<std::size_t>(i)] : "";
    const std::string kind = tag(seat_tag(i, "kind"));
    const int level = index_of(kLevelNames, tag(seat_tag(i, "level")));
    const int label_level = index_of(kLevelNames, seat.name);
    if (kind == "ai" || (kind.empty() && label_level >= 0)) {
      seat.kind = SeatKind::kAi;
      seat.level = level >= 0 ? level : label_level >= 0 ? label_level : 1;
    }
    seat.colour = index_of(kColourNames, tag(seat_tag(i, "colour")));
    if (seat.colour < 0 || colour_used[static_cast<std::size_t>(seat.colour)]) colours_ok = false;
    else colour_used[static_cast<std::size_t>(seat.colour)] = true;
    setup.seats.push_back(std::move(seat));
  }
  if (!colours_ok)
    for (std::size_t i = 0; i < setup.seats.size(); ++i) setup.seats[i].colour = static_cast<int>(i);
  const std::string seed = tag("seed");
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(seed.data(), seed.data() + seed.size(), value);
  if (error == std::errc() && end == seed.data() + seed.size()) setup.seed = value;
  setup.guided = tag("guided") == "true";
  return setup;
}

bg::Expected<Match> Match::start(const MatchSetup& setup) {
  if (auto valid = arkadia::validate(setup.options); !valid.ok()) return valid;
  if (static_cast<int>(setup.seats.size()) != setup.options.players)
    return bg::Status::error("one seat per player is needed");
  // The record must be readable again: names of 1 to 64 bytes (arkadia/record.hpp).
  for (const auto& seat : setup.seats)
    if (seat.name.empty() || seat.name.size() > 64) return bg::Status::error("each seat needs a name of 1 to 64 bytes");
  std::vector<std::string> labels;
  for (const auto& seat : setup.seats) labels.push_back(seat.name);
  GameRecord record = arkadia::new_record(setup.options, labels, setup.seed);
  write_setup_tags(setup, record);
  auto state = State::create(record.options, record.deck, record.start_player);
  if (!state.ok()) return state.status();
  return Match(setup, std::move(record), std::move(state.value()));
}

bg::Expected<Match> Match::resume(const GameRecord& record) {
  auto state = State::create(record.options, record.deck, record.start_player);
  if (!state.ok()) return bg::Status::error("cannot set up the game: " + state.reason());
  GameRecord empty = record;
  empty.actions.clear();
  empty.result_gold.clear();
  Match match(setup_from_record(record), std::move(empty), std::move(state.value()));
  for (std::size_t i = 0; i < record.actions.size(); ++i)
    if (auto played = match.play(record.actions[i]); !played.ok())
      return bg::Status::error("action " + std::to_string(i + 1) + " is illegal: " + played.reason());
  match.undo_floor_ = match.actions_played();  // a resumed game starts with nothing to undo
  return match;
}

Match::Match(MatchSetup setup, GameRecord record, State start)
    : setup_(std::move(setup)), record_(std::move(record)) {
  turns_.push_back(TurnActions{start.current_player(), 0, {}});
  positions_.push_back(std::move(start));
}

bool Match::is_human(int seat) const {
  return seat >= 0 && seat < static_cast<int>(setup_.seats.size()) &&
         setup_.seats[static_cast<std::size_t>(seat)].kind == SeatKind::kHuman;
}

int Match::human_seats() const {
  int n = 0;
  for (const auto& seat : setup_.seats) n += seat.kind == SeatKind::kHuman;
  return n;
}

bg::Status Match::play(const Action& action) {
  State next = state();
  if (auto applied = next.apply(action); !applied.ok()) return applied;
  const State& before = state();
  const bool revealed = arkadia::ArkadiaGame::reveals_hidden_information(before, next);
  const bool turn_over = next.is_terminal() || next.turn_number() != before.turn_number();
  record_.actions.push_back(action);
  turns_.back().actions.push_back(action);
  positions_.push_back(std::move(next));
  if (turn_over) {
    turns_.push_back(TurnActions{state().current_player(), actions_played(), {}});
    undo_floor_ = actions_played();
  } else if (revealed) {
    undo_floor_ = actions_played();  // what was shown (a card off the deck) cannot be unseen
  }
  return {};
}

bool Match::can_undo() const { return actions_played() > undo_floor_; }

void Match::undo() {
  if (can_undo()) truncate(actions_played() - 1);
}

const TurnActions& Match::last_turn() const {
  static const TurnActions kNone;
  return turns_.size() >= 2 ? turns_[turns_.size() - 2] : kNone;
}

int Match::last_turn_start(int seat) const {
  // The turn in progress does not count: inside it, undo applies.
  for (std::size_t t = turns_.size() - 1; t-- > 0;)
    if (turns_[t].seat == seat) return turns_[t].first_action;
  return -1;
}

bool Match::can_take_back(int seat) const {
  if (!is_human(seat) || human_seats() != 1 || state().is_terminal()) return false;
  return last_turn_start(seat) >= 0;
}

bg::Status Match::take_back(int seat) {
  if (!can_take_back(seat)) return bg::Status::error("there is no turn to take back");
  truncate(last_turn_start(seat));
  return {};
}

void Match::truncate(int actions) {
  actions = std::clamp(actions, 0, actions_played());
  record_.actions.resize(static_cast<std::size_t>(actions));
  positions_.erase(positions_.begin() + actions + 1, positions_.end());
  while (turns_.size() > 1 && turns_.back().first_action > actions) turns_.pop_back();
  TurnActions& turn = turns_.back();
  turn.actions.resize(static_cast<std::size_t>(actions - turn.first_action));
  // Undo never reaches past a turn's start or a drawn card; after a take-back, nothing of the
  // new turn has been played yet.
  undo_floor_ = std::min(undo_floor_, actions);
  if (undo_floor_ < turn.first_action) undo_floor_ = turn.first_action;
}

}  // namespace web
