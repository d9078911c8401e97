// What the page says aloud, for screen readers (an ARIA live region beside the canvas): each
// action once, in the move log's words (a person's actions that come together in one sentence); a computer's whole turn as one sentence once it is over;
// whose turn it is and what the prompt asks; what an undo or a take-back took away; the result.
// Fed with the table as it is (after every change, or every frame), it returns the sentences that
// are new. Knows nothing of any game: the page hands it words.
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

namespace web {

// Clauses said as one sentence: "laid out a farm; completed the farm", joined by `then`, each
// without its own full stop (the sentence gets one at its end). A clause that is a sentence of
// its own (a capital at its start, a full stop at its end: "Floor 2 is complete: every player has
// one more turn.") starts a new sentence instead, so no capital follows a semicolon.
inline std::string one_sentence(const std::vector<std::string>& clauses, const std::string& then) {
  std::string out;
  for (std::string c : clauses) {
    const bool own_sentence = !c.empty() && c.back() == '.' && !(c.front() >= 'a' && c.front() <= 'z');
    while (!c.empty() && c.back() == '.') c.pop_back();
    if (!c.empty()) out += (out.empty() ? "" : own_sentence ? ". " : then) + c;
  }
  return out;
}

// The table as the page would read it out now.
struct SpokenTable {
  std::string game;  // the game's id: another game (a new one, one reopened) starts over quietly
  int moves = 0;     // actions played
  std::function<int(int)> seat_of;            // who made action i
  std::function<std::string(int)> words_of;   // action i in the log's words, without its seat
  std::function<bool(int)> computer;          // whether a seat is played by the computer
  std::function<std::string(int)> name_of;    // a seat's name
  int to_move = -1;          // the seat to move; -1 once the game is over
  std::string turn;          // "Your turn." while a person at this device is to move, else empty
  std::string prompt;        // what that person's decision asks, else empty
  // The prompt as said once heard whole in this game (issue 76: the same 170 characters started
  // every Arkadia turn): "Lay out a building or place workers."; empty: said whole every time.
  // Heard whole once per game and per text (another language, keys' words instead of clicks').
  std::string prompt_again;
  std::string result;        // the result once the game is over, else empty
  std::function<std::string(const std::string&)> took_back;  // "Taken back: {what}."
  // One seat's run of actions too long to hear whole (kLongRun characters or more: a computer
  // playing on alone after the others passed), from the seat, its first action and the one after
  // its last: said instead, briefly ("Computer played 31 turns in a row: +171 points claimed.
  // Each move is in the log."). Unset, or empty for a run: said whole.
  std::function<std::string(int, int, int)> long_run;
  // The language's punctuation: a seat's words ("Ada: laid out ..."), and what joins two actions.
  std::function<std::string(const std::string&, const std::string&)> said;
  std::string then = "; ";
};

// A seat's actions said as one sentence: "Cy: took a1; ended the turn." (a last consequence may
// end its own sentence).
inline std::string said_sentence(const SpokenTable& t, int seat, const std::vector<std::string>& words) {
  std::string sentence;
  for (const std::string& w : words) sentence += (sentence.empty() ? "" : t.then) + w;
  std::string said = t.said(t.name_of(seat), sentence);
  if (said.empty() || said.back() != '.') said += '.';
  return said;
}

// The turns played from action `from` on, one sentence each in the announcer's words ("Ada:
// laid out a farm on e5; took the deck's top card."), leaving out `skip_seat`'s: what the others
// did since that seat last played, for the text view.
inline std::vector<std::string> turn_sentences(const SpokenTable& t, int from, int skip_seat) {
  std::vector<std::string> out;
  for (int start = std::max(from, 0); start < t.moves;) {
    const int seat = t.seat_of(start);
    int end = start + 1;
    while (end < t.moves && t.seat_of(end) == seat) ++end;
    if (seat != skip_seat) {
      std::vector<std::string> words;
      for (int i = start; i < end; ++i) words.push_back(t.words_of(i));
      out.push_back(said_sentence(t, seat, words));
    }
    start = end;
  }
  return out;
}

// Characters from which a run of one seat's actions is summed up (SpokenTable::long_run): one
// announcement of 2,129 characters (31 computer turns after a pass) was heard in a play-test.
inline constexpr std::size_t kLongRun = 500;

class Announcer {
 public:
  std::vector<std::string> update(const SpokenTable& t) {
    std::vector<std::string> out;
    if (t.game != game_) {
      // A game opened: its past is not read out, only where it stands.
      game_ = t.game;
      heard_ = t.moves;
      words_.assign(static_cast<std::size_t>(t.moves), std::string());
      said_turn_.clear();
      said_prompt_.clear();
      said_result_ = false;
      prompts_heard_.clear();
    }
    if (t.moves < heard_) {
      // Undone or taken back: the actions gone, in the words they were said in.
      std::string gone;
      for (int i = t.moves; i < heard_; ++i) {
        const std::string& w = words_[static_cast<std::size_t>(i)];
        if (!w.empty()) gone += (gone.empty() ? "" : t.then) + w;
      }
      if (!gone.empty()) out.push_back(t.took_back(gone));
      heard_ = t.moves;
      words_.resize(static_cast<std::size_t>(t.moves));
      said_turn_.clear();
      said_prompt_.clear();
      said_result_ = false;
    }
    while (heard_ < t.moves) {
      const int seat = t.seat_of(heard_);
      int end = heard_ + 1;
      // A person's actions that came together (a confirmed plan: "sell olive 0; sell silver 0")
      // are one sentence, so the last line heard names them all (issue 77: "You: kept the silver
      // seals." when olive was kept too).
      while (end < t.moves && t.seat_of(end) == seat) ++end;
      // A computer's turn is said whole, once it is over.
      if (t.computer(seat) && end == t.moves && t.to_move == seat) break;
      std::vector<std::string> words;
      for (int i = heard_; i < end; ++i) {
        words.push_back(t.words_of(i));
        words_.push_back(t.said(t.name_of(seat), words.back()));
      }
      std::string sentence = said_sentence(t, seat, words);
      if (sentence.size() >= kLongRun && t.long_run)
        if (std::string brief = t.long_run(seat, heard_, end); !brief.empty()) sentence = std::move(brief);
      out.push_back(std::move(sentence));
      heard_ = end;
      if (seat != t.to_move) said_turn_.clear();  // another seat acted: whose turn is said again
    }
    if (t.turn.empty()) {
      said_turn_.clear();
      said_prompt_.clear();
    } else if (t.turn != said_turn_) {
      const std::string prompt = prompt_said(t);
      out.push_back(t.turn + (prompt.empty() ? "" : " " + prompt));
      said_turn_ = t.turn;
      said_prompt_ = t.prompt;
    } else if (t.prompt != said_prompt_) {
      if (const std::string prompt = prompt_said(t); !prompt.empty()) out.push_back(prompt);
      said_prompt_ = t.prompt;
    }
    if (!t.result.empty() && !said_result_) {
      out.push_back(t.result);
      said_result_ = true;
    }
    return out;
  }

 private:
  // The prompt as it is said now: whole the first time, its brief text after.
  std::string prompt_said(const SpokenTable& t) {
    if (t.prompt.empty() || t.prompt_again.empty()) return t.prompt;
    if (std::find(prompts_heard_.begin(), prompts_heard_.end(), t.prompt) != prompts_heard_.end()) return t.prompt_again;
    prompts_heard_.push_back(t.prompt);
    return t.prompt;
  }

  std::string game_ = "\x01";  // no game yet (the first update starts over, even with none)
  int heard_ = 0;              // actions said (a computer's turn in progress is not, yet)
  std::vector<std::string> words_;  // each said action with its seat, for an undo to name it
  std::string said_turn_, said_prompt_;
  bool said_result_ = false;
  std::vector<std::string> prompts_heard_;  // the prompts said whole in this game
};

}  // namespace web
