// A place for a value that constructs nothing: fixed-size lists keep their unused places in it,
// so making or copying a list writes only the places in use (a search makes and copies many).
#pragma once

#include <type_traits>

namespace bg {

template <class T>
union Unconstructed {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "a place that is copied as bytes and never destroyed");
  Unconstructed() {}
  T value;  // written before it is read
};

}  // namespace bg
