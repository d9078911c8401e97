// A position in words, for comparing builds: what is on the table and behind the screens, not
// how the engine stores it. tests/arkadia/data/old_records/*.summary were written by this same function
// compiled against the engine of 2026-11-24 (before the rules corrections).
#pragma once
#include <string>
#include "arkadia/notation.hpp"
#include "arkadia/state.hpp"
inline std::string table_summary(const arkadia::State& s) {
  using namespace arkadia;
  std::string out = "turn " + std::to_string(s.turn_number()) + " seat " + std::to_string(s.current_player()) +
                    (s.is_terminal() ? " over" : "") + "\n";
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    out += "seat " + std::to_string(p) + ": gold " + std::to_string(pl.gold) + " seals";
    for (int f = 0; f < kFamilies; ++f) out += " " + std::to_string(pl.seals[f] + pl.sold_at_end[f]);
    out += " reserve " + std::to_string(pl.own_reserve) + "+" + std::to_string(pl.neutral_reserve) +
           " banners " + std::to_string(pl.banners) + " hand";
    for (auto c : pl.hand)
      if (c != kNoCard) out += " " + card_name(c);
    out += " workers";
    s.workers(p).for_each([&](Square q) { out += " " + square_name(q); });
    out += "\n";
  }
  out += "neutral";
  s.neutral_workers().for_each([&](Square q) { out += " " + square_name(q); });
  out += " pool " + std::to_string(s.neutral_pool()) + "\ncastle";
  for (int k = 0; k < kCastleSquares; ++k)
    out += " " + std::to_string(s.castle().height(k)) + ":" + std::to_string(s.castle().visible_seal(k));
  out += "\nbuildings";
  for (int b = 0; b < s.building_count(); ++b)
    out += " " + card_name(s.building(b).card) + "@" + square_name(s.building(b).first) + (s.building(b).enclosed ? "*" : "");
  out += "\ndisplay";
  for (auto c : s.display()) out += " " + (c == kNoCard ? std::string("-") : card_name(c));
  out += " deck " + std::to_string(s.deck_size()) + "\n";
  return out;
}
