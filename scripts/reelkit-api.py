#!/usr/bin/env python3
"""ReelKit's public API, read from the compiler's symbol graph of the module, as docs/reelkit-api.md.

    scripts/reelkit-api.py            # after `swift build` (debug): rewrite docs/reelkit-api.md
    scripts/reelkit-api.py --check    # the same, but only compare: one line per difference, exit 1 if any
    scripts/reelkit-api.py --coverage # the public members no corpus code uses (after `swift build --build-tests`)

The list is grouped by the surface folder that declares each symbol (Sources/ReelKit/<Area>/), so it reads by UIKit
area; extensions of other modules' types (DispatchQueue, Task, BindingCatalog) are listed under the type they extend.
Symbols the compiler synthesizes (no source location) are left out, and so are the declarations marked unavailable
(Sources/ReelKit/Unavailable/: the stubs that tell ported code what to use instead), which the symbol graph omits.
Set SWIFT to use another `swift`.

--coverage reads the index store the debug build writes (.build/debug/index/store) through the toolchain's
libIndexStore: a public symbol counts as exercised when code of the corpus (Tests/ReelKitTests, which holds the
compile corpus of gallery code as apps write it, examples/reelkit-gallery and Tests/FixtureTool) refers to it,
overrides it or implements it as a protocol requirement. Exact, unlike matching names: `.top` of an edge inset and
`.top` of a layout attribute are different symbols.
"""
import ctypes
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "reelkit-api.md")
MODULE_DIR = os.path.join(ROOT, "Sources", "ReelKit") + os.sep
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
KIND_WORDS = {
    "swift.class": "class",
    "swift.struct": "struct",
    "swift.enum": "enum",
    "swift.protocol": "protocol",
    "swift.typealias": "typealias",
}


def run(args):
    return subprocess.run(args, cwd=ROOT, check=True, capture_output=True, text=True).stdout


class Build:
    """Where the debug build and the toolchain's tools are, asked of `swift` once."""

    def __init__(self):
        self.swift = os.environ.get("SWIFT", "swift")
        self.bin_path = run([self.swift, "build", "--show-bin-path"]).strip().splitlines()[-1]
        # The toolchain's usr/ folder (swift is usr/bin/swift, the libraries are in usr/lib).
        self.toolchain = os.path.dirname(os.path.dirname(os.path.realpath(run(["which", self.swift]).strip())))

    def tool(self, name):
        path = os.path.join(self.toolchain, "bin", name)
        return path if os.path.exists(path) else name

    def library(self, name):
        for suffix in (".so", ".dylib"):
            path = os.path.join(self.toolchain, "lib", name + suffix)
            if os.path.exists(path):
                return path
        return name + ".so"


def symbol_graphs(build, out_dir):
    """Extracts ReelKit's public symbol graph from the debug build into `out_dir`; returns the files written."""
    bin_path = build.bin_path
    triple = json.loads(run([build.swift, "-print-target-info"]))["target"]["triple"]
    modulemap = os.path.join(bin_path, "CUserCodeTrap.build", "module.modulemap")
    extract = build.tool("swift-symbolgraph-extract")
    try:
        run([extract, "-module-name", "ReelKit", "-I", os.path.join(bin_path, "Modules"),
             "-I", os.path.join(ROOT, "Sources", "CUserCodeTrap", "include"),
             "-Xcc", "-fmodule-map-file=" + modulemap, "-target", triple,
             "-minimum-access-level", "public", "-output-dir", out_dir])
    except subprocess.CalledProcessError as error:
        sys.exit("reelkit-api: swift-symbolgraph-extract failed (build ReelKit first: swift build): "
                 + (error.stderr.strip().splitlines() or ["no output"])[-1])
    return sorted(os.path.join(out_dir, name) for name in os.listdir(out_dir) if name.endswith(".symbols.json"))


def area_of(symbol):
    uri = symbol.get("location", {}).get("uri", "")
    path = uri[len("file://"):] if uri.startswith("file://") else uri
    if not path.startswith(MODULE_DIR):
        return None
    relative = path[len(MODULE_DIR):]
    return relative.split(os.sep)[0] if os.sep in relative else "(module)"


def entries(files):
    """(area, top-level type, kind word or None, member path or None) for each public symbol."""
    found = set()
    for file in files:
        graph = json.load(open(file))
        for symbol in graph["symbols"]:
            area = area_of(symbol)
            if area is None:
                continue
            path = symbol["pathComponents"]
            kind = symbol["kind"]["identifier"]
            top = path[0]
            if len(path) == 1 and kind in TYPE_KINDS:
                found.add((area, top, KIND_WORDS[kind], None))
            else:
                member = ".".join(path[1:]) if len(path) > 1 else path[0]
                found.add((area, top if len(path) > 1 else "(global)", None, member))
    return found


CORPUS = [os.path.join(ROOT, part) + os.sep for part in ("Tests/ReelKitTests", "examples/reelkit-gallery",
                                                          "Tests/FixtureTool")]


class IndexStore:
    """The few calls of libIndexStore's C API (indexstore.h) that list what a unit's records refer to."""

    class StringRef(ctypes.Structure):
        _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def __init__(self, library, path):
        lib = ctypes.CDLL(library)
        pointer = ctypes.c_void_p
        self.names = ctypes.CFUNCTYPE(ctypes.c_bool, pointer, IndexStore.StringRef)
        self.items = ctypes.CFUNCTYPE(ctypes.c_bool, pointer, pointer)
        signatures = {
            "indexstore_store_create": (pointer, [ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_store_units_apply_f": (ctypes.c_bool, [pointer, ctypes.c_uint, pointer, self.names]),
            "indexstore_unit_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_unit_reader_get_main_file": (IndexStore.StringRef, [pointer]),
            "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [pointer, pointer, self.items]),
            "indexstore_unit_dependency_get_kind": (ctypes.c_int, [pointer]),
            "indexstore_unit_dependency_get_name": (IndexStore.StringRef, [pointer]),
            "indexstore_unit_reader_dispose": (None, [pointer]),
            "indexstore_record_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
            "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [pointer, pointer, self.items]),
            "indexstore_record_reader_dispose": (None, [pointer]),
            "indexstore_occurrence_get_symbol": (pointer, [pointer]),
            "indexstore_occurrence_get_roles": (ctypes.c_uint64, [pointer]),
            "indexstore_occurrence_relations_apply_f": (ctypes.c_bool, [pointer, pointer, self.items]),
            "indexstore_symbol_relation_get_roles": (ctypes.c_uint64, [pointer]),
            "indexstore_symbol_relation_get_symbol": (pointer, [pointer]),
            "indexstore_symbol_get_usr": (IndexStore.StringRef, [pointer]),
        }
        for name, (result, arguments) in signatures.items():
            getattr(lib, name).restype = result
            getattr(lib, name).argtypes = arguments
        self.lib = lib
        self.error = pointer()
        self.store = lib.indexstore_store_create(path.encode(), ctypes.byref(self.error))
        if not self.store:
            sys.exit(f"reelkit-api: cannot open the index store {path} (build first: swift build --build-tests)")

    @staticmethod
    def text(ref):
        return ctypes.string_at(ref.data, ref.length).decode() if ref.data else ""

    def records(self, main_file_prefixes):
        """The records of the units whose main file is under one of `main_file_prefixes` and still exists."""
        units, records = [], set()
        self.lib.indexstore_store_units_apply_f(self.store, 0, None, self.names(lambda _, name: units.append(
            self.text(name)) or True))
        for unit in units:
            reader = self.lib.indexstore_unit_reader_create(self.store, unit.encode(), ctypes.byref(self.error))
            if not reader:
                continue
            main = self.text(self.lib.indexstore_unit_reader_get_main_file(reader))
            if any(main.startswith(prefix) for prefix in main_file_prefixes) and os.path.exists(main):
                def dependency(_, item):
                    if self.lib.indexstore_unit_dependency_get_kind(item) == 2:  # a record
                        records.add(self.text(self.lib.indexstore_unit_dependency_get_name(item)))
                    return True
                self.lib.indexstore_unit_reader_dependencies_apply_f(reader, None, self.items(dependency))
            self.lib.indexstore_unit_reader_dispose(reader)
        return records

    def used_symbols(self, records):
        """The USRs the records refer to (role REFERENCE) or override and implement (relation OVERRIDEOF)."""
        reference, override_of = 1 << 2, 1 << 11
        used = set()

        def usr(symbol):
            return self.text(self.lib.indexstore_symbol_get_usr(symbol))

        def relation(_, item):
            if self.lib.indexstore_symbol_relation_get_roles(item) & override_of:
                used.add(usr(self.lib.indexstore_symbol_relation_get_symbol(item)))
            return True

        relation_callback = self.items(relation)

        def occurrence(_, item):
            if self.lib.indexstore_occurrence_get_roles(item) & reference:
                used.add(usr(self.lib.indexstore_occurrence_get_symbol(item)))
            self.lib.indexstore_occurrence_relations_apply_f(item, None, relation_callback)
            return True

        occurrence_callback = self.items(occurrence)
        for record in sorted(records):
            reader = self.lib.indexstore_record_reader_create(self.store, record.encode(), ctypes.byref(self.error))
            if reader:
                self.lib.indexstore_record_reader_occurrences_apply_f(reader, None, occurrence_callback)
                self.lib.indexstore_record_reader_dispose(reader)
        return used


def coverage(build, files):
    """Prints the public members no corpus code uses, by area, and their count."""
    store = IndexStore(build.library("libIndexStore"), os.path.join(build.bin_path, "index", "store"))
    used = store.used_symbols(store.records(CORPUS))
    public, missing = 0, set()
    for file in files:
        for symbol in json.load(open(file))["symbols"]:
            area = area_of(symbol)
            if area is None:
                continue
            public += 1
            if symbol["identifier"]["precise"] not in used:
                missing.add((area, ".".join(symbol["pathComponents"])))
    for area, path in sorted(missing):
        print(f"{area}: {path}")
    print(f"{len(missing)} of {public} public symbols of ReelKit are used by no corpus code")


def render(found):
    """The markdown page: areas, then types, then members, each sorted."""
    kinds = {}
    areas = defaultdict(lambda: defaultdict(set))
    type_area = {}
    for area, top, kind, member in found:
        if kind is not None:
            kinds[top] = kind
            type_area[top] = area
            areas[area][top]
    for area, top, kind, member in found:
        if member is None:
            continue
        # A member is listed with its type where the type is declared, else where the extension is.
        areas[type_area.get(top, area)][top].add(member)
    members = sum(len(ms) for types in areas.values() for ms in types.values())
    lines = [
        "# ReelKit's public API",
        "",
        "Every public type and member of ReelKit, by the folder of `Sources/ReelKit/` that declares it (the UIKit "
        "area), generated",
        "from the compiler's symbol graph by `scripts/reelkit-api.py`; `make test` fails when this page and the code "
        "disagree.",
        "[reelkit.md](reelkit.md) says how each part behaves under reel. Members of other modules' types "
        "(`DispatchQueue`, `Task`,",
        "`BindingCatalog`) are ReelKit's extensions of them. Declarations marked unavailable (`Unavailable/`: "
        "what ported code",
        "should use instead) are not listed.",
        "",
        f"{len(kinds)} types, {members} members.",
    ]
    for area in sorted(areas):
        lines += ["", f"## {area}"]
        for top in sorted(areas[area], key=lambda name: name.lower()):
            kind = kinds.get(top, "extension")
            lines += ["", f"### `{top}` ({kind})", ""]
            listed = sorted(areas[area][top], key=lambda member: (member.lower(), member))
            if not listed:
                lines.append("- (no members of its own)")
            lines += [f"- `{member}`" for member in listed]
    return "\n".join(lines) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    with tempfile.TemporaryDirectory() as out_dir:
        build = Build()
        files = symbol_graphs(build, out_dir)
        if "--coverage" in sys.argv[1:]:
            coverage(build, files)
            return 0
        page = render(entries(files))
    if not check:
        with open(DOC, "w") as file:
            file.write(page)
        return 0
    current = open(DOC).read() if os.path.exists(DOC) else ""
    if current == page:
        return 0
    old, new = current.splitlines(), page.splitlines()
    for line in sorted(set(old) - set(new)):
        print(f"docs/reelkit-api.md: lists what ReelKit no longer declares: {line}")
    for line in sorted(set(new) - set(old)):
        print(f"docs/reelkit-api.md: misses what ReelKit declares: {line}")
    if set(old) == set(new):
        print("docs/reelkit-api.md: the same lines in another order")
    print("docs/reelkit-api.md differs from ReelKit's public symbols: run scripts/reelkit-api.py", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
