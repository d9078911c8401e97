#include "table_words.hpp"

#include <cstdlib>

namespace web {

std::string change_words(const Translator& words, const SeatChange& change) {
  const long size = std::labs(change.difference);
  const std::string sign = change.difference < 0 ? "-" : "+";
  return words.count(change.key, size, {{"signed", sign + std::to_string(size)}, {"detail", change.detail}});
}

std::string change_said(const Translator& words, const SeatChange& change) {
  const std::string key = change.key + (change.difference < 0 ? ".lost" : ".gained");
  if (!words.has(key + "#other")) return change_words(words, change);
  return words.count(key, std::labs(change.difference), {{"detail", change.detail}});
}

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
