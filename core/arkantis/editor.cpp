#include "arkantis/editor.hpp"

#include <algorithm>

#include "arkantis/refusals.hpp"
#include "arkantis/shapes.hpp"

namespace arkantis {

bg::Status PositionEditor::set_board(State& s, std::string_view board) {
  const auto covered = parse_board_string(board);
  if (!covered) return bg::Status::refuse(refusal::kBoardString);
  if (*covered == 0 || count(*covered) > data::kTokens)
    return bg::Status::refuse(refusal::kBoardTokens, {{"max", data::kTokens}});
  s.covered_ = *covered;
  return {};
}

void PositionEditor::set_counters(State& s, int seat, int counters) { s.players_[seat].counters = counters; }

bg::Status PositionEditor::set_hand(State& s, int seat, const std::vector<Card>& cards) {
  PlayerState& pl = s.players_[seat];
  for (int c = 0; c < kCardTypes; ++c) {
    PileState& under = s.piles_[colour_of(static_cast<Card>(c))][kFaceDown];
    for (; pl.hand[c] > 0; --pl.hand[c]) {
      for (int i = under.size; i > 0; --i) under.cards[i] = under.cards[i - 1];
      under.cards[0] = static_cast<Card>(c);
      ++under.size;
    }
    pl.shown[c] = 0;
  }
  for (Card card : cards) {
    bool found = false;
    for (int pile : {kFaceDown, kFaceUp}) {
      PileState& ps = s.piles_[colour_of(card)][pile];
      for (int i = 0; i < ps.size && !found; ++i) {
        if (ps.cards[i] != card) continue;
        for (int j = i; j + 1 < ps.size; ++j) ps.cards[j] = ps.cards[j + 1];
        ps.cards[--ps.size] = 0;
        found = true;
      }
      if (found) break;
    }
    if (!found) return bg::Status::refuse(refusal::kCardNotLeft, {{"card", std::string(card_id(card))}});
    ++pl.hand[card];
  }
  return {};
}

void PositionEditor::set_to_move(State& s, int seat) {
  s.current_ = static_cast<std::uint8_t>(seat);
  s.phase_ = Phase::kAction;
}

bg::Status PositionEditor::add_claim(State& s, int seat, Card card) {
  PlayerState& pl = s.players_[seat];
  if (pl.hand[card] == 0) {  // take a copy from the piles first
    const auto shown = pl.shown;
    std::vector<Card> cards{card};
    for (int c = 0; c < kCardTypes; ++c) cards.insert(cards.end(), pl.hand[c], static_cast<Card>(c));
    if (auto e = set_hand(s, seat, cards); !e.ok()) return e;
    pl.shown = shown;
  }
  --pl.hand[card];
  pl.shown[card] = std::min(pl.shown[card], pl.hand[card]);
  const BoardSet spot{normalised(shapes_detail::figure_bits(data::kCards[card].figure_a)), kBlue};
  pl.claimed.push_back({card, spot});
  const auto key = State::register_key(spot);
  const auto at = std::lower_bound(s.register_.begin(), s.register_.end(), key);
  if (at == s.register_.end() || *at != key) s.register_.insert(at, key);
  return {};
}

void PositionEditor::end_game(State& s) {
  for (int p = 0; p < s.num_players(); ++p) s.players_[p].passed = true;
  for (int i = 0; i < s.open_count_; ++i) s.open_[i] = {};
  s.open_count_ = 0;
  s.phase_ = Phase::kOver;
}

}  // namespace arkantis
