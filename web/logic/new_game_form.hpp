// The new-game form's choices (players, and for each seat its name, kind, level and colour),
// kept between games and between visits so that "new game" starts from the last choices. Read
// defensively, like the settings: anything missing, stale or tampered gives the defaults.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "bg/status.hpp"
#include "match.hpp"

namespace web {

inline constexpr int kMaxSeats = 4;  // the page seats 2 to 4 players
inline constexpr int kFormLevels = 4;

struct NewGameForm {
  int players = 2;
  struct Seat {
    std::array<char, 24> name{};
    bool ai = false;
    // A friend on another device (when not `ai`): invited by a link, the computer at `level`
    // stands in while the friend is away.
    bool remote = false;
    int level = 1;
    int colour = 0;
    // The name is the form's default for the seat's kind: kept as such, so it follows the
    // language (the text in `name` is then the page's to fill).
    bool default_name = true;
  };
  std::array<Seat, kMaxSeats> seats{};
  std::array<char, 24> seed{};  // never kept: a new game gets a new deal
  std::string error;
};

// Who plays the seat the form describes.
SeatKind form_seat_kind(const NewGameForm::Seat& seat);
// Whether the form's table can start: 2 to 4 seats, any mix of people here, computers and
// friends, but friends need a person at this device: the host's page holds every hand, so it
// is a player's own seat at the table, never a watcher's window onto the friends' cards.
bg::Status check_form_seats(const NewGameForm& form);
// The friends' seats of the form's table, in seat order.
int form_friends(const NewGameForm& form);

// The choices as JSON (the seed and the error are not kept).
std::string form_choices_to_json(const NewGameForm& form);
// `form` with the choices read from `json`; anything unreadable keeps `form`'s value. Names that
// were defaults come back with `default_name` set and `name` as `form` had it.
NewGameForm form_choices_from_json(std::string_view json, NewGameForm form);

}  // namespace web
