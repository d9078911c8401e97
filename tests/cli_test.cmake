# End-to-end test of arkadia-cli: play writes a record, replay accepts it and reports the same
# winners; malformed records exit non-zero with the action number and reason.
# -DCLI=program -DEMULATOR=runner(list, may be empty) -DWORK=scratch dir -DDATA=tests/data
file(MAKE_DIRECTORY "${WORK}")

function(run_cli out_var code_var)
  execute_process(COMMAND ${EMULATOR} "${CLI}" ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE err
                  RESULT_VARIABLE code)
  set(${out_var} "${out}${err}" PARENT_SCOPE)
  set(${code_var} "${code}" PARENT_SCOPE)
endfunction()

function(expect cond message)
  if(NOT ${cond})
    message(FATAL_ERROR "${message}")
  endif()
endfunction()

run_cli(out code play --players 3 --seed 12 --record "${WORK}/game.json")
expect("${code} EQUAL 0" "play failed (${code}):\n${out}")
string(REGEX MATCH "winners?[^:]*:[^\n]*" play_winner "${out}")
expect("NOT \"${play_winner}\" STREQUAL \"\"" "play printed no winner:\n${out}")
expect("\"${out}\" MATCHES \"1 [a-z]+: \"" "play printed no log in notation:\n${out}")

run_cli(out code replay "${WORK}/game.json")
expect("${code} EQUAL 0" "replay of a played game failed (${code}):\n${out}")
string(REGEX MATCH "winners?[^:]*:[^\n]*" replay_winner "${out}")
expect("\"${play_winner}\" STREQUAL \"${replay_winner}\"" "replay winner '${replay_winner}' differs from '${play_winner}'")
expect("\"${out}\" MATCHES \"seal values\"" "replay printed no castle:\n${out}")

# The same seed gives the same game.
run_cli(out2 code play --players 3 --seed 12 --record "${WORK}/game2.json")
file(READ "${WORK}/game.json" first)
file(READ "${WORK}/game2.json" second)
expect("\"${first}\" STREQUAL \"${second}\"" "the same seed gave two different records")

foreach(case IN ITEMS illegal_action malformed_action bad_json wrong_deck)
  file(READ "${DATA}/${case}.expect" expected)
  string(STRIP "${expected}" expected)
  run_cli(out code replay "${DATA}/${case}.json")
  expect("NOT ${code} EQUAL 0" "replay accepted ${case}.json:\n${out}")
  string(FIND "${out}" "${expected}" at)
  expect("${at} GREATER -1" "replay of ${case}.json did not say '${expected}':\n${out}")
endforeach()

run_cli(out code replay "${WORK}/no-such-file.json")
expect("NOT ${code} EQUAL 0" "replay of a missing file succeeded")
run_cli(out code play --players 9)
expect("${code} EQUAL 2" "play accepted 9 players")
run_cli(out code bench --games 8)
expect("${code} EQUAL 0" "bench failed:\n${out}")
expect("\"${out}\" MATCHES \"checksum [0-9a-f]+\"" "bench printed no checksum:\n${out}")
