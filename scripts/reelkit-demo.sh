#!/usr/bin/env bash
# make reelkit-demo: builds the sample package (examples/reelkit-gallery, which depends on reel by path) and renders
# each of its galleries — UIKit code run with `import ReelKit` — into output/reelkit/<name>/, then prints what each shows.
#   scripts/reelkit-demo.sh              # render once
#   scripts/reelkit-demo.sh --runs 5     # also render every gallery 5 times (workers 1 and 2 alternating) into
#                                        # /tmp and check that frames, timeline.jsonl and cells.csv never change
set -euo pipefail
cd "$(dirname "$0")/.."
runs=0
if [[ "${1:-}" == "--runs" ]]; then runs=${2:?--runs takes a number}; fi
swift build -c release --package-path examples/reelkit-gallery --product reelkit-gallery
tool=examples/reelkit-gallery/.build/release/reelkit-gallery
names="photocell naive captured-model captured-model-fixed prefetch-indexpath prefetch-stable-ids"
names+=" waterfall waterfall-made-once table days days-stale-place"

fingerprint() {
  (cd "$1" && cat frames/*.png timeline.jsonl cells.csv | sha256sum | cut -c1-16)
}

for name in $names; do
  "$tool" render "examples/reelkit-gallery/scenarios/$name.json" --out "output/reelkit/$name" --quiet >/dev/null
  python3 - "output/reelkit/$name/summary.json" "$name" <<'PY'
import json, sys
summary = json.load(open(sys.argv[1]))
cells, gallery = summary["cell_frames"], summary.get("gallery", {})
print(f"{sys.argv[2]:22} frames {summary['frames']:4}  correct {cells['correct']:5}  stale {cells['stale']:5}"
      f"  placeholder {cells['placeholder']:5}  duplicates {gallery.get('duplicate_cell_frames', 0):4}"
      f"  wrong text {gallery.get('wrong_text_cell_frames', 0):4}  user code {gallery.get('user_code', {})}"
      + (f"  views {gallery['views']}" if "views" in gallery else ""))
PY
  if (( runs > 0 )); then
    expected=$(fingerprint "output/reelkit/$name")
    for run in $(seq 1 "$runs"); do
      workers=$(( run % 2 + 1 ))
      out=$(mktemp -d)
      "$tool" render "examples/reelkit-gallery/scenarios/$name.json" --out "$out" --workers "$workers" --quiet \
        >/dev/null
      got=$(fingerprint "$out")
      rm -rf "$out"
      if [[ "$got" != "$expected" ]]; then
        echo "  run $run (--workers $workers): $got differs from $expected" >&2
        exit 1
      fi
    done
    echo "  $runs more runs (--workers 1 and 2): identical ($expected)"
  fi
done
echo "frames, timeline.jsonl, cells.csv, summary.json and manifest.json are in output/reelkit/<name>/"
