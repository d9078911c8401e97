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
