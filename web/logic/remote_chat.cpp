#include "remote_chat.hpp"

#include <algorithm>
#include <cstdint>

#include "page_config.hpp"
#include "remote_invitation.hpp"
#include "remote_refusals.hpp"

namespace web::remote {

namespace {

// The code point at `s[i]` of well-formed UTF-8, and its length.
std::uint32_t code_point(std::string_view s, std::size_t i, std::size_t& length) {
  const auto c = static_cast<unsigned char>(s[i]);
  length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : 4;
  std::uint32_t cp = length == 1 ? c : c & (0x7F >> length);
  for (std::size_t k = 1; k < length && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  return cp;
}

bool is_control(std::uint32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 || (cp >= 0x202A && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200E || cp == 0x200F || cp == 0x061C;
}

}  // namespace

bool is_reaction(std::string_view key) { return std::find(kReactions.begin(), kReactions.end(), key) != kReactions.end(); }

bg::Status check_chat_text(std::string_view text) {
  const bg::Status refused = bg::Status::refuse(refusal::kRemoteChatText, {{"max", kChatMaxTextBytes}});
  if (text.empty() || text.size() > kChatMaxTextBytes || !valid_utf8(text)) return refused;
  bool visible = false;
  for (std::size_t i = 0, n = 0; i < text.size(); i += n) {
    const std::uint32_t cp = code_point(text, i, n);
    if (is_control(cp)) return refused;
    visible = visible || cp != ' ';
  }
  return visible ? bg::Status() : refused;
}

std::string tidy_chat_text(std::string_view typed) {
  std::string out;
  if (!valid_utf8(typed)) return out;
  for (std::size_t i = 0, n = 0; i < typed.size(); i += n) {
    const std::uint32_t cp = code_point(typed, i, n);
    if (is_control(cp)) out += ' ';
    else out.append(typed.substr(i, n));
  }
  const auto first = out.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  out = out.substr(first, out.find_last_not_of(' ') - first + 1);
  return cut_utf8(out, kChatMaxTextBytes);
}

bg::Status check_chat_line(const ChatLine& line) {
  if (line.reaction.empty() == line.text.empty())
    return bg::Status::refuse(refusal::kRemoteField, {{"field", "reaction"}, {"what", "a reaction or a text, one of the two"}});
  if (!line.reaction.empty())
    return is_reaction(line.reaction) ? bg::Status()
                                      : bg::Status::refuse(refusal::kRemoteChatReaction, {{"key", cut_utf8(valid_utf8(line.reaction) ? line.reaction : "?", kMaxReactionBytes)}});
  return check_chat_text(line.text);
}

bool ChatRate::would_allow(double now_ms) const {
  return std::count_if(sent_ms_.begin(), sent_ms_.end(), [&](double t) { return now_ms - t < kChatWindowMs; }) < kChatBurst;
}

bool ChatRate::allow(double now_ms) {
  while (!sent_ms_.empty() && now_ms - sent_ms_.front() >= kChatWindowMs) sent_ms_.pop_front();
  if (static_cast<int>(sent_ms_.size()) >= kChatBurst) return false;
  sent_ms_.push_back(now_ms);
  return true;
}

bg::Status ChatRate::refusal() {
  return bg::Status::refuse(refusal::kRemoteChatRate, {{"count", kChatBurst}, {"seconds", static_cast<int>(kChatWindowMs / 1000)}});
}

}  // namespace web::remote
