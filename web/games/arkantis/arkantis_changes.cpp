// What changed for a seat while the others played, for the status bar's "since your turn". (The
// review's "why" comes from the review's own parts: web/logic/review_words.hpp.)
#include <cstdlib>
#include <string>
#include <vector>

#include "arkantis_app.hpp"
#include "text.hpp"

namespace web {

using namespace arkantis;

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
