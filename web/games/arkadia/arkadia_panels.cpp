// The play screen's panels: the status bar, the players (left), the table and the current
// decision's controls (right).
#include <emscripten/emscripten.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "arkadia_app.hpp"
#include "arkadia_move_log.hpp"
#include "arkadia/notation.hpp"
#include "keyboard_focus.hpp"
#include "page_refusals.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "theme.hpp"
#include "arkadia_family_chip.hpp"
#include "art.hpp"
#include "player_boards.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkadia;

namespace {

const char* phase_prompt_key(Phase phase) {
  switch (phase) {
    case Phase::kMust: return "arkadia.prompt.must";
    case Phase::kPlaceWorkers: return "arkadia.prompt.workers";
    case Phase::kCastle: return "arkadia.prompt.castle";
    case Phase::kRefill: return "arkadia.prompt.refill";
    case Phase::kBanner: return "arkadia.prompt.banner";
    case Phase::kSell: return "arkadia.prompt.sell";
    case Phase::kGameOver: return "arkadia.prompt.over";
  }
  return "arkadia.prompt.over";
}

void banner_flag(ImDrawList* dl, int colour) {
  const ImVec2 f = ImGui::GetCursorScreenPos();
  dl->AddLine(ImVec2(f.x + 2, f.y + 2), ImVec2(f.x + 2, f.y + 18), IM_COL32(200, 200, 200, 255), 2.0f);
  dl->AddTriangleFilled(ImVec2(f.x + 3, f.y + 2), ImVec2(f.x + 15, f.y + 6), ImVec2(f.x + 3, f.y + 10), player_colour(colour));
  ImGui::Dummy(ImVec2(16, 18));
}

}  // namespace

std::string ArkadiaApp::phase_prompt() const {
  if (held_piece_) return tr("arkadia.prompt.castle_held");
  if (confirm_banner_) return tr("arkadia.prompt.banner_nothing_to_sell");
  return tr(phase_prompt_key(session().game()->state().phase()));
}

// A prompt's brief text ("KEY.brief"), where it has one: what it comes to once heard whole.
std::string ArkadiaApp::phase_prompt_brief() const {
  if (held_piece_ || confirm_banner_) return {};
  const std::string key = std::string(phase_prompt_key(session().game()->state().phase())) + ".brief";
  return translator().has(key) ? std::string(tr(key)) : std::string();
}

std::string ArkadiaApp::status_warning() const {
  const State& s = session().game()->state();
  if (!s.end_triggered() || s.is_terminal()) return {};
  return count("arkadia.status.final_round", s.final_turns_left());
}

std::string ArkadiaApp::keys_text() const {
  // The keys of the decision at hand: taking a card and the banner have their own.
  const State& s = session().game()->state();
  const char* key = !human_to_move()                ? "arkadia.status.keys"
                    : s.phase() == Phase::kRefill ? "arkadia.status.keys.refill"
                    : s.phase() == Phase::kBanner ? (confirm_banner_ ? "arkadia.status.keys.banner_confirm" : "arkadia.status.keys.banner")
                                                  : "arkadia.status.keys";
  return tr(key, {{"turn", std::to_string(s.turn_number())}});
}

void ArkadiaApp::draw_players_panel() {
  const State& s = shown_state();
  const bool replay = view_.screen == Screen::kReplay;
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    const bool to_move = !s.is_terminal() && s.current_player() == p;
    const bool hidden = !replay && s.options().strict_screens && p != session().viewer() && !s.is_terminal();
    ImGui::PushID(p);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 top = ImGui::GetCursorScreenPos();
    ImGui::BeginGroup();
    player_token(colour_of(p), 9.0f);
    ImGui::SameLine();
    if (to_move) ImGui::TextColored(ImVec4(1, 0.85f, 0.4f, 1), "> %s", player_heading(p).c_str());
    else ImGui::TextUnformatted(player_heading(p).c_str());
    // Three or four players: the colour line moves into the name's tooltip, gold and cards share
    // a line, so that every player fits beside the log.
    const bool compact = s.num_players() >= 3;
    const std::string colour_line =
        player_colour_name(colour_of(p)) + (p == s.start_player() ? ", " + std::string(tr("arkadia.players.started")) : "");
    if (compact) {
      tooltip_if_hovered(colour_line);
    } else {
      ImGui::TextDisabled("%s", colour_line.c_str());
    }
    // Compact: the banners follow the name, gold follows the seals and the cards the workers,
    // three lines a player, so that four players fit a 1366x768 screen with their gold in view.
    if (!compact) ImGui::TextUnformatted(tr("arkadia.players.banners"));
    for (int b = 0; b < pl.banners; ++b) {
      ImGui::SameLine();
      banner_flag(dl, colour_of(p));
    }
    const std::string cards = count("arkadia.players.hand", pl.hand_size());
    if (hidden) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::TextWrapped("%s", tr("arkadia.players.screened"));
      ImGui::PopStyleColor();
    } else {
      const std::string workers = tr("arkadia.players.workers", {{"own", std::to_string(pl.own_reserve)}, {"neutral", std::to_string(pl.neutral_reserve)}});
      ImGui::TextWrapped("%s", workers.c_str());
      if (compact && !replay) {
        same_line_if_fits(ImGui::CalcTextSize(cards.c_str()).x, 0);
        ImGui::TextUnformatted(cards.c_str());
      }
      for (int f = 0; f < kFamilies; ++f) {
        if (f) ImGui::SameLine();
        seal_chip(f, std::to_string(pl.seals[static_cast<std::size_t>(f)]));
        tooltip_if_hovered(tr("arkadia.players.seals_tip", {{"family", family_label(f)}}));
      }
      const std::string gold = tr("arkadia.players.gold", {{"gold", std::to_string(pl.gold)}});
      if (compact) same_line_if_fits(ImGui::CalcTextSize(gold.c_str()).x, 0);
      ImGui::TextUnformatted(gold.c_str());
      shown_text("player." + std::to_string(p) + ".gold", gold);
      mark("player." + std::to_string(p) + ".gold");
    }
    if (compact && !replay && !hidden) {
      // the cards are on the workers' line
    } else if (replay) {
      // A replay has no secrets: every hand is shown.
      std::string hand;
      for (CardType c : pl.hand)
        if (c != kNoCard) hand += (hand.empty() ? "" : " ") + card_label(translator(), c);
      ImGui::TextWrapped("%s", tr("arkadia.players.hand_cards", {{"cards", hand.empty() ? "-" : hand}}).c_str());
    } else {
      ImGui::TextUnformatted(cards.c_str());
    }
    ImGui::EndGroup();
    mark("seat." + std::to_string(p));  // where what the seat wins flies to (table_flights.hpp)
    const float bottom = ImGui::GetItemRectMax().y;
    dl->AddRectFilled(ImVec2(top.x - 6, top.y), ImVec2(top.x - 2, bottom), player_colour(colour_of(p)), 2.0f);
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("%s", tr("arkadia.players.pool", {{"n", std::to_string(s.neutral_pool())}}).c_str());
  ImGui::PopStyleColor();
}

bool ArkadiaApp::screened(int seat) const {
  const State& s = shown_state();
  return view_.screen != Screen::kReplay && s.options().strict_screens && seat != session().viewer() && !s.is_terminal();
}

std::pair<std::string, std::string> ArkadiaApp::board_score(int seat) const {
  if (screened(seat)) return {"?", tr("arkadia.players.screened")};
  const State& s = shown_state();
  const PlayerState& pl = s.player(seat);
  std::array<int, kFamilies> values{};
  for (int f = 0; f < kFamilies; ++f) values[static_cast<std::size_t>(f)] = s.seal_value(static_cast<Family>(f));
  const int score = worth_if_sold_now<std::uint16_t, int>(pl.gold, pl.seals, values);
  return {std::to_string(score), tr("arkadia.seatboard.score_tip", {{"gold", std::to_string(pl.gold)},
                                                                {"seals", std::to_string(score - pl.gold)},
                                                                {"score", std::to_string(score)}})};
}

void ArkadiaApp::draw_board_content(int seat, ImVec2 min, ImVec2 max, BoardDetail detail, float line_h) {
  const State& s = shown_state();
  const PlayerState& pl = s.player(seat);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float text_h = ImGui::GetTextLineHeight();
  const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text), muted = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  BoardLine line{min.x, min.y, max.x, line_h};
  float& x = line.x;
  const auto item = [&](float w, const std::string& tip, const auto& draw) { return board_item(line, w, tip, draw); };
  const auto text_at = [](ImVec2 at, const std::string& t, ImU32 colour) { board_text(at, t, colour); };
  const auto new_line = [&] { line.x = min.x, line.y += line_h; };
  const auto gold = [&] { board_coins(line, pl.gold, tr("arkadia.players.gold", {{"gold", std::to_string(pl.gold)}})); };
  const auto seals = [&](bool worth) {
    const float r = std::floor(line_h * 0.4f);
    for (int f = 0; f < kFamilies; ++f) {
      const int n = pl.seals[static_cast<std::size_t>(f)];
      const int value = s.seal_value(static_cast<Family>(f));
      const std::string count_text = std::to_string(n), worth_text = "\u00d7" + std::to_string(value);
      const float w = 2 * r + 3 + ImGui::CalcTextSize(count_text.c_str()).x +
                      (worth ? ImGui::CalcTextSize(worth_text.c_str()).x * 0.8f + 1 : 0.0f);
      item(w, tr("arkadia.seatboard.seals_tip", {{"family", family_label(f)}, {"n", std::to_string(n)}, {"value", std::to_string(value)}}),
           [&](ImVec2 at) {
             wax_seal(dl, ImVec2(at.x + r, at.y), r, family_colour(f), family_ink(f), family_letter_text(translator(), f));
             const float tx = at.x + 2 * r + 3;
             text_at(ImVec2(tx, at.y), count_text, n > 0 ? ink : muted);
             if (worth) {
               const float small = ImGui::GetFontSize() * 0.8f;
               dl->AddText(ImGui::GetFont(), small, ImVec2(tx + ImGui::CalcTextSize(count_text.c_str()).x + 1, at.y - small / 2 + 1),
                           ImGui::GetColorU32(kGold), worth_text.c_str());
             }
           });
    }
  };
  const auto banners = [&] {
    const float fh = line_h - 6;
    const float w = static_cast<float>(std::max(1, static_cast<int>(pl.banners))) * (fh * 0.55f + 2) + 2;
    item(pl.banners > 0 ? w : ImGui::CalcTextSize("0").x + fh * 0.6f, count("arkadia.seatboard.banners_tip", pl.banners), [&](ImVec2 at) {
      const ImU32 colour = player_colour(colour_of(seat));
      if (pl.banners == 0) {
        dl->AddLine(ImVec2(at.x + 2, at.y - fh / 2), ImVec2(at.x + 2, at.y + fh / 2), muted, 2.0f);
        text_at(ImVec2(at.x + fh * 0.5f, at.y), "0", muted);
        return;
      }
      for (int b = 0; b < pl.banners; ++b) {
        const float bx = at.x + 1 + static_cast<float>(b) * (fh * 0.55f + 2);
        dl->AddLine(ImVec2(bx, at.y - fh / 2), ImVec2(bx, at.y + fh / 2), IM_COL32(210, 210, 210, 255), 2.0f);
        dl->AddTriangleFilled(ImVec2(bx + 1, at.y - fh / 2), ImVec2(bx + fh * 0.55f, at.y - fh / 4), ImVec2(bx + 1, at.y), colour);
      }
    });
  };
  const auto workers = [&] {
    const float fh = line_h - 4;
    const std::string own = std::to_string(pl.own_reserve), neutral = std::to_string(pl.neutral_reserve);
    const float w = 2 * (fh * 0.55f + 3) + ImGui::CalcTextSize(own.c_str()).x + ImGui::CalcTextSize(neutral.c_str()).x + 6;
    item(w, tr("arkadia.players.workers", {{"own", own}, {"neutral", neutral}}), [&](ImVec2 at) {
      float wx = at.x + fh * 0.28f;
      figure(dl, ImVec2(wx, at.y + fh / 2), fh, player_colour(colour_of(seat)));
      wx += fh * 0.28f + 3;
      text_at(ImVec2(wx, at.y), own, ink);
      wx += ImGui::CalcTextSize(own.c_str()).x + 6 + fh * 0.28f;
      figure(dl, ImVec2(wx, at.y + fh / 2), fh, neutral_worker_colour());
      text_at(ImVec2(wx + fh * 0.28f + 3, at.y), neutral, ink);
    });
  };
  const auto hand = [&] {
    const int n = pl.hand_size();
    const float ch = line_h - 5, cw = std::floor(ch * 0.72f), step = std::floor(cw * 0.6f);
    const float w = n > 0 ? cw + static_cast<float>(n - 1) * step : ImGui::CalcTextSize("0").x + cw;
    item(w, count("arkadia.players.hand", n), [&](ImVec2 at) {
      if (n == 0) {
        dl->AddRect(ImVec2(at.x, at.y - ch / 2), ImVec2(at.x + cw, at.y + ch / 2), muted, 3.0f);
        return;
      }
      for (int c = 0; c < n; ++c) {
        const float cx = at.x + static_cast<float>(c) * step;
        card_back(dl, ImVec2(cx, at.y - ch / 2), ImVec2(cx + cw, at.y + ch / 2));
      }
    });
  };
  const bool hidden = screened(seat);
  if (hidden) {
    // Behind the screen: only what the table sees, the banners and the hand.
    if (detail == BoardDetail::kFull) {
      const std::string words = tr("arkadia.seatboard.screened");
      item(std::min(ImGui::CalcTextSize(words.c_str()).x, max.x - x), tr("arkadia.players.screened"), [&](ImVec2 at) {
        ImGui::RenderTextEllipsis(dl, ImVec2(at.x, at.y - text_h / 2), ImVec2(max.x, at.y + text_h / 2), max.x, max.x, words.c_str(),
                                  nullptr, nullptr);
      });
      new_line();
    }
    banners();
    hand();
    return;
  }
  switch (detail) {
    case BoardDetail::kFull:
      seals(true);
      new_line();
      gold();
      banners();
      workers();
      hand();
      break;
    case BoardDetail::kCompact:
      gold();
      seals(false);
      break;
    case BoardDetail::kHeading:
      break;
    case BoardDetail::kBrief:
      gold();
      hand();
      break;
  }
}

void ArkadiaApp::draw_values_and_castle() {
  const State& s = shown_state();
  ImGui::TextUnformatted(tr("arkadia.table.values"));
  for (int f = 0; f < kFamilies; ++f) {
    if (f) ImGui::SameLine();
    seal_chip(f, std::to_string(s.seal_value(static_cast<Family>(f))), 30.0f);
    if (ImGui::IsItemHovered())
      tooltip_beside_item(tr("arkadia.table.value_tip", {{"family", family_label(f)},
                                                     {"value", std::to_string(s.seal_value(static_cast<Family>(f)))}}));
  }
  ImGui::Spacing();
  const int floor = s.castle().current_floor();
  ImGui::TextWrapped("%s", tr("arkadia.table.castle", {{"floor", std::to_string(floor == Castle::kNoFloor ? 3 : floor)}}).c_str());
  // The floors' labels, then four chips spread over what is left of the panel's width.
  float label_w = 0;
  for (int fl = 1; fl <= Castle::kFloors; ++fl)
    label_w = std::max(label_w, ImGui::CalcTextSize(tr("arkadia.table.floor", {{"floor", std::to_string(fl)}}).c_str()).x);
  const float left = ImGui::GetCursorPosX();
  const float chips_x = left + label_w + 12.0f;
  const float step = std::clamp((ImGui::GetContentRegionAvail().x - label_w - 12.0f) / kFamilies, 30.0f, 40.0f);
  for (int fl = 1; fl <= Castle::kFloors; ++fl) {
    ImGui::TextUnformatted(tr("arkadia.table.floor", {{"floor", std::to_string(fl)}}).c_str());
    for (int f = 0; f < kFamilies; ++f) {
      ImGui::SameLine(chips_x + step * static_cast<float>(f));
      family_chip(f, std::to_string(s.castle().supply(fl, static_cast<Family>(f))), std::min(22.0f, step - 6.0f));
    }
  }
}

void ArkadiaApp::draw_display_and_deck() {
  const State& s = shown_state();
  // The display and the deck: clickable when the hand is refilled.
  const bool refill = human_to_move() && s.phase() == Phase::kRefill;
  const float block_top = ImGui::GetCursorScreenPos().y;
  ImGui::TextWrapped("%s", refill ? tr("arkadia.table.display_pick") : tr("arkadia.table.display"));
  const float card_w = std::min(72.0f, (ImGui::GetContentRegionAvail().x - 24) / 4), card_h = card_w * 0.95f;
  for (int i = 0; i < kDisplaySize; ++i) {
    if (i) ImGui::SameLine();
    const CardType c = s.display()[static_cast<std::size_t>(i)];
    ImGui::PushID(100 + i);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const bool legal = refill && c != kNoCard && s.check(Action::take_display(i)).ok();
    if (ImGui::InvisibleButton("##display", ImVec2(card_w, card_h)) && legal) play(Action::take_display(i));
    mark("display." + std::to_string(i));
    if (c != kNoCard) {
      draw_card_face(ImGui::GetWindowDrawList(), p, ImVec2(p.x + card_w, p.y + card_h), c, legal && ImGui::IsItemHovered(),
                     board_turned());
      tooltip_if_hovered(building_name(translator(), c));
    }
    ImGui::PopID();
  }
  ImGui::SameLine();
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const bool legal = refill && s.check(Action::take_deck()).ok();
    if (ImGui::InvisibleButton("##deck", ImVec2(card_w, card_h)) && legal) play(Action::take_deck());
    mark("deck");
    if (s.deck_size() > 0)
      draw_card_face(ImGui::GetWindowDrawList(), p, ImVec2(p.x + card_w, p.y + card_h), kHiddenCard, legal && ImGui::IsItemHovered());
  }
  ImGui::TextDisabled("%s", count("arkadia.table.deck", s.deck_size()).c_str());
  if (refill && panel_scroll_frames_ > 0) {
    // Taking a card is the decision: the cards come into view in their part of the panel.
    const float top = ImGui::GetWindowPos().y, bottom = top + ImGui::GetWindowHeight();
    if (ImGui::GetItemRectMax().y > bottom) ImGui::SetScrollHereY(1.0f);
    else if (block_top < top) ImGui::SetScrollY(std::max(0.0f, ImGui::GetScrollY() - (top - block_top)));
  }
}

void ArkadiaApp::draw_hand_and_controls() {
  const float block_top = ImGui::GetCursorScreenPos().y;  // the hand's top: kept in view with the controls
  const State& s = session().game()->state();
  const bool my_turn = human_to_move();
  if (session().viewer() < 0) {
    if (!s.is_terminal()) ImGui::TextDisabled("%s", tr("arkadia.hand.hidden"));
  } else {
    const PlayerState& me = s.player(session().viewer());
    if (session().game()->human_seats() == 1) ImGui::TextUnformatted(tr("hand.yours"));
    else ImGui::TextUnformatted(sentence_about(translator(), "hand.of", seat_name_in_sentence(session().viewer())).c_str());  // "Main du joueur 2"
    const bool can_lay = my_turn && s.phase() == Phase::kMust && s.current_player() == session().viewer();
    const float card_w = std::min(72.0f, (ImGui::GetContentRegionAvail().x - 24) / 4), card_h = card_w * 0.95f;
    for (int i = 0; i < kHandSize; ++i) {
      const CardType c = me.hand[static_cast<std::size_t>(i)];
      if (c == kNoCard) break;
      if (i) ImGui::SameLine();
      ImGui::PushID(200 + i);
      const ImVec2 p = ImGui::GetCursorScreenPos();
      if (ImGui::InvisibleButton("##hand", ImVec2(card_w, card_h)) && can_lay) {
        if (input_.card == c) {
          input_.card = kNoCard;
        } else {
          input_ = {};
          input_.card = c;
          input_.orientation = 0;
        }
        pinned_.reset();
      }
      const std::string id = "hand." + std::to_string(i);
      mark(id);
      // A card still flying here from the display is not in the hand twice.
      if (!arriving_at(id))
        draw_card_face(ImGui::GetWindowDrawList(), p, ImVec2(p.x + card_w, p.y + card_h), c,
                       input_.card == c || (can_lay && ImGui::IsItemHovered()), board_turned());
      tooltip_if_hovered(building_name(translator(), c));
      ImGui::PopID();
    }
  }
  ImGui::Spacing();
  // Against computers only: the last turn can be taken back, whether or not it is this
  // player's turn again already.
  if (session().viewer() >= 0 && session().game()->can_take_back(session().viewer())) {
    if (ImGui::Button(tr("button.take_back"))) take_back();
    mark("takeback");
  }
  if (!my_turn) return;

  // Controls of the current decision.
  const Phase phase = s.phase();
  if (phase == Phase::kMust) {
    // The hint's lay-out: its card, turned and held where the hint lays it, to place at once.
    if (const auto hint = shown_hint(); hint && hint->kind == ActionKind::kLayOut) {
      if (const auto at = pointer_for(*hint); at && !(input_.card == hint->card && input_.orientation == hint->orientation && pinned_ == at)) {
        if (ImGui::Button(tr("arkadia.button.as_hinted"))) {
          input_ = {};
          input_.card = hint->card;
          input_.orientation = hint->orientation;
          pinned_ = at;
        }
        mark("as_hinted");
      }
    }
    if (input_.card != kNoCard) {
      ImGui::TextWrapped("%s", tr(touch_ ? "arkadia.hand.place_touch" : "arkadia.hand.place", {{"building", building_name(translator(), input_.card)}}).c_str());
      if (ImGui::Button(tr("arkadia.button.rotate"))) input_.orientation = next_orientation(input_.card, input_.orientation, s.options().allow_mirror);
      mark("rotate");
      ImGui::SameLine();
      std::string why_not;  // a ghost put down by a finger (then perhaps turned) that may not stay
      if (pinned_) {
        const auto a = layout_at(input_.card, input_.orientation, *pinned_);
        const bg::Status legal = a ? s.check(*a) : bg::Status::refuse(web::refusal::kOffBoard);
        ImGui::BeginDisabled(!legal.ok());
        if (ImGui::Button(tr("arkadia.button.place_here")) && a) play(*a);
        ImGui::EndDisabled();
        mark("place");
        ImGui::SameLine();
        if (!legal.ok()) why_not = tr("arkadia.notice.cannot_lay_there", {{"reason", refusal_text(legal)}});
      }
      if (ImGui::Button(tr("button.cancel"))) {
        input_ = {};
        pinned_.reset();
      }
      mark("cancel");
      if (!why_not.empty()) text_wrapped_coloured(kError, why_not);
    } else if (input_.building >= 0) {
      draw_worker_plan_controls(/*can_cancel=*/true);
    }
    if (s.check(Action::pass()).ok()) {
      ImGui::TextWrapped("%s", tr("arkadia.must.pass_only"));
      if (ImGui::Button(tr("arkadia.button.pass"))) play(Action::pass());
      mark("pass");
    }
  } else if (phase == Phase::kPlaceWorkers) {
    // A game resumed or imported in the middle of placing workers: the building is chosen.
    draw_worker_plan_controls(/*can_cancel=*/false);
  } else if (phase == Phase::kCastle && held_piece_) {
    // The piece is shown in place; ending the turn plays it, Undo takes it back.
    text_wrapped_coloured(kAttention, tr("arkadia.castle.held", {{"square", castle_square_name(held_piece_->castle_square)},
                                                         {"family", family_label(static_cast<int>(held_piece_->family))}}));
    if (ImGui::Button(tr("arkadia.button.end_turn"), ImVec2(-1, 36))) confirm_held_piece();
    mark("castle.end_turn");
  } else if (phase == Phase::kCastle) {
    ImGui::TextUnformatted(tr("arkadia.castle.to_place", {{"n", std::to_string(s.pending_castle_pieces())}}).c_str());
    const int floor = s.castle().current_floor();
    for (int f = 0; f < kFamilies; ++f) {
      bool any = false;
      for (int k = 0; k < kCastleSquares; ++k) any |= s.castle().can_place(static_cast<Family>(f), k);
      if (f) ImGui::SameLine();
      ImGui::PushID(300 + f);
      ImGui::BeginDisabled(!any);
      ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(family_colour(f)));
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(family_ink(f)));
      const std::string label = family_letter_text(translator(), f) + "##family";
      const bool pressed = ImGui::Button(label.c_str(), ImVec2(44, 36));
      // Named in words for the keys' focus and the controls' mirror, not by the letter it shows
      // ("Red (cloth merchants): 2 left for floor 1", not "R": issue 76).
      const std::string tip = tr("arkadia.castle.family_tip", {{"family", family_label(f)},
                                                                {"n", std::to_string(floor ? s.castle().supply(floor, static_cast<Family>(f)) : 0)},
                                                                {"floor", std::to_string(floor)}});
      focus_name(tip);
      ImGui::PopStyleColor(2);
      ImGui::EndDisabled();
      if (pressed) pick_castle_family(f);
      if (input_.castle_family == f)
        ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), colours::kSelected, 5.0f, 0, 3.0f);
      mark(std::string("castle.family.") + family_letter(f));
      if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) tooltip_beside_item(tip);
      ImGui::PopID();
    }
    ImGui::TextWrapped("%s", tr(input_.castle_family < 0 ? "arkadia.castle.pick_family" : "arkadia.castle.pick_square"));
  } else if (phase == Phase::kRefill) {
    // Else the status says it. A finger has no keys to be told of, nor a phone's narrow screen room
    // for them, as in the status (issue 77: a phone said "Keys: 1, 2, 3 or D").
    if (!status_in_column_) {
      const std::string help = tr(touch_ || narrow_ ? "arkadia.refill.help.touch" : "arkadia.refill.help");
      ImGui::TextWrapped("%s", help.c_str());
      shown_text("refill.help", help);
    }
  } else if (phase == Phase::kBanner) {
    // The status above says what a banner does when it sits in the same column; side by side
    // when both buttons fit on one line.
    if (!status_in_column_) ImGui::TextWrapped("%s", tr("arkadia.banner.help"));
    const float pad = ImGui::GetStyle().FramePadding.x * 2, gap = ImGui::GetStyle().ItemSpacing.x;
    // Two buttons share a line, each half of it, when both labels fit; else each takes its own.
    const auto pair_width = [&](const char* a, const char* b) {
      const bool one_line = ImGui::CalcTextSize(a).x + ImGui::CalcTextSize(b).x + 2 * pad + gap + 16 <= ImGui::GetContentRegionAvail().x;
      return one_line ? (ImGui::GetContentRegionAvail().x - gap) / 2 : -1.0f;
    };
    if (confirm_banner_) {
      // Nothing to sell: the banner's 2 workers, and the turn ends at once.
      text_wrapped_coloured(kAttention, tr("arkadia.banner.nothing_to_sell"));
      shown_text("banner.nothing_to_sell", tr("arkadia.banner.nothing_to_sell"));
      const char* yes = tr("arkadia.button.use_banner_anyway");
      const char* no = tr("button.cancel");
      const float width = pair_width(yes, no);
      if (ImGui::Button(yes, ImVec2(width, 0))) use_banner();
      mark("banner.confirm");
      if (width > 0) ImGui::SameLine();
      if (ImGui::Button(no, ImVec2(width, 0))) confirm_banner_ = false;
      mark("banner.cancel");
    } else {
      const char* use = tr("arkadia.button.use_banner");
      const char* end = tr("arkadia.button.end_turn");
      const float width = pair_width(use, end);
      ImGui::BeginDisabled(!s.check(Action::use_banner()).ok());
      if (ImGui::Button(use, ImVec2(width, 0))) use_banner();
      ImGui::EndDisabled();
      mark("banner.use");
      if (width > 0) ImGui::SameLine();
      if (ImGui::Button(end, ImVec2(width, 0))) play(Action::skip_banner());
      mark("banner.skip");
    }
  } else if (phase == Phase::kSell) {
    draw_sale_controls();
  }
  if (can_undo_now() || held_piece_) {
    ImGui::Spacing();
    if (ImGui::Button(tr("button.undo"))) undo();
    mark("undo");
  }
  draw_undo_gone_note();
  // A new decision whose controls end below the panel's edge (a sale on a short screen) scrolls
  // them into view; the player may scroll back up. Asked for three frames: ImGui clamps a
  // scroll to the content height it measured in the frame before, short while the controls
  // are new.
  const int decision = decision_id();
  if (decision != controls_shown_for_) {
    controls_shown_for_ = decision;
    panel_scroll_frames_ = 3;
  }
  if (panel_scroll_frames_ > 0) {  // counted down by App::draw, drawn or not
    // The controls' end in view first; then, if it leaves room, the hand's top too (a decision
    // whose controls come above the last one's, which had scrolled the panel down).
    const float top = ImGui::GetWindowPos().y + ImGui::GetStyle().WindowPadding.y;
    const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowHeight() - ImGui::GetStyle().WindowPadding.y;
    const float end = ImGui::GetItemRectMax().y;
    if (end > bottom) ImGui::SetScrollHereY(1.0f);
    else if (block_top < top) ImGui::SetScrollY(std::max(0.0f, ImGui::GetScrollY() - std::min(top - block_top, bottom - end)));
  }
}

void ArkadiaApp::draw_worker_plan_controls(bool can_cancel) {
  const State& s = session().game()->state();
  const auto [own, neutral] = count_planned(input_.workers);
  const PlayerState& me = s.player(s.current_player());
  ImGui::TextWrapped("%s", tr(worker_help_key(s, input_.workers)));
  ImGui::TextWrapped("%s", tr("arkadia.workers.planned", {{"own", std::to_string(own)}, {"own_max", std::to_string(me.own_reserve)},
                                                  {"neutral", std::to_string(neutral)},
                                                  {"neutral_max", std::to_string(me.neutral_reserve)}}).c_str());
  ImGui::BeginDisabled(!can_confirm_workers(s, input_.workers));
  if (ImGui::Button(tr("arkadia.button.confirm_workers"))) play_all(worker_plan_actions(s, planned_building(), input_.workers));
  ImGui::EndDisabled();
  mark("workers.confirm");
  if (!can_cancel) return;
  ImGui::SameLine();
  if (ImGui::Button(tr("button.cancel"))) input_ = {};
  mark("cancel");
}

void ArkadiaApp::draw_sale_controls() {
  const State& s = session().game()->state();
  const PlayerState& me = s.player(s.current_player());
  ImGui::TextUnformatted(tr("arkadia.sell.title"));
  int total = 0;
  if (ImGui::BeginTable("##sale", 4, ImGuiTableFlags_SizingFixedFit)) {
    for (int f = 0; f < kFamilies; ++f) {
      const int have = me.seals[static_cast<std::size_t>(f)];
      auto& n = input_.sell[static_cast<std::size_t>(f)];
      n = std::clamp(n, 0, have);
      const int value = s.seal_value(static_cast<Family>(f));
      total += n * value;
      ImGui::TableNextRow();
      ImGui::PushID(400 + f);
      ImGui::TableNextColumn();
      seal_chip(f, std::to_string(have), 24.0f);
      tooltip_if_hovered(tr("arkadia.players.seals_tip", {{"family", family_label(f)}}));
      ImGui::TableNextColumn();
      ImGui::BeginDisabled(n <= 0);
      if (ImGui::Button("-")) --n;
      ImGui::EndDisabled();
      mark(std::string("sell.") + family_letter(f) + ".minus");
      ImGui::SameLine();
      ImGui::Text("%2d", n);
      ImGui::SameLine();
      ImGui::BeginDisabled(n >= have);
      if (ImGui::Button("+")) ++n;
      ImGui::EndDisabled();
      mark(std::string("sell.") + family_letter(f) + ".plus");
      ImGui::SameLine();
      ImGui::BeginDisabled(n >= have);
      if (ImGui::Button(tr("arkadia.sell.all"))) n = have;
      ImGui::EndDisabled();
      mark(std::string("sell.") + family_letter(f) + ".all");
      ImGui::TableNextColumn();
      ImGui::Text("x %d", value);
      ImGui::TableNextColumn();
      ImGui::Text("= %d", n * value);
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  ImGui::TextUnformatted(tr("arkadia.sell.total", {{"gold", std::to_string(me.gold)}, {"sale", std::to_string(total)},
                                           {"after", std::to_string(me.gold + total)}}).c_str());
  if (ImGui::Button(total > 0 ? tr("arkadia.button.sell") : tr("arkadia.button.sell_nothing"), ImVec2(-1, 0))) play_all(sale_actions());
  mark("sell.confirm");
}

std::vector<Action> ArkadiaApp::sale_actions() const {
  // The engine asks family by family (R, O, B, S) for the families the player holds.
  const State& s = session().game()->state();
  std::vector<Action> actions;
  State next = s;
  while (!next.is_terminal() && next.phase() == Phase::kSell && next.current_player() == s.current_player()) {
    const Family f = next.selling_family();
    const Action a = Action::sell(f, std::clamp<int>(input_.sell[f], 0, next.player(s.current_player()).seals[f]));
    if (!next.apply(a).ok()) break;
    actions.push_back(a);
  }
  return actions;
}

}  // namespace web
