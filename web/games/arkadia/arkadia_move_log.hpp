// The move log in words: what each action did, in the page's language, worked out from the
// positions before and after it (what a building covered, who was paid, what a sale brought).
// Nothing hidden is told: a card drawn from the deck stays unnamed (own_draw_text names it for
// the one who drew it).
#pragma once

#include <string>
#include <vector>

#include "arkadia/action.hpp"
#include "arkadia/state.hpp"
#include "i18n.hpp"
#include "log_entry.hpp"

namespace web {

// Names the log and the panels use for game things, in the current language.
std::string family_name(const Translator& t, int family);           // "black"
std::string family_letter_text(const Translator& t, int family);    // "B" (unique per language)
std::string form_name(const Translator& t, int form);               // "farm"
std::string building_name(const Translator& t, arkadia::CardType c);  // "farm (black)"
// A card's short label on cards and the board: the form's two letters and the family's letter in
// the page's language ("FA-B"; "BH-S" in German). The notation keeps its English codes.
std::string form_short(const Translator& t, int form);                // "FA"
std::string card_label(const Translator& t, arkadia::CardType c);     // "FA-B"
std::string square_list(const arkadia::Bits& squares);               // "f4 f5 g5", reading order

// `before` is the position the action was taken in, `after` the one it led to.
LogEntry describe_action(const Translator& t, const arkadia::State& before, const arkadia::Action& action,
                         const arkadia::State& after, const std::vector<std::string>& seat_names);

// A card drawn from the deck, in the words of the one who drew it and of no one else: "drew the
// farm (black) from the deck" (issue 76: the player may know their own card); empty for any other
// action. The caller says it only where that seat's hand is shown alone (the deck's card stays
// hidden from every other seat: core/bg/game.hpp, "What a seat is told").
std::string own_draw_text(const Translator& t, const arkadia::State& before, const arkadia::Action& action,
                          const arkadia::State& after);

}  // namespace web
