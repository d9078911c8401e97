// One game in progress on the page, for any hosted game (bg::HostedGame): the full state (only
// this module holds it), who sits where, the record, every position of the game so far (for the
// log, undo, take-back and replay), and BGA's undo policy.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "ai/level_names.hpp"
#include "bg/game.hpp"
#include "bg/rng.hpp"
#include "bg/status.hpp"
#include "page_refusals.hpp"

namespace web {

// Who plays a seat: a person at this device, the computer, or a friend on another device
// (docs/remote-play.md), whose decisions come through the session's friends' port.
enum class SeatKind { kHuman, kAi, kFriend };
inline constexpr int kAiLevels = static_cast<int>(ai::kLevels.size());  // 0 easy ... 3 expert

struct SeatSetup {
  std::string name;
  SeatKind kind = SeatKind::kHuman;
  int level = 1;   // AI: 0 easy, 1 normal, 2 hard
  int colour = 0;  // index into the player colours (theme.hpp); cosmetic
  // When the page chose the name: "you", "computer", "player:N" or "computer:N", shown in the
  // page's language whatever language the game was started in (the record keeps `name`).
  std::string default_name;
  int hints = 0;  // hints the seat asked for (the AI's choice shown on its turn)
  bool operator==(const SeatSetup&) const = default;
};

// Everything about a table that is not the game's options: seats, seed, guided first game.
struct TableSetup {
  std::vector<SeatSetup> seats;
  std::uint64_t seed = 0;
  bool guided = false;  // the guided first game explains each step
  bool operator==(const TableSetup&) const = default;
};

template <bg::HostedGame G>
struct MatchSetupOf : TableSetup {
  typename G::Options options;
  bool operator==(const MatchSetupOf&) const = default;
};

// The page's seat settings travel in the record's tags ("seat.N.kind" and so on; the names are
// listed in docs/embedding.md), so an exported game is a record the CLI replays as it is.
// A SeatSetup::default_name the page understands.
bool is_default_name(const std::string& default_name);
// Whether more than one person plays at this device (hot-seat).
bool several_people_here(const TableSetup& setup);
// The default name seat `seat` is shown with: its own, but "player:N" for "you" when several
// people play at this device (a hot-seat game saved before the start settled that).
std::string shown_default_name(const TableSetup& setup, std::size_t seat);
// The default name the new-game form gives seat `seat` (0-based) of its kind: "you" or
// "player:N" for a person, "computer" or "computer:N" for the computer.
std::string form_default_key(int seat, bool ai);
// The default name a save from before the tag stored in English ("You", "Computer 2"), or "".
std::string legacy_default_name(const std::string& name, SeatKind kind);

void write_setup_tags(const TableSetup& setup, std::map<std::string, std::string>& tags);
// The table a record describes. Missing or unreadable tags fall back to defaults (a seat without
// a kind is a human), so any record can be opened.
TableSetup table_from_tags(const std::vector<std::string>& seat_labels, int players,
                           const std::map<std::string, std::string>& tags);
// A game needs one seat per player, each named with 1 to 64 bytes (what a record takes).
bg::Status check_seats(const TableSetup& setup, int players);

// A record's tag about a seat: "seat.1.kind".
std::string seat_tag(int seat, const char* what);

template <bg::HostedGame G>
MatchSetupOf<G> setup_from_record(const typename G::Record& record) {
  MatchSetupOf<G> setup;
  static_cast<TableSetup&>(setup) = table_from_tags(record.seats, record.options.players, record.tags);
  setup.options = record.options;
  return setup;
}

// The actions one seat took in one turn, for the "last move" highlight and the log.
template <bg::HostedGame G>
struct TurnActionsOf {
  int seat = -1;
  int first_action = 0;  // index in the record of the turn's first action
  std::vector<typename G::Action> actions;
};

template <bg::HostedGame G>
class MatchOf {
 public:
  using State = typename G::State;
  using Action = typename G::Action;
  using Record = typename G::Record;
  using Setup = MatchSetupOf<G>;
  using TurnActions = TurnActionsOf<G>;

  static bg::Expected<MatchOf> start(const Setup& setup);
  // A game from a record (a saved or imported game): every action is replayed and checked.
  static bg::Expected<MatchOf> resume(const Record& record);
  // A game as one seat saw it (a friend's page, remote_guest.hpp): `positions[i]` before each of
  // the record's actions and after the last, each a determinisation of that seat's view, so no
  // action is replayed. Nothing can be undone here: the host holds the game.
  static MatchOf mirror(Setup setup, Record record, std::vector<State> positions);

  const Setup& setup() const { return setup_; }
  const State& state() const { return positions_.back(); }
  const Record& record() const { return record_; }
  // The seat's kind; the computer's for a seat out of range.
  SeatKind kind(int seat) const {
    return seat >= 0 && seat < static_cast<int>(setup_.seats.size()) ? setup_.seats[static_cast<std::size_t>(seat)].kind
                                                                       : SeatKind::kAi;
  }
  // A person at this device (hot-seat counts these; a friend's seat never asks to pass the device).
  bool is_human(int seat) const;
  int human_seats() const;
  bool is_friend(int seat) const { return kind(seat) == SeatKind::kFriend; }
  // A person, here or on another device: the take-back is for a lone person against computers.
  bool is_person(int seat) const { return is_human(seat) || is_friend(seat); }
  int people() const;

  // Applies a legal action of the seat to move; an illegal one changes nothing.
  bg::Status play(const Action& action);

  // BGA's policy: the player to move may take back actions of this turn until hidden
  // information was revealed (a card drawn from the deck). Never other players' actions.
  bool can_undo() const { return actions_played() > undo_floor_; }
  // Undo goes back by the page's steps: `continues(previous, next)` tells when an action is part
  // of the same step as the one before it (a worker plan, a sale); without it, one action.
  using StepRule = std::function<bool(const Action& previous, const Action& next)>;
  void undo(const StepRule& continues = {}) {
    if (!can_undo()) return;
    int to = actions_played() - 1;
    const auto& actions = record_.actions;
    while (continues && to > undo_floor_ &&
           continues(actions[static_cast<std::size_t>(to - 1)], actions[static_cast<std::size_t>(to)]))
      --to;
    truncate(to);
  }

  // In a game where every other seat is an AI, a person (here or a friend) may take back their last turn: the game
  // goes back to where that turn began (the AI turns after it are taken back with it). The
  // in-turn undo above is the only one between people at one device. Cards shown since then
  // must not become known draws: a game that can redeal what nobody has seen
  // (G::redeal_unseen) does so; for any other game, a take-back never crosses a reveal.
  // Why `seat` cannot take back its last turn now (ok: it can), so the page can say it where the
  // button would be, as it does for undo: not one person against computers, the game over, no
  // earlier turn, or (a game that cannot redeal) a card revealed since.
  bg::Status take_back_status(int seat) const;
  bool can_take_back(int seat) const { return take_back_status(seat).ok(); }
  bg::Status take_back(int seat);

  int actions_played() const { return static_cast<int>(record_.actions.size()); }

  // For whoever follows the game from outside without comparing it whole (the host of a table
  // with friends, a friend's page: remote_host.hpp, remote_guest.hpp). Every change of the
  // actions or positions gives the game a new revision, unique in the process (a copy shares its
  // revisions until one of them changes). kept_since(r): how many of the first actions, and the
  // positions before and after them, are the same now as at revision r of this game; none when r
  // is not one of its recent revisions (another game, an older copy put back, long ago), and the
  // follower must take the game whole.
  std::uint64_t revision() const { return revision_; }
  std::optional<int> kept_since(std::uint64_t revision) const {
    if (revision == revision_) return actions_played();
    int kept = actions_played();
    for (auto c = changes_.rbegin(); c != changes_.rend(); ++c) {
      kept = std::min(kept, c->kept);
      if (c->before == revision) return kept;
    }
    return std::nullopt;
  }
  // A mirror (above) follows the seat's game: back to the position before action `actions`, and
  // one more action with the position it led to as the seat saw it, not replayed.
  void mirror_back_to(int actions) {
    if (actions < actions_played()) truncate(actions);
  }
  void mirror_play(const Action& action, State next);
  // The position before action i (0 <= i <= actions_played(); i == actions_played() is now).
  const State& position(int i) const { return positions_[static_cast<std::size_t>(i)]; }
  // The turns so far, in order; the last one is the turn in progress (possibly empty).
  const std::vector<TurnActions>& turns() const { return turns_; }
  const TurnActions& this_turn() const { return turns_.back(); }
  // The last finished turn; an empty one before the first turn ends.
  const TurnActions& last_turn() const;
  // The index in turns() of the first turn after `seat`'s last finished one: what the others did
  // since that seat last played (the turn in progress included). 0 when it has not played yet.
  std::size_t first_turn_since(int seat) const {
    for (std::size_t t = turns_.size() - 1; t-- > 0;)
      if (turns_[t].seat == seat) return t + 1;
    return 0;
  }
  // The first turn the board marks as recent for `viewer` (the seat whose hand shows): the
  // others' turns since it last played; without one (all computers, or hands hidden between
  // people), the previous turn and the one in progress. Once the viewer has left play (an
  // ArkantiS pass: the others may play on for dozens of turns, which would mark the whole
  // board), only the latest turn.
  std::size_t first_recent_turn(int viewer) const {
    if (viewer >= 0 && bg::left_play<G>(state(), viewer)) return latest_turn();
    if (viewer >= 0) return first_turn_since(viewer);
    return turns_.size() >= 2 ? turns_.size() - 2 : 0;
  }
  // The index in turns() of the latest turn with actions (the list may end with the turn to come,
  // still empty); 0 before any.
  std::size_t latest_turn() const {
    for (std::size_t t = turns_.size(); t-- > 0;)
      if (!turns_[t].actions.empty()) return t;
    return 0;
  }
  // The first action of the latest turn with actions; -1 before any.
  int latest_turn_start() const {
    const TurnActions& t = turns_[latest_turn()];
    return t.actions.empty() ? -1 : t.first_action;
  }
  // The first action after the last turn of a person (here or a friend): from there on only
  // computers played; actions_played() when a person played last, 0 when no person has played.
  int alone_since() const {
    for (std::size_t t = turns_.size(); t-- > 0;)
      if (!turns_[t].actions.empty() && is_person(turns_[t].seat))
        return turns_[t].first_action + static_cast<int>(turns_[t].actions.size());
    return 0;
  }

  // How many turns began after action `index` (the turn in progress included once it has an
  // action): after a pass, how long the others played on.
  int turns_after(int index) const {
    return static_cast<int>(std::count_if(turns_.begin(), turns_.end(), [&](const TurnActions& t) {
      return t.first_action > index && !t.actions.empty();
    }));
  }

  // Counts a hint the seat asked for; the count travels in the record's tags.
  void count_hint(int seat) {
    if (seat < 0 || seat >= static_cast<int>(setup_.seats.size())) return;
    ++setup_.seats[static_cast<std::size_t>(seat)].hints;
    write_setup_tags(setup_, record_.tags);
  }

 private:
  MatchOf(Setup setup, Record record, State start);
  // Start of the turn seat last began before the current one; -1 when there is none.
  int last_turn_start(int seat) const;
  void truncate(int actions);  // back to the position before action `actions`
  bool revealed_since(int action) const;
  // The game's record with a new set-up (the same actions): every position replayed.
  void replace_record(Record record);

  Setup setup_;
  Record record_;
  std::vector<State> positions_;  // positions_[i]: before action i; back(): now
  std::vector<TurnActions> turns_;
  int undo_floor_ = 0;  // actions before this index can no longer be undone
  // The revisions (revision(), kept_since): each change, from the revision before it, kept the
  // first `kept` actions. The latest kChangesKept.
  struct Change {
    std::uint64_t before = 0;
    int kept = 0;
  };
  static constexpr std::size_t kChangesKept = 256;
  static std::uint64_t next_revision() {
    static std::atomic<std::uint64_t> last{0};
    return ++last;
  }
  void changed(int kept) {
    const std::uint64_t after = next_revision();
    if (changes_.size() == kChangesKept) changes_.pop_front();
    changes_.push_back({revision_, kept});
    revision_ = after;
  }
  std::uint64_t revision_ = next_revision();
  std::deque<Change> changes_;
  int redeals_ = 0;     // take-backs that redealt, for the next shuffle's seed
};

template <class G>
concept RedealsUnseen = requires(typename G::Record& r, const typename G::State& s, bg::Rng& rng) {
  G::redeal_unseen(r, s, rng);
};

// ---- Implementation ----

template <bg::HostedGame G>
bg::Expected<MatchOf<G>> MatchOf<G>::start(const Setup& setup) {
  if (auto options = G::check_options(setup.options); !options.ok()) return options;
  if (auto seats = check_seats(setup, setup.options.players); !seats.ok()) return seats;
  std::vector<std::string> labels;
  for (const auto& seat : setup.seats) labels.push_back(seat.name);
  Record record = G::new_record(setup.options, labels, setup.seed);
  write_setup_tags(setup, record.tags);
  auto state = G::start_state(record);
  if (!state.ok()) return state.status();
  return MatchOf(setup, std::move(record), std::move(state.value()));
}

template <bg::HostedGame G>
bg::Expected<MatchOf<G>> MatchOf<G>::resume(const Record& record) {
  auto state = G::start_state(record);
  if (!state.ok()) return bg::Status::refuse(refusal::kCannotSetUp, {}, &state.status());
  MatchOf match(setup_from_record<G>(record), G::record_setup(record), std::move(state.value()));
  for (std::size_t i = 0; i < record.actions.size(); ++i)
    if (auto played = match.play(record.actions[i]); !played.ok())
      return bg::Status::refuse(refusal::kActionIllegal, {{"n", i + 1}}, &played);
  // Replaying set the undo floor where it was (the turn's start, or the last card drawn in it):
  // after a reload, the same undo as before.
  return match;
}

template <bg::HostedGame G>
MatchOf<G> MatchOf<G>::mirror(Setup setup, Record record, std::vector<State> positions) {
  std::vector<Action> actions = std::move(record.actions);
  record.actions.clear();
  MatchOf match(std::move(setup), std::move(record), positions.front());
  const std::size_t n = std::min(actions.size(), positions.size() - 1);
  for (std::size_t i = 0; i < n; ++i) match.mirror_play(actions[i], std::move(positions[i + 1]));
  return match;
}

template <bg::HostedGame G>
void MatchOf<G>::mirror_play(const Action& action, State next) {
  const bool turn_over = next.is_terminal() || next.turn_number() != state().turn_number();
  changed(actions_played());
  record_.actions.push_back(action);
  turns_.back().actions.push_back(action);
  positions_.push_back(std::move(next));
  if (turn_over) turns_.push_back(TurnActions{state().current_player(), actions_played(), {}});
  undo_floor_ = actions_played();  // nothing can be undone here: the host holds the game
}

template <bg::HostedGame G>
MatchOf<G>::MatchOf(Setup setup, Record record, State start) : setup_(std::move(setup)), record_(std::move(record)) {
  turns_.push_back(TurnActions{start.current_player(), 0, {}});
  positions_.push_back(std::move(start));
}

template <bg::HostedGame G>
bool MatchOf<G>::is_human(int seat) const {
  return kind(seat) == SeatKind::kHuman;
}

template <bg::HostedGame G>
int MatchOf<G>::human_seats() const {
  int n = 0;
  for (const auto& seat : setup_.seats) n += seat.kind == SeatKind::kHuman;
  return n;
}

template <bg::HostedGame G>
int MatchOf<G>::people() const {
  int n = 0;
  for (const auto& seat : setup_.seats) n += seat.kind != SeatKind::kAi;
  return n;
}

template <bg::HostedGame G>
bg::Status MatchOf<G>::play(const Action& action) {
  State next = state();
  if (auto applied = next.apply(action); !applied.ok()) return applied;
  const State& before = state();
  const bool revealed = G::reveals_hidden_information(before, next);
  const bool turn_over = next.is_terminal() || next.turn_number() != before.turn_number();
  changed(actions_played());
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

template <bg::HostedGame G>
const TurnActionsOf<G>& MatchOf<G>::last_turn() const {
  static const TurnActions kNone;
  return turns_.size() >= 2 ? turns_[turns_.size() - 2] : kNone;
}

template <bg::HostedGame G>
int MatchOf<G>::last_turn_start(int seat) const {
  // The turn in progress does not count: inside it, undo applies.
  for (std::size_t t = turns_.size() - 1; t-- > 0;)
    if (turns_[t].seat == seat) return turns_[t].first_action;
  return -1;
}

template <bg::HostedGame G>
bg::Status MatchOf<G>::take_back_status(int seat) const {
  if (!is_person(seat) || people() != 1) return bg::Status::refuse(refusal::kTakeBackAlone);
  if (state().is_terminal()) return bg::Status::refuse(refusal::kTakeBackOver);
  const int start = last_turn_start(seat);
  if (start < 0) return bg::Status::refuse(refusal::kNoTakeBack);
  if constexpr (!RedealsUnseen<G>) {
    if (revealed_since(start)) return bg::Status::refuse(refusal::kTakeBackRevealed);
  }
  return {};
}

template <bg::HostedGame G>
bg::Status MatchOf<G>::take_back(int seat) {
  if (!can_take_back(seat)) return bg::Status::refuse(refusal::kNoTakeBack);
  const int start = last_turn_start(seat);
  const bool redeal = revealed_since(start);
  truncate(start);
  if constexpr (RedealsUnseen<G>) {
    if (redeal) {
      Record record = record_;
      bg::Rng rng(setup_.seed ^ (0x9e3779b97f4a7c15ull * static_cast<std::uint64_t>(++redeals_)) ^
                  static_cast<std::uint64_t>(actions_played()));
      G::redeal_unseen(record, state(), rng);
      replace_record(std::move(record));
    }
  }
  return {};
}

template <bg::HostedGame G>
bool MatchOf<G>::revealed_since(int action) const {
  for (int i = std::max(action, 0); i < actions_played(); ++i)
    if (G::reveals_hidden_information(position(i), position(i + 1))) return true;
  return false;
}

template <bg::HostedGame G>
void MatchOf<G>::replace_record(Record record) {
  auto start = G::start_state(record);
  if (!start.ok()) return;  // a redeal keeps the deck's cards, so the set-up stays valid
  std::vector<State> positions{start.value()};
  for (const Action& a : record.actions) {
    State next = positions.back();
    next.apply_unchecked(a);
    positions.push_back(std::move(next));
  }
  changed(actions_played());  // the same actions; the hidden parts nobody has seen redealt
  positions_ = std::move(positions);
  record_ = std::move(record);
}

template <bg::HostedGame G>
void MatchOf<G>::truncate(int actions) {
  actions = std::clamp(actions, 0, actions_played());
  changed(actions);
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
