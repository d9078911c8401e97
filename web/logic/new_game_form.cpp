#include "new_game_form.hpp"

#include <algorithm>
#include <cstdio>
#include <set>

#include <nlohmann/json.hpp>

namespace web {

std::string form_choices_to_json(const NewGameForm& form) {
  nlohmann::json j;
  j["players"] = form.players;
  nlohmann::json seats = nlohmann::json::array();
  for (const auto& seat : form.seats) {
    nlohmann::json s;
    if (!seat.default_name) s["name"] = std::string(seat.name.data());
    s["ai"] = seat.ai;
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
