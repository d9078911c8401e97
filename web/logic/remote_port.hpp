// What play between devices asks of the browser, as one port (docs/remote-play.md): the host's
// peer and the friend's connection, the strings they carry, the page's address, a QR code's
// modules and randomness for secrets. The page's port (web/shell/remote_link.hpp) calls
// web/remote_bridge.js; the native tests wire a host's table to friends' tables through one of
// their own. What the browser hears comes back as events (RemoteTableOf::on_event,
// GuestTableOf::on_event).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace web::remote {

class RemotePort {
 public:
  virtual ~RemotePort() = default;

  // ---- The host ----
  // `id` and `token` empty for a new table; a reloaded host's, to be found again at the same id
  // ("host-ready" id token).
  virtual void host_open(const std::string& id, const std::string& token) = 0;
  virtual void send(const std::string& peer, const std::string& text) = 0;
  virtual void disconnect(const std::string& peer) = 0;
  // Without a broker: a connection text for a seat ("manual-offer" seat, "peer\ntext"), and the
  // friend's reply pasted back.
  virtual void manual_offer(int seat) = 0;
  virtual void manual_accept(const std::string& peer, const std::string& reply) = 0;
  virtual std::string page_address() = 0;
  // A QR code's modules, row by row (true: dark); empty until its library is there ("qr-ready").
  virtual std::vector<std::vector<bool>> qr(const std::string& text) = 0;
  virtual void random_bytes(std::uint8_t* bytes, std::size_t size) = 0;

  // ---- A friend ----
  virtual void join(const std::string& host_id) = 0;
  // Without a broker: answers the host's connection text ("manual-answer" brings the reply).
  virtual void join_manual(const std::string& offer) = 0;
  virtual void guest_send(const std::string& text) = 0;
  // The connection closed for good (the seat is played elsewhere, or the link refused): it does
  // not reconnect; join opens a new one.
  virtual void guest_close() = 0;
};

}  // namespace web::remote
