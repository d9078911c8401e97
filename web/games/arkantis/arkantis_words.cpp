// ArkantiS in words: each action of the move log (what it cost, what it paid, the spots it made).
#include <algorithm>
#include <array>
#include <string>

#include "arkantis/notation.hpp"
#include "arkantis_app.hpp"
#include "text.hpp"
#include "theme.hpp"

namespace web {

using namespace arkantis;

LogEntry ArkantisApp::describe(const State& before, const Action& a, const State& after,
                               const std::vector<std::string>&) const {
  LogEntry e;
  e.notation = to_text(a);
  const int me = before.current_player();
  const std::string sa = square_name(a.square), sb = square_name(a.second);
  // The log's words (past) and the same as a proposal ("arkantis.do.X") for the hint and review.
  const auto say = [&](const std::string& key, Args args = {}) {
    e.text = tr("arkantis.log." + key, args);
    e.proposal = tr("arkantis.do." + key, args);
  };
  switch (a.kind) {
    case ActionKind::kTakeOne: say("take", {{"a", sa}}); break;
    case ActionKind::kTakeTwo: say("take_two", {{"a", sa}, {"b", sb}}); break;
    case ActionKind::kMove: say("move", {{"a", sa}, {"b", sb}}); break;
    case ActionKind::kPass: say("pass"); break;
    case ActionKind::kEnd: say("end"); break;
    case ActionKind::kClaim:
      say("claim", {{"card", std::string(card_id(a.card))}, {"a", sa}, {"value", std::to_string(value_of(a.card))}});
      break;
    case ActionKind::kBuy: {
      // A card bought face up was seen by everybody; one from a face-down pile stays unnamed.
      const std::string colour = tr(std::string("arkantis.colour.") + std::string(colour_name(a.colour)));
      if (a.pile == kFaceUp && before.pile(a.colour, a.pile).size > 0)
        say("buy_seen", {{"colour", colour}, {"card", std::string(card_id(before.pile(a.colour, a.pile).top()))}});
      else
        say("buy_hidden", {{"colour", colour}});
      break;
    }
  }
  if (a.kind == ActionKind::kTakeOne || a.kind == ActionKind::kTakeTwo || a.kind == ActionKind::kMove) {
    const int paid = a.kind == ActionKind::kTakeTwo ? data::kCostRemoveTwo : a.kind == ActionKind::kMove ? data::kCostMove : 0;
    const int gained = after.player(me).counters - (before.player(me).counters - paid);
    if (gained > 0) e.consequences.push_back(tr("arkantis.log.gained", {{"n", std::to_string(gained)}}));
    for (int i = 0; i < after.open_spot_count(); ++i)
      e.consequences.push_back(tr("arkantis.log.open", {{"a", square_name(first_square(after.open_spot(i).spot.squares))},
                                                        {"card", std::string(card_id(after.open_spot(i).shape))}}));
  }
  if (after.is_terminal() && !before.is_terminal()) e.consequences.push_back(tr("arkantis.log.over"));
  return e;
}

}  // namespace web
