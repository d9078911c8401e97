// The review's "why" from the review's own parts (web/logic/review_words.hpp): the biggest part
// first, each in the direction it favours, none that rounds to nothing, and every sentence found
// in every language.
#include <gtest/gtest.h>

#include "game_review.hpp"
#include "i18n.hpp"
#include "review_words.hpp"

namespace web {
namespace {

TEST(ReviewWords, ThePartsOfTheNumberAreSaidBiggestFirstEachForTheTurnItFavours) {
  Translator words;
  const std::vector<ReviewTerm> terms{{"claimed", 6.4}, {"counters", -2.2}, {"hand", 0.3}, {"others", 9.6}};
  const auto reasons = review_term_reasons(terms, words, "arkantis");
  ASSERT_EQ(reasons.size(), 4u) << "the lead and three parts: the hand's 0.3 rounds to nothing";
  EXPECT_EQ(reasons[0], words.tr("arkantis.why.terms"));
  EXPECT_EQ(reasons[1], "Your turn: the best of the others ends 10 points higher.");
  EXPECT_EQ(reasons[2], "The computer's turn: 6 more points of cards claimed by the end.");
  EXPECT_EQ(reasons[3], "Your turn: 2 more counters at the end.");
  const auto one = review_term_reasons({{"hand", -1.2}}, words, "arkantis");
  ASSERT_EQ(one.size(), 2u);
  EXPECT_EQ(one[1], "The computer's turn: 1 more card left in hand at the end, a point lost.");
  // Nothing worth a point either way, and no parts at all.
  EXPECT_EQ(review_term_reasons({{"claimed", 0.4}, {"others", -0.2}}, words, "arkantis"),
            (std::vector<std::string>{words.tr("arkantis.why.even")}));
  EXPECT_TRUE(review_term_reasons({}, words, "arkantis").empty());
}

// A hint's worth is the lead it leaves over the best other player, said as a lead or a gap,
// never as a signed figure (issue 77: "About -1 gold for you over the best other player"), in
// both games and every language.
TEST(ReviewWords, AHintsWorthIsSaidAsALeadOrAGapNeverASignedFigure) {
  Translator words;
  EXPECT_EQ(hint_worth_line(words, "hint.shown", "arkadia", "lay out a farm", -1.2),
            "Hint (the computer at Hard): lay out a farm. About 1 gold behind the best other player.");
  EXPECT_EQ(hint_worth_line(words, "hint.shown", "arkadia", "lay out a farm", 3.4),
            "Hint (the computer at Hard): lay out a farm. About 3 gold ahead of the best other player.");
  EXPECT_EQ(hint_worth_line(words, "hint.shown", "arkadia", "lay out a farm", 0.3),
            "Hint (the computer at Hard): lay out a farm. About level with the best other player.");
  EXPECT_EQ(hint_worth_line(words, "arkantis.hint.shown.final", "arkantis", "take a1", -5),
            "Hint (the computer at Hard): take a1. By the end, as the computer plays it out, about 5 points behind the best "
            "other player.");
  words.set_language(Language::kFrench);
  EXPECT_EQ(hint_worth_line(words, "hint.shown", "arkadia", "poser une ferme", 1),
            "Conseil (l'ordinateur au niveau Difficile)\u00a0: poser une ferme. Environ 1 or d'avance sur le meilleur autre joueur.");
  EXPECT_EQ(hint_worth_line(words, "hint.shown", "arkadia", "poser une ferme", -2),
            "Conseil (l'ordinateur au niveau Difficile)\u00a0: poser une ferme. Environ 2 or de retard sur le meilleur autre joueur.");
  for (const Language language : {Language::kEnglish, Language::kFrench, Language::kGerman}) {
    words.set_language(language);
    for (const auto& [key, game] : {std::pair{"hint.shown", "arkadia"}, std::pair{"arkantis.hint.shown.final", "arkantis"}}) {
      for (const double worth : {-7.0, 0.0, 7.0}) {
        const std::string line = hint_worth_line(words, key, game, "MOVE", worth);
        EXPECT_NE(line.find("MOVE"), std::string::npos) << line;
        EXPECT_EQ(line.find('['), std::string::npos) << "every word found: " << line;
        EXPECT_EQ(line.find("-7"), std::string::npos) << line;
        EXPECT_EQ(line.find("+7"), std::string::npos) << line;
        if (worth != 0) {
          EXPECT_NE(line.find('7'), std::string::npos) << line;
        }
      }
    }
  }
  EXPECT_TRUE(words.missing_keys().empty());
}

// The parts each game's review gives (ai/arkantis/arkantis_review.hpp, ai/arkadia/explain.hpp).
TEST(ReviewWords, EveryPartOfEachGamesReviewIsSaidInEveryLanguage) {
  const std::vector<std::pair<std::string, std::vector<std::string>>> games{
      {"arkantis", {"claimed", "counters", "hand", "others"}},
      {"arkadia", {"gold", "seals", "workers", "banners", "buildings", "turn", "others"}}};
  Translator words;
  for (const Language language : kAllLanguages) {
    words.set_language(language);
    for (const auto& [game, names] : games) {
      for (const std::string& name : names)
        for (const double worth : {1.0, -1.0, 5.0, -5.0})
          for (const std::string& sentence : review_term_reasons({{name, worth}}, words, game)) {
            EXPECT_EQ(sentence.find('['), std::string::npos) << sentence;
            EXPECT_EQ(sentence.find('{'), std::string::npos) << sentence;
          }
      EXPECT_EQ(std::string(words.tr(game + ".why.even")).find('['), std::string::npos) << game;
    }
  }
  words.set_language(Language::kFrench);
  EXPECT_EQ(review_term_reasons({{"others", -3.0}}, words, "arkantis")[1],
            "Tour de l'ordinateur\u00a0: le meilleur des autres finit avec 3 points de plus.");
  words.set_language(Language::kGerman);
  EXPECT_EQ(review_term_reasons({{"claimed", 1.0}}, words, "arkantis")[1],
            "Zug des Computers: am Ende 1 Kartenpunkt mehr beansprucht.");
  // Arkadia says "keep" for seals one holds (issue 48: it said "earned").
  words.set_language(Language::kEnglish);
  EXPECT_EQ(review_term_reasons({{"seals", -2.6}}, words, "arkadia")[1],
            "Your choice: the seals you keep are worth about 3 gold more, at their expected final values.");
}

}  // namespace
}  // namespace web
