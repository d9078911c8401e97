// The fuzz targets every hosted game gets (bg::HostedGame), each a function of the input text:
// its notation, its records and its seat views. A game's target file (GROUP/NAME.cpp, named for
// its corpus) calls one of them with its game type.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "bg/game.hpp"
#include "bg/rng.hpp"
#include "check.hpp"

namespace fuzz {

// Any text is parsed or rejected with a reason, and every text that parses is the one spelling
// of its action: action_text(parse_action(t)) == t.
template <bg::HostedGame G>
int notation_target(std::string_view text) {
  const auto parsed = G::parse_action(std::string(text));
  if (!parsed.ok()) {
    require(!parsed.reason().empty(), "a rejected action has a reason");
    return 0;
  }
  const std::string spelled = G::action_text(parsed.value());
  require(spelled == text, "action_text(parse_action(t)) == t", spelled);
  const auto again = G::parse_action(spelled);
  require(again.ok() && again.value() == parsed.value(), "parse_action(action_text(a)) == a", spelled);
  return 0;
}

// Any text is replayed or rejected with a reason. A record that is read is written back as one
// that reads with the same set-up and actions, replays to the same end, and is written the same
// again (the result it carries is the replay's: the reader checks it).
template <bg::HostedGame G>
int record_target(std::string_view text) {
  const auto record = G::parse_record(text);
  if (!record.ok()) {
    require(!record.reason().empty(), "a rejected record has a reason");
    return 0;
  }
  const auto replayed = G::replay(record.value());
  require(replayed.ok() || !replayed.reason().empty(), "an illegal record has a reason");
  const typename G::State* end = replayed.ok() ? &replayed.value() : nullptr;
  const std::string written = G::record_to_json(record.value(), end);
  const auto reread = G::parse_record(written);
  require(reread.ok(), "a record that was read reads again after record_to_json", reread.reason());
  require(G::record_setup(reread.value()) == G::record_setup(record.value()), "the written record has the same set-up",
          written);
  require(reread.value().actions == record.value().actions, "the written record has the same actions", written);
  require(G::record_to_json(reread.value(), end) == written, "a record is written the same twice", written);
  if (end) {
    const auto again = G::replay(reread.value());
    require(again.ok(), "the written record replays", again.reason());
    require(again.value() == *end, "the written record replays to the same end", written);
  }
  return 0;
}

// Any text is decoded or rejected with a reason; a decoded view encodes back to itself, and (as
// the contract promises) it can be sampled into a full game that the seat could not tell from it
// and that plays on.
template <bg::HostedGame G>
int view_target(std::string_view text) {
  // Enough actions to pass from any phase into the next turn's, few enough to keep runs fast.
  constexpr int kActionsPlayedOn = 8;
  const auto decoded = G::view_from_json(text);
  if (!decoded.ok()) {
    require(!decoded.reason().empty(), "a rejected view has a reason");
    return 0;
  }
  const typename G::View& view = decoded.value();
  const std::string encoded = G::view_to_json(view);
  const auto again = G::view_from_json(encoded);
  require(again.ok(), "an encoded view decodes", again.reason());
  require(again.value() == view, "view_from_json(view_to_json(v)) == v", encoded);

  // The seat to move lists its actions from the view itself (an AI worker may).
  std::vector<typename G::Action> legal;
  if (view.state().current_player() == view.seat()) view.state().legal_actions(legal);

  // The sample and the actions played depend on the input only, so a crash reproduces.
  std::uint64_t hash = 0xcbf29ce484222325ull;  // FNV-1a
  for (unsigned char c : text) hash = (hash ^ c) * 0x100000001b3ull;
  bg::Rng rng(hash);
  typename G::State game = view.sample(rng);
  require(G::view(game, view.seat()) == view, "a sample looks to the seat like the view", encoded);
  for (int i = 0; i < kActionsPlayedOn && !game.is_terminal(); ++i) {
    game.legal_actions(legal);
    require(!legal.empty(), "a game that is not over has a legal action", encoded);
    const bg::Status applied = game.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    require(applied.ok(), "a legal action applies", applied.reason());
  }
  return 0;
}

}  // namespace fuzz
