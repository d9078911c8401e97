// The seat-view codec (what the page sends an AI worker): exact round trips at every step of
// random games, no trace of a hidden card in the encoding, and hostile input rejected with a
// reason and never a crash, also not later when the decoded view is sampled and played on.
#include "arkadia/view_codec.hpp"

#include <nlohmann/json.hpp>

#include <functional>

#include "arkadia/record.hpp"
#include "helpers.hpp"
#include "sweep_size.hpp"

namespace test {
namespace {

using nlohmann::json;

// Options that vary like the random-simulation suite's: beginner set-ups, mirroring, lot
// positions, strict screens, the rules of games recorded before the corrections.
GameOptions varied_options(int players, int game) {
  GameOptions o;
  o.players = players;
  o.beginner = game % 4 == 1;
  o.allow_mirror = game % 10 == 7;
  o.strict_screens = game % 3 == 2;
  if (game % 11 == 5) o.rules = RulesEdition::kOriginal;
  const std::vector<Square> corners = allowed_lot_corners();
  if (!o.beginner) o.lot_corner = corners[static_cast<std::size_t>(game) % corners.size()];
  return o;
}

// Plays one seeded random game, calling visit(state) before every action and once at the end.
void play_random_game(int players, int game, const std::function<void(const State&)>& visit) {
  const std::uint64_t seed = static_cast<std::uint64_t>(players) * 7'000 + static_cast<std::uint64_t>(game);
  const GameRecord record = new_record(varied_options(players, game), {}, seed);
  State s = State::create(record.options, record.deck, record.start_player).value();
  bg::Rng rng(seed);
  std::vector<Action> legal;
  for (int step = 0; step < 5000 && !s.is_terminal() && !::testing::Test::HasFatalFailure(); ++step) {
    visit(s);
    s.legal_actions(legal);
    s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  if (!::testing::Test::HasFatalFailure()) visit(s);
}

// Encodings of assorted positions (player counts, phases, seats) to attack.
std::vector<std::string> sample_encodings() {
  std::vector<std::string> out;
  for (int players = 2; players <= 4; ++players)
    for (int game = 0; game < 4; ++game) {
      int step = 0;
      play_random_game(players, game, [&](const State& s) {
        if (step++ % 37 == 0) out.push_back(encode_view(SeatView::of(s, step % players)));
      });
    }
  return out;
}

// A sample of a decoded view must be a playable game: its actions listed and applied, 400 deep.
void play_on_from(const SeatView& view, bg::Rng& rng) {
  if (view.state().current_player() == view.seat()) static_cast<void>(view.state().legal_actions());
  State s = view.sample(rng);
  ASSERT_EQ(SeatView::of(s, view.seat()), view);
  std::vector<Action> legal;
  for (int i = 0; i < 400 && !s.is_terminal(); ++i) {
    s.legal_actions(legal);
    ASSERT_FALSE(legal.empty()) << "a decoded view led to a position without legal actions";
    ASSERT_TRUE(s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
  }
}

TEST(ViewCodec, ViewsOfRandomGamesRoundTripExactly) {
  // The seat to move (the view an AI worker receives) at every step; every seat at every 8th.
  constexpr int kViewGamesPerPlayerCount = tests::sweep_games(70);
  long views = 0;
  for (int players = 2; players <= 4; ++players)
    for (int game = 0; game < kViewGamesPerPlayerCount; ++game) {
      SCOPED_TRACE("players " + std::to_string(players) + ", game " + std::to_string(game));
      int step = 0;
      play_random_game(players, game, [&](const State& s) {
        ++step;
        for (int seat = 0; seat < players; ++seat) {
          const bool to_move = seat == s.current_player() || (s.is_terminal() && seat == 0);
          if (!to_move && step % 8 != 0) continue;
          const SeatView view = SeatView::of(s, seat);
          const std::string text = encode_view(view);
          auto decoded = decode_view(text);
          ASSERT_TRUE(decoded.ok()) << "step " << step << ", seat " << seat << ": " << decoded.reason() << "\n" << text;
          ASSERT_EQ(decoded.value(), view) << "step " << step << ", seat " << seat;
          ASSERT_EQ(decoded->state().hash(), view.state().hash());
          // Only the seat to move can list actions from its view: it alone sees the hand that
          // acts. The others sample first; the same seed gives the same full state.
          if (to_move) {
            ASSERT_EQ(decoded->state().legal_actions(), view.state().legal_actions());
          } else {
            ASSERT_EQ(encode_view(decoded.value()), text);
            bg::Rng a(static_cast<std::uint64_t>(step)), b(static_cast<std::uint64_t>(step));
            const State from_decoded = decoded->sample(a);
            ASSERT_EQ(from_decoded, view.sample(b));
            ASSERT_EQ(invariant_violations(from_decoded), "");
            ASSERT_EQ(from_decoded.legal_actions().empty(), from_decoded.is_terminal());
          }
          ++views;
        }
      });
    }
  std::printf("%ld views round-tripped\n", views);
}

TEST(ViewCodec, PositionsSetUpWithTheEditorRoundTrip) {
  State s = new_game(3, {"HO-R", "HO-O", "HO-B", "SM-R"});
  put_three_houses_around_c2(s);
  put_building(s, "SM-R", "k2 l2 m2 k3");
  put_worker(s, 1, "n2");
  give_workers(s, 2, 2, 3);
  ASSERT_TRUE(PositionEditor(s).give_seals(1, 2, 5).ok());
  for (auto [family, square] : {std::pair{0, 0}, {1, 1}, {2, 2}}) ASSERT_TRUE(PositionEditor(s).put_castle_piece(static_cast<Family>(family), square).ok());
  for (int seat = 0; seat < 3; ++seat) {
    const SeatView view = SeatView::of(s, seat);
    auto decoded = decode_view(encode_view(view));
    ASSERT_TRUE(decoded.ok()) << decoded.reason();
    EXPECT_EQ(decoded.value(), view);
  }
}

TEST(ViewCodec, TheEncodingHoldsNoHiddenCard) {
  bg::Rng rng(5);
  for (int players = 2; players <= 4; ++players) {
    State s = new_game(players);
    ASSERT_TRUE(play_randomly_until(s, rng, [](const State& x) { return x.turn_number() > 10; }));
    for (int seat = 0; seat < players; ++seat) {
      const SeatView view = SeatView::of(s, seat);
      const std::string text = encode_view(view);
      // Another full state with other hidden cards: the very same bytes go to the worker.
      State other = view.sample(rng);
      for (int tries = 0; tries < 20 && other == s; ++tries) other = view.sample(rng);
      ASSERT_NE(other, s);
      EXPECT_EQ(encode_view(SeatView::of(other, seat)), text);

      // Other seats' unknown cards and the deck appear only as "??" and a count.
      const json j = json::parse(text);
      EXPECT_FALSE(j["deck"].contains("cards"));
      EXPECT_EQ(j["deck"]["size"], s.deck_size());
      for (int p = 0; p < players; ++p) {
        const auto& hand = j["players"][static_cast<std::size_t>(p)]["hand"];
        const int hidden = static_cast<int>(std::count(hand.begin(), hand.end(), "??"));
        const int known = static_cast<int>(std::count_if(s.player(p).known.begin(), s.player(p).known.end(),
                                                         [](CardType c) { return c != kNoCard; }));
        EXPECT_EQ(hidden, p == seat ? 0 : s.player(p).hand_size() - known);
      }
    }
  }
}

TEST(ViewCodec, ADecodedViewSamplesFullStates) {
  bg::Rng rng(9);
  State s = new_game(4);
  ASSERT_TRUE(play_randomly_until(s, rng, [](const State& x) { return x.turn_number() > 20; }));
  auto decoded = decode_view(encode_view(SeatView::of(s, 2)));
  ASSERT_TRUE(decoded.ok()) << decoded.reason();
  for (int i = 0; i < 50; ++i) {
    const State full = decoded->sample(rng);
    EXPECT_EQ(invariant_violations(full), "");
    EXPECT_EQ(SeatView::of(full, 2), decoded.value());
    EXPECT_EQ(full.player(2).hand, s.player(2).hand);
  }
  play_on_from(decoded.value(), rng);
}

// One mid-game view (3 players, seat 0) as a JSON object to damage.
json base_view() {
  bg::Rng rng(3);
  State s = new_game(3);
  play_randomly_until(s, rng, [](const State& x) { return x.turn_number() > 14 && x.phase() == Phase::kMust && x.building_count() >= 3; });
  return json::parse(encode_view(SeatView::of(s, 0)));
}

std::string rejection_of(const json& j) {
  auto decoded = decode_view(j.dump());
  return decoded.ok() ? "" : decoded.reason();
}

TEST(ViewCodec, HostileInputsAreRejectedWithAReason) {
  const json base = base_view();
  ASSERT_EQ(rejection_of(base), "");
  ASSERT_GE(base["buildings"].size(), 3u);
  ASSERT_GE(base["players"][0]["hand"].size(), 2u);

  for (const char* text : {"", "{", "[1,2]", "null", "\"arkadia-view\"", "{\"format\":\"arkadia-view\"}", "{}}"}) {
    auto decoded = decode_view(text);
    EXPECT_FALSE(decoded.ok()) << text;
    EXPECT_NE(decoded.reason(), "");
  }
  const std::string full = base.dump();
  for (std::size_t n = 0; n < full.size(); ++n) EXPECT_FALSE(decode_view(full.substr(0, n)).ok()) << "prefix " << n;
  EXPECT_FALSE(decode_view(std::string(70'000, ' ')).ok());

  struct Case {
    const char* what;
    std::function<void(json&)> damage;
    const char* reason;  // a part of the expected reason
  };
  const std::vector<Case> cases = {
      {"seat as a string", [](json& j) { j["seat"] = "0"; }, "'seat' must be a whole number"},
      {"players as an object", [](json& j) { j["players"] = json::object(); }, "'players' must be an array"},
      {"gold as a fraction", [](json& j) { j["players"][0]["gold"] = 1.5; }, "'gold' must be a whole number"},
      {"hand as a string", [](json& j) { j["players"][0]["hand"] = "TR-R"; }, "'hand' must be an array"},
      {"height as a boolean", [](json& j) { j["castle"]["heights"][0] = true; }, "a height must be a whole number"},
      {"laid as a number", [](json& j) { j["turn"]["laid"] = 0; }, "'laid' must be true or false"},
      {"missing field", [](json& j) { j.erase("castle"); }, "'castle' is missing"},
      {"unknown field", [](json& j) { j["cards"] = json::array(); }, "unknown field 'cards'"},
      {"unknown nested field", [](json& j) { j["players"][1]["deck"] = 1; }, "unknown field 'deck'"},
      {"version 2", [](json& j) { j["version"] = 2; }, "version 2 is not supported"},
      {"another format", [](json& j) { j["format"] = "arkadia-record"; }, "'format' must be"},
      {"seat out of range", [](json& j) { j["seat"] = 3; }, "'seat' must be from -1 to 2"},
      {"seat below the public view's", [](json& j) { j["seat"] = -2; }, "'seat' must be from -1 to 2"},
      {"five players", [](json& j) { j["options"]["players"] = 5; }, "'players' must be from 2 to 4"},
      {"huge number", [](json& j) { j["players"][0]["gold"] = 18446744073709551615ull; }, "'gold' must be from"},
      {"lot off the zone", [](json& j) { j["options"]["lot"] = "a1"; }, "castle lot"},
      {"worker off the board", [](json& j) { j["players"][1]["workers"].push_back("q1"); }, "not a square"},
      {"worker below the board", [](json& j) { j["neutral_workers"].push_back("a13"); }, "not a square"},
      {"worker on a building", [](json& j) { j["players"][1]["workers"].push_back(j["buildings"][0][1]); }, "covers a worker"},
      {"worker on the lot", [](json& j) { j["neutral_workers"].push_back("h6"); }, "castle lot"},
      {"two workers on a square",
       [](json& j) {
         j["neutral_workers"].push_back("a1");
         j["players"][2]["workers"].push_back("a1");
       },
       "two workers stand on a1"},
      {"building off the board", [](json& j) { j["buildings"][0][1] = "p12"; }, ""},
      {"building on the lot", [](json& j) { j["buildings"][0][1] = "h6"; }, ""},
      {"overlapping buildings", [](json& j) { j["buildings"].push_back(j["buildings"][1]); }, "overlaps another building"},
      {"no such orientation", [](json& j) { j["buildings"][0][2] = 8; }, "the orientation must be from 0 to 7"},
      {"mirrored tile", [](json& j) { j["buildings"][0][2] = 5; }, ""},
      {"no such card", [](json& j) { j["display"][0] = "XX-R"; }, "'display' slot 1"},
      {"hidden display card", [](json& j) { j["display"][0] = "??"; }, "'display' slot 1"},
      {"hidden building", [](json& j) { j["buildings"][0][0] = "??"; }, "face up"},
      {"hidden card in the own hand", [](json& j) { j["players"][0]["hand"][0] = "??"; }, "sees its own hand"},
      {"hidden known card", [](json& j) { j["players"][1]["known"].push_back("??"); }, "is hidden"},
      {"too many copies",
       [](json& j) {
         for (auto& c : j["players"][0]["hand"]) c = "MO-R";
         j["players"][0]["known"] = json::array();
       },
       "cards MO-R are visible; the box has 1"},
      {"a card too many",
       [](json& j) {
         j["deck"]["drawn"] = j["deck"]["drawn"].get<int>() - 1;
         j["deck"]["size"] = j["deck"]["size"].get<int>() + 1;
       },
       "hidden; the box has 40"},
      {"building with a missing flag", [](json& j) { j["buildings"][0].erase(5); }, "must be [card, first square"},
      {"deck beyond the box", [](json& j) { j["deck"]["drawn"] = 41; }, "'drawn' must be from 0 to 40"},
      {"a revealed card the seat cannot know", [](json& j) { j["players"][1]["hand"][0] = j["display"][0]; }, "other than the ones known"},
      {"a worker too many", [](json& j) { j["players"][1]["own_reserve"] = j["players"][1]["own_reserve"].get<int>() + 1; }, "seat 1's workers"},
      {"a neutral worker too many", [](json& j) { j["neutral_pool"] = j["neutral_pool"].get<int>() + 1; }, "neutral"},
      {"five banners", [](json& j) { j["players"][0]["banners"] = 5; }, "'banners' must be from 0 to 4"},
      {"castle piece from nowhere", [](json& j) { j["castle"]["supply"][2][0] = j["castle"]["supply"][2][0].get<int>() + 1; }, "castle"},
      {"castle tower", [](json& j) { j["castle"]["heights"][0] = 3; }, "castle"},
      {"castle seal letter", [](json& j) { j["castle"]["tops"][0] = "X"; }, "family letter"},
      {"turn zero", [](json& j) { j["turn"]["number"] = 0; }, "'number' must be from 1"},
      {"no such phase", [](json& j) { j["turn"]["phase"] = "lunch"; }, "not a phase"},
      {"refill without laying out", [](json& j) { j["turn"]["phase"] = "refill"; }, "refilling needs"},
      {"selling nothing", [](json& j) { j["turn"]["phase"] = "sell"; j["turn"]["sell_family"] = "S"; j["players"][j["turn"]["current"].get<int>()]["seals"][3] = 0; }, ""},
      {"chosen square without a building", [](json& j) { j["turn"]["chosen"] = "h6"; }, "first square of a building"},
      {"castle pieces due in phase must", [](json& j) { j["turn"]["pending_pieces"] = 2; }, "castle pieces are due"},
      {"game over without a reason", [](json& j) { j["turn"]["phase"] = "game_over"; }, "end reason"},
      {"end without the castle", [](json& j) { j["end"]["triggered"] = true; }, "floor 2"},
  };
  for (const Case& c : cases) {
    json j = base;
    c.damage(j);
    const std::string why = rejection_of(j);
    EXPECT_NE(why, "") << c.what << " was accepted";
    EXPECT_NE(why.find(c.reason), std::string::npos) << c.what << ": " << why;
  }
}

// Damages text the way a broken or hostile sender might: characters flipped, dropped or
// inserted, numbers changed (to values near every limit the decoder checks).
std::string mangled(std::string text, bg::Rng& rng) {
  static constexpr std::string_view kChars = "{}[]\":,.-+0123456789eE abgknpRSBO?nulltrue";
  static constexpr std::array<std::string_view, 20> kNumbers = {
      "0", "1", "2", "3", "4", "5", "7", "8", "10", "11", "12", "24", "25", "39", "40", "41", "255", "-1", "65536",
      "99999999999999999999"};
  const int edits = 1 + static_cast<int>(rng.below(3));
  for (int e = 0; e < edits && !text.empty(); ++e) {
    const std::size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
    switch (rng.below(4)) {
      case 0: text[at] = kChars[rng.below(static_cast<std::uint32_t>(kChars.size()))]; break;
      case 1: text.erase(at, 1); break;
      case 2: text.insert(at, 1, kChars[rng.below(static_cast<std::uint32_t>(kChars.size()))]); break;
      default: {
        // The number at or after `at`.
        const std::size_t begin = text.find_first_of("0123456789", at);
        if (begin == std::string::npos) break;
        const std::size_t end = text.find_first_not_of("0123456789", begin);
        text.replace(begin, end - begin, kNumbers[rng.below(static_cast<std::uint32_t>(kNumbers.size()))]);
      }
    }
  }
  return text;
}

TEST(ViewCodec, MangledEncodingsAreRejectedOrSafeToPlay) {
  const std::vector<std::string> encodings = sample_encodings();
  ASSERT_GE(encodings.size(), 30u);
  bg::Rng rng(2024);
  int accepted = 0;
  constexpr int kAttempts = 4000;
  for (int i = 0; i < kAttempts; ++i) {
    const std::string text = mangled(encodings[rng.below(static_cast<std::uint32_t>(encodings.size()))], rng);
    auto decoded = decode_view(text);
    if (!decoded.ok()) {
      ASSERT_NE(decoded.reason(), "");
      continue;
    }
    ++accepted;
    SCOPED_TRACE(text);
    // What is accepted is a view like any other: it encodes back to itself and plays.
    auto again = decode_view(encode_view(decoded.value()));
    ASSERT_TRUE(again.ok()) << again.reason();
    ASSERT_EQ(again.value(), decoded.value());
    play_on_from(decoded.value(), rng);
    if (HasFatalFailure()) return;
  }
  std::printf("%d of %d mangled views accepted\n", accepted, kAttempts);
  EXPECT_GT(accepted, 0);  // some damage (a changed gold count) is a valid view
  EXPECT_LT(accepted, kAttempts);
}

}  // namespace
}  // namespace test
