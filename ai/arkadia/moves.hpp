// Moves: what the AI chooses between. Most actions are a whole decision on their own, but the
// MUST step's worker placement is a sequence (choose a building, place workers, done) whose
// single steps mean little, and a banner is worth what its sales bring. A Move bundles such a
// sequence, so the greedy player and the search compare whole decisions.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "ai/arkadia/evaluation.hpp"
#include "arkadia/state.hpp"
#include "bg/unconstructed.hpp"

namespace arkadia_ai {

struct Move {
  // choose + up to 10 workers + done; banner + 4 sales
  static constexpr int kMaxActions = 12;
  std::uint8_t size = 0;

  static Move of(const arkadia::Action& a) {
    Move m;
    m.push(a);
    return m;
  }
  void push(const arkadia::Action& a) { actions_[size++].value = a; }
  bool full() const { return size == kMaxActions; }
  const arkadia::Action& operator[](int i) const { return actions_[static_cast<std::size_t>(i)].value; }
  const arkadia::Action& first() const { return (*this)[0]; }
  std::vector<arkadia::Action> actions() const {
    std::vector<arkadia::Action> out;
    for (int i = 0; i < size; ++i) out.push_back((*this)[i]);
    return out;
  }
  bool operator==(const Move& other) const;

 private:
  // A new move writes only the actions it is given: a search makes a move for every lay-out it
  // estimates, and zeroing all twelve places cost more than the one action most moves have, in
  // WebAssembly a call each time.
  std::array<bg::Unconstructed<arkadia::Action>, kMaxActions> actions_;
};

void apply_move(arkadia::State& s, const Move& m);

struct ScoredMove {
  Move move;
  double score = 0;  // the mover's margin() after the move
};

struct MoveLimits {
  int max_moves = 12;         // keep this many, best first
  int layout_shortlist = 24;  // lay-outs evaluated in full after a quick estimate; 0: all
  int worker_buildings = 8;   // buildings given a worker plan, the most promising first; 0: all
  int per_card = 8;           // layouts_by_card: lay-outs kept per card type
  // A banner's sales: false, one move (sell a family when its seals fetch at least their
  // expected final value); true, a move for every set of the families held, so a search can
  // weigh selling now against holding.
  bool sale_sets = false;

  bool operator==(const MoveLimits&) const = default;
};

// Generates the moves of the player to move, scored by the evaluation after each, best first.
// Scratch space lives here, so one generator per search (not shared between threads).
class MoveGenerator {
 public:
  explicit MoveGenerator(MoveLimits limits, Evaluation evaluation = Evaluation::hand_written())
      : limits_(limits), evaluation_(evaluation) {}

  // Every kind of move of the current phase (lay-outs and the rest together).
  void generate(const arkadia::State& s, std::vector<ScoredMove>& out);
  // The MUST step split by what it depends on: lay-outs depend on the mover's hand, the rest
  // (worker plans, pass) only on public facts.
  void layouts(const arkadia::State& s, std::vector<ScoredMove>& out);
  void hand_independent(const arkadia::State& s, std::vector<ScoredMove>& out);
  // The best lay-outs of each card type in the mover's hand that is not in `skip` (a bit per
  // card type), at most limits().per_card of each, appended to `out` unsorted. Lay-outs of a
  // card type depend only on the board, so a search can keep them for every deal.
  // Returns the card types it covered.
  std::uint32_t layouts_by_card(const arkadia::State& s, std::uint32_t skip, std::vector<ScoredMove>& out);

  const MoveLimits& limits() const { return limits_; }

  // A building that one lay-out could close: its vacant neighbours fit under four squares.
  struct Closable {
    arkadia::Bits open;
    double value_to_mover;  // its seal, the payouts and a castle piece, less what others earn
  };

 private:
  double score_after(const arkadia::State& s, const Move& m, int mover);
  // Greedy continuation of a worker placement: adds placements while one raises the score of
  // stopping right after it, then `done`.
  void extend_workers(arkadia::State& s, Move& m, int mover);
  // The sales after a banner: of the families in `families_sold` (a bit per family), or by the
  // rule (a family fetching at least its expected final value) when none is given.
  void extend_sales(arkadia::State& s, Move& m, int mover, std::optional<unsigned> families_sold = std::nullopt);
  void worker_plans(const arkadia::State& s, std::vector<ScoredMove>& out);
  void banner_moves(const arkadia::State& s, std::vector<ScoredMove>& out);
  // Leaves out[first..] best first (equal scores in the order they came), at most `keep` of them
  // (all when keep <= 0).
  void keep_best(std::vector<ScoredMove>& out, std::size_t first, int keep);
  // A lay-out with its quick estimate; `order` is its place in the legal actions, which breaks
  // ties (the better of two equal hints is the one listed first).
  struct Hinted {
    double hint = 0;
    std::uint32_t order = 0;
    arkadia::Action action;
  };
  static bool better_hint(const Hinted& a, const Hinted& b) {
    return a.hint > b.hint || (a.hint == b.hint && a.order < b.order);
  }
  // For the sorts: a lambda is inlined into them, where a function pointer is called each time.
  static constexpr auto kBetterHint = [](const Hinted& a, const Hinted& b) { return better_hint(a, b); };
  // Adds a lay-out to hinted_, not yet estimated, after those listed before it.
  void add_hinted(const arkadia::Action& a) { hinted_.push_back({0.0, static_cast<std::uint32_t>(hinted_.size()), a}); }
  // Scores every entry of hinted_ with layout_hint(), in place (not sorted).
  void hint_layouts(const arkadia::State& s);
  // Leaves in hinted_ the best `keep` of each card type, best first overall (the order a sort of
  // them all would give, then dropping the rest), found without sorting them all.
  void keep_best_per_card(int keep);

  MoveLimits limits_;
  Evaluation evaluation_;
  std::vector<arkadia::Action> legal_;
  std::vector<arkadia::Action> inner_;
  std::vector<Hinted> hinted_;
  // Scratch space kept between calls (an allocation each time costs more in WebAssembly).
  std::vector<std::uint32_t> order_;                    // keep_best
  std::vector<ScoredMove> sorted_;                      // keep_best
  std::vector<std::uint32_t> per_card_;                 // keep_best_per_card
  std::vector<Hinted> chosen_;                          // keep_best_per_card
  std::vector<Closable> closable_;                      // hint_layouts
  std::vector<arkadia::Action> placements_;             // hand_independent
  std::vector<std::pair<double, arkadia::Action>> plans_;  // worker_plans
};

// The position after each player in turn plays the generator's best-ranked move until the game
// is over, or until `max_moves` moves have been played (a search's play-out near the end).
arkadia::State play_out(arkadia::State s, MoveGenerator& generator, int max_moves = 200);

}  // namespace arkadia_ai
