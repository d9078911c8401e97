// A lesson at the table (core/bg/lesson.hpp; docs/embedding.md, "Lessons"): the student's
// decision from the lesson's position, followed action by action, and the verdict. With accepted
// answers the verdict comes as soon as the decision begins with one (right) or can no longer
// (wrong); when the AI judges, once the student's turn is over, from the review's worths.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bg/lesson.hpp"
#include "embed_protocol.hpp"
#include "game_review.hpp"
#include "match.hpp"

namespace web {

enum class LessonVerdict { kOpen, kJudging, kRight, kWrong };
// What the table does after the student's latest action (LessonRun::follow(match)).
enum class LessonStep {
  kWait,        // nothing more to do now
  kRestart,     // undone past the question: it is asked again from the lesson's position
  kAskToJudge,  // the turn is over: ask the worker to judge (judge_view, judge_decision)
};

template <bg::HostedGame G>
class LessonRun {
 public:
  using Action = typename G::Action;

  LessonRun(bg::Lesson<G> lesson, std::string url) : lesson_(std::move(lesson)), url_(std::move(url)) {}

  const bg::Lesson<G>& lesson() const { return lesson_; }
  bool judged_by_ai() const { return lesson_.answers.empty(); }
  LessonVerdict verdict() const { return verdict_; }
  bool decided() const { return verdict_ == LessonVerdict::kRight || verdict_ == LessonVerdict::kWrong; }
  const std::vector<Action>& decision() const { return decision_; }

  // The student's actions since the lesson's position, and whether their turn is over (or the
  // game). Returns true when the AI must now judge (judged_by_ai and the turn is over).
  bool follow(const std::vector<Action>& decision, bool turn_over) {
    if (decided() || verdict_ == LessonVerdict::kJudging) return false;
    decision_ = decision;
    if (judged_by_ai()) {
      if (!turn_over || decision.empty()) return false;
      verdict_ = LessonVerdict::kJudging;
      return true;
    }
    if (bg::is_accepted_answer(lesson_, decision)) {
      verdict_ = LessonVerdict::kRight;
    } else {
      const bool may_still = std::any_of(lesson_.answers.begin(), lesson_.answers.end(), [&](const auto& answer) {
        return decision.size() < answer.size() && std::equal(decision.begin(), decision.end(), answer.begin());
      });
      if (!may_still || turn_over) verdict_ = LessonVerdict::kWrong;
    }
    return false;
  }

  // Follows the game at the table (the lesson's opening_record and what was played since).
  LessonStep follow(const MatchOf<G>& game) {
    if (game.actions_played() < lesson_.fields.start) return LessonStep::kRestart;
    const typename G::State& now = game.state();
    const bool turn_over = now.is_terminal() || now.current_player() != lesson_.student;
    return follow(decision_in(game.record().actions), turn_over) ? LessonStep::kAskToJudge : LessonStep::kWait;
  }
  // The worker's review request that judges the decision: the question's position as the student
  // sees it, and the decision in notation (actions joined by ';').
  std::string judge_view() const { return G::view_to_json(G::view(lesson_.position, lesson_.student)); }
  std::string judge_decision() const {
    std::string text;
    for (const Action& a : decision_) text += (text.empty() ? "" : ";") + G::action_text(a);
    return text;
  }
  // The worker's reply (its answer text, or its error): the verdict, or false when it could not
  // judge and the lesson is open again.
  bool take_judgement(const std::string& answer, const std::string& error) {
    const auto review = error.empty() ? parse_review_answer(answer, static_cast<int>(decision_.size())) : std::nullopt;
    if (!review) {
      judging_failed();
      return false;
    }
    judged(review->preferred, review->preferred_gain, review->chosen_gain, review->length);
    return true;
  }

  // The review's answer for the student's decision (game_review.hpp's ReviewAnswer fields):
  // right when it is Hard's choice or within the lesson's margin of it.
  void judged(const std::vector<std::string>& preferred, double preferred_gain, double chosen_gain, int length) {
    best_ = preferred;
    std::vector<std::string> chosen;
    for (int i = 0; i < length && i < static_cast<int>(decision_.size()); ++i) chosen.push_back(G::action_text(decision_[static_cast<std::size_t>(i)]));
    worse_by_ = chosen == preferred ? 0.0 : std::max(0.0, preferred_gain - chosen_gain);
    verdict_ = *worse_by_ <= lesson_.fields.margin.value_or(0) ? LessonVerdict::kRight : LessonVerdict::kWrong;
  }
  // The worker could not judge: the lesson is open again, to be answered anew.
  void judging_failed() {
    if (verdict_ == LessonVerdict::kJudging) verdict_ = LessonVerdict::kOpen;
  }
  // How much less the student's decision is worth than Hard's (judged lessons), and Hard's choice.
  std::optional<double> worse_by() const { return worse_by_; }
  const std::vector<std::string>& best() const { return best_; }

  // The game the lesson's question is asked in: its record up to the question, the student's seat
  // a person here ("you"), the others the computer at Hard (they never move: the lesson ends with
  // the student's turn).
  typename G::Record opening_record() const {
    typename G::Record record = G::record_setup(lesson_.record);
    record.actions.assign(lesson_.record.actions.begin(), lesson_.record.actions.begin() + lesson_.fields.start);
    for (int p = 0; p < lesson_.position.num_players(); ++p) {
      record.tags[seat_tag(p, "kind")] = p == lesson_.student ? "human" : "ai";
      record.tags[seat_tag(p, "level")] = "hard";
      record.tags[seat_tag(p, "default_name")] = p == lesson_.student ? "you" : "";
    }
    return record;
  }
  // The student's decision: what was played after the question in `played` (a record's actions).
  std::vector<Action> decision_in(const std::vector<Action>& played) const {
    return played.size() <= static_cast<std::size_t>(lesson_.fields.start)
               ? std::vector<Action>{}
               : std::vector<Action>(played.begin() + lesson_.fields.start, played.end());
  }
  // What the embedding page is told (embed_protocol.hpp).
  std::string opened_event(std::string_view language) const { return lesson_opened_event(lesson_.fields.start, title(language)); }
  std::string result_event() const {
    std::vector<std::string> chosen;
    for (const Action& a : decision_) chosen.push_back(G::action_text(a));
    return lesson_result_event(verdict_ == LessonVerdict::kRight, chosen, worse_by_, best_);
  }

  // The lesson's text in `language`, else in English.
  static const std::string& text(const bg::LessonText& texts, std::string_view language) {
    const auto it = texts.find(std::string(language));
    return it != texts.end() ? it->second : texts.at("en");
  }
  std::string title(std::string_view language) const { return lesson_.fields.title.empty() ? "" : text(lesson_.fields.title, language); }
  const std::string& question(std::string_view language) const { return text(lesson_.fields.question, language); }
  const std::string& explanation(std::string_view language) const { return text(lesson_.fields.explanation, language); }

  // Where the lesson came from ("" when a message carried it), and its next lesson's address
  // beside it; "" when there is none or nowhere to find it.
  const std::string& url() const { return url_; }
  std::string next_url() const {
    if (lesson_.fields.next.empty() || url_.empty()) return "";
    const auto slash = url_.rfind('/');
    return (slash == std::string::npos ? std::string() : url_.substr(0, slash + 1)) + lesson_.fields.next;
  }

 private:
  bg::Lesson<G> lesson_;
  std::string url_;
  std::vector<Action> decision_;
  LessonVerdict verdict_ = LessonVerdict::kOpen;
  std::optional<double> worse_by_;
  std::vector<std::string> best_;
};

}  // namespace web
