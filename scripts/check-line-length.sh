#!/usr/bin/env bash
# Fails when a Swift file has a line over 120 columns (swift-format cannot break string literals or comments).
set -euo pipefail
long=$(find "$@" -name '*.swift' -print0 | xargs -0 awk 'length > 120 { printf "%s:%d: %d columns\n", FILENAME, FNR, length }')
if [ -n "$long" ]; then
  echo "$long" >&2
  echo "check-line-length: lines over 120 columns (see above)" >&2
  exit 1
fi
