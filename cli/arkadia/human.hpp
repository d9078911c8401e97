// A person at the terminal: sees the board from their seat, types an action.
#pragma once

#include "agents.hpp"

namespace cli {

class HumanAgent : public ArkadiaAgent {
 public:
  explicit HumanAgent(int seat) : seat_(seat) {}
  std::optional<arkadia::Action> choose(const arkadia::SeatView& view) override;

 private:
  int seat_;
};

}  // namespace cli
