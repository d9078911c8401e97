// The versions of the messages between the page and an embedding page (docs/embedding.md,
// "Versions"). Version 2, the current one, names messages "game:goto" and scores "scores",
// whatever the game. Version 1, the form of the pages written before, names them "arkadia:goto"
// and scores "gold", for ArkantiS too. A page speaks version 1 unless its link says protocol=2;
// it reads both names in either.
#pragma once

namespace web {

enum class EmbedProtocol { kVersion1 = 1, kVersion2 = 2 };
inline constexpr EmbedProtocol kCurrentEmbedProtocol = EmbedProtocol::kVersion2;

}  // namespace web
