# Third-party code comes from Debian's packages only (never vendored):
#   nlohmann-json3-dev -> /usr/include/nlohmann    googletest -> /usr/src/googletest

# nlohmann-json is header-only. Under Emscripten the host's /usr/include must not be on the
# include path (its libc headers would shadow Emscripten's), so only the nlohmann folder is
# exposed, through a symlink in the build tree.
find_path(ARKADIA_NLOHMANN_DIR nlohmann/json.hpp PATHS /usr/include NO_CMAKE_FIND_ROOT_PATH
          NO_DEFAULT_PATH)
if(NOT ARKADIA_NLOHMANN_DIR)
  message(FATAL_ERROR "nlohmann/json.hpp not found: install Debian's nlohmann-json3-dev (scripts/setup)")
endif()
set(_json_include "${CMAKE_BINARY_DIR}/deps-include")
file(MAKE_DIRECTORY "${_json_include}")
if(NOT EXISTS "${_json_include}/nlohmann")
  file(CREATE_LINK "${ARKADIA_NLOHMANN_DIR}/nlohmann" "${_json_include}/nlohmann" SYMBOLIC)
endif()
add_library(json_headers INTERFACE)
target_include_directories(json_headers SYSTEM INTERFACE "${_json_include}")
# The engine is built without exceptions in wasm; the code checks types before reading instead.
target_compile_definitions(json_headers INTERFACE JSON_NOEXCEPTION)

if(ARKADIA_TESTS)
  set(ARKADIA_GTEST_SOURCE /usr/src/googletest CACHE PATH "GoogleTest sources (Debian googletest)")
  if(NOT EXISTS "${ARKADIA_GTEST_SOURCE}/CMakeLists.txt")
    message(FATAL_ERROR "GoogleTest sources not found at ${ARKADIA_GTEST_SOURCE}: install Debian's googletest")
  endif()
  set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
  set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
  if(EMSCRIPTEN)
    set(gtest_disable_pthreads ON CACHE BOOL "" FORCE)
  endif()
  add_subdirectory("${ARKADIA_GTEST_SOURCE}" "${CMAKE_BINARY_DIR}/googletest" EXCLUDE_FROM_ALL SYSTEM)
endif()
