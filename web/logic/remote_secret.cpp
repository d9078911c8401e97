#include "remote_secret.hpp"

#include <array>

namespace web::remote {

std::string make_seat_secret(const RandomBytes& random) {
  std::array<std::uint8_t, kSecretBytes> bytes{};
  random(bytes.data(), bytes.size());
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (std::uint8_t b : bytes) {
    hex += kDigits[b >> 4];
    hex += kDigits[b & 0xF];
  }
  return hex;
}

bool secrets_equal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  unsigned char differ = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    differ = static_cast<unsigned char>(differ | (static_cast<unsigned char>(a[i]) ^ static_cast<unsigned char>(b[i])));
  return differ == 0;
}

}  // namespace web::remote
