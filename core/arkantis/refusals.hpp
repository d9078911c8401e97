// Every refusal of the ArkantiS engine: a stable code and its English template (bg/status.hpp).
// The English text filled from a template is the engine's reason(), byte for byte what the tests,
// the records and the CLI read; the page words the same code in its own language
// (web/games/arkantis/i18n/*.json, keys "refusal.<code>").
//
// Placeholders: {square} a square name ("c4"), {action} an action in notation ("take c3 d4"),
// {card} a card id ("P5"), {name} a card's French name, {colour} a card colour, {pile} a pile's
// side (face-up, face-down), {seat} a seat number, {n} a count or a position from 1, {value} a
// JSON value as written, {field} a JSON field name, {cause} the refusal a refusal wraps. The
// arguments that are game words carry a term (see the helpers at the end) so that the page can
// translate them too.
#pragma once

#include <string>
#include <string_view>

#include "arkantis/types.hpp"
#include "bg/status.hpp"

namespace arkantis::refusal {

// clang-format off
#define ARKANTIS_REFUSALS(X)                                                                                          \
  /* Set-up and options (§4, §11.4). */                                                                               \
  X(kPlayerCount, "arkantis.setup.players", "ArkantiS is played by {min} to {max} players, not {players}")            \
  X(kThrowRange, "arkantis.setup.throw", "throw {n} must be 1 to {faces}")                                           \
  X(kDeckContents, "arkantis.setup.deck", "the {colour} deck must hold the {n} {colour} cards, each once per copy")   \
  X(kStartPlayer, "arkantis.setup.start_player", "the start player must be a seat from 0 to {last}")                 \
  /* A turn (§5, §7). */                                                                                              \
  X(kNotAnAction, "arkantis.action.unknown", "not an action of ArkantiS")                                            \
  X(kGameOver, "arkantis.turn.game_over", "the game is over")                                                        \
  X(kAlreadyActed, "arkantis.turn.already_acted", "you have already acted this turn: buy, claim or end")             \
  X(kClaimAfterAction, "arkantis.turn.claim_after_action", "claim after your action")                               \
  X(kActionFirst, "arkantis.turn.action_first", "the turn's action comes first: take, move or pass")                 \
  X(kSameSquare, "arkantis.action.same_square", "the two squares must differ")                                      \
  X(kTakeTwoCost, "arkantis.action.take_two_cost", "removing two tokens needs {cost} counters, you have {counters}") \
  X(kMoveCost, "arkantis.action.move_cost", "the move needs {cost} counters, you have {counters}")                   \
  X(kUncovered, "arkantis.action.uncovered", "{square} is uncovered")                                                \
  X(kCovered, "arkantis.action.covered", "{square} is covered")                                                      \
  X(kPileEmpty, "arkantis.buy.pile_empty", "the {colour} {pile} pile is empty")                                      \
  X(kCardCost, "arkantis.buy.cost", "an {colour} card costs {price} counters, you have {counters}")                  \
  X(kCardCostOne, "arkantis.buy.cost_one", "an {colour} card costs {price} counter, you have {counters}")            \
  X(kNoOpenSpot, "arkantis.claim.no_open_spot", "no open spot at {square}")                                          \
  X(kSpotClaimed, "arkantis.claim.already_claimed", "the spot at {square} is already claimed")                       \
  X(kSpotShape, "arkantis.claim.wrong_card", "the spot at {square} is {card} ({name})")                              \
  X(kCardNotHeld, "arkantis.claim.card_not_held", "you hold no {card}")                                             \
  /* Notation (§11.2): a malformed action, or a spelling that is not the canonical one. */                           \
  X(kMalformed, "arkantis.notation.syntax",                                                                        \
    "write: take SQUARE [SQUARE] | move SQUARE SQUARE | buy orange|emerald face-up|face-down | claim CARD SQUARE | "   \
    "end | pass")                                                                                                     \
  X(kWriteCanonical, "arkantis.notation.canonical", "write {action}")                                                \
  /* The position editor. */                                                                                          \
  X(kBoardString, "arkantis.editor.board_string", "not a board string: 7 rows of 7 'X' or '.', separated by '/'")    \
  X(kBoardTokens, "arkantis.editor.board_tokens", "a board holds 1 to {max} tokens")                                 \
  X(kCardNotLeft, "arkantis.editor.card_not_left", "no {card} is left in the piles")                                 \
  /* Invariants of a position or a view (invariants.hpp). */                                                          \
  X(kInvPlayers, "arkantis.invariant.players", "the number of players must be 2 to 4")                               \
  X(kInvViewer, "arkantis.invariant.viewer", "the viewer is not a seat")                                             \
  X(kInvTokenOffBoard, "arkantis.invariant.token_off_board", "a token lies off the board")                           \
  X(kInvTooManyTokens, "arkantis.invariant.too_many_tokens", "more tokens than the box holds")                        \
  X(kInvRegisterNotSpot, "arkantis.invariant.register_not_spot", "the register holds a set that is not a spot")      \
  X(kInvRegisterOrder, "arkantis.invariant.register_order", "the register is not sorted or holds a spot twice")      \
  X(kInvEmptySeat, "arkantis.invariant.empty_seat", "an empty seat holds something")                                 \
  X(kInvNegativeCounters, "arkantis.invariant.negative_counters", "seat {seat} has fewer than 0 counters")           \
  X(kInvShownNotHeld, "arkantis.invariant.shown_not_held", "seat {seat} shows a card it does not hold")              \
  X(kInvHiddenUnknown, "arkantis.invariant.hidden_unknown", "seat {seat} holds cards nobody knows")                  \
  X(kInvShownUnseen, "arkantis.invariant.shown_unseen", "seat {seat} shows cards the viewer never saw")              \
  X(kInvClaimUnknownCard, "arkantis.invariant.claim_unknown_card", "seat {seat} claimed an unknown card")            \
  X(kInvClaimWrongSpot, "arkantis.invariant.claim_wrong_spot", "seat {seat} claimed a spot its card does not accept") \
  X(kInvClaimUnregistered, "arkantis.invariant.claim_unregistered",                                                   \
    "seat {seat} claimed a spot the register does not hold")                                                          \
  X(kInvPassedToPlay, "arkantis.invariant.passed_to_play", "seat {seat} has passed but is to play")                  \
  X(kInvPileOverfull, "arkantis.invariant.pile_overfull", "a pile holds more cards than its colour")                 \
  X(kInvPileBelowBottom, "arkantis.invariant.pile_below_bottom", "a pile keeps a card below its bottom")             \
  X(kInvPileUnknownCard, "arkantis.invariant.pile_unknown_card", "a pile holds a card nobody knows")                 \
  X(kInvPileWrongColour, "arkantis.invariant.pile_wrong_colour", "a pile holds a card of another colour")            \
  X(kInvViewSeesHidden, "arkantis.invariant.view_sees_hidden", "a view shows a card its seat cannot see")            \
  X(kInvTooManyCopies, "arkantis.invariant.too_many_copies", "more {card} cards than the box holds")                 \
  X(kInvColourTotal, "arkantis.invariant.colour_total", "the {colour} cards do not add up to {n}")                   \
  X(kInvOverWithTokens, "arkantis.invariant.over_with_tokens",                                                        \
    "the game is over with tokens left and a player still in")                                                        \
  X(kInvMoverNotSeat, "arkantis.invariant.mover_not_seat", "the player to move is not a seat")                       \
  X(kInvTurnOnEmptyBoard, "arkantis.invariant.turn_on_empty_board", "a turn starts on an empty board")               \
  X(kInvOpenOutsidePhase, "arkantis.invariant.open_outside_phase", "open spots outside phase 2")                     \
  X(kInvTooManyOpen, "arkantis.invariant.too_many_open", "too many open spots")                                      \
  X(kInvOpenSize, "arkantis.invariant.open_size", "an open spot is not a spot of 4 or 5 circles")                    \
  X(kInvOpenNotSet, "arkantis.invariant.open_not_set", "an open spot is not a set of the board")                     \
  X(kInvOpenShape, "arkantis.invariant.open_shape", "an open spot has the wrong shape")                              \
  X(kInvOpenUnregistered, "arkantis.invariant.open_unregistered", "an open spot is not in the register")             \
  X(kInvOpenOrder, "arkantis.invariant.open_order", "open spots are not in reading order")                           \
  X(kInvOpenUnclaimed, "arkantis.invariant.open_unclaimed", "an open spot is claimed by nobody")                     \
  X(kInvClosedRecorded, "arkantis.invariant.closed_recorded", "a closed spot is still recorded")                     \
  /* Records (§11.3). */                                                                                              \
  X(kRecOptionsObject, "arkantis.record.options_object", "options: must be an object")                               \
  X(kRecOptions, "arkantis.record.options", "options: {cause}")                                                      \
  X(kRecDeckCard, "arkantis.record.deck_card", "setup: '{field}' card {n} is not an {colour} card: {value}")         \
  X(kRecDiceCount, "arkantis.record.dice_count", "setup: 'dice' must hold {count} throws, row 1 first")                    \
  X(kRecThrow, "arkantis.record.throw", "setup: throw {n} must be 1 to {faces}, not {value}")                              \
  X(kRecStartPlayer, "arkantis.record.start_player", "setup: 'start_player' must be a seat from 0 to {last}")        \
  X(kRecSetup, "arkantis.record.setup", "setup: {cause}")                                                            \
  X(kRecNeedsSetupOrSeed, "arkantis.record.needs_setup_or_seed", "a record needs 'setup' or 'seed'")                 \
  X(kRecSeed, "arkantis.record.seed",                                                                                 \
    "'seed' must be a whole number in decimal digits with no leading zero, from \"0\" to \"18446744073709551615\"")                              \
  X(kRecSetupDiffers, "arkantis.record.setup_differs", "'setup' differs from the set-up seed {seed} gives")           \
  X(kRecActionUnreadable, "arkantis.record.action_unreadable", "action {n} {value}: {cause}")                        \
  X(kRecCannotSetUp, "arkantis.record.cannot_set_up", "cannot set up the game: {cause}")                             \
  X(kRecActionIllegal, "arkantis.record.action_illegal", "action {n} \"{action}\" is illegal: {cause}")              \
  X(kRecResultNotOver, "arkantis.record.result_not_over",                                                             \
    "the record claims a result but the game is not over after its actions")                                          \
  X(kRecScoresMismatch, "arkantis.record.scores_mismatch", "the record's scores do not match its replay")            \
  X(kRecWinnersMismatch, "arkantis.record.winners_mismatch", "the record's winners do not match its replay")         \
  /* Views ("arkantis-view", docs/notation.md). */                                                                    \
  X(kViewTooLarge, "arkantis.view.too_large", "the view is larger than 64 KB")                                       \
  X(kViewNotObject, "arkantis.view.not_object", "a view is a JSON object")                                           \
  X(kViewFormat, "arkantis.view.format", "'format' must be \"arkantis-view\"")                                       \
  X(kViewVersion, "arkantis.view.version", "view version {version} is not supported (this build reads {current})")   \
  X(kViewPlayers, "arkantis.view.players", "'players' must be 2 to 4")                                               \
  X(kViewSeatField, "arkantis.view.seat_field", "'{field}' must be a seat of the game")                              \
  X(kViewTurn, "arkantis.view.turn", "'turn' must be 1 to {max}")                                                    \
  X(kViewBoard, "arkantis.view.board", "'board' is not a board string: 7 rows of 7 'X' or '.', separated by '/'")    \
  X(kViewPhase, "arkantis.view.phase", "'phase' must be \"action\", \"after\" or \"over\"")                         \
  X(kViewRegisterTooLong, "arkantis.view.register_too_long", "'register' is too long")                               \
  X(kViewRegisterItem, "arkantis.view.register_item", "'register' holds something that is not a spot: {value}")      \
  X(kViewSeatCount, "arkantis.view.seat_count", "'seats' must hold one entry per seat")                              \
  X(kViewSeatNotObject, "arkantis.view.seat_not_object", "seat {seat}: must be an object")                           \
  X(kViewSeatCounters, "arkantis.view.seat_counters", "seat {seat}: 'counters' must be 0 to {max}")                  \
  X(kViewCardsArray, "arkantis.view.cards_array", "seat {seat}: '{field}' must be an array of at most {max} cards")   \
  X(kViewCardsItem, "arkantis.view.cards_item", "seat {seat}: '{field}' holds something that is not a card: {value}") \
  X(kViewHiddenRange, "arkantis.view.hidden_range", "seat {seat}: hidden cards out of range")                        \
  X(kViewTooManyClaims, "arkantis.view.too_many_claims", "seat {seat}: too many claims")                             \
  X(kViewClaimNotObject, "arkantis.view.claim_not_object", "seat {seat}: a claim must be an object")                 \
  X(kViewClaimItem, "arkantis.view.claim_item", "seat {seat}: a claim is not a card on a spot: {value}")             \
  X(kViewPileSize, "arkantis.view.pile_size", "piles: {colour}: a pile size out of range")                           \
  X(kViewPileEmptyTop, "arkantis.view.pile_empty_top", "piles: {colour}: an empty face-up pile has no top")          \
  X(kViewPileTop, "arkantis.view.pile_top", "piles: {colour}: 'top' must be a card of its colour")                   \
  X(kViewOpenTooMany, "arkantis.view.open_too_many", "'open' holds too many spots")                                  \
  X(kViewOpenNotObject, "arkantis.view.open_not_object", "open: a spot must be an object")                           \
  X(kViewOpenShape, "arkantis.view.open_shape", "open: not a spot of 4 or 5 circles: {value}")                       \
  X(kViewInconsistent, "arkantis.view.inconsistent", "an inconsistent view: {cause}")
// clang-format on

BG_DEFINE_REFUSALS(ARKANTIS_REFUSALS)

// Arguments that are game words, with the key of the word in the page's string tables.

// A card colour, "orange" or "emerald" (term "arkantis.colour.orange").
inline bg::Arg colour_arg(std::string_view name, int colour) {
  const std::string word(colour_name(colour));
  return bg::Arg(name, word, "arkantis.colour." + word);
}

// A pile's side, "face-up" or "face-down" (term "arkantis.pile.face-up").
inline bg::Arg pile_arg(std::string_view name, int pile) {
  const std::string word(pile_name(pile));
  return bg::Arg(name, word, "arkantis.pile." + word);
}

// A card's French name, "la truelle", as the engine writes it (term "arkantis.card.P5").
inline bg::Arg card_name_arg(std::string_view name, Card card) {
  return bg::Arg(name, std::string(data::kCards[card].name_fr), "arkantis.card." + std::string(card_id(card)));
}

}  // namespace arkantis::refusal
