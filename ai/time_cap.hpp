// A decision's time cap, for slow devices (issue 78). The searches are bounded by iterations and
// seeded, so a decision is the same everywhere; they are sized for the page's worker on our 2-core
// machines (Expert at most about 2.3 s, Hard about 0.5 s). A phone may be four times slower. There
// the cap stops the search early and the best move found so far is played: it never binds here
// (the same decisions; every bench-ai checksum unchanged) and keeps the wait bounded there. The
// clock is the caller's (the worker's performance.now()), so the engines and the AI keep no I/O.
#pragma once

#include <functional>

#include "ai/level_names.hpp"

namespace ai {

// Milliseconds from any fixed start; nullptr: no clock, no cap.
using Clock = double (*)();

// Asked by the search every few dozen iterations; true: stop now.
using OutOfTime = std::function<bool()>;

// The cap of each level in milliseconds (0: none). Below the page's targets (Hard 1.5 s, Expert
// 3 s a decision) by what the search takes to stop and answer after its last check.
inline double time_cap_ms(Level level) {
  switch (level) {
    case Level::kEasy: return 0;  // no search
    case Level::kNormal: return 1000;
    case Level::kHard: return 1300;
    case Level::kExpert: return 2600;
  }
  return 0;
}

// From now on, `cap_ms` of `clock`; never out of time without a clock or a cap.
inline OutOfTime deadline(Clock clock, double cap_ms) {
  if (!clock || cap_ms <= 0) return {};
  const double end = clock() + cap_ms;
  return [clock, end] { return clock() >= end; };
}

}  // namespace ai
