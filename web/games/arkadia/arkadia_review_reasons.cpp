// The review's "why" for Arkadia when its answer gives no parts of its number (the hand-written
// evaluation, or a decision that ends the game; with parts the shell says them,
// web/logic/review_words.hpp): what the person's choice and the computer's change on the
// table, each played from the same position. Seals count at the values the castle then shows
// (the gold they would fetch if sold now); the others' seals, gold and the seal values the
// castle piece moved are named too. When nothing differs yet, the difference lies ahead. After
// them, what the rest of the game made of the difference (arkadia_review_history.hpp). Also what
// changed for a seat while the others played (the status bar's "since your turn").
#include <cstdlib>
#include <span>
#include <string>
#include <vector>

#include "arkadia_app.hpp"
#include "arkadia_move_log.hpp"
#include "arkadia_review_history.hpp"
#include "text.hpp"

namespace web {

using namespace arkadia;

std::vector<std::string> ArkadiaApp::review_reasons(int at, const std::vector<Action>& chosen, const std::vector<Action>& preferred) const {
  std::vector<std::string> out;
  const State& before = session().game()->position(at);
  const int me = before.current_player();
  const State mine = played_from(at, chosen), theirs = played_from(at, preferred);
  // Positive: the computer's choice gives more of it.
  const auto say = [&](const char* key, int difference, Args args) {
    if (difference == 0) return;
    out.push_back(count(std::string("arkadia.why.") + key + (difference > 0 ? ".preferred" : ".chosen"), std::abs(difference), args));
  };
  for (int f = 0; f < kFamilies; ++f) {
    const auto family = static_cast<Family>(f);
    const int d = theirs.player(me).seals[static_cast<std::size_t>(f)] - mine.player(me).seals[static_cast<std::size_t>(f)];
    say("seals", d, {{"family", family_name(translator(), f)}, {"gold", std::to_string(std::abs(d) * theirs.seal_value(family))}});
    say("value", theirs.seal_value(family) - mine.seal_value(family), {{"family", family_name(translator(), f)}});
  }
  say("gold", theirs.gold(me) - mine.gold(me), {});
  int others_mine = 0, others_theirs = 0;
  for (int p = 0; p < before.num_players(); ++p) {
    if (p == me) continue;
    others_mine += mine.player(p).total_seals();
    others_theirs += theirs.player(p).total_seals();
  }
  say("others_seals", others_mine - others_theirs, {});
  say("neutral", theirs.player(me).neutral_reserve - mine.player(me).neutral_reserve, {});
  if (out.empty()) out.push_back(tr("why.later"));
  return out;
}

std::vector<std::string> ArkadiaApp::review_later(int at, int length, const std::vector<Action>& /*chosen*/,
                                                  const std::vector<Action>& preferred) const {
  // The person's choice is the game's own actions from `at`: the rest of the game starts after them.
  const auto& game = *session().game();
  const int from = at + length;
  if (from > game.actions_played()) return {};
  const std::span<const State> rest(&game.position(from), static_cast<std::size_t>(game.actions_played() - from + 1));
  return review_history(translator(), game.position(at), played_from(at, preferred), rest);
}

std::vector<SeatChange> ArkadiaApp::changes_for(const State& before, const State& now, int seat) const {
  std::vector<SeatChange> out;
  // Seals name their family too.
  const auto say = [&](const char* key, int difference, const std::string& family = "") {
    if (difference != 0) out.push_back(SeatChange{key, difference, family, /*apart=*/false});
  };
  say("arkadia.since.gold", now.gold(seat) - before.gold(seat));
  for (int f = 0; f < kFamilies; ++f)
    say("arkadia.since.seals", now.player(seat).seals[static_cast<std::size_t>(f)] - before.player(seat).seals[static_cast<std::size_t>(f)],
        family_name(translator(), f));
  say("since.cards", now.player(seat).hand_size() - before.player(seat).hand_size());
  return out;
}

}  // namespace web
