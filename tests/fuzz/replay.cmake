# Included by tests/CMakeLists.txt in every build: each fuzz target, linked with a
# small replay main instead of libFuzzer, runs its seed corpus as a CTest test.
include(${CMAKE_CURRENT_LIST_DIR}/targets.cmake)
foreach(target IN LISTS REVERSI_FUZZ_TARGETS)
  add_executable(fuzz_replay_${target} ${CMAKE_CURRENT_LIST_DIR}/fuzz_${target}.cpp ${CMAKE_CURRENT_LIST_DIR}/replay_main.cpp)
  target_link_libraries(fuzz_replay_${target} PRIVATE ${REVERSI_FUZZ_LIBRARIES})
  add_test(NAME fuzz_replay_${target} COMMAND fuzz_replay_${target} ${CMAKE_CURRENT_LIST_DIR}/corpus/${target})
endforeach()
