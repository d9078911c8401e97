# Compiles go through Debian's ccache when it is installed (scripts/setup installs it), native and
# Emscripten alike. Its cache is outside the clone (~/.cache/ccache), so a fresh clone on a machine
# that built before reuses what was compiled: paths are taken relative to the clone (base_dir) so
# that another clone's folder name does not miss. -DARKADIA_CCACHE=OFF compiles without it.
option(ARKADIA_CCACHE "Compile through ccache when it is installed" ON)
find_program(ARKADIA_CCACHE_PROGRAM ccache)
find_program(ARKADIA_ENV_PROGRAM env)
if(ARKADIA_CCACHE AND ARKADIA_CCACHE_PROGRAM AND ARKADIA_ENV_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  # hash_dir off: the build folder's name is not part of a debug build's key either.
  set(CMAKE_CXX_COMPILER_LAUNCHER
      "${ARKADIA_ENV_PROGRAM}" "CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}" "CCACHE_NOHASHDIR=1"
      "${ARKADIA_CCACHE_PROGRAM}")
  set(CMAKE_C_COMPILER_LAUNCHER ${CMAKE_CXX_COMPILER_LAUNCHER})
endif()
