// Fuzzes ArkantiS's seat-view codec (arkantis/view_codec.hpp): any text is decoded or rejected
// with a reason; a decoded view encodes back to itself, and (as the header promises) it can be
// sampled into a full game that the seat could not tell from it and that plays on.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "arkantis/view_codec.hpp"
#include "bg/rng.hpp"
#include "check.hpp"

namespace {

// Enough actions to pass from any phase into the next turn's, few enough to keep runs fast.
constexpr int kActionsPlayedOn = 8;

// The sample and the actions played depend on the input only, so a crash reproduces.
std::uint64_t fnv1a(std::string_view text) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto decoded = arkantis::decode_view(text);
  if (!decoded.ok()) {
    fuzz::require(!decoded.reason().empty(), "a rejected view has a reason");
    return 0;
  }
  const arkantis::SeatView& view = decoded.value();

  const std::string encoded = arkantis::encode_view(view);
  const auto again = arkantis::decode_view(encoded);
  fuzz::require(again.ok(), "an encoded view decodes", again.reason());
  fuzz::require(again.value() == view, "decode_view(encode_view(v)) == v", encoded);

  // The seat to move lists its actions from the view itself (an AI worker may).
  if (view.state().current_player() == view.seat()) static_cast<void>(view.state().legal_actions());

  bg::Rng rng(fnv1a(text));
  arkantis::State game = view.sample(rng);
  fuzz::require(arkantis::SeatView::of(game, view.seat()) == view, "a sample looks to the seat like the view", encoded);
  std::vector<arkantis::Action> legal;
  for (int i = 0; i < kActionsPlayedOn && !game.is_terminal(); ++i) {
    game.legal_actions(legal);
    fuzz::require(!legal.empty(), "a game that is not over has a legal action", encoded);
    const bg::Status applied = game.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    fuzz::require(applied.ok(), "a legal action applies", applied.reason());
  }
  return 0;
}
