// Every refusal of Arkadia's engine, once: its code (which the page translates, web/games/arkadia/i18n) and its
// English text (which the CLI and the tests read). See bg/status.hpp.
#pragma once

#include "bg/status.hpp"

namespace arkadia::refusal {

// clang-format off
#define ARKADIA_REFUSALS(X)                                                                                        \
  /* Playing (State::check) */                                                                                    \
  X(kGameOver, "arkadia.play.game_over", "the game is over")                                                      \
  X(kCastlePieceFirst, "arkadia.play.castle_piece_first", "place a castle piece first ({n} due)")                 \
  X(kNoSuchFamily, "arkadia.play.no_such_family", "no such family")                                               \
  X(kNoSuchCastleSquare, "arkadia.play.no_such_castle_square", "castle squares are K1 to K10")                    \
  X(kNoPieceLeft, "arkadia.play.no_piece_left", "no {family} piece is left for floor {floor}")                    \
  X(kCastleSquareHeight, "arkadia.play.castle_square_height",                                                     \
    "{square} cannot take a floor-{floor} piece (it has {height})")                                               \
  X(kDisplaySlotEmpty, "arkadia.play.display_slot_empty", "display slot {slot} is empty")                         \
  X(kDeckEmpty, "arkadia.play.deck_empty", "the deck is empty; take a face-up card")                              \
  X(kRefillFirst, "arkadia.play.refill_first", "refill the hand first: take a face-up card or the deck card")     \
  X(kBannerStep, "arkadia.play.banner_step", "the turn is at its CAN step: use a banner or not")                  \
  X(kDecideSale, "arkadia.play.decide_sale", "decide how many {family} seals to sell")                            \
  X(kSaleOrder, "arkadia.play.sale_order", "sales go family by family: {family} is next")                         \
  X(kTooFewSeals, "arkadia.play.too_few_seals", "only {n} {family} seals to sell")                                \
  X(kUnknownPhase, "arkadia.play.unknown_phase", "unknown phase")                                                 \
  X(kNoSuchCard, "arkadia.play.no_such_card", "no such card")                                                     \
  X(kCardNotInHand, "arkadia.play.card_not_in_hand", "{card} is not in hand")                                     \
  X(kNoSuchOrientation, "arkadia.play.no_such_orientation", "no such orientation")                                \
  X(kNoMirroring, "arkadia.play.no_mirroring", "tiles are not mirrored in this game")                             \
  X(kSameOrientation, "arkadia.play.same_orientation",                                                            \
    "{orientation} gives the same squares as {same} for {form}; write {same}")                                    \
  X(kNoSuchSquare, "arkadia.play.no_such_square", "no such square")                                               \
  X(kLeavesBoard, "arkadia.play.leaves_board", "the building would leave the board")                              \
  X(kCoversLot, "arkadia.play.covers_lot", "the building would cover the castle lot")                             \
  X(kCoversBuilding, "arkadia.play.covers_building", "the building would cover another building")                 \
  X(kCoversWorker, "arkadia.play.covers_worker", "the building would cover a worker")                             \
  X(kTouchesNothing, "arkadia.play.touches_nothing",                                                              \
    "the building must touch a building, the castle lot or a worker along a side (corners do not count)")         \
  X(kLotNotForWorkers, "arkadia.play.lot_not_for_workers", "the castle lot is not a building for workers")        \
  X(kNoBuildingThere, "arkadia.play.no_building_there", "there is no building on {square}")                       \
  X(kNameByFirstSquare, "arkadia.play.name_by_first_square",                                                      \
    "{square} is part of the building named {first}; name it by that square")                                     \
  X(kNoWorkersBehindScreen, "arkadia.play.no_workers_behind_screen", "no workers behind the screen")              \
  X(kNoVacantNeighbour, "arkadia.play.no_vacant_neighbour", "no vacant square next to the building at {square}")  \
  X(kPassWhileCanLay, "arkadia.play.pass_while_can_lay", "a building can be laid out, so passing is not allowed") \
  X(kPassWhileCanPlace, "arkadia.play.pass_while_can_place", "workers can be placed, so passing is not allowed")  \
  X(kWrongStep, "arkadia.play.wrong_step", "it is time to {phase}")                                               \
  X(kPlaceOneWorker, "arkadia.play.place_one_worker", "place at least one worker first")                          \
  X(kPlaceOrFinish, "arkadia.play.place_or_finish", "place a worker, or finish placing workers")                  \
  X(kNoNeutralWorker, "arkadia.play.no_neutral_worker", "no neutral worker behind the screen")                    \
  X(kNoOwnWorker, "arkadia.play.no_own_worker", "no own worker behind the screen")                                \
  X(kNotVacant, "arkadia.play.not_vacant", "{square} is not vacant")                                              \
  X(kMustTouchChosen, "arkadia.play.must_touch_chosen", "every worker this turn must touch the building at {square}") \
  X(kReadingOrder, "arkadia.play.reading_order", "place this turn's workers in reading order: after {square}")    \
  /* Notation (parse_action) */                                                                                   \
  X(kEmptyAction, "arkadia.notation.empty", "empty action; {usage}")                                              \
  X(kBadSpacing, "arkadia.notation.spacing", "write words separated by single spaces, in plain ASCII")            \
  X(kNotASquare, "arkadia.notation.not_square", "'{token}' is not a square (a1 to {last})")                       \
  X(kArity, "arkadia.notation.arity", "write: {form}")                                                            \
  X(kNotACard, "arkadia.notation.not_card", "'{token}' is not a card (e.g. TR-R: form code, family letter R/O/B/S)") \
  X(kNotARotation, "arkadia.notation.not_rotation", "'{token}' is not a rotation (r0..r3, mirrored r0m..r3m)")    \
  X(kTakesNothing, "arkadia.notation.takes_nothing", "'{token}' takes nothing after it")                          \
  X(kNotAFamily, "arkadia.notation.not_family", "'{token}' is not a family (R, O, B or S)")                       \
  X(kNotACastleSquare, "arkadia.notation.not_castle_square", "'{token}' is not a castle square (K1 to K10)")     \
  X(kNotASlot, "arkadia.notation.not_slot", "'{token}' is not a display slot (1 to 3) or 'deck'")               \
  X(kNotACount, "arkadia.notation.not_count", "'{token}' is not a count")                                         \
  X(kUnknownVerb, "arkadia.notation.unknown_verb", "unknown action '{token}'; {usage}")                           \
  /* Options and set-up */                                                                                        \
  X(kPlayerCount, "arkadia.options.players", "players must be from {min} to {max}")                               \
  X(kLotOffBoard, "arkadia.options.lot_off_board",                                                                \
    "the castle lot does not fit on the board there; its top-left square must be one of {allowed}")               \
  X(kLotOnTent, "arkadia.options.lot_on_tent",                                                                    \
    "the castle lot at {square} would cover a tent camp; its top-left square must be one of {allowed}")           \
  X(kBeginnerLot, "arkadia.options.beginner_lot", "the beginner set-up needs the castle lot at {square}")          \
  X(kNoSuchEdition, "arkadia.options.no_such_edition", "no such rules edition")                                   \
  X(kOptionsNotObject, "arkadia.options.not_object", "'options' must be an object")                               \
  X(kOptionsEdition, "arkadia.options.edition", "options: 'rules' must be 1 (before the corrections of 2026-11-25) or 2") \
  X(kOptionsLot, "arkadia.options.lot", "options: 'lot' is not a square: \"{token}\"")                           \
  X(kOptionsInvalid, "arkadia.options.invalid", "options: {cause}")                                               \
  X(kOptionsNotJson, "arkadia.options.not_json", "options: not JSON")                                             \
  X(kStartPlayer, "arkadia.setup.start_player", "the start player must be a seat from 0 to {max}")                \
  X(kDeckNotCards, "arkadia.setup.deck_not_cards", "the deck holds something that is not a card")                 \
  X(kDeckContents, "arkadia.setup.deck_contents",                                                                 \
    "the deck must hold the {n} cards the set-up leaves: two of each house, farm and tavern card, one of each "    \
    "other card ({difference})")                                                                                   \
  X(kDeckContentsBeginner, "arkadia.setup.deck_contents_beginner",                                                \
    "the deck must hold the {n} cards the set-up leaves: two of each house, farm and tavern card, one of each "    \
    "other card, less the seven beginner buildings ({difference})")                                               \
  X(kDeckTooSmall, "arkadia.setup.deck_too_small", "the deck is too small to deal")                               \
  /* Records */                                                                                                   \
  X(kDeckCardNotCard, "arkadia.record.deck_card", "deck card {n} is not a card: {value}")                         \
  X(kRecordStartPlayer, "arkadia.record.start_player", "'start_player' must be a seat from 0 to {max}")           \
  X(kRecordActionUnreadable, "arkadia.record.action_unreadable", "action {n} {value}: {cause}")                    \
  X(kCannotSetUp, "arkadia.record.cannot_set_up", "cannot set up the game: {cause}")                              \
  X(kRecordActionIllegal, "arkadia.record.action_illegal", "action {n} \"{action}\" is illegal: {cause}")        \
  X(kResultNotOver, "arkadia.record.result_not_over",                                                             \
    "the record claims a result but the game is not over after its actions")                                      \
  X(kResultMismatch, "arkadia.record.result_mismatch", "the record's result does not match its replay")            \
  /* Position editor */                                                                                           \
  X(kEditNotAtTurnStart, "arkadia.edit.not_at_turn_start", "positions can only be edited at the start of a turn") \
  X(kEditCardNotInDeck, "arkadia.edit.card_not_in_deck", "{card} is not in the deck")                             \
  X(kEditSquareOffBoard, "arkadia.edit.square_off_board", "a square is off the board")                            \
  X(kEditNotShape, "arkadia.edit.not_shape", "those squares do not have the shape of {card}")                     \
  X(kEditNotVacant, "arkadia.edit.not_vacant", "those squares are not all vacant")                                \
  X(kEditNeutralPoolEmpty, "arkadia.edit.neutral_pool_empty", "the neutral pool is empty")                        \
  X(kEditNoSuchSeat, "arkadia.edit.no_such_seat", "no such seat")                                                 \
  X(kEditColourEmpty, "arkadia.edit.colour_empty", "that colour has no workers left in the pool")                 \
  X(kEditPoolShort, "arkadia.edit.pool_short", "not enough workers in the pool")                                  \
  X(kEditScreenShort, "arkadia.edit.screen_short", "not enough workers behind the screen")                        \
  X(kEditNoSuchSeatOrFamily, "arkadia.edit.no_such_seat_or_family", "no such seat or family")                     \
  X(kEditSealRange, "arkadia.edit.seal_range", "seal count out of range")                                         \
  X(kEditGoldRange, "arkadia.edit.gold_range", "gold out of range")                                               \
  X(kEditPieceNotThere, "arkadia.edit.piece_not_there", "that piece cannot go there now")                         \
  X(kEditHandTooBig, "arkadia.edit.hand_too_big", "too many cards for a hand")                                    \
  X(kEditCardNowhere, "arkadia.edit.card_nowhere", "{card} is neither in that hand nor in the deck")              \
  X(kEditBreaksLaw, "arkadia.edit.breaks_law", "the edit would break a law of the game: {cause}")                 \
  /* The laws every position keeps (invariants.cpp); a position breaking one is damaged */                        \
  X(kLawWorkerOnLot, "arkadia.law.worker_on_lot", "a worker stands on the castle lot")                            \
  X(kLawOwnWorkers, "arkadia.law.own_workers", "seat {seat}'s workers (screen, pool, board) number {n}, not {expected}") \
  X(kLawNeutralWorkers, "arkadia.law.neutral_workers", "the neutral workers number {n}, not {expected}")          \
  X(kLawEnclosedVacant, "arkadia.law.enclosed_vacant", "the building at {square} is marked enclosed but has a vacant neighbour") \
  X(kLawSurroundedOpen, "arkadia.law.surrounded_open", "the building at {square} is surrounded but not marked enclosed")        \
  X(kLawSealLost, "arkadia.law.seal_lost", "the building at {square} lost its seal without being completed")                    \
  X(kLawHandUnknown, "arkadia.law.hand_unknown", "seat {seat}'s hand shows cards other than the ones known to be in it") \
  X(kLawKnownMissing, "arkadia.law.known_missing", "seat {seat} is known to hold a card that is not in its hand")      \
  X(kLawCardCopies, "arkadia.law.card_copies", "{n} cards {card} are visible; the box has {expected}")            \
  X(kLawCardTotal, "arkadia.law.card_total", "{visible} cards are visible and {hidden} hidden; the box has {total}") \
  X(kLawDisplayGap, "arkadia.law.display_gap", "a display slot is empty while the deck has cards")                \
  X(kLawCastleTooHigh, "arkadia.law.castle_too_high", "castle square {square} is built higher than the floor in progress") \
  X(kLawCastlePrinted, "arkadia.law.castle_printed", "castle square {square} shows a seal other than its printed one") \
  X(kLawCastleNoSeal, "arkadia.law.castle_no_seal", "castle square {square} has a piece without a seal")          \
  X(kLawFloorComplete, "arkadia.law.floor_complete", "castle: floor {floor} is complete but still has pieces in supply") \
  X(kLawFloorNotBegun, "arkadia.law.floor_not_begun", "castle: floor {floor} is not begun but its supply is not full") \
  X(kLawCastlePieces, "arkadia.law.castle_pieces", "castle pieces (built and in supply) number {n}, not {expected}") \
  X(kLawFamilyPieces, "arkadia.law.family_pieces", "castle: more {family} pieces than the box holds")             \
  X(kLawFloorPieces, "arkadia.law.floor_pieces", "castle: floor {floor}'s {family} pieces (built and in supply) do not add up") \
  X(kLawEndTrigger, "arkadia.law.end_trigger", "the end is triggered exactly when floor 2 of the castle is complete") \
  X(kLawFinalRound, "arkadia.law.final_round", "the final round is counted before the end is triggered")          \
  X(kLawEndReason, "arkadia.law.end_reason", "only a finished game has an end reason")                            \
  X(kLawCastleEndEarly, "arkadia.law.castle_end_early", "the castle ended the game before the final round was over") \
  X(kLawPassEnd, "arkadia.law.pass_end", "the game ended by passes, but not everyone passed")                     \
  X(kLawShouldBeOver, "arkadia.law.should_be_over", "the game should be over")                                    \
  X(kLawSealsLeft, "arkadia.law.seals_left", "seals are left after the final sale")                               \
  X(kLawEarlySale, "arkadia.law.early_sale", "a final sale is recorded before the game is over")                  \
  X(kLawPiecesDue, "arkadia.law.pieces_due", "castle pieces are due in phase '{phase}'")                                     \
  X(kLawSelling, "arkadia.law.selling", "a family is being sold in phase '{phase}'")                                         \
  X(kLawLayAndPass, "arkadia.law.lay_and_pass", "a turn cannot both lay out and pass")                            \
  X(kLawWorkersAfterLay, "arkadia.law.workers_after_lay", "workers were placed in a turn that laid out or passed") \
  X(kLawProgressNotBlank, "arkadia.law.progress_not_blank", "the turn's progress is not blank in phase '{phase}'")           \
  X(kLawLastPlaced, "arkadia.law.last_placed", "'last_placed' is given exactly when workers were placed this turn") \
  X(kLawPlacedUnchosen, "arkadia.law.placed_unchosen", "workers were placed this turn without a chosen building") \
  X(kLawLastWorker, "arkadia.law.last_worker",                                                                    \
    "the last worker placed is not the current player's or neutral, next to the chosen building")                 \
  X(kLawPlacedCount, "arkadia.law.placed_count", "more workers placed this turn than stand there")                \
  X(kLawChosenUnplaced, "arkadia.law.chosen_unplaced", "a building was chosen but no worker placed in phase '{phase}'")       \
  X(kLawSellingNothing, "arkadia.law.selling_nothing", "selling a family the current player has no seals of")     \
  X(kLawPlacingUnchosen, "arkadia.law.placing_unchosen", "placing workers without a chosen building")             \
  X(kLawChosenStuck, "arkadia.law.chosen_stuck", "the chosen building has no vacant neighbour, or the player no workers") \
  X(kLawPiecesNotDue, "arkadia.law.pieces_not_due", "placing castle pieces when none are due or none can be placed") \
  X(kLawPiecesAfterPass, "arkadia.law.pieces_after_pass", "castle pieces are due after a pass")                   \
  X(kLawRefillNeedless, "arkadia.law.refill_needless",                                                            \
    "refilling needs a laid-out building, room in the hand and cards to take")                                    \
  X(kLawBannerNone, "arkadia.law.banner_none", "deciding on a banner without one")                                \
  X(kLawBanners, "arkadia.law.banners", "seat {seat} has more banners than the game gives")                       \
  X(kLawSealValues, "arkadia.law.seal_values", "seal values sum to {values} but {showing} squares show a seal")    \
  X(kLawOverlap, "arkadia.law.overlap", "the building at {square} overlaps")                                      \
  X(kLawWorkersShare, "arkadia.law.workers_share", "two workers share a square")                                  \
  X(kLawWorkerOnBuilding, "arkadia.law.worker_on_building", "a worker stands on a building or the lot")           \
  /* Seat views (the worker's input) */                                                                           \
  X(kViewTooLarge, "arkadia.view.too_large", "a view is at most 64 KB")                                           \
  X(kViewNotJson, "arkadia.view.not_json", "not valid JSON")                                                      \
  X(kViewFormat, "arkadia.view.format", "'format' must be \"arkadia-view\"")                                     \
  X(kViewVersion, "arkadia.view.version", "view version {version} is not supported (this build reads version 1)") \
  X(kViewField, "arkadia.view.field", "{where} {detail}")
// clang-format on

BG_DEFINE_REFUSALS(ARKADIA_REFUSALS)

}  // namespace arkadia::refusal
