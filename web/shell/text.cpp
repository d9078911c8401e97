#include "text.hpp"

namespace web {

Translator& translator() {
  static Translator the_translator;
  return the_translator;
}

}  // namespace web
