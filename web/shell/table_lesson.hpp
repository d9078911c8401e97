// A lesson at the table (TableApp<G>, table_app.hpp; web/logic/lesson_run.hpp): its position as a
// game that is never stored, the student's decision followed as it is made (on the board, by
// keyboard or typed), the verdict with the explanation in a box under the board, said aloud, and
// sent to the embedding page; then "Try again" or the next lesson.
#pragma once

#include <SDL.h>

#include "browser.hpp"
#include "lesson_run.hpp"
#include "review_words.hpp"
#include "table_app.hpp"

namespace web {

template <bg::HostedGame G>
void TableApp<G>::open_lesson_text(const std::string& text, const std::string& url) {
  info_.clear();
  if (const auto game = bg::lesson_game(text); game && *game != G::kId) {
    notice_ = tr("lesson.other_game", {{"game", *game}});
    post_event(error_event("lesson", notice_));
    return;
  }
  auto lesson = bg::read_lesson<G>(text);
  if (!lesson.ok()) {
    notice_ = tr("lesson.broken", {{"reason", refusal_text(lesson.status())}});
    post_event(error_event("lesson", notice_));
    return;
  }
  lesson_.emplace(std::move(lesson.value()), url);
  restart_lesson();
  if (lesson_) post_event(lesson_->opened_event(language_code(translator().language())));
}

// The lesson's position at the table, the student to move: the other seats are the computer's,
// and never move while the lesson is on (tick).
template <bg::HostedGame G>
void TableApp<G>::restart_lesson() {
  if (!lesson_) return;
  auto match = Match::resume(lesson_->opening_record());
  if (!match.ok()) {
    notice_ = tr("lesson.broken", {{"reason", refusal_text(match.status())}});
    lesson_.reset();
    return;
  }
  LessonRun<G> run(lesson_->lesson(), lesson_->url());
  table_.adopt_unsaved(std::move(match.value()));
  after_new_table();  // forgets any lesson: this one is set again below
  lesson_.emplace(std::move(run));
  const std::string language(language_code(translator().language()));
  const std::string title = lesson_->title(language);
  // A title that ends with its own stop ("Which castle piece?") takes no second one.
  const bool stopped = !title.empty() && (title.back() == '?' || title.back() == '!' || title.back() == '.');
  announce(title.empty() ? lesson_->question(language)
                         : tr(stopped ? "lesson.said.stopped" : "lesson.said", {{"title", title}, {"question", lesson_->question(language)}}));
}

// Follows the student's decision; asks the worker to judge it once it is made (unless it is an
// accepted answer), and the lesson's answer after it, and takes the answers. The verdict is said
// and sent to the embedding page.
template <bg::HostedGame G>
void TableApp<G>::follow_lesson() {
  if (!lesson_ || !session().game()) return;
  const LessonVerdict was = lesson_->verdict();
  switch (lesson_->follow(*session().game())) {
    case LessonStep::kRestart:
      restart_lesson();
      return;
    case LessonStep::kAskToJudge:
      ai_.cancel();  // a hint or move asked before is no answer to this
      ai_.review(lesson_->judge_view(), lesson_->judge_decision(), kHintLevel, 1);
      break;
    case LessonStep::kWait:
      break;
  }
  if (lesson_->verdict() == LessonVerdict::kJudging)
    if (const auto reply = ai_.take()) {
      if (!lesson_->take_judgement(reply->action, reply->error)) notice_ = tr("lesson.judge_failed");
      else if (lesson_->verdict() == LessonVerdict::kJudging)  // its next question: the lesson's answer
        ai_.review(lesson_->judge_view(), lesson_->judge_decision(), kHintLevel, 1);
    }
  if (lesson_->decided() && was != lesson_->verdict()) {
    speak();  // the student's last action is said before the verdict
    const bool has_next = !lesson_->lesson().fields.next.empty();
    announce(lesson_verdict_text() + " " + lesson_->explanation(language_code(translator().language())) + " " +
             tr(lesson_keys_key(move_entry_focused(), has_next)));
    post_event(lesson_->result_event(lesson_verdict_text()));
  }
}

// "Right." / "Not quite: ...". A decision the coach judged is told in its own words: what the
// student's move does and is worth, the computer's choice and its worth, and what separates them
// (the review's parts); a lesson with answers also names the answer it had in mind.
template <bg::HostedGame G>
std::string TableApp<G>::lesson_verdict_text() const {
  const bg::Lesson<G>& l = lesson_->lesson();
  const int at = l.fields.start;
  std::vector<std::string> accepted;
  for (const auto& answer : l.answers) accepted.push_back(decision_words(at, action_texts(answer)));
  const std::string answers = joined(accepted, tr("lesson.or"));
  const auto worse_by = lesson_->worse_by();
  if (lesson_->verdict() == LessonVerdict::kRight) {
    if (lesson_->listed() || !worse_by) return tr("lesson.right");
    if (!l.answers.empty())  // unlisted, but within kAsGoodMargin of the best
      return tr("lesson.right.as_good", {{"moves", answers},
                                         {"mine", signed_worth(lesson_->chosen_gain().value_or(0))},
                                         {"theirs", signed_worth(lesson_->best_gain().value_or(0))}});
    if (*worse_by >= 0.5)  // a worth that rounds to something
      return tr("lesson.right.close", {{"worth", worth_text(*worse_by)}, {"move", decision_words(at, lesson_->best())}});
    return tr("lesson.right");
  }
  // The coach's words when its worths bear the verdict out; else the lesson's answer alone.
  if (!lesson_->coach_agrees()) return tr("lesson.wrong.answers", {{"moves", answers}});
  std::string text = tr(lesson_->best_is_answer() ? "lesson.wrong.yours.answer" : "lesson.wrong.yours",
                       {{"move", decision_words(at, lesson_->chosen())},
                        {"mine", signed_worth(lesson_->chosen_gain().value_or(0))},
                        {"best", decision_words(at, lesson_->best())},
                        {"theirs", signed_worth(lesson_->best_gain().value_or(0))},
                        {"worth", worth_text(*worse_by)}});
  const auto chosen = parsed_actions(lesson_->chosen()), best = parsed_actions(lesson_->best());
  for (const std::string& why : lesson_->terms().empty() ? review_reasons(at, chosen, best)
                                                         : review_term_reasons(lesson_->terms(), translator(), G::kId))
    text += " " + why;
  if (!l.answers.empty() && !lesson_->best_is_answer()) text += " " + tr("lesson.wrong.answer_was", {{"moves", answers}});
  return text;
}

// The lesson's box under the board: the title, the question, then the verdict, the explanation
// and what comes next.
template <bg::HostedGame G>
void TableApp<G>::draw_lesson_box() {
  if (!lesson_) return;
  const std::string language(language_code(translator().language()));
  if (const std::string title = lesson_->title(language); !title.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, kGold);
    ImGui::TextWrapped("%s", tr("lesson.title", {{"title", title}}).c_str());  // French: "Leçon : ..."
    ImGui::PopStyleColor();
  }
  ImGui::TextWrapped("%s", lesson_->question(language).c_str());
  mark("lesson.question");
  if (lesson_->verdict() == LessonVerdict::kJudging) {
    ImGui::TextDisabled("%s", tr("lesson.judging"));
  } else if (lesson_->decided()) {
    const bool right = lesson_->verdict() == LessonVerdict::kRight;
    ImGui::PushStyleColor(ImGuiCol_Text, right ? ImVec4(0.55f, 0.85f, 0.5f, 1) : ImVec4(1.0f, 0.6f, 0.5f, 1));
    ImGui::TextWrapped("%s", lesson_verdict_text().c_str());
    ImGui::PopStyleColor();
    mark("lesson.verdict");
    ImGui::TextWrapped("%s", lesson_->explanation(language).c_str());
    if (ImGui::Button(tr("lesson.try_again"))) restart_lesson();
    mark("lesson.try_again");
    if (!lesson_->lesson().fields.next.empty()) {
      ImGui::SameLine();
      if (ImGui::Button(tr("lesson.next"))) open_next_lesson();
      mark("lesson.next");
    }
  }
}

// The next lesson: fetched beside this one, or asked of the embedding page for a lesson it sent.
template <bg::HostedGame G>
void TableApp<G>::open_next_lesson() {
  if (!lesson_ || lesson_->lesson().fields.next.empty()) return;
  if (const std::string url = lesson_->next_url(); !url.empty()) {
    inform("lesson.loading");
    lesson_url_ = url;
    fetch_lesson(url);
  } else {
    post_event(lesson_next_event(lesson_->lesson().fields.next));
  }
}

// Keys once the verdict is in: Z or Backspace tries again, N opens the next lesson.
template <bg::HostedGame G>
bool TableApp<G>::on_lesson_key(int key) {
  if (!lesson_ || !lesson_->decided()) return false;
  if (key == SDLK_z || key == SDLK_BACKSPACE) restart_lesson();
  else if (key == SDLK_n) open_next_lesson();
  else return false;
  return true;
}

}  // namespace web
