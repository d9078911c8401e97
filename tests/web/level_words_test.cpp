// Each level's words on the new-game form say what the held-out matches measured (issue 80): the
// share of games a level won on deals never used to tune it, as the results file in docs/ladder/
// gives it, in every language. A new match changes the file; this test then asks for the words.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <regex>
#include <string>

#include "i18n.hpp"
#include "nlohmann/json.hpp"
#include "source_dir.hpp"

namespace web {
namespace {

// The share of games `player` won in a results file of `bg-cli match --results` (a tie shares
// the win): each line's shares are in seat order, and the pair's second game swaps the seats.
double share_won(const std::string& file, const std::string& player, int& games) {
  std::ifstream in(tests::source_dir() + "/docs/ladder/" + file);
  EXPECT_TRUE(in) << file;
  double won = 0;
  games = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    const auto game = nlohmann::json::parse(line);
    const auto& pair = game["pair"];
    if (pair[0] != player && pair[1] != player) continue;
    const int index = pair[0] == player ? 0 : 1;
    const int seat = game["swap"].get<int>() == 0 ? index : 1 - index;
    won += game["shares"][static_cast<std::size_t>(seat)].get<double>();
    ++games;
  }
  return games > 0 ? won / games : 0;
}

struct LevelClaim {
  const char* key;
  const char* file;
  const char* player;
};

TEST(LevelWords, EachLevelSaysWhatItsHeldOutMatchMeasured) {
  const LevelClaim claims[] = {
      {"arkadia.level.about.1", "arkadia-normal-easy-heldout-seed-20261208.jsonl", "normal"},
      {"arkadia.level.about.2", "arkadia-hard-greedy-heldout-seed-20261208.jsonl", "hard"},
      {"arkadia.level.about.3", "expert-heldout-seed-20261207.jsonl", "expert"},
      {"arkantis.level.about.1", "arkantis-normal-easy-heldout-seed-20261208.jsonl", "normal"},
      {"arkantis.level.about.2", "arkantis-hard-greedy-heldout-seed-20261208.jsonl", "hard"},
      {"arkantis.level.about.3", "arkantis-expert-hard-heldout-seed-20261208.jsonl", "expert"},
  };
  const Translator words;
  // "won 66% of 400 games", "gagné 66 % de 400 parties", "gewann es 66 % von 400 Partien".
  const std::string space = "(?:\\s|\xC2\xA0)";  // French puts a no-break space before % and in "200 parties"
  const std::regex figure("(\\d+)" + space + "?% \\S+ (\\d+)" + space + "(games|parties|Partien)");
  for (const LevelClaim& claim : claims) {
    int games = 0;
    const double share = share_won(claim.file, claim.player, games);
    ASSERT_GE(games, 200) << claim.file;
    for (Language l : {Language::kEnglish, Language::kFrench, Language::kGerman}) {
      const std::string* text = words.table(l).find(claim.key);
      ASSERT_TRUE(text) << claim.key;
      std::smatch m;
      ASSERT_TRUE(std::regex_search(*text, m, figure)) << *text;
      EXPECT_EQ(std::stol(m[1].str()), std::lround(100 * share)) << language_code(l) << " " << claim.key;
      EXPECT_EQ(std::stoi(m[2].str()), games) << language_code(l) << " " << claim.key;
    }
  }
}

}  // namespace
}  // namespace web
