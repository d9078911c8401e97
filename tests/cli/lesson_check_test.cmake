# bg-cli lesson-check on both courses (web/examples/lessons/GAME/): every lesson must be valid and
# none of its accepted answers worse than Hard's choice by more than the default tolerance. Then a
# broken lesson (an answer that is not legal there) must be refused with a non-zero exit.
# -DCLI=program -DEMULATOR=runner (a list, empty natively) -DWORK=scratch dir -DLESSONS=the courses' folder
include("${CMAKE_CURRENT_LIST_DIR}/run_cli.cmake")

foreach(game arkadia arkantis)
  file(GLOB lessons "${LESSONS}/${game}/[0-9]*.json")
  list(LENGTH lessons count)
  if(count LESS 6)
    fail("the ${game} course has ${count} lessons, fewer than 6")
  endif()
  run_cli(lesson-check ${lessons})
  if(NOT CODE EQUAL 0)
    fail("lesson-check failed on the ${game} course (exit ${CODE})")
  endif()
  string(REGEX MATCHALL ": valid\n" valid "${OUT}")
  list(LENGTH valid valid_count)
  if(NOT valid_count EQUAL count)
    fail("lesson-check found ${valid_count} valid lessons of ${count} in the ${game} course")
  endif()
  if(NOT OUT MATCHES "  Hard: ")
    fail("lesson-check gave no verdict of Hard's")
  endif()
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

# An answer worse than Hard's by more than the tolerance fails too.
run_cli(lesson-check --tolerance 0.1 "${LESSONS}/arkadia/04-castle-piece.json")
if(NOT CODE EQUAL 1 OR NOT OUT MATCHES "more than the tolerance, 0.10")
  fail("lesson-check accepted an answer worse than Hard's by more than the tolerance (exit ${CODE})")
endif()
