// What changed on the screen since the last frame, so that a frame redraws only that.
//
// Software WebGL (SwiftShader, what many of our players and all our tests get) pays for every
// pixel a frame covers: a whole 1280x800 frame of the table costs about 40 ms of CPU, so a game
// where something changes every frame ran at 21 fps. Most frames change a few squares, a line of
// the status and a row of the log. The screen is cut into tiles; each primitive drawn (in draw
// order) mixes its hash into the tiles it covers; a tile whose hash differs from the last frame's
// is dirty. Equal hashes mean the same primitives in the same order, so the same pixels: the
// canvas keeps the rest (preserveDrawingBuffer, web/webgl_tuning.js).
//
// Pure computation on rectangles and hashes, no GL and no ImGui: page_render.cpp feeds it.
#pragma once

#include <cstdint>
#include <vector>

namespace web {

// A rectangle in the screen's logical pixels, left top inclusive, right bottom exclusive.
struct TileRect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  float area() const { return (x1 - x0) * (y1 - y0); }
  bool operator==(const TileRect&) const = default;
};

class DamageGrid {
 public:
  explicit DamageGrid(float tile = 32.0f) : tile_(tile) {}

  // A new frame of `width` x `height` logical pixels; a new size makes every tile dirty.
  void begin(float width, float height);
  // One primitive covering `bounds` (already cut to its clip rectangle), whose look is `hash`.
  void add(TileRect bounds, std::uint64_t hash);
  // What to redraw: at most `max_rects` rectangles covering every dirty tile (joined where there
  // are more), or the whole screen as one when that is most of it; none when nothing changed.
  // This frame becomes the one the next is compared with.
  std::vector<TileRect> finish(int max_rects = 4);
  // The next frame redraws everything: the canvas lost its pixels (new textures, a resize, a
  // new context) or what is on it is not known.
  void invalidate() { whole_ = true; }

  int columns() const { return columns_; }
  int rows() const { return rows_; }

 private:
  float tile_;
  float width_ = 0, height_ = 0;
  int columns_ = 0, rows_ = 0;
  bool whole_ = true;
  std::vector<std::uint64_t> now_, before_;
};

}  // namespace web
