#include "remote_invitation.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>

#include "match.hpp"
#include "page_config.hpp"
#include "remote_protocol.hpp"
#include "remote_refusals.hpp"

namespace web::remote {
namespace {

// What a refusal quotes of the link: 40 bytes at most, well-formed.
std::string quote_of_link(std::string_view text) { return cut_utf8(valid_utf8(text) ? text : "?", 40); }

std::string url_encode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const unsigned char c : text) {
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

bool peer_id(std::string_view s) {
  if (s.empty() || s.size() > kMaxLinkPeerChars) return false;
  for (const char c : s)
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
  return true;
}

bool secret_hex(std::string_view s) {
  if (s.size() < 32 || s.size() > 64) return false;
  for (const char c : s)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

bool host_name(std::string_view s) {
  if (s.empty() || s.size() > kMaxLinkHostBytes || !valid_utf8(s)) return false;
  for (const unsigned char c : s)
    if (c < 0x20 || c == 0x7f) return false;
  return true;
}

std::optional<int> small_number(std::string_view s, int low, int high) {
  int value = 0;
  if (s.size() != 1) return std::nullopt;  // one digit: no sign, no leading zero, no spaces
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size() || value < low || value > high) return std::nullopt;
  return value;
}

std::string_view without(std::string_view text, char mark) {
  if (!text.empty() && text.front() == mark) text.remove_prefix(1);
  return text;
}


}  // namespace

std::string cut_utf8(std::string_view name, std::size_t bytes) {
  if (name.size() <= bytes) return std::string(name);
  std::size_t end = bytes;
  while (end > 0 && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80) --end;  // a continuation byte
  return std::string(name.substr(0, end));
}

std::string invitation_link(std::string_view page, Invitation inv) {
  inv.host = cut_utf8(inv.host, kMaxLinkHostBytes);
  return std::string(page) + "?join=" + url_encode(inv.game) + "#v=" + std::to_string(kInvitationVersion) +
         "&p=" + url_encode(inv.peer) + "&s=" + (inv.seat == kWatcherSeat ? std::string("w") : std::to_string(inv.seat)) + "&n=" + std::to_string(inv.players) +
         "&h=" + url_encode(inv.host) + (inv.host_default.empty() ? "" : "&d=" + url_encode(inv.host_default)) +
         "&k=" + url_encode(inv.secret) + (inv.offer.empty() ? "" : "&o=" + url_encode(inv.offer));
}

bool opens_invitation(std::string_view query) {
  return query.size() <= kMaxQueryLength && query_parameter(without(query, '?'), "join").has_value();
}

bg::Expected<Invitation> parse_invitation(std::string_view query, std::string_view fragment, std::string_view game) {
  query = without(query, '?');
  fragment = without(fragment, '#');
  const bool carried_by_hand = fragment.find("&o=") != std::string_view::npos || fragment.rfind("o=", 0) == 0;
  const std::size_t max = carried_by_hand ? kMaxManualInvitationChars : kMaxInvitationChars;
  if (query.size() + fragment.size() > max) return bg::Status::refuse(refusal::kRemoteLinkLength, {{"max", static_cast<int>(max)}});
  const auto joined = query_parameter(query, "join");
  if (!joined) return bg::Status::refuse(refusal::kRemoteLinkMissing, {{"part", "join"}});
  if (*joined != game) return bg::Status::refuse(refusal::kRemoteLinkGame, {bg::Arg("game", quote_of_link(*joined)), bg::Arg("ours", std::string(game))});

  static constexpr std::array<const char*, 6> kParts = {"v", "p", "s", "n", "h", "k"};
  std::map<std::string, std::string> parts;
  // Every '&' separates two parts: an empty one (a trailing '&') is refused too.
  for (bool more = !fragment.empty(); more;) {
    const std::size_t amp = fragment.find('&');
    const std::string_view pair = fragment.substr(0, amp);
    more = amp != std::string_view::npos;
    fragment = more ? fragment.substr(amp + 1) : std::string_view();
    const std::size_t eq = pair.find('=');
    std::string name, value;
    if (eq == std::string_view::npos || !url_decode(pair.substr(0, eq), name) || !url_decode(pair.substr(eq + 1), value))
      return bg::Status::refuse(refusal::kRemoteLinkUnknown, {bg::Arg("part", quote_of_link(pair))});
    bool known = name == "o" || name == "d";  // the optional parts
    for (const char* p : kParts) known = known || name == p;
    if (!known) return bg::Status::refuse(refusal::kRemoteLinkUnknown, {bg::Arg("part", quote_of_link(name))});
    if (!parts.emplace(name, std::move(value)).second) return bg::Status::refuse(refusal::kRemoteLinkTwice, {bg::Arg("part", name)});
  }
  for (const char* p : kParts)
    if (!parts.count(p)) return bg::Status::refuse(refusal::kRemoteLinkMissing, {{"part", p}});

  // The version first: a newer page's link may mean something else by the rest.
  const std::string& version = parts["v"];
  if (version != std::to_string(kInvitationVersion)) {
    if (version.size() <= 6 && version.find_first_not_of("0123456789") == std::string::npos && !version.empty())
      return bg::Status::refuse(refusal::kRemoteLinkVersion, {bg::Arg("version", version)});
    return bg::Status::refuse(refusal::kRemoteLinkNoVersion);
  }
  Invitation inv;
  inv.game = *joined;
  const auto players = small_number(parts["n"], 2, 4);
  if (!players) return bg::Status::refuse(refusal::kRemoteLinkPlayers);
  inv.players = *players;
  // "w": the watch link's (a spectator's, no seat; a page from before spectators refuses it as
  // a seat it does not know).
  const auto seat = parts["s"] == "w" ? std::optional<int>(kWatcherSeat) : small_number(parts["s"], 0, inv.players - 1);
  if (!seat) return bg::Status::refuse(refusal::kRemoteLinkSeat);
  inv.seat = *seat;
  if (!peer_id(parts["p"])) return bg::Status::refuse(refusal::kRemoteLinkPeer);
  inv.peer = parts["p"];
  if (!host_name(parts["h"])) return bg::Status::refuse(refusal::kRemoteLinkHost, {{"max", static_cast<int>(kMaxLinkHostBytes)}});
  inv.host = parts["h"];
  if (const auto d = parts.find("d"); d != parts.end()) {
    // Only a name a host's seat can have: "you" is never the host's to a friend.
    if (!is_default_name(d->second) || d->second == "you") return bg::Status::refuse(refusal::kRemoteLinkUnknown, {bg::Arg("part", quote_of_link("d=" + d->second))});
    inv.host_default = d->second;
  }
  if (!secret_hex(parts["k"])) return bg::Status::refuse(refusal::kRemoteLinkKey);
  inv.secret = parts["k"];
  if (const auto o = parts.find("o"); o != parts.end()) {
    const std::string& offer = o->second;
    const bool ours = offer.size() > 5 && offer.size() <= kMaxOfferChars && offer.rfind("ARK1", 0) == 0 &&
                      (offer[4] == 'z' || offer[4] == 'p') &&
                      std::all_of(offer.begin() + 5, offer.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; });
    if (!ours) return bg::Status::refuse(refusal::kRemoteLinkOffer);
    inv.offer = offer;
  }
  return inv;
}

}  // namespace web::remote
