# Compiler flags shared by every target, and the Emscripten specifics.

add_library(project_flags INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(project_flags INTERFACE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                                 -Wno-sign-conversion)
  # GCC 12 misreads inlined std::string and std::vector code at -O3 (GCC bugs 105329, 106199).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(project_flags INTERFACE -Wno-restrict -Wno-stringop-overread)
  endif()
  if(ARKADIA_WERROR)
    target_compile_options(project_flags INTERFACE -Werror)
  endif()
endif()

# Bits::count() is a population count, the AI's most frequent operation: x86-64 processors have
# had an instruction for it since 2008, which GCC uses only when told (else a libgcc call, a
# fifth of the search's time). wasm has its own. -DARKADIA_POPCNT=OFF for an older processor.
option(ARKADIA_POPCNT "use the x86-64 popcnt instruction natively" ON)
if(ARKADIA_POPCNT AND NOT EMSCRIPTEN AND CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  target_compile_options(project_flags INTERFACE -mpopcnt)
endif()

if(ARKADIA_SANITIZE AND NOT EMSCRIPTEN)
  # Every report is fatal (-fno-sanitize-recover). GCC leaves float-to-integer overflow, which is
  # undefined too, out of -fsanitize=undefined.
  target_compile_options(project_flags INTERFACE -fsanitize=address,undefined,float-cast-overflow
                                                 -fno-omit-frame-pointer -fno-sanitize-recover=all)
  target_link_options(project_flags INTERFACE -fsanitize=address,undefined,float-cast-overflow)
  # Optimised a little (-O1, as the sanitizers' own guides advise): the suites' searches and
  # random games run about four times faster than unoptimised (the suite: 286 s to 72 s on two
  # cores), with the same checks. GCC 12 then finds "maybe uninitialized" values inside <regex>
  # that are not; the release build keeps that warning.
  target_compile_options(project_flags INTERFACE -O1 $<$<CXX_COMPILER_ID:GNU>:-Wno-maybe-uninitialized>)
  # The tests' heaviest random sweeps play a quarter of their games here (tests/sweep_size.hpp).
  target_compile_definitions(project_flags INTERFACE ARKADIA_SANITIZED=1)
endif()

if(EMSCRIPTEN)
  # Copies of whole positions (the search copies one per iteration) as the memory.copy
  # instruction, not Emscripten 3.1.6's memcpy, which hands every copy of 512 bytes or more to
  # JavaScript: the search 11% faster under Node (docs/ai-log.md). Every browser since 2021 has it
  # (Chrome 75, Firefox 79, Safari 15), as it has WebGL2, which the page needs anyway.
  target_compile_options(project_flags INTERFACE -mbulk-memory)
  # Programs (CLI, tests) run under Node: real files through NODERAWFS, exit codes kept.
  # Node 18+ needs --no-experimental-fetch for Emscripten 3.1.6's loader.
  add_library(node_program INTERFACE)
  target_link_options(node_program INTERFACE
    -sENVIRONMENT=node -sNODERAWFS=1 -sEXIT_RUNTIME=1 -sALLOW_MEMORY_GROWTH=1)
  find_program(NODE_EXECUTABLE NAMES node nodejs REQUIRED)
  # Emscripten's toolchain file presets node with other flags; ours must win.
  set(CMAKE_CROSSCOMPILING_EMULATOR "${NODE_EXECUTABLE};--no-experimental-fetch"
      CACHE STRING "How ctest runs wasm programs" FORCE)
else()
  add_library(node_program INTERFACE)
endif()
