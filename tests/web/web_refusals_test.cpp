// Refusals as codes: every code the engines and the page can refuse with has a French and a German
// text with the same placeholders as its English one, and the page shows a real refusal in the
// player's language, game words and wrapped causes included.
#include <gtest/gtest.h>

#include <set>
#include <span>
#include <string>
#include <vector>

#include "arkadia/notation.hpp"
#include "arkadia/record.hpp"
#include "arkadia/refusals.hpp"
#include "arkadia/state.hpp"
#include "arkantis/refusals.hpp"
#include "bg/refusals.hpp"
#include "game_headers.hpp"       // each game's GAME/game.hpp
#include "registered_games.hpp"  // BG_FOR_EACH_GAME: every game of this build
#include "i18n.hpp"
#include "page_refusals.hpp"
#include "remote_invitation.hpp"
#include "remote_refusals.hpp"

namespace web {
namespace {

struct Catalog {
  const char* name;
  std::span<const bg::RefusalText> texts;
  bool a_game = false;  // a game may have none: its refusals are plain English
};

// The generic catalogs and every registered game's (HostedGame::refusals()).
const std::vector<Catalog> kCatalogs = [] {
  std::vector<Catalog> all = {{"bg", bg::refusal::kAllRefusals},
                              {"page", web::refusal::kAllRefusals},
                              {"remote", web::remote::refusal::kAllRefusals}};
#define BG_ADD_CATALOG(id, Type) all.push_back({#id, Type::refusals(), true});
  BG_FOR_EACH_GAME(BG_ADD_CATALOG)
#undef BG_ADD_CATALOG
  return all;
}();

TEST(Refusals, CodesAreUniqueAndNamespacedByTheirCatalog) {
  std::set<std::string> seen;
  for (const Catalog& c : kCatalogs) {
    ASSERT_TRUE(c.a_game || !c.texts.empty()) << c.name;
    for (const bg::RefusalText& t : c.texts) {
      EXPECT_TRUE(seen.insert(std::string(t.code)).second) << "duplicate code " << t.code;
      EXPECT_EQ(std::string(t.code).rfind(std::string(c.name) + ".", 0), 0u) << t.code;
      EXPECT_FALSE(t.english.empty()) << t.code;
    }
  }
}

TEST(Refusals, EveryCodeIsTranslatedWithTheSamePlaceholders) {
  const Translator t;
  std::set<std::string> codes;
  for (const Catalog& c : kCatalogs)
    for (const bg::RefusalText& r : c.texts) {
      const std::string key = "refusal." + std::string(r.code);
      codes.insert(key);
      // English comes from the engine, once; the tables hold the other languages.
      EXPECT_FALSE(t.table(Language::kEnglish).find(key)) << key << " duplicates the engine's English";
      for (Language l : {Language::kFrench, Language::kGerman}) {
        const std::string* text = t.table(l).find(key);
        if (!text) {
          ADD_FAILURE() << language_code(l) << " lacks " << key;
          continue;
        }
        EXPECT_EQ(placeholders(*text), placeholders(r.english)) << language_code(l) << " " << key;
      }
    }
  for (Language l : {Language::kFrench, Language::kGerman})
    for (const auto& [key, text] : t.table(l).entries())
      if (key.rfind("refusal.", 0) == 0) {
        EXPECT_TRUE(codes.count(key)) << language_code(l) << " has unknown " << key;
      }
}

TEST(Refusals, ABrokenInvitationIsExplainedInTheFriendsLanguage) {
  const auto read = remote::parse_invitation("?join=arkadia", "#v=1&p=host&s=3&n=3&h=Anna&k=" + std::string(32, 'a'), "arkadia");
  ASSERT_FALSE(read.ok());
  Translator t;
  t.set_language(Language::kFrench);
  EXPECT_EQ(t.tr("remote.error.invalid", {{"reason", t.describe(read.status())}}),
            "L'invitation n'est pas valable\u00a0: la place du lien n'est pas une place de sa table");
  t.set_language(Language::kGerman);
  EXPECT_EQ(t.describe(read.status()), "der Platz des Links gehört nicht zu seinem Tisch");
}

arkadia::GameRecord new_record() {
  arkadia::GameOptions o;
  o.players = 2;
  return arkadia::new_record(o, {"Ada", "Bob"}, 7);
}

arkadia::State new_game() {
  auto s = arkadia::replay(new_record());
  EXPECT_TRUE(s.ok()) << s.reason();
  return std::move(s).value();
}

TEST(Refusals, ThePageShowsAnEngineRefusalInThePlayersLanguage) {
  const arkadia::State s = new_game();
  // A building on the castle lot.
  const arkadia::CardType card = s.player(s.current_player()).hand[0];
  const auto refused = s.check(arkadia::Action::lay_out(card, 0, s.lot_corner()));
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.code(), "arkadia.play.covers_lot");
  Translator t;
  EXPECT_EQ(t.describe(refused), refused.reason()) << "English is the engine's own text";
  t.set_language(Language::kFrench);
  EXPECT_EQ(t.describe(refused), "l'édifice couvrirait le site de la forteresse");
  t.set_language(Language::kGerman);
  EXPECT_EQ(t.describe(refused), "das Gebäude würde den Bauplatz des Kastells bedecken");
}

TEST(Refusals, GameWordsAndWrappedCausesAreTranslatedToo) {
  // A record whose first action is refused: the frame, the action and the engine's reason, and
  // the family named in it, all in German.
  auto record = new_record();
  record.actions.push_back(arkadia::Action::sell(static_cast<arkadia::Family>(0), 1));
  const auto replayed = arkadia::replay(record);
  ASSERT_FALSE(replayed.ok());
  EXPECT_EQ(replayed.status().code(), "arkadia.record.action_illegal");
  EXPECT_EQ(replayed.status().cause().code(), "arkadia.play.wrong_step");
  Translator t;
  t.set_language(Language::kGerman);
  const std::string german = t.describe(replayed.status());
  EXPECT_EQ(german.rfind("Aktion 1 „sell R 1“ ist nicht erlaubt: jetzt ist dran: ", 0), 0u) << german;
  EXPECT_EQ(german.find("lay out"), std::string::npos) << german;
  EXPECT_NE(german.find("Gebäude legen"), std::string::npos) << german;

  // A family as a translated word.
  const auto no_piece = bg::Status::refuse(arkadia::refusal::kNoPieceLeft,
                                           {bg::Arg("family", "olive", "arkadia.family.1"), bg::Arg("floor", 2)});
  EXPECT_EQ(no_piece.reason(), "no olive piece is left for floor 2");
  t.set_language(Language::kFrench);
  EXPECT_EQ(t.describe(no_piece), "il ne reste aucun bloc olive pour l'étage 2");
  t.set_language(Language::kGerman);
  EXPECT_EQ(t.describe(no_piece), "für Stockwerk 2 ist kein Stein der Familie Oliv mehr übrig");
}

TEST(Refusals, TextsFromOutsideStayAsTheyCame) {
  const bg::Status outside = bg::Status::error("a {brace} from a parser");
  EXPECT_EQ(outside.reason(), "a {brace} from a parser");
  EXPECT_EQ(outside.code(), "");
  Translator t;
  t.set_language(Language::kFrench);
  EXPECT_EQ(t.describe(outside), "a {brace} from a parser");
  EXPECT_EQ(t.describe(bg::Status{}), "");
}

}  // namespace
}  // namespace web
