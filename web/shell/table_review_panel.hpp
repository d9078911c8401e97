// The review after the game, drawn: the score screen's list of the costliest decisions and the
// replay's note on the one it shows (TableApp<G>, table_app.hpp; the review itself is
// web/logic/game_review.hpp).
#pragma once

#include "keyboard_focus.hpp"
#include "table_app.hpp"
#include "review_words.hpp"

namespace web {

// The score screen's review of the game at the table (web/logic/game_review.hpp): a button to start
// it, its progress with a way to cancel, then the three costliest decisions, each opening the
// replay at that position with both choices drawn.
// "Turn 12, Ada: … (estimated loss: 6 points, likely 2 to 9 points)": the range when the game's
// review measured one (ArkantiS's play-outs) and it says more than the rounded loss.
template <bg::HostedGame G>
std::string TableApp<G>::review_item_words(const ReviewedDecision& d) const {
  const std::string turn = std::to_string(session().game()->position(d.at).turn_number());
  const std::string player = seat_name(d.seat), loss = worth_text(d.loss()), chosen = decision_words(d.at, d.chosen);
  const long low = d.loss_range ? std::lround(std::max(0.0, d.loss_range->first)) : 0;
  const long high = d.loss_range ? std::lround(std::max(0.0, d.loss_range->second)) : 0;
  if (low < high)
    return tr("review.item.range", {{"turn", turn}, {"player", player}, {"loss", loss}, {"chosen", chosen},
                                    {"low", std::to_string(low)}, {"high", worth_text(static_cast<double>(high))}});
  return tr("review.item", {{"turn", turn}, {"player", player}, {"loss", loss}, {"chosen", chosen}});
}

template <bg::HostedGame G>
void TableApp<G>::draw_review() {
  if (!session().game() || shown_match() != &*session().game() || session().game()->human_seats() == 0) return;
  ImGui::Spacing();
  const auto& review = session().review();
  // Each change of the review's state is said, and the keys' focus follows it (the button that
  // started it is gone): a blind player hears the review start and its findings.
  const int phase = session().reviewing() ? 1 : review && review->finished() ? 2 : 0;
  const bool changed = phase != review_phase_said_;
  review_phase_said_ = phase;
  if (session().reviewing()) {
    ImGui::TextUnformatted(tr("review.running"));
    const float done = review->total() > 0 ? static_cast<float>(review->progress()) / static_cast<float>(review->total()) : 0.0f;
    const std::string label = tr("review.progress", {{"done", std::to_string(review->progress())},
                                                     {"total", std::to_string(review->total())}});
    ImGui::ProgressBar(done, ImVec2(std::min(ImGui::GetContentRegionAvail().x, 420.0f), 0), label.c_str());
    mark("review.progress");
    if (ImGui::Button(tr("review.cancel"))) session().cancel_review();
    mark("review.cancel");
    if (changed) {
      announce(tr("review.running"));
      focus_last_item();
    }
    return;
  }
  if (review && review->finished()) {
    ImGui::TextColored(kGold, "%s", tr("review.costliest"));  // the keys' words when played by keys
    const auto costliest = review->costliest(3);
    if (costliest.empty()) ImGui::TextWrapped("%s", tr("review.none"));
    // What is said when the findings come: built on that frame only, not on every frame drawn.
    std::string said;
    if (changed) said = costliest.empty() ? std::string(tr("review.none")) : std::string(tr("review.costliest.keyboard"));
    for (std::size_t i = 0; i < costliest.size(); ++i) {
      const ReviewedDecision& d = costliest[i];
      const std::string text = review_item_words(d);
      // A selectable as tall as the wrapped text, the text drawn over it (ImGui's selectable
      // labels do not wrap).
      ImGui::PushID(static_cast<int>(i));
      const float width = ImGui::GetContentRegionAvail().x;
      const ImVec2 at = ImGui::GetCursorPos();
      const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, width);
      if (ImGui::Selectable("##item", false, 0, ImVec2(width, size.y))) {
        table_.open_reviewed(d);
        log_actions_ = -1;
      }
      focus_context(text);  // said when the keys reach it, and named in the controls' mirror
      if (changed && i == 0) focus_last_item();
      if (changed) said += " " + text + ".";
      ImGui::SetItemAllowOverlap();
      const ImVec2 after = ImGui::GetCursorPos();
      ImGui::SetCursorPos(at);
      ImGui::PushTextWrapPos(at.x + width);
      ImGui::TextUnformatted(text.c_str());
      ImGui::PopTextWrapPos();
      ImGui::SetCursorPos(after);
      ImGui::PopID();
      mark("review.item." + std::to_string(i));
    }
    if (changed) announce(said);
    return;
  }
  if (ImGui::Button(tr("review.start"))) session().start_review();
  mark("review.start");
  if (changed) focus_last_item();  // cancelled by keys: the focus back on the button
  if (ImGui::IsItemHovered()) tooltip_beside_item(tr("review.tooltip"));
}

// The replay panel's note on the reviewed decision it shows.
template <bg::HostedGame G>
void TableApp<G>::draw_replay_note() {
  const ReviewedDecision* d = table_.reviewed_here();
  if (!d) return;
  ImGui::Separator();
  ImGui::TextColored(kGold, "%s", tr("review.note.title"));
  // "Your choice" for the seat named by default "you" ("Played by You" read wrong in a sentence).
  ImGui::TextWrapped("%s", tr(named_you(d->seat) ? "review.note.chosen.you" : "review.note.chosen",
                              {{"player", seat_name(d->seat)}, {"chosen", decision_words(d->at, d->chosen)},
                               {"worth", signed_worth(d->chosen_gain)}}).c_str());
  ImGui::TextWrapped("%s", tr("review.note.preferred", {{"preferred", decision_words(d->at, d->preferred)},
                                                         {"worth", signed_worth(d->preferred_gain)}}).c_str());
  std::string note = tr(named_you(d->seat) ? "review.note.chosen.you" : "review.note.chosen",
                        {{"player", seat_name(d->seat)}, {"chosen", decision_words(d->at, d->chosen)},
                         {"worth", signed_worth(d->chosen_gain)}}) +
                     " " + tr("review.note.preferred", {{"preferred", decision_words(d->at, d->preferred)},
                                                         {"worth", signed_worth(d->preferred_gain)}});
  // Why: the parts of the review's own number when it gives them (review_words.hpp), else what the
  // two choices change on the table, as the game tells it.
  const std::vector<Action> chosen = parsed_actions(d->chosen), preferred = parsed_actions(d->preferred);
  auto reasons = d->terms.empty() ? review_reasons(d->at, chosen, preferred) : review_term_reasons(d->terms, translator(), G::kId);
  // Then what the rest of the game made of the difference.
  for (std::string& later : review_later(d->at, d->length, chosen, preferred)) reasons.push_back(std::move(later));
  std::string joined;
  for (const std::string& r : reasons) {
    ImGui::Bullet();
    ImGui::TextWrapped("%s", r.c_str());
    joined += (joined.empty() ? "" : " | ") + r;
  }
  shown_text("review.why", joined);
  // Said once when it opens: the two choices and why (the board shows them; a screen reader not).
  if (said_review_note_at_ != d->at) {
    said_review_note_at_ = d->at;
    for (const std::string& r : reasons) note += " " + r;
    announce(note);
  }
}

}  // namespace web
