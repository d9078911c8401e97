// `lesson-check FILE`: reads one lesson (bg/lesson.hpp) of a hosted game and prints whether it is
// valid, who is to move, its accepted answers, and the AI's verdict: Hard's choice at the lesson's
// position and, for "answers", whether that choice is an accepted answer or how much worse each
// accepted answer is by the review's worth. Exit 1 when the file is refused or an accepted answer
// is worse than Hard's choice by more than the tolerance (the judge's margin does not apply:
// a lesson has answers or a judge, never both). With --strict, also when a decision the lesson
// does not accept (among the mover's best-ranked ones) is worth as much as the best of Hard's
// choice and the answers within the tolerance: the page would call it right (as good), so the
// lesson's answers are not the question's only good ones.
#pragma once

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "args.hpp"
#include "bg/lesson.hpp"
#include "game_cli.hpp"
#include "record_file.hpp"

namespace cli {

// How much worse than Hard's choice an accepted answer may be, in the game's unit, unless
// --tolerance says: the review's worths of two equally good decisions differ by about this much.
inline constexpr double kDefaultLessonTolerance = 1.0;

inline std::string signed_worth(double worth) {
  char text[32];
  std::snprintf(text, sizeof text, "%+.2f", worth);
  return text;
}

template <bg::HostedGame G>
std::string decision_text(const std::vector<typename G::Action>& decision) {
  std::string out;
  for (const auto& a : decision) out += (out.empty() ? "" : "; ") + G::action_text(a);
  return out;
}

template <bg::HostedGame G>
int lesson_check_command(const GameCli<G>& game, const std::vector<std::string>& argv) {
  Args args(argv, {"strict"}, {"tolerance"}, 1);
  const bool strict = args.has("strict");
  double tolerance = kDefaultLessonTolerance;
  if (const auto given = args.get("tolerance")) {
    char* end = nullptr;
    tolerance = std::strtod(given->c_str(), &end);
    if (given->empty() || *end || !(tolerance >= 0 && tolerance < 1e6)) {
      std::cerr << "bg-cli lesson-check: --tolerance must be a number of at least 0\n";
      return 2;
    }
  }
  if (!args.error().empty() || args.positional().size() != 1) {
    std::cerr << "bg-cli lesson-check: " << (args.error().empty() ? "give one lesson file" : args.error()) << "\n";
    return 2;
  }
  const std::string& path = args.positional()[0];
  const auto text = read_record_file(path);
  const auto read = text.ok() ? bg::read_lesson<G>(text.value()) : bg::Expected<bg::Lesson<G>>(text.status());
  if (!read.ok()) {
    std::cout << path << ": invalid: " << read.reason() << "\n";
    return 1;
  }
  const bg::Lesson<G>& lesson = read.value();
  const auto& seats = lesson.record.seats;
  std::cout << path << ": valid\n  " << G::kId << ", at action " << lesson.fields.start << " of "
            << lesson.record.actions.size() << "; to move: " << game.seat_name(lesson.student)
            << (static_cast<std::size_t>(lesson.student) < seats.size() ? " (" + seats[lesson.student] + ")" : "")
            << "\n";
  const auto view = G::view(lesson.position, lesson.student);
  const std::string unit = " " + game.score_word;
  if (lesson.fields.margin) {
    // Any decision gives Hard's; the position's first legal action is as good as another.
    const auto review = game.review_at_hard(view, {lesson.position.legal_actions().front()});
    std::cout << "  judged: right within " << *lesson.fields.margin << unit << " of Hard's choice\n"
              << "  Hard: " << decision_text<G>(review.preferred) << " (worth " << signed_worth(review.preferred_gain)
              << unit << ")\n";
    return 0;
  }
  std::cout << "  answers, all legal:";
  for (const auto& answer : lesson.answers) std::cout << " \"" << decision_text<G>(answer) << "\"";
  std::cout << "\n";
  bool too_far = false;
  double best = -1e9;
  for (std::size_t i = 0; i < lesson.answers.size(); ++i) {
    const auto& answer = lesson.answers[i];
    const auto review = game.review_at_hard(view, answer);
    if (i == 0)
      std::cout << "  Hard: " << decision_text<G>(review.preferred) << " (worth " << signed_worth(review.preferred_gain)
                << unit << "), " << (bg::is_accepted_answer(lesson, review.preferred) ? "an" : "NOT an")
                << " accepted answer\n";
    const bool hards = review.preferred.size() >= answer.size() &&
                       std::equal(answer.begin(), answer.end(), review.preferred.begin());
    const double loss = hards ? 0.0 : std::max(0.0, review.preferred_gain - review.chosen_gain);
    best = std::max({best, review.preferred_gain, review.chosen_gain});
    std::cout << "  answer \"" << decision_text<G>(answer) << "\": ";
    if (hards) {
      std::cout << "Hard's choice\n";
      continue;
    }
    char worse[160];
    std::snprintf(worse, sizeof worse, "worth %s%s, %.2f%s worse than Hard's%s%.2f%s",
                  signed_worth(review.chosen_gain).c_str(), unit.c_str(), loss, unit.c_str(),
                  loss > tolerance ? " (more than the tolerance, " : " (within the tolerance, ", tolerance, ")");
    std::cout << worse << "\n";
    too_far |= loss > tolerance;
  }
  if (strict && game.worth_at_hard && game.candidates_at_hard) {
    // The rejected decisions the page would call as good: worth the best within the tolerance.
    constexpr int kCandidates = 24;
    int weighed = 0, as_good = 0;
    for (const auto& decision : game.candidates_at_hard(view, kCandidates)) {
      if (bg::is_accepted_answer(lesson, decision)) continue;
      ++weighed;
      const double worth = game.worth_at_hard(view, decision);
      if (best - worth > tolerance) continue;
      ++as_good;
      std::cout << "  rejected \"" << decision_text<G>(decision) << "\": worth " << signed_worth(worth) << unit
                << ", within the tolerance of the best (" << signed_worth(best) << unit << ")\n";
    }
    std::cout << "  strict: " << weighed << " rejected decisions weighed, " << as_good << " as good as the best\n";
    too_far |= as_good > 0;
  }
  return too_far ? 1 : 0;
}

}  // namespace cli
