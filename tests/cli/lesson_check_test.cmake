# bg-cli lesson-check --strict on both courses (web/examples/lessons/GAME/): every lesson must be
# valid, none of its accepted answers worse than Hard's choice by more than the default tolerance,
# no decision it rejects as good as the best (the coach would call it right), and
# course.json must list the lessons in the order their "next" fields chain them. Then a
# broken lesson (an answer that is not legal there), a worse answer and an incomplete one (the
# lesson of 2026-12-06 that the coach contradicted) must each be refused with a non-zero exit.
# -DCLI=program -DEMULATOR=runner (a list, empty natively) -DWORK=scratch dir -DLESSONS=the courses' folder
# -DFIXTURES=tests/web/lessons
include("${CMAKE_CURRENT_LIST_DIR}/run_cli.cmake")

foreach(game arkadia arkantis)
  file(GLOB lessons "${LESSONS}/${game}/[0-9]*.json")
  list(LENGTH lessons count)
  if(count LESS 6)
    fail("the ${game} course has ${count} lessons, fewer than 6")
  endif()
  run_cli(lesson-check --strict ${lessons})
  if(NOT CODE EQUAL 0)
    fail("lesson-check --strict failed on the ${game} course (exit ${CODE}):\n${OUT}")
  endif()
  string(REGEX MATCHALL ": valid\n" valid "${OUT}")
  list(LENGTH valid valid_count)
  if(NOT valid_count EQUAL count)
    fail("lesson-check found ${valid_count} valid lessons of ${count} in the ${game} course")
  endif()
  if(NOT OUT MATCHES "  Hard: ")
    fail("lesson-check gave no verdict of Hard's")
  endif()
  # course.json lists every lesson in order, and each lesson's "next" is the one after it.
  file(READ "${LESSONS}/${game}/course.json" course)
  string(JSON listed LENGTH "${course}" lessons)
  if(NOT listed EQUAL count)
    fail("the ${game} course.json lists ${listed} lessons, the folder holds ${count}")
  endif()
  math(EXPR last "${count} - 1")
  foreach(i RANGE ${last})
    string(JSON name GET "${course}" lessons ${i})
    list(GET lessons ${i} path)
    get_filename_component(file_name "${path}" NAME)
    if(NOT name STREQUAL file_name)
      fail("the ${game} course.json lists ${name} where ${file_name} comes")
    endif()
    file(READ "${path}" text)
    string(JSON next ERROR_VARIABLE no_next GET "${text}" next)
    if(i EQUAL last)
      if(NOT no_next)
        fail("${name}, the last lesson, names a next one")
      endif()
    else()
      math(EXPR j "${i} + 1")
      string(JSON expected GET "${course}" lessons ${j})
      if(NOT next STREQUAL expected)
        fail("${name}: next is '${next}', not '${expected}'")
      endif()
    endif()
  endforeach()
endforeach()

# The first Arkadia lesson with "answers" made to accept an action the position forbids.
file(READ "${LESSONS}/arkadia/02-close-it-in.json" lesson)
string(REGEX REPLACE "\"answers\": \\[[^]]*\\]" "\"answers\": [\"sell R 3\"]" broken "${lesson}")
if(broken STREQUAL lesson)
  fail("the test could not break the lesson")
endif()
file(WRITE "${WORK}/broken-lesson.json" "${broken}")
run_cli(lesson-check "${LESSONS}/arkantis/01-first-turn.json" "${WORK}/broken-lesson.json")
if(NOT CODE EQUAL 1 OR NOT OUT MATCHES "broken-lesson.json: invalid: answer 1 \"sell R 3\"")
  fail("lesson-check accepted a lesson whose answer is illegal (exit ${CODE})")
endif()
if(NOT OUT MATCHES "01-first-turn.json: valid")
  fail("lesson-check stopped at the broken lesson instead of checking every file")
endif()

# An answer worse than Hard's by more than the tolerance fails too: the castle lesson's silver
# piece on K4, which covers the printed silver seal and changes nothing.
file(READ "${LESSONS}/arkadia/04-castle-piece.json" lesson)
string(REGEX REPLACE "\"answers\": \\[[^]]*\\]" "\"answers\": [\"castle S K4\"]" worse "${lesson}")
file(WRITE "${WORK}/worse-lesson.json" "${worse}")
run_cli(lesson-check "${WORK}/worse-lesson.json")
if(NOT CODE EQUAL 1 OR NOT OUT MATCHES "more than the tolerance, 1.00")
  fail("lesson-check accepted an answer worse than Hard's by more than the tolerance (exit ${CODE}):\n${OUT}")
endif()

# A lesson that rejects a decision the coach values as highly passes without --strict and fails
# with it, naming that decision: "Close it in" as it was, asking for the worker plan where laying
# a building on o6 is worth more by the coach's count.
run_cli(lesson-check "${FIXTURES}/close-it-in.json")
if(NOT CODE EQUAL 0)
  fail("lesson-check without --strict refused the fixture (exit ${CODE}):\n${OUT}")
endif()
run_cli(lesson-check --strict "${FIXTURES}/close-it-in.json")
if(NOT CODE EQUAL 1 OR NOT OUT MATCHES "rejected \"lay [^\"]+\": worth [+-][0-9.]+ gold, within the tolerance of the best")
  fail("lesson-check --strict accepted a lesson that rejects a decision as good as its answers (exit ${CODE}):\n${OUT}")
endif()
