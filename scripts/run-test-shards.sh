#!/usr/bin/env bash
# Runs the root package's tests as four test processes at once, each running its share of the suites one test at a
# time, then prints each share's result and, when one failed, what its failing tests recorded (scripts/run-tests.sh).
#   scripts/run-test-shards.sh [swift build options…]    # after `swift build --build-tests` with the same options
#   TEST_SHARDS=N          the number of shares (default 4)
#   TEST_TIMES=record      also rewrite scripts/test-times.tsv from this run's suite times
#
# Why processes, not Swift Testing's own parallelism: the end-to-end tests render on threads of their own, start
# servers and time real transfers and idle timeouts. Run all at once in one process, dozens of renders oversubscribe
# two cores, and tests that block the cooperative pool starve the ones waiting on it for minutes (an idle timeout of
# seconds measured as 116 s). Four processes keep two cores busy with a bounded load, and every test still runs alone
# in its process, as it does in `swift test --no-parallel`.
#
# The shares are made from the suites the test program lists, by the time each took when last measured
# (scripts/test-times.tsv; scripts/test-shards.py places the longest first, each into the share with the least time
# so far; a new suite counts as the median until measured), so every suite is in exactly one share and the shares
# take about the same time. The first share also runs XCTest's tests.
set -uo pipefail
set -f  # the selections are regular expressions, not file patterns
cd "$(dirname "$0")/.."
mkdir -p .build
# The test program is run directly: `swift test` holds the build folder's lock and its build database for its whole
# run, so a second one would wait for the first.
tests="$("${SWIFT:-swift}" build --show-bin-path "$@" | tail -1)/reelPackageTests.xctest"
# On macOS the test program is a bundle that only `swift test` (xctest) runs: there the suites run in one process.
if [ ! -f "$tests" ] || [ ! -x "$tests" ]; then
  exec scripts/run-tests.sh --skip-build --no-parallel "$@"
fi
suites=.build/test-suites.txt
"$tests" --testing-library swift-testing --list-tests 2>/dev/null | sed -e 's#/.*##' | sort -u >"$suites"
if [ ! -s "$suites" ]; then
  echo "run-test-shards: $tests lists no tests" >&2
  exit 1
fi
estimates=()
selections=()
while IFS=$'\t' read -r seconds pattern; do
  estimates+=("$seconds")
  selections+=("$pattern")
done < <(scripts/test-shards.py assign "${TEST_SHARDS:-4}" <"$suites")
if [ "${#selections[@]}" -eq 0 ]; then
  echo "run-test-shards: scripts/test-shards.py made no shares" >&2
  exit 1
fi
pids=()
started=$(date +%s)
for i in "${!selections[@]}"; do
  share=".build/test-shard-$((i + 1))"
  run=("$tests" --testing-library swift-testing --no-parallel --xunit-output "$share.xml" --filter "${selections[$i]}")
  if [ "$i" -eq 0 ]; then
    # XCTest's tests: the same program without --testing-library runs them (and no Swift Testing test).
    (
      "${run[@]}"
      first=$?
      "$tests"
      second=$?
      exit $((first != 0 ? first : second))
    ) >"$share.log" 2>&1 &
  else
    "${run[@]}" >"$share.log" 2>&1 &
  fi
  pids+=($!)
done
status=0
logs=()
for i in "${!selections[@]}"; do
  wait "${pids[$i]}"
  code=$?
  log=".build/test-shard-$((i + 1)).log"
  logs+=("$log" ".build/test-shard-$((i + 1)).xml")
  count=$(tr -cd "|" <<<"${selections[$i]}" | wc -c)
  echo "=== share $((i + 1)) ($count suites, ${estimates[$i]} s measured): exit $code," \
    "$(($(date +%s) - started)) s after the start; output in $log"
  grep -a -E '(✔|✘|━) Test run with|with [0-9]+ failures? \(' "$log" | sort -u
  if [ "$code" -ne 0 ]; then
    status=$code
    # Swift Testing marks failures with ✘ and XCTest with "error:"; a crash ends the output early instead.
    grep -a -E '✘|: error: |Fatal error|exited with (signal|unexpected signal)' "$log" | tail -60
  fi
done
if [ "${TEST_TIMES:-}" = record ]; then
  scripts/test-shards.py record "$suites" "${logs[@]}" && echo "=== scripts/test-times.tsv rewritten from this run"
fi
exit "$status"
