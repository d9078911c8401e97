// remote_traffic_bench: the traffic of play between devices over whole random games of each game
// (remote_traffic.hpp), per move and per friend: the bytes the host sends, the microseconds the
// host and the friends' pages spend, and a sync with nothing new, averaged over the first 10 and
// the last 10 moves of each game. Flat when late equals early (docs/remote-play.md, "Cost").
//   build/native-release/tests/remote_traffic_bench [--games N] [--page-copy]   (default 20 games of each)
// --page-copy: each friend's page also copies its whole table out after each state, as the shell's
// follow_host does today (RemoteGuestOf::match; mirror() is the table without the copy).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>

#include "arkadia/game.hpp"
#include "arkantis/game.hpp"
#include "remote_traffic.hpp"

namespace {

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(v.size() / 2), v.end());
  return v[v.size() / 2];
}

// Bytes: the mean per move; times: the median move (a shared machine preempts now and then).
template <bg::HostedGame G>
void report(const char* name, int games, bool page_copy) {
  using namespace web::remote;
  std::vector<double> bytes[2], micros[2], idle[2], view[2];
  double moves = 0;
  for (int g = 0; g < games; ++g) {
    const auto costs = game_traffic<G>(9000 + static_cast<std::uint64_t>(g), page_copy);
    const std::size_t n = costs.size(), k = std::min<std::size_t>(10, n);
    for (int part = 0; part < 2; ++part) {
      for (std::size_t i = part == 0 ? 0 : n - k; i < (part == 0 ? k : n); ++i) {
        bytes[part].push_back(costs[i].bytes);
        micros[part].push_back(costs[i].micros);
        idle[part].push_back(costs[i].idle_micros);
        view[part].push_back(costs[i].view_bytes);
      }
    }
    moves += static_cast<double>(n);
  }
  auto mean = [](const std::vector<double>& v) {
    double s = 0;
    for (double x : v) s += x;
    return v.empty() ? 0 : s / static_cast<double>(v.size());
  };
  std::printf("%-9s %3d games, %4.0f moves each | bytes/move first 10 %6.0f last 10 %6.0f (the view alone %5.0f, %5.0f)"
              " | us/move first 10 %6.1f last 10 %6.1f | idle sync us first 10 %5.2f last 10 %5.2f\n",
              name, games, moves / games, mean(bytes[0]), mean(bytes[1]), mean(view[0]), mean(view[1]), median(micros[0]),
              median(micros[1]), median(idle[0]), median(idle[1]));
}

}  // namespace

int main(int argc, char** argv) {
  int games = 20;
  bool page_copy = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--games") == 0 && i + 1 < argc) games = std::max(1, std::atoi(argv[++i]));
    else if (std::strcmp(argv[i], "--page-copy") == 0) page_copy = true;
    else return std::fprintf(stderr, "usage: remote_traffic_bench [--games N] [--page-copy]\n"), 2;
  }
  report<arkadia::ArkadiaGame>("arkadia", games, page_copy);
  report<arkantis::ArkantisGame>("arkantis", games, page_copy);
  return ::testing::Test::HasFailure() ? 1 : 0;
}
