#include "damage_grid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace web {

namespace {

constexpr std::uint64_t kEmptyTile = 0x9e3779b97f4a7c15ULL;

// Order matters: the same primitives drawn in another order may leave other pixels on top.
std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdULL;
}

TileRect join(const TileRect& a, const TileRect& b) {
  return {std::min(a.x0, b.x0), std::min(a.y0, b.y0), std::max(a.x1, b.x1), std::max(a.y1, b.y1)};
}

}  // namespace

void DamageGrid::begin(float width, float height) {
  if (width != width_ || height != height_) {
    width_ = width;
    height_ = height;
    columns_ = std::max(0, static_cast<int>(std::ceil(width / tile_)));
    rows_ = std::max(0, static_cast<int>(std::ceil(height / tile_)));
    before_.assign(static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_), kEmptyTile);
    whole_ = true;
  }
  now_.assign(before_.size(), kEmptyTile);
}

void DamageGrid::add(TileRect b, std::uint64_t hash) {
  if (!(b.x1 > b.x0 && b.y1 > b.y0)) return;  // also drops NaN bounds
  // A pixel is lit when its centre is inside: one pixel of margin keeps edges in their tiles.
  const int c0 = std::max(0, static_cast<int>(std::floor((b.x0 - 1) / tile_)));
  const int r0 = std::max(0, static_cast<int>(std::floor((b.y0 - 1) / tile_)));
  const int c1 = std::min(columns_ - 1, static_cast<int>(std::floor((b.x1 + 1) / tile_)));
  const int r1 = std::min(rows_ - 1, static_cast<int>(std::floor((b.y1 + 1) / tile_)));
  for (int r = r0; r <= r1; ++r)
    for (int c = c0; c <= c1; ++c) {
      std::uint64_t& t = now_[static_cast<std::size_t>(r * columns_ + c)];
      t = mix(t, hash);
    }
}

std::vector<TileRect> DamageGrid::finish(int max_rects) {
  const bool whole = whole_;
  whole_ = false;
  std::swap(now_, before_);
  const TileRect screen{0, 0, width_, height_};
  if (columns_ == 0 || rows_ == 0) return {};
  if (whole) return {screen};

  // Runs of dirty tiles in each row, each run grown down while the next row has the same run.
  std::vector<TileRect> rects;
  std::vector<std::size_t> open;  // rects that end at the row above
  for (int r = 0; r < rows_; ++r) {
    std::vector<std::size_t> next;
    for (int c = 0; c < columns_;) {
      const auto dirty = [&](int col) {
        const std::size_t i = static_cast<std::size_t>(r * columns_ + col);
        return now_[i] != before_[i];
      };
      if (!dirty(c)) {
        ++c;
        continue;
      }
      int end = c;
      while (end < columns_ && dirty(end)) ++end;
      const TileRect run{static_cast<float>(c) * tile_, static_cast<float>(r) * tile_,
                           std::min(width_, static_cast<float>(end) * tile_), std::min(height_, static_cast<float>(r + 1) * tile_)};
      const auto above = std::find_if(open.begin(), open.end(), [&](std::size_t k) {
        return rects[k].x0 == run.x0 && rects[k].x1 == run.x1;
      });
      if (above != open.end()) {
        rects[*above].y1 = run.y1;
        next.push_back(*above);
      } else {
        rects.push_back(run);
        next.push_back(rects.size() - 1);
      }
      c = end;
    }
    open = std::move(next);
  }

  if (rects.size() > 64) return {screen};  // changes all over: joining them would cost more than it saves
  // Each rectangle is a pass of its own: join the pair that adds the least area until few are left.
  while (rects.size() > static_cast<std::size_t>(std::max(1, max_rects))) {
    std::size_t best_a = 0, best_b = 1;
    float best = std::numeric_limits<float>::max();
    for (std::size_t a = 0; a < rects.size(); ++a)
      for (std::size_t b = a + 1; b < rects.size(); ++b) {
        const float added = join(rects[a], rects[b]).area() - rects[a].area() - rects[b].area();
        if (added < best) best = added, best_a = a, best_b = b;
      }
    rects[best_a] = join(rects[best_a], rects[best_b]);
    rects.erase(rects.begin() + static_cast<std::ptrdiff_t>(best_b));
  }
  float area = 0;
  for (const TileRect& r : rects) area += r.area();
  if (area > 0.6f * screen.area()) return {screen};
  return rects;
}

}  // namespace web
