#!/usr/bin/env python3
"""Compiles the real galleries of Tests/RealGalleries against this checkout's ReelKit and image libraries.

Each folder Tests/RealGalleries/<owner>+<name>/ holds a public repository's gallery-screen files byte for byte, its
licence and a manifest.json (repo, commit, licence, library, files with their roles). Every folder is compiled as one
Swift 5 module (as most shipped apps compile) three ways:

1. with `import UIKit` changed to `import ReelKit` and nothing else;
2. after `reel port` alone;
3. after `reel port` and the folder's hand.patch, if it has one (the lines a person changed by hand).

The compiler's errors are counted per file. The table printed is the one docs/reelkit.md shows under "Real
galleries"; --check fails when the docs' table differs from what this checkout measures, or when a folder's hand.patch
leaves an error.

Needs the debug build (`swift build`): the modules are read from .build/debug/Modules, and the compiler flags from
the llbuild manifest of the ImageLibraryTests target, which depends on ReelKit and every library product.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Tests" / "RealGalleries"
DOC = ROOT / "docs" / "reelkit.md"
TABLE_START = "<!-- real-galleries table: scripts/real-galleries.py -->"
TABLE_END = "<!-- end of real-galleries table -->"
ERROR = re.compile(r"^(?P<file>/[^:]+\.swift):\d+:\d+: error: (?P<message>.*)$")

# Flags of the reference target that do not apply to compiling a corpus folder.
DROPPED_WITH_VALUE = {
    "-module-name", "-emit-module-path", "-output-file-map", "-index-store-path", "-swift-version",
    "-enable-upcoming-feature", "-package-name", "-module-cache-path",
}
DROPPED = {
    "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
    "-parseable-output", "-enable-testing", "-j2", "-g",
}


def target_flags(build: Path, target: str) -> list[list[str]]:
    """The flags SwiftPM gives `target`'s compile, in groups (a flag with its value), less those of the target's own
    module and output."""
    manifest = (build / "debug.yaml").read_text()
    key = f'"C.{target}-x86_64-unknown-linux-gnu-debug.module":'
    start = manifest.find(key)
    if start < 0:
        sys.exit(f"{build / 'debug.yaml'}: no {target} module command; run `swift build --build-tests`")
    line = next(l for l in manifest[start:].splitlines() if l.strip().startswith("args:"))
    args = json.loads(line.strip()[len("args:"):])[1:]
    groups: list[list[str]] = []
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "-Xcc" and args[index + 1] == "-I":  # an include path: -Xcc -I -Xcc PATH
            groups.append(args[index:index + 4])
            index += 4
        elif arg in ("-Xcc", "-I", "-target"):  # a pair, kept whole
            groups.append(args[index:index + 2])
            index += 2
        elif arg in DROPPED_WITH_VALUE:
            index += 2
        else:
            if arg not in DROPPED and not arg.startswith("@") and arg.startswith("-"):
                groups.append([arg])
            index += 1
    return groups


def compiler_flags(build: Path) -> list[str]:
    """The include and module-map flags of targets that depend on ReelKit, Combine and every image library."""
    seen: list[list[str]] = []
    for target in ("ImageLibraryTests", "ReelKitTests"):
        seen += [group for group in target_flags(build, target) if group not in seen]
    return [flag for group in seen for flag in group]


def swift_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*.swift"))


MISSING_MODULE = re.compile(r"^no such module '(?P<module>[^']+)'$")


def compile_once(folder: Path, files: list[Path], flags, swiftc: str, cache: Path) -> dict[str, list[str]]:
    """Error messages per file (relative to `folder`) when `files` compile as one module."""
    with tempfile.TemporaryDirectory() as out:
        command = [
            swiftc, "-module-name", "RealGallery", "-swift-version", "5", "-wmo", "-c", "-parse-as-library",
            "-o", os.path.join(out, "gallery.o"), "-module-cache-path", str(cache),
        ] + flags + [str(f) for f in files]
        result = subprocess.run(command, capture_output=True, text=True)
    errors: dict[str, list[str]] = {str(f.relative_to(folder)): [] for f in files}
    for line in (result.stdout + result.stderr).splitlines():
        match = ERROR.match(line)
        if not match:
            continue
        try:
            name = str(Path(match["file"]).relative_to(folder))
        except ValueError:
            continue
        errors.setdefault(name, []).append(match["message"])
    if result.returncode != 0 and not any(errors.values()):
        sys.exit(f"{folder}: the compiler failed without an error in the folder's files:\n{result.stderr[-2000:]}")
    return errors


def compile_errors(folder: Path, flags, swiftc: str, cache: Path) -> tuple[dict[str, list[str]], set[str]]:
    """Error messages per file when the folder's Swift files compile as one module, and the modules no product of
    reel provides. A missing module stops the compiler before it checks any file, so the files importing one are
    left out (each keeps its `no such module` error) and the rest compiled again, until no import is missing."""
    files = swift_files(folder)
    left_out: dict[str, list[str]] = {}
    missing: set[str] = set()
    while True:
        errors = compile_once(folder, files, flags, swiftc, cache)
        fatal = {
            name for name, messages in errors.items() if any(MISSING_MODULE.match(m) for m in messages)
        }
        if not fatal:
            return {**errors, **left_out}, missing
        for name in fatal:
            left_out[name] = [m for m in errors[name] if MISSING_MODULE.match(m)]
            missing |= {MISSING_MODULE.match(m)["module"] for m in left_out[name]}
        files = [f for f in files if str(f.relative_to(folder)) not in fatal]


def changed_import_only(folder: Path) -> None:
    for file in swift_files(folder):
        text = file.read_bytes()
        file.write_bytes(re.sub(rb"(?m)^import UIKit$", b"import ReelKit", text))


def patched_lines(patch: Path) -> int:
    """Lines a hand.patch adds or removes (a changed line counts once, as its removal and addition pair)."""
    added = removed = 0
    for line in patch.read_text().splitlines():
        if line.startswith("+++") or line.startswith("---"):
            continue
        if line.startswith("+"):
            added += 1
        elif line.startswith("-"):
            removed += 1
    return max(added, removed)


class Gallery:
    def __init__(self, folder: Path):
        self.folder = folder
        self.manifest = json.loads((folder / "manifest.json").read_text())
        self.patch = folder / "hand.patch"

    def verify(self) -> None:
        """The folder holds the repository's files byte for byte: each file's git blob hash is the manifest's (the
        hash of the file at the manifest's commit), the licence is there, and no file is unlisted."""
        listed = {f["path"]: f["blob"] for f in self.manifest["files"]}
        present = {
            str(p.relative_to(self.folder)) for p in self.folder.rglob("*")
            if p.is_file() and p.name not in ("manifest.json", "LICENSE", "hand.patch")
        }
        if present != set(listed):
            sys.exit(f"{self.folder}: files not in manifest.json: {sorted(present - set(listed))}; "
                     f"listed but missing: {sorted(set(listed) - present)}")
        for path, blob in [*listed.items(), ("LICENSE", self.manifest["licenceBlob"])]:
            actual = subprocess.run(
                ["git", "hash-object", str(self.folder / path)], capture_output=True, text=True).stdout.strip()
            if actual != blob:
                sys.exit(f"{self.folder / path}: git blob {actual}, expected {blob} (the file at "
                         f"{self.manifest['repo']}@{self.manifest['commit'][:12]}): the corpus keeps files byte for byte")

    def copy_sources(self, into: Path) -> Path:
        target = into / self.folder.name
        shutil.copytree(self.folder, target, ignore=shutil.ignore_patterns("manifest.json", "LICENSE*", "*.patch"))
        return target

    def measure(self, flags, swiftc, reel, cache, scratch: Path, verbose: bool) -> dict:
        row = {"repo": self.manifest["repo"], "library": self.manifest["library"], "licence": self.manifest["licence"]}
        imported = self.copy_sources(scratch / "imported")
        changed_import_only(imported)
        before, _ = compile_errors(imported, flags, swiftc, cache)
        ported = self.copy_sources(scratch / "ported")
        port = subprocess.run([reel, "port", str(ported)], capture_output=True, text=True)
        if port.returncode != 0:
            sys.exit(f"{self.folder}: reel port failed: {port.stderr.strip()}")
        after, missing = compile_errors(ported, flags, swiftc, cache)
        row.update(
            files=len(before), errors_import=sum(map(len, before.values())),
            errors_port=sum(map(len, after.values())), compiling=sum(1 for e in after.values() if not e),
            hand_lines=0, errors_hand=None, missing=sorted(missing))
        if self.patch.exists():
            row["hand_lines"] = patched_lines(self.patch)
            applied = subprocess.run(
                ["git", "apply", "-p1", str(self.patch)], cwd=ported, capture_output=True, text=True)
            if applied.returncode != 0:
                sys.exit(f"{self.patch}: does not apply after `reel port`: {applied.stdout}{applied.stderr}")
            row["errors_hand"] = sum(map(len, compile_errors(ported, flags, swiftc, cache)[0].values()))
        if verbose:
            for name, messages in sorted(after.items()):
                for message in messages:
                    print(f"  {self.folder.name}/{name}: {message}", file=sys.stderr)
        return row


def table(rows: list[dict]) -> str:
    lines = [
        "| repository | licence | images through | files | errors, import changed | errors after `reel port` "
        "| files compiling after `reel port` | lines changed by hand | modules no reel product provides |",
        "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for r in rows:
        lines.append(
            f"| [{r['repo']}](https://github.com/{r['repo']}) | {r['licence']} | {r['library']} | {r['files']} "
            f"| {r['errors_import']} | {r['errors_port']} | {r['compiling']} | {r['hand_lines']} "
            f"| {', '.join(r['missing']) or 'none'} |")
    files = sum(r["files"] for r in rows)
    compiling = sum(r["compiling"] for r in rows)
    share = f"{100 * compiling / files:.0f}%" if files else "n/a"
    lines.append(
        f"| **{len(rows)} repositories** | | | {files} | {sum(r['errors_import'] for r in rows)} "
        f"| {sum(r['errors_port'] for r in rows)} | {compiling} ({share}) | {sum(r['hand_lines'] for r in rows)} | |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail when docs/reelkit.md's table is not current")
    parser.add_argument("--verbose", action="store_true", help="print each error left after `reel port`")
    parser.add_argument("--only", help="measure one folder (owner+name)")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="the folder of galleries (Tests/RealGalleries)")
    args = parser.parse_args()
    build = ROOT / ".build"
    swiftc = shutil.which("swiftc") or sys.exit("swiftc is not on PATH")
    reel = build / "debug" / "reel"
    if not reel.exists():
        sys.exit(f"{reel}: missing; run `swift build` first")
    flags = compiler_flags(build)
    folders = sorted(p for p in args.corpus.iterdir() if (p / "manifest.json").exists())
    if args.only:
        folders = [f for f in folders if f.name == args.only]
    rows = []
    cache = build / "real-galleries-module-cache"
    with tempfile.TemporaryDirectory() as scratch:
        for folder in folders:
            gallery = Gallery(folder)
            gallery.verify()
            row = gallery.measure(flags, swiftc, str(reel), cache, Path(scratch), args.verbose)
            if row["errors_hand"]:
                sys.exit(f"{folder / 'hand.patch'}: {row['errors_hand']} errors remain after the patch")
            rows.append(row)
    text = table(rows)
    if not args.check:
        print(text)
        return
    doc = DOC.read_text()
    start, end = doc.find(TABLE_START), doc.find(TABLE_END)
    if start < 0 or end < 0:
        sys.exit(f"{DOC}: no '{TABLE_START}' … '{TABLE_END}' block")
    current = doc[start + len(TABLE_START):end].strip()
    if current != text:
        print(f"{DOC}: the real-galleries table is not what this checkout measures; measured:\n{text}")
        sys.exit(1)
    print(f"real galleries: {len(rows)} repositories, table current")


if __name__ == "__main__":
    main()
