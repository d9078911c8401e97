// The refusals of the page's own logic (saved games, tables), as codes the string tables translate
// (see bg/status.hpp). The embedding protocol's answers are for the embedding page's developer and
// stay in English. Listed as data in page_refusals.json; cmake/refusals.cmake writes the constants.
#pragma once

#include "page_refusal_catalogue.hpp"
