#!/usr/bin/env python3
"""Splits the root package's test suites into shares of about equal time, by the times measured in
scripts/test-times.tsv, and records new times from the shares' logs (scripts/run-test-shards.sh runs both).

  test-shards.py assign N < suites      # one line per share: a --filter pattern of its suites; the first share
                                        # also runs XCTest's tests
  test-shards.py record SUITES FILE…    # rewrites scripts/test-times.tsv from the times in the shares' JUnit
                                        # XML files and logs (SUITES: a file of the suites, one a line)

A suite is `Target.Suite`, as `--list-tests` names it. One without a measured time (a new suite) counts as the
median of the table until the next `record`. Suites are placed longest first, each into the share with the least
time so far (a greedy split within a few percent of the best one for this many suites)."""
import pathlib
import re
import statistics
import sys
from xml.etree import ElementTree

table = pathlib.Path(__file__).resolve().parent / "test-times.tsv"
# XCTest's tests (one class) run in the first share; their time counts there.
XCTEST = "XCTest"


def read_times():
    times = {}
    if table.exists():
        for line in table.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                seconds, suite = line.split("\t")
                times[suite] = float(seconds)
    return times


def assign(count, suites):
    times = read_times()
    default = statistics.median(times.values()) if times else 1.0
    shares = [[] for _ in range(count)]
    totals = [0.0] * count
    totals[0] = times.get(XCTEST, 0.0)
    for suite in sorted(suites, key=lambda name: (-times.get(name, default), name)):
        least = min(range(count), key=lambda index: (totals[index], index))
        shares[least].append(suite)
        totals[least] += times.get(suite, default)
    for share, total in zip(shares, totals):
        names = "|".join(re.escape(suite) for suite in sorted(share))
        # A test's ID is `Target.Suite/test()`: the suite's ID, then a slash.
        print(f"{total:.0f}\t^({names})(/|$)" if share else f"{total:.0f}\t^$")


def record(listed, results):
    """Keeps the table's times of suites that still exist and takes each suite's time from `results`: JUnit XML
    files (`--xunit-output`: a suite's time is the sum of its tests') and, for XCTest's class, console logs
    (`Executed … in S (S) seconds`)."""
    times = {suite: seconds for suite, seconds in read_times().items() if suite in listed or suite == XCTEST}
    measured = {}
    xctest = re.compile(r"Test Suite '[^' .]+' (?:passed|failed) at .*\n\s*Executed .* \(([0-9.]+)\) seconds")
    for path in results:
        if path.endswith(".xml"):
            for case in ElementTree.parse(path).getroot().iter("testcase"):
                suite = case.get("classname", "")
                if suite in listed:
                    measured[suite] = measured.get(suite, 0.0) + float(case.get("time", "0"))
        else:
            for seconds in xctest.findall(pathlib.Path(path).read_text(encoding="utf-8", errors="replace")):
                measured[XCTEST] = float(seconds)
    times.update(measured)
    lines = [
        "# Seconds each test suite took in one run of its share, one test at a time (TEST_TIMES=record",
        "# scripts/run-test-shards.sh rewrites it); scripts/test-shards.py splits the suites into shares by them.",
    ]
    lines += [f"{times[suite]:.1f}\t{suite}" for suite in sorted(times)]
    table.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "assign":
        assign(int(sys.argv[2]), [line.strip() for line in sys.stdin if line.strip()])
    elif len(sys.argv) >= 3 and sys.argv[1] == "record":
        record([line.strip() for line in open(sys.argv[2], encoding="utf-8") if line.strip()], sys.argv[3:])
    else:
        sys.exit(__doc__)
