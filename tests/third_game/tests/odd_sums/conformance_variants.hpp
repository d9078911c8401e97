// The toy game's option sets for the conformance suite: the toy's own (tests/conformance).
#pragma once

#include "conformance/toy_conformance_variants.hpp"
