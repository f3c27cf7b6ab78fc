#!/usr/bin/env bash
# Runs `swift test` with the given options, streaming its output as usual, and when it fails repeats every failing
# test's recorded issues at the very end, so that the last lines of a CI log say which test failed and why (a CI
# system that keeps only the tail would otherwise show just the final count).
#   scripts/run-tests.sh [swift test options…]        # TEST_LOG=FILE keeps the output there (default below)
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
log=${TEST_LOG:-.build/test-output.log}
"${SWIFT:-swift}" test "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo
  echo "=== swift test failed (exit $status); the failing tests and what they recorded:"
  # Swift Testing marks failures with ✘ and XCTest with "error:"; a crash ends the output early instead.
  grep -a -E '✘|: error: |Fatal error|exited with (signal|unexpected signal)' "$log" | tail -60
  echo "=== (the whole output is in $log)"
fi
exit "$status"
