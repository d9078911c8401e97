#include "review_words.hpp"

#include <algorithm>
#include <cmath>

namespace web {

std::vector<std::string> review_term_reasons(const std::vector<ReviewTerm>& terms, const Translator& words,
                                             std::string_view prefix) {
  if (terms.empty()) return {};
  const std::string base = std::string(prefix) + ".why.";
  std::vector<ReviewTerm> shown;
  for (const ReviewTerm& t : terms)
    if (std::lround(std::abs(t.worth)) >= 1) shown.push_back(t);
  if (shown.empty()) return {words.tr(base + "even")};
  std::stable_sort(shown.begin(), shown.end(),
                   [](const ReviewTerm& a, const ReviewTerm& b) { return std::abs(a.worth) > std::abs(b.worth); });
  std::vector<std::string> out{words.tr(base + "terms")};
  for (const ReviewTerm& t : shown)
    out.push_back(words.count(base + "term." + t.name + (t.worth > 0 ? ".preferred" : ".chosen"), std::lround(std::abs(t.worth))));
  return out;
}

std::string hint_worth_line(const Translator& words, std::string_view key, std::string_view game, const std::string& move,
                            double worth) {
  const long whole = std::lround(worth);
  const std::string size = words.count(std::string(game) + ".hint.worth", std::labs(whole));
  const char* side = whole > 0 ? ".ahead" : whole < 0 ? ".behind" : ".level";
  return words.tr(std::string(key) + side, {{"move", move}, {"worth", size}});
}

}  // namespace web
