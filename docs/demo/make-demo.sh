#!/usr/bin/env bash
# Makes docs/demo.gif (shown at the top of the README): examples/stale-naive.json and examples/stale-fixed.json at
# scale 0.5 on a smaller screen (260 × 440 pt) and 12 fps, rendered with --overlay, side by side. Needs ImageMagick for the
# side-by-side frames; `reel animate` then assembles the GIF. Run from the repository root: docs/demo/make-demo.sh
set -euo pipefail
reel="${REEL:-.build/release/reel}"
work="output/demo"
rm -rf "$work"
mkdir -p "$work/side-by-side"
"$reel" render docs/demo/naive.json --out "$work/naive" --overlay --quiet
"$reel" render docs/demo/fixed.json --out "$work/fixed" --overlay --quiet
count=$(ls "$work/naive/frames" | wc -l)
for ((i = 0; i < count; i++)); do
  name=$(printf "frame-%05d.png" "$i")
  fixed="$work/fixed/frames/$name"
  [ -f "$fixed" ] || fixed=$(ls "$work/fixed/frames" | tail -1 | sed "s|^|$work/fixed/frames/|")
  convert \
    \( "$work/naive/frames/$name" -background white -gravity north -splice 0x18 -font DejaVu-Sans-Bold -pointsize 11 \
       -fill '#d62d2d' -annotate +0+3 'naive binding' \) \
    \( "$fixed" -background white -gravity north -splice 0x18 -font DejaVu-Sans-Bold -pointsize 11 \
       -fill '#1f9d48' -annotate +0+3 'cancel-clear-verify' \) \
    -bordercolor white -border 4x0 +append -strip -define png:exclude-chunks=date,time \
    "$work/side-by-side/$name"
done
"$reel" animate "$work/side-by-side" --format gif --fps 12 --colors 64 --out docs/demo.gif
