// A friend's (a guest's) end of play between devices (docs/remote-play.md, issue 49): what the
// host sent, checked with the game, and the player's wishes as messages for the host. It holds
// the seat's view and the public log, never the full game: no other seat's hidden cards, no deck
// order, no seed (until the game is over and its record is everyone's).
//
// The page draws a table from a full State. A guest draws from a determinisation of its view
// (View::sample, as the computer's search does): a State that its seat cannot tell from the
// real one, hidden parts dealt at random. The page draws only what the seat sees (its own hand,
// the others' hands face down, the deck as its size), as it does for a hot-seat player, so the
// random part never shows; the sample exists so the page's drawing and move input, written for
// a State, work unchanged. The legal actions of the seat to move depend only on what it sees, so
// they are the same in the sample as at the host.
//
// The host sends the seat's view of every position, not only the last (StateUpdate::views), so
// each past position is a determinisation too and the page's log, motion and "since your turn"
// read what the seat saw at the time; match() makes them the game the page draws.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bg/game.hpp"
#include "bg/rng.hpp"
#include "bg/status.hpp"
#include "friends_record.hpp"
#include "match.hpp"
#include "remote_protocol.hpp"
#include "remote_refusals.hpp"

namespace web::remote {

// What a message from the host did.
enum class Heard { kWelcome, kState, kRefused, kSeats, kEnd, kPong, kChat, kBad };

// Where this page stands with its seat. One device holds a seat (Join): a second one hears that
// it is in use and may take it over; the one that loses it stops, and may take it back. A link
// the table refuses (another seat's key, no such seat, another game) stops the page, said in words.
enum class Standing {
  kJoining,         // asked to sit down, no answer yet
  kSeated,          // welcomed: the table comes
  kInUseElsewhere,  // another device holds the seat: take_over() if the player wants it here
  kTakenOver,       // another device took the seat: this page stopped (it may take it back)
  kRefused,         // the table refused the link for good: refusal() says why
};

template <bg::HostedGame G>
class RemoteGuestOf {
 public:
  using Action = typename G::Action;
  using State = typename G::State;
  using View = typename G::View;
  using Record = typename G::Record;

  // The seat and secret come from the invitation's link; `sample_seed` makes the drawing's
  // determinisation (the same view gives the same table, so nothing moves between frames).
  // `device`: the browser's own id, kept across reloads ([0-9a-z-]); `device_name`: what the
  // host is shown of it. Both may be empty.
  RemoteGuestOf(int seat, std::string secret, std::string language, std::uint64_t sample_seed, std::string device = "",
                std::string device_name = "")
      : seat_(seat), secret_(std::move(secret)), language_(std::move(language)), sample_seed_(sample_seed),
        device_(std::move(device)), device_name_(std::move(device_name)) {}

  int seat() const { return seat_; }
  Standing standing() const { return standing_; }
  // The page has stopped asking for the seat: taken over elsewhere, or refused for good.
  bool stopped() const { return standing_ == Standing::kTakenOver || standing_ == Standing::kRefused; }

  // Sent on every connection, the first and each one after a reload or a lost network: the host
  // answers with the table and the current state. `take_over`: the player asked to play the
  // seat here, from the device that holds it.
  std::string join(bool take_over = false) {
    if (standing_ != Standing::kSeated) standing_ = Standing::kJoining;
    return write(GuestMessage(Join{seat_, secret_, language_, device_, device_name_, take_over}));
  }
  // The player's decision: every action or none. The host answers with the new state or a refusal.
  std::string act(const std::vector<Action>& actions) const {
    Act m{seat_, played_, {}};
    for (const Action& a : actions) m.actions.push_back(G::action_text(a));
    return write(GuestMessage(std::move(m)));
  }
  std::string undo(int count = 1) const { return write(GuestMessage(Undo{seat_, played_, count})); }
  std::string take_back() const { return write(GuestMessage(TakeBack{seat_, played_})); }
  std::string ping(std::int64_t now_ms) const { return write(GuestMessage(Ping{now_ms})); }
  // A line of the table's chat from this seat: a reaction's key or a typed text (remote_chat.hpp;
  // GuestTableOf checks and paces it). It shows here once the host relays it back.
  std::string chat(std::string reaction, std::string text) const {
    return write(GuestMessage(ChatLine{seat_, std::move(reaction), std::move(text)}));
  }
  // The table's chat as the host relayed it: every seat's lines, this one's included, the last
  // kChatKept (kept across a reconnection and a rematch; never in the record).
  const ChatLog& chat_log() const { return chat_; }

  // A message from the host, checked with the game; a bad one changes nothing (problem() says why).
  Heard receive(std::string_view text);

  const std::optional<Welcome>& welcome() const { return welcome_; }
  // The last welcome came after the game had ended here: the host's rematch at the same table.
  bool rematch() const { return rematch_; }
  const std::optional<View>& view() const { return view_; }
  // The table to draw: a determinisation of the view; nullptr before the first state.
  const State* table() const { return positions_.empty() ? nullptr : &positions_.back(); }
  // The game as this seat saw it, for the page to draw: the seats as the welcome names them (this
  // one a person here, every other played elsewhere), the actions of the log, a determinisation
  // of each position. None before the first state.
  std::optional<MatchOf<G>> match() const;
  int played() const { return played_; }
  const std::vector<LogLine>& log() const { return log_; }
  bool can_undo() const { return can_undo_; }
  bool can_take_back() const { return can_take_back_; }
  const std::optional<Seats>& seats() const { return seats_; }
  // The last refusal from the host, in the form the page words in its language.
  const bg::Status& refusal() const { return refusal_; }
  // Why the last message was not taken (kBad).
  const bg::Status& problem() const { return problem_; }
  // The host does not know this connection as the seat's (its join was lost on the way): the
  // page asks to join again, or it would wait at "connected" for ever. Not while another device
  // holds the seat or the page has stopped: that would ask again and again.
  bool must_join_again() const {
    return refusal_.code() == refusal::kRemoteNotJoined.code &&
           (standing_ == Standing::kSeated || standing_ == Standing::kJoining);
  }

  bool to_move() const { return table() && !table()->is_terminal() && table()->current_player() == seat_; }
  // What the player may choose now (none unless it is the seat's turn).
  std::vector<Action> legal_actions() const { return to_move() ? table()->legal_actions() : std::vector<Action>{}; }

  // Once the game is over: its record, the host's own, exported as the host exports it.
  const std::optional<Record>& record() const { return record_; }
  // The finished game as this page keeps it (friends_record.hpp): the host's record seen from
  // this seat, so the page's score, review and hand are this seat's. The actions and result are
  // the host's, and its export is the host's record again.
  std::optional<Record> record_seen_here() const {
    if (!record_) return std::nullopt;
    return seen_from_seat(*record_, seat_);
  }
  std::optional<std::string> export_record() const {
    if (!record_ || !final_) return std::nullopt;
    return G::record_to_json(*record_, &*final_);
  }

 private:
  Heard bad(bg::Status why) {
    problem_ = std::move(why);
    return Heard::kBad;
  }
  Heard take_state(const StateUpdate& update);
  Heard take_end(const End& end);

  Heard refused(bg::Status why);

  int seat_;
  std::string secret_;
  std::string language_;
  std::uint64_t sample_seed_;
  std::string device_, device_name_;
  Standing standing_ = Standing::kJoining;
  std::optional<Welcome> welcome_;
  std::optional<View> view_;
  std::vector<State> positions_;  // positions_[i]: before action i, as this seat saw it
  int played_ = 0;
  std::vector<LogLine> log_;
  bool can_undo_ = false;
  bool can_take_back_ = false;
  std::optional<Seats> seats_;
  bg::Status refusal_;
  bg::Status problem_;
  std::optional<Record> record_;
  std::optional<State> final_;
  bool rematch_ = false;
  ChatLog chat_;
};

// ---- Implementation ----

template <bg::HostedGame G>
Heard RemoteGuestOf<G>::receive(std::string_view text) {
  ReadHost read = read_host_message(text);
  if (!read.message.ok()) return bad(read.message.status());
  HostMessage& m = read.message.value();
  if (auto* welcome = std::get_if<Welcome>(&m)) {
    if (welcome->game != G::kId)  // a link changed by hand, or one for the other game's page
      return refused(bg::Status::refuse(refusal::kRemoteTableGame, {{"game", welcome->game}, {"ours", std::string(G::kId)}}));
    if (welcome->seat != seat_) return bad(bg::Status::error("the host seated this page elsewhere"));
    if (auto options = G::options_from_json(welcome->options); !options.ok()) return bad(options.status());
    // A welcome is followed by the whole table from its first position: after a reconnection,
    // the same game; after the end, the host's rematch at the same table.
    rematch_ = record_.has_value();
    welcome_ = std::move(*welcome);
    standing_ = Standing::kSeated;
    view_.reset();
    positions_.clear();
    played_ = 0;
    log_.clear();
    can_undo_ = can_take_back_ = false;
    record_.reset();
    final_.reset();
    return Heard::kWelcome;
  }
  if (const auto* update = std::get_if<StateUpdate>(&m)) return take_state(*update);
  if (const auto* refused_message = std::get_if<Refused>(&m)) return refused(from_wire(refused_message->refusal));
  if (auto* seats = std::get_if<Seats>(&m)) {
    seats_ = std::move(*seats);
    return Heard::kSeats;
  }
  if (const auto* end = std::get_if<End>(&m)) return take_end(*end);
  if (auto* line = std::get_if<ChatLine>(&m)) {
    // Read and checked by the protocol (a known reaction, or plain text); from a seat of the table.
    if (!welcome_ || line->seat >= static_cast<int>(welcome_->names.size())) return bad(bg::Status::error("a chat line from no seat of the table"));
    chat_.add(std::move(*line));
    return Heard::kChat;
  }
  return Heard::kPong;
}

template <bg::HostedGame G>
Heard RemoteGuestOf<G>::refused(bg::Status why) {
  refusal_ = std::move(why);
  const std::string& code = refusal_.code();
  if (code == refusal::kRemoteSeatInUse.code) standing_ = Standing::kInUseElsewhere;
  else if (code == refusal::kRemoteSeatTaken.code) standing_ = Standing::kTakenOver;
  else if (code == refusal::kRemoteSecret.code || code == refusal::kRemoteNoSuchSeat.code ||
           code == refusal::kRemoteTableGame.code)
    standing_ = Standing::kRefused;  // the link will never do: asking again would only repeat it
  return Heard::kRefused;
}

template <bg::HostedGame G>
Heard RemoteGuestOf<G>::take_state(const StateUpdate& update) {
  if (!welcome_) return bad(bg::Status::error("a state before the welcome"));
  // The positions before `first` must be the page's already, with the same actions before them.
  if (update.first > static_cast<int>(positions_.size()))
    return bad(bg::Status::error("a state that skips positions this page was never sent"));
  for (int i = 0; i < update.first && i < static_cast<int>(log_.size()); ++i)
    if (!(log_[static_cast<std::size_t>(i)] == update.log[static_cast<std::size_t>(i)]))
      return bad(bg::Status::error("a state whose past differs from what this page was sent"));
  for (const LogLine& line : update.log)
    if (auto action = G::parse_action(line.action); !action.ok()) return bad(action.status());
  std::vector<View> views;
  for (const std::string& text : update.views) {
    auto v = G::view_from_json(text);
    if (!v.ok()) return bad(v.status());
    views.push_back(std::move(v.value()));
  }
  auto view = G::view_from_json(update.view);
  if (!view.ok()) return bad(view.status());
  views.push_back(view.value());
  // The same view always gives the same table (the seed and the position's index), so nothing
  // moves between frames or when a position is sent again.
  positions_.erase(positions_.begin() + update.first, positions_.end());
  for (std::size_t i = 0; i < views.size(); ++i) {
    const auto at = static_cast<std::uint64_t>(update.first) + i;
    bg::Rng rng(sample_seed_ ^ (0x9e3779b97f4a7c15ull * (at + 1)));
    positions_.push_back(views[i].sample(rng));
  }
  view_ = std::move(view.value());
  played_ = update.played;
  log_ = update.log;
  can_undo_ = update.can_undo;
  can_take_back_ = update.can_take_back;
  refusal_ = {};
  return Heard::kState;
}

template <bg::HostedGame G>
std::optional<MatchOf<G>> RemoteGuestOf<G>::match() const {
  if (!welcome_ || positions_.empty() || static_cast<int>(positions_.size()) != played_ + 1) return std::nullopt;
  auto options = G::options_from_json(welcome_->options);
  if (!options.ok()) return std::nullopt;
  MatchSetupOf<G> setup;
  setup.options = options.value();
  for (std::size_t i = 0; i < welcome_->names.size(); ++i) {
    SeatSetup seat;
    seat.name = welcome_->names[i];
    seat.kind = static_cast<int>(i) == seat_ ? SeatKind::kHuman : SeatKind::kFriend;
    if (i < welcome_->default_names.size()) seat.default_name = welcome_->default_names[i];
    if (static_cast<int>(i) == seat_) seat.default_name = "you";  // "Your turn", in the friend's language
    seat.colour = i < welcome_->colours.size() ? welcome_->colours[i] : static_cast<int>(i);
    setup.seats.push_back(std::move(seat));
  }
  typename G::Record record = G::new_record(setup.options, welcome_->names, 0);
  for (const LogLine& line : log_) record.actions.push_back(G::parse_action(line.action).value());
  return MatchOf<G>::mirror(std::move(setup), std::move(record), positions_);
}

template <bg::HostedGame G>
Heard RemoteGuestOf<G>::take_end(const End& end) {
  auto record = G::parse_record(end.record);
  if (!record.ok()) return bad(record.status());
  auto final_state = G::replay(record.value());
  if (!final_state.ok()) return bad(final_state.status());
  if (!final_state.value().is_terminal()) return bad(bg::Status::error("the record of an ended game is not over"));
  record_ = std::move(record.value());
  final_ = std::move(final_state.value());
  return Heard::kEnd;
}

}  // namespace web::remote
