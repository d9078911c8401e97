// What changed for a seat while the others played, for the status bar's "since your turn". (The
// review's "why" comes from the review's own parts: web/logic/review_words.hpp.)
#include <cstdlib>
#include <string>
#include <vector>

#include "arkantis_app.hpp"
#include "text.hpp"

namespace web {

using namespace arkantis;

std::vector<SeatChange> ArkantisApp::changes_for(const State& before, const State& now, int seat) const {
  std::vector<SeatChange> out;
  // Counters are earned and spent in one turn: their gains and losses are told apart.
  const auto say = [&](const char* key, int difference, bool apart = false) {
    if (difference != 0) out.push_back(SeatChange{key, difference, "", apart});
  };
  say("arkantis.since.counters", now.player(seat).counters - before.player(seat).counters, /*apart=*/true);
  say("arkantis.since.claimed", now.player(seat).claimed_value() - before.player(seat).claimed_value());
  say("since.cards", now.player(seat).hand_size() - before.player(seat).hand_size());
  return out;
}

}  // namespace web
