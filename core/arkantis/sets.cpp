#include "arkantis/sets.hpp"

namespace arkantis {

namespace {

void add_sorted(ModifiedSets& out, BoardSet set) {
  int i = out.size++;
  for (; i > 0 && first_square(out.sets[i - 1].squares) > first_square(set.squares); --i) out.sets[i] = out.sets[i - 1];
  out.sets[i] = set;
}

// Every set of `colour` on the board `covered`.
template <class F>
void for_each_set(SetColour colour, Bits covered, Bits seeds, F&& f) {
  const Bits region = squares_of(colour, covered);
  for (Bits left = seeds & region; left;) {
    const Bits set = flood_fill(left & (~left + 1), region);
    left &= ~set;
    f(set);
  }
}

}  // namespace

ModifiedSets modified_sets(Bits before, Bits after) {
  const Bits changed = before ^ after;
  const Bits seeds = changed | neighbours(changed);
  ModifiedSets out;
  for (SetColour colour : {kBlue, kRed})
    for_each_set(colour, after, seeds, [&](Bits set) { add_sorted(out, {set, colour}); });
  return out;
}

ModifiedSets modified_sets_by_comparison(Bits before, Bits after) {
  ModifiedSets out;
  for (SetColour colour : {kBlue, kRed})
    for_each_set(colour, after, kAllSquares, [&](Bits set) {
      bool existed = false;
      for_each_set(colour, before, kAllSquares, [&](Bits old) { existed |= old == set; });
      if (!existed && out.size < kMaxModified) add_sorted(out, {set, colour});
    });
  return out;
}

}  // namespace arkantis
