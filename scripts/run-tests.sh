#!/usr/bin/env bash
# Runs `swift test` with the given options, streaming its output as usual, and when it fails repeats every failing
# test's recorded issues at the very end, so that the last lines of a CI log say which test failed and why (a CI
# system that keeps only the tail would otherwise show just the final count).
#   scripts/run-tests.sh [--only-tags TAG,…] [--skip-tags TAG,…] [swift test options…]
#                                                     # TEST_LOG=FILE keeps the output there (default below)
# `--only-tags` runs only the tests with one of the Swift Testing tags (Tests/ReelTestSupport/Tags.swift), and
# `--skip-tags` leaves out those with one; scripts/tagged-tests.py turns them into `--filter` and `--skip` patterns
# (this toolchain's `swift test` cannot select by tag itself). Both need the tests built (`--skip-build`).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build
log=${TEST_LOG:-.build/test-output.log}
tags=()
options=()
while [ "$#" -gt 0 ]; do
  case "$1" in
    --only-tags) tags+=(--only "$2"); shift 2 ;;
    --skip-tags) tags+=(--skip "$2"); shift 2 ;;
    *) options+=("$1"); shift ;;
  esac
done
selection=()
if [ "${#tags[@]}" -gt 0 ]; then
  listed=$(scripts/tagged-tests.py "${tags[@]}" "${options[@]}") || exit 1
  if [ -n "$listed" ]; then mapfile -t selection <<<"$listed"; fi
fi
"${SWIFT:-swift}" test "${options[@]}" "${selection[@]}" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo
  echo "=== swift test failed (exit $status); the failing tests and what they recorded:"
  # Swift Testing marks failures with ✘ and XCTest with "error:"; a crash ends the output early instead.
  grep -a -E '✘|: error: |Fatal error|exited with (signal|unexpected signal)' "$log" | tail -60
  echo "=== (the whole output is in $log)"
fi
exit "$status"
