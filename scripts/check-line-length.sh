#!/usr/bin/env bash
# Fails when a Swift file has a line over 120 characters (swift-format cannot break string literals or comments).
set -euo pipefail
find "$@" -name '*.swift' -print0 | python3 -c '
import sys
paths = [p for p in sys.stdin.read().split("\0") if p]
long = []
for path in sorted(paths):
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            width = len(line.rstrip("\n"))
            if width > 120:
                long.append(f"{path}:{number}: {width} characters")
for entry in long:
    print(entry, file=sys.stderr)
if long:
    print("check-line-length: lines over 120 characters (see above)", file=sys.stderr)
    sys.exit(1)
'
