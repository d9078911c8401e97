#include "render.hpp"

#include <algorithm>
#include <cctype>

#include "arkadia/geometry.hpp"
#include "arkadia/notation.hpp"

namespace cli {

using namespace arkadia;

std::string seat_name(int seat) { return std::string(data::kPlayerColours[seat]); }

namespace {

std::string pad(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

std::string castle_cell(const Castle& c, int k) {
  const int seal = c.visible_seal(k);
  return std::string(1, seal == data::kBlank ? '-' : family_letter(seal)) + std::to_string(c.height(k));
}

}  // namespace

std::string render_board(const State& s) {
  std::string out = "     ";
  for (int c = 0; c < kCols; ++c) out += pad(std::string(1, static_cast<char>('a' + c)), 5);
  out += "\n";
  for (int r = 0; r < kRows; ++r) {
    std::string line = pad(std::to_string(r + 1), 3) + " ";
    for (int c = 0; c < kCols; ++c) {
      const Square sq = make_square(r, c);
      std::string cell = " .";
      if (s.lot().test(sq)) {
        cell = " ##";
        for (int k = 0; k < kCastleSquares; ++k)
          if (castle_square_on_board(s.lot_corner(), k) == sq) cell = " " + castle_cell(s.castle(), k);
      } else if (const int b = s.building_at(sq); b >= 0) {
        cell = card_name(s.building(b).card);
        if (s.building(b).enclosed)
          std::transform(cell.begin(), cell.end(), cell.begin(), [](unsigned char ch) { return std::tolower(ch); });
      } else if (const int w = s.worker_at(sq); w != kNoWorker) {
        cell = w == kNeutralWorker ? " n" : std::string(" ") + static_cast<char>(std::toupper(seat_name(w)[0]));
      } else if (kTentBits.test(sq)) {
        cell = " ^";
      }
      line += pad(cell, 5);
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  out += "(buildings: card name, lower case once completed; Y O G V workers, n neutral; ^ tent;\n"
         " castle squares: visible seal and height)\n";
  return out;
}

std::string render_castle(const State& s) {
  const Castle& c = s.castle();
  std::string out = "castle, seal values:";
  for (int f = 0; f < kFamilies; ++f)
    out += std::string(" ") + data::kFamilyColours[f].data() + " " + std::to_string(c.seal_value(static_cast<Family>(f)));
  out += "\n";
  auto cell = [&](int k) { return pad(castle_square_name(k) + " " + castle_cell(c, k), 8); };
  out += "  " + cell(0) + cell(1) + cell(2) + cell(3) + "\n";
  out += "  " + cell(9) + pad("", 16) + cell(4) + "\n";
  out += "  " + cell(8) + cell(7) + cell(6) + cell(5) + "\n";
  out += "  supplies:";
  for (int floor = 1; floor <= Castle::kFloors; ++floor) {
    out += "  floor " + std::to_string(floor);
    for (int f = 0; f < kFamilies; ++f)
      out += std::string(" ") + family_letter(f) + std::to_string(c.supply(floor, static_cast<Family>(f)));
  }
  out += "\n";
  return out;
}

std::string render_players(const State& s, int viewer) {
  std::string out;
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    std::string line = pad(seat_name(p), 7) + (p == s.current_player() ? "* " : "  ");
    line += "gold " + pad(std::to_string(pl.gold), 4) + " seals";
    for (int f = 0; f < kFamilies; ++f) line += std::string(" ") + family_letter(f) + std::to_string(pl.seals[f]);
    line += "  behind screen " + std::to_string(pl.own_reserve) + " own + " + std::to_string(pl.neutral_reserve) +
            " neutral  banners " + std::to_string(pl.banners) + "  hand";
    for (int i = 0; i < pl.hand_size(); ++i)
      line += " " + ((viewer < 0 || viewer == p) ? card_name(pl.hand[i]) : std::string("??"));
    out += line + "\n";
  }
  out += "neutral pool " + std::to_string(s.neutral_pool()) + ", deck " + std::to_string(s.deck_size()) +
         " cards, " + render_display(s) + "\n";
  return out;
}

std::string render_display(const State& s) {
  std::string out = "display:";
  for (int i = 0; i < kDisplaySize; ++i)
    out += " " + std::to_string(i + 1) + "=" + (s.display()[i] == kNoCard ? "empty" : card_name(s.display()[i]));
  return out;
}

std::string render_result(const State& s) {
  std::string out;
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    int sale = 0;
    std::string sold;
    for (int f = 0; f < kFamilies; ++f) {
      sale += pl.sold_at_end[f] * s.seal_value(static_cast<Family>(f));
      sold += std::string(" ") + family_letter(f) + std::to_string(pl.sold_at_end[f]);
    }
    out += pad(seat_name(p), 7) + "  " + pad(std::to_string(s.gold(p)) + " gold", 10) + "(final sale of" + sold +
           " brought " + std::to_string(sale) + ")\n";
  }
  out += "winner";
  const auto w = s.winners();
  out += w.size() > 1 ? "s (tie):" : ":";
  for (int p : w) out += " " + seat_name(p);
  out += "\n";
  const bool original = s.options().rules == RulesEdition::kOriginal;
  out += std::string("the game ended ") +
         (s.end_reason() == EndReason::kAllPassed
              ? (original ? "after a full round of passes (banners given up in it did not count then)"
                          : "after a full round of passes without a banner")
              : "after the final round (castle floor 2 complete)") +
         "\n";
  if (original) out += "played by the rules before their corrections of 2026-11-25 (a record of version 1 or 2)\n";
  return out;
}

}  // namespace cli
