// Arkadia's position in words for the text view (screen readers): the board row by row, the
// seal values, the hand, the face-up cards and the deck, the castle, each player as the players' panel shows
// them (behind their screen with strict screens).
#include <string>
#include <vector>

#include "arkadia/notation.hpp"
#include "arkadia_app.hpp"
#include "arkadia_move_log.hpp"
#include "text.hpp"

namespace web {

using namespace arkadia;

namespace {

}  // namespace

std::string castle_top_text(const Castle& c, int k) {
  const int top = c.visible_seal(k);
  const std::string square = castle_square_name(k);
  if (top == data::kBlank) return tr("arkadia.textview.castle_top.blank", {{"square", square}});
  if (c.height(k) == 0) return tr("arkadia.textview.castle_top.printed", {{"square", square}, {"family", family_name(translator(), top)}});
  return tr("arkadia.textview.castle_top.piece", {{"square", square}, {"family", family_name(translator(), top)}, {"floor", std::to_string(c.height(k))}});
}

namespace {

// The castle as the table shows it: the floor being built, the pieces left for each floor, and
// each castle square's top seal (printed, or a piece on its floor), which sets the values.
TextSection castle_text(const State& s) {
  TextSection castle{tr("arkadia.textview.castle_heading"), {}};
  const Castle& c = s.castle();
  const int floor = c.current_floor();
  castle.lines.push_back(floor == Castle::kNoFloor ? std::string(tr("arkadia.textview.castle_done"))
                                                   : tr("arkadia.table.castle", {{"floor", std::to_string(floor)}}));
  for (int fl = 1; fl <= Castle::kFloors; ++fl) {
    std::vector<std::string> left;
    for (int f = 0; f < kFamilies; ++f) left.push_back(family_name(translator(), f) + " " + std::to_string(c.supply(fl, static_cast<Family>(f))));
    castle.lines.push_back(tr("textview.list", {{"label", tr("arkadia.table.floor", {{"floor", std::to_string(fl)}})}, {"items", joined(left, ", ")}}));
  }
  std::vector<std::string> tops;
  for (int k = 0; k < kCastleSquares; ++k) tops.push_back(castle_top_text(c, k));
  castle.lines.push_back(tr("textview.list", {{"label", tr("arkadia.textview.castle_tops")}, {"items", joined(tops, tr("announce.then"))}}));
  return castle;
}

}  // namespace

std::vector<TextSection> ArkadiaApp::position_text(const State& s, int viewer) const {
  std::vector<TextSection> out;
  TextSection board{tr("arkadia.textview.board"), {}};
  for (int r = 0; r < kRows; ++r) {
    std::vector<std::string> things;
    Bits lot_here;
    std::size_t lot_at = 0;  // where the castle lot comes in the row, left to right
    for (int c = 0; c < kCols; ++c) {
      const Square q = make_square(r, c);
      if (const int b = s.building_at(q); b >= 0) {
        const Building& building = s.building(b);
        if (building.first != q) continue;  // said once, on the row of its first square
        const std::string name = building_name(translator(), building.card);
        const std::string squares = square_list(building.cells);
        things.push_back(building.enclosed ? tr("arkadia.textview.building.completed", {{"building", name}, {"squares", squares}})
                                           : count("arkadia.textview.building.open", building.ring.minus(s.occupied()).count(),
                                                   {{"building", name}, {"squares", squares}}));
      } else if (const int w = s.worker_at(q); w == arkadia::kNeutralWorker) {
        things.push_back(tr("arkadia.textview.neutral", {{"square", square_name(q)}}));
      } else if (w >= 0) {
        things.push_back(named_you(w) ? tr("arkadia.textview.worker.you", {{"square", square_name(q)}})
                                      : tr("arkadia.textview.worker", {{"player", seat_name_in_sentence(w)}, {"square", square_name(q)}}));
      } else if (s.lot().test(q)) {
        if (!lot_here.any()) lot_at = things.size();
        lot_here.set(q);
      } else if (kTentBits.test(q)) {
        things.push_back(tr("arkadia.textview.tent", {{"square", square_name(q)}}));
      }
    }
    if (lot_here.any())
      things.insert(things.begin() + static_cast<std::ptrdiff_t>(lot_at), tr("arkadia.textview.castle", {{"squares", square_list(lot_here)}}));
    const std::string row = std::to_string(r + 1);
    board.lines.push_back(things.empty() ? tr("arkadia.textview.row.empty", {{"row", row}})
                                         : tr("arkadia.textview.row", {{"row", row}, {"things", joined(things, tr("announce.then"))}}));
  }
  out.push_back(std::move(board));

  TextSection cards{tr("arkadia.textview.cards"), {}};
  std::vector<std::string> values;
  for (int f = 0; f < kFamilies; ++f)
    values.push_back(family_name(translator(), f) + " " + std::to_string(s.seal_value(static_cast<Family>(f))));
  cards.lines.push_back(tr("textview.list", {{"label", tr("arkadia.table.values")}, {"items", joined(values, ", ")}}));
  if (viewer >= 0) {
    std::vector<std::string> hand;
    for (CardType c : s.player(viewer).hand)
      if (c != kNoCard) hand.push_back(building_name(translator(), c));
    cards.lines.push_back(tr("textview.list", {{"label", tr("hand.yours")}, {"items", joined(hand, ", ")}}));
  }
  std::vector<std::string> display;
  for (CardType c : s.display())
    if (c != kNoCard) display.push_back(building_name(translator(), c));
  cards.lines.push_back(tr("textview.list", {{"label", tr("arkadia.table.display")}, {"items", joined(display, ", ")}}));
  cards.lines.push_back(count("arkadia.table.deck", s.deck_size()));
  out.push_back(std::move(cards));
  out.push_back(castle_text(s));

  TextSection players{tr("tab.players"), {}};
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    std::vector<std::string> parts{seat_label(p)};
    if (!s.is_terminal() && s.current_player() == p) parts.back() += " (" + std::string(tr("textview.to_move")) + ")";
    if (s.options().strict_screens && p != viewer && !s.is_terminal()) {
      parts.push_back(tr("arkadia.players.screened"));
    } else {
      parts.push_back(tr("arkadia.players.gold", {{"gold", std::to_string(pl.gold)}}));
      std::vector<std::string> seals;
      for (int f = 0; f < kFamilies; ++f)
        seals.push_back(family_name(translator(), f) + " " + std::to_string(pl.seals[static_cast<std::size_t>(f)]));
      parts.push_back(tr("arkadia.textview.seals", {{"seals", joined(seals, ", ")}}));
      parts.push_back(tr("arkadia.players.workers", {{"own", std::to_string(pl.own_reserve)}, {"neutral", std::to_string(pl.neutral_reserve)}}));
    }
    parts.push_back(tr("arkadia.textview.banners", {{"n", std::to_string(pl.banners)}}));
    parts.push_back(count("arkadia.players.hand", pl.hand_size()));
    players.lines.push_back(joined(parts, tr("announce.then")));
  }
  out.push_back(std::move(players));
  return out;
}

}  // namespace web
