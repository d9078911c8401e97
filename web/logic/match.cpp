#include "match.hpp"
#include "page_refusals.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <utility>

#include "ai/level_names.hpp"

namespace web {

std::string seat_tag(int seat, const char* what) { return "seat." + std::to_string(seat) + "." + what; }

namespace {

constexpr std::array<const char*, 4> kColourNames = {"yellow", "orange", "green", "violet"};

template <std::size_t N>
int index_of(const std::array<const char*, N>& names, const std::string& value) {
  for (std::size_t i = 0; i < N; ++i)
    if (value == names[i]) return static_cast<int>(i);
  return -1;
}

// 0 easy ... 3 expert (ai/level_names.hpp); -1 for anything else.
int level_index(const std::string& name) {
  const auto level = ai::parse_level(name);
  return level ? static_cast<int>(*level) : -1;
}

}  // namespace

bool is_default_name(const std::string& d) {
  if (d == "you" || d == "computer") return true;
  for (const char* prefix : {"player:", "computer:"}) {
    const std::string p(prefix);
    if (d.size() == p.size() + 1 && d.compare(0, p.size(), p) == 0 && d.back() >= '1' && d.back() <= '4') return true;
  }
  return false;
}

bool several_people_here(const TableSetup& setup) {
  return std::count_if(setup.seats.begin(), setup.seats.end(), [](const SeatSetup& s) { return s.kind == SeatKind::kHuman; }) > 1;
}

std::string shown_default_name(const TableSetup& setup, std::size_t seat) {
  const std::string& key = setup.seats[seat].default_name;
  return key == "you" && several_people_here(setup) ? "player:" + std::to_string(seat + 1) : key;
}

std::string form_default_key(int seat, bool ai) {
  if (ai) return seat <= 1 ? "computer" : "computer:" + std::to_string(seat);
  return seat == 0 ? "you" : "player:" + std::to_string(seat + 1);
}

// Saves from before the "default_name" tag stored the English default; they are read as defaults.
std::string legacy_default_name(const std::string& name, SeatKind kind) {
  const bool ai = kind == SeatKind::kAi;
  if (name == (ai ? "Computer" : "You")) return ai ? "computer" : "you";
  const std::string word = ai ? "Computer " : "Player ";
  if (name.size() == word.size() + 1 && name.compare(0, word.size(), word) == 0 && name.back() >= '1' && name.back() <= '4')
    return std::string(ai ? "computer:" : "player:") + name.back();
  return "";
}

void write_setup_tags(const TableSetup& setup, std::map<std::string, std::string>& tags) {
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    const SeatSetup& seat = setup.seats[i];
    const int n = static_cast<int>(i);
    // Builds before friends read any kind but "ai" as a person: a friend's record still opens there.
    tags[seat_tag(n, "kind")] = seat.kind == SeatKind::kAi ? "ai" : seat.kind == SeatKind::kFriend ? "friend" : "human";
    if (seat.kind == SeatKind::kAi)
      tags[seat_tag(n, "level")] = ai::level_name(static_cast<ai::Level>(std::clamp(seat.level, 0, kAiLevels - 1)));
    tags[seat_tag(n, "colour")] = kColourNames[static_cast<std::size_t>(seat.colour & 3)];
    if (is_default_name(seat.default_name)) tags[seat_tag(n, "default_name")] = seat.default_name;
    if (seat.hints > 0) tags[seat_tag(n, "hints")] = std::to_string(seat.hints);
  }
  tags["seed"] = std::to_string(setup.seed);
  if (setup.guided) tags["guided"] = "true";
}

TableSetup table_from_tags(const std::vector<std::string>& seat_labels, int players,
                           const std::map<std::string, std::string>& tags) {
  TableSetup setup;
  auto tag = [&](const std::string& key) -> std::string {
    auto it = tags.find(key);
    return it == tags.end() ? std::string() : it->second;
  };
  std::array<bool, kColourNames.size()> colour_used{};
  bool colours_ok = true;
  for (int i = 0; i < players; ++i) {
    SeatSetup seat;
    seat.name = i < static_cast<int>(seat_labels.size()) ? seat_labels[static_cast<std::size_t>(i)] : "";
    const std::string kind = tag(seat_tag(i, "kind"));
    const int level = level_index(tag(seat_tag(i, "level")));
    const int label_level = level_index(seat.name);
    if (kind == "ai" || (kind.empty() && label_level >= 0)) {
      seat.kind = SeatKind::kAi;
      seat.level = level >= 0 ? level : label_level >= 0 ? label_level : 1;
    } else if (kind == "friend") {
      seat.kind = SeatKind::kFriend;
    }
    seat.colour = index_of(kColourNames, tag(seat_tag(i, "colour")));
    seat.default_name = tag(seat_tag(i, "default_name"));
    const std::string hints = tag(seat_tag(i, "hints"));
    int count = 0;
    const auto [hints_end, hints_error] = std::from_chars(hints.data(), hints.data() + hints.size(), count);
    if (hints_error == std::errc() && hints_end == hints.data() + hints.size() && count > 0) seat.hints = count;
    if (!is_default_name(seat.default_name)) seat.default_name = legacy_default_name(seat.name, seat.kind);
    if (seat.colour < 0 || colour_used[static_cast<std::size_t>(seat.colour)]) colours_ok = false;
    else colour_used[static_cast<std::size_t>(seat.colour)] = true;
    setup.seats.push_back(std::move(seat));
  }
  if (!colours_ok)
    for (std::size_t i = 0; i < setup.seats.size(); ++i) setup.seats[i].colour = static_cast<int>(i);
  const std::string seed = tag("seed");
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(seed.data(), seed.data() + seed.size(), value);
  if (error == std::errc() && end == seed.data() + seed.size()) setup.seed = value;
  setup.guided = tag("guided") == "true";
  return setup;
}

bg::Status check_seats(const TableSetup& setup, int players) {
  if (static_cast<int>(setup.seats.size()) != players) return bg::Status::refuse(refusal::kSeatCount);
  for (const auto& seat : setup.seats)
    if (seat.name.empty() || seat.name.size() > 64) return bg::Status::refuse(refusal::kSeatName);
  return {};
}

}  // namespace web
