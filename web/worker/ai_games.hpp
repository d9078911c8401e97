// The games the AI worker plays, by id: a request's view names its game in its "format"
// ("arkadia-view"), and the game's own answer function decides. Adding a game is one line in
// ai_games.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "bg/registry.hpp"

namespace web {

struct WorkerGame {
  bg::GameInfo info;
  // A seat's view as JSON, a level (0 easy .. 3 expert) and a seed in; the action in notation, or
  // "error: <reason>", out. `explain` (a hint) adds a tab and the move's worth to the seat.
  std::string (*answer)(std::string_view view_json, int level, std::uint64_t seed, bool explain);
  // The review of a person's decision after the game: the view before it and the person's next
  // actions (";"-separated) in; "LENGTH\tPREFERRED\tPREFERRED_GAIN\tCHOSEN_GAIN" out
  // (ai/GAME/GAME_review.hpp), or "error: <reason>".
  std::string (*review)(std::string_view view_json, std::string_view played, int level, std::uint64_t seed);
};

const bg::Registry<WorkerGame>& worker_games();

// Routes one request to the game its view names. A view that names no game goes to the first
// game, whose reader then says what is wrong with it.
std::string answer_ai_request(std::string_view view_json, int level, std::uint64_t seed, bool explain = false);
// Routes one review request likewise.
std::string answer_review_request(std::string_view view_json, std::string_view played, int level, std::uint64_t seed);

}  // namespace web
