#!/usr/bin/env bash
# `make deb` and `make dist` (the release binary with the Swift runtime linked in; not the binary
# under test): the package names no Swift package, its files are where Debian puts them, no
# library of the Swift toolchain is needed, lintian has no error or warning, and the package's
# and the tarball's binaries run --version, render the sample and pass test-install with the
# toolchain out of reach (hidden by an empty mount in a private mount namespace when the
# machine allows it, else off PATH and LD_LIBRARY_PATH).
source "$(dirname "$0")/lib.sh"
repo=$(cd "$(dirname "$0")/../.." && pwd)
command -v dpkg-deb >/dev/null 2>&1 || { echo "skipped: dpkg-deb is not installed (not Debian)"; exit 0; }
command -v dpkg-shlibdeps >/dev/null 2>&1 || { echo "skipped: dpkg-shlibdeps (dpkg-dev) is not installed"; exit 0; }

out="$E2E_TMP/packages"
make -s -C "$repo" deb PACKAGE_OUT="$out" >"$E2E_TMP/deb-log" 2>&1 || e2e_fail "make deb: $(tail -20 "$E2E_TMP/deb-log")"
make -s -C "$repo" dist PACKAGE_OUT="$out" >"$E2E_TMP/dist-log" 2>&1 || e2e_fail "make dist: $(tail -20 "$E2E_TMP/dist-log")"
version=$(sed -n 's/.*static let number = "\(.*\)".*/\1/p' "$repo/Sources/tchart/BuildVersion.swift")
deb="$out/tchart_${version}_$(dpkg --print-architecture).deb"
dist="$out/tchart-$version-linux-$(uname -m).tar.gz"
[ -s "$deb" ] || e2e_fail "no $deb: $(ls "$out")"
[ -s "$dist" ] || e2e_fail "no $dist: $(ls "$out")"

# The control file: its dependencies are Debian's libraries, none of them Swift's.
dpkg-deb --info "$deb" >"$E2E_TMP/info"
grep -q '^ Package: tchart$' "$E2E_TMP/info" || e2e_fail "no Package field: $(cat "$E2E_TMP/info")"
grep -Eq '^ Depends: .*libncursesw6.*libsqlite3-0' "$E2E_TMP/info" || e2e_fail "Depends: $(grep Depends "$E2E_TMP/info")"
grep -q '^ Recommends: libcurl4, libpq5$' "$E2E_TMP/info" || e2e_fail "Recommends: $(grep Recommends "$E2E_TMP/info")"
! grep -Ei '^ (Pre-)?Depends:.*swift|^ Recommends:.*swift' "$E2E_TMP/info" || e2e_fail "a Swift package is named"

# Its files, where Debian puts them.
root="$E2E_TMP/root"
dpkg-deb -x "$deb" "$root"
files=$(cd "$root" && find . -type f | sort | tr '\n' ' ')
expected="./usr/bin/tchart ./usr/lib/tchart/libTChartTOML.so ./usr/share/bash-completion/completions/tchart \
./usr/share/doc/tchart/changelog.gz ./usr/share/doc/tchart/copyright ./usr/share/fish/vendor_completions.d/tchart.fish \
./usr/share/man/man1/tchart.1.gz ./usr/share/zsh/vendor-completions/_tchart "
[ "$files" = "$expected" ] || e2e_fail "the package's files: $files"
tar -xzf "$dist" -C "$E2E_TMP"
distroot="$E2E_TMP/tchart-$version-linux-$(uname -m)"
for file in bin/tchart lib/tchart/libTChartTOML.so share/man/man1/tchart.1 share/bash-completion/completions/tchart \
  share/zsh/site-functions/_tchart share/fish/vendor_completions.d/tchart.fish README.md; do
  [ -s "$distroot/$file" ] || e2e_fail "the tarball has no $file"
done

# No library of the toolchain is needed, nor any not on the machine.
toolchain=""
if command -v swift >/dev/null 2>&1; then
  toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
fi
for elf in "$root/usr/bin/tchart" "$root/usr/lib/tchart/libTChartTOML.so" "$distroot/bin/tchart"; do
  needs=$(ldd "$elf") || e2e_fail "ldd $elf: $needs"
  ! grep -Ei 'not found|libswift|libFoundation|_FoundationICU|libdispatch|libBlocksRuntime' <<<"$needs" ||
    e2e_fail "$elf needs a Swift library: $needs"
  [ -z "$toolchain" ] || ! grep -qF "$toolchain" <<<"$needs" || e2e_fail "$elf needs $toolchain: $needs"
done

# lintian: no error or warning (informational tags are not failures).
if command -v lintian >/dev/null 2>&1; then
  lintian --allow-root "$deb" >"$E2E_TMP/lintian" 2>&1 || true
  ! grep -E '^(E|W): ' "$E2E_TMP/lintian" || e2e_fail "lintian: $(grep -E '^(E|W): ' "$E2E_TMP/lintian")"
else
  echo "note: lintian is not installed; the package was not linted"
fi

# The binaries with the toolchain out of reach: --version, the sample, and test-install.
clean_path=$(tr ':' '\n' <<<"$PATH" | grep -v -e '^$' ${toolchain:+-e "^$toolchain"} | paste -sd:)
cat >"$E2E_TMP/without-swift.sh" <<'EOF'
set -e
[ -z "$TOOLCHAIN" ] || ! command -v swift >/dev/null 2>&1 || { echo "swift is still reachable"; exit 1; }
"$1" --version | grep -q '^tchart [0-9]' || { echo "--version: $("$1" --version 2>&1)"; exit 1; }
"$1" render --width 60 --height 16 --color never | grep -q 'Followers' || { echo "no sample frame"; exit 1; }
bash "$REPO/Tests/e2e/run.sh" "$1" test-install
EOF
hide=()
how="toolchain off PATH and LD_LIBRARY_PATH"
if [ -n "$toolchain" ] && [ -d "$toolchain" ] && unshare -m true 2>/dev/null; then
  hide=(unshare -m sh -c 'mount -t tmpfs none "$0" && exec "$@"' "$toolchain")
  how="toolchain hidden"
fi
for binary in "$root/usr/bin/tchart" "$distroot/bin/tchart"; do
  env -u LD_LIBRARY_PATH PATH="$clean_path" TOOLCHAIN="${hide:+$toolchain}" REPO="$repo" \
    "${hide[@]}" bash "$E2E_TMP/without-swift.sh" "$binary" >"$E2E_TMP/without" 2>&1 ||
    e2e_fail "$binary without the toolchain: $(cat "$E2E_TMP/without")"
  grep -q '^ok   test-install' "$E2E_TMP/without" || e2e_fail "test-install: $(cat "$E2E_TMP/without")"
done
echo "ok: $(basename "$deb") ($(du -k "$deb" | cut -f1) kB), $(basename "$dist"), $how"
