#include "arkadia_rules_diagrams.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <string>

#include "arkadia/geometry.hpp"
#include "arkadia/notation.hpp"
#include "arkadia/rules_data.hpp"
#include "arkadia_board_geometry.hpp"
#include "arkadia_board_view.hpp"
#include "arkadia_move_log.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "theme.hpp"
#include "arkadia_family_chip.hpp"
#include "arkadia_pieces.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkadia;

namespace {

// Names each diagram and caption for the test hook while draw_rules_diagram runs.
struct Marks {
  const std::function<void(const std::string&)>* mark = nullptr;
  int diagrams = 0, captions = 0;
};
Marks marks;

// A small window on the board: `rows` x `cols` squares from (row0, col0), drawn at the cursor.
class Diagram {
 public:
  Diagram(int row0, int col0, int rows, int cols, float cell) : row0_(row0), col0_(col0), rows_(rows), cols_(cols) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    g_.cell = cell;
    g_.origin = ImVec2(p.x - cell * static_cast<float>(col0), p.y - cell * static_cast<float>(row0));
    dl_ = ImGui::GetWindowDrawList();
    for (int r = row0; r < row0 + rows; ++r)
      for (int c = col0; c < col0 + cols; ++c) {
        const Square s = make_square(r, c);
        dl_->AddRectFilled(g_.square_min(s), g_.square_max(s), (r + c) % 2 ? colours::kBoard : colours::kBoardDark);
        dl_->AddRect(g_.square_min(s), g_.square_max(s), colours::kGrid);
      }
  }
  ~Diagram() {
    ImGui::Dummy(ImVec2(g_.cell * static_cast<float>(cols_), g_.cell * static_cast<float>(rows_)));
    if (marks.mark) (*marks.mark)("rules.diagram." + std::to_string(marks.diagrams++));
  }

  Square at(int r, int c) const { return make_square(row0_ + r, col0_ + c); }
  void tent(int r, int c) { draw_tent(dl_, g_.square_min(at(r, c)), g_.cell); }
  void building(const char* card, std::initializer_list<std::pair<int, int>> cells, bool done = false, bool seal = true) {
    Bits b;
    for (auto [r, c] : cells) b.set(at(r, c));
    const CardType ct = *parse_card(card);
    draw_building(dl_, g_, b, at(cells.begin()->first, cells.begin()->second),
                  {family_of(ct), form_of(ct), done, seal, palette() == Palette::kColourBlind});
  }
  void shade(std::initializer_list<std::pair<int, int>> cells, ImU32 colour) {
    Bits b;
    for (auto [r, c] : cells) b.set(at(r, c));
    draw_piece(dl_, g_, b, colour, colour | IM_COL32_A_MASK, 3.0f);
  }
  void worker(int r, int c, int colour, bool neutral = false) { draw_worker(dl_, g_.square_centre(at(r, c)), g_.cell * 0.3f, colour, neutral); }
  void label(int r, int c, const std::string& text, ImU32 colour = IM_COL32(30, 30, 30, 255)) {
    draw_text_centred(dl_, g_.square_centre(at(r, c)), g_.cell * 0.34f, colour, text.c_str());
  }
  ImDrawList* draw_list() const { return dl_; }
  const BoardGeometry& geometry() const { return g_; }

 private:
  int row0_, col0_, rows_, cols_;
  BoardGeometry g_;
  ImDrawList* dl_;
};

float cell_for(float width, int cols) { return std::clamp(std::floor(width / static_cast<float>(cols)), 18.0f, 34.0f); }

// Grey text under a diagram, wrapped at `width` (0: the window's edge).
void caption(const std::string& text, float width = 0) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::PushTextWrapPos(width > 0 ? ImGui::GetCursorPosX() + width : 0.0f);
  ImGui::TextUnformatted(text.c_str());
  if (marks.mark) (*marks.mark)("rules.caption." + std::to_string(marks.captions++));
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
}

// The castle lot: its ten castle squares with their printed seals, K1..K10, and the courtyard.
// With pieces: the first floor partly built, to show how the values follow the tops.
void castle_diagram(float width, bool with_pieces) {
  const float cell = cell_for(width * 0.5f, 4) * 1.3f;
  constexpr int kPieceTops[kCastleSquares] = {-1, 2, 2, -1, 0, -1, -1, -1, -1, 3};
  auto top_of = [&](int k) -> int {
    return with_pieces && kPieceTops[k] >= 0 ? kPieceTops[k] : data::kCastle[static_cast<std::size_t>(k)].printed;
  };
  {
    Diagram d(4, 6, 3, 4, cell);
    ImDrawList* dl = d.draw_list();
    const Square corner = d.at(0, 0);
    const BoardGeometry& g = d.geometry();
    for (int c = 1; c <= 2; ++c) d.shade({{1, c}}, colours::kCourtyard);
    for (int k = 0; k < kCastleSquares; ++k) {
      const Square s = castle_square_on_board(corner, k);
      const int top = top_of(k);
      const bool piece = with_pieces && kPieceTops[k] >= 0;
      const ImVec2 a(g.square_min(s).x + cell * 0.1f, g.square_min(s).y + cell * 0.1f);
      const ImVec2 b(g.square_max(s).x - cell * 0.1f, g.square_max(s).y - cell * 0.1f);
      if (piece) dl->AddRectFilled(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), IM_COL32(40, 38, 34, 255), 4);
      dl->AddRectFilled(a, b, top == data::kBlank ? IM_COL32(210, 206, 196, 255) : family_colour(top), 4);
      const ImU32 ink = top == data::kBlank ? IM_COL32(60, 60, 60, 255) : family_ink(top);
      if (top != data::kBlank)
        draw_text_centred(dl, ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2), cell * 0.3f, ink,
                          piece ? "1" : family_letter_text(translator(), top).c_str());
      dl->AddText(ImGui::GetFont(), cell * 0.22f, ImVec2(a.x + 2, a.y + 1), ink, castle_square_name(k).c_str());
    }
  }
  if (!with_pieces) return;
  int value[kFamilies] = {};
  for (int k = 0; k < kCastleSquares; ++k)
    if (top_of(k) != data::kBlank) ++value[top_of(k)];
  caption(tr("arkadia.diagram.castle.values"));
  for (int f = 0; f < kFamilies; ++f) {
    if (f) ImGui::SameLine();
    seal_chip(f, std::to_string(value[f]), 26.0f);
  }
}

}  // namespace

void draw_rules_diagram(const std::string& section, float width, const std::function<void(const std::string&)>& mark) {
  marks = Marks{&mark, 0, 0};
  struct Done {
    ~Done() { marks = Marks{}; }
  } done;
  if (section == "board") {
    castle_diagram(width, false);
    caption(tr("arkadia.diagram.board"));
    const float cell = cell_for(width * 0.5f, 4);
    Diagram d(0, 0, 1, 2, cell);
    d.tent(0, 0);
    d.building("FA-O", {{0, 1}}, false, false);
  } else if (section == "layout") {
    const float cell = cell_for(width / 2 - 12, 5);
    ImGui::BeginGroup();
    {
      Diagram d(0, 0, 4, 5, cell);
      d.building("MO-B", {{1, 0}, {1, 1}, {2, 0}, {2, 1}});
      d.shade({{0, 2}, {1, 2}, {1, 3}}, colours::kLegal);
      d.tent(1, 3);
    }
    caption(tr("arkadia.diagram.layout.legal"), cell * 5);
    ImGui::EndGroup();
    ImGui::SameLine(0, 24);
    ImGui::BeginGroup();
    {
      Diagram d(0, 0, 4, 5, cell);
      d.building("MO-B", {{1, 0}, {1, 1}, {2, 0}, {2, 1}});
      d.shade({{0, 2}, {0, 3}, {0, 4}}, colours::kIllegal);
    }
    caption(tr("arkadia.diagram.layout.corner"), cell * 5);
    ImGui::EndGroup();
    ImGui::Spacing();
    caption(tr("arkadia.diagram.layout.shapes"));
    // The seven cards with their names, as many to a row as fit.
    const float card_w = std::min(72.0f, (width - 6 * 8) / 7);
    const float right_edge = ImGui::GetCursorPosX() + width;
    for (int form = 0; form < kForms; ++form) {
      const std::string name = form_name(translator(), form);
      const float w = std::max(card_w, ImGui::CalcTextSize(name.c_str()).x);
      if (form) {
        ImGui::SameLine(0, 10);
        if (ImGui::GetCursorPosX() + w > right_edge) ImGui::NewLine();
      }
      ImGui::BeginGroup();
      const ImVec2 p = ImGui::GetCursorScreenPos();
      draw_card_face(ImGui::GetWindowDrawList(), ImVec2(p.x + (w - card_w) / 2, p.y),
                     ImVec2(p.x + (w + card_w) / 2, p.y + card_w * 0.95f),
                     static_cast<CardType>(form * kFamilies + (form % kFamilies)), false);
      ImGui::Dummy(ImVec2(w, card_w * 0.95f));
      ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (w - ImGui::CalcTextSize(name.c_str()).x) / 2);
      ImGui::TextUnformatted(name.c_str());
      ImGui::EndGroup();
    }
  } else if (section == "workers") {
    const float cell = cell_for(width * 0.6f, 6);
    {
      Diagram d(0, 0, 4, 6, cell);  // its space is taken when it goes out of scope: before the caption
      d.building("TA-R", {{1, 2}, {1, 3}, {2, 2}});
      d.shade({{0, 2}, {0, 3}, {1, 1}, {2, 1}, {1, 4}, {2, 3}, {3, 2}}, colours::kTarget);
      d.worker(0, 2, 0);
      d.worker(1, 4, 0);
      d.worker(2, 1, 0, true);
    }
    caption(tr("arkadia.diagram.workers"));
  } else if (section == "completion") {
    const float cell = cell_for(width * 0.6f, 6);
    {
      Diagram d(0, 0, 4, 6, cell);
      d.building("TR-R", {{1, 1}, {1, 2}, {1, 3}, {2, 2}}, true, false);
      d.building("HO-S", {{2, 4}, {3, 4}});
      for (auto [r, c, colour, neutral] : {std::tuple{0, 1, 0, false}, {0, 2, 0, false}, {0, 3, 1, false}, {1, 0, 1, false},
                                            {2, 1, 0, true}, {3, 2, 2, false}, {2, 3, 0, false}, {1, 4, 2, true}})
        d.worker(r, c, colour, neutral);
    }
    caption(tr("arkadia.diagram.completion"));
  } else if (section == "castle") {
    castle_diagram(width, true);
  } else if (section == "banner") {
    ImGui::TextUnformatted(tr("arkadia.diagram.banner"));
    for (int f = 0; f < kFamilies; ++f) {
      const int seals[kFamilies] = {3, 0, 2, 1};
      const int values[kFamilies] = {4, 2, 1, 3};
      seal_chip(f, std::to_string(seals[f]), 24.0f);
      ImGui::SameLine();
      ImGui::Text("x %d = %d", values[f], seals[f] * values[f]);
    }
  }
}

}  // namespace web
