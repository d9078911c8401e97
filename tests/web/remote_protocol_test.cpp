// The messages between a host and a friend's page (web/logic/remote_protocol.hpp): each message
// writes and reads back the same, anything else is refused with its reason, refusals travel with
// their code, arguments and cause, and a seat's secret is 128 random bits compared in constant time.
#include <gtest/gtest.h>

#include <string>

#include "arkadia/game.hpp"
#include "remote_protocol.hpp"
#include "remote_refusals.hpp"
#include "remote_secret.hpp"

namespace web::remote {
namespace {

const std::string kSecret = "00112233445566778899aabbccddeeff";

std::vector<GuestMessage> every_guest_message() {
  return {Join{2, kSecret, "fr", {}, {}, false}, Join{1, kSecret, "de", "k3x9-7f2a", "Android · Chrome", true}, Act{1, 17, {"lay TR-R e4 r1", "take deck"}}, Undo{1, 19, 2}, TakeBack{3, 40},
          Ping{1700000000123}, Features{{"short-log"}}, Features{{"short-log", "a-later-one"}}};
}

std::vector<HostMessage> every_host_message() {
  RefusalWire cause = to_wire(bg::Status::error("the deck is empty"));
  RefusalWire wire{"page.match.action_illegal", "action {n} is illegal: {cause}", {{"n", "3", ""}}, {cause}};
  return {Welcome{"arkadia", R"({"players":3})", {"Anna", "Ben", "Computer"}, 1, "Anna", {0, 2, 1}, {"", "", "computer"}},
          StateUpdate{2, R"({"format":"arkadia-view"})", 1, {R"({"format":"arkadia-view","at":1})"}, {{0, "lay FA-B c4 r0"}, {0, "take 1"}}, true, false},
          // "short-log": the actions from log_first on, for a page that said it understands it.
          StateUpdate{5, R"({"format":"arkadia-view"})", 4, {R"({"format":"arkadia-view","at":4})"}, {{1, "take deck"}}, false, false, 4},
          Refused{"act", wire},
          Seats{{{Occupant::kHere, false, false, false, false},
                 {Occupant::kFriend, true, true, false, false},
                 {Occupant::kFriend, true, false, true, true},
                 {Occupant::kComputer, false, false, false, false}}},
          End{R"({"format":"arkadia-record"})"},
          Pong{42}};
}

TEST(RemoteProtocol, EveryMessageWritesAndReadsBackTheSame) {
  for (const GuestMessage& m : every_guest_message()) {
    const std::string text = write(m);
    const ReadGuest read = read_guest_message(text);
    ASSERT_TRUE(read.message.ok()) << text << ": " << read.message.reason();
    EXPECT_EQ(read.message.value(), m) << text;
    EXPECT_EQ(read.type, type_name(m));
    EXPECT_EQ(write(read.message.value()), text);
  }
  for (const HostMessage& m : every_host_message()) {
    const std::string text = write(m);
    const ReadHost read = read_host_message(text);
    ASSERT_TRUE(read.message.ok()) << text << ": " << read.message.reason();
    EXPECT_EQ(read.message.value(), m) << text;
    EXPECT_EQ(write(read.message.value()), text);
  }
}

TEST(RemoteProtocol, MessagesAreVersionedJsonWithTheirFieldsByName) {
  EXPECT_EQ(write(GuestMessage(Act{1, 17, {"take deck"}})),
            R"({"v":1,"type":"act","seat":1,"seen":17,"actions":["take deck"]})");
  EXPECT_EQ(write(HostMessage(Pong{42})), R"({"v":1,"type":"pong","t":42})");
}

// The reason a guest's message is refused by the host (read_guest_message).
std::string guest_refusal(const std::string& text) {
  const ReadGuest read = read_guest_message(text);
  EXPECT_FALSE(read.message.ok()) << text;
  return read.message.ok() ? "" : read.message.reason();
}

TEST(RemoteProtocol, ABadMessageIsRefusedWithItsReason) {
  EXPECT_EQ(guest_refusal(std::string(kMaxMessageBytes + 1, ' ')), "the message is larger than 262144 bytes");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"ping","t":1)").rfind("not valid JSON: ", 0), 0u);
  EXPECT_EQ(guest_refusal(std::string("{\"v\":1,\0}", 9)), "not valid JSON: byte 8 is a NUL character (is this a binary file?)");
  EXPECT_EQ(guest_refusal(R"([1,2])"), "a message is a JSON object");
  EXPECT_EQ(guest_refusal(R"({"type":"ping","t":1})"), "'v' must be present");
  EXPECT_EQ(guest_refusal(R"({"v":2,"type":"ping","t":1})"), "protocol version 2 is not spoken here (this page speaks 1)");
  EXPECT_EQ(guest_refusal(R"({"v":"1","type":"ping","t":1})"), "'v' must be a whole number in range");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"dance"})"), "unknown message type 'dance'");
  EXPECT_EQ(guest_refusal(R"({"v":1,"t":1})"), "'type' must be present");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"pong","t":1})"), "'pong' is not a message this side receives");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"ping","t":1,"extra":0})"), "unknown field 'extra'");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"ping","t":-1})"), "'t' must be a whole number in range");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"ping","t":1.5})"), "'t' must be a whole number in range");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"join","seat":1,"secret":"00112233","language":"en"})"),
            "'secret' must be at least 32 hexadecimal digits (128 bits)");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"join","seat":1,"secret":"00112233445566778899AABBCCDDEEFF","language":"en"})"),
            "'secret' must be lower-case hexadecimal");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"join","seat":1,")" + std::string("secret\":\"") + kSecret + R"(","language":"it"})"),
            "'language' must be \"en\", \"fr\" or \"de\"");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"join","seat":9,"secret":")" + kSecret + R"(","language":"en"})"),
            "'seat' must be a whole number in range");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"act","seat":1,"seen":0,"actions":[]})"),
            "'actions' must be a list of at least one action");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"act","seat":1,"seen":0,"actions":["pass",3]})"),
            "'actions' must be a text that is not empty");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"act","seat":1,"seen":0,"actions":")" + std::string(70, 'x') + "\"}"),
            "'actions' must be a list of the right length");
  EXPECT_EQ(guest_refusal(R"({"v":1,"type":"undo","seat":1,"seen":0,"count":0})"), "'count' must be a whole number in range");
}

TEST(RemoteProtocol, AHostMessageThatContradictsItselfIsRefused) {
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"state","played":2,"view":"{}","first":2,"views":[],"log":[],"can_undo":false,"can_take_back":false})")
                .message.reason(),
            "'log' must be one entry per action played");
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"state","played":1,"view":"{}","first":0,"views":[],"log":[{"seat":0,"action":"end"}],"can_undo":false,"can_take_back":false})")
                .message.reason(),
            "'views' must be one view per position from first to played");
  // A short log ("short-log"): the actions from log_first on, which is at most first.
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"state","played":3,"view":"{}","first":2,"views":["{}"],"log":[{"seat":0,"action":"end"}],"log_first":1,"can_undo":false,"can_take_back":false})")
                .message.reason(),
            "'log' must be one entry per action played from log_first on");
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"state","played":3,"view":"{}","first":1,"views":["{}","{}"],"log":[{"seat":0,"action":"end"}],"log_first":2,"can_undo":false,"can_take_back":false})")
                .message.reason(),
            "'log_first' must be at most first");
  EXPECT_FALSE(read_guest_message(R"({"v":1,"type":"features","names":["Short log"]})").message.ok());
  EXPECT_TRUE(read_guest_message(R"({"v":1,"type":"features","names":[]})").message.ok());
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"welcome","game":"arkadia","options":"{}","names":["A","B"],"seat":1,"host":"A","colours":[0],"default_names":["",""]})")
                .message.reason(),
            "'colours' must be one colour per seat");
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"welcome","game":"arkadia","options":"{}","names":["A"],"seat":1,"host":"A","colours":[0],"default_names":[""]})")
                .message.reason(),
            "'seat' must be one of the names' seats");
  // A template naming an argument it is not given would show "{n}" to the player: refused.
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"refused","request":"act","refusal":{"code":"x","english":"action {n}","args":[],"cause":null}})")
                .message.reason(),
            "'refusal' must be a template with all of its arguments");
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"join","seat":1,"secret":")" + kSecret + R"(","language":"en"})").message.reason(),
            "'join' is not a message this side receives");
}

TEST(RemoteProtocol, ARefusalTravelsWithItsCodeArgumentsAndCauseSoTheGuestWordsItInItsLanguage) {
  arkadia::State s = arkadia::ArkadiaGame::new_game(arkadia::ArkadiaGame::default_options(2), 5).value();
  const bg::Status engine = s.check(arkadia::parse_action("workers a1").value());
  ASSERT_FALSE(engine.ok());
  const bg::Status wrapped = bg::Status::refuse(refusal::kRemoteStale, {{"played", 3}, {"seen", 2}}, nullptr);
  for (const bg::Status& refusal : {engine, wrapped, bg::Status::error("from outside {braces}")}) {
    const std::string text = write(HostMessage(Refused{"act", to_wire(refusal)}));
    const ReadHost read = read_host_message(text);
    ASSERT_TRUE(read.message.ok()) << text << ": " << read.message.reason();
    const bg::Status back = from_wire(std::get<Refused>(read.message.value()).refusal);
    EXPECT_EQ(back.reason(), refusal.reason());
    EXPECT_EQ(back.code(), refusal.code());
    ASSERT_EQ(back.args().size(), refusal.args().size());
    for (std::size_t i = 0; i < back.args().size(); ++i) EXPECT_EQ(back.args()[i].term, refusal.args()[i].term);
  }
}

// Found by the fuzzer (fuzz/web/regressions/remote_message): a refusal quoting bytes a peer sent
// that are not UTF-8 is sent as text the guest reads, ill-formed bytes as '?', cut to fit.
TEST(RemoteProtocol, ARefusalQuotingBytesThatAreNotUtf8StillReachesTheGuest) {
  const bg::Status quoting = bg::Status::error(std::string(390, 'O') + "\xff\xfe\xe9t\xc3\xa9" + std::string(20, 'x'));
  const std::string text = write(HostMessage(Refused{"", to_wire(quoting)}));
  const ReadHost read = read_host_message(text);
  ASSERT_TRUE(read.message.ok()) << read.message.reason();
  const std::string reason = from_wire(std::get<Refused>(read.message.value()).refusal).reason();
  EXPECT_EQ(reason, std::string(390, 'O') + "???t\xc3\xa9" + std::string(4, 'x')) << "400 bytes at most";
}

TEST(RemoteProtocol, ASeatSecretIs128BitsOfTheGivenRandomnessInHex) {
  int calls = 0;
  const std::string secret = make_seat_secret([&](std::uint8_t* bytes, std::size_t size) {
    ++calls;
    EXPECT_EQ(size, 16u);
    for (std::size_t i = 0; i < size; ++i) bytes[i] = static_cast<std::uint8_t>(0xf0 + i);
  });
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(secret, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
  EXPECT_TRUE(read_guest_message(write(GuestMessage(Join{0, secret, "de", {}, {}, false}))).message.ok());
}

TEST(RemoteProtocol, SecretsCompareWhole) {
  EXPECT_TRUE(secrets_equal(kSecret, kSecret));
  std::string last_differs = kSecret;
  last_differs.back() = '0';
  EXPECT_FALSE(secrets_equal(kSecret, last_differs));
  EXPECT_FALSE(secrets_equal(kSecret, kSecret.substr(0, 31)));
  EXPECT_FALSE(secrets_equal(kSecret, ""));
}

}  // namespace
}  // namespace web::remote
