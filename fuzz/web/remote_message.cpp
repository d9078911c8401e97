// Fuzzes the messages between a host's page and a friend's (web/logic/remote_protocol.hpp): any
// bytes, read as from a guest and as from a host, are a message that writes and reads back the
// same, or are refused with a reason. The same bytes then reach, for every registered game, a
// host (from a joined friend's connection) and a friend's page: refused messages change nothing
// at the host, and the page's refusal reaches the player without a missing argument.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "check.hpp"
#include "game_headers.hpp"  // each game's GAME/game.hpp
#include "match.hpp"
#include "registered_games.hpp"  // BG_FOR_EACH_GAME
#include "remote_guest.hpp"
#include "remote_host.hpp"

namespace {

using web::remote::GameOwnerOf;

// The game's owner at its simplest: a match, each decision played whole or not at all.
template <bg::HostedGame G>
class MatchOwner final : public GameOwnerOf<G> {
 public:
  explicit MatchOwner(web::MatchOf<G> match) : match_(std::move(match)) {}
  const web::MatchOf<G>* match() const override { return &match_; }
  bg::Status play(int, const std::vector<typename G::Action>& actions, double) override {
    web::MatchOf<G> trial = match_;
    for (const typename G::Action& a : actions)
      if (auto played = trial.play(a); !played.ok()) return played;
    match_ = std::move(trial);
    return {};
  }
  bool undo(int, int count) override {
    for (int i = 0; i < count; ++i) {
      if (!match_.can_undo()) return false;
      match_.undo();
    }
    return true;
  }
  bool can_take_back(int seat) const override { return match_.can_take_back(seat); }
  bg::Status take_back(int seat) override { return match_.take_back(seat); }
  void let_computer_play(int, bool) override {}

 private:
  web::MatchOf<G> match_;
};

template <bg::HostedGame G>
web::MatchOf<G> two_seat_match() {
  web::MatchSetupOf<G> setup;
  setup.options = G::default_options(2);
  setup.seats = {{"Anna", web::SeatKind::kHuman, 1, 0, {}}, {"Ben", web::SeatKind::kHuman, 1, 1, {}}};
  setup.seed = 5;
  return web::MatchOf<G>::start(setup).value();
}

template <class Read, class Message>
void round_trip(const Read& read) {
  if (!read.message.ok()) {
    fuzz::require(!read.message.reason().empty(), "a refused message has a reason");
    return;
  }
  const std::string written = web::remote::write(read.message.value());
  const auto again = [&] {
    if constexpr (std::is_same_v<Message, web::remote::GuestMessage>) return web::remote::read_guest_message(written);
    else return web::remote::read_host_message(written);
  }();
  fuzz::require(again.message.ok() && again.message.value() == read.message.value(), "a message reads back the same", written);
  fuzz::require(web::remote::write(again.message.value()) == written, "a message writes the same twice", written);
  fuzz::require(again.type == web::remote::type_name(read.message.value()), "the type is the message's");
}

// A host of a game of G with a friend at seat 1, joined: whatever the friend sends is carried out
// or changes nothing. A friend's page: a bad message changes nothing, a refusal is worded whole.
template <bg::HostedGame G>
void check_game(std::string_view text) {
  static const std::string kSecret(32, 'a');
  MatchOwner<G> owner(two_seat_match<G>());
  web::remote::RemoteHostOf<G> host(owner, {{1, kSecret}}, "Anna");
  (void)host.receive("friend", web::remote::write(web::remote::GuestMessage(web::remote::Join{1, kSecret, "en", {}, {}, false})), 0);
  const std::string before = G::record_to_json(owner.match()->record(), nullptr);
  for (const auto& out : host.receive("friend", text, 1)) {
    const auto answer = web::remote::read_host_message(out.text);
    fuzz::require(out.text.empty() || answer.message.ok(), "the host's answers are messages", out.text);
    if (answer.message.ok() && std::holds_alternative<web::remote::Refused>(answer.message.value()))
      fuzz::require(G::record_to_json(owner.match()->record(), nullptr) == before, "a refused message changes nothing");
  }

  web::remote::RemoteGuestOf<G> page(1, kSecret, "en", 3);
  if (page.receive(text) == web::remote::Heard::kRefused)
    fuzz::require(!page.refusal().ok() && !page.refusal().reason().empty(), "a refusal reaches the player with its reason");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  round_trip<web::remote::ReadGuest, web::remote::GuestMessage>(web::remote::read_guest_message(text));
  round_trip<web::remote::ReadHost, web::remote::HostMessage>(web::remote::read_host_message(text));
#define BG_CHECK_GAME(id, Type) check_game<Type>(text);
  BG_FOR_EACH_GAME(BG_CHECK_GAME)
#undef BG_CHECK_GAME
  return 0;
}
