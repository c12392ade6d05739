# Linux packages of the app and both engines (cpack in the build folder):
#   cpack -G DEB   reversi_VERSION_ARCH.deb: installs under /usr (CPack's default for it),
#                  the engines on the PATH
#   cpack -G TGZ   reversi-VERSION-Linux.tar.gz: the same tree (bin/, share/) to unpack anywhere
# Build release packages with -DREVERSI_NATIVE=OFF: -march=native code needs the
# building machine's processor. tests/test_package.sh installs the .deb into a scratch
# folder and runs it; tests/test_package_contents.sh checks its files and dependencies.
set(CPACK_PACKAGE_NAME reversi)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Reversi")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Reversi (Othello) to play and analyse, with Reversi and NoGo engines")
set(CPACK_PACKAGE_DESCRIPTION "A touch-friendly Qt Quick app to play Reversi against the engine or a friend \
and to study games (analysis, move grades, board editor), with the command-line engines reversi-engine \
(NBoard, Botzone, perft, exact endgame solver) and nogo-engine (NoGo 9x9: GTP, Botzone).")
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Reversi developers <reversi@localhost>")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
# The linked libraries (Qt, libstdc++, libc) are found by dpkg-shlibdeps. What Qt loads
# at run time is named here: the QML modules the app imports (qml/), the SVG image
# plugin that draws the icons (libqt6svg6) and the platform plugins (in libqt6gui6).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The app's own engines library (a portable build, cmake/isa_builds.cmake) is in the package.
if(REVERSI_ENGINES_LIBRARY)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${CMAKE_BINARY_DIR}/lib)
endif()
set(REVERSI_RUNTIME_PACKAGES
  libqt6svg6
  qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-templates qml6-module-qtquick-window qml6-module-qt-labs-folderlistmodel
  qml6-module-qtquick-shapes
)
list(JOIN REVERSI_RUNTIME_PACKAGES ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
# Chinese text and Qt's own translated dialogs: wanted, not needed.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")

include(CPack)
