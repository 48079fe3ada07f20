#!/usr/bin/env bash
# The packaging test (ctest -L packaging): installs the build into a temporary prefix, builds the
# .deb with CPack, checks both file lists against what must ship, validates the desktop entry and
# the AppStream metainfo, and runs the installed `parley-cli` and `parley` (offscreen) from a
# folder outside the checkout, with a bare environment, first from the prefix and then from the
# unpacked .deb. Every run's input and output stays in one temporary folder, removed at the end.
#
# usage: check-package.sh BUILD_DIR SOURCE_DIR VERSION APP_ID QT_QML_DIR CMAKE CPACK
set -euo pipefail
build="$1" src="$2" version="$3" appid="$4" qtqml="$5" cmake="$6" cpack="$7"

work="$(mktemp -d "${TMPDIR:-/tmp}/parley-package.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
step() { echo "== $*"; }
for tool in desktop-file-validate appstreamcli dpkg-deb readelf; do
    command -v "$tool" >/dev/null || fail "$tool is missing (packaging/build-deps.txt lists its package)"
done

# --- What must ship, relative to the prefix ---
expected=(
    bin/parley
    bin/parley-cli
    "share/applications/$appid.desktop"
    "share/icons/hicolor/scalable/apps/$appid.svg"
    "share/metainfo/$appid.metainfo.xml"
    share/parley/README.md
    share/parley/replay-format.md
    share/parley/schema/parley-content.schema.json
)
for f in "$src"/resources/content/*.json; do expected+=("share/parley/content/$(basename "$f")"); done
for f in "$src"/translations/*.ts; do expected+=("share/parley/translations/$(basename "${f%.ts}").qm"); done
printf '%s\n' "${expected[@]}" | sort >"$work/expected.txt"

# compare_list WHAT FILE: FILE (sorted paths) must be exactly the expected list.
compare_list() {
    if ! diff -u "$work/expected.txt" "$2" >"$work/list.diff"; then
        echo "$1 differs from the expected list (- missing, + not expected; the list is in packaging/check-package.sh):" >&2
        tail -n +3 "$work/list.diff" | grep '^[-+]' >&2
        exit 1
    fi
}

# run_installed ROOT LABEL: runs ROOT/bin's programs from a folder outside the checkout, with
# nothing in the environment that could lead back to the build or source tree (no QML or plugin
# paths, no PARLEY_* variables), and a fresh HOME so nothing is read from or written to the user's.
run_installed() {
    local root="$1" label="$2"
    local run="$work/run-$label"
    mkdir -p "$run/home" "$run/runtime"
    chmod 700 "$run/runtime"
    local env=(env -i "PATH=/usr/bin:/bin" "HOME=$run/home" "XDG_RUNTIME_DIR=$run/runtime" "LANG=C.UTF-8"
        "QT_QPA_PLATFORM=offscreen")
    for prog in parley parley-cli; do
        [[ -x "$root/bin/$prog" ]] || fail "$label: $root/bin/$prog is not an executable"
        # A run path into the build tree would make the installed program load the build's libraries.
        if readelf -d "$root/bin/$prog" | grep -E 'R(UN)?PATH' | grep -qF -e "$build" -e "$src"; then
            fail "$label: $prog has a run path into the build or source tree: $(readelf -d "$root/bin/$prog" | grep -E 'R(UN)?PATH')"
        fi
    done
    (
        cd "$run"
        step "$label: parley-cli validates the installed content on its own"
        "${env[@]}" "$root/bin/parley-cli" validate --standalone "$root/share/parley/content" >validate.txt 2>&1 ||
            { cat validate.txt >&2; fail "$label: parley-cli validate of share/parley/content failed"; }
        step "$label: parley-cli plays one conversation"
        "${env[@]}" "$root/bin/parley-cli" play --npc sera --seed 3 >play.txt 2>&1 ||
            { cat play.txt >&2; fail "$label: parley-cli play failed"; }
        [[ $(wc -l <play.txt) -ge 5 ]] || { cat play.txt >&2; fail "$label: parley-cli play printed almost nothing"; }
        tail -n 2 play.txt
        # The start screen in English twice (the same picture: it depends on nothing random) and
        # in German and Chinese: each must differ from the English one, so the translations were
        # found and loaded.
        for shot in en en2 de zh_CN; do
            local lang="${shot%2}"
            step "$label: parley --lang $lang --screenshot $shot.png"
            "${env[@]}" "$root/bin/parley" --lang "$lang" --size 1024x640 --screenshot "$run/$shot.png" \
                >"$shot.log" 2>&1 || { cat "$shot.log" >&2; fail "$label: parley --lang $lang did not draw its screenshot"; }
            [[ "$(head -c 8 "$shot.png" | od -An -tx1 | tr -d ' \n')" == 89504e470d0a1a0a ]] ||
                fail "$label: $shot.png is not a PNG"
        done
        cmp -s en.png en2.png || fail "$label: two English screenshots of the start screen differ, so the language test below proves nothing"
        ! cmp -s en.png de.png || fail "$label: the German start screen looks exactly like the English one (translations not found)"
        ! cmp -s en.png zh_CN.png || fail "$label: the Chinese start screen looks exactly like the English one (translations not found)"
        if [[ -n "${PARLEY_PACKAGE_SHOTS:-}" ]]; then cp en.png de.png zh_CN.png "$PARLEY_PACKAGE_SHOTS/"; fi
    )
}

# --- 1. cmake --install ---
prefix="$work/prefix"
step "cmake --install $build --prefix $prefix"
"$cmake" --install "$build" --prefix "$prefix" >"$work/install.log" || { cat "$work/install.log" >&2; fail "cmake --install failed"; }
(cd "$prefix" && find . -type f -o -type l | sed 's|^\./||' | sort) >"$work/installed.txt"
compare_list "The installed file list" "$work/installed.txt"
while read -r f; do [[ -s "$prefix/$f" ]] || fail "$f is installed empty"; done <"$work/expected.txt"

# --- 2. The desktop entry, the icon and the metainfo ---
desktop="$prefix/share/applications/$appid.desktop"
metainfo="$prefix/share/metainfo/$appid.metainfo.xml"
step "desktop-file-validate $appid.desktop"
desktop-file-validate "$desktop" || fail "desktop-file-validate rejects $appid.desktop"
step "appstreamcli validate --no-net $appid.metainfo.xml"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli rejects $appid.metainfo.xml"
# The whole tree: the launchable's desktop entry must be installed beside it.
appstreamcli validate-tree --no-net "$prefix" >"$work/validate-tree.txt" 2>&1 ||
    { cat "$work/validate-tree.txt" >&2; fail "appstreamcli validate-tree rejects the installed tree"; }
grep -qx "Icon=$appid" "$desktop" || fail "the desktop entry's Icon= is not $appid"
exec_prog="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")"
[[ -x "$prefix/bin/$exec_prog" ]] || fail "the desktop entry starts '$exec_prog', which is not installed in bin/"
grep -q "<launchable type=\"desktop-id\">$appid.desktop</launchable>" "$metainfo" ||
    fail "the metainfo's launchable is not $appid.desktop"
grep -q "<id>$appid</id>" "$metainfo" || fail "the metainfo's id is not $appid"
newest="$(grep -o '<release version="[^"]*"' "$metainfo" | head -1 | cut -d'"' -f2)"
[[ "$newest" == "$version" ]] || fail "the metainfo's newest release is '$newest', the project's version $version: add a <release>"
grep -q '<svg' "$prefix/share/icons/hicolor/scalable/apps/$appid.svg" || fail "the icon is not an SVG"
# The window must name the same id to the desktop (Wayland's app id), or the menu entry and the
# window do not match up. QStringLiteral stores it as UTF-16.
python3 - "$prefix/bin/parley" "$appid" <<'EOF' || fail "bin/parley does not set its desktop file name to $appid"
import sys
data = open(sys.argv[1], "rb").read()
appid = sys.argv[2]
sys.exit(0 if appid.encode("utf-16-le") in data or appid.encode() in data else 1)
EOF

# --- 3. The installed programs, from outside the checkout ---
run_installed "$prefix" prefix

# --- 4. The .deb ---
step "cpack -G DEB"
"$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work/deb" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log" >&2; fail "cpack failed"; }
debs=("$work"/deb/*.deb)
[[ ${#debs[@]} -eq 1 && -f "${debs[0]}" ]] || fail "cpack made ${#debs[@]} .deb files, not one"
deb="${debs[0]}"
arch="$(dpkg --print-architecture)"
[[ "$(basename "$deb")" == "parley_${version}_${arch}.deb" ]] || fail "the package is $(basename "$deb"), not parley_${version}_${arch}.deb"
step "dpkg-deb -c $(basename "$deb")"
dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { print $6 }' | sed 's|^\./usr/||' | sort >"$work/deb-files.txt"
compare_list "The .deb's file list" "$work/deb-files.txt"
dpkg-deb -f "$deb" >"$work/control.txt"
cat "$work/control.txt"
field() { sed -n "s/^$1: //p" "$work/control.txt"; }
[[ "$(field Package)" == parley ]] || fail "Package is not parley"
[[ "$(field Version)" == "$version" ]] || fail "Version is not $version"
[[ "$(field Section)" == games ]] || fail "Section is not games"
[[ -n "$(field Maintainer)" ]] || fail "no Maintainer"
# CPack writes an apostrophe or an ampersand in the description as an XML entity.
! grep -qE '&(apos|amp|quot|lt|gt);' "$work/control.txt" || fail "the control file shows an XML entity (packaging/deb-description.txt)"
depends=",$(field Depends | tr -d ' '),"
for pkg in libqt6quick6 libqt6qml6 libqt6gui6 libqt6core6 qt6-qpa-plugins fonts-dejavu-core fonts-wqy-microhei; do
    [[ "$depends" =~ ,$pkg[,\(] ]] || fail "Depends lacks $pkg"
done
# Every QML module that qml/ imports must be in Depends: the package that holds its qmldir here.
imports="$(sed -n 's/^import \([A-Za-z0-9.]*\).*/\1/p' "$src"/qml/*.qml | sort -u | grep -v '^Parley')"
for module in $imports; do
    qmldir="$qtqml/${module//.//}/qmldir"
    [[ -f "$qmldir" ]] || fail "qml/ imports $module, but $qmldir is not here to tell its package"
    pkg="$(dpkg-query -S "$qmldir" | cut -d: -f1)"
    [[ "$depends" =~ ,$pkg[,\(] ]] || fail "qml/ imports $module (package $pkg), which the .deb's Depends lacks (packaging/CMakeLists.txt)"
done

# --- 5. The unpacked .deb, run as installed under /usr ---
step "dpkg-deb -x into a temporary root"
dpkg-deb -x "$deb" "$work/root"
run_installed "$work/root/usr" deb

echo "packaging: the install tree and parley_${version}_${arch}.deb hold the expected ${#expected[@]} files and run from outside the checkout"
