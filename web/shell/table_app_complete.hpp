// TableApp with every member defined: what a game's app includes (web/games/GAME/GAME_app.hpp).
// table_app.hpp declares the class; each file below defines the members of one of its parts.
#pragma once

#include "table_app.hpp"
#include "table_chat_panel.hpp"
#include "table_flights.hpp"
#include "table_lesson.hpp"
#include "table_move_entry.hpp"
#include "table_remote_panel.hpp"
#include "table_review_panel.hpp"
#include "table_status_bar.hpp"
#include "table_test_hook.hpp"
