#!/usr/bin/env bash
# Rewrites Sources/ReelCLI/StoredHelp.swift from the argument parser's help (run after changing any command's options
# or abstract; PlainAnswerTests fails until then).
set -euo pipefail
cd "$(dirname "$0")/.."
REEL_RECORD_HELP=1 swift test --filter PlainAnswerTests/storedHelpIsTheParsersHelp "$@" >/dev/null || true
swift test --filter PlainAnswerTests "$@"
