# What the code is compiled for, and the engine's builds for newer x86-64 levels.
#
# REVERSI_NATIVE (the default) compiles for the building machine. Packages are built with
# -DREVERSI_NATIVE=OFF and run on any x86-64 processor, where they search at about half the
# native speed (bench_search_nodes --depth 18 --mpc on a Zen 4: 7.8 s portable, 4.6 s for
# x86-64-v3, 4.3 s for x86-64-v4, 4.2 s native). So a portable build on x86-64 with GCC also
# builds reversi-engine for each level of REVERSI_ISA_BUILDS, in a sub-build of this
# project (isa-LEVEL/ in the build folder) with -DREVERSI_ISA=LEVEL, and puts it beside
# the portable program as reversi-engine-LEVEL; the portable program hands over to the
# newest one the processor runs (cli/common/isa_handover.cpp). On Linux the app links its
# engines as a shared library (REVERSI_ENGINES_LIBRARY, engine/CMakeLists.txt), which the
# sub-builds make too; it goes to lib/glibc-hwcaps/LEVEL/, where the dynamic loader (glibc
# 2.33 and later) picks the newest one the processor runs. docs/windows.md tells more.
set(REVERSI_ISA "" CACHE STRING "The x86-64 level of an engine sub-build (set by cmake/isa_builds.cmake)")
set(REVERSI_ISA_BUILDS "x86-64-v3;x86-64-v4" CACHE STRING
    "Levels for which a portable x86-64 GCC build also builds reversi-engine (empty: none)")

# The compile flags of each level. Windows guarantees 16-byte stack alignment only, and
# GCC may spill 32- and 64-byte vectors there with aligned moves (GCC bug 54412); the
# assembler makes every vector move an unaligned one, which is as fast on aligned data.
function(reversi_isa_flags level out)
  if(level STREQUAL "x86-64-v3")
    set(flags -march=x86-64-v3)
  elseif(level STREQUAL "x86-64-v4")
    set(flags -march=x86-64-v4)
  else()
    message(FATAL_ERROR "REVERSI_ISA '${level}' is not a level: x86-64-v3 or x86-64-v4")
  endif()
  if(WIN32)
    list(APPEND flags -Wa,-muse-unaligned-vector-move)
  endif()
  set(${out} ${flags} PARENT_SCOPE)
endfunction()

set(REVERSI_ISA_HANDOVER OFF)
if(NOT REVERSI_ISA)
  set(REVERSI_ENGINES_LIBRARY OFF)  # a sub-build is told by its parent
endif()
if(REVERSI_NATIVE)
  add_compile_options(-march=native)
  set(REVERSI_CODE_TARGET native)
elseif(REVERSI_ISA)
  reversi_isa_flags(${REVERSI_ISA} flags)
  add_compile_options(${flags})
  set(REVERSI_CODE_TARGET ${REVERSI_ISA})
else()
  set(REVERSI_CODE_TARGET portable)
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64)$")
    set(REVERSI_CODE_TARGET x86-64)
    if(REVERSI_ISA_BUILDS AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND REVERSI_SANITIZE STREQUAL "")
      set(REVERSI_ISA_HANDOVER ON)
      if(REVERSI_BUILD_APP AND CMAKE_SYSTEM_NAME STREQUAL "Linux")
        set(REVERSI_ENGINES_LIBRARY ON)
      endif()
    endif()
  endif()
endif()

# After the programs' targets: one sub-build per level, one at a time (Ninja's console
# pool), run on every build of the parent (its own Ninja then rebuilds only what changed).
function(reversi_add_isa_builds)
  if(NOT REVERSI_ISA_HANDOVER)
    return()
  endif()
  include(ExternalProject)
  set(args -DCMAKE_BUILD_TYPE=${CMAKE_BUILD_TYPE} -DREVERSI_NATIVE=OFF -DREVERSI_BUILD_APP=OFF
           -DREVERSI_BUILD_TESTS=OFF -DREVERSI_BUILD_BENCH=OFF -DREVERSI_ENGINES_LIBRARY=${REVERSI_ENGINES_LIBRARY}
           "-DCMAKE_CXX_FLAGS=${CMAKE_CXX_FLAGS}")
  if(CMAKE_TOOLCHAIN_FILE)
    list(APPEND args -DCMAKE_TOOLCHAIN_FILE=${CMAKE_TOOLCHAIN_FILE})
  endif()
  foreach(level IN LISTS REVERSI_ISA_BUILDS)
    set(program reversi-engine-${level}${CMAKE_EXECUTABLE_SUFFIX})
    set(targets reversi-engine)
    set(copy_library "")
    if(REVERSI_ENGINES_LIBRARY)
      set(library libreversi-engines.so)
      set(hwcaps lib/glibc-hwcaps/${level})
      list(APPEND targets reversi_engines)
      set(copy_library COMMAND ${CMAKE_COMMAND} -E copy <BINARY_DIR>/lib/${library} ${CMAKE_BINARY_DIR}/${hwcaps}/${library})
    endif()
    ExternalProject_Add(reversi-engine-${level}
      SOURCE_DIR ${PROJECT_SOURCE_DIR}
      BINARY_DIR ${CMAKE_BINARY_DIR}/isa-${level}
      PREFIX ${CMAKE_BINARY_DIR}/isa-${level}/external
      CMAKE_ARGS ${args} -DREVERSI_ISA=${level}
      BUILD_COMMAND ${CMAKE_COMMAND} --build <BINARY_DIR> --target ${targets}
      INSTALL_COMMAND ${CMAKE_COMMAND} -E copy <BINARY_DIR>/cli/reversi-engine${CMAKE_EXECUTABLE_SUFFIX}
                      ${CMAKE_BINARY_DIR}/cli/${program}
                      ${copy_library}
      BUILD_ALWAYS ON
      USES_TERMINAL_CONFIGURE ON
      USES_TERMINAL_BUILD ON
      USES_TERMINAL_INSTALL ON)
    add_dependencies(reversi-engine reversi-engine-${level})
    reversi_install_stripped(${CMAKE_BINARY_DIR}/cli/${program} bin)
    if(REVERSI_ENGINES_LIBRARY)
      add_dependencies(reversi_engines reversi-engine-${level})
      reversi_install_stripped(${CMAKE_BINARY_DIR}/${hwcaps}/${library} lib/reversi/glibc-hwcaps/${level})
    endif()
  endforeach()
endfunction()

# reversi_install_stripped(FILE DESTINATION): installs a program or library that is not a
# target of this build, stripped as CPack strips those that are.
function(reversi_install_stripped file destination)
  install(PROGRAMS ${file} DESTINATION ${destination})
  if(CMAKE_STRIP)
    get_filename_component(name ${file} NAME)
    install(CODE "execute_process(COMMAND \"${CMAKE_STRIP}\" \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${destination}/${name}\")")
  endif()
endfunction()
