// Chat and reactions at a table with friends (issue 75; web/logic/remote_chat.hpp): a reaction
// travels as its key and a typed line as plain text; the host relays a friend's line to every
// friend with the sender's seat and nothing more of it; a hostile or malformed line (another
// seat's, not joined, an unknown key, too long, control characters, too many) is refused and
// changes nothing; the chat is never in the game's record. Through the real host and guests on a
// real session (remote_table_rig.hpp, which checks every message a friend receives).
#include <gtest/gtest.h>

#include "arkadia/game.hpp"
#include "remote_refusals.hpp"
#include "remote_table_rig.hpp"

namespace web::remote {
namespace {

using Game = arkadia::ArkadiaGame;

std::string chat_message(int seat, std::string reaction, std::string text) {
  return write(GuestMessage(ChatLine{seat, std::move(reaction), std::move(text)}));
}

// The person here at seat 0, friends at seats 1 and 2, both joined, a few actions in.
struct ChatTable : RemoteTable<Game> {
  ChatTable() : RemoteTable<Game>(page_worker(), {Sitter::kHere, Sitter::kFriend, Sitter::kFriend}, 75) {
    open_invitation(1);
    open_invitation(2);
    for (int i = 0; i < 6; ++i) EXPECT_TRUE(step());
  }
  // What `peer` sent was refused, to it alone, and nothing changed: the game, the host's chat and
  // every page's chat.
  std::string refused(const std::string& peer, const std::string& text) {
    const int played = match().actions_played();
    const std::string record = Game::record_to_json(match().record(), nullptr);
    const long chat_before = host->chat().total();
    const std::vector<Outgoing> out = host->receive(peer, text, now);
    EXPECT_EQ(out.size(), 1u) << text.substr(0, 200);
    deliver(out);
    EXPECT_EQ(match().actions_played(), played);
    EXPECT_EQ(Game::record_to_json(match().record(), nullptr), record);
    EXPECT_EQ(host->chat().total(), chat_before);
    for (auto& [seat, f] : friends()) { EXPECT_EQ(f.page->chat_log().total(), chat_before) << "seat " << seat; }
    if (out.empty()) return "";
    EXPECT_EQ(out[0].peer, peer);
    const ReadHost read = read_host_message(out[0].text);
    if (!read.message.ok() || !std::holds_alternative<Refused>(read.message.value())) {
      ADD_FAILURE() << out[0].text;
      return "";
    }
    return from_wire(std::get<Refused>(read.message.value()).refusal).code();
  }
};

TEST(RemoteChat, LinesReadBackAndMalformedOnesAreRefusedWithTheirReason) {
  for (const ChatLine& line : {ChatLine{1, "good_move", ""}, ChatLine{3, "", "Bien joué, Anna ! ✓"}, ChatLine{0, "", std::string(kChatMaxTextBytes, 'a')}}) {
    const ReadGuest guest = read_guest_message(write(GuestMessage(line)));
    ASSERT_TRUE(guest.message.ok()) << guest.message.reason();
    EXPECT_EQ(guest.type, "chat");
    EXPECT_EQ(std::get<ChatLine>(guest.message.value()), line);
    const ReadHost host = read_host_message(write(HostMessage(line)));
    ASSERT_TRUE(host.message.ok()) << host.message.reason();
    EXPECT_EQ(host.type, "chat-line");
    EXPECT_EQ(std::get<ChatLine>(host.message.value()), line);
  }
  const auto code = [](const std::string& text) { return read_guest_message(text).message.status().code(); };
  EXPECT_EQ(code(chat_message(1, "checkmate", "")), "remote.chat_reaction") << "only the page's own reactions";
  EXPECT_EQ(code(chat_message(1, "", std::string(kChatMaxTextBytes + 1, 'a'))), "remote.chat_text");
  // 200 bytes: 66 three-byte characters and two more bytes, one character too many.
  std::string long_line;
  for (int i = 0; i < 67; ++i) long_line += "✓";
  EXPECT_EQ(code(chat_message(1, "", long_line)), "remote.chat_text") << "the limit is in bytes";
  for (const char* hostile : {"line\nbreak", "tab\there", "bell\a", "del\x7f", "c1 \xc2\x85", "\xe2\x80\xae" "evil", "iso\xe2\x81\xa6", "sep\xe2\x80\xa8", "   ", ""})
    EXPECT_EQ(code(chat_message(1, "", hostile)), std::string(*hostile ? "remote.chat_text" : "remote.field")) << hostile;
  EXPECT_EQ(code(R"({"v":1,"type":"chat","seat":1})"), "remote.field") << "neither a reaction nor a text";
  EXPECT_EQ(code(R"({"v":1,"type":"chat","seat":1,"reaction":"oops","text":"hi"})"), "remote.field") << "not both";
  EXPECT_EQ(code(R"({"v":1,"type":"chat","seat":1,"reaction":"oops","html":"<b>"})"), "bg.json.unknown");
  EXPECT_EQ(code(R"({"v":1,"type":"chat","seat":9,"reaction":"oops"})"), "remote.field");
  EXPECT_EQ(code(R"({"v":1,"type":"chat-line","seat":1,"reaction":"oops"})"), "remote.wrong_way");
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"chat","seat":1,"reaction":"oops"})").message.status().code(), "remote.wrong_way");
  EXPECT_EQ(read_host_message(R"({"v":1,"type":"chat-line","seat":1,"reaction":"boo"})").message.status().code(), "remote.chat_reaction")
      << "a page checks the host's lines as the host checks a friend's";
  EXPECT_EQ(read_host_message(write(HostMessage(ChatLine{1, "", "a\x1b[31mred"}))).message.status().code(), "remote.chat_text");
  // Markup is text like any other: it travels as typed and is never read as markup.
  EXPECT_TRUE(read_guest_message(chat_message(1, "", "<b>hi</b> & {name}")).message.ok());

  EXPECT_EQ(tidy_chat_text("  Good\ngame\t! "), "Good game !");
  EXPECT_EQ(tidy_chat_text("\xe2\x80\xae" "x"), "x");
  EXPECT_EQ(tidy_chat_text(std::string(300, 'b')).size(), kChatMaxTextBytes);
  EXPECT_EQ(tidy_chat_text(long_line).size(), 66u * 3) << "cut at a character's boundary";
  EXPECT_EQ(tidy_chat_text("\n \t"), "");
  EXPECT_EQ(tidy_chat_text("\xff"), "") << "not UTF-8: nothing to send";
}

TEST(RemoteChat, AFriendsReactionReachesTheOthersWithItsSeatAndNothingMore) {
  ChatTable t;
  const std::string record = Game::record_to_json(t.match().record(), nullptr);
  const std::size_t heard_by_2 = t.at(2).heard.size();
  const std::vector<Outgoing> out = t.host->receive(t.at(1).peer, chat_message(1, "good_move", ""), t.now);
  ASSERT_EQ(out.size(), 2u) << "to each friend connected, the sender too";
  for (const Outgoing& o : out) {
    for (const auto& [seat, f] : t.friends()) { EXPECT_EQ(o.text.find(f.secret), std::string::npos) << "no seat's secret"; }
    EXPECT_EQ(o.text, R"({"v":1,"type":"chat-line","seat":1,"reaction":"good_move"})");
  }
  t.deliver(out);
  ASSERT_EQ(t.at(2).heard.size(), heard_by_2 + 1);
  ASSERT_EQ(t.at(2).page->chat_log().lines().size(), 1u);
  EXPECT_EQ(t.at(2).page->chat_log().lines().back(), (ChatLine{1, "good_move", ""})) << "seat 2 reads seat 1's line";
  EXPECT_EQ(t.at(1).page->chat_log().lines().back(), (ChatLine{1, "good_move", ""})) << "the sender sees it once the table has it";
  EXPECT_EQ(t.host->chat().lines().back(), (ChatLine{1, "good_move", ""}));
  EXPECT_EQ(Game::record_to_json(t.match().record(), nullptr), record) << "the chat is no part of the game";

  // A typed line from a friend while it is not its turn; the host's person answers.
  t.deliver(t.host->receive(t.at(2).peer, chat_message(2, "", "Nice walls qz7 <3"), t.now));
  std::vector<Outgoing> answer;
  ASSERT_TRUE(t.host->say({0, "", "Merci, à toi de jouer"}, t.now, answer).ok());
  t.deliver(answer);
  for (auto& [seat, f] : t.friends()) {
    ASSERT_EQ(f.page->chat_log().lines().size(), 3u) << "seat " << seat;
    EXPECT_EQ(f.page->chat_log().lines()[1], (ChatLine{2, "", "Nice walls qz7 <3"}));
    EXPECT_EQ(f.page->chat_log().lines()[2], (ChatLine{0, "", "Merci, à toi de jouer"}));
  }
  std::vector<Outgoing> nothing;
  EXPECT_FALSE(t.host->say({1, "thanks", ""}, t.now, nothing).ok()) << "the host's page speaks for its own people only";
  EXPECT_TRUE(nothing.empty());

  // Play on to the end: the record and its export hold no chat; the chat stays.
  t.play_to_end();
  ASSERT_TRUE(t.state().is_terminal());
  const std::string exported = Game::record_to_json(t.match().record(), &t.state());
  EXPECT_EQ(exported.find("qz7"), std::string::npos);
  EXPECT_EQ(exported.find("good_move"), std::string::npos);
  ASSERT_TRUE(t.at(2).page->export_record());
  EXPECT_EQ(*t.at(2).page->export_record(), exported);
  EXPECT_EQ(t.at(2).page->chat_log().total(), 3);
  // "Well played" once the game is over.
  t.deliver(t.host->receive(t.at(1).peer, chat_message(1, "well_played", ""), t.now));
  EXPECT_EQ(t.at(2).page->chat_log().lines().back(), (ChatLine{1, "well_played", ""}));
}

TEST(RemoteChat, HostileOrMalformedLinesAreRefusedAndChangeNothing) {
  ChatTable t;
  const std::string one = t.at(1).peer, two = t.at(2).peer;
  EXPECT_EQ(t.refused(two, chat_message(1, "oops", "")), "remote.other_seat") << "seat 2 cannot speak as seat 1";
  EXPECT_EQ(t.refused(two, chat_message(0, "oops", "")), "remote.other_seat") << "nor as the host";
  EXPECT_EQ(t.refused("stranger", chat_message(1, "oops", "")), "remote.not_joined");
  EXPECT_EQ(t.refused(one, chat_message(1, "pwned", "")), "remote.chat_reaction");
  EXPECT_EQ(t.refused(one, chat_message(1, "", std::string(kChatMaxTextBytes + 1, 'x'))), "remote.chat_text");
  EXPECT_EQ(t.refused(one, chat_message(1, "", "\xe2\x80\xaegnp.exe")), "remote.chat_text");
  EXPECT_EQ(t.refused(one, chat_message(1, "", "two\nlines")), "remote.chat_text");
  EXPECT_EQ(t.refused(one, R"({"v":1,"type":"chat","seat":1,"text":"hi","secret":"00"})"), "bg.json.unknown");

  // The pace: kChatBurst lines within kChatWindowMs, then refused, for that seat only.
  t.now += 1000;
  for (int i = 0; i < kChatBurst; ++i) {
    t.now += 10;
    t.deliver(t.host->receive(one, chat_message(1, "oops", ""), t.now));
  }
  EXPECT_EQ(t.host->chat().total(), kChatBurst);
  EXPECT_EQ(t.refused(one, chat_message(1, "oops", "")), "remote.chat_rate");
  t.deliver(t.host->receive(two, chat_message(2, "thanks", ""), t.now));
  EXPECT_EQ(t.host->chat().total(), kChatBurst + 1) << "another seat's pace is its own";
  EXPECT_TRUE(t.host->seats(t.now).seats[1].connected) << "a chat flood is refused, the connection stays";
  t.now += kChatWindowMs;
  t.deliver(t.host->receive(one, chat_message(1, "oops", ""), t.now));
  EXPECT_EQ(t.host->chat().total(), kChatBurst + 2) << "again once the window has passed";

  // A page refuses a line from no seat of its table, and keeps what it had.
  RemoteGuestOf<Game>& page = *t.at(2).page;
  const long had = page.chat_log().total();
  EXPECT_EQ(page.receive(write(HostMessage(ChatLine{5, "oops", ""}))), Heard::kBad);
  EXPECT_EQ(page.receive(R"({"v":1,"type":"chat-line","seat":1,"reaction":"oops","from":"x"})"), Heard::kBad);
  EXPECT_EQ(page.chat_log().total(), had);
}

TEST(RemoteChat, EachDeviceKeepsTheTablesLastLines) {
  ChatLog log;
  for (int i = 0; i < static_cast<int>(kChatKept) + 7; ++i) log.add({i % 3, "", std::to_string(i)});
  EXPECT_EQ(log.lines().size(), kChatKept);
  EXPECT_EQ(log.total(), static_cast<long>(kChatKept) + 7);
  EXPECT_EQ(log.lines().front().text, "7");
  EXPECT_EQ(log.since(log.total() - 2).size(), 2u);
  EXPECT_EQ(log.since(0).size(), kChatKept) << "what is no longer kept is gone";
  ChatRate rate;
  for (int i = 0; i < kChatBurst; ++i) EXPECT_TRUE(rate.allow(i));
  EXPECT_FALSE(rate.would_allow(kChatBurst));
  EXPECT_FALSE(rate.allow(kChatBurst));
  EXPECT_TRUE(rate.allow(kChatWindowMs));
}

}  // namespace
}  // namespace web::remote
