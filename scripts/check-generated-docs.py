#!/usr/bin/env python3
"""Checks that the generated parts of README.md and docs/*.md are as their generator wrote them. Run by `make lint`.

Each generated text sits between `<!-- generated NAME from TABLE, fnv1a64 HASH; … -->` and `<!-- end generated NAME -->`;
the tests of the table's module (tag `reference`) compare it with what the table generates now and rewrite it under
REEL_UPDATE=changed (`make references`), writing the 64-bit FNV-1a hash of the text into the first marker. A text whose hash differs was
edited by hand: the edit belongs in the table. Checking the hash needs no build, so this runs in seconds."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
begin = re.compile(r"^<!-- generated (\S+) from (.+?), fnv1a64 ([0-9a-f]{16});.*-->$")
rewrite = "make references"


def fnv1a64(data):
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"


problems = []
regions = 0
for page in [root / "README.md"] + sorted((root / "docs").glob("*.md")):
    lines = page.read_text(encoding="utf-8").split("\n")
    where = page.relative_to(root)
    number = 0
    while number < len(lines):
        match = begin.match(lines[number])
        if not match:
            if lines[number].startswith("<!-- generated ") or lines[number].startswith("<!-- end generated "):
                problems.append(f"{where}:{number + 1}: a generated-text marker out of place: {lines[number]}")
            number += 1
            continue
        name, table, recorded = match.groups()
        end = f"<!-- end generated {name} -->"
        try:
            last = lines.index(end, number + 1)
        except ValueError:
            problems.append(f"{where}:{number + 1}: no {end} after the start of the generated text {name}")
            break
        text = "".join(line + "\n" for line in lines[number + 1 : last])
        if fnv1a64(text.encode("utf-8")) != recorded:
            problems.append(
                f"{where}:{number + 1}: the text generated from {table} ({name}) was edited by hand; change {table} "
                f"and run {rewrite}"
            )
        regions += 1
        number = last + 1
for problem in problems:
    print(problem, file=sys.stderr)
if not regions:
    print("check-generated-docs: no generated text found in README.md or docs/", file=sys.stderr)
sys.exit(1 if problems or not regions else 0)
