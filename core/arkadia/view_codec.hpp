// A seat's view as compact JSON (format "arkadia-view", version 1; docs/notation.md): how the page
// hands an AI worker what its seat may know (rules §6) and nothing more. Hidden cards are not in
// the encoding at all, only where they are and how many.
#pragma once

#include <string>
#include <string_view>

#include "arkadia/view.hpp"
#include "bg/status.hpp"

namespace arkadia {

// Compact JSON of everything in the view.
std::string encode_view(const SeatView& view);

// Reads it back: decode_view(encode_view(v)) == v. Anything malformed, out of range or
// inconsistent (broken conservation laws, overlapping buildings, more cards of a type than the
// box holds, a hidden card the seat would see) is rejected with the reason, so a decoded view
// keeps the invariants sample() and the rules rely on.
bg::Expected<SeatView> decode_view(std::string_view json);

}  // namespace arkadia
