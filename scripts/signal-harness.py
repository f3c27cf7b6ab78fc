#!/usr/bin/env python3
"""Stops reel with SIGINT, SIGTERM and SIGKILL at each of its write points and checks what it leaves.

For `render`, `check --update changed`, `check --update all` converting a PNG golden with files of the user's in it
(the conversion to a video and the staging copy), `animate` and `merge-reports`, the harness first runs the command
once with REEL_WRITE_POINTS_LOG to number its write points (a temporary file or staging folder created, a file renamed
into place, a staged golden file written, the golden swapped: see Sources/ReelFiles/WritePoint.swift), then, for every
point and signal, restores the old output, runs the command with REEL_SIGNAL_AT=point:signal and checks:
  - whole: the output is the old one or the new one (compared byte for byte with a reference run), never a mix;
  - clean: after SIGINT or SIGTERM no temporary file or staging folder is left (SIGKILL cannot be caught);
  - recovers: the next run of the command succeeds and its output equals the reference.
Prints one table row per command, point kind and signal, and exits 1 if any invariant failed.
    scripts/signal-harness.py [path/to/reel]   (default .build/debug/reel)
"""
import json, os, shutil, subprocess, sys, tempfile, collections

REEL = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/reel")
SIGNALS = ["INT", "TERM", "KILL"]


def scenario(name, seed, items=24):
    return json.dumps({"name": name, "canvas": {"width": 96, "height": 128, "scale": 1, "fps": 5},
                       "template": "photo-grid", "items": {"count": items},
                       "network": {"seed": seed, "latency": {"median_ms": 300, "p95_ms": 900}},
                       "script": [{"wait": {"ms": 200}}, {"fling": {"velocity": 1500}}, {"wait": {"ms": 600}}]})


def reel(args, env=None, check=True):
    result = subprocess.run([REEL] + args, capture_output=True, text=True, env=env, timeout=300)
    if check and result.returncode not in (0, 1):
        raise SystemExit(f"reel {' '.join(args)} failed ({result.returncode}): {result.stderr}")
    return result


def snapshot(folder, work):
    """Every file under `folder` (relative path → bytes, the work folder's path written as $WORK, so runs in
    different folders compare); hidden temporary names included."""
    out = {}
    for root, dirs, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            with open(path, "rb") as handle:
                out[os.path.relpath(path, folder)] = handle.read().replace(work.encode(), b"$WORK")
    return out


def leftovers(folder):
    """Temporary files and staging folders under `folder`."""
    found = []
    for root, dirs, files in os.walk(folder):
        for name in dirs + files:
            if name.endswith(".tmp") or name.endswith(".staged") or name.endswith(".replaced") \
                    or name.endswith(".attempt") or name.endswith(".tmp.log"):
                found.append(os.path.relpath(os.path.join(root, name), folder))
    return found


class Case:
    """One command: `prepare` makes the old state in `work`, `command` is the run to interrupt, `watched` the
    folder whose old/new state is judged by `judge(state, old, new)` (True when whole)."""

    def __init__(self, name, prepare, command, watched, key_files):
        self.name, self.prepare, self.command, self.watched, self.key_files = name, prepare, command, watched, key_files


def judge(state, old, new, key_files):
    """Whole: the key files (the completeness marker first) are all old or all new; a missing marker means an
    unfinished output, which is whole only if nothing claims to be complete."""
    marker = key_files[0]
    if marker not in state:
        return True  # no marker: reads as unfinished, and the next run replaces it
    for reference in (old, new):
        if all(state.get(name) == reference.get(name) for name in key_files):
            return True
    return False


def golden_complete(work):
    """Every frame file (or the video) the golden's manifest names exists."""
    folder = os.path.join(work, "goldens", "gal")
    path = os.path.join(folder, "manifest.json")
    if not os.path.exists(path):
        return True
    manifest = json.load(open(path))
    # A compact golden's frames name no file each: they are all in the video its "video" block names.
    video = manifest.get("video", {}).get("file")
    files = {frame.get("file", video) for frame in manifest["frames"]} | ({video} if video else set())
    return all(name and os.path.exists(os.path.join(folder, name)) for name in files)


def cases(base):
    def write(path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "w").write(text)

    def render_prepare(work):
        write(f"{work}/a/gal.json", scenario("gal", 1))
        write(f"{work}/b/gal.json", scenario("gal", 2))
        reel(["render", f"{work}/a/gal.json", "--out", f"{work}/run", "-q", "--workers", "1"])

    def check_prepare(work):
        write(f"{work}/a/gal.json", scenario("gal", 1))
        write(f"{work}/b/gal.json", scenario("gal", 2))
        reel(["check", f"{work}/a/gal.json", "--goldens", f"{work}/goldens", "--out", f"{work}/out", "-q",
              "--workers", "1"])

    def png_golden_prepare(work):
        # A golden as reel first wrote them: the run's manifest, one PNG per frame under frames/, plain logs; and
        # files of the user's beside them, which every rewrite copies into the new golden.
        write(f"{work}/a/gal.json", scenario("gal", 1))
        reel(["render", f"{work}/a/gal.json", "--out", f"{work}/run", "-q", "--workers", "1"])
        golden = f"{work}/goldens/gal"
        os.makedirs(golden)
        for name in ("manifest.json", "cells.csv", "timeline.jsonl", "frames"):
            copy = shutil.copytree if name == "frames" else shutil.copyfile
            copy(f"{work}/run/{name}", f"{golden}/{name}")
        write(f"{golden}/README.md", "Goldens of the gallery, recorded on CI.\n")
        write(f"{golden}/notes/why.txt", "The third frame shows the placeholder on purpose.\n")

    def animate_prepare(work):
        write(f"{work}/a/gal.json", scenario("gal", 1))
        reel(["render", f"{work}/a/gal.json", "--out", f"{work}/run", "-q", "--workers", "1"])
        reel(["animate", f"{work}/run", "-q", "--speed", "2"])

    def merge_prepare(work):
        for name, seed in (("alpha", 1), ("bravo", 2)):
            write(f"{work}/s/{name}.json", scenario(name, seed))
        paths = [f"{work}/s/alpha.json", f"{work}/s/bravo.json"]
        reel(["check"] + paths + ["--goldens", f"{work}/goldens", "--out", f"{work}/rec", "-q"])
        write(f"{work}/s/bravo.json", scenario("bravo", 7))  # bravo fails: its folder is copied
        for index in (1, 2):
            reel(["check"] + paths + ["--goldens", f"{work}/goldens", "--update", "none", "--shard", f"{index}/2",
                                      "--out", f"{work}/shard-{index}", "-q"])
        # The old output: a partial merge of shard 1 alone, replaced by the merge of both.
        reel(["merge-reports", f"{work}/shard-1", "--allow-missing-shards", "--out", f"{work}/merged", "-q"])

    return [
        Case("render", render_prepare, lambda w: ["render", f"{w}/b/gal.json", "--out", f"{w}/run", "-q",
                                                   "--workers", "1"],
             "run", ["manifest.json", "timeline.jsonl", "cells.csv"]),
        Case("check --update changed", check_prepare,
             lambda w: ["check", f"{w}/b/gal.json", "--goldens", f"{w}/goldens", "--out", f"{w}/out",
                        "--update", "changed", "-q", "--workers", "1"],
             "goldens", ["gal/manifest.json", "gal/timeline.jsonl.gz", "gal/cells.csv.gz"]),
        Case("check --update all (PNG golden)", png_golden_prepare,
             lambda w: ["check", f"{w}/a/gal.json", "--goldens", f"{w}/goldens", "--out", f"{w}/out",
                        "--update", "all", "-q", "--workers", "1"],
             "goldens", ["gal/manifest.json", "gal/README.md", "gal/notes/why.txt", "gal/frames.mkv",
                         "gal/timeline.jsonl.gz", "gal/cells.csv.gz"]),
        Case("animate", animate_prepare, lambda w: ["animate", f"{w}/run", "-q"], "run", ["animation.apng"]),
        Case("merge-reports", merge_prepare,
             lambda w: ["merge-reports", f"{w}/shard-1", f"{w}/shard-2", "--out", f"{w}/merged", "-q"],
             "merged", ["results.json", "junit.xml", "report.html"]),
    ]


def kind(label):
    return label.split(" ")[0] if not label.startswith("create folder") else "create-folder"


def main():
    base = tempfile.mkdtemp(prefix="reel-signal-harness-")
    rows = collections.OrderedDict()
    failures = []
    try:
        for index, case in enumerate(cases(base)):
            pristine = os.path.join(base, f"pristine-{index}")
            case.prepare(pristine)
            old = snapshot(os.path.join(pristine, case.watched), pristine)
            # The reference: an uninterrupted run, with its write points numbered.
            reference = os.path.join(base, "reference")
            shutil.rmtree(reference, ignore_errors=True)
            shutil.copytree(pristine, reference, symlinks=True)
            log = os.path.join(base, "points.log")
            if os.path.exists(log):
                os.remove(log)
            env = dict(os.environ, REEL_WRITE_POINTS_LOG=log)
            reel([arg.replace(pristine, reference) for arg in case.command(pristine)], env=env)
            new = snapshot(os.path.join(reference, case.watched), reference)
            points = [line.rstrip("\n").split(" ", 1) for line in open(log)]
            for number, label in points:
                for signal in SIGNALS:
                    work = os.path.join(base, "work")
                    shutil.rmtree(work, ignore_errors=True)
                    shutil.copytree(pristine, work, symlinks=True)
                    args = [arg.replace(pristine, work) for arg in case.command(pristine)]
                    env = dict(os.environ, REEL_SIGNAL_AT=f"{number}:{signal}")
                    result = reel(args, env=env, check=False)
                    watched = os.path.join(work, case.watched)
                    state = snapshot(watched, work)
                    whole = judge(state, old, new, case.key_files)
                    if case.name.startswith("check"):
                        whole = whole and golden_complete(work)
                    left = leftovers(watched) + (leftovers(os.path.join(work, "out")) if case.name.startswith("check") else [])
                    clean = signal == "KILL" or not left
                    again = reel(args, check=False)
                    detail = again.stderr.strip()[:200] if again.returncode not in (0, 1) else ""
                    recovers = again.returncode in (0, 1) and all(
                        snapshot(watched, work).get(name) == new.get(name) for name in case.key_files)
                    row = rows.setdefault((case.name, kind(label), signal), [0, 0])
                    row[0] += 1
                    if whole and clean and recovers:
                        row[1] += 1
                    else:
                        failures.append(f"{case.name} point {number} ({label}) SIG{signal}: exit {result.returncode}, "
                                        f"whole {whole}, clean {clean} {left}, next run ok {recovers} {detail}")
        print("| command | write point | signal | runs | invariant held |")
        print("|---|---|---|---|---|")
        for (command, point, signal), (runs, held) in rows.items():
            print(f"| {command} | {point} | SIG{signal} | {runs} | {held}/{runs} |")
        for failure in failures:
            print("FAILED " + failure.replace(base, "$WORK"))
        total = sum(runs for runs, _ in rows.values())
        print(f"signal harness: {total} interrupted runs, {len(failures)} broke an invariant")
        return 1 if failures else 0
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
