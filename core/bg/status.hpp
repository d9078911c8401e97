// Status and Expected<T>: how the engine says "no, and here is why" without exceptions (the
// engine is built for WebAssembly without exception support, and a rejected move is not
// exceptional anyway).
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace bg {

class [[nodiscard]] Status {
 public:
  Status() = default;  // success
  static Status error(std::string reason) { return Status(std::move(reason)); }
  bool ok() const { return reason_.empty(); }
  // Empty on success.
  const std::string& reason() const { return reason_; }

 private:
  explicit Status(std::string reason) : reason_(std::move(reason)) {
    if (reason_.empty()) reason_ = "rejected";
  }
  std::string reason_;
};

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
