// What an ArkantiS action carries across the table while the board plays it out (see Flight in
// web/shell/game_ui.hpp): a card bought, from its pile to its new owner (face down from a face-down
// pile, for everyone); the counters a new set pays, from its squares to the player; a card
// claimed, from the hand (or its player's place) onto its spot.
#include <algorithm>
#include <string>

#include "arkantis_app.hpp"
#include "arkantis_drawing.hpp"
#include "art.hpp"

namespace web {

using namespace arkantis;

namespace {

using Rect = ScreenRect;

constexpr float kCardCell = 9.0f;  // as the hand shows cards

// The index of `card` among the hand's cards as the panel lists them (by type, each copy).
int hand_slot(const PlayerState& p, Card card) {
  int slot = 0;
  for (int c = 0; c < card; ++c) slot += p.hand[static_cast<std::size_t>(c)];
  return slot;
}

std::optional<Rect> card_on(const std::optional<Rect>& place) { return centred_on(place, arkantis_card_size(kCardCell, false)); }

}  // namespace

std::vector<Flight> ArkantisApp::flights(const State& before, const Action& a, const State& after) const {
  std::vector<Flight> out;
  const int mover = before.current_player();
  const bool mine = mover == session().viewer();
  const auto add = [&](std::optional<Rect> from, std::optional<Rect> to, float start, float end,
                       std::function<void(ImDrawList*, ImVec2, ImVec2)> draw, std::string lands_on = "") {
    add_flight(out, from, to, start, end, std::move(draw), std::move(lands_on));
  };
  const auto squares_rect = [&](Bits squares) {
    ImVec2 lo(1e9f, 1e9f), hi(-1e9f, -1e9f);
    for (Bits b = squares; b; b &= b - 1) {
      const ImVec2 m = geometry_.square_min(first_square(b));
      lo = ImVec2(std::min(lo.x, m.x), std::min(lo.y, m.y));
      hi = ImVec2(std::max(hi.x, m.x + geometry_.cell), std::max(hi.y, m.y + geometry_.cell));
    }
    return Rect{lo, hi};
  };
  const auto card_drawing = [](std::optional<Card> card) {
    return [card](ImDrawList* dl, ImVec2 lo, ImVec2 hi) {
      if (!card) {
        card_back(dl, lo, hi);
        return;
      }
      // The card drawn at the size it has reached: its squares scale with it.
      const float cell = std::max(2.0f, (hi.x - lo.x - 10) / 5);
      draw_arkantis_card(dl, lo, cell, *card, false, false, false);
    };
  };
  switch (a.kind) {
    case ActionKind::kBuy: {
      const bool face_up = a.pile == kFaceUp;
      const std::optional<Card> card = face_up ? std::optional<Card>(before.pile(a.colour, a.pile).top()) : std::nullopt;
      const auto from = card_on(target_rect("buy." + std::string(colour_name(a.colour)) + "." + std::string(pile_name(a.pile))));
      const auto slot = mine && card ? std::optional<int>(hand_slot(after.player(mover), *card)) : std::nullopt;
      const Landing to = landing(slot, card_on(seat_place(mover)));
      add(from, to.rect, 0.0f, 1.0f, card_drawing(card), to.lands_on);
      break;
    }
    case ActionKind::kClaim: {
      std::optional<Rect> from;
      if (mine) from = target_rect("hand." + std::to_string(hand_slot(before.player(mover), a.card)));
      if (!from) from = card_on(seat_place(mover));
      if (!after.player(mover).claimed.empty())
        add(from, squares_rect(after.player(mover).claimed.back().spot.squares), 0.0f, 0.8f, card_drawing(a.card));
      break;
    }
    case ActionKind::kTakeOne:
    case ActionKind::kTakeTwo:
    case ActionKind::kMove: {
      // Counters a new set paid: what the player has now, plus what the action cost.
      const int cost = a.kind == ActionKind::kTakeOne ? 0 : a.kind == ActionKind::kTakeTwo ? 2 : 3;
      const int won = after.player(mover).counters - before.player(mover).counters + cost;
      const auto to = mine ? target_rect("counters") : seat_place(mover);
      const Rect from = squares_rect(changed_squares(a));
      const ImVec2 c((from.first.x + from.second.x) / 2, (from.first.y + from.second.y) / 2);
      for (int k = 0; k < won && to; ++k) {
        const float r = 9.0f, start = 0.3f + 0.08f * static_cast<float>(k);
        const ImVec2 t(to->first.x + 12, (to->first.y + to->second.y) / 2);
        add(Rect{ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r)}, Rect{ImVec2(t.x - r, t.y - r), ImVec2(t.x + r, t.y + r)}, start,
            std::min(1.0f, start + 0.55f),
            [](ImDrawList* dl, ImVec2 lo, ImVec2 hi) { coin(dl, ImVec2((lo.x + hi.x) / 2, (lo.y + hi.y) / 2), (hi.x - lo.x) / 2); });
      }
      break;
    }
    default: break;
  }
  return out;
}

}  // namespace web
