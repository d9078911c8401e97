#include "remote_link.hpp"

#include <emscripten/emscripten.h>

#include <cstdint>
#include <cstdlib>

namespace web {

namespace {

EM_JS(void, js_remote_host_open, (const char* id, const char* token), { Module['remoteHostOpen'](UTF8ToString(id), UTF8ToString(token)); });
EM_JS(void, js_remote_send, (const char* peer, const char* text), { Module['remoteSend'](UTF8ToString(peer), UTF8ToString(text)); });
EM_JS(void, js_remote_disconnect, (const char* peer), { Module['remoteDisconnect'](UTF8ToString(peer)); });
EM_JS(void, js_remote_join, (const char* id), { Module['remoteJoin'](UTF8ToString(id)); });
EM_JS(void, js_remote_join_manual, (const char* offer), { Module['remoteJoinManual'](UTF8ToString(offer)); });
EM_JS(void, js_remote_manual_offer, (int seat), { Module['remoteManualOffer'](String(seat)); });
EM_JS(void, js_remote_manual_accept, (const char* peer, const char* text), { Module['remoteManualAccept'](UTF8ToString(peer), UTF8ToString(text)); });
EM_JS(void, js_remote_guest_send, (const char* text), { Module['remoteGuestSend'](UTF8ToString(text)); });
EM_JS(void, js_remote_guest_close, (), { Module['remoteGuestClose'](); });
EM_JS(char*, js_remote_device, (), { return Module['pageString'](Module['remoteDevice']()); });
EM_JS(void, js_remote_copy, (const char* text), { Module['remoteCopy'](UTF8ToString(text)); });
EM_JS(int, js_remote_can_share, (), { return Module['remoteCanShare']() ? 1 : 0; });
EM_JS(void, js_remote_share, (const char* title, const char* url), { Module['remoteShare'](UTF8ToString(title), UTF8ToString(url)); });
EM_JS(char*, js_remote_random_hex, (int bytes), { return Module['pageString'](Module['remoteRandomHex'](bytes)); });
EM_JS(char*, js_remote_page_address, (), { return Module['pageString'](Module['remotePageAddress']()); });
EM_JS(char*, js_remote_qr, (const char* text), { return Module['pageString'](Module['remoteQr'](UTF8ToString(text))); });
EM_JS(void, js_remote_turn_title, (const char* text, int alert), { Module['remoteTurnTitle'](UTF8ToString(text), alert !== 0); });
EM_JS(void, js_remote_ask_to_notify, (), { Module['remoteAskToNotify'](); });
EM_JS(char*, js_page_fragment, (), { return Module['pageString'](String(location.hash)); });

std::string take(char* s) {
  if (!s) return {};
  std::string out(s);
  std::free(s);
  return out;
}

}  // namespace

void remote_host_open(const std::string& id, const std::string& token) { js_remote_host_open(id.c_str(), token.c_str()); }
void remote_send(const std::string& peer, const std::string& text) { js_remote_send(peer.c_str(), text.c_str()); }
void remote_disconnect(const std::string& peer) { js_remote_disconnect(peer.c_str()); }
void remote_guest_close() { js_remote_guest_close(); }
std::pair<std::string, std::string> remote_device() {
  const std::string both = take(js_remote_device());
  const auto cut = both.find('\n');
  if (cut == std::string::npos) return {both, ""};
  return {both.substr(0, cut), both.substr(cut + 1)};
}
void remote_join(const std::string& host_id) { js_remote_join(host_id.c_str()); }
void remote_join_manual(const std::string& offer) { js_remote_join_manual(offer.c_str()); }
void remote_manual_offer(int seat) { js_remote_manual_offer(seat); }
void remote_manual_accept(const std::string& peer, const std::string& reply) { js_remote_manual_accept(peer.c_str(), reply.c_str()); }
void remote_guest_send(const std::string& text) { js_remote_guest_send(text.c_str()); }
void remote_copy(const std::string& text) { js_remote_copy(text.c_str()); }
bool remote_can_share() { return js_remote_can_share() != 0; }
void remote_share(const std::string& title, const std::string& url) { js_remote_share(title.c_str(), url.c_str()); }
std::string remote_page_address() { return take(js_remote_page_address()); }
void remote_turn_title(const std::string& text, bool alert) { js_remote_turn_title(text.c_str(), alert ? 1 : 0); }
void remote_ask_to_notify() { js_remote_ask_to_notify(); }
std::string page_fragment() { return take(js_page_fragment()); }

void remote_random_bytes(std::uint8_t* bytes, std::size_t size) {
  const std::string hex = take(js_remote_random_hex(static_cast<int>(size)));
  for (std::size_t i = 0; i < size && 2 * i + 1 < hex.size(); ++i)
    bytes[i] = static_cast<std::uint8_t>(std::strtoul(hex.substr(2 * i, 2).c_str(), nullptr, 16));
}

std::vector<std::vector<bool>> remote_qr(const std::string& text) {
  std::vector<std::vector<bool>> rows(1);
  for (const char c : take(js_remote_qr(text.c_str()))) {
    if (c == '\n') rows.emplace_back();
    else rows.back().push_back(c == '1');
  }
  if (rows.size() == 1 && rows[0].empty()) rows.clear();
  return rows;
}

}  // namespace web
