// Fuzzes the friend's invitation link (web/logic/remote_invitation.hpp): any bytes, split at the
// first '#' into the page's query and fragment, are, on every registered game's page, an
// invitation that writes a link reading back the same, within the limits, or are refused with a
// reason that quotes at most 40 bytes.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "check.hpp"
#include "page_config.hpp"
#include "registered_games.hpp"  // BG_FOR_EACH_GAME
#include "remote_invitation.hpp"

namespace {

void check_invitation(std::string_view query, std::string_view fragment, std::string_view game) {
  const auto read = web::remote::parse_invitation(query, fragment, game);
  if (!read.ok()) {
    fuzz::require(!read.reason().empty() && read.reason().size() <= 200, "a refused link has a short reason", read.reason());
    fuzz::require(web::valid_utf8(read.reason()), "a refusal is UTF-8", read.reason());
    return;
  }
  const web::remote::Invitation& inv = read.value();
  fuzz::require(inv.players >= 2 && inv.players <= 4 && inv.seat >= 0 && inv.seat < inv.players, "a seat of the table");
  fuzz::require(inv.secret.size() >= 32 && inv.host.size() <= web::remote::kMaxLinkHostBytes, "the limits hold");
  const std::string link = web::remote::invitation_link("https://example.org/", inv);
  const std::size_t q = link.find('?'), h = link.find('#');
  fuzz::require(link.substr(q, h - q).find(inv.secret) == std::string::npos, "the secret is only in the fragment", link);
  const auto again = web::remote::parse_invitation(link.substr(q, h - q), link.substr(h), game);
  fuzz::require(again.ok() && again.value() == inv, "a link reads back the same", link);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::size_t hash = text.find('#');
  const std::string_view query = text.substr(0, hash);
  const std::string_view fragment = hash == std::string_view::npos ? std::string_view() : text.substr(hash);
#define BG_CHECK_INVITATION(id, Type) check_invitation(query, fragment, #id);
  BG_FOR_EACH_GAME(BG_CHECK_INVITATION)
#undef BG_CHECK_INVITATION
  return 0;
}
