// Chat and reactions at a table with friends (issue 75, docs/remote-play.md, "Chat"): a seat sends
// a reaction from a fixed set (a key on the wire, said in each reader's own language) or a short
// typed text (plain text, never markup). The host relays a friend's line to every friend; each
// device keeps the table's last lines, never in the game's record. Every limit of the chat is
// here, named, and nowhere else: the host's checks, the pages' own pacing and the shell read them.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <deque>
#include <string>
#include <string_view>

#include "bg/status.hpp"

namespace web::remote {

// ---- The limits ----
inline constexpr std::size_t kChatMaxTextBytes = 200;  // a typed line, in UTF-8 bytes
inline constexpr int kChatBurst = 5;                  // lines a seat may send ...
inline constexpr double kChatWindowMs = 10000;         // ... within this time; more are refused
inline constexpr std::size_t kChatKept = 50;           // lines each device keeps for its table
inline constexpr double kChatToastMs = 4000;           // how long a new line shows over the table
inline constexpr std::size_t kChatShown = 3;           // the last lines the log panel shows

// The reactions, as they travel ("chat.reaction.KEY" in the string tables). A key not listed is
// refused: a page never shows words a peer made up as if they were the page's own.
inline constexpr std::array<std::string_view, 5> kReactions = {"good_move", "well_played", "oops", "thanks", "your_turn"};
inline constexpr std::size_t kMaxReactionBytes = 20;
bool is_reaction(std::string_view key);

// One line of the table's chat: who said it (the seat, never more of the sender) and either a
// reaction's key or a typed text.
struct ChatLine {
  int seat = 0;
  std::string reaction;  // one of kReactions, or empty
  std::string text;      // a typed line, or empty
  bool operator==(const ChatLine&) const = default;
};

// A typed line as it may travel: 1 to kChatMaxTextBytes bytes of well-formed UTF-8, something
// other than spaces, no control character (C0, DEL, C1, line and paragraph separators, the
// bidirectional overrides and isolates that would make a line read as something else). The
// refusal says what a line is (remote.chat_text).
bg::Status check_chat_text(std::string_view text);
// What a person typed, made fit to send: controls become spaces, spaces at either end go, cut to
// the limit at a character's boundary. check_chat_text may still refuse it (nothing left).
std::string tidy_chat_text(std::string_view typed);
// A line as it may travel: exactly one of a reaction and a text, each as above.
bg::Status check_chat_line(const ChatLine& line);

// The pace of one seat's chat: at most kChatBurst lines within any kChatWindowMs.
class ChatRate {
 public:
  bool would_allow(double now_ms) const;
  // Counts a line sent now; false (and nothing counted) when it is one too many.
  bool allow(double now_ms);
  static bg::Status refusal();  // remote.chat_rate, with the limits
 private:
  std::deque<double> sent_ms_;
};

// The table's last lines on one device, oldest first; `total()` counts every line ever added, so
// a page tells which are new since it last looked.
class ChatLog {
 public:
  void add(ChatLine line) {
    lines_.push_back(std::move(line));
    ++total_;
    while (lines_.size() > kChatKept) lines_.pop_front();
  }
  const std::deque<ChatLine>& lines() const { return lines_; }
  long total() const { return total_; }
  // The lines added after the first `seen` of all time (those still kept).
  std::deque<ChatLine> since(long seen) const {
    const long kept_from = total_ - static_cast<long>(lines_.size());
    const long from = std::max(seen, kept_from) - kept_from;
    return std::deque<ChatLine>(lines_.begin() + from, lines_.end());
  }

 private:
  std::deque<ChatLine> lines_;
  long total_ = 0;
};

}  // namespace web::remote
