// The new-game form's choices are kept between games and visits (web/logic/new_game_form.hpp):
// they read back as they were, a default name stays a default (so it follows the language), and
// anything unreadable gives the defaults.
#include <gtest/gtest.h>

#include <cstdio>

#include "new_game_form.hpp"

namespace web {
namespace {

NewGameForm defaults() {
  NewGameForm form;
  for (int i = 0; i < kMaxSeats; ++i) {
    form.seats[static_cast<std::size_t>(i)].ai = i != 0;
    form.seats[static_cast<std::size_t>(i)].colour = i;
    std::snprintf(form.seats[static_cast<std::size_t>(i)].name.data(), 24, "Default %d", i);
  }
  return form;
}

TEST(NewGameFormChoices, ReadBackAsTheyWere) {
  NewGameForm form = defaults();
  form.players = 3;
  form.seats[0].default_name = false;
  std::snprintf(form.seats[0].name.data(), 24, "%s", "Ada");
  form.seats[1].level = 2;
  form.seats[2].ai = false;
  std::swap(form.seats[0].colour, form.seats[3].colour);
  std::snprintf(form.seed.data(), 24, "%s", "42");
  const NewGameForm read = form_choices_from_json(form_choices_to_json(form), defaults());
  EXPECT_EQ(read.players, 3);
  EXPECT_STREQ(read.seats[0].name.data(), "Ada");
  EXPECT_FALSE(read.seats[0].default_name);
  EXPECT_STREQ(read.seats[1].name.data(), "Default 1") << "a default name is the page's to fill, in its language";
  EXPECT_TRUE(read.seats[1].default_name);
  EXPECT_EQ(read.seats[1].level, 2);
  EXPECT_FALSE(read.seats[2].ai);
  EXPECT_EQ(read.seats[0].colour, 3);
  EXPECT_EQ(read.seats[3].colour, 0);
  EXPECT_STREQ(read.seed.data(), "") << "a new game gets a new deal";
}

TEST(NewGameFormChoices, AnythingUnreadableGivesTheDefaults) {
  const NewGameForm d = defaults();
  for (const char* text : {"", "nonsense", "[]", R"({"players": 9})", R"({"players": "3"})",
                           R"({"seats": [{"level": 7, "colour": -1, "ai": "yes", "name": 5}]})",
                           R"({"seats": [{"colour": 1}, {"colour": 1}]})",
                           R"({"seats": [{"name": "a name much too long to fit in the field"}]})"}) {
    const NewGameForm read = form_choices_from_json(text, d);
    EXPECT_EQ(read.players, d.players) << text;
    for (int i = 0; i < kMaxSeats; ++i) {
      const auto& a = read.seats[static_cast<std::size_t>(i)];
      const auto& b = d.seats[static_cast<std::size_t>(i)];
      EXPECT_EQ(a.level, b.level) << text;
      EXPECT_EQ(a.colour, b.colour) << text;
      EXPECT_EQ(a.ai, b.ai) << text;
      EXPECT_STREQ(a.name.data(), b.name.data()) << text;
    }
  }
}

}  // namespace
}  // namespace web
