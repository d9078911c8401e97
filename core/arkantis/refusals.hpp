// Every refusal of the ArkantiS engine: a stable code and its English template (bg/status.hpp).
// The English text filled from a template is the engine's reason(), byte for byte what the tests,
// the records and the CLI read; the page words the same code in its own language
// (web/games/arkantis/i18n/*.json, keys "refusal.<code>").
//
// Placeholders: {square} a square name ("c4"), {action} an action in notation ("take c3 d4"),
// {card} a card id ("P5"), {name} a card's French name, {colour} a card colour, {pile} a pile's
// side (face-up, face-down), {seat} a seat number, {n} a count or a position from 1, {value} a
// JSON value as written, {field} a JSON field name, {cause} the refusal a refusal wraps. The
// arguments that are game words carry a term (see the helpers at the end) so that the page can
// translate them too. The refusals are listed as data in core/arkantis/refusals.json, with the
// placeholders above; cmake/refusals.cmake writes the constants and refusal::kAllRefusals.
#pragma once

#include <string>
#include <string_view>

#include "arkantis/refusal_catalogue.hpp"
#include "arkantis/types.hpp"

namespace arkantis::refusal {

// Arguments that are game words, with the key of the word in the page's string tables.

// A card colour, "orange" or "emerald" (term "arkantis.colour.orange").
inline bg::Arg colour_arg(std::string_view name, int colour) {
  const std::string word(colour_name(colour));
  return bg::Arg(name, word, "arkantis.colour." + word);
}

// A pile's side, "face-up" or "face-down" (term "arkantis.pile.face-up").
inline bg::Arg pile_arg(std::string_view name, int pile) {
  const std::string word(pile_name(pile));
  return bg::Arg(name, word, "arkantis.pile." + word);
}

// A card's French name, "la truelle", as the engine writes it (term "arkantis.card.P5").
inline bg::Arg card_name_arg(std::string_view name, Card card) {
  return bg::Arg(name, std::string(data::kCards[card].name_fr), "arkantis.card." + std::string(card_id(card)));
}

}  // namespace arkantis::refusal
