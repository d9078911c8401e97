#include "table_words.hpp"

namespace web {

std::string joined_names(const Translator& words, const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? std::string(words.tr("score.and")) : std::string(", ");
    out += names[i];
  }
  return out;
}

std::string spoken_words(const Translator& words, const LogEntry& entry, bool proposal) {
  std::vector<std::string> clauses{proposal && !entry.proposal.empty() ? entry.proposal : entry.text};
  clauses.insert(clauses.end(), entry.consequences.begin(), entry.consequences.end());
  return one_sentence(clauses, words.tr("announce.then"));
}

std::string result_words(const Translator& words, const std::vector<std::string>& winners,
                         const std::vector<std::string>& score_lines) {
  std::string out = std::string(words.tr("status.over")) + " " +
                    words.tr(winners.size() > 1 ? "score.share" : "score.wins", {{"players", joined_names(words, winners)}});
  for (const std::string& line : score_lines) out += " " + line + ".";
  return out;
}

}  // namespace web
