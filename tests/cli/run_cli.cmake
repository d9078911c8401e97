# What every game's CLI test (tests/GAME/cli_test.cmake) runs the CLI with. -DCLI=program
# -DEMULATOR=runner (a list, empty natively) -DWORK=scratch dir (made here).
file(MAKE_DIRECTORY "${WORK}")

# Runs the CLI; sets OUT (stdout + stderr) and CODE. A sanitizer report fails the test even
# where a non-zero exit is expected (a rejected record exits 1, and so does a sanitizer).
function(run_cli)
  execute_process(COMMAND ${EMULATOR} "${CLI}" ${ARGN} OUTPUT_VARIABLE out ERROR_VARIABLE err
                  RESULT_VARIABLE code)
  set(OUT "${out}${err}" PARENT_SCOPE)
  set(CODE "${code}" PARENT_SCOPE)
  if("${out}${err}" MATCHES "ERROR: [A-Za-z]+Sanitizer|runtime error: ")
    set(OUT "${out}${err}")
    fail("bg-cli ${ARGN}: a sanitizer reported an error")
  endif()
endfunction()

function(fail what)
  message(FATAL_ERROR "${what}\n--- output ---\n${OUT}")
endfunction()
