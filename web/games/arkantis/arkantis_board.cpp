// The ArkantiS board: blue tokens drawn as squares and red circles as discs, so the two colours
// also differ in shape; the sets a removal or a move would make, outlined before it is made;
// the open spots of this turn in gold.
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>
#include <utility>

#include "arkantis/notation.hpp"
#include "arkantis_app.hpp"
#include "arkantis_drawing.hpp"
#include "art.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkantis;

void mark_recent_squares(ImDrawList* dl, const ArkantisGeometry& g, Bits squares, float width) {
  const float arm = g.cell * 0.28f, in = width * 0.5f + 2.0f;
  for (int q = 0; q < data::kSquares; ++q) {
    if (!(squares & bit(q))) continue;
    const ImVec2 a = g.square_min(q);
    const ImVec2 b(a.x + g.cell, a.y + g.cell);
    for (const auto& [x, y, dx, dy] : {std::array<float, 4>{a.x + in, a.y + in, 1, 1}, {b.x - in, a.y + in, -1, 1},
                                       {a.x + in, b.y - in, 1, -1}, {b.x - in, b.y - in, -1, -1}}) {
      const ImVec2 corner[3] = {ImVec2(x + dx * arm, y), ImVec2(x, y), ImVec2(x, y + dy * arm)};
      dl->AddPolyline(corner, 3, IM_COL32(20, 16, 12, 200), 0, width + 2.5f);
      dl->AddPolyline(corner, 3, IM_COL32(255, 255, 255, 240), 0, width);
    }
  }
}

std::vector<ClaimCardPlace> claim_card_places(const State& s) {
  std::vector<ClaimCardPlace> places;
  Bits near = 0, far = 0;  // the corners already holding a card
  std::size_t most = 0;
  for (int p = 0; p < s.num_players(); ++p) most = std::max(most, s.player(p).claimed.size());
  for (std::size_t i = 0; i < most; ++i)
    for (int p = 0; p < s.num_players(); ++p) {
      const auto& claimed = s.player(p).claimed;
      if (i >= claimed.size()) continue;
      const Bits spot = claimed[i].spot.squares;
      ClaimCardPlace place{p, static_cast<int>(i), first_square(spot), false};
      if (const Bits free_near = spot & ~near) place.square = first_square(free_near);
      else if (const Bits free_far = spot & ~far) place = {p, static_cast<int>(i), first_square(free_far), true};
      (place.far ? far : near) |= bit(place.square);
      places.push_back(place);
    }
  for (ClaimCardPlace& place : places) place.shared = (near & far & bit(place.square)) != 0;
  return places;
}

ClaimCardRect claim_card_rect(const ArkantisGeometry& g, const ClaimCardPlace& place) {
  const float width = place.shared ? std::min(g.cell * 0.4f, (g.cell - 9.0f) / 2)
                                   // 32 px at the least where the square leaves room, so its figure reads (a
                                   // phone's board, smaller beside the players' boards: issue 77)
                                   : std::max(g.cell * 0.4f, std::min({36.0f, g.cell - 8.0f, std::max(32.0f, g.cell * 0.75f)}));
  ClaimCardRect r;
  r.unit = std::max(2.0f, (width - 10.0f) / 5);
  r.size = arkantis_card_size(r.unit, /*bare=*/true);
  const ImVec2 corner = g.square_min(place.square);
  r.at = place.far ? ImVec2(corner.x + g.cell - r.size.x - 3, corner.y + g.cell - r.size.y - 3) : ImVec2(corner.x + 3, corner.y + 3);
  return r;
}

// Outlines a set of squares: the edges between a square of the set and one outside it.
void outline_squares(ImDrawList* dl, const ArkantisGeometry& g, Bits squares, ImU32 colour, float width) {
  // The outline runs just inside the set's squares, so that two sets side by side (a red spot
  // beside a blue one) keep two outlines apart instead of one shared line, and no square outside
  // the set looks framed. Each edge ends at a convex corner, runs on into the next square along a
  // straight side, or reaches into the diagonal square at a concave corner.
  const float d = width * 0.5f + 1.5f;
  auto in = [&](int rr, int cc) {
    return rr >= 0 && rr < data::kRows && cc >= 0 && cc < data::kCols && (squares & bit(square_at(rr, cc)));
  };
  auto end = [&](bool along, bool diagonal, float at, float sign) { return !along ? at + sign * d : diagonal ? at - sign * d : at; };
  for (int q = 0; q < data::kSquares; ++q) {
    if (!(squares & bit(q))) continue;
    const ImVec2 a = g.square_min(q);
    const ImVec2 b(a.x + g.cell, a.y + g.cell);
    const int r = row_of(q), c = col_of(q);
    if (!in(r - 1, c))
      dl->AddLine(ImVec2(end(in(r, c - 1), in(r - 1, c - 1), a.x, 1), a.y + d), ImVec2(end(in(r, c + 1), in(r - 1, c + 1), b.x, -1), a.y + d),
                  colour, width);
    if (!in(r + 1, c))
      dl->AddLine(ImVec2(end(in(r, c - 1), in(r + 1, c - 1), a.x, 1), b.y - d), ImVec2(end(in(r, c + 1), in(r + 1, c + 1), b.x, -1), b.y - d),
                  colour, width);
    if (!in(r, c - 1))
      dl->AddLine(ImVec2(a.x + d, end(in(r - 1, c), in(r - 1, c - 1), a.y, 1)), ImVec2(a.x + d, end(in(r + 1, c), in(r + 1, c - 1), b.y, -1)),
                  colour, width);
    if (!in(r, c + 1))
      dl->AddLine(ImVec2(b.x - d, end(in(r - 1, c), in(r - 1, c + 1), a.y, 1)), ImVec2(b.x - d, end(in(r + 1, c), in(r + 1, c + 1), b.y, -1)),
                  colour, width);
  }
}

namespace {

// A blue stone tile between `min` and `max`, `alpha` opaque (0 to 1): bevelled, with a few
// flecks that differ from square to square (`grain`), so the board reads as stones, not paint.
void stone_tile(ImDrawList* dl, ImVec2 min, ImVec2 max, float alpha, int grain) {
  const auto faded = [alpha](ImU32 c) {
    return with_alpha(c, static_cast<int>(static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF) * std::clamp(alpha, 0.0f, 1.0f)));
  };
  const float w = max.x - min.x, r = w * 0.1f, edge = std::max(1.5f, w * 0.07f);
  // The shadow only where it shows (below and right), then the bevelled face (art.cpp): one
  // layer of fill per tile, which software WebGL pays for pixel by pixel.
  const ImU32 shadow = faded(IM_COL32(0, 0, 0, 80));
  dl->AddRectFilled(ImVec2(min.x + edge, max.y), ImVec2(max.x + edge * 0.6f, max.y + edge), shadow, r, ImDrawFlags_RoundCornersBottom);
  dl->AddRectFilled(ImVec2(max.x, min.y + edge), ImVec2(max.x + edge * 0.6f, max.y), shadow, r, ImDrawFlags_RoundCornersRight);
  bevelled_rect(dl, min, max, faded(kBlueToken), r, edge);  // shade() keeps the faded alpha
  unsigned h = static_cast<unsigned>(grain) * 2654435761u;
  for (int k = 0; k < 4; ++k) {
    h = h * 1103515245u + 12345u;
    const float fx = static_cast<float>((h >> 8) % 1000) / 1000.0f, fy = static_cast<float>((h >> 18) % 1000) / 1000.0f;
    const ImVec2 at(min.x + w * (0.22f + 0.56f * fx), min.y + w * (0.22f + 0.56f * fy));
    dl->AddCircleFilled(at, w * (0.025f + 0.015f * static_cast<float>(k % 2)), faded(shade(kBlueToken, k % 2 ? 0.75f : 1.3f)), 6);
  }
}

}  // namespace

void draw_arkantis_square(ImDrawList* dl, const ArkantisGeometry& g, int q, bool covered) {
  const ImVec2 a = g.square_min(q), ctr = g.square_centre(q);
  dl->AddRect(a, ImVec2(a.x + g.cell, a.y + g.cell), IM_COL32(0, 0, 0, 90));
  if (covered) {
    const float m = g.cell * 0.1f;
    stone_tile(dl, ImVec2(a.x + m, a.y + m), ImVec2(a.x + g.cell - m, a.y + g.cell - m), 1.0f, q);
  } else {
    // What the dig uncovers: a red stone in a dark hollow, lit from the top left.
    // (Rings and arcs rather than stacked discs: one layer of fill.)
    const float r = g.cell * 0.36f;
    dl->AddCircle(ctr, r * 1.06f, IM_COL32(34, 22, 20, 255), 0, r * 0.13f);
    dl->AddCircleFilled(ctr, r, kRedCircle);
    dl->PathArcTo(ctr, r * 0.93f, -0.2f, 1.8f, 10);
    dl->PathStroke(shade(kRedCircle, 0.7f), 0, r * 0.14f);
    dl->AddCircleFilled(ImVec2(ctr.x - r * 0.35f, ctr.y - r * 0.38f), r * 0.16f, with_alpha(IM_COL32(255, 235, 225, 255), 150));
  }
}

// A blue token centred at `centre`, `scale` times its size on a square, `alpha` opaque (0 to 1),
// with a shadow under it that grows as it rises by `lift` (0 on the board).
void draw_token_at(ImDrawList* dl, const ArkantisGeometry& g, ImVec2 centre, float scale, float alpha, float lift) {
  const float half = g.cell * (0.5f - 0.1f) * scale;
  if (lift > 0)
    dl->AddRectFilled(ImVec2(centre.x - half + lift * 0.3f, centre.y - half + lift), ImVec2(centre.x + half + lift * 0.3f, centre.y + half + lift),
                      with_alpha(IM_COL32(0, 0, 0, 0), static_cast<int>(90 * std::clamp(alpha, 0.0f, 1.0f))), g.cell * 0.1f);
  stone_tile(dl, ImVec2(centre.x - half, centre.y - half), ImVec2(centre.x + half, centre.y + half), alpha, 0);
}

// An action on its way (web/logic/motion.hpp), over the board after it: a token taken lifts off
// and fades, a token moved slides from its square to the new one.
void draw_token_motion(ImDrawList* dl, const ArkantisGeometry& g, const Action& a, double progress) {
  const float e = ease_out(progress);
  if (a.kind == ActionKind::kTakeOne || a.kind == ActionKind::kTakeTwo) {
    for (int q : {static_cast<int>(a.square), static_cast<int>(a.second)}) {
      if (a.kind == ActionKind::kTakeOne && q != a.square) continue;
      const ImVec2 c = g.square_centre(q);
      const float lift = g.cell * 0.35f * e;
      draw_token_at(dl, g, ImVec2(c.x, c.y - lift), 1.0f + 0.2f * e, 1.0f - e, lift);
    }
  } else if (a.kind == ActionKind::kMove) {
    // The square it arrives on shows what lay there until the token covers it.
    draw_arkantis_square(dl, g, a.second, false);
    const ImVec2 from = g.square_centre(a.square), to = g.square_centre(a.second);
    const float arc = g.cell * 0.3f * std::sin(e * 3.14159265f);
    draw_token_at(dl, g, ImVec2(from.x + (to.x - from.x) * e, from.y + (to.y - from.y) * e - arc), 1.0f + 0.1f * arc / g.cell, 1.0f, arc);
  }
}

void draw_arkantis_pieces(ImDrawList* dl, const ArkantisGeometry& g, const State& drawn, const std::function<ImU32(int)>& seat_colour) {
  const Bits covered = drawn.covered();
  for (int q = 0; q < data::kSquares; ++q) draw_arkantis_square(dl, g, q, (covered & bit(q)) != 0);
  // Claimed spots stay on the board, tinted and outlined in their owner's colour...
  for (int p = 0; p < drawn.num_players(); ++p)
    for (const Claim& claim : drawn.player(p).claimed) {
      const ImU32 colour = seat_colour(p);
      const ImU32 tint = (colour & ~IM_COL32_A_MASK) | (56u << IM_COL32_A_SHIFT);
      for (int q = 0; q < data::kSquares; ++q)
        if (claim.spot.squares & bit(q)) {
          const ImVec2 a = g.square_min(q);
          dl->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + g.cell - 1, a.y + g.cell - 1), tint);
        }
      outline_squares(dl, g, claim.spot.squares, (colour & ~IM_COL32_A_MASK) | (200u << IM_COL32_A_SHIFT), 2.5f);
    }
  // ... with the card laid on each, small, in a corner of its own: its figure and its points.
  for (const ClaimCardPlace& place : claim_card_places(drawn)) {
    const Claim& claim = drawn.player(place.seat).claimed[static_cast<std::size_t>(place.index)];
    const ClaimCardRect r = claim_card_rect(g, place);
    draw_arkantis_card(dl, r.at, r.unit, claim.card, false, false, /*bare=*/true);
    dl->AddRect(r.at, ImVec2(r.at.x + r.size.x, r.at.y + r.size.y), seat_colour(place.seat), 5.0f, 0, 2.0f);
  }
}

ArkantisGeometry ArkantisGeometry::fit(ImVec2 min, ImVec2 max) {
  // Room for the coordinates on the left and top, and the frame (widgets.hpp).
  const float side = std::max(70.0f, std::min(max.x - min.x, max.y - min.y));
  const float n = static_cast<float>(data::kCols);
  ArkantisGeometry g;
  g.cell = std::floor(board_cell(side, n));
  const float w = g.cell * n, strip = g.label_strip();
  g.origin = ImVec2(std::floor(min.x + (max.x - min.x - w + strip) / 2), std::floor(min.y + strip + 4));
  return g;
}

ImVec2 ArkantisGeometry::square_min(int q) const {
  return {origin.x + static_cast<float>(col_of(q)) * cell, origin.y + static_cast<float>(row_of(q)) * cell};
}

ImVec2 ArkantisGeometry::square_centre(int q) const {
  const ImVec2 a = square_min(q);
  return {a.x + cell / 2, a.y + cell / 2};
}

std::optional<int> ArkantisGeometry::square_at(ImVec2 p) const {
  const float x = (p.x - origin.x) / cell, y = (p.y - origin.y) / cell;
  if (x < 0 || y < 0 || x >= static_cast<float>(data::kCols) || y >= static_cast<float>(data::kRows)) return std::nullopt;
  return arkantis::square_at(static_cast<int>(y), static_cast<int>(x));
}

namespace {

// The computer's advice on the board: a ring in the advice colour on each of its squares, and its
// tag (advice_tag) beside them, kept on the board.
std::optional<AdviceTag> draw_advice(ImDrawList* dl, const ArkantisGeometry& g, Bits squares, const std::string& text) {
  std::vector<ScreenRect> advised;
  for (int q = 0; q < data::kSquares; ++q) {
    if (!(squares & bit(q))) continue;
    dl->AddCircle(g.square_centre(q), g.cell * 0.44f, colours::kAdvice, 0, 4.0f);
    const ImVec2 a = g.square_min(q);
    advised.push_back({a, ImVec2(a.x + g.cell, a.y + g.cell)});
  }
  return advice_tag(dl, std::move(advised), text, g.origin,
                    ImVec2(g.origin.x + g.cell * static_cast<float>(data::kCols), g.origin.y + g.cell * static_cast<float>(data::kRows)));
}

}  // namespace

std::optional<Action> ArkantisApp::composed_action(std::optional<int> at) const {
  const State& s = session().game()->state();
  if (s.phase() != Phase::kAction) return std::nullopt;
  const Bits covered = s.covered();
  if (selected_.empty()) {
    if (at && (covered & bit(*at))) return Action::take(*at);
    return std::nullopt;
  }
  if (selected_.size() == 2) return Action::take(selected_[0], selected_[1]);
  const int first = selected_[0];
  if (move_to_) return Action::move(first, *move_to_);
  if (at && *at != first) {
    if (covered & bit(*at)) return Action::take(first, *at);
    return Action::move(first, *at);
  }
  return Action::take(first);
}

ArkantisPreview ArkantisApp::preview(const Action& action) const {
  ArkantisPreview p;
  p.action = action;
  const State& s = session().game()->state();
  const int me = s.current_player();
  p.cost = action.kind == ActionKind::kTakeTwo ? data::kCostRemoveTwo : action.kind == ActionKind::kMove ? data::kCostMove : 0;
  // The preview runs on a view of the viewer's seat: nothing hidden is used.
  State trial = SeatView::of(s, me).state();
  const auto status = trial.apply(action);
  p.legal = status.ok();
  if (!p.legal) {
    p.reason = refusal_text(status);
    return p;
  }
  p.gained = trial.player(me).counters - (s.player(me).counters - p.cost);
  p.covered_after = trial.covered();
  const auto& before = s.register_keys();
  for (std::uint64_t key : trial.register_keys())
    if (!std::binary_search(before.begin(), before.end(), key))
      p.spots.push_back(BoardSet{key & ~(std::uint64_t{1} << 63), static_cast<SetColour>(key >> 63)});
  for (int i = 0; i < trial.open_spot_count(); ++i) {
    const OpenSpot& o = trial.open_spot(i);
    p.open.push_back(o);
    if (trial.player(me).hand[o.shape] > 0) p.claimable.push_back(o.shape);
  }
  return p;
}

void ArkantisApp::draw_board_area(ImVec2 min, ImVec2 max) {
  const auto [smin, smax] = board_button(min, max);
  geometry_ = ArkantisGeometry::fit(smin, smax);
  hover_.reset();
  if (ImGui::IsItemHovered() && !touch_) hover_ = geometry_.square_at(ImGui::GetIO().MousePos);
  // The keyboard's cursor points where the mouse does not (App::use_board_cursor).
  const auto cursor = human_to_move() ? board_cursor() : std::nullopt;
  if (cursor && !hover_) hover_ = square_at(cursor->second, cursor->first);
  const bool clicked = ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Left);

  const State& s = shown_state();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ArkantisGeometry& g = geometry_;
  const float side = g.cell * static_cast<float>(data::kCols);
  dl->AddRectFilled(ImVec2(g.origin.x - 4, g.origin.y - 4), ImVec2(g.origin.x + side + 4, g.origin.y + side + 4), kBoardFill, 6.0f);
  for (int c = 0; c < data::kCols; ++c) {
    const char label[2] = {static_cast<char>('a' + c), 0};
    const ImVec2 size = ImGui::CalcTextSize(label);
    dl->AddText(ImVec2(g.origin.x + (static_cast<float>(c) + 0.5f) * g.cell - size.x / 2, g.origin.y - 4 - (g.label_strip() + size.y) / 2),
                kLabel, label);
  }
  for (int r = 0; r < data::kRows; ++r) {
    const std::string label = std::to_string(r + 1);
    const ImVec2 size = ImGui::CalcTextSize(label.c_str());
    dl->AddText(ImVec2(g.origin.x - 4 - (g.label_strip() + size.x) / 2, g.origin.y + (static_cast<float>(r) + 0.5f) * g.cell - size.y / 2),
                kLabel, label.c_str());
  }
  // While an action plays out, the board after it, with the action drawn on its way over it.
  draw_arkantis_pieces(dl, g, board_state(), [this](int seat) { return player_colour(colour_of(seat)); });
  if (const auto moving = action_in_motion()) draw_token_motion(dl, g, moving->first, moving->second);
  // This turn's open spots, then the selection and what the pointer would do.
  const bool live = view_.screen == Screen::kPlay && session().game() && !s.is_terminal();
  if (live)
    for (int i = 0; i < s.open_spot_count(); ++i)
      if (!s.open_spot(i).claimed) {
        const Bits spot = s.open_spot(i).spot.squares;
        // A Claim button pointed at: its spot stands out, the others step back.
        const bool other = spot_hover_ && *spot_hover_ != spot;
        outline_squares(dl, g, spot, other ? IM_COL32(200, 160, 60, 110) : kSpotGold, spot_hover_ && !other ? 6.0f : 4.0f);
      }
  if (claim_hover_) outline_squares(dl, g, claim_hover_->first, player_colour(colour_of(claim_hover_->second)), 4.0f);
  for (int q : selected_) {
    const ImVec2 a = g.square_min(q);
    dl->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(a.x + g.cell - 2, a.y + g.cell - 2), colours::kSelected, 4.0f, 0, 3.0f);
  }
  if (move_to_) dl->AddCircle(g.square_centre(*move_to_), g.cell * 0.42f, colours::kSelected, 0, 3.0f);
  if (const ReviewedDecision* reviewed = table_.reviewed_here()) {
    // A turn opened from the review: the player's action outlined in their colour, the AI's in cyan.
    const auto chosen = parsed_actions(reviewed->chosen), preferred = parsed_actions(reviewed->preferred);
    if (!chosen.empty()) outline_squares(dl, g, changed_squares(chosen.front()), player_colour(colour_of(reviewed->seat)), 4.0f);
    if (!preferred.empty()) draw_advice(dl, g, changed_squares(preferred.front()), tr("review.tag"));
    return;
  }
  if (const auto past = shown_past()) {
    // A past position (the replay, or the game stepped back through) outlines the squares of the
    // action that led to it.
    if (*past > 0) {
      const Bits squares = changed_squares(shown_match()->record().actions[static_cast<std::size_t>(*past - 1)]);
      for (int q = 0; q < data::kSquares; ++q)
        if (squares & bit(q)) outline_squares(dl, g, bit(q), kPreview, 2.5f);
    }
    return;
  }
  if (live)
    for (const auto& [squares, seat] : recent_turns()) mark_recent_squares(dl, g, squares, 3.0f);
  if (!live || !human_to_move()) return;
  if (const auto hint = shown_hint()) {
    // The hint: the squares of its action in the advice colour (a claim: its spot).
    Bits squares = changed_squares(*hint);
    for (int i = 0; i < s.open_spot_count(); ++i)
      if (hint->kind == ActionKind::kClaim && (s.open_spot(i).spot.squares & bit(hint->square)))
        squares |= s.open_spot(i).spot.squares;
    if (const auto tag = draw_advice(dl, g, squares, hint_worth())) mark_hint_tag(*tag);
  }
  if (s.phase() == Phase::kAction && (hover_ || !selected_.empty())) {
    if (auto action = composed_action(hover_)) {
      const ArkantisPreview p = preview(*action);
      if (p.legal) {
        // The board as the action would leave it: the squares it changes drawn so, under a light
        // veil (not yet played), and each set it makes filled in its own tint.
        const Bits changes = p.covered_after ^ s.covered();
        for (int q = 0; q < data::kSquares; ++q)
          if (changes & bit(q)) {
            draw_arkantis_square(dl, g, q, (p.covered_after & bit(q)) != 0);
            const ImVec2 a = g.square_min(q);
            dl->AddRectFilled(ImVec2(a.x + 1, a.y + 1), ImVec2(a.x + g.cell - 1, a.y + g.cell - 1), IM_COL32(255, 255, 255, 40), 4.0f);
          }
        for (const BoardSet& spot : p.spots) {
          const ImU32 tint = arkantis::count(spot.squares) >= 4 ? IM_COL32(240, 196, 80, 70) : IM_COL32(255, 255, 255, 55);
          for (int q = 0; q < data::kSquares; ++q)
            if (spot.squares & bit(q)) {
              const ImVec2 a = g.square_min(q);
              dl->AddRectFilled(ImVec2(a.x + 2, a.y + 2), ImVec2(a.x + g.cell - 2, a.y + g.cell - 2), tint, 3.0f);
            }
        }
        for (int q : selected_) {  // still seen over the preview
          const ImVec2 a = g.square_min(q);
          dl->AddRect(ImVec2(a.x + 2, a.y + 2), ImVec2(a.x + g.cell - 2, a.y + g.cell - 2), colours::kSelected, 4.0f, 0, 3.0f);
        }
      }
      for (const BoardSet& spot : p.spots) outline_squares(dl, g, spot.squares, arkantis::count(spot.squares) >= 4 ? kSpotGold : kPreview, 2.5f);
      if (hover_ && ImGui::IsItemHovered()) {
        // The action in words; its notation only for a player who asked to see notation.
        const std::string a = square_name(action->square);
        std::string tip = action->kind == ActionKind::kTakeOne ? tr("arkantis.preview.take", {{"a", a}})
                          : tr(action->kind == ActionKind::kMove ? "arkantis.preview.move" : "arkantis.preview.take_two",
                               {{"a", a}, {"b", square_name(action->second)}});
        if (settings_.show_notation) tip += "   [" + to_text(*action) + "]";
        tip += "\n";
        if (!p.legal) {
          tip += p.reason;
        } else {
          tip += p.cost ? tr("arkantis.preview.cost", {{"n", std::to_string(p.cost)}}) : tr("arkantis.preview.free");
          if (p.gained) tip += "\n" + tr("arkantis.preview.gain", {{"n", std::to_string(p.gained)}});
          for (const OpenSpot& o : p.open)
            tip += "\n" + tr("arkantis.preview.open", {{"card", std::string(card_id(o.shape))}});
          if (!p.claimable.empty()) tip += std::string("\n") + tr("arkantis.preview.claimable");
          if (p.spots.empty()) tip += std::string("\n") + tr("arkantis.preview.nothing");
        }
        ImGui::SetTooltip("%s", tip.c_str());
      }
    }
  }
  if (cursor) {
    const int at = square_at(cursor->second, cursor->first);
    const ImVec2 corner = geometry_.square_min(at);
    draw_cursor_ring(ImGui::GetWindowDrawList(), corner, ImVec2(corner.x + geometry_.cell, corner.y + geometry_.cell));
  }
  // Not hover_: a finger has no hover (no preview), but its tap still lands on a square.
  if (clicked)
    if (auto square = geometry_.square_at(ImGui::GetIO().MousePos)) handle_board_click(*square);
}

// Said as the board cursor reaches a square: a token or a circle, selected, in a spot to claim
// now (and what Space does there), claimed by whom.
std::string ArkantisApp::square_words(int column, int row) const {
  const int square = square_at(row, column);
  const State& s = shown_state();
  std::string what = tr((s.covered() & bit(square)) ? "arkantis.cursor.token" : "arkantis.cursor.circle");
  if (std::find(selected_.begin(), selected_.end(), square) != selected_.end() || move_to_ == square) {
    what += std::string(tr("announce.then")) + tr(move_to_ == square ? "arkantis.cursor.move_to" : "arkantis.cursor.selected");
    // What Enter plays now, in the log's words, before it is played.
    if (const auto a = human_to_move() ? composed_action(std::nullopt) : std::nullopt; a && s.check(*a).ok())
      what += std::string(tr("announce.then")) + tr("cursor.enter", {{"action", action_words(*a)}});
  }
  // A spot the turn opened: what Space does there, before it does it (a Space there claims).
  if (human_to_move() && s.phase() == Phase::kAfter)
    for (int i = 0; i < s.open_spot_count(); ++i) {
      const OpenSpot& o = s.open_spot(i);
      if (o.claimed || !(o.spot.squares & bit(square))) continue;
      what += std::string(tr("announce.then")) + tr("arkantis.cursor.open_spot", {{"card", std::string(card_id(o.shape))}});
      if (const Action claim = Action::claim(o.shape, first_square(o.spot.squares)); s.check(claim).ok())
        what += std::string(tr("announce.then")) + tr("cursor.space", {{"action", action_words(claim)}});
    }
  for (int p = 0; p < s.num_players(); ++p)
    for (const Claim& claim : s.player(p).claimed)
      if (claim.spot.squares & bit(square))
        what += std::string(tr("announce.then")) +
                (named_you(p) ? tr("arkantis.cursor.claimed.you", {{"card", std::string(card_id(claim.card))}})
                              : tr("arkantis.cursor.claimed", {{"card", std::string(card_id(claim.card))}, {"player", seat_name_in_sentence(p)}}));
  return cursor_square_words(translator(), square_name(square), what);
}

void ArkantisApp::handle_board_click(int square) {
  const State& s = session().game()->state();
  notice_.clear();
  if (s.phase() == Phase::kAfter) {
    // A click on an open spot claims it with the card of its shape, when the hand has one.
    for (int i = 0; i < s.open_spot_count(); ++i) {
      const OpenSpot& o = s.open_spot(i);
      if (o.claimed || !(o.spot.squares & bit(square))) continue;
      const Action claim = Action::claim(o.shape, first_square(o.spot.squares));
      if (s.check(claim).ok()) play(claim);
      else notice_ = refusal_text(s.check(claim));
      return;
    }
    return;
  }
  confirm_pass_ = false;
  const bool token = s.covered() & bit(square);
  const auto it = std::find(selected_.begin(), selected_.end(), square);
  if (it != selected_.end()) {
    selected_.erase(it);
    move_to_.reset();
  } else if (token) {
    move_to_.reset();
    if (selected_.size() == 2) selected_.pop_back();
    selected_.push_back(square);
  } else if (selected_.size() == 1) {
    move_to_ = move_to_ == square ? std::nullopt : std::optional<int>(square);
  } else {
    notice_ = tr("arkantis.notice.pick_token");
  }
}

std::vector<std::pair<Bits, int>> ArkantisApp::recent_turns() const {
  std::vector<std::pair<Bits, int>> out;
  if (!session().game()) return out;
  const Match& game = *session().game();
  const int me = session().viewer();
  const auto& turns = game.turns();
  const std::size_t from = game.first_recent_turn(me);
  for (std::size_t t = from; t < turns.size(); ++t) {
    if (turns[t].seat == me) continue;
    Bits squares = 0;
    for (const Action& a : turns[t].actions) squares |= changed_squares(a);
    if (squares) out.emplace_back(squares, turns[t].seat);
  }
  return out;
}

Bits changed_squares(const Action& a) {
  if (a.kind == ActionKind::kTakeOne) return bit(a.square);
  if (a.kind == ActionKind::kTakeTwo || a.kind == ActionKind::kMove) return bit(a.square) | bit(a.second);
  return 0;
}

}  // namespace web
