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

# The compile flags of each level (the levels are those of isa_handover.cpp). No fused
# multiply-add contraction: the portable build has none, and every level searches the same
# trees (the ProbCut margins are doubles). Windows guarantees 16-byte stack alignment only,
# and GCC may spill 32- and 64-byte vectors there with aligned moves (GCC bug 54412); the
# assembler makes every vector move an unaligned one, which is as fast on aligned data.
function(reversi_isa_flags level out)
  if(level STREQUAL "x86-64-v3")
    set(flags -march=x86-64-v3)
  elseif(level STREQUAL "x86-64-v4")
    set(flags -march=x86-64-v4)
  else()
    message(FATAL_ERROR "'${level}' is not a level of REVERSI_ISA or REVERSI_ISA_BUILDS: x86-64-v3 or x86-64-v4")
  endif()
  list(APPEND flags -ffp-contract=off)
  if(WIN32)
    list(APPEND flags -Wa,-muse-unaligned-vector-move)
  endif()
  set(${out} ${flags} PARENT_SCOPE)
endfunction()

# Whether this compiler can make the builds: GCC 12 or later knows the levels' names in
# __builtin_cpu_supports, and on Windows the assembler must know the unaligned moves
# (binutils 2.38 or later) or the builds would crash there.
function(reversi_can_build_isa_levels out)
  include(CheckCXXSourceCompiles)
  set(CMAKE_REQUIRED_QUIET ON)
  check_cxx_source_compiles("int main() { return __builtin_cpu_supports(\"x86-64-v4\"); }" REVERSI_HAS_CPU_LEVELS)
  set(ok ${REVERSI_HAS_CPU_LEVELS})
  if(ok AND WIN32)
    include(CheckCXXCompilerFlag)
    check_cxx_compiler_flag(-Wa,-muse-unaligned-vector-move REVERSI_HAS_UNALIGNED_VECTOR_MOVES)
    set(ok ${REVERSI_HAS_UNALIGNED_VECTOR_MOVES})
  endif()
  set(${out} ${ok} PARENT_SCOPE)
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
      reversi_can_build_isa_levels(REVERSI_ISA_HANDOVER)
      if(NOT REVERSI_ISA_HANDOVER)
        message(STATUS "No builds for newer x86-64 levels: the compiler needs GCC 12 and, for Windows, binutils 2.38")
      endif()
    endif()
    if(REVERSI_ISA_HANDOVER AND REVERSI_BUILD_APP AND CMAKE_SYSTEM_NAME STREQUAL "Linux")
      set(REVERSI_ENGINES_LIBRARY ON)
    endif()
  endif()
endif()

# After the programs' targets: one sub-build per level, one at a time (Ninja's console
# pool), run on every build of the parent (its own Ninja then rebuilds only what changed).
# A sub-build gets the parent's compiler, tools and flags; the builds of levels no longer
# listed are removed, so that nothing hands over to them.
function(reversi_add_isa_builds)
  set(levels "")
  if(REVERSI_ISA_HANDOVER)
    set(levels ${REVERSI_ISA_BUILDS})
  endif()
  file(GLOB built LIST_DIRECTORIES true ${CMAKE_BINARY_DIR}/cli/reversi-engine-x86-64-*
                                        ${CMAKE_BINARY_DIR}/lib/glibc-hwcaps/*)
  foreach(path IN LISTS built)
    get_filename_component(name ${path} NAME)
    string(REGEX MATCH "x86-64-v[0-9]+" level "${name}")
    if(NOT level IN_LIST levels)
      file(REMOVE_RECURSE ${path})
    endif()
  endforeach()
  if(NOT levels)
    return()
  endif()
  include(ExternalProject)
  set(args -DCMAKE_BUILD_TYPE=${CMAKE_BUILD_TYPE} -DREVERSI_NATIVE=OFF -DREVERSI_BUILD_APP=OFF
           -DREVERSI_BUILD_TESTS=OFF -DREVERSI_BUILD_BENCH=OFF -DREVERSI_ENGINES_LIBRARY=${REVERSI_ENGINES_LIBRARY})
  string(TOUPPER "${CMAKE_BUILD_TYPE}" config)
  foreach(variable CMAKE_TOOLCHAIN_FILE CMAKE_CXX_COMPILER CMAKE_MAKE_PROGRAM CMAKE_CXX_COMPILER_LAUNCHER
                   CMAKE_CXX_FLAGS CMAKE_CXX_FLAGS_${config} CMAKE_EXE_LINKER_FLAGS CMAKE_SHARED_LINKER_FLAGS)
    if(DEFINED ${variable})
      list(APPEND args "-D${variable}=${${variable}}")
    endif()
  endforeach()
  foreach(level IN LISTS levels)
    reversi_isa_flags(${level} flags)  # a level that is not one stops here, not in the sub-build
    set(program reversi-engine-${level}${CMAKE_EXECUTABLE_SUFFIX})
    set(targets reversi-engine)
    set(copy_library "")
    if(REVERSI_ENGINES_LIBRARY)
      set(library libreversi-engines.so)
      set(hwcaps lib/glibc-hwcaps/${level})
      list(APPEND targets reversi_engines)
      set(copy_library COMMAND ${CMAKE_COMMAND} -E copy_if_different <BINARY_DIR>/lib/${library}
                                                                         ${CMAKE_BINARY_DIR}/${hwcaps}/${library})
    endif()
    ExternalProject_Add(reversi-engine-${level}
      SOURCE_DIR ${PROJECT_SOURCE_DIR}
      BINARY_DIR ${CMAKE_BINARY_DIR}/isa-${level}
      PREFIX ${CMAKE_BINARY_DIR}/isa-${level}/external
      CMAKE_ARGS ${args} -DREVERSI_ISA=${level}
      BUILD_COMMAND ${CMAKE_COMMAND} --build <BINARY_DIR> --target ${targets}
      INSTALL_COMMAND ${CMAKE_COMMAND} -E copy_if_different <BINARY_DIR>/cli/reversi-engine${CMAKE_EXECUTABLE_SUFFIX}
                      ${CMAKE_BINARY_DIR}/cli/${program}
                      ${copy_library}
      BUILD_ALWAYS ON
      USES_TERMINAL_CONFIGURE ON
      USES_TERMINAL_BUILD ON
      USES_TERMINAL_INSTALL ON)
    add_dependencies(reversi-engine reversi-engine-${level})
    reversi_install_stripped(PROGRAMS ${CMAKE_BINARY_DIR}/cli/${program} bin)
    if(REVERSI_ENGINES_LIBRARY)
      add_dependencies(reversi_engines reversi-engine-${level})
      reversi_install_stripped(FILES ${CMAKE_BINARY_DIR}/${hwcaps}/${library} lib/reversi/glibc-hwcaps/${level})
    endif()
  endforeach()
endfunction()

# reversi_install_stripped(PROGRAMS|FILES FILE DESTINATION): installs a program or a
# library that is not a target of this build, stripped when the targets are (cmake
# --install --strip, CPack's CPACK_STRIP_FILES).
function(reversi_install_stripped kind file destination)
  install(${kind} ${file} DESTINATION ${destination})
  if(CMAKE_STRIP)
    get_filename_component(name ${file} NAME)
    install(CODE "if(CMAKE_INSTALL_DO_STRIP)
      execute_process(COMMAND \"${CMAKE_STRIP}\" \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${destination}/${name}\")
    endif()")
  endif()
endfunction()
