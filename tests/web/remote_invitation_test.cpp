// The friend's invitation link (web/logic/remote_invitation.hpp): it reads back as written, the
// secret only in the fragment, short enough for a QR code; a long name is cut at a character;
// every malformed link is refused with its reason.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "remote_invitation.hpp"

namespace web::remote {
namespace {

Invitation anna() {
  return {"arkadia", "3f1c0b2a-9d4e-4c55-8a71-0e6b5d2f9c13", 2, 3, "Anna", std::string(32, 'a'), "", ""};
}

// The query and the fragment of a link, as location.search and location.hash give them.
std::pair<std::string, std::string> split(const std::string& link) {
  const auto q = link.find('?'), h = link.find('#');
  return {link.substr(q, h - q), link.substr(h)};
}

TEST(RemoteInvitation, ALinkReadsBackAsWrittenWithTheSecretOnlyInTheFragment) {
  const std::string link = invitation_link("https://games.example.org/arkadia/", anna());
  EXPECT_EQ(link.rfind("https://games.example.org/arkadia/?join=arkadia#", 0), 0u) << link;
  const auto [query, fragment] = split(link);
  EXPECT_EQ(query.find(anna().secret), std::string::npos) << "the static host never sees the secret";
  EXPECT_EQ(query.find(anna().peer), std::string::npos);
  EXPECT_TRUE(opens_invitation(query));
  EXPECT_FALSE(opens_invitation("?lang=fr&seats=human,hard"));
  const auto read = parse_invitation(query, fragment, "arkadia");
  ASSERT_TRUE(read.ok()) << read.reason();
  EXPECT_EQ(read.value(), anna());
}

TEST(RemoteInvitation, AnInvitationCarriedByHandHoldsTheHostsConnectionText) {
  Invitation inv = anna();
  inv.offer = "ARK1z" + std::string(1500, 'x') + "-_Q9";
  const std::string link = invitation_link("https://games.example.org/arkadia/", inv);
  const auto [query, fragment] = split(link);
  const auto read = parse_invitation(query, fragment, "arkadia");
  ASSERT_TRUE(read.ok()) << read.reason();
  EXPECT_EQ(read.value(), inv);
  // Only a text a page made: its mark, and base64url.
  for (const std::string& bad : std::vector<std::string>{"hello", "ARK1qabc", "ARK1zab+c", "ARK1z" + std::string(6000, 'a')}) {
    const auto refused = parse_invitation(query, fragment.substr(0, fragment.find("&o=")) + "&o=" + bad, "arkadia");
    EXPECT_FALSE(refused.ok()) << bad.substr(0, 20);
  }
  // Without one, a link stays short.
  const auto long_plain = parse_invitation(query, std::string(fragment.substr(0, fragment.find("&o="))) + "&x=" + std::string(1100, 'a'), "arkadia");
  EXPECT_EQ(long_plain.status().code(), "remote.link.length");
}

// A host whose name the page chose ("Player 1") is named by the friend's page in the friend's
// language: the link says which default it is; a link of an older page, without it, still opens.
TEST(RemoteInvitation, AHostsDefaultNameTravelsAsItsKey) {
  Invitation inv = anna();
  inv.host = "Player 1";
  inv.host_default = "player:1";
  const auto [query, fragment] = split(invitation_link("https://games.example.org/arkadia/", inv));
  EXPECT_NE(fragment.find("&d=player%3A1"), std::string::npos) << fragment;
  const auto read = parse_invitation(query, fragment, "arkadia");
  ASSERT_TRUE(read.ok()) << read.reason();
  EXPECT_EQ(read.value(), inv);
  const auto [old_query, old_fragment] = split(invitation_link("https://games.example.org/arkadia/", anna()));
  EXPECT_EQ(old_fragment.find("&d="), std::string::npos);
  EXPECT_TRUE(parse_invitation(old_query, old_fragment, "arkadia").ok());
  // Only a name the page gives a host's seat; "you" would name the friend.
  for (const std::string bad : {"you", "player:9", "Anna", "", "player:1x"}) {
    const auto refused = parse_invitation(query, old_fragment + "&d=" + bad, "arkadia");
    EXPECT_EQ(refused.status().code(), "remote.link.unknown") << bad;
  }
  EXPECT_EQ(parse_invitation(query, fragment + "&d=player%3A2", "arkadia").status().code(), "remote.link.twice");
}

TEST(RemoteInvitation, ALinkIsShortEnoughForAQrCodeAndALongNameIsCutAtACharacter) {
  Invitation inv = anna();
  inv.game = "arkantis";
  inv.seat = 3;
  inv.players = 4;
  inv.host = "Ærøskøbing-Ålesund-Ödön-Ünal-Straße";  // many two-byte characters
  const std::string link = invitation_link("https://games.example.org/arkantis/", inv);
  EXPECT_LE(link.size(), 300u) << link;
  const auto [query, fragment] = split(link);
  const auto read = parse_invitation(query, fragment, "arkantis");
  ASSERT_TRUE(read.ok()) << read.reason();
  EXPECT_LE(read->host.size(), kMaxLinkHostBytes);
  EXPECT_EQ(inv.host.rfind(read->host, 0), 0u) << "a beginning of the name, whole characters";
  EXPECT_EQ(cut_utf8("Ödön", 1), "");
  EXPECT_EQ(cut_utf8("Ödön", 3), "Öd");
  EXPECT_EQ(cut_utf8("Ödön", 99), "Ödön");
}

TEST(RemoteInvitation, EveryMalformedLinkIsRefusedWithItsReason) {
  const std::string k = "&k=" + std::string(32, 'a');
  const std::string good = "v=1&p=host-1&s=1&n=3&h=Anna" + k;
  ASSERT_TRUE(parse_invitation("?join=arkadia", "#" + good, "arkadia").ok());
  const std::vector<std::tuple<std::string, std::string, std::string>> cases = {
      {"?lang=fr", good, "remote.link.missing"},
      {"?join=arkantis", good, "remote.link.game"},
      {"?join=arkadia", "", "remote.link.missing"},
      {"?join=arkadia", good + "&x=1", "remote.link.unknown"},
      {"?join=arkadia", good + "&junk", "remote.link.unknown"},
      {"?join=arkadia", good + "&", "remote.link.unknown"},
      {"?join=arkadia", good + "&s=2", "remote.link.twice"},
      {"?join=arkadia", "v=2&p=host-1&s=1&n=3&h=Anna" + k, "remote.link.version"},
      {"?join=arkadia", "v=one&p=host-1&s=1&n=3&h=Anna" + k, "remote.link.no_version"},
      {"?join=arkadia", "v=1&p=host-1&s=1&n=5&h=Anna" + k, "remote.link.players"},
      {"?join=arkadia", "v=1&p=host-1&s=1&n=03&h=Anna" + k, "remote.link.players"},
      {"?join=arkadia", "v=1&p=host-1&s=3&n=3&h=Anna" + k, "remote.link.seat"},
      {"?join=arkadia", "v=1&p=host-1&s=-1&n=3&h=Anna" + k, "remote.link.seat"},
      {"?join=arkadia", "v=1&p=host.1&s=1&n=3&h=Anna" + k, "remote.link.peer"},
      {"?join=arkadia", "v=1&p=" + std::string(65, 'x') + "&s=1&n=3&h=Anna" + k, "remote.link.peer"},
      {"?join=arkadia", "v=1&p=host-1&s=1&n=3&h=" + k, "remote.link.host"},
      {"?join=arkadia", "v=1&p=host-1&s=1&n=3&h=A%0Anna" + k, "remote.link.host"},
      {"?join=arkadia", "v=1&p=host-1&s=1&n=3&h=%FF" + k, "remote.link.unknown"},
      {"?join=arkadia", "v=1&p=host-1&s=1&n=3&h=" + std::string(25, 'a') + k, "remote.link.host"},
      {"?join=arkadia", "v=1&p=host-1&s=1&n=3&h=Anna&k=" + std::string(31, 'a'), "remote.link.key"},
      {"?join=arkadia", "v=1&p=host-1&s=1&n=3&h=Anna&k=" + std::string(32, 'A'), "remote.link.key"},
      {"?join=arkadia", "v=1&p=host-1&s=1&n=3&h=Anna&k=" + std::string(65, 'a'), "remote.link.key"},
      {"?join=arkadia", good + std::string(1100, 'x'), "remote.link.length"},
  };
  for (const auto& [query, fragment, code] : cases) {
    const auto read = parse_invitation(query, fragment, "arkadia");
    ASSERT_FALSE(read.ok()) << query << " #" << fragment;
    EXPECT_EQ(read.status().code(), code) << query << " #" << fragment << ": " << read.reason();
    EXPECT_EQ(read.reason().find('{'), std::string::npos) << read.reason();
  }
}

}  // namespace
}  // namespace web::remote
