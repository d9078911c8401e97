// Status and Expected<T>: how the engine says "no, and here is why" without exceptions (the
// engine is built for WebAssembly without exception support, and a rejected move is not
// exceptional anyway).
//
// A refusal is a code plus named arguments (and perhaps the refusal that caused it), so that each
// front end words it in its own language: the page looks the code up in its string tables, the CLI
// and the tests read reason(), the English text made from the code's English template. Codes and
// their English templates are listed once, as data: per game in core/<game>/refusals.json, and for
// the generic parts in core/bg/refusals.json; cmake/refusals.cmake writes each list's constants
// (RefusalText) and the array of them all, which the tests check the page's translations against.
#pragma once

#include <cassert>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bg {

// One message a game can refuse with: a stable code ("arkadia.layout.covers_worker") and its
// English template with named placeholders ("{square} is not vacant").
struct RefusalText {
  std::string_view code;
  std::string_view english;
};

// A named argument of a refusal. `text` is the English rendering; `term`, when set, names the
// word in the page's string tables ("arkadia.family.0") so that it can be translated too.
struct Arg {
  Arg(std::string_view name_, std::string text_, std::string term_ = {})
      : name(name_), text(std::move(text_)), term(std::move(term_)) {}
  Arg(std::string_view name_, const char* text_) : name(name_), text(text_) {}
  Arg(std::string_view name_, int value) : name(name_), text(std::to_string(value)) {}
  Arg(std::string_view name_, long value) : name(name_), text(std::to_string(value)) {}
  Arg(std::string_view name_, long long value) : name(name_), text(std::to_string(value)) {}
  Arg(std::string_view name_, unsigned value) : name(name_), text(std::to_string(value)) {}
  Arg(std::string_view name_, unsigned long value) : name(name_), text(std::to_string(value)) {}
  Arg(std::string_view name_, unsigned long long value) : name(name_), text(std::to_string(value)) {}
  std::string name;
  std::string text;
  std::string term;
};

// Fills "{name}" placeholders of an English template; "{cause}" takes `cause`. An unknown name
// stays visible, as "{name}", so that a mistake is seen rather than hidden.
std::string fill_english(std::string_view text, const std::vector<Arg>& args, std::string_view cause = {});
// Whether every placeholder of `text` has an argument ("{cause}" a cause): checked in debug builds,
// so that a call site that forgets one fails the tests instead of showing "{name}" to a player.
bool placeholders_given(std::string_view text, const std::vector<Arg>& args, bool has_cause);

class [[nodiscard]] Status {
 public:
  Status() = default;  // success
  // A refusal without a code: only for texts that come from outside (a JSON parser's message).
  static Status error(std::string reason) {
    return refuse(RefusalText{"", "{text}"}, {Arg("text", std::move(reason))});
  }
  // A refusal by code; `cause` (when given) is the refusal it wraps, shown at "{cause}".
  static Status refuse(const RefusalText& text, std::vector<Arg> args = {}, const Status* cause = nullptr) {
    assert(placeholders_given(text.english, args, cause && !cause->ok()) && "a refusal lacks an argument");
    auto d = std::make_shared<Detail>();
    d->code = std::string(text.code);
    d->english = std::string(text.english);
    d->args = std::move(args);
    if (cause && !cause->ok()) d->cause = cause->detail_;
    d->reason = fill_english(text.english, d->args, cause ? cause->reason() : std::string_view{});
    if (d->reason.empty()) d->reason = "rejected";
    Status s;
    s.detail_ = std::move(d);
    return s;
  }
  bool ok() const { return detail_ == nullptr; }
  // The English text; empty on success.
  const std::string& reason() const { return ok() ? empty() : detail_->reason; }
  // The code ("" on success) and the arguments of the refusal.
  const std::string& code() const { return ok() ? empty() : detail_->code; }
  const std::string& english_template() const { return ok() ? empty() : detail_->english; }
  const std::vector<Arg>& args() const;
  // The refusal this one wraps (a null Status pointer when none).
  Status cause() const {
    Status s;
    if (!ok()) s.detail_ = detail_->cause;
    return s;
  }

 private:
  struct Detail {
    std::string code, english, reason;
    std::vector<Arg> args;
    std::shared_ptr<const Detail> cause;
  };
  static const std::string& empty() {
    static const std::string kEmpty;
    return kEmpty;
  }
  std::shared_ptr<const Detail> detail_;
};

inline const std::vector<Arg>& Status::args() const {
  static const std::vector<Arg> kNone;
  return ok() ? kNone : detail_->args;
}

template <class T>
class [[nodiscard]] Expected {
 public:
  Expected(T value) : value_(std::move(value)) {}  // NOLINT: implicit by design
  Expected(Status failure) : failure_(std::move(failure)) {}  // NOLINT
  bool ok() const { return value_.has_value(); }
  const T& value() const& { return *value_; }
  T& value() & { return *value_; }
  T&& value() && { return std::move(*value_); }
  const T* operator->() const { return &*value_; }
  T* operator->() { return &*value_; }
  const std::string& reason() const { return failure_.reason(); }
  const Status& status() const { return failure_; }

 private:
  std::optional<T> value_;
  Status failure_;
};

}  // namespace bg
