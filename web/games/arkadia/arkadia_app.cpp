#include "arkadia_app.hpp"

#include <SDL.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "arkadia/notation.hpp"
#include "arkadia/record.hpp"
#include "arkadia/view.hpp"
#include "keyboard_focus.hpp"
#include "arkadia_move_log.hpp"
#include "text.hpp"
#include "arkadia_colours.hpp"
#include "art.hpp"
#include "arkadia_pieces.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace web {

using namespace arkadia;

ArkadiaApp::ArkadiaApp(ArkadiaParsedConfig parsed, KeyValueStore& store)
    : TableApp(std::move(parsed), store, arkadia_link_options()) {
  open_first_game();
}

LogEntry ArkadiaApp::describe(const State& before, const Action& action, const State& after,
                              const std::vector<std::string>& seat_names) const {
  return describe_action(translator(), before, action, after, seat_names);
}

void ArkadiaApp::reset_input(bool) {
  input_ = {};
  pinned_.reset();
  held_piece_.reset();
  confirm_banner_ = false;
}

void ArkadiaApp::use_banner() {
  const State& s = session().game()->state();
  if (!s.check(Action::use_banner()).ok()) return;
  const bool nothing_to_sell = s.player(s.current_player()).total_seals() == 0;
  if (nothing_to_sell && !confirm_banner_) {
    confirm_banner_ = true;
    return;
  }
  confirm_banner_ = false;
  play(Action::use_banner());
}

void ArkadiaApp::plan_worker(const State& s, Square square) {
  const auto planned = [&]() -> const PendingWorker* {
    for (const PendingWorker& w : input_.workers)
      if (w.square == square) return &w;
    return nullptr;
  };
  const bool was_planned = planned() != nullptr;
  cycle_worker(s, input_.workers, square);
  // A second click changes a planned worker: said, so a quick double click never undoes it unseen.
  info_.clear();
  if (!was_planned) return;
  const PendingWorker* now = planned();
  info_ = tr(now ? "arkadia.workers.now_neutral" : "arkadia.workers.taken_off", {{"square", square_name(square)}});
}

void ArkadiaApp::place_castle_piece(const Action& a) {
  const State& s = session().game()->state();
  State next = s;
  next.apply_unchecked(a);
  if (next.is_terminal() || next.turn_number() != s.turn_number()) {
    held_piece_ = a;
    notice_.clear();
    return;
  }
  play(a);
}

void ArkadiaApp::confirm_held_piece() {
  if (!held_piece_) return;
  const Action a = *held_piece_;
  held_piece_.reset();
  play(a);
}

void ArkadiaApp::undo() {
  if (held_piece_) {
    held_piece_.reset();  // the piece comes back off the castle: nothing was played yet
    return;
  }
  TableApp::undo();
}

bool ArkadiaApp::undo_unplayed_step() {
  if (!session().game()) return false;
  if (!input_.workers.empty()) {
    const Square square = input_.workers.back().square;
    input_.workers.pop_back();
    info_ = tr("arkadia.workers.taken_off", {{"square", square_name(square)}});
  } else if (input_.building >= 0 && session().game()->state().phase() == Phase::kMust) {
    input_.building = -1;
    info_ = tr("arkadia.workers.unchosen");
  } else {
    return false;
  }
  notice_.clear();
  announce(info_);
  return true;
}

int ArkadiaApp::planned_building() const {
  if (!session().game()) return input_.building;
  const State& s = session().game()->state();
  return s.phase() == Phase::kPlaceWorkers ? s.chosen_building() : input_.building;
}

std::string ArkadiaApp::input_signature() const {
  return std::to_string(input_.card) + "/" + std::to_string(input_.orientation) + "/" + std::to_string(planned_building()) +
         "/" + std::to_string(input_.workers.size()) + "/" + std::to_string(input_.castle_family) + "/" +
         std::to_string(pinned_ ? *pinned_ : -1) + "/" + (held_piece_ ? arkadia::to_text(*held_piece_) : "") + "/" +
         (confirm_banner_ ? "b" : "");
}

// ---- New game ------------------------------------------------------------------------------

void ArkadiaApp::start_guided_game(const std::string& player_name) {
  // The beginner set-up against an easy computer.
  ArkadiaMatchSetup setup;
  setup.options.players = 2;
  setup.options.beginner = true;
  setup.options.lot_corner = kBeginnerLotCorner;
  setup.guided = true;
  setup.seats = {SeatSetup{player_name, SeatKind::kHuman, 0, 0, {}}, SeatSetup{"", SeatKind::kAi, 0, 1, {}}};
  start_match(setup, false);
}

GameOptions ArkadiaApp::options_from_form(int players) const {
  const std::vector<Square> corners = allowed_lot_corners();
  GameOptions o;
  o.players = players;
  o.beginner = options_form_.beginner;
  const bool chosen = options_form_.lot_choice >= 0 && options_form_.lot_choice < static_cast<int>(corners.size());
  o.lot_corner = options_form_.beginner ? kBeginnerLotCorner
                 : chosen               ? corners[static_cast<std::size_t>(options_form_.lot_choice)]
                                        : kDefaultLotCorner;
  o.allow_mirror = options_form_.allow_mirror;
  o.strict_screens = options_form_.strict_screens;
  return o;
}

void ArkadiaApp::draw_game_options() {
  OptionsForm& form = options_form_;
  ImGui::TextUnformatted(tr("arkadia.newgame.setup"));
  if (!narrow_) ImGui::SameLine();
  if (radio(tr("arkadia.newgame.standard"), !form.beginner)) form.beginner = false;
  focus_context(tr("arkadia.newgame.setup"));
  mark("newgame.standard");
  if (narrow_) {
    // A phone: the long label wraps.
    if (radio_wrapped("##beginner", tr("arkadia.newgame.beginner"), form.beginner)) form.beginner = true;
    focus_group(tr("arkadia.newgame.setup"));
  } else {
    ImGui::SameLine();
    if (radio(tr("arkadia.newgame.beginner"), form.beginner)) form.beginner = true;
    focus_context(tr("arkadia.newgame.setup"));
  }
  mark("newgame.beginner");
  const std::vector<Square> corners = allowed_lot_corners();
  if (form.lot_choice < 0 || form.lot_choice >= static_cast<int>(corners.size())) {
    const auto it = std::find(corners.begin(), corners.end(), kDefaultLotCorner);
    form.lot_choice = it == corners.end() ? 0 : static_cast<int>(it - corners.begin());
  }
  ImGui::BeginDisabled(form.beginner);
  ImGui::SetNextItemWidth(120);
  const std::string current = square_name(form.beginner ? kBeginnerLotCorner : corners[static_cast<std::size_t>(form.lot_choice)]);
  // Every position the rules allow (rules §2: 14), in reading order.
  if (narrow_) ImGui::TextWrapped("%s", tr("arkadia.newgame.lot"));  // a phone: the label above, whole
  const std::string combo_label = narrow_ ? std::string("##lot") : std::string(tr("arkadia.newgame.lot"));
  const bool open = named_combo(combo_label.c_str(), current, focus_words(tr("arkadia.newgame.lot"), current), ImGuiComboFlags_HeightLargest);
  mark("newgame.lot");
  if (open) {
    for (int i = 0; i < static_cast<int>(corners.size()); ++i) {
      const std::string name = square_name(corners[static_cast<std::size_t>(i)]);
      if (ImGui::Selectable(name.c_str(), i == form.lot_choice)) form.lot_choice = i;
      focus_chosen(i == form.lot_choice);
      focus_group(tr("arkadia.newgame.lot"));
      mark("newgame.lot." + name);
    }
    ImGui::EndCombo();
  }
  ImGui::EndDisabled();
  checkbox_wrapped("##mirror", tr("arkadia.newgame.mirror"), form.allow_mirror);
  checkbox_wrapped("##strict", tr("arkadia.newgame.strict"), form.strict_screens);
}

// ---- Test hook -----------------------------------------------------------------------------

void ArkadiaApp::game_test_json(nlohmann::json& j, const State& s) const {
  j["heldPiece"] = held_piece_ ? arkadia::to_text(*held_piece_) : "";
  j["confirmBanner"] = confirm_banner_;
  const float k = settings_.ui_scale;  // logical units -> CSS pixels
  const ArkadiaMatch* m = shown_match();
  j["board"] = {{"x", geometry_.origin.x * k},
                {"y", geometry_.origin.y * k},
                {"cell", geometry_.cell * k},
                {"turned", geometry_.turned},
                {"across", BoardGeometry::across(geometry_.turned)},
                {"down", BoardGeometry::down(geometry_.turned)}};
  static constexpr std::array<const char*, 7> kPhaseIds = {"must", "workers", "castle", "refill", "banner", "sell", "over"};
  j["phase"] = kPhaseIds[static_cast<std::size_t>(s.phase())];
  j["lot"] = square_name(s.lot_corner());
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < s.num_players(); ++p) {
    const PlayerState& pl = s.player(p);
    nlohmann::json hand = nlohmann::json::array();
    for (CardType c : pl.hand)
      if (c != kNoCard) hand.push_back(card_name(c));
    int seals = 0;
    for (int f = 0; f < kFamilies; ++f) seals += pl.seals[static_cast<std::size_t>(f)];
    seats.push_back({{"human", m->is_human(p)}, {"gold", pl.gold}, {"hand", hand}, {"seals", seals},
                     {"own", pl.own_reserve}, {"neutral", pl.neutral_reserve}, {"name", seat_name(p)}});
  }
  j["seats"] = seats;
  nlohmann::json recent = nlohmann::json::array();
  if (view_.screen == Screen::kReplay ? table_.replay().has_value() : session().game().has_value())
    for (const RecentMove& move : board_marks().recent) {
      nlohmann::json squares = nlohmann::json::array();
      move.squares.for_each([&](Square q) { squares.push_back(square_name(q)); });
      recent.push_back({{"colour", move.colour}, {"squares", squares}});
    }
  j["recentMoves"] = recent;
  nlohmann::json buildings = nlohmann::json::array();
  for (int b = 0; b < s.building_count(); ++b) buildings.push_back(square_name(s.building(b).first));
  j["buildings"] = buildings;
  // In the colour-blind palette, where each building's kind letters are written (arkadia_pieces.hpp).
  nlohmann::json codes = nlohmann::json::array();
  if (palette() == Palette::kColourBlind)
    for (int b = 0; b < s.building_count(); ++b) {
      const Building& building = s.building(b);
      const auto at = code_square(building.cells, building.first, building.has_seal);
      codes.push_back({{"building", square_name(building.first)}, {"enclosed", building.enclosed},
                       {"seal", building.has_seal}, {"code", at ? square_name(*at) : ""}});
    }
  j["buildingCodes"] = codes;
  nlohmann::json workers = nlohmann::json::array();  // each seat's workers on the board, by square
  for (int row = 0; row < kRows; ++row)
    for (int col = 0; col < kCols; ++col)
      if (const int w = s.worker_at(make_square(row, col)); w >= 0) workers.push_back({{"square", square_name(make_square(row, col))}, {"seat", w}});
  j["workers"] = workers;
  j["input"] = {{"card", input_.card == kNoCard ? "" : card_name(input_.card)},
                {"orientation", input_.orientation},
                {"building", planned_building()},
                {"workers", input_.workers.size()},
                {"castleFamily", input_.castle_family},
                {"pinned", pinned_ ? square_name(*pinned_) : ""}};
  if (input_.card != kNoCard) {
    const Offset h = pointer_handle(form_of(input_.card), input_.orientation);
    j["handle"] = {h.dr, h.dc};
  }
  nlohmann::json targets_now = nlohmann::json::array();
  if (planned_building() >= 0 && session().game()) worker_targets(s, planned_building()).for_each([&](Square q) { targets_now.push_back(square_name(q)); });
  j["workerTargets"] = targets_now;
  j["workersHelp"] = planned_building() >= 0 && session().game() && !s.is_terminal() ? worker_help_key(s, input_.workers) : "";
  nlohmann::json castle = nlohmann::json::array();
  for (int c = 0; c < kCastleSquares; ++c) castle.push_back(square_name(castle_square_on_board(s.lot_corner(), c)));
  j["castleSquares"] = castle;
}

// ---- Keys ----------------------------------------------------------------------------------

void ArkadiaApp::on_game_key(int key) {
  const State& s = session().game()->state();
  const Phase phase = s.phase();
  if ((key == SDLK_r || key == SDLK_SPACE) && input_.card != kNoCard) {
    input_.orientation = next_orientation(input_.card, input_.orientation, s.options().allow_mirror);
    announce(card_in_hand_words());
  } else if (key == SDLK_ESCAPE) {
    input_ = {};
    pinned_.reset();
    confirm_banner_ = false;
    notice_.clear();  // the refusal was about the input just dropped
  } else if (phase == Phase::kMust && key >= SDLK_1 && key <= SDLK_4 && session().viewer() == s.current_player()) {
    const CardType c = s.player(session().viewer()).hand[static_cast<std::size_t>(key - SDLK_1)];
    if (c != kNoCard) {
      input_ = {};
      input_.card = c;
      announce(card_in_hand_words());
    }
  } else if ((phase == Phase::kMust || phase == Phase::kPlaceWorkers) && (key == SDLK_RETURN || key == SDLK_KP_ENTER) &&
             planned_building() >= 0 && can_confirm_workers(s, input_.workers)) {
    play_all(worker_plan_actions(s, planned_building(), input_.workers));
  } else if (phase == Phase::kMust && (key == SDLK_RETURN || key == SDLK_KP_ENTER) && input_.card != kNoCard && pinned_) {
    if (auto a = layout_at(input_.card, input_.orientation, *pinned_); a && s.check(*a).ok()) play(*a);
  } else if (phase == Phase::kRefill && key == SDLK_d && s.check(Action::take_deck()).ok()) {
    play(Action::take_deck());
  } else if (phase == Phase::kRefill && key >= SDLK_1 && key <= SDLK_3 && s.check(Action::take_display(key - SDLK_1)).ok()) {
    play(Action::take_display(key - SDLK_1));
  } else if (phase == Phase::kBanner && key == SDLK_b) {
    use_banner();  // B again confirms a banner with nothing to sell
  } else if (phase == Phase::kBanner && confirm_banner_ && (key == SDLK_RETURN || key == SDLK_KP_ENTER)) {
    use_banner();
  } else if (phase == Phase::kBanner && (key == SDLK_e || key == SDLK_RETURN || key == SDLK_KP_ENTER)) {
    play(Action::skip_banner());
  } else if (phase == Phase::kSell && (key == SDLK_RETURN || key == SDLK_KP_ENTER)) {
    play_all(sale_actions());
  } else if (phase == Phase::kCastle && held_piece_ && (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_e)) {
    confirm_held_piece();
  } else if (phase == Phase::kCastle && !held_piece_ && key >= SDLK_1 && key <= SDLK_4) {
    pick_castle_family(key - SDLK_1);
  }
}

// Said, as a click on a family's button shows it (issue 76): the family chosen and what comes
// next, or why that family cannot be placed now.
void ArkadiaApp::pick_castle_family(int family) {
  bool placeable = false;
  for (const Action& a : session().game()->state().legal_actions())
    placeable = placeable || (a.kind == ActionKind::kPlaceCastlePiece && a.family == family);
  if (!placeable) {
    announce(tr("arkadia.castle.family_none", {{"family", family_name(translator(), family)}}));
    return;
  }
  input_.castle_family = family;
  announce(tr("arkadia.castle.family_chosen", {{"family", family_name(translator(), family)}}) + " " +
           tr("arkadia.castle.pick_square"));
}

// ---- Panels ------------------------------------------------------------------------------

void ArkadiaApp::draw_table_panels(bool phone) {
  if (phone) {
    // What a finger needs first: the cards to take when taking one is the decision, else the
    // hand and the decision, then the cards to take.
    if (human_to_move() && session().game()->state().phase() == Phase::kRefill) {
      // The cards to take are the decision, first in the panel: it opens at its top (it may have
      // been scrolled down to the last decision's controls), then stays where the finger puts it.
      if (controls_shown_for_ != decision_id()) ImGui::SetScrollY(0.0f);
      controls_shown_for_ = decision_id();
      panel_scroll_frames_ = 0;
      draw_display_and_deck();
      ImGui::Separator();
      draw_hand_and_controls();
    } else {
      draw_hand_and_controls();
      ImGui::Separator();
      draw_display_and_deck();
    }
    ImGui::Separator();
    draw_values_and_castle();
  } else {
    // The hand and the decision stay in view below what the table shows; when taking a card is
    // the decision, the cards to take come with them.
    const bool refill = human_to_move() && session().game()->state().phase() == Phase::kRefill;
    with_pinned_bottom(
        [this, refill] {
          draw_values_and_castle();
          if (refill) return;
          ImGui::Separator();
          draw_display_and_deck();
        },
        [this, refill] {
          if (refill) {
            draw_display_and_deck();
            ImGui::Separator();
          }
          draw_hand_and_controls();
        });
  }
}

// ---- Board ---------------------------------------------------------------------------------

BoardMarks ArkadiaApp::board_marks() const {
  BoardMarks m;
  for (int p = 0; p < kMaxPlayers; ++p) m.seat_colour[static_cast<std::size_t>(p)] = colour_of(p);
  const State& s = shown_state();
  // The squares an action puts something on.
  auto squares_of = [](const Action& a, const State& at) {
    Bits squares;
    if (a.kind == ActionKind::kLayOut) squares |= footprint(form_of(a.card), a.orientation, a.square);
    if (a.kind == ActionKind::kPlaceWorker) squares.set(a.square);
    if (a.kind == ActionKind::kChooseBuilding && at.building_at(a.square) >= 0) squares |= at.building(at.building_at(a.square)).cells;
    if (a.kind == ActionKind::kPlaceCastlePiece) squares.set(castle_square_on_board(at.lot_corner(), a.castle_square));
    return squares;
  };
  auto outline = [&](const std::vector<Action>& actions, const State& at, int seat) {
    RecentMove move{{}, colour_of(seat)};
    for (const Action& a : actions) move.squares |= squares_of(a, at);
    if (move.squares.any()) m.recent.push_back(move);
  };
  if (const ReviewedDecision* reviewed = table_.reviewed_here()) {
    // A decision opened from the review: the player's choice in their colour, the AI's in cyan.
    State at = s;
    outline(parsed_actions(reviewed->chosen), s, reviewed->seat);
    for (const Action& a : parsed_actions(reviewed->preferred)) {
      m.hint |= squares_of(a, at);
      if (!at.apply(a).ok()) break;
    }
    m.hint_worth = tr("review.tag");
    return m;
  }
  if (const auto past = shown_past()) {
    // A past position (the replay, or the game stepped back through) marks the action that led to it.
    if (*past > 0)
      outline({shown_match()->record().actions[static_cast<std::size_t>(*past - 1)]}, s,
              shown_match()->position(*past - 1).current_player());
    return m;
  }
  // Everything the others did since the player at the device last played; without one (all
  // computers, or hands hidden between people), the previous turn and the one in progress.
  const ArkadiaMatch& game = *session().game();
  const int me = session().viewer();
  const auto& turns = game.turns();
  const std::size_t from = game.first_recent_turn(me);
  for (std::size_t t = from; t < turns.size(); ++t)
    if (turns[t].seat != me) outline(turns[t].actions, s, turns[t].seat);
  if (!human_to_move()) return m;
  if (const auto hint = shown_hint()) {
    m.hint = squares_of(*hint, s);
    m.hint_worth = hint_worth();
  }

  m.pending_colour = colour_of(s.current_player());
  if (s.phase() == Phase::kMust) {
    const std::optional<Square> at = pinned_ ? pinned_ : hover_;
    if (input_.card != kNoCard && at) {
      if (auto a = layout_at(input_.card, input_.orientation, *at)) {
        m.ghost = footprint(form_of(input_.card), input_.orientation, a->square);
        m.ghost_legal = s.check(*a).ok();
        m.ghost_family = family_of(input_.card);
      }
    }
    if (input_.building >= 0) {
      m.selected_building = input_.building;
      m.targets = worker_targets(s, input_.building);
      m.pending_workers = input_.workers;
    }
  } else if (s.phase() == Phase::kPlaceWorkers) {
    m.selected_building = planned_building();
    m.targets = worker_targets(s, planned_building());
    m.pending_workers = input_.workers;
  } else if (s.phase() == Phase::kCastle && input_.castle_family >= 0) {
    for (const Action& a : s.legal_actions())
      if (a.kind == ActionKind::kPlaceCastlePiece && a.family == input_.castle_family)
        m.castle_targets[a.castle_square] = true;
  }
  return m;
}

void ArkadiaApp::draw_board_area(ImVec2 min, ImVec2 max) {
  const auto [smin, smax] = board_button(min, max);
  geometry_ = BoardGeometry::fit(smin, smax, board_turned());
  hover_.reset();
  if (ImGui::IsItemHovered() && !touch_) hover_ = geometry_.square_at(ImGui::GetIO().MousePos);
  // The keyboard's cursor points where the mouse does not (App::use_board_cursor).
  const auto cursor = human_to_move() ? board_cursor() : std::nullopt;
  if (cursor && !hover_) hover_ = make_square(cursor->second, cursor->first);
  // A held castle piece shows in place, as it will be once the turn is ended.
  const State* shown = &shown_state();
  if (held_piece_ && view_.screen == Screen::kPlay && view_.look_back < 0) {
    held_preview_ = session().game()->state();
    held_preview_->apply_unchecked(*held_piece_);
    shown = &*held_preview_;
  }
  // While an action plays out (web/logic/motion.hpp), the board before it and the piece arriving.
  const auto moving = held_piece_ ? std::nullopt : action_in_motion();
  if (moving) shown = &session().game()->position(motion_.action());
  if (const auto tag = draw_board(ImGui::GetWindowDrawList(), geometry_, *shown, board_marks())) mark_hint_tag(*tag);
  if (moving) draw_arrival(ImGui::GetWindowDrawList(), *shown, moving->first, moving->second);
  if (cursor) {
    const Square at = make_square(cursor->second, cursor->first);
    draw_cursor_ring(ImGui::GetWindowDrawList(), geometry_.square_min(at), geometry_.square_max(at));
  }
  // Pointing names a piece, unless a building or workers are being placed (their ghost speaks).
  if (hover_ && input_.card == kNoCard && input_.building < 0)
    if (const std::string tip = board_tip(*shown, *hover_); !tip.empty()) tooltip_if_hovered(tip, TooltipPlace::kAtPointer);
  if (view_.screen != Screen::kPlay || !human_to_move()) return;
  if (ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Right) && input_.card != kNoCard)
    input_.orientation = next_orientation(input_.card, input_.orientation, session().game()->state().options().allow_mirror);
  if (ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Left))
    if (auto sq = geometry_.square_at(ImGui::GetIO().MousePos)) handle_board_click(*sq);
}

// Said when a key picks or turns a card: the building, how it is turned, and at the board
// cursor the squares it would cover and whether it fits there.
std::string ArkadiaApp::card_in_hand_words() const {
  const int o = input_.orientation;
  std::string words = tr("arkadia.board.card_held", {{"building", building_name(translator(), input_.card)},
                                             {"turn", tr("arkadia.board.turn." + std::to_string(rotation_of(o)))}});
  if (is_mirrored(o)) words += std::string(tr("announce.then")) + tr("arkadia.board.turn.mirrored");
  if (const auto cursor = board_cursor()) {
    const Square square = make_square(cursor->second, cursor->first);
    const auto lay = layout_at(input_.card, o, square);
    const bool fits = lay && session().game()->state().check(*lay).ok();
    words += std::string(tr("announce.then")) +
             (lay ? tr("arkadia.board.card_at", {{"square", square_name(square)}, {"squares", square_list(footprint(form_of(input_.card), lay->orientation, lay->square))}})
                  : tr("arkadia.board.card_off", {{"square", square_name(square)}}));
    words += std::string(tr("announce.then")) + tr(fits ? "arkadia.board.cursor.fits" : "arkadia.board.cursor.no_fit");
  }
  return words;
}

// Said as the board cursor reaches a square: what is there, and with a card picked whether its
// building fits there.
std::string ArkadiaApp::square_words(int column, int row) const {
  const Square square = make_square(row, column);
  const State& s = shown_state();
  std::string what = board_tip(s, square);
  // The castle lot is never "empty": a castle square says its top seal, the rest is the courtyard.
  if (what.empty() && s.lot().test(square)) {
    what = tr("arkadia.board.cursor.courtyard");
    for (int k = 0; k < kCastleSquares; ++k)
      if (castle_square_on_board(s.lot_corner(), k) == square) what = tr("arkadia.board.cursor.castle", {{"top", castle_top_text(s.castle(), k)}});
  }
  // A worker planned there and not yet played (Enter or the confirm button plays the plan).
  for (const PendingWorker& w : input_.workers)
    if (w.square == square) what = tr(w.neutral ? "arkadia.board.cursor.planned_neutral" : "arkadia.board.cursor.planned");
  if (const int b = s.building_at(square); b >= 0 && b == planned_building() && human_to_move())
    what += std::string(tr("announce.then")) + tr("arkadia.board.cursor.chosen");
  // The green squares a mouse player sees, in words: where a worker can go now.
  if (what.empty() && planned_building() >= 0 && human_to_move() && worker_targets(s, planned_building()).test(square))
    what = tr("arkadia.board.cursor.worker_target");
  if (what.empty()) what = tr("cursor.empty");
  if (input_.card != kNoCard && human_to_move()) {
    const auto lay = layout_at(input_.card, input_.orientation, square);
    what += std::string(tr("announce.then")) + tr(lay && session().game()->state().check(*lay).ok() ? "arkadia.board.cursor.fits" : "arkadia.board.cursor.no_fit");
  }
  return cursor_square_words(translator(), square_name(square), what);
}

std::string ArkadiaApp::board_tip(const State& s, Square square) const {
  if (const int b = s.building_at(square); b >= 0) {
    const Building& building = s.building(b);
    const std::string name = building_name(translator(), building.card);
    if (building.enclosed) return tr("arkadia.board.tip.completed", {{"building", name}});
    return count("arkadia.board.tip.open", building.ring.minus(s.occupied()).count(), {{"building", name}});
  }
  if (const int w = s.worker_at(square); w == arkadia::kNeutralWorker) return tr("arkadia.board.tip.neutral");
  else if (w >= 0) {
    // "Your worker", "Ouvrier de l'ordinateur (Facile)": from the name's grammar ("Ouvrier de Vous"
    // read wrong).
    return named_you(w) ? std::string(tr("arkadia.board.tip.worker.you")) : capitalised(tr("arkadia.board.tip.worker", {{"player", seat_label_in_sentence(w)}}));
  }
  if (kTentBits.test(square) && !s.occupied().test(square)) return tr("arkadia.board.tip.tent");
  return {};
}

// A piece set down, as the board will show it: a building, a worker figure, a castle piece,
// falling into place with its shadow closing in.
void ArkadiaApp::draw_arrival(ImDrawList* dl, const State& before, const Action& a, double progress) {
  const float cell = geometry_.cell, e = ease_out(progress);
  const float drop = cell * 0.6f * (1.0f - e);
  const auto shadow = [&](Square q) {
    const ImVec2 a0 = geometry_.square_min(q), a1 = geometry_.square_max(q);
    dl->AddRectFilled(ImVec2(a0.x + drop * 0.3f, a0.y + cell * 0.1f), ImVec2(a1.x + drop * 0.3f, a1.y), IM_COL32(0, 0, 0, static_cast<int>(90 * (1.0f - e))));
  };
  BoardGeometry lifted = geometry_;
  lifted.origin.y -= drop;
  switch (a.kind) {
    case ActionKind::kLayOut: {
      // The card flies onto its squares first (arkadia_flights.cpp), then the building comes down.
      if (progress < 0.4) break;
      const float late = ease_out((progress - 0.4) / 0.6);
      lifted.origin.y = geometry_.origin.y - cell * 0.6f * (1.0f - late);
      const Bits cells = footprint(form_of(a.card), a.orientation, a.square);
      cells.for_each(shadow);
      draw_building(dl, lifted, cells, cells.first(), {family_of(a.card), form_of(a.card), false, false, palette() == Palette::kColourBlind});
      break;
    }
    case ActionKind::kPlaceWorker: {
      shadow(a.square);
      const ImVec2 c = lifted.square_centre(a.square);
      draw_worker(dl, c, cell * 0.3f, colour_of(before.current_player()), a.neutral);
      break;
    }
    case ActionKind::kPlaceCastlePiece: {
      const Square q = castle_square_on_board(before.lot_corner(), a.castle_square);
      shadow(q);
      const float m = cell * 0.1f;
      const ImVec2 lo(lifted.square_min(q).x + m, lifted.square_min(q).y + m), hi(lifted.square_max(q).x - m, lifted.square_max(q).y - m);
      // One stone block with its family's seal, onto the floors already there.
      bevelled_rect(dl, lo, hi, IM_COL32(168, 162, 150, 255), cell * 0.05f, std::max(1.0f, cell * 0.04f));
      wax_seal(dl, ImVec2((lo.x + hi.x) / 2, (lo.y + hi.y) / 2), cell * 0.2f, family_colour(a.family), family_ink(a.family),
               std::to_string(before.castle().height(a.castle_square) + 1));
      break;
    }
    default: break;  // cards, banners and sales move in the panels, not on the board
  }
}

void ArkadiaApp::handle_board_click(Square square) {
  const State& s = session().game()->state();
  if (s.phase() == Phase::kMust) {
    if (input_.card != kNoCard) {
      // With a mouse the ghost follows the pointer and a click places it. A finger has no
      // pointer to follow: the first tap puts the ghost down, a tap on it places it.
      if (touch_) {
        bool on_ghost = false;
        if (pinned_)
          if (auto a = layout_at(input_.card, input_.orientation, *pinned_))
            on_ghost = footprint(form_of(input_.card), input_.orientation, a->square).test(square);
        if (!on_ghost) {
          pinned_ = square;
          return;
        }
        square = *pinned_;
      }
      if (auto a = layout_at(input_.card, input_.orientation, square)) {
        if (auto ok = s.check(*a); ok.ok()) play(*a);
        else notice_ = tr("arkadia.notice.cannot_lay_there", {{"reason", refusal_text(ok)}});
      }
      return;
    }
    if (input_.building >= 0 && worker_targets(s, input_.building).test(square)) {
      plan_worker(s, square);
      return;
    }
    const int b = s.building_at(square);
    if (b >= 0) {
      if (s.check(Action::choose_building(s.building(b).first)).ok()) {
        input_.building = b;
        input_.workers.clear();
        notice_.clear();
      } else {
        notice_ = tr("arkadia.notice.no_worker_there");
      }
    }
    return;
  }
  if (s.phase() == Phase::kPlaceWorkers) {
    if (worker_targets(s, planned_building()).test(square)) plan_worker(s, square);
    return;
  }
  if (s.phase() == Phase::kCastle && input_.castle_family >= 0) {
    for (int k = 0; k < kCastleSquares; ++k)
      if (castle_square_on_board(s.lot_corner(), k) == square) {
        const Action a = Action::place_castle_piece(static_cast<Family>(input_.castle_family), k);
        if (auto ok = s.check(a); ok.ok()) place_castle_piece(a);
        else notice_ = tr("arkadia.notice.castle_square", {{"square", castle_square_name(k)}, {"reason", refusal_text(ok)}});
      }
  }
}

}  // namespace web
