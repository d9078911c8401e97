// The refusals of the page's own logic (saved games, tables), as codes the string tables translate
// (see bg/status.hpp). The embedding protocol's answers are for the embedding page's developer and
// stay in English.
#pragma once

#include "bg/status.hpp"

namespace web::refusal {

// clang-format off
#define WEB_PAGE_REFUSALS(X)                                                                          \
  X(kSavedEmpty, "page.saved.empty", "it is empty")                                                   \
  X(kSavedMissing, "page.saved.missing", "there is no saved game with this name")                    \
  X(kCannotSetUp, "page.match.cannot_set_up", "cannot set up the game: {cause}")                      \
  X(kActionIllegal, "page.match.action_illegal", "action {n} is illegal: {cause}")                    \
  X(kNoTakeBack, "page.match.no_take_back", "there is no turn to take back")                          \
  X(kTakeBackAlone, "page.match.take_back_alone", "taking back is for one person playing against the computer") \
  X(kTakeBackOver, "page.match.take_back_over", "the game is over")                                   \
  X(kTakeBackRevealed, "page.match.take_back_revealed", "a card was revealed since your last turn began") \
  X(kSeatCount, "page.match.seat_count", "one seat per player is needed")                             \
  X(kSeatName, "page.match.seat_name", "each seat needs a name of 1 to 64 bytes")                    \
  X(kNotToMove, "page.match.not_to_move", "seat {seat} is not to move")                               \
  X(kFriendsNeedAPersonHere, "page.form.friends_need_you", "a table with friends on other devices needs a person at this device") \
  X(kOffBoard, "page.layout.off_board", "the building would leave the board")
// clang-format on

BG_DEFINE_REFUSALS(WEB_PAGE_REFUSALS)

}  // namespace web::refusal
