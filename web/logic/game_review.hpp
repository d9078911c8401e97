// The review after a game: each decision of the people at the table put to the AI worker (ai/GAME/
// review.hpp), one at a time, so the page keeps drawing and a progress bar can follow it; the
// costliest decisions are the ones whose estimated worth fell furthest short of the AI's choice.
// Driven by SessionOf (session.hpp): question() gives the next request, answer() takes the
// worker's reply.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "match.hpp"

namespace web {

// One part of what separates a person's decision from the AI's, in the review's unit: positive
// when the AI's choice has more of it (ai/review_request.hpp writes them; the web does not link
// the AI, it reads its answers).
struct ReviewTerm {
  std::string name;
  double worth = 0;
  bool operator==(const ReviewTerm&) const = default;
};

struct ReviewedDecision {
  int seat = 0;
  int at = 0;      // actions played before it: the replay's position
  int length = 1;  // its actions
  std::vector<std::string> chosen, preferred;  // notation
  double chosen_gain = 0, preferred_gain = 0;  // what each is worth to the mover, as the game's review says (Arkadia: the margin in gold; ArkantiS: its final margin in points, played out)
  std::vector<ReviewTerm> terms;  // preferred_gain - chosen_gain in parts, when the game's review gives them
  // preferred_gain - chosen_gain as an 80% interval, when the game's review measures one (ArkantiS:
  // over its play-outs); none for an estimate without a spread (Arkadia's evaluation).
  std::optional<std::pair<double, double>> loss_range;
  bool same() const { return chosen == preferred; }
  // What the choice cost against the AI's, by the evaluation; never below zero (the AI's choice
  // may look worse now and pay later).
  double loss() const { return same() ? 0.0 : std::max(0.0, preferred_gain - chosen_gain); }
};

// A worker's review answer "LENGTH\tPREFERRED\tPREFERRED_GAIN\tCHOSEN_GAIN[\tCHOSEN_FINAL[\tTERMS[\t
// CHOSEN_RANGE[\tLOSS_RANGE]]]]" (ai/review_request.hpp); nullopt when it is not one (an error, or a length
// outside 1..played).
struct ReviewAnswer {
  int length = 0;
  std::vector<std::string> preferred;
  double preferred_gain = 0, chosen_gain = 0;
  std::vector<double> chosen_final;  // each seat's mean final score after the chosen decision, when played out
  std::vector<ReviewTerm> terms;
  // Each seat's final score after the chosen decision as a calibrated range (the pass warning's),
  // one per seat of chosen_final; empty when the answer gives none.
  std::vector<std::pair<double, double>> chosen_range;
  std::optional<std::pair<double, double>> loss_range;  // PREFERRED_GAIN - CHOSEN_GAIN's 80% interval
};

// "NAME:WORTH NAME:WORTH" (ai/review_request.hpp); nullopt when a term is malformed or none is there.
inline std::optional<std::vector<ReviewTerm>> parse_review_terms(const std::string& text) {
  std::vector<ReviewTerm> terms;
  for (std::size_t from = 0; from <= text.size();) {
    const auto space = text.find(' ', from);
    const std::string item = text.substr(from, space == std::string::npos ? std::string::npos : space - from);
    const auto colon = item.find(':');
    if (colon == 0 || colon == std::string::npos || colon + 1 == item.size()) return std::nullopt;
    ReviewTerm term{item.substr(0, colon), 0};
    for (const char c : term.name)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.')) return std::nullopt;
    char* end = nullptr;
    term.worth = std::strtod(item.c_str() + colon + 1, &end);
    if (*end || std::isspace(static_cast<unsigned char>(item[colon + 1])) || !(std::abs(term.worth) < 1e6)) return std::nullopt;
    terms.push_back(std::move(term));
    if (space == std::string::npos) break;
    from = space + 1;
  }
  if (terms.empty()) return std::nullopt;
  return terms;
}
inline std::optional<ReviewAnswer> parse_review_answer(const std::string& text, int played) {
  std::vector<std::string> fields;
  for (std::size_t from = 0;;) {
    const auto tab = text.find('\t', from);
    fields.push_back(text.substr(from, tab == std::string::npos ? std::string::npos : tab - from));
    if (tab == std::string::npos) break;
    from = tab + 1;
  }
  if (fields.size() < 4 || fields.size() > 8 || fields[1].empty()) return std::nullopt;
  ReviewAnswer a;
  char* end = nullptr;
  const long length = std::strtol(fields[0].c_str(), &end, 10);
  if (fields[0].empty() || *end || length < 1 || length > played) return std::nullopt;
  a.length = static_cast<int>(length);
  for (std::size_t from = 0;;) {
    const auto semicolon = fields[1].find(';', from);
    a.preferred.push_back(fields[1].substr(from, semicolon == std::string::npos ? std::string::npos : semicolon - from));
    if (semicolon == std::string::npos) break;
    from = semicolon + 1;
  }
  double* gains[] = {&a.preferred_gain, &a.chosen_gain};
  for (int i = 0; i < 2; ++i) {
    const std::string& f = fields[static_cast<std::size_t>(2 + i)];
    *gains[i] = std::strtod(f.c_str(), &end);
    if (f.empty() || *end || !(std::abs(*gains[i]) < 1e6)) return std::nullopt;
  }
  if (fields.size() >= 6) {
    auto terms = parse_review_terms(fields[5]);
    if (!terms) return std::nullopt;
    a.terms = std::move(*terms);
  }
  if (fields.size() >= 5) {
    for (const char* p = fields[4].c_str(); *p;) {
      if (*p == ' ') return std::nullopt;  // strtod would skip it: one space between scores
      const double score = std::strtod(p, &end);
      if (end == p || !(std::abs(score) < 1e6) || (*end && *end != ' ')) return std::nullopt;
      a.chosen_final.push_back(score);
      p = *end ? end + 1 : end;
    }
    if (a.chosen_final.empty() && fields.size() == 5) return std::nullopt;  // empty only before the terms
  }
  if (fields.size() >= 7) {
    // "LOW:HIGH" per seat of CHOSEN_FINAL, one space apart, LOW <= HIGH.
    for (const char* p = fields[6].c_str(); *p;) {
      if (*p == ' ') return std::nullopt;  // strtod would skip it: one space between ranges
      const double low = std::strtod(p, &end);
      if (end == p || *end != ':' || !(std::abs(low) < 1e6)) return std::nullopt;
      p = end + 1;
      const double high = std::strtod(p, &end);
      if (end == p || !(std::abs(high) < 1e6) || high < low || (*end && *end != ' ')) return std::nullopt;
      a.chosen_range.emplace_back(low, high);
      if (*end && !end[1]) return std::nullopt;  // a space at the end
      p = *end ? end + 1 : end;
    }
    if (a.chosen_range.size() != a.chosen_final.size()) return std::nullopt;
  }
  if (fields.size() == 8) {
    // "LOW:HIGH", LOW <= HIGH; no spaces (strtod would skip them).
    const char* p = fields[7].c_str();
    const double low = std::strtod(p, &end);
    if (end == p || *end != ':' || !(std::abs(low) < 1e6) || std::isspace(static_cast<unsigned char>(*p))) return std::nullopt;
    p = end + 1;
    const double high = std::strtod(p, &end);
    if (end == p || *end || !(std::abs(high) < 1e6) || high < low || std::isspace(static_cast<unsigned char>(*p)))
      return std::nullopt;
    a.loss_range = std::make_pair(low, high);
  }
  return a;
}

template <bg::HostedGame G>
class ReviewOf {
 public:
  using Match = MatchOf<G>;
  struct Question {
    std::string view_json;
    std::string played;  // the person's next actions, ";"-separated
    int at = 0;
  };

  explicit ReviewOf(Match match) : match_(std::move(match)) {}

  // The next decision to ask about, skipping the AI seats' actions and forced ones; nullopt when
  // the review is complete. Asking twice gives the same question until it is answered.
  std::optional<Question> question() {
    const int n = match_.actions_played();
    while (cursor_ < n) {
      const auto& s = match_.position(cursor_);
      const int seat = s.current_player();
      if (seat >= 0 && match_.is_human(seat) && s.legal_actions().size() > 1) break;
      ++cursor_;
    }
    if (cursor_ >= n) {
      finished_ = true;
      return std::nullopt;
    }
    const int seat = match_.position(cursor_).current_player();
    Question q;
    q.at = cursor_;
    q.view_json = G::view_to_json(G::view(match_.position(cursor_), seat));
    for (int i = cursor_; i < n && match_.position(i).current_player() == seat; ++i)
      q.played += (i > cursor_ ? ";" : "") + G::action_text(match_.record().actions[static_cast<std::size_t>(i)]);
    played_ = 0;
    for (int i = cursor_; i < n && match_.position(i).current_player() == seat; ++i) ++played_;
    return q;
  }

  // The worker's reply to the last question (an error text skips that decision's first action).
  void answer(const std::string& reply) {
    if (cursor_ >= match_.actions_played()) return;
    const auto a = parse_review_answer(reply, played_);
    if (!a) {
      ++skipped_;
      ++cursor_;
      return;
    }
    ReviewedDecision d;
    d.seat = match_.position(cursor_).current_player();
    d.at = cursor_;
    d.length = a->length;
    for (int i = 0; i < a->length; ++i)
      d.chosen.push_back(G::action_text(match_.record().actions[static_cast<std::size_t>(cursor_ + i)]));
    d.preferred = a->preferred;
    d.preferred_gain = a->preferred_gain;
    d.chosen_gain = a->chosen_gain;
    d.terms = a->terms;
    d.loss_range = a->loss_range;
    decisions_.push_back(std::move(d));
    cursor_ += a->length;
  }

  // Every decision has been asked about (question() said so).
  bool finished() const { return finished_; }
  // Actions looked at so far, of all.
  int progress() const { return cursor_; }
  int total() const { return match_.actions_played(); }
  int skipped() const { return skipped_; }
  const Match& match() const { return match_; }
  const std::vector<ReviewedDecision>& decisions() const { return decisions_; }

  // The `n` decisions that cost most (a loss of at least half a unit), costliest first.
  std::vector<ReviewedDecision> costliest(std::size_t n) const {
    std::vector<ReviewedDecision> out;
    for (const auto& d : decisions_)
      if (d.loss() >= 0.5) out.push_back(d);
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.loss() > b.loss(); });
    if (out.size() > n) out.resize(n);
    return out;
  }

 private:
  Match match_;
  int cursor_ = 0;
  int played_ = 0;
  int skipped_ = 0;
  bool finished_ = false;
  std::vector<ReviewedDecision> decisions_;
};

}  // namespace web
