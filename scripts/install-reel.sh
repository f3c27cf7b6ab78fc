#!/usr/bin/env bash
# Installs a release build of reel under PREFIX: PREFIX/lib/reel/ holds the executable and the resource bundles it
# reads at run time (templates, the self-test reference), PREFIX/bin/reel is a symbolic link to it. reel finds its
# resources beside the executable it really is (links resolved), so it runs from any directory.
#   scripts/install-reel.sh PREFIX [BUILD_DIR]     (BUILD_DIR: .build/release)
set -euo pipefail

prefix=${1:?usage: install-reel.sh PREFIX [BUILD_DIR]}
build=${2:-.build/release}
if [ ! -x "$build/reel" ]; then
  echo "install-reel: no $build/reel: build it first (make build CONFIG=release)" >&2
  exit 1
fi

lib="$prefix/lib/reel"
mkdir -p "$lib" "$prefix/bin"
# Replace the old files whole: a copy into an existing bundle would keep files the new build dropped.
staging=$(mktemp -d "$prefix/lib/.reel-install.XXXXXX")
trap 'rm -rf "$staging"' EXIT
cp "$build/reel" "$staging/reel"
# Symbols and debug information are two fifths of the file; crash reports still name Swift functions without them.
if command -v strip >/dev/null 2>&1; then strip "$staging/reel"; fi
for bundle in "$build"/*.resources; do
  [ -d "$bundle" ] && cp -R "$bundle" "$staging/"
done
rm -rf "$lib.old"
if [ -d "$lib" ]; then mv "$lib" "$lib.old"; fi
mv "$staging" "$lib"
chmod 755 "$lib"
rm -rf "$lib.old"
ln -sfn ../lib/reel/reel "$prefix/bin/reel"
echo "installed $prefix/bin/reel ($("$prefix/bin/reel" --version))"
