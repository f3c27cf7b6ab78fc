#!/usr/bin/env bash
# Runs the root package's tests as four `swift test` processes at once, each running its share one test at a time,
# then prints each share's result and, when one failed, what its failing tests recorded (scripts/run-tests.sh).
#   scripts/run-test-shards.sh [swift test options…]     # e.g. --skip-build
#
# Why processes, not Swift Testing's own parallelism: the end-to-end tests render on threads of their own, start
# servers and time real transfers and idle timeouts. Run all at once in one process, dozens of renders oversubscribe
# two cores, and tests that block the cooperative pool starve the ones waiting on it for minutes (an idle timeout of
# seconds measured as 116 s). Four processes keep two cores busy with a bounded load, and every test still runs alone
# in its process, as it does in `swift test --no-parallel`.
#
# The shares split by target and suite name so that each takes about a quarter of the time (the sums of one serial
# run): ReelTests suites A–G, ReelTests suites H–R, ReelKitTests, and everything else. The last one's skip is the
# other three's filters, so every test is in exactly one share.
set -uo pipefail
set -f  # the selections are regular expressions, not file patterns
cd "$(dirname "$0")/.."
mkdir -p .build
names=(reel-a-g reel-h-r reelkit others)
selections=(
  "--filter ReelTests\.[A-G]" "--filter ReelTests\.[H-R]" "--filter ReelKitTests\."
  "--skip ReelTests\.[A-R]|ReelKitTests\."
)
pids=()
started=$(date +%s)
for i in "${!names[@]}"; do
  # shellcheck disable=SC2086  # a selection is an option and its value
  # --ignore-lock: SwiftPM locks the build folder for the whole `swift test`, which would run the shares one after
  # another; with --skip-build they only read it.
  TEST_LOG=".build/test-output-${names[$i]}.log" scripts/run-tests.sh "$@" --ignore-lock --no-parallel \
    ${selections[$i]} \
    >".build/test-shard-${names[$i]}.log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!names[@]}"; do
  wait "${pids[$i]}"
  code=$?
  log=".build/test-shard-${names[$i]}.log"
  echo "=== ${names[$i]} (${selections[$i]}): exit $code after $(($(date +%s) - started)) s; its output: $log"
  grep -a -E '^(✔|✘) Test run with|Executed [0-9]+ tests?' "$log" | tail -2
  if [ "$code" -ne 0 ]; then
    status=$code
    sed -n '/=== swift test failed/,$p' "$log"
  fi
done
exit "$status"
