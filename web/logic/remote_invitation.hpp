// The invitation a host gives a friend for one seat (docs/remote-play.md, "The invitation"): a
// link to the page, "?join=GAME#v=1&p=PEER&s=SEAT&n=PLAYERS&h=HOST&k=SECRET" (and "&d=KEY" when
// the host's name is the page's default, so the friend's page says it in its own language). Everything but the
// game is in the fragment, which browsers never send to the static host: the secret stays out of
// its logs. The link carries what the joining screen shows before connecting ("Joining Anna's
// table (Arkadia, 3 players)"); the seats' full names come in the welcome. Short enough for a
// QR code: about 200 characters beside the page's address.
#pragma once

#include <string>
#include <string_view>

#include "bg/status.hpp"

namespace web::remote {

inline constexpr int kInvitationVersion = 1;
inline constexpr std::size_t kMaxLinkHostBytes = 24;   // the host's name, cut at a character
inline constexpr std::size_t kMaxLinkPeerChars = 64;   // a broker's id (PeerJS: a UUID, 36)
inline constexpr std::size_t kMaxInvitationChars = 1024;  // query and fragment together
// An invitation carried by hand holds the host's connection text too (web/remote_transport.js's
// "ARK1..." offer, about 500 to 1500 characters).
inline constexpr std::size_t kMaxOfferChars = 6000;
inline constexpr std::size_t kMaxManualInvitationChars = kMaxInvitationChars + kMaxOfferChars;

struct Invitation {
  std::string game;  // G::kId
  std::string peer;  // the host's id at the broker: letters, digits, '-', '_'
  int seat = 0;      // the friend's, 0-based; kWatcherSeat (-1, "s=w"): the watch link, a spectator's
  int players = 2;   // 2 to 4
  std::string host;  // the host's name (1 to kMaxLinkHostBytes bytes of printable UTF-8)
  std::string secret;  // the seat's: 32 to 64 lower-case hex digits (remote_secret.hpp)
  // Without a broker (docs/remote-play.md, "Without a broker"): the host's connection text, the
  // part "o"; the friend's page answers it with a text to carry back. Empty: through the broker.
  std::string offer;
  // When the page chose the host's name (SeatSetup::default_name: "player:1", ...), the part "d":
  // the friend's page says that name in its own language; `host` is the host's wording of it.
  std::string host_default;
  bool operator==(const Invitation&) const = default;
};

// `name` cut to at most `bytes` bytes, never inside a character.
std::string cut_utf8(std::string_view name, std::size_t bytes);

// The friend's link: `page` (the page's address, without query or fragment) with the invitation
// (and its offer, "&o=...", when it has one).
// The host's name is cut to kMaxLinkHostBytes.
std::string invitation_link(std::string_view page, Invitation invitation);

// Whether the page's query ("?join=arkadia...", as location.search gives it) opens an invitation.
bool opens_invitation(std::string_view query);

// The invitation in a page's query and fragment (location.search and location.hash, with or
// without their '?' and '#'), for a page that plays `game`. Strict: each part once, none unknown,
// each in range; the refusal (remote.link.*) says what is wrong, and nothing is read from a bad
// link.
bg::Expected<Invitation> parse_invitation(std::string_view query, std::string_view fragment, std::string_view game);

}  // namespace web::remote
