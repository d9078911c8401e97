// ArkantiS's position in words for the text view (screen readers): the board row by row (blue
// tokens, red circles, claimed spots), the hand, the piles with their prices, the spots a card can
// claim now, each player; every card with its points. Only what the panels
// show: another player's hand is a number.
#include <string>
#include <vector>

#include "arkantis_app.hpp"
#include "text.hpp"

namespace web {

using namespace arkantis;

namespace {

std::string squares_of(Bits squares) {
  std::vector<std::string> names;
  for (int q = 0; q < data::kSquares; ++q)
    if (squares & bit(q)) names.push_back(square_name(q));
  return joined(names, " ");
}

// "L5 the gnomon (7 points)": what a card is worth when it claims its spot.
std::string card_words(Card c) {
  return count("arkantis.textview.card", value_of(c), {{"card", std::string(card_id(c)) + " " + tr("arkantis.card." + std::string(card_id(c)))}});
}

}  // namespace

std::vector<TextSection> ArkantisApp::position_text(const State& full, int viewer) const {
  // What the viewer's seat may know, as the panels draw it; a finished game shows everything.
  const State s = viewer >= 0 && !full.is_terminal() ? SeatView::of(full, viewer).state() : full;
  std::vector<TextSection> out;
  TextSection board{tr("arkantis.textview.board"), {}};
  const Bits covered = s.covered();
  for (int r = 0; r < data::kRows; ++r) {
    Bits tokens = 0, circles = 0;
    for (int c = 0; c < data::kCols; ++c) {
      const int q = square_at(r, c);
      if (covered & bit(q)) tokens |= bit(q);
      else circles |= bit(q);
    }
    std::vector<std::string> things;
    if (tokens) things.push_back(tr("arkantis.textview.tokens", {{"squares", squares_of(tokens)}}));
    if (circles) things.push_back(tr("arkantis.textview.circles", {{"squares", squares_of(circles)}}));
    for (int p = 0; p < s.num_players(); ++p)
      for (const Claim& claim : s.player(p).claimed)
        if (row_of(first_square(claim.spot.squares)) == r)
          things.push_back(named_you(p) ? tr("arkantis.textview.claim.you", {{"card", card_words(claim.card)},
                                                                             {"squares", squares_of(claim.spot.squares)}})
                                        : tr("arkantis.textview.claim", {{"card", card_words(claim.card)}, {"player", seat_name_in_sentence(p)},
                                                                         {"squares", squares_of(claim.spot.squares)}}));
    board.lines.push_back(tr("arkantis.textview.row", {{"row", std::to_string(r + 1)}, {"things", joined(things, tr("announce.then"))}}));
  }
  out.push_back(std::move(board));

  TextSection cards{tr("arkantis.textview.cards"), {}};
  if (viewer >= 0) {
    std::vector<std::string> hand;
    for (int c = 0; c < kCardTypes; ++c)
      for (int n = 0; n < s.player(viewer).hand[static_cast<std::size_t>(c)]; ++n) hand.push_back(card_words(static_cast<Card>(c)));
    cards.lines.push_back(tr("textview.list", {{"label", tr("hand.yours")}, {"items", hand.empty() ? tr("arkantis.hand.empty") : joined(hand, ", ")}}));
  }
  for (int colour = 0; colour < kColours; ++colour)
    for (int pile = 0; pile < kPiles; ++pile) {
      const PileState& ps = s.pile(colour, pile);
      const std::string title = tr(std::string("arkantis.pile.") + std::string(colour_name(colour)) + "." + std::string(pile_name(pile)));
      std::string line = tr("arkantis.pile.title", {{"pile", title}, {"n", std::to_string(ps.size)}});
      if (pile == kFaceUp && ps.size > 0 && ps.top() != kHiddenCard) line += ", " + card_words(ps.top());
      if (ps.size > 0) line += tr("announce.then") + count("arkantis.textview.price", data::kCardPrice[static_cast<std::size_t>(colour)]);
      cards.lines.push_back(line);
    }
  // The spots this action opened, each claimed by the card of its shape, while they can be.
  std::vector<std::string> open;
  for (int i = 0; i < s.open_spot_count(); ++i) {
    const OpenSpot& o = s.open_spot(i);
    if (o.claimed) continue;
    std::string spot = tr("arkantis.textview.open_spot", {{"card", card_words(o.shape)}, {"squares", squares_of(o.spot.squares)}});
    if (viewer >= 0 && s.player(viewer).hand[static_cast<std::size_t>(o.shape)] > 0) spot += ", " + std::string(tr("arkantis.textview.in_your_hand"));
    open.push_back(spot);
  }
  if (!open.empty()) cards.lines.push_back(tr("textview.list", {{"label", tr("arkantis.textview.open_spots")}, {"items", joined(open, tr("announce.then"))}}));
  out.push_back(std::move(cards));

  TextSection players{tr("tab.players"), {}};
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    std::vector<std::string> parts{seat_label(p)};
    if (s.phase() != Phase::kOver && s.current_player() == p) parts.back() += " (" + std::string(tr("textview.to_move")) + ")";
    parts.push_back(count("arkantis.textview.counters", pl.counters));
    parts.push_back(count("arkantis.textview.in_hand", pl.hand_size()));
    std::vector<std::string> claims;
    for (const Claim& claim : pl.claimed) claims.push_back(card_words(claim.card));
    if (!claims.empty()) parts.push_back(tr("arkantis.textview.claims", {{"cards", joined(claims, ", ")}}));
    if (pl.passed) parts.push_back(tr("arkantis.textview.passed"));
    players.lines.push_back(joined(parts, tr("announce.then")));
  }
  out.push_back(std::move(players));
  return out;
}

}  // namespace web
