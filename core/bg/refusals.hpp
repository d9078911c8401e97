// The refusals of the generic parts: reading JSON and the record envelope every game shares.
// Listed once, as data, in core/bg/refusals.json; cmake/refusals.cmake writes the constants.
#pragma once

#include "bg/refusal_catalogue.hpp"
