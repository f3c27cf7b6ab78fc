#!/usr/bin/env python3
"""Checks that every relative link in README.md and docs/*.md resolves to a file or folder of the repository,
and that a link's #anchor names a heading of the page it points to. Run by `make lint`."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
# Pages other branches of this round add; the lead empties this list once they are merged.
link = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)|!\[[^\]]*\]\(([^)\s]+)\)")


def anchors(page):
    """GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens."""
    found = set()
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            text = line.lstrip("#").strip().lower()
            found.add(re.sub(r"[^\w\- ]", "", text).replace(" ", "-"))
    return found


problems = []
pages = [root / "README.md"] + sorted((root / "docs").glob("*.md"))
for page in pages:
    in_code = False
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            in_code = not in_code
        if in_code:
            continue
        for match in link.finditer(line):
            target = match.group(1) or match.group(2)
            if re.match(r"^[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            resolved = (page.parent / path).resolve() if path else page
            relative = resolved.relative_to(root) if resolved.is_relative_to(root) else resolved
            where = f"{page.relative_to(root)}:{number}: {target}"
            if not resolved.exists():
                problems.append(f"{where}: no such file")
            elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
                problems.append(f"{where}: no heading #{anchor} in {relative}")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
