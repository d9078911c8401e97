// ArkantiS's panels: whose turn and what to do, the players (counters, hands by colour, claimed
// cards), the four piles with their prices, the viewer's hand and the turn's controls, and the
// final score.
#include <algorithm>
#include <cmath>
#include <string>

#include "arkantis/notation.hpp"
#include "arkantis_app.hpp"
#include "arkantis_card_layout.hpp"
#include "arkantis_drawing.hpp"
#include "art.hpp"
#include "keyboard_focus.hpp"
#include "player_boards.hpp"
#include "text.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkantis;

namespace {

constexpr std::array<ImU32, 2> kCardColour = {IM_COL32(222, 128, 40, 255), IM_COL32(40, 160, 110, 255)};

std::string card_title(Card c) {
  return std::string(card_id(c)) + " " + tr("arkantis.card." + std::string(card_id(c)));
}

}  // namespace

namespace {

// One figure of a card where card_figures puts it, from the figure box's top left `box`.
void draw_figure(ImDrawList* dl, ImVec2 box, const FigurePlace& f, ImU32 colour) {
  const float ox = box.x + f.x, oy = box.y + f.y, cell = f.unit;
  const float gap = cell >= 5 ? 1.0f : 0.5f;
  int row = 0, col = 0;
  for (char ch : f.figure) {
    if (ch == '/') {
      ++row, col = 0;
      continue;
    }
    if (ch == 'X')
      dl->AddRectFilled(ImVec2(ox + static_cast<float>(col) * cell + gap, oy + static_cast<float>(row) * cell + gap),
                        ImVec2(ox + static_cast<float>(col + 1) * cell - gap, oy + static_cast<float>(row + 1) * cell - gap), colour,
                        cell * 0.2f);
    ++col;
  }
}

}  // namespace

ImVec2 arkantis_card_size(float cell, bool bare) { return {cell * 5 + 10, cell * 5 + (bare ? 10 : 24)}; }

void draw_arkantis_card(ImDrawList* dl, ImVec2 p, float cell, Card card, bool highlight, bool mirrored, bool bare) {
  const auto& d = data::kCards[card];
  const ImVec2 size = arkantis_card_size(cell, bare);
  const float w = size.x, h = size.y;
  dl->AddRectFilled(p, ImVec2(p.x + w, p.y + h), IM_COL32(238, 228, 204, 255), 5.0f);
  dl->AddRect(p, ImVec2(p.x + w, p.y + h), highlight ? colours::kSelected : IM_COL32(0, 0, 0, 140), 5.0f, 0,
              highlight ? 3.0f : 1.0f);
  const ImU32 colour = kCardColour[static_cast<std::size_t>(d.colour)];
  // A chiral card shows both its figures (both count); a bare one, its first (card_figures).
  for (const FigurePlace& f : card_figures(card, cell, mirrored, !bare)) draw_figure(dl, ImVec2(p.x + 5, p.y + 4), f, colour);
  if (bare) return;
  // The bottom line: the card's letters and its points on a coin.
  ImFont* font = ImGui::GetFont();
  const float text = std::min(ImGui::GetFontSize(), 16.0f);
  dl->AddText(font, text, ImVec2(p.x + 4, p.y + h - text - 3), IM_COL32(40, 30, 20, 255), d.id.data(), d.id.data() + d.id.size());
  const float r = std::min(9.0f, cell * 1.1f);
  const ImVec2 c(p.x + w - r - 3, p.y + h - r - 3);
  coin(dl, c, r);
  const std::string value = std::to_string(d.value);
  const ImVec2 vs = font->CalcTextSizeA(r * 1.5f, 1e9f, 0.0f, value.c_str());
  dl->AddText(font, r * 1.5f, ImVec2(c.x - vs.x / 2, c.y - vs.y / 2), IM_COL32(60, 40, 10, 255), value.c_str());
}

void ArkantisApp::draw_card(Card card, float cell, bool highlight, bool mirrored, bool bare) {
  draw_arkantis_card(ImGui::GetWindowDrawList(), ImGui::GetCursorScreenPos(), cell, card, highlight, mirrored, bare);
  ImGui::Dummy(arkantis_card_size(cell, bare));
}

std::string ArkantisApp::phase_prompt() const {
  // The pass's question is the decision while it is open: said when it opens, and the turn's
  // prompt said again when Cancel closes it (issue 76: a question opened and closed in silence).
  if (confirm_pass_) return tr("arkantis.prompt.pass");
  return tr(session().game()->state().phase() == Phase::kAction ? "arkantis.prompt.action" : "arkantis.prompt.after");
}

std::string ArkantisApp::keys_text() const { return tr("arkantis.keys"); }

void ArkantisApp::draw_players_panel() {
  const State& s = seen_state();
  std::optional<std::pair<Bits, int>> claim_hover_now;
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    ImGui::PushID(p);
    ImGui::BeginGroup();
    player_token(colour_of(p), 9.0f);
    ImGui::SameLine();
    const bool to_move = !s.is_terminal() && s.current_player() == p;
    if (to_move) ImGui::TextColored(ImVec4(1, 0.85f, 0.4f, 1), "> %s", player_heading(p).c_str());
    else ImGui::TextUnformatted(player_heading(p).c_str());
    if (pl.passed) {
      ImGui::SameLine();
      ImGui::TextDisabled("%s", tr("arkantis.passed"));
    }
    // (The member colour_of(seat) hides arkantis::colour_of(Card) here: PlayerState counts.)
    const std::string line = tr("arkantis.player.line", {{"counters", count("arkantis.n_counters", pl.counters)},
                                                         {"orange", std::to_string(pl.cards_of(data::kOrange))},
                                                         {"emerald", std::to_string(pl.cards_of(data::kEmerald))}});
    ImGui::TextWrapped("%s", line.c_str());
    shown_text("player." + std::to_string(p) + ".line", line);
    // The score as it stands (rules §7): what a player would end with if the game ended now.
    const std::string score = tr("arkantis.player.score", {{"score", std::to_string(s.score(p))},
                                                           {"claimed", std::to_string(pl.claimed_value())},
                                                           {"counters", std::to_string(pl.counters)},
                                                           {"cards", std::to_string(pl.hand_size())}});
    text_wrapped_coloured(kGold, score);
    shown_text("player." + std::to_string(p) + ".score", score);
    if (!pl.claimed.empty()) {
      // Each claimed card with its figure; pointing at one shows the spot it took on the board.
      ImGui::TextUnformatted(tr("arkantis.player.claimed", {{"value", std::to_string(pl.claimed_value())}}).c_str());
      constexpr float kCell = 6.0f, kCardWidth = kCell * 5 + 10, kGap = 4.0f;
      const int per_row = std::max(1, static_cast<int>((ImGui::GetContentRegionAvail().x + kGap) / (kCardWidth + kGap)));
      for (std::size_t i = 0; i < pl.claimed.size(); ++i) {
        const Claim& c = pl.claimed[i];
        if (i % static_cast<std::size_t>(per_row) != 0) ImGui::SameLine(0, kGap);
        ImGui::PushID(static_cast<int>(i));
        const bool pointed = claim_hover_ && claim_hover_->first == c.spot.squares;
        draw_card(c.card, kCell, pointed);
        mark("claimed." + std::to_string(p) + "." + std::to_string(i));
        if (ImGui::IsItemHovered()) {
          claim_hover_now = {c.spot.squares, p};
          tooltip_beside_item(tr("arkantis.player.claimed_tip", {{"card", card_title(c.card)},
                                                                      {"square", square_name(first_square(c.spot.squares))}}));
        }
        ImGui::PopID();
      }
    }
    ImGui::EndGroup();
    mark("seat." + std::to_string(p));  // where what the seat wins flies to (table_flights.hpp)
    ImGui::Separator();
    ImGui::PopID();
  }
  claim_hover_ = claim_hover_now;
}

std::pair<std::string, std::string> ArkantisApp::board_score(int seat) const {
  const State& s = seen_state();
  const PlayerState& pl = s.player(seat);
  return {std::to_string(s.score(seat)), tr("arkantis.player.score", {{"score", std::to_string(s.score(seat))},
                                                                       {"claimed", std::to_string(pl.claimed_value())},
                                                                       {"counters", std::to_string(pl.counters)},
                                                                       {"cards", std::to_string(pl.hand_size())}})};
}

void ArkantisApp::draw_board_content(int seat, ImVec2 min, ImVec2 max, BoardDetail detail, float line_h) {
  const State& s = seen_state();
  const PlayerState& pl = s.player(seat);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text), muted = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  BoardLine line{min.x, min.y, max.x, line_h};
  float& x = line.x;
  const auto item = [&](float w, const std::string& tip, const auto& draw) { return board_item(line, w, tip, draw); };
  const auto text_at = [](ImVec2 at, const std::string& t, ImU32 colour) { board_text(at, t, colour); };
  const auto counters = [&] { board_coins(line, pl.counters, count("arkantis.n_counters", pl.counters)); };
  // The hand by colour, public in every view (rules ): a card of each colour and how many.
  const auto hand = [&] {
    const float ch = line_h - 6, cw = std::floor(ch * 0.72f);
    for (int colour = 0; colour < kColours; ++colour) {
      const int n = pl.cards_of(static_cast<data::Colour>(colour));
      const std::string t = std::to_string(n);
      const std::string tip = tr("arkantis.seatboard.hand_tip." + std::string(colour_name(colour)), {{"n", t}});
      item(cw + 3 + ImGui::CalcTextSize(t.c_str()).x, tip, [&](ImVec2 at) {
        const ImVec2 lo(at.x, at.y - ch / 2), hi(at.x + cw, at.y + ch / 2);
        dl->AddRectFilled(lo, hi, n > 0 ? kCardColour[static_cast<std::size_t>(colour)] : with_alpha(kCardColour[static_cast<std::size_t>(colour)], 90), 3.0f);
        dl->AddRect(lo, hi, IM_COL32(0, 0, 0, 140), 3.0f);
        text_at(ImVec2(hi.x + 3, at.y), t, n > 0 ? ink : muted);
      });
    }
  };
  const auto passed = [&] {
    if (!pl.passed) return;
    const std::string t = tr("arkantis.passed");
    item(ImGui::CalcTextSize(t.c_str()).x, t, [&](ImVec2 at) { text_at(at, t, muted); });
  };
  // The claimed cards' figures in their colours, as many as the line holds, then "+N".
  const auto claims = [&](bool figures) {
    const std::string tip = tr("arkantis.player.claimed", {{"value", std::to_string(pl.claimed_value())}});
    if (!figures || pl.claimed.empty()) {
      const std::string t = std::to_string(pl.claimed.size()) + " (" + std::to_string(pl.claimed_value()) + ")";
      const float box = line_h - 6;
      item(box + 4 + ImGui::CalcTextSize(t.c_str()).x, tip, [&](ImVec2 at) {
        const ImVec2 lo(at.x, at.y - box / 2), hi(at.x + box, at.y + box / 2);
        dl->AddRectFilled(lo, hi, IM_COL32(238, 228, 204, 255), 3.0f);
        dl->AddRect(lo, hi, IM_COL32(0, 0, 0, 140), 3.0f);
        if (!pl.claimed.empty()) {
          const float cell = (box - 4) / 5;
          for (const FigurePlace& f : card_figures(pl.claimed.back().card, cell, false, false))
            draw_figure(dl, ImVec2(lo.x + 2, lo.y + 2), f, kCardColour[static_cast<std::size_t>(data::kCards[pl.claimed.back().card].colour)]);
        }
        text_at(ImVec2(hi.x + 4, at.y), t, pl.claimed.empty() ? muted : ink);
      });
      return;
    }
    const float box = line_h - 4, cell = (box - 4) / 5;
    const std::string more_probe = "+" + std::to_string(pl.claimed.size());
    const float more_w = ImGui::CalcTextSize(more_probe.c_str()).x + 4;
    const int fits_all = static_cast<int>((max.x - x + 3) / (box + 3));
    const int n = static_cast<int>(pl.claimed.size());
    const int shown = n <= fits_all ? n : std::max(0, static_cast<int>((max.x - x - more_w + 3) / (box + 3)));
    for (int i = 0; i < shown; ++i) {
      const Claim& c = pl.claimed[static_cast<std::size_t>(i)];
      ImGui::PushID(i);
      const float w = box;
      const float saved = x;
      item(w, tr("arkantis.player.claimed_tip", {{"card", card_title(c.card)}, {"square", square_name(first_square(c.spot.squares))}}),
           [&](ImVec2 at) {
             const ImVec2 lo(at.x, at.y - box / 2), hi(at.x + box, at.y + box / 2);
             dl->AddRectFilled(lo, hi, IM_COL32(238, 228, 204, 255), 3.0f);
             const bool pointed = claim_hover_ && claim_hover_->first == c.spot.squares;
             dl->AddRect(lo, hi, pointed ? colours::kSelected : IM_COL32(0, 0, 0, 140), 3.0f);
             for (const FigurePlace& f : card_figures(c.card, cell, false, false))
               draw_figure(dl, ImVec2(lo.x + 2, lo.y + 2), f, kCardColour[static_cast<std::size_t>(data::kCards[c.card].colour)]);
           });
      x = saved + box + 3;
      ImGui::PopID();
    }
    if (shown < n) {
      const std::string more = "+" + std::to_string(n - shown);
      x += 2;
      item(ImGui::CalcTextSize(more.c_str()).x, tip, [&](ImVec2 at) { text_at(at, more, ink); });
    }
  };
  switch (detail) {
    case BoardDetail::kFull:
      counters();
      hand();
      passed();
      line.x = min.x, line.y += line_h;
      claims(true);
      break;
    case BoardDetail::kCompact:
      counters();
      hand();
      claims(false);
      passed();
      break;
    case BoardDetail::kHeading:
      break;
    case BoardDetail::kBrief:
      counters();
      claims(false);
      break;
  }
}

void ArkantisApp::draw_piles() {
  const State& s = seen_state();
  const bool can_buy = human_to_move() && s.phase() != Phase::kOver;
  ImGui::TextUnformatted(tr("arkantis.piles"));
  for (int colour = 0; colour < kColours; ++colour) {
    for (int pile = 0; pile < kPiles; ++pile) {
      const PileState& ps = s.pile(colour, pile);
      ImGui::PushID(colour * 2 + pile);
      ImGui::BeginGroup();
      const std::string title = tr(std::string("arkantis.pile.") + std::string(colour_name(colour)) + "." + std::string(pile_name(pile)));
      ImGui::TextUnformatted(tr("arkantis.pile.title", {{"pile", title}, {"n", std::to_string(ps.size)}}).c_str());
      if (pile == kFaceUp && ps.size > 0 && ps.top() != kHiddenCard) {
        draw_card(ps.top(), 7.0f, false);
        tooltip_if_hovered(card_title(ps.top()));
        ImGui::SameLine();
      } else if (pile == kFaceDown && ps.size > 0) {
        // The face-down pile shows its back, the same for every card of it.
        const ImVec2 at = ImGui::GetCursorScreenPos(), size = arkantis_card_size(7.0f, false);
        card_back(ImGui::GetWindowDrawList(), at, ImVec2(at.x + size.x, at.y + size.y));
        ImGui::Dummy(size);
        ImGui::SameLine();
      }
      if (ps.size == 0) {
        ImGui::TextDisabled("%s", tr("arkantis.pile.empty"));  // nothing to buy, not a greyed-out button
      } else {
        const Action buy = Action::buy(colour, pile);
        const bool legal = can_buy && session().game()->state().check(buy).ok();
        ImGui::BeginDisabled(!legal);
        const std::string label = tr("arkantis.buy", {{"price", std::to_string(data::kCardPrice[static_cast<std::size_t>(colour)])}});
        if (ImGui::Button(label.c_str())) play(buy);
        // Which pile, and the card on top when it shows: four buttons read alike otherwise.
        focus_context(pile == kFaceUp && ps.top() != kHiddenCard ? title + ", " + card_title(ps.top()) : title);
        ImGui::EndDisabled();
        mark(std::string("buy.") + std::string(colour_name(colour)) + "." + std::string(pile_name(pile)));
      }
      ImGui::EndGroup();
      ImGui::PopID();
    }
  }
}

void ArkantisApp::draw_hand_and_controls() {
  spot_hover_.reset();  // set again below while a Claim button is pointed at
  const State& s = session().game()->state();
  const int viewer = session().viewer();
  if (viewer >= 0) {
    const PlayerState& me = s.player(viewer);
    ImGui::TextUnformatted(session().game()->human_seats() == 1 ? tr("hand.yours")
                                                               : sentence_about(translator(), "hand.of", seat_name_in_sentence(viewer)).c_str());
    ImGui::TextUnformatted(tr("arkantis.counters", {{"n", std::to_string(me.counters)}}).c_str());
    mark("counters");  // where counters won fly to (arkantis_flights.cpp)
    int shown = 0;
    for (int c = 0; c < kCardTypes; ++c)
      for (int n = 0; n < me.hand[static_cast<std::size_t>(c)]; ++n) {
        if (shown % 4 != 0) ImGui::SameLine();
        const std::string id = "hand." + std::to_string(shown);
        // A card still flying here from its pile is not in the hand twice.
        if (arriving_at(id)) ImGui::Dummy(arkantis_card_size(9.0f, false));
        else draw_card(static_cast<Card>(c), 9.0f, false);
        tooltip_if_hovered(card_title(static_cast<Card>(c)));
        mark(id);
        ++shown;
      }
    if (shown == 0) ImGui::TextDisabled("%s", tr("arkantis.hand.empty"));
    ImGui::Separator();
  }
  if (!human_to_move()) return;
  if (s.phase() == Phase::kAction) {
    // The action as composed, with its cost, before it is made.
    if (selected_.empty()) {
      ImGui::TextWrapped("%s", tr(touch_ ? "arkantis.help.pick_touch" : "arkantis.help.pick"));
    } else if (auto a = composed_action(std::nullopt)) {
      const ArkantisPreview p = preview(*a);
      const char* key = a->kind == ActionKind::kTakeOne   ? "arkantis.confirm.take"
                        : a->kind == ActionKind::kTakeTwo ? "arkantis.confirm.take_two"
                                                          : "arkantis.confirm.move";
      const std::string label = tr(key, {{"a", square_name(a->square)}, {"b", square_name(a->second)}, {"n", std::to_string(p.cost)}});
      if (selected_.size() == 1 && !move_to_) ImGui::TextWrapped("%s", tr("arkantis.help.second"));
      ImGui::BeginDisabled(!p.legal);
      if (ImGui::Button(label.c_str(), ImVec2(-1, 36))) play(*a);
      ImGui::EndDisabled();
      mark("confirm");
      if (!p.legal) text_wrapped_coloured(kError, p.reason);
      else if (p.gained || !p.open.empty())
        ImGui::TextWrapped("%s", tr("arkantis.confirm.brings", {{"counters", count("arkantis.n_counters", p.gained)},
                                                                {"spots", count("arkantis.n_spots", static_cast<long>(p.open.size()))}})
                                     .c_str());
      if (ImGui::Button(tr("button.cancel"))) reset_input(false);
      mark("cancel");
    }
    ImGui::Separator();
    if (!confirm_pass_) {
      if (ImGui::Button(tr("arkantis.pass"))) {
        confirm_pass_ = true;
        outlook_asked_ = false;
        said_outlook_.clear();  // its figures said again, also the same ones
      }
      mark("pass");
      pass_question_shown_ = 0;
    } else {
      text_wrapped_coloured(kAttention, tr("arkantis.pass.final"));
      draw_pass_outlook();
      if (ImGui::Button(tr("arkantis.pass.confirm"))) play(Action::pass());
      mark("pass.confirm");
      // Beside it when it fits (German at 150% does not), never cut off at the panel's edge.
      same_line_if_fits(ImGui::CalcTextSize(tr("button.cancel")).x + ImGui::GetStyle().FramePadding.x * 2, 0);
      if (ImGui::Button(tr("button.cancel"))) confirm_pass_ = false;
      mark("pass.cancel");
      // The question's buttons in view when it opens and again when its figures arrive: at 150%
      // or on a phone they fall below the panel's edge. Once each, so the player may scroll.
      const int shown = session().outlook() ? 2 : 1;
      if (pass_question_shown_ != shown) {
        pass_question_shown_ = shown;
        if (ImGui::GetItemRectMax().y > ImGui::GetWindowPos().y + ImGui::GetWindowHeight()) ImGui::SetScrollHereY(1.0f);
      }
    }
  } else if (s.phase() == Phase::kAfter) {
    // The spots this action opened: each claimed by the card of its shape.
    for (int i = 0; i < s.open_spot_count(); ++i) {
      const OpenSpot& o = s.open_spot(i);
      const int first = first_square(o.spot.squares);
      ImGui::PushID(i);
      if (o.claimed) {
        ImGui::TextDisabled("%s", tr("arkantis.spot.claimed", {{"square", square_name(first)}}).c_str());
      } else {
        const Action claim = Action::claim(o.shape, first);
        const bool legal = s.check(claim).ok();
        const std::string label = tr("arkantis.claim", {{"card", std::string(card_id(o.shape))}, {"square", square_name(first)},
                                                        {"value", std::to_string(value_of(o.shape))}});
        ImGui::BeginDisabled(!legal);
        if (ImGui::Button(label.c_str(), ImVec2(-1, 0))) play(claim);
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) spot_hover_ = o.spot.squares;
        mark("claim." + square_name(first));
        if (!legal) {
          ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
          ImGui::TextWrapped("%s", tr("arkantis.spot.no_card", {{"card", card_title(o.shape)}}).c_str());
          ImGui::PopStyleColor();
        }
      }
      ImGui::PopID();
    }
    if (ImGui::Button(tr("arkantis.end"), ImVec2(-1, 36))) play(Action::end());
    mark("end");
  }
  const bool undo_shown = can_undo_now();
  if (undo_shown) {
    if (ImGui::Button(tr("button.undo"))) undo();
    mark("undo");
  }
  draw_undo_gone_note();
  if (can_take_back_now()) {
    // Beside Undo when both fit, else on a line of its own: never cut off at the panel's edge.
    const char* label = tr("button.take_back");
    if (undo_shown) same_line_if_fits(ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2, 0);
    if (ImGui::Button(label)) take_back();
    mark("takeback");
  } else {
    draw_take_back_gone_note();
  }
}

namespace {

// What a hand costs at the end, as the score table writes it: "0" for an empty hand, not "-0".
std::string hand_penalty_text(const PlayerState& pl) {
  const int penalty = pl.hand_size() * data::kPenaltyPerCard;
  return penalty > 0 ? "-" + std::to_string(penalty) : "0";
}

}  // namespace

std::vector<std::string> ArkantisApp::score_words(const State& s) const {
  std::vector<std::string> out;
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    out.push_back(tr("arkantis.score.spoken", {{"player", seat_label(p)}, {"score", std::to_string(s.score(p))},
                                               {"claimed", std::to_string(pl.claimed_value())}, {"counters", std::to_string(pl.counters)},
                                               {"hand", hand_penalty_text(pl)}}));
  }
  return out;
}

void ArkantisApp::draw_score(ImVec2 size) {
  const State& s = session().game()->state();
  // On a phone the result takes the height it needs (the table, the buttons), not a desktop's.
  const float w = std::min(640.0f, size.x - 16), h = narrow_ ? size.y - 64 : std::min(400.0f, size.y - 16);
  ImGui::SetNextWindowPos(ImVec2((size.x - w) / 2, (size.y - h) / 2));
  ImGui::SetNextWindowSize(ImVec2(w, h));
  ImGui::Begin((std::string(tr("score.title")) + "###score").c_str(), &show_score_,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse);
  focus_screen("score");  // the arrows walk its buttons, whoever had the keys before (the move field)
  ImGui::PushFont(ImGui::GetIO().Fonts->Fonts.back());
  text_wrapped_coloured(kGold, tr(s.winners().size() > 1 ? "score.share" : "score.wins", {{"players", winner_names(s)}}));
  ImGui::PopFont();
  draw_last_turn_line();
  // Column headings wrap on a phone rather than end in "…" ("Cartes revendiquées").
  if (ImGui::BeginTable("##scores", 5, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    ImGui::TableSetupColumn(tr("score.col.player"), ImGuiTableColumnFlags_WidthStretch, narrow_ ? 1.2f : 2.0f);
    ImGui::TableSetupColumn(tr("arkantis.score.claimed"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr("arkantis.score.counters"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr("arkantis.score.hand"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr("arkantis.score.total"), ImGuiTableColumnFlags_WidthStretch, 0.8f);
    table_headings(narrow_);
    for (int p = 0; p < s.num_players(); ++p) {
      const PlayerState& pl = s.player(p);
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", seat_label(p).c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", pl.claimed_value());
      ImGui::TableNextColumn();
      ImGui::Text("%d", pl.counters);
      ImGui::TableNextColumn();
      const std::string hand = hand_penalty_text(pl);
      ImGui::TextUnformatted(hand.c_str());
      shown_text("score.hand." + std::to_string(p), hand);
      ImGui::TableNextColumn();
      ImGui::TextColored(kGold, "%d", s.score(p));
    }
    ImGui::EndTable();
  }
  // A pass is final and the others play on: how long they did.
  const auto& match = *session().game();
  for (int i = 0; i < match.actions_played(); ++i) {
    if (match.record().actions[static_cast<std::size_t>(i)].kind != ActionKind::kPass) continue;
    const int seat = match.position(i).current_player();
    const int after = match.turns_after(i);
    const std::string line = named_you(seat) ? translator().count("arkantis.score.after_pass.you", after)
                                             : translator().count("arkantis.score.after_pass", after, {{"player", seat_name(seat)}});
    ImGui::TextWrapped("%s", line.c_str());
    shown_text("score.after_pass." + std::to_string(seat), line);
  }
  draw_hints_used();
  draw_review();
  ImGui::Spacing();
  // The buttons go on as many lines as the width needs (a phone: two).
  const auto width_of = [](const char* label) { return ImGui::CalcTextSize(label).x + 2 * ImGui::GetStyle().FramePadding.x; };
  bool first = true;
  const auto next = [&](const char* label) {
    if (!first) same_line_if_fits(width_of(label), 0.0f);
    first = false;
  };
  if (can_rematch()) {
    next(tr("score.rematch"));
    if (ImGui::Button(tr("score.rematch"))) rematch();
    mark("score.rematch");
  }
  next(tr("score.new"));
  if (ImGui::Button(tr("score.new"))) {
    view_.screen = Screen::kNewGame;
    saved_games_stale_ = true;
  }
  mark("score.new");
  next(tr("score.replay"));
  if (ImGui::Button(tr("score.replay"))) open_replay(*session().game(), std::nullopt);
  mark("score.replay");
  next(tr("menu.export"));
  if (ImGui::Button(tr("menu.export"))) export_game();
  mark("score.export");
  ImGui::End();
}

// What a pass leaves the others, in figures (issue 48): the worker plays the game out from the
// player's view (ai/arkantis/play_out.hpp), asked once when the question opens.
void ArkantisApp::draw_pass_outlook() {
  const std::string pass = to_text(Action::pass());
  if (!session().outlook() && !session().outlook_pending() && !outlook_asked_)
    outlook_asked_ = session().request_outlook(pass);
  const auto& outlook = session().outlook();
  if (!outlook || outlook->decision != pass) {
    if (session().outlook_pending()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("%s", tr("arkantis.pass.outlook.pending"));
      ImGui::PopStyleColor();
    }
    return;
  }
  const State& s = seen_state();
  const int me = s.current_player();
  std::string others;
  for (int p = 0; p < s.num_players(); ++p) {
    if (p == me) continue;
    const int now = s.score(p);
    const auto i = static_cast<std::size_t>(p);
    const int later = static_cast<int>(std::lround(outlook->final_scores[i]));
    // "L'ordinateur (Difficile) peut encore…": the name as it reads in a sentence. A range when
    // the worker gave one: the greedy play-outs' mean undershoots what a good player takes.
    const auto more = [&](double final_score) { return std::to_string(std::max(0L, std::lround(final_score) - now)); };
    const std::string line =
        i < outlook->final_ranges.size()
            ? capitalised(tr("arkantis.pass.outlook.range", {{"player", seat_label_in_sentence(p)},
                                                              {"low", more(outlook->final_ranges[i].first)},
                                                              {"high", more(outlook->final_ranges[i].second)}}))
            : capitalised(tr("arkantis.pass.outlook.other", {{"player", seat_label_in_sentence(p)},
                                                              {"more", std::to_string(std::max(0, later - now))},
                                                              {"final", std::to_string(later)}}));
    ImGui::TextWrapped("%s", line.c_str());
    others += (others.empty() ? "" : " ") + line;
  }
  const std::string mine = tr("arkantis.pass.outlook.mine", {{"score", std::to_string(s.score(me))}});
  ImGui::TextWrapped("%s", mine.c_str());
  std::string text = others + " " + mine;
  if (outlook->loss >= 1) {
    const std::string loss = tr("arkantis.pass.outlook.loss", {{"loss", std::to_string(static_cast<int>(std::lround(outlook->loss)))}});
    ImGui::TextWrapped("%s", loss.c_str());
    text += " " + loss;
  }
  shown_text("pass.outlook", text);
  if (text != said_outlook_) {  // said once when the figures come, after the question itself
    said_outlook_ = text;
    announce(text);
  }
}

}  // namespace web
