// The review's "why" for ArkantiS: what the person's turn and the computer's change, each played
// from the same position: counters, claimed points, cards bought (each costs counters, and a
// point if still in hand at the end), and the biggest spot the next player could then open by
// removing one token for free. When nothing differs, the difference lies ahead. Also what changed
// for a seat while the others played (the status bar's "since your turn").
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "arkantis_app.hpp"
#include "text.hpp"

namespace web {

using namespace arkantis;

namespace {

// The most a spot opened by one free removal is worth to the player to move (0: none, or the
// game is over).
int next_players_best_spot(const State& s) {
  if (s.is_terminal() || s.phase() != Phase::kAction) return 0;
  int best = 0;
  for (Bits b = s.covered(); b; b &= b - 1) {
    State trial = s;
    if (!trial.apply(Action::take(first_square(b))).ok()) continue;
    for (int i = 0; i < trial.open_spot_count(); ++i) best = std::max(best, value_of(trial.open_spot(i).shape));
  }
  return best;
}

}  // namespace

std::vector<std::string> ArkantisApp::review_reasons(int at, const std::vector<Action>& chosen, const std::vector<Action>& preferred) const {
  std::vector<std::string> out;
  const int me = session().game()->position(at).current_player();
  const State mine = played_from(at, chosen), theirs = played_from(at, preferred);
  // Positive: the computer's turn gives more of it.
  const auto say = [&](const char* key, int difference) {
    if (difference == 0) return;
    out.push_back(count(std::string("arkantis.why.") + key + (difference > 0 ? ".preferred" : ".chosen"), std::abs(difference)));
  };
  say("counters", theirs.player(me).counters - mine.player(me).counters);
  say("claimed", theirs.player(me).claimed_value() - mine.player(me).claimed_value());
  say("cards", theirs.player(me).hand_size() - mine.player(me).hand_size());
  const int after_mine = next_players_best_spot(mine), after_theirs = next_players_best_spot(theirs);
  if (after_mine != after_theirs)
    out.push_back(tr("arkantis.why.next", {{"mine", std::to_string(after_mine)}, {"theirs", std::to_string(after_theirs)}}));
  if (out.empty()) out.push_back(tr("why.later"));
  return out;
}

std::vector<std::string> ArkantisApp::changes_for(const State& before, const State& now, int seat) const {
  std::vector<std::string> out;
  const auto say = [&](const char* key, int difference) {
    if (difference == 0) return;
    out.push_back(count(key, std::abs(difference), {{"signed", (difference > 0 ? "+" : "-") + std::to_string(std::abs(difference))}}));
  };
  say("arkantis.since.counters", now.player(seat).counters - before.player(seat).counters);
  say("arkantis.since.claimed", now.player(seat).claimed_value() - before.player(seat).claimed_value());
  say("since.cards", now.player(seat).hand_size() - before.player(seat).hand_size());
  return out;
}

}  // namespace web
