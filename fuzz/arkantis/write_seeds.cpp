// Writes the seed corpus of the ArkantiS targets: seat views of seeded games at both phases of a
// turn and at the end (arkantis_view), and the records of those games (arkantis_record). The games
// are random but never pass, claim whatever they can and buy now and then, so that views hold
// open spots, claims, bought cards and a long register.
//   fuzz_arkantis_write_seeds DIR   (DIR/arkantis_view, DIR/arkantis_record must exist)
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "bg/rng.hpp"
#include "arkantis/game.hpp"
#include "arkantis/record.hpp"
#include "arkantis/view_codec.hpp"

namespace {

arkantis::Action pick(const arkantis::State& s, bg::Rng& rng) {
  std::vector<arkantis::Action> legal = s.legal_actions(), some;
  for (const auto& a : legal)
    if (a.kind == arkantis::ActionKind::kClaim) return a;
  for (const auto& a : legal) {
    if (a.kind == arkantis::ActionKind::kPass) continue;
    if (a.kind == arkantis::ActionKind::kBuy && rng.below(8) != 0) continue;
    some.push_back(a);
  }
  return some[rng.below(static_cast<std::uint32_t>(some.size()))];
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s DIR\n", argv[0]);
    return 2;
  }
  const std::string dir = argv[1];
  using arkantis::ArkantisGame;
  for (int players = 2; players <= 4; ++players) {
    const auto options = ArkantisGame::default_options(players);
    std::vector<std::string> seats;
    for (int p = 0; p < players; ++p) seats.push_back("seat " + std::to_string(p));
    auto record = arkantis::new_record(options, seats, static_cast<std::uint64_t>(7 * players));
    arkantis::State s = ArkantisGame::start_state(record).value();
    int written = 0;
    bg::Rng rng(static_cast<std::uint64_t>(players));
    while (!s.is_terminal()) {
      const int seat = s.current_player();
      const auto view = arkantis::SeatView::of(s, seat);
      const bool mid = s.turn_number() % 9 == 4;
      if (mid && written < 4) {
        const std::string name = "view-" + std::to_string(players) + "p-turn" + std::to_string(s.turn_number()) + "-" +
                                 (s.phase() == arkantis::Phase::kAction ? "action" : "after") + ".json";
        std::ofstream(dir + "/arkantis_view/" + name) << arkantis::encode_view(arkantis::SeatView::of(s, (seat + 1) % players));
        ++written;
      }
      const auto a = pick(s, rng);
      record.actions.push_back(a);
      s.apply_unchecked(a);
    }
    std::ofstream(dir + "/arkantis_view/view-" + std::to_string(players) + "p-over.json")
        << arkantis::encode_view(arkantis::SeatView::of(s, 0));
    std::ofstream(dir + "/arkantis_record/game-" + std::to_string(players) + "p.json") << arkantis::to_json(record, &s);
  }
  return 0;
}
