#!/usr/bin/env python3
"""Writes Sources/CLazyLibraries/functions.c: reel's definitions of the C library functions it calls.

On Linux reel links none of cairo, FreeType, libpng, libjpeg-turbo, libwebp, libimagequant or libgomp: loading them
(and the X11, fontconfig and OpenMP libraries cairo and libimagequant pull in) cost ~5 ms of every start-up,
`reel --version` included. Instead reel defines each function it calls itself, with the library's own prototype;
the first call opens the library with dlopen and looks the function up once (Sources/CLazyLibraries/loader.c).

The functions are listed in Sources/CLazyLibraries/functions.txt. A Swift file that calls a function missing from
the list fails to link ("undefined reference to `cairo_...'"): add the name to the list and run this script.

The prototypes come from the headers Swift imports (the modules' shim.h), read by the toolchain's clang as a JSON
syntax tree. The compiler checks every definition against the header's declaration when the target builds.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDER = os.path.join(ROOT, "Sources", "CLazyLibraries")
SHIMS = ["CCairo", "CCairoFT", "CPNG", "CTurboJPEG", "CWebP", "CImageQuant"]

# Which library each function comes from, by prefix (the loader's `reel_lazy_<name>` descriptors).
LIBRARIES = [
    ("cairo_", "cairo"),
    ("FT_", "freetype"),
    ("png_", "png"),
    ("tj", "turbojpeg"),
    ("WebP", "webp"),
    ("liq_", "imagequant"),
    ("omp_", "gomp"),
]

# Libraries whose absence makes their (void) functions do nothing.
OPTIONAL = {"gomp"}


def library_of(name):
    for prefix, library in LIBRARIES:
        if name.startswith(prefix):
            return library
    sys.exit(f"generate-lazy-libraries: {name}: no library is known for this prefix")


def read_functions():
    path = os.path.join(FOLDER, "functions.txt")
    names = []
    with open(path) as file:
        for number, line in enumerate(file, 1):
            name = line.split("#", 1)[0].strip()
            if not name:
                continue
            if not name.isidentifier():
                sys.exit(f"{path}:{number}: expected a C function name, found {name!r}")
            names.append(name)
    if sorted(set(names)) != names:
        sys.exit(f"{path}: the names must be sorted, each once")
    return names


def syntax_tree():
    clang = os.environ.get("CLANG", "clang")
    source = "".join(f'#include "{os.path.join(ROOT, "Sources", shim, "shim.h")}"\n' for shim in SHIMS)
    output = subprocess.run(
        [clang, "-x", "c", "-fsyntax-only", "-Xclang", "-ast-dump=json", "-"],
        input=source.encode(), capture_output=True, check=True).stdout
    return json.loads(output)


def declarations(tree, wanted):
    found = {}
    for node in tree.get("inner", []):
        if node.get("kind") != "FunctionDecl" or node.get("name") not in wanted:
            continue
        if node.get("storageClass") == "static":
            continue
        parameters = [p["type"]["qualType"] for p in node.get("inner", []) if p.get("kind") == "ParmVarDecl"]
        function_type = node["type"]["qualType"]
        if node.get("variadic"):
            sys.exit(f"generate-lazy-libraries: {node['name']} is variadic, which a definition cannot forward")
        # A header that sets the visibility itself (libwebp's WEBP_EXTERN) cannot be overridden by the definition.
        visible = any(child.get("kind") == "VisibilityAttr" for child in node.get("inner", []))
        found[node["name"]] = (function_type.split("(", 1)[0].strip(), parameters, visible)
    missing = sorted(set(wanted) - set(found))
    if missing:
        sys.exit("generate-lazy-libraries: not declared by the shims: " + ", ".join(missing))
    return found


def declarator(type_name, name):
    """`type name`, or `__typeof__(type) name` when the type is not a plain prefix (function pointers, arrays)."""
    if "(" in type_name or "[" in type_name:
        return f"__typeof__({type_name}) {name}"
    return f"{type_name}{name}" if type_name.endswith("*") else f"{type_name} {name}"


def definition(name, result, parameters, visible):
    if "(" in result or "[" in result:
        sys.exit(f"generate-lazy-libraries: {name} returns {result!r}, which this script does not write")
    arguments = [f"a{index}" for index in range(len(parameters))]
    declarators = [declarator(t, a) for t, a in zip(parameters, arguments)]
    listed = ", ".join(declarators) or "void"
    if len(f"{name}({listed}) {{") > 120:
        listed = "\n    " + ",\n    ".join(declarators)
    call = f"function({', '.join(arguments)})"
    if library_of(name) in OPTIONAL:
        if result != "void":
            sys.exit(f"generate-lazy-libraries: {name} comes from an optional library, so it must return void")
        statement = f"if (function != NULL) {call};"
    else:
        statement = f"{call};" if result == "void" else f"return {call};"
    attribute = "REEL_LAZY_DEFINITION_VISIBLE" if visible else "REEL_LAZY_DEFINITION"
    return (f"{attribute} {result}\n{name}({listed}) {{\n"
            f"    REEL_LAZY_FUNCTION({library_of(name)}, {name})\n    {statement}\n}}\n")


def main():
    names = read_functions()
    found = declarations(syntax_tree(), set(names))
    parts = [
        "// Generated by scripts/generate-lazy-libraries.py from functions.txt and the modules' shim.h: do not edit.\n"
        "//\n"
        "// Each function below has its library's prototype and forwards to the library's own, opened on first use.\n"
        "#if defined(__linux__)\n"
        '#include "loader.h"\n'
    ]
    parts += [f'#include "../{shim}/shim.h"\n' for shim in SHIMS]
    for name in names:
        parts.append("\n" + definition(name, *found[name]))
    parts.append("\nconst reel_lazy_entry reel_lazy_functions[] = {\n")
    parts += [f"    {{&reel_lazy_{library_of(name)}, \"{name}\"}},\n" for name in names]
    parts.append("};\n\nconst size_t reel_lazy_functions_count = sizeof reel_lazy_functions / sizeof "
                 "reel_lazy_functions[0];\n")
    parts.append("\n#endif\n")
    with open(os.path.join(FOLDER, "functions.c"), "w") as file:
        file.write("".join(parts))


if __name__ == "__main__":
    main()
