#!/usr/bin/env python3
"""Prints the `swift test` options that select tests by their Swift Testing tags, one argument a line.

  scripts/tagged-tests.py (--only|--skip) TAG[,TAG…] … [swift test options…]

`--only endToEnd` prints `--filter` and a pattern of the tests tagged `endToEnd` (or any of the tags given); `--skip`
prints `--skip` and such a pattern (nothing when no test has the tags). The tags are declared in
Tests/ReelTestSupport/Tags.swift.

Why not `swift test --filter tag:NAME`: the toolchain's Swift Testing (6.3) reads every `--filter` and `--skip` value
as a pattern of test names, so that matches no test. It does write each test's tags into its event stream, so the
tests are listed once (`swift test --skip-build --list-tests --event-stream-output-path`, with the options given, so
that the same build is listed), each test's tags are those of its own and of its suites, and the tests with the tags
are named by their IDs: a suite whose tag covers it whole by its own ID."""
import json
import os
import re
import subprocess
import sys
import tempfile


def main(arguments):
    wanted = []  # ("--filter" or "--skip", set of tags)
    passed = []
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        if argument in ("--only", "--skip") and index + 1 < len(arguments):
            option = "--filter" if argument == "--only" else "--skip"
            wanted.append((option, {tag.strip().lstrip(".") for tag in arguments[index + 1].split(",") if tag}))
            index += 2
        else:
            passed.append(argument)
            index += 1
    if not wanted:
        sys.exit(__doc__)
    listed = list_tests(passed)
    for option, tags in wanted:
        ids = selected(listed, tags)
        if ids or option == "--filter":
            # No test with the tags: a pattern no ID matches, so --filter runs nothing.
            print(option)
            print("|".join("^" + re.escape(test) + "(/|$)" for test in ids) if ids else "^$")


def list_tests(options):
    """Each test's and suite's ID → (its parent's ID or None, its own tags)."""
    with tempfile.TemporaryDirectory() as folder:
        stream = os.path.join(folder, "events.jsonl")
        command = [os.environ.get("SWIFT", "swift"), "test", "--list-tests"]
        command += ["--event-stream-output-path", stream, "--event-stream-version", "0"]
        command += [option for option in options if option != "--skip-build"] + ["--skip-build"]
        listing = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if listing.returncode != 0 or not os.path.exists(stream):
            sys.exit(f"tagged-tests: {' '.join(command)} failed:\n{listing.stderr}")
        tests = {}
        with open(stream, encoding="utf-8") as events:
            for line in events:
                record = json.loads(line)
                if record.get("kind") != "test":
                    continue
                test = record["payload"]
                # A function's ID ends with its source location (`/File.swift:10:6`), which `--filter` does not see.
                ident = test["id"]
                if test.get("kind") == "function":
                    ident = ident.rsplit("/", 1)[0]
                tags = {tag.lstrip(".") for tag in test.get("_tags", [])}
                tests[ident] = tags
        return tests


def selected(tests, tags):
    """The IDs of the outermost suites and tests that have one of `tags`, their own or a suite's around them."""
    chosen = []
    for ident in sorted(tests):
        if not tests[ident] & tags:
            continue
        parts = ident.split("/")
        if any("/".join(parts[:depth]) in chosen for depth in range(1, len(parts))):
            continue
        chosen.append(ident)
    return chosen


if __name__ == "__main__":
    main(sys.argv[1:])
