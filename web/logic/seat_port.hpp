// Who answers for a seat that is not played at this device: the computer (the AI worker) or a
// friend on another device (remote_session.hpp). SessionOf::tick drives every such seat through
// its port the same way: ask once per position, take the answer, check it, play it whole.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "bg/status.hpp"

namespace web {

// A seat's whole decision in the game's notation, or why there is none.
struct SeatAnswer {
  int seat = -1;
  std::vector<std::string> actions;
  std::string error;
};

// What the session does with an answer the game refused.
enum class OnRefusal {
  kPlayFirstLegal,  // the computer: the game must not stall
  kWait,            // a friend: told why, the seat answers again
};

class SeatPort {
 public:
  virtual ~SeatPort() = default;
  // The seat is to move at a new position: its view (never the full state), the computer's level
  // and a seed for its search. A friend's port has nothing to do: its page holds the view.
  virtual void ask(int seat, const std::string& view_json, int level, std::uint32_t seed) = 0;
  virtual bool busy() const = 0;
  // The answer that has arrived, once.
  virtual std::optional<SeatAnswer> take() = 0;
  // Forget the question in flight (a take-back, the seat given back by the computer).
  virtual void cancel() = 0;
  virtual OnRefusal refused(int seat, const bg::Status& why) = 0;
};

}  // namespace web
