// The player's settings as saved in the browser (web/logic/settings.hpp): every field survives a
// round trip, and a save written before a field existed still loads, with that field's default.
#include <gtest/gtest.h>

#include "settings.hpp"

namespace web {
namespace {

TEST(Settings, EveryFieldSurvivesARoundTrip) {
  Settings s;
  s.language = Language::kGerman;
  s.palette = Palette::kColourBlind;
  s.ui_scale = 1.25f;
  s.ai_delay_ms = 1200;
  s.show_notation = true;
  s.show_text_view = true;
  s.keys_words = true;
  s.motion = MotionPace::kSlow;
  s.turn_alert = true;
  s.mute_chat = true;
  EXPECT_EQ(settings_from_json(to_json(s)), s);
}

TEST(Settings, AnEarlierSaveLoadsWithTheNewFieldsAtTheirDefaults) {
  const Settings s = settings_from_json(R"({"language":"fr","palette":"colour-blind","ui_scale":1.5,"show_notation":true})");
  EXPECT_EQ(s.language, Language::kFrench);
  EXPECT_TRUE(s.show_notation);
  EXPECT_FALSE(s.show_text_view) << "the text view stays off until asked for";
  EXPECT_EQ(settings_from_json(R"({"show_text_view":"yes"})").show_text_view, false) << "a wrong type is ignored";
  EXPECT_FALSE(s.keys_words) << "the mouse's words until a key plays";
  EXPECT_FALSE(s.turn_alert) << "no chime nor notification until asked for";
  EXPECT_FALSE(settings_from_json(R"({"turn_alert":1})").turn_alert);
  EXPECT_FALSE(s.mute_chat) << "a table's chat is heard until muted";
  EXPECT_FALSE(settings_from_json(R"({"mute_chat":"on"})").mute_chat);
}

}  // namespace
}  // namespace web
