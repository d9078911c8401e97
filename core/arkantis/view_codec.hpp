// A seat's view as compact JSON (format "arkantis-view", version 1; docs/notation.md): how a page
// hands an AI worker what its seat may know (docs/rules/arkantis.md §6) and nothing more. Unseen
// cards are not in the encoding, only how many there are and where.
#pragma once

#include <string>
#include <string_view>

#include "arkantis/view.hpp"
#include "bg/status.hpp"

namespace arkantis {

std::string encode_view(const SeatView& view);

// decode_view(encode_view(v)) == v. Anything malformed, out of range or inconsistent (a card the
// seat cannot see, more copies than the box holds, an open spot that is not a set of the board,
// ...) is refused with the reason: a decoded view keeps check_invariants(state, seat).
bg::Expected<SeatView> decode_view(std::string_view json);

}  // namespace arkantis
