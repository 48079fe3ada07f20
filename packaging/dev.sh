#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine:
#   packaging/dev.sh run   installs what is missing, builds, and starts the game (parley)
#   packaging/dev.sh play  the same, then an AI plays one conversation in the terminal (parley-cli play)
#   packaging/dev.sh test  installs what is missing, builds, and runs every test, the client's
#                          Qt Quick tests and its real-window smoke test (under Xvfb) included
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
build="${PARLEY_BUILD_DIR:-$root/build}"

install_deps() {
    local missing=()
    while read -r pkg; do
        [[ -z "$pkg" || "$pkg" == \#* ]] && continue
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done <"$here/build-deps.txt"
    if ((${#missing[@]})); then
        echo "Installing: ${missing[*]}"
        local sudo=""
        [[ $(id -u) -ne 0 ]] && sudo="sudo"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
}

build() {
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$build" --parallel
}

case "${1:-}" in
run)
    install_deps
    build
    shift
    if [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; then
        exec "$build/app/client/parley" "$@"
    fi
    # No display (a server, CI): start the game in a virtual one, show that it comes up, and
    # leave a picture of its first screen.
    shot="$build/parley-run.png"
    echo "No display found: starting parley under Xvfb; its first screen goes to $shot"
    exec xvfb-run -a -s "-screen 0 1280x800x24" "$build/app/client/parley" --quit-after-first-frame \
        --screenshot "$shot" "$@"
    ;;
play)
    install_deps
    build
    shift
    exec "$build/app/cli/parley-cli" play "$@"
    ;;
test)
    install_deps
    build
    cd "$build"
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)"
    ;;
*)
    echo "usage: packaging/dev.sh run|play|test [arguments...]" >&2
    exit 2
    ;;
esac
