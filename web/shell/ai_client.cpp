#include "ai_client.hpp"

#include <emscripten/emscripten.h>

namespace web {

namespace {
EM_JS(void, post_to_ai_worker, (int id, const char* view, int level, double seed, int explain, const char* played), {
  Module['pageAiPost'](id, UTF8ToString(view), level, seed, explain !== 0, played ? UTF8ToString(played) : null);
});
}  // namespace

void AiClient::request(const std::string& view_json, int level, std::uint32_t seed, bool explain) {
  const int id = next_id_++;
  pending_ = id;
  ready_.reset();
  sent_at_ = emscripten_get_now();
  post_to_ai_worker(id, view_json.c_str(), level, static_cast<double>(seed), explain ? 1 : 0, nullptr);
}

void AiClient::review(const std::string& view_json, const std::string& played, int level, std::uint32_t seed) {
  const int id = next_id_++;
  pending_ = id;
  ready_.reset();
  sent_at_ = emscripten_get_now();
  post_to_ai_worker(id, view_json.c_str(), level, static_cast<double>(seed), 0, played.c_str());
}

void AiClient::receive(AiReply reply) {
  if (reply.id != pending_ || pending_ == 0) return;
  pending_ = 0;
  ready_ = std::move(reply);
}

std::optional<AiReply> AiClient::take() {
  auto reply = std::move(ready_);
  ready_.reset();
  return reply;
}

}  // namespace web
