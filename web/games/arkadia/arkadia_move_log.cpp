#include "arkadia_move_log.hpp"

#include <algorithm>
#include <iterator>
#include <string>

#include "arkadia/geometry.hpp"
#include "arkadia/notation.hpp"

namespace web {

using namespace arkadia;

std::string square_list(const Bits& squares) {
  std::string out;
  squares.for_each([&](Square q) { out += (out.empty() ? "" : " ") + square_name(q); });
  return out;
}

namespace {

std::string seat_name(const std::vector<std::string>& names, int seat) {
  return seat >= 0 && seat < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(seat)]
                                                            : "#" + std::to_string(seat + 1);
}

// What completing buildings paid: one line per building completed by the action, then one per
// player with the seals it brought them.
void completions(const Translator& t, const State& before, const State& after, const std::vector<std::string>& names,
                 std::vector<std::string>& out) {
  for (int b = 0; b < after.building_count(); ++b) {
    const bool was_done = b < before.building_count() && before.building(b).enclosed;
    if (after.building(b).enclosed && !was_done && !after.building(b).preset)
      out.push_back(t.tr("arkadia.log.completed", {{"building", building_name(t, after.building(b).card)},
                                           {"square", square_name(after.building(b).first)}}));
  }
  for (int p = 0; p < after.num_players(); ++p) {
    std::string gains;
    for (int f = 0; f < kFamilies; ++f) {
      const int d = after.player(p).seals[static_cast<std::size_t>(f)] - before.player(p).seals[static_cast<std::size_t>(f)];
      if (d > 0) gains += (gains.empty() ? "" : ", ") + t.count("arkadia.log.seals", d, {{"family", family_name(t, f)}});
    }
    if (!gains.empty()) out.push_back(t.tr("arkadia.log.earned", {{"player", seat_name(names, p)}, {"seals", gains}}));
  }
}

void game_end(const Translator& t, const State& after, const std::vector<std::string>& names, std::vector<std::string>& out) {
  if (!after.is_terminal()) return;
  const bool original = after.options().rules == arkadia::RulesEdition::kOriginal;
  out.push_back(t.tr(after.end_reason() != EndReason::kAllPassed ? "arkadia.log.end.castle"
                     : original                                   ? "arkadia.log.end.passed_original"
                                                                  : "arkadia.log.end.passed"));
  for (int p = 0; p < after.num_players(); ++p) {
    int sale = 0;
    for (int f = 0; f < kFamilies; ++f)
      sale += after.player(p).sold_at_end[static_cast<std::size_t>(f)] * after.seal_value(static_cast<Family>(f));
    out.push_back(t.tr("arkadia.log.final_sale", {{"player", seat_name(names, p)},
                                          {"sale", std::to_string(sale)},
                                          {"gold", std::to_string(after.gold(p))}}));
  }
}

}  // namespace

std::string family_name(const Translator& t, int family) {
  return t.tr("arkadia.family." + std::to_string(family & 3));
}

std::string family_letter_text(const Translator& t, int family) {
  return t.tr("arkadia.family.letter." + std::to_string(family & 3));
}

std::string form_name(const Translator& t, int form) { return t.tr("arkadia.form." + std::to_string(form)); }

std::string form_short(const Translator& t, int form) { return t.tr("arkadia.form.short." + std::to_string(form)); }

std::string card_label(const Translator& t, CardType c) {
  if (c >= kCardTypes) return "?";
  return form_short(t, form_of(c)) + "-" + family_letter_text(t, family_of(c));
}

std::string building_name(const Translator& t, CardType c) {
  if (c >= kCardTypes) return t.tr("arkadia.card.hidden");
  return t.tr("arkadia.building.name", {{"form", form_name(t, form_of(c))}, {"family", family_name(t, family_of(c))}});
}

LogEntry describe_action(const Translator& t, const State& before, const Action& a, const State& after,
                         const std::vector<std::string>& names) {
  LogEntry e;
  e.notation = to_text(a);
  const int seat = before.current_player();
  const PlayerState& me_before = before.player(seat);
  const PlayerState& me_after = after.player(seat);
  // The log's words ("log.X", past) and the same as a proposal ("do.X") for the hint and review.
  const auto say = [&](const std::string& key, Args args = {}) {
    e.text = t.tr("arkadia.log." + key, args);
    e.proposal = t.tr("arkadia.do." + key, args);
  };
  const auto say_count = [&](const std::string& key, long n, Args args = {}) {
    e.text = t.count("arkadia.log." + key, n, args);
    e.proposal = t.count("arkadia.do." + key, n, args);
  };
  switch (a.kind) {
    case ActionKind::kLayOut: {
      say("lay", {{"building", building_name(t, a.card)}, {"squares", square_list(footprint(form_of(a.card), a.orientation, a.square))}});
      const int tents = me_after.neutral_reserve - me_before.neutral_reserve;
      if (tents > 0) e.text += t.count("arkadia.log.lay.tents", tents), e.proposal += t.count("arkadia.do.lay.tents", tents);
      completions(t, before, after, names, e.consequences);
      break;
    }
    case ActionKind::kChooseBuilding: {
      const int b = before.building_at(a.square);
      say("choose", {{"building", b >= 0 ? building_name(t, before.building(b).card) : "?"}, {"square", square_name(a.square)}});
      break;
    }
    case ActionKind::kPlaceWorker:
      say(a.neutral ? "worker.neutral" : "worker.own", {{"square", square_name(a.square)}});
      break;
    case ActionKind::kFinishWorkers:
      say_count("done", before.workers_placed_this_turn());
      completions(t, before, after, names, e.consequences);
      break;
    case ActionKind::kPass: say("pass"); break;
    case ActionKind::kPlaceCastlePiece: {
      const int floor = after.castle().height(a.castle_square);
      say("castle", {{"family", family_name(t, a.family)}, {"square", castle_square_name(a.castle_square)}, {"floor", std::to_string(floor)}});
      std::string values;
      for (int f = 0; f < kFamilies; ++f) {
        const int v = after.seal_value(static_cast<Family>(f));
        if (v != before.seal_value(static_cast<Family>(f)))
          values += (values.empty() ? "" : ", ") + t.tr("arkadia.log.value", {{"family", family_name(t, f)}, {"value", std::to_string(v)}});
      }
      if (!values.empty()) e.consequences.push_back(t.tr("arkadia.log.values", {{"values", values}}));
      if (after.end_triggered() && !before.end_triggered()) e.consequences.push_back(t.tr("arkadia.log.final_round"));
      break;
    }
    // The refill is part of a lay-out; the last card taken lets its completions be paid (rules §5).
    case ActionKind::kTakeDisplay:
      say("take.display", {{"building", building_name(t, before.display()[a.slot])}, {"slot", std::to_string(a.slot + 1)}});
      completions(t, before, after, names, e.consequences);
      break;
    case ActionKind::kTakeDeck:
      say("take.deck");
      completions(t, before, after, names, e.consequences);
      break;
    case ActionKind::kUseBanner: say("banner"); break;
    case ActionKind::kSkipBanner: say("no_banner"); break;
    case ActionKind::kSell: {
      const int value = before.seal_value(a.family);
      if (a.count == 0)
        say("sell.none", {{"family", family_name(t, a.family)}});
      else
        say_count("sell", a.count, {{"family", family_name(t, a.family)}, {"value", std::to_string(value)}, {"gold", std::to_string(value * a.count)}});
      break;
    }
  }
  game_end(t, after, names, e.consequences);
  return e;
}

std::string own_draw_text(const Translator& t, const State& before, const Action& action, const State& after) {
  if (action.kind != ActionKind::kTakeDeck || before.is_terminal()) return {};
  const int seat = before.current_player();
  // The hand after, less the hand before: the one card drawn (both sorted).
  std::vector<CardType> was, now;
  for (const CardType c : before.player(seat).hand)
    if (c != kNoCard) was.push_back(c);
  for (const CardType c : after.player(seat).hand)
    if (c != kNoCard) now.push_back(c);
  std::sort(was.begin(), was.end());
  std::sort(now.begin(), now.end());
  std::vector<CardType> drawn;
  std::set_difference(now.begin(), now.end(), was.begin(), was.end(), std::back_inserter(drawn));
  if (drawn.size() != 1) return {};
  return t.tr("arkadia.log.take.deck.own", {{"building", building_name(t, drawn.front())}});
}

}  // namespace web
