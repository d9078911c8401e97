// The refusals of play between devices (docs/remote-play.md): why the host or a guest refused a
// message, as codes the string tables can translate (bg/status.hpp). A refused message changes
// nothing.
#pragma once

#include "bg/status.hpp"

namespace web::remote::refusal {

// clang-format off
#define WEB_REMOTE_REFUSALS(X)                                                                                  \
  X(kRemoteTooLarge, "remote.too_large", "the message is larger than {max} bytes")                              \
  X(kRemoteNotObject, "remote.not_object", "a message is a JSON object")                                        \
  X(kRemoteVersion, "remote.version", "protocol version {version} is not spoken here (this page speaks {ours})") \
  X(kRemoteType, "remote.type", "unknown message type '{type}'")                                                \
  X(kRemoteWrongWay, "remote.wrong_way", "'{type}' is not a message this side receives")                        \
  X(kRemoteField, "remote.field", "'{field}' must be {what}")                                                   \
  X(kRemoteNotJoined, "remote.not_joined", "join the table first")                                              \
  X(kRemoteNoSuchSeat, "remote.no_such_seat", "seat {seat} is not a friend's seat at this table")              \
  X(kRemoteSecret, "remote.secret", "this invitation is not the one for seat {seat}")                           \
  X(kRemoteOtherSeat, "remote.other_seat", "you sit at seat {ours}, not {seat}")                                \
  X(kRemoteNoGame, "remote.no_game", "the host has no game at the table")                                       \
  X(kRemoteGameOver, "remote.game_over", "the game is over")                                                    \
  X(kRemoteNotYourTurn, "remote.not_your_turn", "it is not your turn")                                          \
  X(kRemoteStale, "remote.stale", "the table has moved on ({played} actions played, you saw {seen})")          \
  X(kRemoteComputerPlays, "remote.computer_plays", "the computer plays your seat until the host gives it back") \
  X(kRemoteNoUndo, "remote.no_undo", "there is nothing of your turn to undo")                                   \
  X(kRemoteFlood, "remote.flood", "too many messages: the connection is closed")                             \
  X(kRemoteLinkLength, "remote.link.length", "the link is longer than {max} characters")                        \
  X(kRemoteLinkGame, "remote.link.game", "the link is for {game}, this page plays {ours}")                      \
  X(kRemoteLinkVersion, "remote.link.version", "the link was made by a newer page (version {version})")         \
  X(kRemoteLinkUnknown, "remote.link.unknown", "the link has an unknown part '{part}'")                         \
  X(kRemoteLinkTwice, "remote.link.twice", "the link gives '{part}' twice")                                     \
  X(kRemoteLinkMissing, "remote.link.missing", "the link lacks its '{part}'")                                   \
  X(kRemoteLinkNoVersion, "remote.link.no_version", "the link's version is not a number")                     \
  X(kRemoteLinkPlayers, "remote.link.players", "the link's table must have 2 to 4 players")                     \
  X(kRemoteLinkSeat, "remote.link.seat", "the link's seat is not one of its table")                              \
  X(kRemoteLinkPeer, "remote.link.peer", "the link's host id must be 1 to 64 letters, digits, '-' or '_'")      \
  X(kRemoteLinkHost, "remote.link.host", "the link's host name must be 1 to {max} bytes of text")               \
  X(kRemoteLinkKey, "remote.link.key", "the link's key must be 32 to 64 lower-case hexadecimal digits")         \
  X(kRemoteLinkOffer, "remote.link.offer", "the link's connection text is not one a page made")
// clang-format on

BG_DEFINE_REFUSALS(WEB_REMOTE_REFUSALS)

}  // namespace web::remote::refusal
