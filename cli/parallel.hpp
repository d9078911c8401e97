// Independent seeded games on several threads (`match --threads N`): job i's result is stored at
// index i and read in order afterwards, so what a command prints never depends on the number of
// threads. The wasm CLI has no threads and runs the jobs one by one.
#pragma once

#include <algorithm>
#include <atomic>
#include <functional>
#include <vector>
#if !defined(__EMSCRIPTEN__)
#include <thread>
#endif

namespace cli {

// job(i) for every i in [0, count); each call must touch only its own data.
template <class Result>
std::vector<Result> run_jobs(long count, int threads, const std::function<Result(long)>& job) {
  std::vector<Result> results(static_cast<std::size_t>(std::max(0L, count)));
  std::atomic<long> next{0};
  auto work = [&] {
    for (long i = next++; i < count; i = next++) results[static_cast<std::size_t>(i)] = job(i);
  };
#if defined(__EMSCRIPTEN__)
  (void)threads;
  work();
#else
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t) helpers.emplace_back(work);
  work();
  for (auto& h : helpers) h.join();
#endif
  return results;
}

}  // namespace cli
