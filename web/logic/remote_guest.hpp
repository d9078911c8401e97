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
// kQuiet: nothing for the page (a host from before Features refused them: it sends whole logs).
enum class Heard { kWelcome, kState, kRefused, kSeats, kEnd, kPong, kChat, kBad, kQuiet };

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
  // A spectator's page (built with kWatcherSeat and the watch link's secret): it watches the
  // table's public view, sits nowhere, is never to move and sends no request but its pings.
  bool watching() const { return seat_ == kWatcherSeat; }
  Standing standing() const { return standing_; }
  // The page has stopped asking for the seat: taken over elsewhere, or refused for good.
  bool stopped() const { return standing_ == Standing::kTakenOver || standing_ == Standing::kRefused; }

  // Sent on every connection, the first and each one after a reload or a lost network: the host
  // answers with the table and the current state. `take_over`: the player asked to play the
  // seat here, from the device that holds it.
  std::string join(bool take_over = false) {
    if (standing_ != Standing::kSeated) standing_ = Standing::kJoining;
    if (watching()) return write(GuestMessage(Watch{secret_, language_}));
    return write(GuestMessage(Join{seat_, secret_, language_, device_, device_name_, take_over}));
  }
  // What this page understands (Features), sent before join() on every connection: a state's
  // log from its first view on ("short-log"), so a move costs as much late in a game as early.
  std::string features() const { return write(GuestMessage(Features{{std::string(kFeatureShortLog)}})); }
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
  const State* table() const { return mirror_ ? &mirror_->state() : nullptr; }
  // The game as this seat saw it, for the page to draw: the seats as the welcome names them (this
  // one a person here, every other played elsewhere), the actions of the log, a determinisation
  // of each position. None before the first state.
  std::optional<MatchOf<G>> match() const {
    if (!mirror_) return std::nullopt;
    return *mirror_;
  }
  // The same game, kept here and brought up to date by each state with only what it brings (the
  // actions and positions since its first view): no copy. nullptr before the first state.
  const MatchOf<G>* mirror() const { return mirror_ ? &*mirror_ : nullptr; }
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

  bool to_move() const { return !watching() && table() && !table()->is_terminal() && table()->current_player() == seat_; }
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
  MatchSetupOf<G> setup() const;
  State sample(const View& view, int at) const {
    // The same view always gives the same table (the seed and the position's index), so nothing
    // moves between frames or when a position is sent again.
    bg::Rng rng(sample_seed_ ^ (0x9e3779b97f4a7c15ull * (static_cast<std::uint64_t>(at) + 1)));
    return view.sample(rng);
  }

  Heard refused(bg::Status why);

  int seat_;
  std::string secret_;
  std::string language_;
  std::uint64_t sample_seed_;
  std::string device_, device_name_;
  Standing standing_ = Standing::kJoining;
  std::optional<Welcome> welcome_;
  std::optional<View> view_;
  // The game as this seat saw it: the log's actions, and before each and after the last a
  // determinisation of the seat's view then.
  std::optional<MatchOf<G>> mirror_;
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
    mirror_.reset();
    played_ = 0;
    log_.clear();
    can_undo_ = can_take_back_ = false;
    record_.reset();
    final_.reset();
    return Heard::kWelcome;
  }
  if (const auto* update = std::get_if<StateUpdate>(&m)) return take_state(*update);
  if (const auto* refused_message = std::get_if<Refused>(&m)) {
    if (refused_message->request == "features") return Heard::kQuiet;  // a host from before them: whole logs
    if (refused_message->request == "watch" && refused_message->refusal.code == refusal::kRemoteType.code)
      return refused(bg::Status::refuse(refusal::kRemoteNoWatching));  // a host from before spectators
    return refused(from_wire(refused_message->refusal));
  }
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
           code == refusal::kRemoteTableGame.code || code == refusal::kRemoteWatchSecret.code ||
           code == refusal::kRemoteNoWatching.code)
    standing_ = Standing::kRefused;  // the link will never do: asking again would only repeat it
  return Heard::kRefused;
}

template <bg::HostedGame G>
Heard RemoteGuestOf<G>::take_state(const StateUpdate& update) {
  if (!welcome_) return bad(bg::Status::error("a state before the welcome"));
  // The positions before `first` must be the page's already, with the same actions before them;
  // only what comes after is read (docs/remote-play.md, "Cost"). The action that leads to
  // position `first` comes with the state or is the page's.
  const int have = mirror_ ? mirror_->actions_played() : -1;  // the page's last position
  if (update.first > have + 1) return bad(bg::Status::error("a state that skips positions this page was never sent"));
  if (update.log_first > static_cast<int>(log_.size())) return bad(bg::Status::error("a state whose log starts after this page's"));
  const auto line = [&](int i) -> const LogLine& {
    return i >= update.log_first ? update.log[static_cast<std::size_t>(i - update.log_first)] : log_[static_cast<std::size_t>(i)];
  };
  for (int i = update.log_first; i + 1 < update.first && i < static_cast<int>(log_.size()); ++i)
    if (!(log_[static_cast<std::size_t>(i)] == line(i))) return bad(bg::Status::error("a state whose past differs from what this page was sent"));
  // The log's lines from the action that leads to position `first` (the first action when `first`
  // is 0) on, and those actions read, in one pass.
  std::vector<LogLine> lines;
  std::vector<Action> actions;
  for (int i = std::max(update.first - 1, 0); i < update.played; ++i) {
    auto action = G::parse_action(line(i).action);
    if (!action.ok()) return bad(action.status());
    actions.push_back(action.value());
    lines.push_back(line(i));
  }
  std::vector<View> views;
  for (const std::string& text : update.views) {
    auto v = G::view_from_json(text);
    if (!v.ok()) return bad(v.status());
    views.push_back(std::move(v.value()));
  }
  auto view = G::view_from_json(update.view);
  if (!view.ok()) return bad(view.status());
  views.push_back(view.value());
  // The game back to position first - 1, then each new position after its action.
  std::size_t next = 0;
  if (update.first == 0) {
    MatchSetupOf<G> table = setup();
    typename G::Record record = G::new_record(table.options, welcome_->names, 0);
    mirror_ = MatchOf<G>::mirror(std::move(table), std::move(record), {sample(views.front(), 0)});
    next = 1;
  } else {
    mirror_->mirror_back_to(update.first - 1);
  }
  for (std::size_t i = 0; next < views.size(); ++i, ++next)
    mirror_->mirror_play(actions[i], sample(views[next], mirror_->actions_played() + 1));
  view_ = std::move(view.value());
  played_ = update.played;
  log_.resize(static_cast<std::size_t>(std::max(update.first - 1, 0)));
  for (LogLine& l : lines) log_.push_back(std::move(l));
  can_undo_ = update.can_undo;
  can_take_back_ = update.can_take_back;
  refusal_ = {};
  return Heard::kState;
}

template <bg::HostedGame G>
MatchSetupOf<G> RemoteGuestOf<G>::setup() const {
  MatchSetupOf<G> setup;
  setup.options = G::options_from_json(welcome_->options).value();  // checked by the welcome
  for (std::size_t i = 0; i < welcome_->names.size(); ++i) {
    SeatSetup seat;
    seat.name = welcome_->names[i];
    seat.kind = static_cast<int>(i) == seat_ ? SeatKind::kHuman : SeatKind::kFriend;
    if (i < welcome_->default_names.size()) seat.default_name = welcome_->default_names[i];
    if (static_cast<int>(i) == seat_) seat.default_name = "you";  // "Your turn", in the friend's language
    seat.colour = i < welcome_->colours.size() ? welcome_->colours[i] : static_cast<int>(i);
    setup.seats.push_back(std::move(seat));
  }
  return setup;
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
