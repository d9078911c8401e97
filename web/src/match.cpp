#include "match.hpp"

#include <utility>

namespace web {

using arkadia::Action;
using arkadia::State;

bg::Expected<Match> Match::start(const MatchSetup& setup) {
  if (auto valid = arkadia::validate(setup.options); !valid.ok()) return valid;
  if (static_cast<int>(setup.seats.size()) != setup.options.players)
    return bg::Status::error("one seat per player is needed");
  std::vector<std::string> labels;
  for (const auto& seat : setup.seats) labels.push_back(seat.name);
  arkadia::GameRecord record = arkadia::new_record(setup.options, labels, setup.seed);
  auto state = State::create(record.options, record.deck, record.start_player);
  if (!state.ok()) return state.status();
  return Match(setup, std::move(record), std::move(state.value()));
}

Match::Match(const MatchSetup& setup, arkadia::GameRecord record, State state)
    : setup_(setup), record_(std::move(record)), state_(std::move(state)) {
  this_turn_.seat = state_.current_player();
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
  State before = state_;
  if (auto applied = state_.apply(action); !applied.ok()) return applied;
  record_.actions.push_back(action);
  this_turn_.actions.push_back(action);
  const bool revealed = state_.deck_size() < before.deck_size();
  const bool turn_over = state_.is_terminal() || state_.turn_number() != before.turn_number();
  if (turn_over) {
    last_turn_ = std::move(this_turn_);
    this_turn_ = TurnActions{state_.current_player(), {}};
    undo_states_.clear();
  } else if (revealed) {
    undo_states_.clear();  // a card came off the deck: what it was cannot be unseen
  } else {
    undo_states_.push_back(std::move(before));
  }
  return {};
}

void Match::undo() {
  if (undo_states_.empty()) return;
  state_ = std::move(undo_states_.back());
  undo_states_.pop_back();
  record_.actions.pop_back();
  this_turn_.actions.pop_back();
}

}  // namespace web
