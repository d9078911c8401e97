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

}  // namespace web
