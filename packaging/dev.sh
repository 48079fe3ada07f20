#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine:
#   packaging/dev.sh run   installs what is missing, builds, and starts the game (parley)
#   packaging/dev.sh play  the same, then an AI plays one conversation in the terminal (parley-cli play)
#   packaging/dev.sh test  installs what is missing, builds, and runs every test, the client's
#                          Qt Quick tests and its real-window smoke test (under Xvfb) included
#   packaging/dev.sh fuzz [TARGET] [SECONDS]
#                          builds the fuzz targets (tests/fuzz) with clang and libFuzzer in
#                          build-fuzz/ and runs TARGET (content, formula, scenario, actions; all
#                          when not given) for SECONDS each (60); finds go to build-fuzz/fuzz-crashes/.
#                          PARLEY_FUZZ_JOBS=N runs N workers (default 1); PARLEY_FUZZ_SANITIZERS
#                          chooses the sanitizers (default address,undefined; long campaigns may
#                          use undefined, about twice as fast, and run their corpus under ASan
#                          afterwards: see the README's fuzzing section)
#   packaging/dev.sh check builds everything with clang, ASan and UBSan in build-asan/, runs every
#                          test there, then each fuzz target for 30 s
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
    # Clang with lld (both in build-deps.txt): its link-time and profile-guided optimized engine
    # plays about a fifth more actions a second than GCC's (engine/README.md). PARLEY_CXX=g++
    # builds with GCC.
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CXX_COMPILER="${PARLEY_CXX:-clang++}" >/dev/null
    cmake --build "$build" --parallel
}

# --- fuzzing and sanitizers ---
# For everything run from a sanitized build: stop at the first report, with a stack; leaks in
# system libraries' start-up are suppressed (packaging/lsan.supp).
export_sanitizer_env() {
    export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:check_initialization_order=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
    export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
}

# configure_sanitized DIR OPT [cmake options...]: clang, with the engine built for libFuzzer, ASan
# and UBSan (PARLEY_FUZZ), optimized with OPT (-O1, -O2), asserts on, line tables for the stacks.
configure_sanitized() {
    local dir="$1" opt="$2"
    shift 2
    local launcher=()
    command -v ccache >/dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=$opt -g1" \
        "-DCMAKE_C_FLAGS_RELWITHDEBINFO=$opt -g1" -DPARLEY_FUZZ=ON "${launcher[@]}" "$@" >/dev/null
}

# run_fuzzers DIR TARGET|all SECONDS: runs the libFuzzer targets of build DIR; returns 1 when an
# input crashed, hung, leaked or ran out of memory (each is kept and listed).
run_fuzzers() {
    local dir="$1" which="$2" seconds="$3" status=0 t f
    local targets=()
    mapfile -t targets <"$dir/tests/fuzz/targets"
    if [[ "$which" != all ]]; then
        if ! printf '%s\n' "${targets[@]}" | grep -qx -- "$which"; then
            echo "no fuzz target '$which' (there are: ${targets[*]})" >&2
            return 2
        fi
        targets=("$which")
    fi
    local stamp
    stamp="$(date +%Y%m%d-%H%M%S)"
    for t in "${targets[@]}"; do
        local exe="$dir/tests/fuzz/fuzz_$t" corpus="$dir/fuzz-corpus/$t" out="$dir/fuzz-crashes/$t/$stamp"
        local seeds=() dict=() found=()
        mapfile -t seeds <"$dir/tests/fuzz/fuzz_$t.seeds"
        [[ -f "$root/tests/fuzz/$t.dict" ]] && dict=("-dict=$root/tests/fuzz/$t.dict")
        mkdir -p "$corpus" "$out"
        echo "== fuzz_$t, ${seconds} s (its corpus grows in $corpus)"
        # One worker process (PARLEY_FUZZ_JOBS) that keeps going after a crash, a hang (10 s for one input) or running
        # out of memory, so that one run finds all it can. The seed folders are only read. Inputs
        # stay under 64 KiB (the largest seeds, such as a 20,001-item list, are cut there).
        # (A worker stuck past its own limits is stopped a minute after the time is up.)
        (cd "$out" && timeout -s INT -k 30 $((seconds + 60)) "$exe" -fork="${PARLEY_FUZZ_JOBS:-1}" -ignore_crashes=1 \
            -ignore_timeouts=1 -ignore_ooms=1 -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
            -artifact_prefix="$out/" "${dict[@]}" "$corpus" "${seeds[@]}") >"$out/fuzz.log" 2>&1 || true
        # The last progress line: "#RUNS: cov: ... corp: N ... time: Ts ...".
        grep -E "^#[0-9]+:" "$out/fuzz.log" | tail -1 | awk -v t="fuzz_$t" '{
            runs = substr($1, 2) + 0; secs = 0; corp = "?"
            for (i = 1; i < NF; i++) { if ($i == "time:") secs = $(i + 1) + 0; if ($i == "corp:") corp = $(i + 1) }
            printf "%s: %d runs in %d s (%d per second), corpus %s inputs\n", t, runs, secs, secs ? runs / secs : 0, corp
        }' || true
        mapfile -t found < <(find "$out" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' \
            -o -name 'timeout-*' -o -name 'oom-*' \) | sort)
        if ((${#found[@]} == 0)); then
            rm -rf "$out"
            continue
        fi
        status=1
        echo "fuzz_$t: ${#found[@]} input(s) crashed, hung, leaked or ran out of memory (log: $out/fuzz.log):"
        for f in "${found[@]}"; do echo "  $f"; done
        cat <<EOF
  see what happens:  $exe FILE
  make it smaller:   $exe -minimize_crash=1 -max_total_time=60 -exact_artifact_path=FILE.min FILE
  keep it:           cp FILE $root/tests/fuzz/regressions/$t/<what-it-is>
                     once the bug is fixed (ctest -L fuzz-regression runs them all), or
                     $root/tests/fuzz/pending/$t/<what-it-is> until then
EOF
    done
    return $status
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
fuzz)
    install_deps
    shift
    target="${1:-all}"
    seconds="${2:-60}"
    if [[ $# -eq 1 && "$target" =~ ^[0-9]+$ ]]; then # `fuzz 120`: every target, 120 s each
        seconds="$target"
        target=all
    fi
    fuzz_build="${PARLEY_FUZZ_BUILD_DIR:-$root/build-fuzz}"
    configure_sanitized "$fuzz_build" -O2 ${PARLEY_FUZZ_SANITIZERS:+"-DPARLEY_FUZZ_SANITIZERS=$PARLEY_FUZZ_SANITIZERS"}
    mapfile -t fuzz_targets <"$fuzz_build/tests/fuzz/targets"
    cmake --build "$fuzz_build" --parallel --target "${fuzz_targets[@]/#/fuzz_}"
    export_sanitizer_env
    run_fuzzers "$fuzz_build" "$target" "$seconds"
    ;;
check)
    install_deps
    asan_build="${PARLEY_ASAN_BUILD_DIR:-$root/build-asan}"
    san="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
    # -O1: the whole project is built, so building fast matters more than running fast.
    configure_sanitized "$asan_build" -O1 "-DCMAKE_C_FLAGS=$san" "-DCMAKE_CXX_FLAGS=$san"
    cmake --build "$asan_build" --parallel
    export_sanitizer_env
    # The sanitizers slow the engine several times over, more on a busy machine: Qt Test's
    # 5-minute limit per test function is for hangs, and the step budget already rules those out.
    export QTEST_FUNCTION_TIMEOUT="${QTEST_FUNCTION_TIMEOUT:-1200000}"
    (cd "$asan_build" && QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)")
    run_fuzzers "$asan_build" all "${PARLEY_CHECK_FUZZ_SECONDS:-30}"
    ;;
*)
    echo "usage: packaging/dev.sh run|play|test|check [arguments...]" >&2
    echo "       packaging/dev.sh fuzz [TARGET] [SECONDS]" >&2
    exit 2
    ;;
esac
