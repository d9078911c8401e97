// A seat's secret: what lets a friend act for a seat (docs/remote-play.md). It travels in the
// invitation link's fragment (#), so it never reaches the static host's logs, and it is the only
// proof of a seat the host accepts.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace web::remote {

inline constexpr std::size_t kSecretBytes = 16;  // 128 random bits

// Fills `size` bytes at `bytes` with randomness fit for secrets (the page: crypto.getRandomValues).
using RandomBytes = std::function<void(std::uint8_t* bytes, std::size_t size)>;

// A new secret: kSecretBytes from `random`, as lower-case hexadecimal (32 digits).
std::string make_seat_secret(const RandomBytes& random);

// Whether two secrets are equal, in a time that depends on their lengths only (a timing
// difference must not tell how much of a guess was right).
bool secrets_equal(std::string_view a, std::string_view b);

}  // namespace web::remote
