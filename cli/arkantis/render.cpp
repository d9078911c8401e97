#include "render.hpp"

#include "arkantis/types.hpp"

namespace cli::arkantis_text {

using namespace arkantis;

std::string seat_name(int seat) { return "seat " + std::to_string(seat); }

namespace {

std::string cards_text(const std::array<std::uint8_t, kCardTypes>& cards) {
  std::string out;
  for (int c = 0; c < kCardTypes; ++c)
    for (int k = 0; k < cards[c]; ++k) out += (out.empty() ? "" : " ") + std::string(card_id(static_cast<Card>(c)));
  return out;
}

}  // namespace

std::string render_board(const State& s) {
  std::string out = "     a b c d e f g\n";
  for (int r = 0; r < data::kRows; ++r) {
    out += "   " + std::to_string(r + 1);
    for (int c = 0; c < data::kCols; ++c) out += (s.covered() & bit(square_at(r, c))) ? " X" : " .";
    out += "\n";
  }
  out += std::to_string(count(s.covered())) + " tokens on the board, " + std::to_string(s.register_keys().size()) +
         " known vestiges\n";
  for (int colour = 0; colour < kColours; ++colour) {
    const PileState& up = s.pile(colour, kFaceUp);
    out += std::string(colour_name(colour)) + " piles: face-down " + std::to_string(s.pile(colour, kFaceDown).size) +
           ", face-up " + std::to_string(up.size);
    if (up.size > 0 && up.top() != kHiddenCard) out += " (top " + std::string(card_id(up.top())) + ")";
    out += "\n";
  }
  for (int i = 0; i < s.open_spot_count(); ++i) {
    const OpenSpot& o = s.open_spot(i);
    out += "open spot " + std::string(card_id(o.shape)) + " at " + squares_text(o.spot.squares) +
           (o.claimed ? " (claimed)" : "") + "\n";
  }
  return out;
}

std::string render_players(const State& s, int viewer) {
  std::string out;
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    out += seat_name(p) + (p == s.current_player() ? "* " : "  ") + std::to_string(pl.counters) + " counters, hand ";
    const bool all = viewer < 0 || viewer == p;
    std::string hand = cards_text(all ? pl.hand : pl.shown);
    int shown = 0;
    for (auto n : pl.shown) shown += n;
    const int hidden = all ? pl.hidden[0] + pl.hidden[1] : pl.hand_size() - shown;
    if (hidden > 0) hand += (hand.empty() ? "" : " ") + std::to_string(hidden) + " unseen";
    out += hand.empty() ? "-" : hand;
    out += ", claimed";
    if (pl.claimed.empty()) out += " -";
    for (const Claim& c : pl.claimed) out += " " + std::string(card_id(c.card)) + "(" + std::to_string(value_of(c.card)) + ")";
    out += ", score " + std::to_string(s.score(p)) + (pl.passed ? ", passed" : "") + "\n";
  }
  return out;
}

std::string render_result(const State& s) {
  std::string out;
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    out += seat_name(p) + "  " + std::to_string(s.score(p)) + " points (" + std::to_string(pl.claimed_value()) +
           " claimed + " + std::to_string(pl.counters) + " counters - " + std::to_string(pl.hand_size()) +
           " cards in hand)\n";
  }
  const auto w = s.winners();
  out += w.size() == 1 ? "winner:" : "winners:";
  for (int p : w) out += " " + seat_name(p);
  return out + "\n";
}

}  // namespace cli::arkantis_text
