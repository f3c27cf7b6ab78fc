#!/usr/bin/env bash
# Runs the fuzz tests (those tagged `fuzz`, in ReelFuzzTests) with many cases and prints what `make fuzz` promises:
# cases run, failures and crashes, and the time. A crash ends the test process; the case it was running is read from
# the progress file.
#   scripts/fuzz.sh SEED CASES [swift test options…]
set -uo pipefail
seed=${1:?usage: fuzz.sh SEED CASES}
cases=${2:?usage: fuzz.sh SEED CASES}
shift 2
cd "$(dirname "$0")/.."
progress=$(mktemp)
log=$(mktemp)
trap 'rm -f "$progress" "$log"' EXIT
start=$(date +%s.%N)
# The tests tagged `fuzz` (scripts/tagged-tests.py names them: this toolchain's `swift test` cannot select by tag).
selection=$(scripts/tagged-tests.py --only fuzz "$@") || exit 1
mapfile -t selection <<<"$selection"
REEL_FUZZ_SEED=$seed REEL_FUZZ_CASES=$cases REEL_FUZZ_PROGRESS=$progress \
  swift test --skip-build --no-parallel --disable-xctest "${selection[@]}" "$@" >"$log" 2>&1
status=$?
end=$(date +%s.%N)
grep -E '^(fuzz |  )' "$log" || true
run=$(grep -E '^fuzz [a-z]+: [0-9]+ cases' "$log" | awk '{ s += $3 } END { print s + 0 }')
failures=$(grep -E '^fuzz [a-z]+: [0-9]+ cases' "$log" | awk '{ s += $5 } END { print s + 0 }')
crashes=0
if grep -qE 'exited with (signal|unexpected signal)|Fatal error|Illegal instruction|Segmentation fault' "$log" \
  || [ "$status" -gt 128 ]; then
  crashes=1
  echo "crash while running: $(cat "$progress")"
  tail -20 "$log"
fi
printf 'make fuzz: seed %s, %s cases run, %s failures, %s crashes, %.0f s\n' \
  "$seed" "$run" "$failures" "$crashes" "$(awk "BEGIN { print $end - $start }")"
if [ "$status" -ne 0 ] && [ "$crashes" -eq 0 ] && [ "$failures" -eq 0 ]; then tail -30 "$log"; fi
[ "$status" -eq 0 ] && [ "$crashes" -eq 0 ]
