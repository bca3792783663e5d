#!/usr/bin/env bash
# make deb / make dist: tchart for machines without Swift.
#
#   bash scripts/package.sh deb  [OUT]   # OUT/tchart_VERSION_ARCH.deb
#   bash scripts/package.sh dist [OUT]   # OUT/tchart-VERSION-linux-MACHINE.tar.gz
#
# The binary and its TOML reader are built in release with the Swift runtime and Foundation
# linked in (--static-swift-stdlib for the executable, -static-stdlib for the shared library,
# whose interface is C strings only; in .build-static so the usual build is untouched), then
# stripped. What they still need is the system's: libc, ncursesw, sqlite3 (and libcurl and
# libpq, opened with dlopen when first used). The deb's Depends come from dpkg-shlibdeps.
set -euo pipefail
kind=${1:?usage: package.sh deb|dist [OUT]}
repo=$(cd "$(dirname "$0")/.." && pwd)
out=$(mkdir -p "${2:-$repo/.build-static/packages}" && cd "${2:-$repo/.build-static/packages}" && pwd)
cd "$repo"

version=$(sed -n 's/.*static let number = "\(.*\)".*/\1/p' Sources/tchart/BuildVersion.swift)
[ -n "$version" ] || { echo "package.sh: no version in Sources/tchart/BuildVersion.swift" >&2; exit 70; }
scratch="$repo/.build-static"
mkdir -p "$scratch"
log="$scratch/build.log"
swift=${SWIFT:-swift}
for product in tchart TChartTOML; do
  # Bound at load time, relocations read-only after (lintian's hardening-no-bindnow).
  "$swift" build -c release --product "$product" --static-swift-stdlib -Xswiftc -static-stdlib \
    -Xlinker -z -Xlinker now -Xlinker -z -Xlinker relro --scratch-path "$scratch" >"$log" 2>&1 || { cat "$log" >&2; exit 70; }
done
built="$scratch/release"

stage=$(mktemp -d "${TMPDIR:-/tmp}/tchart-package.XXXXXX")
trap 'rm -rf "$stage"' EXIT

# The files under a prefix, as `make install` lays them out; $2 is zsh's completion folder.
lay_out() {
  local root=$1 zsh=$2
  mkdir -p "$root/bin" "$root/lib/tchart" "$root/share/man/man1" \
    "$root/share/bash-completion/completions" "$root/$zsh" "$root/share/fish/vendor_completions.d"
  install -m 755 "$built/tchart" "$root/bin/tchart"
  install -m 644 "$built/libTChartTOML.so" "$root/lib/tchart/libTChartTOML.so"
  strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/bin/tchart" \
    "$root/lib/tchart/libTChartTOML.so"
  # Sourced, not run: no #! line (lintian's bash-completion-with-hashbang).
  "$root/bin/tchart" --generate-completion-script bash | sed '1{/^#!/d}' \
    >"$root/share/bash-completion/completions/tchart"
  "$root/bin/tchart" --generate-completion-script zsh >"$root/$zsh/_tchart"
  "$root/bin/tchart" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/tchart.fish"
  chmod 644 "$root/share/bash-completion/completions/tchart" "$root/$zsh/_tchart" \
    "$root/share/fish/vendor_completions.d/tchart.fish"
}

case "$kind" in
dist)
  name="tchart-$version-linux-$(uname -m)"
  lay_out "$stage/$name" share/zsh/site-functions
  install -m 644 docs/tchart.1 "$stage/$name/share/man/man1/tchart.1"
  install -m 644 README.md "$stage/$name/README.md"
  tar -C "$stage" --owner=0 --group=0 --sort=name -czf "$out/$name.tar.gz" "$name"
  echo "$out/$name.tar.gz"
  ;;
deb)
  arch=$(dpkg --print-architecture)
  root="$stage/root"
  lay_out "$root/usr" share/zsh/vendor-completions
  gzip -9n <docs/tchart.1 >"$root/usr/share/man/man1/tchart.1.gz"
  doc="$root/usr/share/doc/tchart"
  mkdir -p "$doc"
  install -m 644 packaging/debian/copyright "$doc/copyright"
  gzip -9n <packaging/debian/changelog >"$doc/changelog.gz"
  chmod 644 "$root/usr/share/man/man1/tchart.1.gz" "$doc/changelog.gz"
  # Depends from the ELF files' needs (dpkg-shlibdeps reads a debian/control for its name).
  mkdir -p "$stage/shlibs/debian"
  printf 'Source: tchart\n\nPackage: tchart\nArchitecture: any\n' >"$stage/shlibs/debian/control"
  depends=$(cd "$stage/shlibs" && dpkg-shlibdeps -O "$root/usr/bin/tchart" \
    "$root/usr/lib/tchart/libTChartTOML.so" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
  [ -n "$depends" ] || { echo "package.sh: dpkg-shlibdeps found no dependencies" >&2; exit 70; }
  mkdir -p "$root/DEBIAN"
  size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
  sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@DEPENDS@/$depends/" \
    -e "s/@SIZE@/$size/" packaging/debian/control >"$root/DEBIAN/control"
  (cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
  chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
  find "$root" -type d -exec chmod 755 {} +
  deb="$out/tchart_${version}_$arch.deb"
  dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
  echo "$deb"
  ;;
*)
  echo "package.sh: deb or dist, not '$kind'" >&2
  exit 64
  ;;
esac
