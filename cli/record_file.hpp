// A game record's text from a file, for the commands that read one (replay, review-check, and
// main's look at which game a record names). Records are small; a huge file (or a device that
// never ends) is refused rather than read into memory.
#pragma once

#include <fstream>
#include <string>

#include "bg/record.hpp"
#include "bg/status.hpp"

namespace cli {

inline bg::Expected<std::string> read_record_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return bg::Status::error("cannot read " + path);
  std::string text(bg::kMaxRecordBytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > bg::kMaxRecordBytes)
    return bg::Status::error(path + " is larger than " + std::to_string(bg::kMaxRecordBytes >> 20) +
                             " MB: not a game record");
  return text;
}

}  // namespace cli
