#!/usr/bin/env bash
# Runs the root package's tests as four test processes at once, each running its share one test at a time,
# then prints each share's result and, when one failed, what its failing tests recorded (scripts/run-tests.sh).
#   scripts/run-test-shards.sh [swift build options…]    # after `swift build --build-tests` with the same options
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
swift="${SWIFT:-swift}"
# The first three shares hold Swift Testing suites only and run the test program directly: `swift test` holds the
# build folder's lock and its build database for its whole run, so a second one waits for the first. The last share
# (with XCTest's tests) goes through `swift test`, which runs both libraries.
tests="$("$swift" build --show-bin-path "$@" | tail -1)/reelPackageTests.xctest"
# On macOS the test program is a bundle that only `swift test` (xctest) runs: there the suites run in one process.
if [ ! -f "$tests" ] || [ ! -x "$tests" ]; then
  exec scripts/run-tests.sh --skip-build --no-parallel "$@"
fi
names=(reel-a-g reel-h-r reelkit others)
selections=(
  "--filter ReelTests\.[A-G]" "--filter ReelTests\.[H-R]" "--filter ReelKitTests\."
  "--skip ReelTests\.[A-R]|ReelKitTests\."
)
pids=()
started=$(date +%s)
for i in "${!names[@]}"; do
  log=".build/test-shard-${names[$i]}.log"
  # shellcheck disable=SC2086  # a selection is an option and its value
  if [ "$i" -lt 3 ]; then
    "$tests" --testing-library swift-testing --no-parallel ${selections[$i]} >"$log" 2>&1 &
  else
    "$swift" test --skip-build "$@" --no-parallel ${selections[$i]} >"$log" 2>&1 &
  fi
  pids+=($!)
done
status=0
for i in "${!names[@]}"; do
  wait "${pids[$i]}"
  code=$?
  log=".build/test-shard-${names[$i]}.log"
  echo "=== ${names[$i]} (${selections[$i]}): exit $code, $(($(date +%s) - started)) s after the start; output in $log"
  grep -a -E '(✔|✘|━) Test run with|with [0-9]+ failures? \(' "$log" | sort -u
  if [ "$code" -ne 0 ]; then
    status=$code
    # Swift Testing marks failures with ✘ and XCTest with "error:"; a crash ends the output early instead.
    grep -a -E '✘|: error: |Fatal error|exited with (signal|unexpected signal)' "$log" | tail -60
  fi
done
exit "$status"
