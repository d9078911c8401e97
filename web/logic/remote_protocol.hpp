// The messages between a host's page and a friend's (a guest's) when they play on their own
// devices (docs/remote-play.md, issue 49). JSON objects with "v": 1 and a "type"; the host holds
// the game, a guest sends what it chooses and receives only its seat's view and the public log.
// Nothing here is about a particular game: views, options and records travel as the game's own
// JSON text, which RemoteHostOf and RemoteGuestOf read with the game.
//
// Reading is strict, since the other side may be hostile: a size limit, every field's type and
// range, no unknown field; a refusal says why. What is read writes back to the same message.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "bg/status.hpp"
#include "remote_chat.hpp"

namespace web::remote {

inline constexpr int kProtocolVersion = 1;
inline constexpr std::size_t kMaxMessageBytes = 256 * 1024;
inline constexpr int kMaxSeats = 8;
inline constexpr int kMaxColour = 63;          // a seat's colour index             // more than any game has: a table of names
inline constexpr std::size_t kMaxNameBytes = 64;  // a seat's name, as records take it
inline constexpr std::size_t kMaxActions = 64;    // actions in one `act` (one decision)
inline constexpr std::size_t kMaxActionBytes = 200;
inline constexpr std::size_t kMaxLogEntries = 20000;
inline constexpr std::int64_t kMaxCount = 1000000;  // actions seen, played or undone
inline constexpr std::int64_t kMaxTime = (std::int64_t{1} << 53) - 1;  // what JavaScript numbers hold exactly

// ---- A guest to the host ----

// Sits down at `seat` with the seat's secret from the invitation; sent again after a reconnect.
// One device holds a seat: a join from another device while it is there is refused
// (remote.seat_in_use) unless it asks to take the seat over, and the device that loses the seat
// hears remote.seat_taken. `device` and `device_name` are optional (pages before 2026-12-07 sent
// neither, and such a join takes the seat as it always did).
struct Join {
  int seat = 0;
  std::string secret;    // hex, seat_secret.hpp's
  std::string language;  // "en", "fr" or "de": what the guest reads
  std::string device;       // the browser's own random id ("" when not sent): the same device back is no other
  std::string device_name;  // what the host is shown of it ("Android · Chrome"; "" when not sent)
  bool take_over = false;   // the player chose to take the seat from the device that holds it
  bool operator==(const Join&) const = default;
};
inline constexpr std::size_t kMaxDeviceBytes = 64;      // [0-9a-z-]
inline constexpr std::size_t kMaxDeviceNameBytes = 40;

// A whole decision of the guest's seat: every action or, when one is refused, none. `seen` is the
// number of actions the guest's log holds: a message sent before the table moved on (or sent
// again) is stale and refused.
struct Act {
  int seat = 0;
  int seen = 0;
  std::vector<std::string> actions;  // the game's notation
  bool operator==(const Act&) const = default;
};

// Takes back `count` actions of the guest's own turn (the page's steps: undo), while nobody else
// has acted; or (take_back) the guest's last turn, where the page's rules allow one.
struct Undo {
  int seat = 0;
  int seen = 0;
  int count = 1;
  bool operator==(const Undo&) const = default;
};
struct TakeBack {
  int seat = 0;
  int seen = 0;
  bool operator==(const TakeBack&) const = default;
};

// Keeps the connection counted as present; answered by a Pong with the same time.
struct Ping {
  std::int64_t t = 0;  // the guest's clock, ms
  bool operator==(const Ping&) const = default;
};

// What this page understands beyond version 1's first messages, sent before `join` on every
// connection (feature names: up to kMaxFeatures of 1 to 32 [a-z0-9-]). A host ignores the names
// it does not know; a host from before features refuses the message as a type it does not know
// (remote.type), which the guest takes as "none", so pages of either build still play together.
struct Features {
  std::vector<std::string> names;
  bool operator==(const Features&) const = default;
};
inline constexpr std::size_t kMaxFeatures = 16;
inline constexpr std::size_t kMaxFeatureBytes = 32;
// "short-log": a state's log may hold only the actions from `log_first` on (StateUpdate), so a
// move costs the same to send at the end of a game as at its start (docs/remote-play.md, "Cost").
inline constexpr std::string_view kFeatureShortLog = "short-log";

// Watches the table with the watch link's secret (RemoteHostOf::open_watching): the public view
// only (G::view(state, kWatcherSeat)), the game so far and every move after, no seat taken; any
// number of pages may watch. A spectator's other requests are refused (remote.watching). A host
// from before spectators refuses "watch" as a type it does not know (remote.type): the page says
// that this host takes no spectators (remote.no_watching).
struct Watch {
  std::string secret;    // hex, the watch link's own
  std::string language;  // "en", "fr" or "de"
  bool operator==(const Watch&) const = default;
};
// The seat of a spectator's welcome and views: none (G::view(state, -1) is the public view).
inline constexpr int kWatcherSeat = -1;

// ---- The host to a guest ----

// The answer to a join: the table the guest sits at.
struct Welcome {
  std::string game;     // G::kId
  std::string options;  // G::options_to_json
  std::vector<std::string> names;  // every seat's name, in seat order: the number of seats
  int seat = 0;         // the guest's; kWatcherSeat for a spectator
  std::string host;     // the host's name
  std::vector<int> colours;  // every seat's colour (the page's player colours), as the host shows them
  // Every seat's default name ("player:2", "computer"; "" for a name someone typed), so the
  // guest's page says it in its own language (SeatSetup::default_name).
  std::vector<std::string> default_names;
  bool operator==(const Welcome&) const = default;
};

// One entry of the public log: who played what, as the record writes it.
struct LogLine {
  int seat = 0;
  std::string action;
  bool operator==(const LogLine&) const = default;
};

// The table now, as the guest's seat sees it, and how it came there: the seat's view of each
// position since `first` (the positions before it the guest was sent already), so its page draws
// and words every action from what the seat saw at the time. A long history comes in several
// updates, each as of a later position.
struct StateUpdate {
  int played = 0;     // actions played: what the guest's next `seen` must be
  std::string view;   // G::view_to_json(G::view(state, seat)): never more than the seat knows
  int first = 0;      // the first position of `views` (at most `played`)
  std::vector<std::string> views;  // the seat's view before each action first .. played - 1
  // The actions played, public: every one (version 1), or, for a page that understands
  // "short-log" (Features), those from `log_first` on, the earlier ones being its already.
  std::vector<LogLine> log;
  bool can_undo = false;       // the guest is to move and has actions of this turn to take back
  bool can_take_back = false;  // the page's take-back is open to the guest's seat
  int log_first = 0;  // the log's first action (at most `first`); 0, and not written, for the whole log
  bool operator==(const StateUpdate&) const = default;
};

// A refusal as it travels: the code and English template with the arguments, and the refusal it
// wraps, so the guest's page says it in its own language (Translator::describe).
struct RefusalWire {
  std::string code;
  std::string english;
  struct Arg {
    std::string name, text, term;
    bool operator==(const Arg&) const = default;
  };
  std::vector<Arg> args;
  std::vector<RefusalWire> cause;  // none or one
  bool operator==(const RefusalWire&) const = default;
};
RefusalWire to_wire(const bg::Status& refusal);
bg::Status from_wire(const RefusalWire& wire);

// A message the host would not carry out; `request` is the refused message's type ("" when it
// could not be read at all).
struct Refused {
  std::string request;
  RefusalWire refusal;
  bool operator==(const Refused&) const = default;
};

// Who plays a seat: a person at the host's device, a friend on another device, the computer.
enum class Occupant { kHere, kFriend, kComputer };
struct SeatStatus {
  Occupant occupant = Occupant::kHere;
  bool joined = false;         // a friend: has sat down once
  bool connected = false;      // a friend: a connection is open now
  bool away = false;           // a friend: no message for a while, or no connection
  bool computer_plays = false;  // a friend's seat the host handed to the computer
  bool operator==(const SeatStatus&) const = default;
};
// Who sits where and who is there, in seat order.
struct Seats {
  std::vector<SeatStatus> seats;
  bool operator==(const Seats&) const = default;
};

// The game is over: its whole record (G::record_to_json with the final result), which hides
// nothing that is still hidden once play has ended (docs/remote-play.md, "Privacy").
struct End {
  std::string record;
  bool operator==(const End&) const = default;
};

struct Pong {
  std::int64_t t = 0;
  bool operator==(const Pong&) const = default;
};

// A line of the table's chat (remote_chat.hpp) goes both ways as a ChatLine: from a guest as
// "chat" (its own seat's line, which the host checks, paces and relays), from the host as
// "chat-line" (anyone's line, the host's people's and the friends', to every friend). Both carry
// `seat` and exactly one of `reaction` (a key of kReactions) and `text` (check_chat_text). A page
// from before the chat refuses "chat-line" as a type it does not know, and changes nothing.
using GuestMessage = std::variant<Join, Act, Undo, TakeBack, Ping, ChatLine, Features, Watch>;
using HostMessage = std::variant<Welcome, StateUpdate, Refused, Seats, End, Pong, ChatLine>;

// The message's "type", also when reading refused it ("" when there is none to tell).
struct ReadGuest {
  std::string type;
  bg::Expected<GuestMessage> message;
};
struct ReadHost {
  std::string type;
  bg::Expected<HostMessage> message;
};

// Reads what a guest sent the host / what the host sent a guest. Any bytes: the message, or the
// refusal with its reason (a message meant for the other side among them).
ReadGuest read_guest_message(std::string_view text);
ReadHost read_host_message(std::string_view text);

// The message as JSON text, read back by the functions above to the same message.
std::string write(const GuestMessage& message);
std::string write(const HostMessage& message);

std::string_view type_name(const GuestMessage& message);
std::string_view type_name(const HostMessage& message);

}  // namespace web::remote
