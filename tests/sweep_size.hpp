// How many random games the heaviest sweeps play. Under the sanitizers (the native-debug preset)
// every action costs about twenty times more, so they play a quarter of the games there: the
// release and wasm suites play them all, and the sanitizers still see every kind of position.
#pragma once

namespace tests {

#if defined(ARKADIA_SANITIZED)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
inline constexpr int kSweepDivisor = kSanitized ? 4 : 1;

// `games` as the build plays them.
constexpr int sweep_games(int games) { return games / kSweepDivisor; }

// How many positions a test that runs a search or a review in each tries: one under the
// sanitizers, whose errors one pass through the code shows; all of them elsewhere.
constexpr int sweep_positions(int positions) { return kSanitized ? 1 : positions; }

}  // namespace tests
