// The new-game form's choices are kept between games and visits (web/logic/new_game_form.hpp):
// they read back as they were, a default name stays a default (so it follows the language), and
// anything unreadable gives the defaults.
#include <gtest/gtest.h>

#include <cstdio>
#include <vector>

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

TEST(NewGameFormChoices, AFriendsSeatIsKeptAndChoicesFromBeforeFriendsReadAsTheyWere) {
  NewGameForm form = defaults();
  form.players = 3;
  form.seats[1].ai = false;
  form.seats[1].remote = true;
  const NewGameForm read = form_choices_from_json(form_choices_to_json(form), defaults());
  EXPECT_EQ(form_seat_kind(read.seats[0]), SeatKind::kHuman);
  EXPECT_EQ(form_seat_kind(read.seats[1]), SeatKind::kFriend);
  EXPECT_EQ(form_seat_kind(read.seats[2]), SeatKind::kAi);
  // Choices kept before friends (no "friend"): a person's seat stays a person's here, even over
  // a form that had a friend there.
  NewGameForm with_friend = defaults();
  with_friend.seats[1] = read.seats[1];
  const NewGameForm old = form_choices_from_json(R"({"players":2,"seats":[{"ai":false},{"ai":false}]})", with_friend);
  EXPECT_EQ(form_seat_kind(old.seats[1]), SeatKind::kHuman);
  EXPECT_EQ(form_seat_kind(form_choices_from_json(R"({"seats":[{},{"friend":"yes"}]})", with_friend).seats[1]),
            SeatKind::kFriend)
      << "unreadable: the form's value stays";
}

TEST(NewGameFormSeats, AnyMixOfTwoToFourSeatsButFriendsNeedAPersonHere) {
  auto form_of = [](std::vector<SeatKind> kinds) {
    NewGameForm form = defaults();
    form.players = static_cast<int>(kinds.size());
    for (std::size_t i = 0; i < kinds.size(); ++i) {
      form.seats[i].ai = kinds[i] == SeatKind::kAi;
      form.seats[i].remote = kinds[i] == SeatKind::kFriend;
    }
    return form;
  };
  using K = SeatKind;
  for (const auto& kinds : std::vector<std::vector<K>>{{K::kHuman, K::kFriend},
                                                       {K::kFriend, K::kHuman, K::kFriend, K::kFriend},
                                                       {K::kHuman, K::kHuman, K::kFriend},
                                                       {K::kAi, K::kFriend, K::kHuman, K::kAi},
                                                       {K::kAi, K::kAi},
                                                       {K::kHuman, K::kHuman, K::kHuman, K::kHuman}})
    EXPECT_TRUE(check_form_seats(form_of(kinds)).ok()) << kinds.size();
  EXPECT_EQ(form_friends(form_of({K::kFriend, K::kHuman, K::kFriend, K::kFriend})), 3);
  EXPECT_EQ(check_form_seats(form_of({K::kFriend, K::kFriend})).code(), "page.form.friends_need_you")
      << "the host's page holds every hand: no watching friends play";
  EXPECT_EQ(check_form_seats(form_of({K::kAi, K::kFriend, K::kAi})).code(), "page.form.friends_need_you");
  NewGameForm hidden_friend = form_of({K::kHuman, K::kAi});
  hidden_friend.seats[3].remote = true;  // beyond the table's seats: not at the table
  EXPECT_EQ(form_friends(hidden_friend), 0);
  EXPECT_TRUE(check_form_seats(hidden_friend).ok());
  NewGameForm one = form_of({K::kHuman, K::kAi});
  one.players = 1;
  EXPECT_EQ(check_form_seats(one).code(), "page.match.seat_count");
}

}  // namespace
}  // namespace web
