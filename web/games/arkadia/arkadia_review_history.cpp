#include "arkadia_review_history.hpp"

#include <cstdlib>

#include "arkadia_move_log.hpp"

namespace web {

using namespace arkadia;

namespace {

// When a later event of turn `turn` happened, from the decision's turn `from`.
std::string when(const Translator& t, int from, int turn) {
  const int later = turn - from;
  if (later <= 0) return t.tr("arkadia.later.same_turn");
  if (later == 1) return t.tr("arkadia.later.next_turn");
  return t.count("arkadia.later.turns", later);
}

// The person's next banner after their choice: the index in `rest` of the position it was given up
// in, or -1 when they gave up none.
int next_banner(int me, std::span<const State> rest) {
  for (std::size_t i = 1; i < rest.size(); ++i)
    if (rest[i].player(me).banners < rest[i - 1].player(me).banners) return static_cast<int>(i - 1);
  return -1;
}

// The family's value from the person's choice on: its first change, its value at the end, and
// what the `seals` the choices leave apart gained or lost by then.
std::string value_path(const Translator& t, int from, Family family, int seals, std::span<const State> rest) {
  const std::string name = family_name(t, static_cast<int>(family));
  const int start = rest.front().seal_value(family), end = rest.back().seal_value(family);
  for (std::size_t i = 1; i < rest.size(); ++i) {
    const int value = rest[i].seal_value(family);
    if (value == start) continue;
    // The action that moved it was taken in the position before.
    std::string path = t.tr(value < start ? "arkadia.later.fell" : "arkadia.later.rose",
                            {{"family", name}, {"from", std::to_string(start)}, {"to", std::to_string(value)},
                             {"when", when(t, from, rest[i - 1].turn_number())}});
    if (end != value) path += t.tr("arkadia.later.ended", {{"value", std::to_string(end)}});
    if (end != start) path += t.count(end < start ? "arkadia.later.worth.less" : "arkadia.later.worth.more", seals * std::abs(end - start));
    return path;
  }
  return t.tr("arkadia.later.stayed", {{"family", name}, {"value", std::to_string(start)}});
}

}  // namespace

std::vector<std::string> review_history(const Translator& t, const State& before, const State& theirs,
                                        std::span<const State> rest) {
  std::vector<std::string> out;
  if (rest.empty()) return out;
  const State& mine = rest.front();
  const int me = before.current_player(), from = before.turn_number();
  // The computer gave up a banner the person kept: the workers it brought at once, against the
  // person's next banner.
  const int workers = theirs.player(me).own_reserve - mine.player(me).own_reserve;
  if (theirs.player(me).banners < mine.player(me).banners && workers > 0) {
    const int banner = next_banner(me, rest);
    out.push_back(banner < 0 ? t.count("arkadia.later.workers.never", workers)
                             : t.count("arkadia.later.workers", workers,
                                       {{"when", when(t, from, rest[static_cast<std::size_t>(banner)].turn_number())}}));
  }
  for (int f = 0; f < kFamilies; ++f) {
    const auto i = static_cast<std::size_t>(f);
    const int more = theirs.player(me).seals[i] - mine.player(me).seals[i];
    if (more == 0) continue;
    const auto family = static_cast<Family>(f);
    const std::string held = t.count(more > 0 ? "arkadia.later.seals.preferred" : "arkadia.later.seals.chosen",
                                     std::abs(more), {{"family", family_name(t, f)}});
    out.push_back(t.tr("arkadia.later.sentence", {{"held", held}, {"path", value_path(t, from, family, std::abs(more), rest)}}));
  }
  if (!out.empty()) out.insert(out.begin(), t.tr("arkadia.later.title"));
  return out;
}

}  // namespace web
