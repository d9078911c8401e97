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

}  // namespace
}  // namespace web::remote
