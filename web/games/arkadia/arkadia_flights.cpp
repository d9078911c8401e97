// What an Arkadia action carries across the table while the board plays it out (see Flight in
// web/shell/game_ui.hpp): the card laid out, from the hand (or its player's place) onto the
// building's squares; the card taken, from the display or the deck to its new owner; the seals
// won, from the building completed to each winner. A card from the deck stays face down.
#include <algorithm>
#include <string>

#include "arkadia_app.hpp"
#include "arkadia_colours.hpp"
#include "art.hpp"
#include "arkadia_board_view.hpp"
#include "arkadia_move_log.hpp"
#include "text.hpp"

namespace web {

using namespace arkadia;

namespace {

using Rect = ScreenRect;

const ImVec2 kCardSize(60, 54);  // about as the hand shows a card

// The slot of `card` in the hand (sorted, as the panel shows it); the first when it is not there.
int hand_index(const PlayerState& p, CardType card) {
  const auto at = std::find(p.hand.begin(), p.hand.end(), card);
  return at == p.hand.end() ? 0 : static_cast<int>(at - p.hand.begin());
}

}  // namespace

std::vector<Flight> ArkadiaApp::flights(const State& before, const Action& a, const State& after) const {
  std::vector<Flight> out;
  const int mover = before.current_player();
  const bool mine = mover == session().viewer();
  const auto board_rect = [&](const Bits& cells) {
    ImVec2 lo(1e9f, 1e9f), hi(-1e9f, -1e9f);
    cells.for_each([&](Square q) {
      const ImVec2 a0 = geometry_.square_min(q), a1 = geometry_.square_max(q);
      lo = ImVec2(std::min(lo.x, a0.x), std::min(lo.y, a0.y));
      hi = ImVec2(std::max(hi.x, a1.x), std::max(hi.y, a1.y));
    });
    return Rect{lo, hi};
  };
  const auto add = [&](std::optional<Rect> from, std::optional<Rect> to, float start, float end,
                       std::function<void(ImDrawList*, ImVec2, ImVec2)> draw, std::string lands_on = "") {
    add_flight(out, from, to, start, end, std::move(draw), std::move(lands_on));
  };
  const bool turned = board_turned();
  switch (a.kind) {
    case ActionKind::kLayOut: {
      std::optional<Rect> from;
      if (mine) from = target_rect("hand." + std::to_string(hand_index(before.player(mover), a.card)));
      if (!from) from = centred_on(seat_place(mover), kCardSize);
      const CardType card = a.card;
      // Onto its squares, before the building itself comes down (draw_arrival).
      add(from, board_rect(footprint(form_of(a.card), a.orientation, a.square)), 0.0f, 0.45f,
          [card, turned](ImDrawList* dl, ImVec2 lo, ImVec2 hi) { draw_card_face(dl, lo, hi, card, false, turned); });
      break;
    }
    case ActionKind::kTakeDisplay:
    case ActionKind::kTakeDeck: {
      const bool shown = a.kind == ActionKind::kTakeDisplay;
      const CardType card = shown ? before.display()[a.slot] : kHiddenCard;
      const auto from = target_rect(shown ? "display." + std::to_string(a.slot) : std::string("deck"));
      const auto slot = mine && shown ? std::optional<int>(hand_index(after.player(mover), card)) : std::nullopt;
      const Landing to = landing(slot, centred_on(seat_place(mover), kCardSize));
      add(from, to.rect, 0.0f, 1.0f, [card](ImDrawList* dl, ImVec2 lo, ImVec2 hi) { draw_card_face(dl, lo, hi, card, false); },
          to.lands_on);
      break;
    }
    default: break;
  }
  // Seals won: from the building just completed (else the board's middle) to each winner.
  Bits completed;
  for (int b = 0; b < after.building_count(); ++b)
    if (after.building(b).enclosed && (b >= before.building_count() || !before.building(b).enclosed)) completed |= after.building(b).cells;
  const Rect source = completed.any() ? board_rect(completed)
                                      : Rect{geometry_.origin, ImVec2(geometry_.origin.x + geometry_.size().x, geometry_.origin.y + geometry_.size().y)};
  for (int p = 0; p < after.num_players(); ++p)
    for (int f = 0; f < kFamilies; ++f) {
      const int won = after.player(p).seals[static_cast<std::size_t>(f)] - before.player(p).seals[static_cast<std::size_t>(f)];
      const auto to = seat_place(p);
      for (int k = 0; k < won && to; ++k) {
        const ImVec2 c((source.first.x + source.second.x) / 2, (source.first.y + source.second.y) / 2);
        const float r = geometry_.cell * 0.3f;
        const ImVec2 t((to->first.x + to->second.x) / 2, (to->first.y + to->second.y) / 2);
        const float start = 0.25f + 0.1f * static_cast<float>(k);
        add(Rect{ImVec2(c.x - r, c.y - r), ImVec2(c.x + r, c.y + r)}, Rect{ImVec2(t.x - 10, t.y - 10), ImVec2(t.x + 10, t.y + 10)}, start,
            std::min(1.0f, start + 0.7f), [f](ImDrawList* dl, ImVec2 lo, ImVec2 hi) {
              wax_seal(dl, ImVec2((lo.x + hi.x) / 2, (lo.y + hi.y) / 2), (hi.x - lo.x) / 2, family_colour(f), family_ink(f),
                       family_letter_text(translator(), f));
            });
      }
    }
  return out;
}

}  // namespace web
