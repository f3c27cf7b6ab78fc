#!/usr/bin/env bash
# Makes docs/demo.gif (shown at the top of the README): docs/demo/demo.json (examples/stale-naive.json's scroll and
# network at one pixel per point and 30 fps) run with the naive binding and with cancel-clear-verify side by side,
# with --overlay (red outline: stale image, green: correct, grey: placeholder), written by `reel compare --animate`
# 640 px wide at 8 fps with a 32-colour palette, within a 3 MB budget. Run from the repository root after
# `swift build -c release`: docs/demo/make-demo.sh
set -euo pipefail
reel="${REEL:-.build/release/reel}"
"$reel" compare docs/demo/demo.json --strategies naive,cancel-clear-verify --overlay --out output/demo \
  --animate docs/demo.gif --width 640 --fps 8 --colors 32 --max-size 3MB
