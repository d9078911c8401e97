// How many random games the heaviest sweeps play. Under the sanitizers (the native-debug preset)
// every action costs about twenty times more, so they play a quarter of the games there: the
// release and wasm suites play them all, and the sanitizers still see every kind of position.
#pragma once

namespace tests {

#if defined(ARKADIA_SANITIZED)
inline constexpr int kSweepDivisor = 4;
#else
inline constexpr int kSweepDivisor = 1;
#endif

// `games` as the build plays them.
constexpr int sweep_games(int games) { return games / kSweepDivisor; }

}  // namespace tests
