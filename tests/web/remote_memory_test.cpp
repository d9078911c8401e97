// What a host's page keeps to resume a table shared with friends after a reload
// (web/logic/remote_memory.hpp): read back as written, and nothing read from an entry that is
// not exactly one.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "remote_memory.hpp"

namespace web::remote {
namespace {

const std::string kSeatSecret(32, 'a');

TEST(RemoteMemory, ATableReadsBackAsWrittenUnderItsGamesKey) {
  const HostMemory memory{"3f2c-host_id", "tok3n", {{1, kSeatSecret}, {3, std::string(64, '0')}}};
  EXPECT_EQ(read_host_memory(write_host_memory(memory)), memory);
  EXPECT_EQ(host_memory_key("arkadia", "1a2b-0c"), "arkadia.remote.1a2b-0c");
}

TEST(RemoteMemory, AnEntryThatIsNotExactlyATablesGivesNothing) {
  const std::string ok = R"({"v":1,"peer":"p","token":"t","seats":[{"seat":1,"secret":")" + kSeatSecret + R"("}]})";
  ASSERT_TRUE(read_host_memory(ok));
  for (const std::string& bad : std::vector<std::string>{"not json", "[]",
                                R"({"v":2,"peer":"p","token":"t","seats":[]})",
                                R"({"v":1,"peer":"","token":"t","seats":[]})",
                                R"({"v":1,"peer":"p q","token":"t","seats":[]})",
                                R"({"v":1,"peer":"p","token":"t","seats":[],"more":1})",
                                R"({"v":1,"peer":"p","token":"t","seats":[{"seat":8,"secret":")" + kSeatSecret + R"("}]})",
                                R"({"v":1,"peer":"p","token":"t","seats":[{"seat":1,"secret":"ABC"}]})",
                                R"({"v":1,"peer":"p","token":"t","seats":[{"seat":1,"secret":")" + kSeatSecret + R"("},{"seat":1,"secret":")" +
                                    kSeatSecret + R"("}]})"})
    EXPECT_FALSE(read_host_memory(bad)) << bad;
}

TEST(RemoteMemory, UsedInvitationTextsAreKeptAsDigestsTheLastSixteen) {
  EXPECT_EQ(used_texts_key("arkantis"), "arkantis.remote.used");
  std::optional<std::string> kept;
  EXPECT_FALSE(text_used(kept, "ARK1pone"));
  kept = with_text_used(kept, "ARK1pone");
  EXPECT_TRUE(text_used(kept, "ARK1pone"));
  EXPECT_FALSE(text_used(kept, "ARK1ptwo"));
  EXPECT_EQ(kept->find("ARK1"), std::string::npos) << "the texts themselves are not kept: " << *kept;
  kept = with_text_used(kept, "ARK1pone");
  EXPECT_EQ(*kept, with_text_used(std::nullopt, "ARK1pone")) << "the same text once";
  for (int i = 0; i < 16; ++i) kept = with_text_used(kept, "ARK1p" + std::to_string(i));
  EXPECT_FALSE(text_used(kept, "ARK1pone")) << "the oldest go";
  EXPECT_TRUE(text_used(kept, "ARK1p0"));
  EXPECT_TRUE(text_used(kept, "ARK1p15"));
  for (const std::string bad : {"not json", "{}", "[1,2]", R"(["short"])"}) {
    EXPECT_FALSE(text_used(bad, "ARK1pone")) << bad;
    EXPECT_TRUE(text_used(with_text_used(bad, "ARK1pone"), "ARK1pone")) << "an unreadable entry counts as none: " << bad;
  }
}

}  // namespace
}  // namespace web::remote
