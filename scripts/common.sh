# Shared by the scripts: install what is missing, configure, build.
# Sourced, not run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# What the engine alone needs to build and the training's scripts to run (build-book,
# build-engine-at, train-pipeline, train-weights): no Qt.
ENGINE_PACKAGES=(
  g++ cmake ninja-build
  time  # /usr/bin/time: the training pipeline's figures of time and memory
)
# Debian 12 packages the build and the tests need.
PACKAGES=(
  "${ENGINE_PACKAGES[@]}" pkg-config
  qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-window qml6-module-qtquick-templates qml6-module-qt-labs-folderlistmodel
  qml6-module-qtquick-shapes qml6-module-qtqml-workerscript qml6-module-qttest
  qml6-module-qtqml qml6-module-qtqml-models qt6-qpa-plugins libgl-dev fonts-noto-cjk
  qt6-translations-l10n locales
  dpkg-dev file  # cpack's .deb: dpkg-shlibdeps, and file to find the programs
  clang libclang-rt-14-dev  # scripts/test's fuzzing (libFuzzer; its runtime is only recommended by clang)
)
# What `scripts/test --windows` adds: the MinGW-w64 cross compiler and Wine to run its
# programs.
WINDOWS_PACKAGES=(g++-mingw-w64-x86-64 wine wine64)
# A locale with a decimal comma: the tests read and write numbers under it.
TEST_LOCALE=de_DE.UTF-8

# install_missing PACKAGE...: those of the packages given that are not installed yet.
install_missing() {
  local missing=() sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    # (Through env: sudo would drop the variable from the environment.)
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

# install_missing_packages [MORE PACKAGES...]: PACKAGES and those given, and the tests' locale.
install_missing_packages() {
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  install_missing "${PACKAGES[@]}" "$@"
  if ! locale -a | grep -qix "${TEST_LOCALE/UTF-8/utf8}"; then
    echo "Generating the locale $TEST_LOCALE"
    "${sudo[@]}" localedef -i "${TEST_LOCALE%%.*}" -f UTF-8 "$TEST_LOCALE"
  fi
}

# build_tree DIR [CMAKE ARGS...]: configure once, then build incrementally.
build_tree() {
  local dir="$1"; shift
  if [ ! -f "$dir/build.ninja" ]; then
    cmake -S "$ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@"
  fi
  cmake --build "$dir" --parallel "$(nproc)"
}
