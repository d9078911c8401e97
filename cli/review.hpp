// `review FILE --seat N`: the review after a game, as the page gives it, for one seat of a record:
// each of the seat's decisions (those with more than one legal action) put to the coach at Hard
// (GameCli::review_at_hard, seeded by the position like the page's hint), one line each with its
// loss against Hard's choice, and the total. A seat that followed every hint loses nothing.
#pragma once

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "args.hpp"
#include "game_cli.hpp"
#include "lesson_check.hpp"
#include "record_file.hpp"

namespace cli {

template <bg::HostedGame G>
int review_command(const GameCli<G>& game, const std::vector<std::string>& argv) {
  Args args(argv, {}, {"seat"}, 1);
  const auto fail = [](const std::string& why, int code) {
    std::cerr << "bg-cli review: " << why << "\n";
    return code;
  };
  const int seat = static_cast<int>(args.get_int("seat", 0, 7).value_or(0));
  if (!args.error().empty()) return fail(args.error(), 2);
  if (args.positional().size() != 1) return fail("give one record file", 2);
  if (!game.review_at_hard) return fail(std::string(G::kId) + " has no review", 2);
  const auto text = read_record_file(args.positional()[0]);
  if (!text.ok()) return fail(text.reason(), 1);
  auto record = G::parse_record(text.value());
  if (!record.ok()) return fail(args.positional()[0] + ": " + record.reason(), 1);
  if (auto end = G::replay(record.value()); !end.ok()) return fail(args.positional()[0] + ": " + end.reason(), 1);
  auto start = G::start_state(record.value());
  if (!start.ok()) return fail(start.reason(), 1);
  if (seat >= record->options.players) return fail("the record has no seat " + std::to_string(seat), 2);

  // Every position of the game: positions[i] is before action i.
  const auto& actions = record->actions;
  std::vector<typename G::State> positions{start.value()};
  for (const auto& a : actions) {
    positions.push_back(positions.back());
    (void)positions.back().apply(a);
  }
  std::cout << "review at Hard of " << game.seat_name(seat) << ", " << actions.size() << " actions\n";
  const std::string unit = " " + game.score_word;
  int decisions = 0, followed = 0;
  double total = 0;
  for (std::size_t at = 0; at < actions.size();) {
    const auto& s = positions[at];
    if (s.current_player() != seat || s.legal_actions().size() <= 1) {
      ++at;
      continue;
    }
    std::vector<typename G::Action> played;
    for (std::size_t i = at; i < actions.size() && positions[i].current_player() == seat; ++i) played.push_back(actions[i]);
    const auto review = game.review_at_hard(G::view(s, seat), played);
    const std::size_t length = static_cast<std::size_t>(std::clamp(review.length, 1, static_cast<int>(played.size())));
    const std::vector<typename G::Action> chosen(played.begin(), played.begin() + static_cast<std::ptrdiff_t>(length));
    const bool same = chosen == review.preferred;
    const double loss = same ? 0.0 : std::max(0.0, review.preferred_gain - review.chosen_gain);
    ++decisions;
    followed += same;
    total += loss;
    char line[96];
    std::snprintf(line, sizeof line, "decision %d: loss %.2f", decisions, loss);
    std::cout << line << "  (action " << at + 1 << ": " << decision_text<G>(chosen);
    if (!same) std::cout << "; Hard: " << decision_text<G>(review.preferred);
    std::cout << ")\n";
    at += length;
  }
  char summary[160];
  std::snprintf(summary, sizeof summary, "total: loss %.2f%s over %d decisions, %d of them Hard's choice\n", total,
                unit.c_str(), decisions, followed);
  std::cout << summary;
  return 0;
}

}  // namespace cli
