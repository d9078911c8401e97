#include "new_game_form.hpp"

#include <algorithm>
#include <cstdio>
#include <set>

#include <nlohmann/json.hpp>

namespace web {

SeatKind form_seat_kind(const NewGameForm::Seat& seat) {
  return seat.ai ? SeatKind::kAi : seat.remote ? SeatKind::kFriend : SeatKind::kHuman;
}

int form_friends(const NewGameForm& form) {
  int n = 0;
  for (int i = 0; i < form.players && i < kMaxSeats; ++i) n += form_seat_kind(form.seats[static_cast<std::size_t>(i)]) == SeatKind::kFriend;
  return n;
}

bg::Status check_form_seats(const NewGameForm& form) {
  if (form.players < 2 || form.players > kMaxSeats) return bg::Status::refuse(refusal::kSeatCount);
  int here = 0;
  for (int i = 0; i < form.players; ++i) here += form_seat_kind(form.seats[static_cast<std::size_t>(i)]) == SeatKind::kHuman;
  if (form_friends(form) > 0 && here == 0) return bg::Status::refuse(refusal::kFriendsNeedAPersonHere);
  return {};
}

std::string form_choices_to_json(const NewGameForm& form) {
  nlohmann::json j;
  j["players"] = form.players;
  nlohmann::json seats = nlohmann::json::array();
  for (const auto& seat : form.seats) {
    nlohmann::json s;
    if (!seat.default_name) s["name"] = std::string(seat.name.data());
    s["ai"] = seat.ai;
    if (seat.remote) s["friend"] = true;  // only when set: choices kept before friends read the same
    s["level"] = seat.level;
    s["colour"] = seat.colour;
    seats.push_back(s);
  }
  j["seats"] = seats;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

NewGameForm form_choices_from_json(std::string_view json, NewGameForm form) {
  const auto j = nlohmann::json::parse(json, nullptr, false);
  if (!j.is_object()) return form;
  const NewGameForm fallback = form;
  if (auto p = j.find("players"); p != j.end() && p->is_number_integer() && *p >= 2 && *p <= kMaxSeats) form.players = *p;
  if (auto seats = j.find("seats"); seats != j.end() && seats->is_array()) {
    for (std::size_t i = 0; i < std::min<std::size_t>(seats->size(), kMaxSeats); ++i) {
      const auto& s = (*seats)[i];
      if (!s.is_object()) continue;
      auto& seat = form.seats[i];
      if (auto ai = s.find("ai"); ai != s.end() && ai->is_boolean()) seat.ai = *ai;
      if (auto remote = s.find("friend"); remote != s.end() && remote->is_boolean()) seat.remote = *remote;
      else if (s.contains("ai")) seat.remote = false;  // kept before friends: a person here
      if (auto level = s.find("level"); level != s.end() && level->is_number_integer() && *level >= 0 && *level < kFormLevels)
        seat.level = *level;
      if (auto colour = s.find("colour"); colour != s.end() && colour->is_number_integer() && *colour >= 0 && *colour < kMaxSeats)
        seat.colour = *colour;
      if (auto name = s.find("name"); name != s.end() && name->is_string()) {
        const std::string& text = name->get_ref<const std::string&>();
        if (!text.empty() && text.size() < seat.name.size()) {
          std::snprintf(seat.name.data(), seat.name.size(), "%s", text.c_str());
          seat.default_name = false;
        }
      }
    }
  }
  // Each seat its own colour, or the colours as they were.
  std::set<int> colours;
  for (const auto& seat : form.seats) colours.insert(seat.colour);
  if (colours.size() != form.seats.size())
    for (std::size_t i = 0; i < form.seats.size(); ++i) form.seats[i].colour = fallback.seats[i].colour;
  return form;
}

}  // namespace web
