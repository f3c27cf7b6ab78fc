#!/usr/bin/env python3
"""Checks that each ported file of examples/reelkit-gallery is the seed's code with only the documented changes.

A ported file names its seed and line ranges in its first line (`// Ported from seeds/<file>, lines a-b and c-d`).
Its code, without `import` lines and lines marked `// ported`, must equal the seed's lines, whitespace aside
(the seed texts lost their indentation); the last line of a range may carry the prose that followed the code in the
seed (e.g. `}The fix is…`). Renames are listed in RENAMES. Prints one line per file; exits 1 on any difference.
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "examples" / "reelkit-gallery"
RENAMES = {"Seed001/FixedViewController.swift": [("class ViewController:", "class FixedViewController:")]}


def normalize(line: str) -> str:
    return re.sub(r"\s+", "", line)


def check(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8").splitlines()
    header = re.match(r"// Ported from seeds/(\S+), lines (.*?):", text[0])
    if not header:
        return [f"{path}: the first line must say `// Ported from seeds/<file>, lines a-b:`"]
    seed = (ROOT / "seeds" / header.group(1)).read_text(encoding="utf-8").splitlines()
    expected: list[tuple[str, bool]] = []
    for a, b in re.findall(r"(\d+)-(\d+)", header.group(2)):
        lines = seed[int(a) - 1 : int(b)]
        expected += [(normalize(line), index == len(lines) - 1) for index, line in enumerate(lines)]
    renames = RENAMES.get(str(path.relative_to(ROOT / "Sources" / "Gallery")), [])
    ported = []
    in_header = True
    for line in text[1:]:
        stripped = line.strip()
        if in_header and stripped.startswith("//"):
            continue  # the rest of the header comment
        in_header = False
        if not stripped or stripped.startswith("import ") or "// ported" in line:
            continue
        for new, old in [(r[1], r[0]) for r in renames]:
            line = line.replace(new, old)
        ported.append(normalize(line))
    expected = [(line, last) for line, last in expected if line]
    problems = []
    for index in range(max(len(ported), len(expected))):
        got = ported[index] if index < len(ported) else "<end of file>"
        want, last = expected[index] if index < len(expected) else ("<end of seed range>", False)
        if got == want or (last and want.startswith(got) and got):
            continue
        problems.append(f"{path}: code line {index + 1}: expected {want!r}, got {got!r}")
        break
    return problems


def main() -> int:
    files = sorted(p for p in (ROOT / "Sources" / "Gallery").rglob("*.swift") if p.read_text().startswith("// Ported"))
    problems = [problem for path in files for problem in check(path)]
    for path in files:
        if not any(problem.startswith(str(path)) for problem in problems):
            print(f"ok  {path.relative_to(ROOT)}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if not files:
        print("no ported files found", file=sys.stderr)
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
