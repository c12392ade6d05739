# reversi_windows_resource(TARGET DESCRIPTION): on Windows, gives the program the
# project's icon and a version resource (dist/windows/program.rc.in); elsewhere nothing.
function(reversi_windows_resource target description)
  if(NOT WIN32)
    return()
  endif()
  set(REVERSI_PROGRAM ${target})
  set(REVERSI_DESCRIPTION "${description}")
  set(REVERSI_ICON_FILE ${PROJECT_SOURCE_DIR}/dist/windows/reversi.ico)
  configure_file(${PROJECT_SOURCE_DIR}/dist/windows/program.rc.in ${CMAKE_CURRENT_BINARY_DIR}/${target}.rc @ONLY)
  target_sources(${target} PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/${target}.rc)
  set_property(SOURCE ${CMAKE_CURRENT_BINARY_DIR}/${target}.rc APPEND PROPERTY OBJECT_DEPENDS
               ${REVERSI_ICON_FILE})
endfunction()
