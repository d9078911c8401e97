// Writes the seed corpus of decode_view: seat views of seeded random games, one per player
// count and phase (the first time a game of that size reaches it), from varied set-ups.
//   fuzz_arkadia_write_seed_views DIR
#include <array>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "arkadia/record.hpp"
#include "arkadia/view_codec.hpp"

namespace {

constexpr std::array<const char*, 7> kPhaseNames = {"must",   "place_workers", "castle", "refill",
                                                    "banner", "sell",          "game_over"};

// Standard, beginner and mirrored set-ups, the lot moved around, strict screens, the rules of
// games recorded before the corrections.
arkadia::GameOptions options_for(int players, int game) {
  arkadia::GameOptions o;
  o.players = players;
  o.beginner = game % 3 == 1;
  o.allow_mirror = game % 3 == 2;
  o.strict_screens = (game + players) % 2 == 1;
  if (game % 5 == 4) o.rules = arkadia::RulesEdition::kOriginal;
  const std::vector<arkadia::Square> corners = arkadia::allowed_lot_corners();
  if (!o.beginner) o.lot_corner = corners[static_cast<std::size_t>(game * 4 + players) % corners.size()];
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s DIR\n", argv[0]);
    return 2;
  }
  const std::string dir = argv[1];
  int written = 0;
  for (int players = 2; players <= 4; ++players) {
    std::array<bool, kPhaseNames.size()> seen{};
    for (int game = 0; game < 12; ++game) {
      const auto seed = static_cast<std::uint64_t>(players * 100 + game);
      const arkadia::GameRecord record = arkadia::new_record(options_for(players, game), {}, seed);
      arkadia::State s = arkadia::State::create(record.options, record.deck, record.start_player).value();
      bg::Rng rng(seed);
      std::vector<arkadia::Action> legal;
      for (int step = 0;; ++step) {
        const auto phase = static_cast<std::size_t>(s.phase());
        // Late positions are the interesting ones: wait a few turns before taking a phase.
        if (!seen[phase] && (s.turn_number() > 6 || s.is_terminal())) {
          seen[phase] = true;
          const int seat = (step + game) % players;  // the mover's view, or another seat's
          const std::string path = dir + "/view-" + std::to_string(players) + "p-" + kPhaseNames[phase] + ".json";
          std::ofstream(path) << arkadia::encode_view(arkadia::SeatView::of(s, seat)) << '\n';
          ++written;
        }
        if (s.is_terminal()) break;
        s.legal_actions(legal);
        s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
      }
    }
  }
  std::printf("%d views written to %s\n", written, dir.c_str());
  return 0;
}
