#!/usr/bin/env bash
# Renders every scenario in examples/ with a reel binary and prints one hash line per output file, so a
# refactor can prove it keeps frames and logs byte-identical:
#   scripts/example-hashes.sh .build/release/reel /tmp/before > before.txt   # on the old commit
#   scripts/example-hashes.sh .build/release/reel /tmp/after  > after.txt    # on the new one
#   diff before.txt after.txt
# summary.json's "run" block (wall time, frames/s, workers) is the one part that is not deterministic; it is
# left out of the summary's hash.
set -euo pipefail
reel=${1:?usage: example-hashes.sh REEL_BINARY OUT_DIR [EXTRA_RENDER_OPTION...]}
out=${2:?usage: example-hashes.sh REEL_BINARY OUT_DIR [EXTRA_RENDER_OPTION...]}
shift 2
cd "$(dirname "$0")/.."
for scenario in examples/*.json; do
  name=$(basename "$scenario" .json)
  "$reel" render "$scenario" --out "$out/$name" --quiet "$@" >/dev/null
  (
    cd "$out/$name"
    for file in timeline.jsonl cells.csv; do
      echo "$name/$file $(sha256sum < "$file" | cut -c1-16)"
    done
    echo "$name/summary.json $(grep -v '"run":' summary.json | sha256sum | cut -c1-16)"
    echo "$name/frames $(cat frames/*.png | sha256sum | cut -c1-16) $(ls frames | wc -l)"
    # The decoded pixels of every frame, as the manifest records them: equal even when the PNG encoder changes.
    echo "$name/pixels $(grep -o '"pixels":"[0-9a-f]*"' manifest.json | sha256sum | cut -c1-16)"
  )
done
