#!/usr/bin/env bash
# Packs a release build of reel into OUT/reel-<version>-linux-<arch>.tar.gz: bin/reel (a symbolic link to
# lib/reel/reel), lib/reel/ with the executable and its resource bundles, and README.txt with the Debian packages it
# needs at run time. The Swift runtime and Foundation are linked statically (--static-swift-stdlib); the C libraries
# come from the system: libxxhash and libdeflate are linked, the others are opened on first use.
#   scripts/dist.sh [BUILD_DIR] [OUT]     (BUILD_DIR: .build/release, OUT: dist)
set -euo pipefail

build=${1:-.build/release}
out=${2:-dist}
if [ ! -x "$build/reel" ]; then
  echo "dist: no $build/reel: build it first (make build CONFIG=release)" >&2
  exit 1
fi
needed=$(readelf -d "$build/reel" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
if echo "$needed" | grep -Eq '^lib(swift|Foundation|dispatch|BlocksRuntime)'; then
  echo "dist: $build/reel links the Swift runtime dynamically; build with --static-swift-stdlib (make build CONFIG=release)" >&2
  echo "$needed" >&2
  exit 1
fi

version=$("$build/reel" --version)
name="reel-$version-linux-$(uname -m)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scripts/install-reel.sh "$work/$name" "$build" >/dev/null

cat >"$work/$name/README.txt" <<README
reel $version for Linux ($(uname -m))

  bin/reel            the command (a link to lib/reel/reel; run it from any directory, or put bin/ on PATH)
  lib/reel/           the executable and the resources it reads (templates, the self-test reference)

The Swift runtime and Foundation are linked into the executable. The C libraries come from the system. On Debian 12
(bookworm) or Ubuntu 22.04 and later:

  sudo apt-get install libcairo2 libfreetype6 libpng16-16 libturbojpeg0 libwebpmux3 libimagequant0 libgomp1 \\
      libcurl4 libxxhash0 libdeflate0 libstdc++6 libgcc-s1 fonts-dejavu-core fonts-inter \\
      fonts-material-design-icons-iconfont

(Debian 13 and Ubuntu 24.04 name two of them libpng16-16t64 and libcurl4t64.) libxxhash, libdeflate, libstdc++ and
libgcc are linked: reel does not start without them. The others are opened on first use, so a command that needs none of them runs without them, and
one that does says which package is missing. ffmpeg (the program) is needed only for --animation mp4/webm.
fonts-dejavu-core is the pinned font: without it, text is drawn in another font and pixels differ from goldens
(REEL_FONT_DIR points reel at a folder holding DejaVuSans.ttf). fonts-inter draws the text of a gallery's own cells
(REEL_APP_FONT_DIR points reel at a folder holding Inter-Regular.otf and its other weights), and
fonts-material-design-icons-iconfont its SF Symbols (REEL_SYMBOL_FONT_DIR: MaterialIcons-Regular.ttf).

Check this machine draws the same pixels as the machines that recorded your goldens:

  bin/reel self-test

Linked shared libraries of this build (readelf -d):
$(echo "$needed" | sed 's/^/  /')
README

mkdir -p "$out"
tar -C "$work" -czf "$out/$name.tar.gz" "$name"
echo "wrote $out/$name.tar.gz ($(du -h "$out/$name.tar.gz" | cut -f1))"
