#include "arkadia/editor.hpp"
#include "arkadia/refusals.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "arkadia/invariants.hpp"

namespace arkadia {

namespace {
bg::Status fail(const bg::RefusalText& text, std::vector<bg::Arg> args = {}) {
  return bg::Status::refuse(text, std::move(args));
}
}  // namespace

bg::Status PositionEditor::editable() const {
  if (s_.phase_ != Phase::kMust) return fail(refusal::kEditNotAtTurnStart);
  return {};
}

bg::Status PositionEditor::put_building(CardType card, std::span<const Square> squares) {
  return keeping_laws([&]() -> bg::Status {
    if (auto e = editable(); !e.ok()) return e;
    if (card >= kCardTypes) return fail(refusal::kNoSuchCard);
    auto deck_begin = s_.deck_.begin() + s_.deck_top_, deck_end = s_.deck_.begin() + s_.deck_end_;
    auto in_deck = std::find(deck_begin, deck_end, card);
    if (in_deck == deck_end) return fail(refusal::kEditCardNotInDeck, {{"card", card_name(card)}});
    Bits cells;
    for (Square sq : squares) {
      if (sq >= kSquareSlots || !on_board(row_of(sq), col_of(sq))) return fail(refusal::kEditSquareOffBoard);
      cells.set(sq);
    }
    if (orientation_matching(form_of(card), cells, s_.options_.allow_mirror) < 0)
      return fail(refusal::kEditNotShape, {{"card", card_name(card)}});
    if (cells.intersects(s_.occupied())) return fail(refusal::kEditNotVacant);
    std::copy(in_deck + 1, deck_end, in_deck);
    s_.deck_[--s_.deck_end_] = kNoCard;
    s_.add_building(card, cells, /*preset=*/true);
    s_.mark_enclosed_silently();
    return {};
  });
}

bg::Status PositionEditor::put_worker(int owner, Square square) {
  return keeping_laws([&]() -> bg::Status {
    if (auto e = editable(); !e.ok()) return e;
    if (square >= kSquareSlots || !on_board(row_of(square), col_of(square))) return fail(refusal::kNoSuchSquare);
    if (s_.occupied().test(square)) return fail(refusal::kNotVacant, {{"square", square_name(square)}});
    if (owner == kNeutralWorker) {
      if (s_.neutral_pool_ == 0) return fail(refusal::kEditNeutralPoolEmpty);
      --s_.neutral_pool_;
      s_.neutral_workers_.set(square);
    } else {
      if (owner < 0 || owner >= s_.num_players()) return fail(refusal::kEditNoSuchSeat);
      if (s_.players_[owner].own_supply == 0) return fail(refusal::kEditColourEmpty);
      --s_.players_[owner].own_supply;
      s_.player_workers_[owner].set(square);
    }
    s_.worker_cells_.set(square);
    s_.mark_enclosed_silently();
    return {};
  });
}

bg::Status PositionEditor::give_workers(int seat, int own, int neutral) {
  return keeping_laws([&]() -> bg::Status {
    if (auto e = editable(); !e.ok()) return e;
    if (seat < 0 || seat >= s_.num_players()) return fail(refusal::kEditNoSuchSeat);
    PlayerState& p = s_.players_[seat];
    if (own > p.own_supply || neutral > s_.neutral_pool_) return fail(refusal::kEditPoolShort);
    if (-own > p.own_reserve || -neutral > p.neutral_reserve) return fail(refusal::kEditScreenShort);
    p.own_supply = static_cast<std::uint8_t>(p.own_supply - own);
    p.own_reserve = static_cast<std::uint8_t>(p.own_reserve + own);
    s_.neutral_pool_ = static_cast<std::uint8_t>(s_.neutral_pool_ - neutral);
    p.neutral_reserve = static_cast<std::uint8_t>(p.neutral_reserve + neutral);
    return {};
  });
}

bg::Status PositionEditor::give_seals(int seat, Family family, int count) {
  return keeping_laws([&]() -> bg::Status {
    if (auto e = editable(); !e.ok()) return e;
    if (seat < 0 || seat >= s_.num_players() || family >= kFamilies) return fail(refusal::kEditNoSuchSeatOrFamily);
    const int total = s_.players_[seat].seals[family] + count;
    if (count < 0 || total > 60000) return fail(refusal::kEditSealRange);
    s_.players_[seat].seals[family] = static_cast<std::uint16_t>(total);
    return {};
  });
}

bg::Status PositionEditor::give_gold(int seat, int gold) {
  return keeping_laws([&]() -> bg::Status {
    if (auto e = editable(); !e.ok()) return e;
    if (seat < 0 || seat >= s_.num_players()) return fail(refusal::kEditNoSuchSeat);
    if (gold < 0 || gold > 1000000) return fail(refusal::kEditGoldRange);
    s_.players_[seat].gold += gold;
    return {};
  });
}

bg::Status PositionEditor::put_castle_piece(Family family, int castle_square) {
  return keeping_laws([&]() -> bg::Status {
    if (auto e = editable(); !e.ok()) return e;
    if (!s_.castle_.can_place(family, castle_square)) return fail(refusal::kEditPieceNotThere);
    s_.castle_.place(family, castle_square);
    if (s_.castle_.second_floor_complete() && !s_.end_triggered_) {
      // As if the previous player's turn had completed floor 2: this turn opens the final round.
      s_.end_triggered_ = true;
      s_.end_trigger_player_ = static_cast<std::uint8_t>((s_.current_ + s_.num_players() - 1) % s_.num_players());
      s_.final_turns_left_ = static_cast<std::int8_t>(s_.num_players());
    }
    return {};
  });
}

bg::Status PositionEditor::set_hand(int seat, std::span<const CardType> cards) {
  return keeping_laws([&]() -> bg::Status {
    if (auto e = editable(); !e.ok()) return e;
    if (seat < 0 || seat >= s_.num_players()) return fail(refusal::kEditNoSuchSeat);
    if (cards.size() > static_cast<std::size_t>(kHandSize)) return fail(refusal::kEditHandTooBig);
    PlayerState& p = s_.players_[seat];
    // The deck with the old hand under it; the new hand is taken out of that pool.
    std::vector<CardType> pool(s_.deck_.begin() + s_.deck_top_, s_.deck_.begin() + s_.deck_end_);
    for (auto c : p.hand)
      if (c != kNoCard) pool.push_back(c);
    for (auto c : cards) {
      auto it = std::find(pool.begin(), pool.end(), c);
      if (it == pool.end()) return fail(refusal::kEditCardNowhere, {{"card", card_name(c)}});
      pool.erase(it);
    }
    p.hand = no_cards();
    p.known = no_cards();
    std::copy(cards.begin(), cards.end(), p.hand.begin());
    std::sort(p.hand.begin(), p.hand.end());
    s_.deck_.fill(kNoCard);
    s_.deck_top_ = static_cast<std::uint8_t>(s_.deck_.size() - pool.size());
    s_.deck_end_ = static_cast<std::uint8_t>(s_.deck_.size());
    std::copy(pool.begin(), pool.end(), s_.deck_.begin() + s_.deck_top_);
    return {};
  });
}

bg::Status PositionEditor::set_current_player(int seat) {
  return keeping_laws([&]() -> bg::Status {
    if (auto e = editable(); !e.ok()) return e;
    if (seat < 0 || seat >= s_.num_players()) return fail(refusal::kEditNoSuchSeat);
    s_.current_ = static_cast<std::uint8_t>(seat);
    return {};
  });
}

// Every edit keeps the conservation laws by construction; checking them after each one makes
// sure (check_invariants, the same laws the view reader and the tests check). A refused edit
// changes nothing.
bg::Status PositionEditor::keeping_laws(const std::function<bg::Status()>& edit) {
  const State before = s_;
  bg::Status why = edit();
  if (why.ok()) {
    if (auto broken = check_invariants(s_); !broken.ok())
      why = bg::Status::refuse(refusal::kEditBreaksLaw, {}, &broken);
  }
  if (!why.ok()) s_ = before;
  return why;
}

}  // namespace arkadia
