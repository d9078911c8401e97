// What play between devices asks of the browser (the JavaScript halves are in
// web/remote_bridge.js): open the host's peer or join one, send strings, copy and share a link,
// a QR code's modules, randomness for the seats' secrets, the tab's title. Strings only: what
// arrives comes back through page_remote_event (js_entry_points.cpp) to App::on_remote_event.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "remote_port.hpp"

namespace web {

// `id` and `token` empty for a new table; a reloaded host's, to be found again at the same id.
void remote_host_open(const std::string& id, const std::string& token);
void remote_send(const std::string& peer, const std::string& text);
void remote_disconnect(const std::string& peer);
void remote_join(const std::string& host_id);
// Without a broker: the friend answers the host's connection text (page_remote_event
// "manual-answer" brings the reply); the host makes one for a seat ("manual-offer": peer, text)
// and accepts the reply pasted back.
void remote_join_manual(const std::string& offer);
void remote_manual_offer(int seat);
void remote_manual_accept(const std::string& peer, const std::string& reply);
void remote_guest_send(const std::string& text);
// The friend's connection closed for good (the seat is played elsewhere, or the link refused):
// it does not reconnect; remote_join opens a new one.
void remote_guest_close();
// This browser's own id, kept in its storage ([0-9a-z-], '' when it has none), and what the host
// is shown of the device ("Android · Chrome").
std::pair<std::string, std::string> remote_device();
void remote_copy(const std::string& text);
bool remote_can_share();
void remote_share(const std::string& title, const std::string& url);
// Fills `size` bytes with crypto.getRandomValues.
void remote_random_bytes(std::uint8_t* bytes, std::size_t size);
std::string remote_page_address();
// The QR code of `text`, row by row (true: a dark module); empty until its library is loaded
// (then page_remote_event "qr-ready").
std::vector<std::vector<bool>> remote_qr(const std::string& text);
// The tab's title while it is hidden ("Your turn — Arkadia"); empty gives the title back.
// `alert`: the player asked to be told (Settings::turn_alert): a chime, and a notification where
// allowed, when the title first says it while the tab is hidden.
void remote_turn_title(const std::string& text, bool alert);
// The browser asks the player whether the page may show notifications (when it has not yet).
void remote_ask_to_notify();
// location.hash, for a friend's invitation (browser.hpp has location.search).
std::string page_fragment();

// The page's port of play between devices: each call goes to web/remote_bridge.js.
class BrowserRemotePort final : public remote::RemotePort {
 public:
  void host_open(const std::string& id, const std::string& token) override { remote_host_open(id, token); }
  void send(const std::string& peer, const std::string& text) override { remote_send(peer, text); }
  void disconnect(const std::string& peer) override { remote_disconnect(peer); }
  void manual_offer(int seat) override { remote_manual_offer(seat); }
  void manual_accept(const std::string& peer, const std::string& reply) override { remote_manual_accept(peer, reply); }
  std::string page_address() override { return remote_page_address(); }
  std::vector<std::vector<bool>> qr(const std::string& text) override { return remote_qr(text); }
  void random_bytes(std::uint8_t* bytes, std::size_t size) override { remote_random_bytes(bytes, size); }
  void join(const std::string& host_id) override { remote_join(host_id); }
  void join_manual(const std::string& offer) override { remote_join_manual(offer); }
  void guest_send(const std::string& text) override { remote_guest_send(text); }
  void guest_close() override { remote_guest_close(); }
};

}  // namespace web
