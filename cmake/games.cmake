# The games. Each is registered once, by a line in its own folder: core/GAME/game.cmake calls
#   bg_register_game(GAME TYPE namespace::GameType)
# and is found by that folder. Everything else follows from the id, by folder:
#   core/GAME/       the engine (its CMakeLists.txt makes GAME_core)
#   ai/GAME/         its players (GAME_ai, namespace GAME_ai: answer_view_request in
#                    view_request.hpp, answer_review_request in GAME_review.hpp)
#   cli/GAME/        its part of bg-cli (every .cpp; GAME_cli_game() in commands.hpp)
#   web/games/GAME/  its screens (page.cmake), its words (i18n/), its page logic
#                    (CMakeLists.txt, when it has one); GAME_page_game() in GAME_app.hpp
#   tests/GAME/      its test suite (CMakeLists.txt)
#   fuzz/GAME/       its fuzz targets (every .cpp but the write_*.cpp seed writers)
# This file sets BG_GAMES (the ids, sorted: the first is the default game) and
# BG_GAME_TYPE_<GAME>, and writes registered_games.hpp, whose BG_FOR_EACH_GAME(X) expands
# X(GAME, Type) once per game for the C++ registries (cli/games.cpp, web/worker/ai_games.cpp,
# web/page_games.cpp).

function(bg_register_game id)
  cmake_parse_arguments(PARSE_ARGV 1 GAME "" "TYPE" "")
  if(NOT id MATCHES "^[a-z][a-z0-9_]*$" OR NOT GAME_TYPE)
    message(FATAL_ERROR "bg_register_game(${id} TYPE ...): a lower-case id and the game's C++ type")
  endif()
  get_property(_known GLOBAL PROPERTY BG_GAMES)
  if(id IN_LIST _known)
    message(FATAL_ERROR "bg_register_game(${id}): a game of that id is registered already")
  endif()
  set_property(GLOBAL APPEND PROPERTY BG_GAMES ${id})
  set_property(GLOBAL PROPERTY BG_GAME_TYPE_${id} "${GAME_TYPE}")
  set_property(GLOBAL PROPERTY BG_GAME_ROOT_${id} "${BG_REGISTERING_ROOT}")
endfunction()

# Where games are looked for: the source tree, and any folder named in ARKADIA_MORE_GAMES (a
# list, relative to the source tree or absolute), each laid out like it (core/GAME/game.cmake,
# ai/GAME/, cli/GAME/, web/games/GAME/, tests/GAME/, fuzz/GAME/). CI adds the toy game of
# tests/third_game so that every generic test and check meets a game it was not written for.
set(ARKADIA_MORE_GAMES "" CACHE STRING "more folders of games, laid out like the source tree")
set(BG_GAME_ROOTS "${PROJECT_SOURCE_DIR}")
foreach(_root IN LISTS ARKADIA_MORE_GAMES)
  get_filename_component(_root "${_root}" ABSOLUTE BASE_DIR "${PROJECT_SOURCE_DIR}")
  if(NOT IS_DIRECTORY "${_root}/core")
    message(FATAL_ERROR "ARKADIA_MORE_GAMES: ${_root} has no core/ folder of games")
  endif()
  list(APPEND BG_GAME_ROOTS "${_root}")
endforeach()
foreach(_root IN LISTS BG_GAME_ROOTS)
  file(GLOB _bg_registrations "${_root}/core/*/game.cmake")
  list(SORT _bg_registrations)
  foreach(_registration IN LISTS _bg_registrations)
    set(BG_REGISTERING_ROOT "${_root}")
    include("${_registration}")
  endforeach()
endforeach()
get_property(BG_GAMES GLOBAL PROPERTY BG_GAMES)
list(SORT BG_GAMES)
if(NOT BG_GAMES)
  message(FATAL_ERROR "no game registered (core/GAME/game.cmake)")
endif()
foreach(_id IN LISTS BG_GAMES)
  get_property(BG_GAME_ROOT_${_id} GLOBAL PROPERTY BG_GAME_ROOT_${_id})
endforeach()

# OUT: the game's folder FOLDER ("cli", "web/games") under its root: ROOT/FOLDER/GAME.
function(bg_game_dir out id folder)
  set(${out} "${BG_GAME_ROOT_${id}}/${folder}/${id}" PARENT_SCOPE)
endfunction()

# Every game's page folder is an include folder of the same targets (page_parts, the page logic),
# so a bare "panels.hpp" in two games would be one file to the compiler: the files there say their
# game, GAME_*.cpp / GAME_*.hpp.
foreach(_id IN LISTS BG_GAMES)
  bg_game_dir(_page_dir ${_id} web/games)
  file(GLOB _page_files RELATIVE "${_page_dir}" "${_page_dir}/*.cpp" "${_page_dir}/*.hpp")
  foreach(_file IN LISTS _page_files)
    if(NOT _file MATCHES "^${_id}_")
      message(FATAL_ERROR "${_page_dir}/${_file}: a game's page files are named ${_id}_*, so that "
                          "no two games' headers share a name")
    endif()
  endforeach()
endforeach()

set(BG_GENERATED_DIR "${CMAKE_BINARY_DIR}/generated")
set(_bg_list "")
foreach(_id IN LISTS BG_GAMES)
  get_property(_type GLOBAL PROPERTY BG_GAME_TYPE_${_id})
  set(BG_GAME_TYPE_${_id} "${_type}")
  string(APPEND _bg_list " \\\n  X(${_id}, ${_type})")
endforeach()
file(CONFIGURE OUTPUT "${BG_GENERATED_DIR}/registered_games.hpp" CONTENT
"// Written by cmake/games.cmake from each game's core/GAME/game.cmake: do not edit.
#pragma once

#define BG_FOR_EACH_GAME(X)${_bg_list}
" @ONLY)

# A header that includes, for every game, the file PATTERN names (@GAME@ replaced by its id),
# written to BG_GENERATED_DIR/NAME.
function(bg_game_headers name pattern)
  string(REPLACE "@GAME@" "GAME" _shown "${pattern}")
  set(_text "// Written by cmake/games.cmake: each game's ${_shown}. Do not edit.\n#pragma once\n\n")
  foreach(_id IN LISTS BG_GAMES)
    string(REPLACE "@GAME@" "${_id}" _path "${pattern}")
    string(APPEND _text "#include \"${_path}\"\n")
  endforeach()
  file(CONFIGURE OUTPUT "${BG_GENERATED_DIR}/${name}" CONTENT "${_text}")
endfunction()

# add_subdirectory(FOLDER/GAME) for every game that has one with a CMakeLists.txt.
function(bg_add_game_folders folder)
  foreach(_id IN LISTS BG_GAMES)
    bg_game_dir(_dir ${_id} ${folder})
    if(EXISTS "${_dir}/CMakeLists.txt")
      add_subdirectory("${_dir}" "${CMAKE_BINARY_DIR}/${folder}/${_id}")
    endif()
  endforeach()
endfunction()

# Every game's engine header, GAME/game.hpp, for the generic code that names each game's type.
bg_game_headers(game_headers.hpp "@GAME@/game.hpp")
