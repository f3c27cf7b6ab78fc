#!/usr/bin/env python3
"""Fails on references to work sessions or issue numbers in the repository's files. Run by `make lint`.

The code, docs, tests and scripts say what the code does and why; which piece of work produced a line is git's to
remember. A hit is a numbered work session ("session" or "sessions", then a number or a range), a numbered issue
("issue", then a number, with or without "#"), a numbered pull request, or a bare "(#" number ")" reference.
Code concepts that merely contain the word (ExecutorSession, `session.run`, URLSession, `Issue.record`) carry no
number after it and do not match. Prints one line per hit, `file:line: text`, and exits 1 when there is any.

The files checked are git's: tracked ones and new ones not ignored (so a file is checked before it is added);
outside a git work tree, every file below the repository except .git and .build.
"""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
pattern = re.compile(
    r"\bsessions?[ _-]#?\d+"  # a work session by number
    r"|\bissues?[ _-]?#?\d+"  # an issue by number
    r"|\b(?:PR|pull request)[ _-]?#\d+"  # a pull request by number
    r"|\(#\d+\)",  # a bare reference, as GitHub writes one in a title
    re.IGNORECASE,
)


def files():
    """Paths relative to the root: git's tracked and unignored files, or every file when git is not there."""
    try:
        listed = subprocess.run(
            ["git", "-C", str(root), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            check=True, capture_output=True,
        ).stdout.decode("utf-8", "surrogateescape")
        names = sorted({name for name in listed.split("\0") if name})
    except (OSError, subprocess.CalledProcessError):
        names = sorted(
            str(path.relative_to(root)) for path in root.rglob("*")
            if path.is_file() and not {".git", ".build"} & set(path.relative_to(root).parts)
        )
    # Other people's code, kept byte for byte: what it says of its own history is theirs.
    return [name for name in names if (root / name).is_file() and not name.startswith("Tests/RealGalleries/")]


hits = []
for name in files():
    data = (root / name).read_bytes()
    if b"\0" in data[:8192]:
        continue  # binary: images, archives
    for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
        if pattern.search(line):
            hits.append(f"{name}:{number}: {line.strip()}")
for hit in hits:
    print(hit)
sys.exit(1 if hits else 0)
