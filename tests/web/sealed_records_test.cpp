// Records of games in progress leave the page with their hidden set-up sealed (bg/sealed_setup.hpp):
// an exported file and the embedding page's get-state do not show the deck, the hands or the seed,
// yet the record reads back exactly; a sealed part that was tampered with is refused.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "arkadia_table.hpp"
#include "bg/rng.hpp"
#include "bg/sealed_setup.hpp"

namespace web {
namespace {

template <class G>
typename G::Record played_record(std::uint64_t seed, int actions) {
  auto record = G::new_record(G::default_options(2), {"Ada", "Bo"}, seed);
  record.tags["seed"] = std::to_string(seed);
  auto s = G::start_state(record).value();
  bg::Rng rng(seed);
  for (int i = 0; i < actions && !s.is_terminal(); ++i) {
    const auto legal = s.legal_actions();
    const auto a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    record.actions.push_back(a);
    s.apply_unchecked(a);
  }
  return record;
}

template <class G>
void check_sealed_round_trip(const std::vector<std::string>& hidden_fields) {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const auto record = played_record<G>(seed, 25);
    const std::string sealed = bg::seal_record_setup(G::record_to_json(record, nullptr), {seed, seed * 31});
    const auto j = nlohmann::json::parse(sealed);
    ASSERT_TRUE(j.contains("sealed"));
    for (const auto& field : hidden_fields) EXPECT_FALSE(j.contains(field)) << G::kId << ": " << field << " shows";
    EXPECT_FALSE(j.contains("tags") && j["tags"].contains("seed")) << "the seed would deal the cards again";
    EXPECT_EQ(j["actions"].size(), record.actions.size()) << "the actions stay readable";
    auto read = G::parse_record(sealed);
    ASSERT_TRUE(read.ok()) << read.reason();
    EXPECT_EQ(read.value(), record) << G::kId << ": the sealed record reads back exactly";
    EXPECT_EQ(bg::seal_record_setup(sealed, {7, 7}), sealed) << "sealing twice changes nothing";
  }
}

TEST(SealedRecords, ArkadiaHidesTheDeckAndTheSeed) { check_sealed_round_trip<arkadia::ArkadiaGame>({"deck"}); }
TEST(SealedRecords, ArkantisHidesItsSetUpAndSeed) { check_sealed_round_trip<arkantis::ArkantisGame>({"setup", "seed"}); }

TEST(SealedRecords, ATamperedOrDoubledSetUpIsRefused) {
  const auto record = played_record<arkadia::ArkadiaGame>(3, 10);
  const std::string plain = arkadia::ArkadiaGame::record_to_json(record, nullptr);
  auto j = nlohmann::ordered_json::parse(bg::seal_record_setup(plain, {3, 4}));
  std::string text = j["sealed"];
  text[10] = text[10] == 'A' ? 'B' : 'A';
  j["sealed"] = text;
  auto read = arkadia::parse_record(j.dump());
  ASSERT_FALSE(read.ok());
  EXPECT_NE(read.reason().find("sealed"), std::string::npos) << read.reason();
  j = nlohmann::ordered_json::parse(bg::seal_record_setup(plain, {3, 4}));
  j["deck"] = nlohmann::json::parse(plain)["deck"];
  read = arkadia::parse_record(j.dump());
  ASSERT_FALSE(read.ok());
  EXPECT_NE(read.reason().find("'deck' is both"), std::string::npos) << read.reason();
  j["deck"] = nullptr;
  j.erase("deck");
  j["sealed"] = 42;
  EXPECT_FALSE(arkadia::parse_record(j.dump()).ok());
}

// The bytes of a sealed text after its "sN:" prefix, and after the nonce when it has one.
std::string sealed_bytes(const std::string& record_text) {
  const std::string sealed = nlohmann::json::parse(record_text)["sealed"];
  static const std::string digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  std::uint32_t buffer = 0;
  int bits = 0;
  for (char c : sealed.substr(3)) {
    if (c == '=') break;
    buffer = (buffer << 6) | static_cast<std::uint32_t>(digits.find(c));
    if ((bits += 6) >= 8) out += static_cast<char>((buffer >> (bits -= 8)) & 0xffu);
  }
  return sealed.rfind("s2:", 0) == 0 ? out.substr(16) : out;
}

// Two files that share a key stream give away both set-ups: XOR-ing them cancels the stream,
// and one known hand then reads the other file's cards. Each file's own nonce prevents that:
// the same game sealed twice (the worst case: equal clear bytes) must not give equal bytes
// where a shared stream would make every byte equal.
TEST(SealedRecords, TwoFilesShareNoKeyStream) {
  using G = arkantis::ArkantisGame;
  const std::string plain = G::record_to_json(played_record<G>(1, 12), nullptr);
  const std::string first = bg::seal_record_setup(plain, bg::SealNonce{0x1234, 0x5678});
  const std::string second = bg::seal_record_setup(plain, bg::SealNonce{0x1234, 0x5679});
  EXPECT_NE(first, second);
  for (const std::string& sealed : {first, second}) {
    auto read = G::parse_record(sealed);
    ASSERT_TRUE(read.ok()) << read.reason();
    EXPECT_EQ(G::record_to_json(read.value(), nullptr), plain);
  }
  const std::string a = sealed_bytes(first), b = sealed_bytes(second);
  ASSERT_EQ(a.size(), b.size());
  ASSERT_GT(a.size(), 200u);
  int same = 0;
  for (std::size_t i = 0; i < a.size(); ++i) same += a[i] == b[i];
  EXPECT_LT(same, static_cast<int>(a.size() / 20)) << "the two files agree on " << same << " of " << a.size() << " bytes";
}

// Files sealed before each had its own nonce ("s1:", one key stream) still open.
TEST(SealedRecords, AFileOfTheFirstSealStillOpens) {
  auto j = nlohmann::ordered_json::parse(
      R"({"format":"toy","version":1,"sealed":"s1:q4OLMq1g9NKT1wuOqx3xrXiwjXKz4JJiWm7qKzw+/4wecvnPquu34tiPSolabEGTJw==",)"
      R"("actions":["a","b"],"tags":{"x":"y"}})");
  ASSERT_TRUE(bg::unseal_record_setup(j).ok());
  EXPECT_EQ(j["deck"], nlohmann::ordered_json::parse("[3,1,4,1,5]"));
  EXPECT_EQ(j["tags"]["seed"], "42");
  EXPECT_EQ(j["tags"]["x"], "y");
}

TEST(SealedRecords, TheEmbeddingPageGetsTheSeatViewOfAGameInProgress) {
  using G = arkadia::ArkadiaGame;
  const auto record = played_record<G>(7, 20);
  const auto state = G::start_state(record).value();
  auto now = state;
  for (const auto& a : record.actions) now.apply_unchecked(a);
  auto event = nlohmann::json::parse(state_event<G>(record, now, 20, false, 0));
  EXPECT_FALSE(event["record"].contains("deck"));
  EXPECT_TRUE(event["record"].contains("sealed"));
  ASSERT_TRUE(event.contains("view"));
  EXPECT_EQ(event["view"], nlohmann::json::parse(G::view_to_json(G::view(now, 0))));
  // Nobody's hand shows (hot-seat between players): no view either.
  event = nlohmann::json::parse(state_event<G>(record, now, 20, false, -1));
  EXPECT_FALSE(event.contains("view"));
  // The replay viewer shows a record the embedding page gave it: whole.
  event = nlohmann::json::parse(state_event<G>(record, now, 3, true, 0));
  EXPECT_TRUE(event["record"].contains("deck"));
  // Asking for the whole record is a flag of the message.
  const auto get = parse_arkadia_embed_command(R"({"type":"arkadia:get-state","full":true})");
  ASSERT_TRUE(get.command.ok());
  EXPECT_TRUE(std::get<GetStateCommand>(get.command.value()).full);
  EXPECT_FALSE(parse_arkadia_embed_command(R"({"type":"arkadia:get-state","full":"yes"})").command.ok());
}

}  // namespace
}  // namespace web
