// A lesson at the table (core/bg/lesson.hpp; docs/embedding.md, "Lessons"): the student's
// decision from the lesson's position, followed action by action, and the verdict, as soon as the
// decision the question is about is made (bg::decision_in_progress: Arkadia's lay-out when the
// building is laid, not at the end of the turn). An accepted answer is right at once; any other
// decision is put to the coach (the review at Hard, ai/GAME/advisor.hpp), and for a lesson with
// answers so is its first answer, and the decision is measured against the better of the two (the
// computer's choice, the lesson's answer), and is right within the margin of that: the lesson's
// judge margin, or kAsGoodMargin for a lesson with answers ("right: not the answer we had in mind,
// but as good"). `bg-cli lesson-check --strict` holds every shipped lesson with answers to it: no
// decision among the mover's best-ranked that the lesson rejects is as good as its answers. The
// words of a verdict are the coach's when its worths bear it out (coach_agrees).
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
  kAskToJudge,  // the decision is made: ask the worker to judge (judge_view, judge_decision; then,
                // while still judging, the next question)
};

// For a lesson with answers, how much less than the best a decision no answer lists may be worth
// and still be right (as good), in the game's unit: the tolerance bg-cli lesson-check holds the
// listed answers to, and under --strict the decisions a lesson rejects.
inline constexpr double kAsGoodMargin = 1.0;

// The keys said after a verdict, as a text's key: Z tries again, N opens the next lesson (where
// there is one). Where the student answered in the move field, the keys are still there and Z or N
// would be typed as letters: Escape first (issue 76: "Z tries again" was said there).
inline const char* lesson_keys_key(bool in_move_field, bool has_next) {
  if (in_move_field) return has_next ? "lesson.keys.field" : "lesson.keys.field.last";
  return has_next ? "lesson.keys" : "lesson.keys.last";
}

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

  // The student's actions since the lesson's position, and whether the decision the question is
  // about is made (its last action played, the turn over or the game). Returns true when the
  // coach must now judge it: a decision that begins with no accepted answer, once made.
  bool follow(const std::vector<Action>& decision, bool decision_made) {
    if (decided() || verdict_ == LessonVerdict::kJudging) return false;
    decision_ = decision;
    if (!judged_by_ai() && bg::is_accepted_answer(lesson_, decision)) {
      verdict_ = LessonVerdict::kRight;
      listed_ = true;
      return false;
    }
    if (!decision_made || decision.empty()) return false;
    verdict_ = LessonVerdict::kJudging;
    questions_ = {decision};
    if (!judged_by_ai()) questions_.push_back(lesson_.answers.front());  // the answer's own worth
    asked_ = 0;
    student_.reset();
    return true;
  }

  // Follows the game at the table (the lesson's opening_record and what was played since).
  LessonStep follow(const MatchOf<G>& game) {
    if (game.actions_played() < lesson_.fields.start) return LessonStep::kRestart;
    const bool made = !bg::decision_in_progress<G>(game.state(), lesson_.student);
    return follow(decision_in(game.record().actions), made) ? LessonStep::kAskToJudge : LessonStep::kWait;
  }
  // The worker's review request that judges the decision: the question's position as the student
  // sees it, and the decision in notation (actions joined by ';').
  std::string judge_view() const { return G::view_to_json(G::view(lesson_.position, lesson_.student)); }
  // The decision the worker is asked about now: the student's, then the lesson's answer.
  std::string judge_decision() const {
    std::string text;
    if (asked_ < questions_.size())
      for (const Action& a : questions_[asked_]) text += (text.empty() ? "" : ";") + G::action_text(a);
    return text;
  }
  // The worker's reply (its answer text, or its error) to judge_decision(): true when taken (the
  // verdict, or the next question to ask while still judging), false when it could not judge and
  // the lesson is open again.
  bool take_judgement(const std::string& answer, const std::string& error) {
    const int played = asked_ < questions_.size() ? static_cast<int>(questions_[asked_].size()) : 0;
    const auto review = error.empty() && played > 0 ? parse_review_answer(answer, played) : std::nullopt;
    if (!review) {
      judging_failed();
      return false;
    }
    if (++asked_ < questions_.size()) {
      student_ = review;  // the lesson's answer is asked next
      return true;
    }
    if (!student_) {
      judged(review->preferred, review->preferred_gain, review->chosen_gain, review->length, review->terms);
      return true;
    }
    // The student's decision against the better of the computer's choice and the lesson's answer,
    // whose review is `review`; the parts of answer - student are (Hard - student) - (Hard - answer).
    std::vector<std::string> lesson_answer;
    for (const Action& a : lesson_.answers.front()) lesson_answer.push_back(G::action_text(a));
    judged(student_->preferred, student_->preferred_gain, student_->chosen_gain, student_->length, student_->terms,
           Reference{lesson_answer, review->chosen_gain, review->terms});
    return true;
  }

  // Another decision's worth to judge against, when better than the computer's (the lesson's
  // answer), with the parts of the computer's choice minus it.
  struct Reference {
    std::vector<std::string> decision;
    double gain = 0;
    std::vector<ReviewTerm> terms;
  };

  // The review's answer for the student's decision (game_review.hpp's ReviewAnswer fields):
  // right when it is the best or within margin() of it (for a lesson with answers, the best of
  // Hard's choice and the lesson's first answer).
  void judged(const std::vector<std::string>& preferred, double preferred_gain, double chosen_gain, int length,
              std::vector<ReviewTerm> terms = {}, std::optional<Reference> reference = std::nullopt) {
    best_ = preferred;
    best_gain_ = preferred_gain;
    terms_ = std::move(terms);
    best_is_answer_ = reference && reference->gain > preferred_gain;
    if (best_is_answer_) {
      best_ = reference->decision;
      best_gain_ = reference->gain;
      for (ReviewTerm& t : terms_)
        for (const ReviewTerm& r : reference->terms)
          if (r.name == t.name) t.worth -= r.worth;
    }
    chosen_.clear();
    for (int i = 0; i < length && i < static_cast<int>(decision_.size()); ++i) chosen_.push_back(G::action_text(decision_[static_cast<std::size_t>(i)]));
    worse_by_ = chosen_ == best_ ? 0.0 : std::max(0.0, *best_gain_ - chosen_gain);
    chosen_gain_ = chosen_gain;
    verdict_ = *worse_by_ <= margin() ? LessonVerdict::kRight : LessonVerdict::kWrong;
  }
  // How far from the best a right decision may be: the lesson's judge margin, or kAsGoodMargin.
  double margin() const { return judged_by_ai() ? lesson_.fields.margin.value_or(0) : kAsGoodMargin; }
  // The coach's worths say what the verdict says: a right one within the margin, a wrong one
  // further from the best than that.
  bool coach_agrees() const {
    if (!worse_by_) return false;
    return verdict_ == LessonVerdict::kRight ? *worse_by_ <= margin() : *worse_by_ > margin();
  }
  // The worker could not judge: the lesson is open again, to be answered anew.
  void judging_failed() {
    if (verdict_ == LessonVerdict::kJudging) verdict_ = LessonVerdict::kOpen;
    asked_ = 0;
    student_.reset();
  }
  // How much less the student's decision is worth than Hard's (when the coach judged it), and
  // Hard's choice.
  std::optional<double> worse_by() const { return worse_by_; }
  const std::vector<std::string>& best() const { return best_; }
  // The decision the coach judged (notation), what it and Hard's are worth to the student, and
  // what separates them (the review's parts: positive where Hard's choice has more).
  const std::vector<std::string>& chosen() const { return chosen_; }
  std::optional<double> chosen_gain() const { return chosen_gain_; }
  std::optional<double> best_gain() const { return best_gain_; }
  const std::vector<ReviewTerm>& terms() const { return terms_; }
  // Right by an accepted answer, not by the coach's worth.
  bool listed() const { return listed_; }
  // best() is the lesson's answer, worth more than the computer's own choice.
  bool best_is_answer() const { return best_is_answer_; }

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
  // `said`: the verdict in the page's words, for a site that shows it beside the board.
  std::string result_event(const std::string& said = "") const {
    std::vector<std::string> chosen;
    for (const Action& a : decision_) chosen.push_back(G::action_text(a));
    return lesson_result_event(verdict_ == LessonVerdict::kRight, chosen, worse_by_, best_, said);
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
  std::optional<double> worse_by_, chosen_gain_, best_gain_;
  std::vector<std::string> best_, chosen_;
  std::vector<ReviewTerm> terms_;
  bool listed_ = false, best_is_answer_ = false;
  // While judging: the decisions to ask about (the student's, then the lesson's answer), how many
  // were answered, and the student's review once it came.
  std::vector<std::vector<Action>> questions_;
  std::size_t asked_ = 0;
  std::optional<ReviewAnswer> student_;
};

}  // namespace web
