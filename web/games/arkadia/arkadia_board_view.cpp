#include "arkadia_board_view.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "arkadia/geometry.hpp"
#include "arkadia/rules_data.hpp"
#include "arkadia_move_log.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "art.hpp"
#include "arkadia_pieces.hpp"
#include "widgets.hpp"
#include "theme.hpp"

namespace web {

using namespace arkadia;

namespace {

ImVec2 inset(ImVec2 p, float d) { return {p.x + d, p.y + d}; }

}  // namespace

void draw_tent(ImDrawList* dl, ImVec2 min, float cell) {
  // A ridge tent seen from its front: a lit and a shaded side of canvas, the dark doorway, a
  // pennant on the pole and its shadow on the ground.
  const ImVec2 top(min.x + cell * 0.5f, min.y + cell * 0.2f);
  const ImVec2 left(min.x + cell * 0.16f, min.y + cell * 0.8f), right(min.x + cell * 0.84f, min.y + cell * 0.8f);
  const ImVec2 foot(top.x, left.y);
  dl->AddTriangleFilled(ImVec2(top.x + cell * 0.06f, top.y + cell * 0.06f), ImVec2(right.x + cell * 0.1f, right.y),
                        ImVec2(foot.x, foot.y), IM_COL32(0, 0, 0, 45));
  dl->AddTriangleFilled(top, left, foot, colours::kTent);
  dl->AddTriangleFilled(top, foot, right, shade(colours::kTent, 0.8f));
  dl->AddTriangleFilled(ImVec2(top.x, top.y + cell * 0.3f), ImVec2(top.x - cell * 0.11f, foot.y), ImVec2(top.x + cell * 0.11f, foot.y),
                        IM_COL32(74, 54, 36, 255));
  dl->AddTriangle(top, left, right, colours::kTentEdge, std::max(1.0f, cell * 0.04f));
  dl->AddLine(top, ImVec2(top.x, top.y - cell * 0.1f), colours::kTentEdge, std::max(1.0f, cell * 0.03f));
  dl->AddTriangleFilled(ImVec2(top.x, top.y - cell * 0.1f), ImVec2(top.x + cell * 0.14f, top.y - cell * 0.07f), ImVec2(top.x, top.y - cell * 0.04f),
                        IM_COL32(190, 60, 40, 255));
}

void draw_piece(ImDrawList* dl, const BoardGeometry& g, const Bits& cells, ImU32 fill, ImU32 edge,
                float thickness) {
  cells.for_each([&](Square s) { dl->AddRectFilled(g.square_min(s), g.square_max(s), fill); });
  cells.for_each([&](Square s) {
    const ImVec2 a = g.square_min(s), b = g.square_max(s), centre = g.square_centre(s);
    // The neighbour on screen (the board may be turned): one square's width away.
    auto in = [&](float dx, float dy) {
      const auto n = g.square_at(ImVec2(centre.x + dx * g.cell, centre.y + dy * g.cell));
      return n && cells.test(*n);
    };
    const float h = thickness / 2;
    if (!in(0, -1)) dl->AddLine(ImVec2(a.x, a.y + h), ImVec2(b.x, a.y + h), edge, thickness);
    if (!in(0, 1)) dl->AddLine(ImVec2(a.x, b.y - h), ImVec2(b.x, b.y - h), edge, thickness);
    if (!in(-1, 0)) dl->AddLine(ImVec2(a.x + h, a.y), ImVec2(a.x + h, b.y), edge, thickness);
    if (!in(1, 0)) dl->AddLine(ImVec2(b.x - h, a.y), ImVec2(b.x - h, b.y), edge, thickness);
  });
}

void draw_text_centred(ImDrawList* dl, ImVec2 centre, float size, ImU32 colour, const char* text) {
  ImFont* font = ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0.0f, text);
  dl->AddText(font, size, ImVec2(centre.x - extent.x / 2, centre.y - extent.y / 2), colour, text);
}

namespace {

void draw_castle(ImDrawList* dl, const BoardGeometry& g, const State& s, const BoardMarks& marks) {
  const Square corner = s.lot_corner();
  const float cell = g.cell;
  // The lot, then the courtyard's two squares.
  draw_piece(dl, g, s.lot(), colours::kLot, IM_COL32(60, 58, 54, 255), std::max(2.0f, cell * 0.08f));
  for (int c = 1; c <= 2; ++c) {
    const Square sq = make_square(row_of(corner) + 1, col_of(corner) + c);
    dl->AddRectFilled(inset(g.square_min(sq), cell * 0.08f), inset(g.square_max(sq), -cell * 0.08f),
                      colours::kCourtyard, cell * 0.1f);
  }
  // The word between the courtyard's two squares.
  const ImVec2 c1 = g.square_centre(make_square(row_of(corner) + 1, col_of(corner) + 1));
  const ImVec2 c2 = g.square_centre(make_square(row_of(corner) + 1, col_of(corner) + 2));
  // Sized to stay inside the courtyard's two squares, whatever the language.
  const char* word = tr("arkadia.board.castle");
  const float wide = ImGui::GetFont()->CalcTextSizeA(cell * 0.3f, 1e9f, 0.0f, word).x;
  const float room = std::abs(c2.x - c1.x) > 1.0f ? cell * 1.7f : cell * 0.85f;  // one square across on a turned board
  const float size = cell * 0.3f * std::min(1.0f, room / std::max(1.0f, wide));
  draw_text_centred(dl, ImVec2((c1.x + c2.x) / 2, (c1.y + c2.y) / 2), size, IM_COL32(40, 50, 30, 255), word);
  for (int k = 0; k < kCastleSquares; ++k) {
    const Square sq = castle_square_on_board(corner, k);
    const ImVec2 a = inset(g.square_min(sq), cell * 0.1f), b = inset(g.square_max(sq), -cell * 0.1f);
    const int seal = s.castle().visible_seal(k);
    draw_castle_square(dl, a, b, s.castle().height(k), seal == data::kBlank ? -1 : seal, k + 1);
    if (marks.castle_targets[static_cast<std::size_t>(k)])
      dl->AddRect(inset(a, -cell * 0.06f), inset(b, cell * 0.06f), colours::kLegal | IM_COL32_A_MASK,
                  cell * 0.1f, 0, std::max(2.0f, cell * 0.08f));
  }
}

}  // namespace

void draw_worker(ImDrawList* dl, ImVec2 centre, float radius, int colour, bool neutral) {
  // A figure standing on the square, its player's mark on its chest (the mark tells the players
  // apart without their colours); a neutral worker is a grey figure with a plain ring.
  const float height = radius * 2.2f;
  const ImVec2 base(centre.x, centre.y + height * 0.48f);
  figure(dl, base, height, neutral ? neutral_worker_colour() : player_colour(colour));
  const ImVec2 chest(centre.x, base.y - height * 0.36f);
  if (neutral) dl->AddCircle(chest, radius * 0.3f, IM_COL32(110, 110, 110, 255), 0, std::max(1.0f, radius * 0.1f));
  else draw_player_mark(dl, chest, radius * 0.62f, colour);
}

void draw_card_face(ImDrawList* dl, ImVec2 min, ImVec2 max, CardType card, bool highlighted, bool turned) {
  const float w = max.x - min.x, h = max.y - min.y;
  dl->AddRectFilled(min, max, highlighted ? IM_COL32(255, 244, 214, 255) : IM_COL32(236, 226, 200, 255), 6.0f);
  dl->AddRect(min, max, highlighted ? colours::kSelected : IM_COL32(90, 70, 40, 255), 6.0f, 0,
              highlighted ? 3.0f : 1.5f);
  if (card >= kCardTypes) {  // face down: the back both games share
    card_back(dl, min, max);
    if (highlighted) dl->AddRect(min, max, colours::kSelected, 6.0f, 0, 3.0f);
    return;
  }
  const int form = form_of(card);
  const Orientation& o = kFormGeometry[static_cast<std::size_t>(form)].orientations[0];
  int rows = 1, cols = 1, min_dc = 0;
  for (int i = 0; i < o.cells; ++i) min_dc = std::min(min_dc, o.offsets[static_cast<std::size_t>(i)].dc);
  for (int i = 0; i < o.cells; ++i) {
    rows = std::max(rows, o.offsets[static_cast<std::size_t>(i)].dr + 1);
    cols = std::max(cols, o.offsets[static_cast<std::size_t>(i)].dc - min_dc + 1);
  }
  // On a turned board the picture turns with it, so the card shows the shape as it will lie.
  const int across = turned ? rows : cols, down = turned ? cols : rows;
  const float label_h = h * 0.3f;
  const float unit = turned ? std::min((w - 10) / 2.0f, (h - label_h - 10) / 4.0f)
                            : std::min((w - 10) / 4.0f, (h - label_h - 10) / 2.0f);
  const ImVec2 shape_min(min.x + (w - unit * static_cast<float>(across)) / 2,
                         min.y + 5 + (h - label_h - 10 - unit * static_cast<float>(down)) / 2);
  for (int i = 0; i < o.cells; ++i) {
    const auto& off = o.offsets[static_cast<std::size_t>(i)];
    const int x = turned ? rows - 1 - off.dr : off.dc - min_dc, y = turned ? off.dc - min_dc : off.dr;
    const ImVec2 a(shape_min.x + unit * static_cast<float>(x), shape_min.y + unit * static_cast<float>(y));
    dl->AddRectFilled(a, ImVec2(a.x + unit, a.y + unit), family_colour(family_of(card)));
    dl->AddRect(a, ImVec2(a.x + unit, a.y + unit), IM_COL32(30, 30, 30, 255), 0, 0, 1.0f);
  }
  // The code, with the kind's sign before it (the same sign as on the board).
  const std::string name = card_label(translator(), card);
  const float text_size = std::min(label_h, 18.0f);
  const float text_w = ImGui::GetFont()->CalcTextSizeA(text_size, 1e9f, 0.0f, name.c_str()).x;
  const float sign = std::min(label_h * 0.8f, 16.0f);
  const float label_y = max.y - label_h / 2 - 2;
  draw_text_centred(dl, ImVec2(min.x + w / 2 + sign * 0.6f, label_y), text_size, IM_COL32(40, 30, 20, 255), name.c_str());
  draw_form_sign(dl, ImVec2(min.x + w / 2 + sign * 0.6f - text_w / 2 - sign * 0.7f, label_y), sign, form, IM_COL32(70, 52, 34, 255));
}

std::optional<AdviceTag> draw_board(ImDrawList* dl, const BoardGeometry& g, const State& s, const BoardMarks& marks) {
  const float cell = g.cell;
  const ImVec2 board_min = g.origin, board_max(g.origin.x + g.size().x, g.origin.y + g.size().y);
  dl->AddRectFilled(ImVec2(board_min.x - 4, board_min.y - 4), ImVec2(board_max.x + 4, board_max.y + 4),
                    IM_COL32(90, 70, 44, 255), 6.0f);
  // Squares (checkered lightly so counting is easy), coordinates, tents.
  for (int r = 0; r < kRows; ++r)
    for (int c = 0; c < kCols; ++c) {
      const Square sq = make_square(r, c);
      dl->AddRectFilled(g.square_min(sq), g.square_max(sq), (r + c) % 2 ? colours::kBoard : colours::kBoardDark);
      if (kTentBits.test(sq)) draw_tent(dl, g.square_min(sq), cell);
    }
  for (int y = 0; y <= BoardGeometry::down(g.turned); ++y)
    dl->AddLine(ImVec2(board_min.x, board_min.y + cell * static_cast<float>(y)),
                ImVec2(board_max.x, board_min.y + cell * static_cast<float>(y)), colours::kGrid, 1.0f);
  for (int x = 0; x <= BoardGeometry::across(g.turned); ++x)
    dl->AddLine(ImVec2(board_min.x + cell * static_cast<float>(x), board_min.y),
                ImVec2(board_min.x + cell * static_cast<float>(x), board_max.y), colours::kGrid, 1.0f);
  const float label = std::clamp(cell * 0.3f, 9.0f, 16.0f);
  for (int c = 0; c < kCols && marks.coordinates; ++c) {
    const char text[2] = {static_cast<char>('a' + c), 0};
    draw_text_centred(dl, g.column_label(c), label, colours::kMuted, text);
  }
  for (int r = 0; r < kRows && marks.coordinates; ++r) {
    const std::string text = std::to_string(r + 1);
    draw_text_centred(dl, g.row_label(r), label, colours::kMuted, text.c_str());
  }

  marks.targets.for_each([&](Square sq) {
    dl->AddRectFilled(inset(g.square_min(sq), 1), inset(g.square_max(sq), -1), colours::kTarget);
  });

  draw_castle(dl, g, s, marks);

  for (int b = 0; b < s.building_count(); ++b) {
    const Building& building = s.building(b);
    draw_building(dl, g, building.cells, building.first,
                  {family_of(building.card), form_of(building.card), building.enclosed, building.has_seal,
                   palette() == Palette::kColourBlind});
    if (b == marks.selected_building)
      draw_piece(dl, g, building.cells, IM_COL32(255, 255, 255, 60), colours::kSelected, std::max(3.0f, cell * 0.1f));
  }

  for (int p = 0; p < s.num_players(); ++p)
    s.workers(p).for_each([&](Square sq) {
      draw_worker(dl, g.square_centre(sq), cell * 0.3f, marks.seat_colour[static_cast<std::size_t>(p)], false);
    });
  s.neutral_workers().for_each([&](Square sq) {
    draw_worker(dl, g.square_centre(sq), cell * 0.3f, 0, true);
  });

  for (const auto& w : marks.pending_workers) {
    const ImVec2 c = g.square_centre(w.square);
    draw_worker(dl, c, cell * 0.3f, marks.pending_colour, w.neutral);
    dl->AddCircle(c, cell * 0.38f, colours::kSelected, 0, 2.0f);
  }

  // The computer's advice (a hint, the review's choice): cyan, over everything but the player's
  // own ghost; its tag, beside its squares, is drawn last (below).
  if (marks.hint.any()) draw_piece(dl, g, marks.hint, colours::kAdviceFill, colours::kAdvice, std::max(3.0f, cell * 0.1f));

  if (marks.ghost.any())
    draw_piece(dl, g, marks.ghost, marks.ghost_legal ? colours::kLegal : colours::kIllegal,
               marks.ghost_legal ? IM_COL32(40, 160, 60, 255) : IM_COL32(200, 40, 40, 255), std::max(3.0f, cell * 0.1f));

  // Around what each other seat did: one line along the outer edge of its squares (a whole
  // building, not square by square), the mover's colour on a dark edge, over the piece's own
  // outline so its family colour stays in view.
  for (const RecentMove& move : marks.recent) {
    const float w = std::max(2.0f, cell * 0.07f), in = w / 2 + 1;
    for (const ImU32 colour : {IM_COL32(20, 20, 20, 230), player_colour(move.colour)}) {
      const float t = colour == player_colour(move.colour) ? w : w + 3.0f;
      move.squares.for_each([&](Square sq) {
        const ImVec2 a = g.square_min(sq), b = g.square_max(sq), centre = g.square_centre(sq);
        auto in_move = [&](float dx, float dy) {
          const auto n = g.square_at(ImVec2(centre.x + dx * cell, centre.y + dy * cell));
          return n && move.squares.test(*n);
        };
        // Each side runs on into its neighbour's, so the corners of the outline close.
        const float x0 = in_move(-1, 0) ? a.x : a.x + in - t / 2, x1 = in_move(1, 0) ? b.x : b.x - in + t / 2;
        const float y0 = in_move(0, -1) ? a.y : a.y + in - t / 2, y1 = in_move(0, 1) ? b.y : b.y - in + t / 2;
        if (!in_move(0, -1)) dl->AddLine(ImVec2(x0, a.y + in), ImVec2(x1, a.y + in), colour, t);
        if (!in_move(0, 1)) dl->AddLine(ImVec2(x0, b.y - in), ImVec2(x1, b.y - in), colour, t);
        if (!in_move(-1, 0)) dl->AddLine(ImVec2(a.x + in, y0), ImVec2(a.x + in, y1), colour, t);
        if (!in_move(1, 0)) dl->AddLine(ImVec2(b.x - in, y0), ImVec2(b.x - in, y1), colour, t);
      });
    }
  }

  std::vector<ScreenRect> hinted;
  marks.hint.for_each([&](Square q) {
    // The board may be turned: each square's corners in screen order.
    const ImVec2 a = g.square_min(q), b = g.square_max(q);
    hinted.push_back({ImVec2(std::min(a.x, b.x), std::min(a.y, b.y)), ImVec2(std::max(a.x, b.x), std::max(a.y, b.y))});
  });
  return advice_tag(dl, std::move(hinted), marks.hint_worth, board_min, board_max);
}

}  // namespace web
