// The refusals of play between devices (docs/remote-play.md): why the host or a guest refused a
// message, as codes the string tables can translate (bg/status.hpp). A refused message changes
// nothing. Listed as data in remote_refusals.json; cmake/refusals.cmake writes the constants.
#pragma once

#include "remote_refusal_catalogue.hpp"
