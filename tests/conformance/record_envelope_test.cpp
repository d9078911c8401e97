// The record envelope every game's records share (bg/record.hpp), with a schema of its own: what
// it writes reads back the same, and every kind of malformed record is refused with its reason.
#include <gtest/gtest.h>

#include <functional>

#include "bg/record.hpp"

namespace {

const bg::RecordSchema& schema() {
  static const bg::RecordSchema s{"odd-sums", 2, {{"deck", bg::Json::value_t::array, "an array of cards"}}, "points", 2};
  return s;
}

bg::RecordEnvelope sample() {
  bg::RecordEnvelope e;
  e.version = 2;
  e.options = {{"players", 2}};
  e.seats = {"Ada", "Bob"};
  e.setup["deck"] = {3, 1, 2};
  e.actions = {"play 3", "play 1"};
  e.tags = {{"event", "club night"}};
  e.scores = std::vector<std::int64_t>{3, 0};
  e.winners = {0};
  return e;
}

// The sample's JSON with `edit` applied.
std::string edited(const std::function<void(bg::Json&)>& edit) {
  bg::Json j = bg::Json::parse(bg::write_record_envelope(sample(), schema()));
  edit(j);
  return j.dump();
}

std::string refusal(const std::string& text) {
  auto read = bg::read_record_envelope(text, schema());
  return read.ok() ? "accepted" : read.reason();
}

TEST(RecordEnvelope, WhatIsWrittenReadsBackTheSameInTheSameOrder) {
  const std::string text = bg::write_record_envelope(sample(), schema());
  EXPECT_LT(text.find("\"format\": \"odd-sums-record\""), text.find("\"deck\""));
  EXPECT_LT(text.find("\"deck\""), text.find("\"actions\""));
  auto read = bg::read_record_envelope(text, schema());
  ASSERT_TRUE(read.ok()) << read.reason();
  EXPECT_EQ(read->version, 2);
  EXPECT_EQ(read->options, sample().options);
  EXPECT_EQ(read->setup.at("deck"), sample().setup.at("deck"));
  EXPECT_EQ(read->actions, sample().actions);
  EXPECT_EQ(read->tags, sample().tags);
  EXPECT_EQ(read->scores, sample().scores);
  EXPECT_EQ(read->winners, sample().winners);
  EXPECT_EQ(bg::write_record_envelope(read.value(), schema()), text);
  EXPECT_EQ(bg::record_game(text), "odd-sums");
  auto seats = bg::read_seats(read->seats, 2);
  ASSERT_TRUE(seats.ok());
  EXPECT_EQ(seats.value(), (std::vector<std::string>{"Ada", "Bob"}));
}

TEST(RecordEnvelope, MalformedRecordsAreRefusedWithTheirReason) {
  EXPECT_EQ(refusal("[1]"), "a record is a JSON object");
  EXPECT_EQ(refusal(std::string("{\0}", 3)), "not valid JSON: byte 2 is a NUL character (is this a binary file?)");
  EXPECT_NE(refusal("{").find("not valid JSON"), std::string::npos);
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j["format"] = "arkadia-record"; })),
            "'format' must be \"odd-sums-record\"");
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j["version"] = 3; })),
            "record version 3 is not supported (this build reads versions 1 to 2; it was written by a newer version)");
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j["version"] = 1; })), "'tags' needs record version 2");
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j["extra"] = 1; })), "unknown field 'extra'");
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j.erase("deck"); })), "'deck' is missing");
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j["deck"] = "3 1 2"; })), "'deck' must be an array of cards");
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j["actions"][1] = 7; })), "action 2 is not a string: 7");
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j["result"]["points"][0] = "three"; })),
            "result: 'points' must hold whole numbers");
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j["result"]["winners"] = {"Ada"}; })),
            "result: 'winners' must hold seat numbers");
  EXPECT_EQ(refusal(edited([](bg::Json& j) { j["tags"]["event"] = 1; })),
            "tags: 'event' must be a text of at most 256 characters");
  EXPECT_FALSE(bg::read_seats(bg::Json::array({"Ada"}), 2).ok());
  EXPECT_FALSE(bg::read_seats(bg::Json::array({"Ada", ""}), 2).ok());
  EXPECT_EQ(bg::record_game("{\"format\": 3}"), std::nullopt);
  EXPECT_EQ(bg::record_game("not json"), std::nullopt);
}

}  // namespace
