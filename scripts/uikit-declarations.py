#!/usr/bin/env python3
"""ReelKit's declarations against UIKit's published ones: labels, parameter and result types, optionality, defaults,
async/throws, generic parameters and constraints, settability.

    scripts/uikit-declarations.py check                 # after `swift build`: one line per mismatch, exit 1 if any
    scripts/uikit-declarations.py extract --from DIR    # rewrite the reference from Xcode's generated interfaces

The reference, Tests/UIKitDeclarations/uikit.txt, holds UIKit's, QuartzCore's and Core Graphics' declarations of every
type ReelKit declares, one per line, as Xcode's generated Swift interface of the iOS SDK shows them (`extract` reads a
folder of those interfaces, one file per framework header: DIR/iOS/UIKit/*.swift, DIR/iOS/QuartzCore/*.swift and
DIR/iOS/CoreGraphics/*.swift, as the
repository DougGregor/swift-concurrency-objc publishes them for the iOS 14.2 SDK of Xcode 12.2). `check` reads
ReelKit's public symbol graph (as scripts/reelkit-api.py does) and compares each ReelKit member of such a type with the
reference's declarations of the same name:

- a member whose name and labels UIKit declares must match one of UIKit's declarations of it once both are written
  the same way (attributes, access and inheritance keywords, parameter names, `any` and module prefixes dropped;
  a default value compared by its presence; `T!` read as `T?`; a `let` as a read-only `var`);
- a member whose base name UIKit declares with other labels only is a mismatch (a call written for UIKit would not
  find it);
- a member UIKit does not declare at all is reel's own and is not checked; neither are UIKit's members ReelKit lacks.

Tests/UIKitDeclarations/differences.txt lists the mismatches kept on purpose: the member, ReelKit's declaration as
compared, and the reason. Only that declaration is let through (a member that changes again fails), and a listed
one ReelKit no longer declares is reported too, so the list stays true. ReelKit's type aliases are compared with
UIKit's of the same name. The rules that let a member through without being the same (settable where UIKit's is
read-only, a default UIKit's lacks, defaulted parameters left out) keep every call written for UIKit compiling; an
app's `override` of such an `open` member must match ReelKit's declaration.
"""
import argparse
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = os.path.join(ROOT, "Tests", "UIKitDeclarations", "uikit.txt")
DIFFERENCES = os.path.join(ROOT, "Tests", "UIKitDeclarations", "differences.txt")
FRAMEWORKS = ("UIKit", "QuartzCore", "CoreGraphics")

spec = importlib.util.spec_from_file_location("reelkit_api", os.path.join(ROOT, "scripts", "reelkit-api.py"))
reelkit_api = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reelkit_api)

TYPE_DECLARATION = re.compile(
    r"^(?:(?:final|open|public)\s+)*(class|struct|enum|protocol|extension|actor)\s+([A-Za-z_][\w.]*)")
MEMBER_KEYWORDS = ("func", "init", "var", "let", "case", "typealias", "subscript")


def strip_comments(line):
    line = re.sub(r"/\*.*?\*/", "", line)
    return re.sub(r"//.*$", "", line)


def split_top(text, separator=","):
    """Splits at `separator` outside brackets and parentheses."""
    parts, depth, current = [], 0, ""
    for index, character in enumerate(text):
        if character in "([<{":
            depth += 1
        elif character in ")]>}" and not (character == ">" and index > 0 and text[index - 1] == "-"):
            depth -= 1
        if character == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current)
    return parts


def matching(text, start):
    """The index of the bracket closing the one at `start`."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] in "([<{":
            depth += 1
        elif text[index] in ")]>}" and not (text[index] == ">" and text[index - 1] == "-"):
            depth -= 1
            if depth == 0:
                return index
    return len(text) - 1


def normal_type(text):
    """A type written one way: no attributes, `any`, `inout` kept, module prefixes dropped, `T!` as `T?`, `(T)?` as
    `T?` for a non-function T, `Array<T>` as `[T]`, `()` as `Void`."""
    # Attributes of a type are dropped, but for the two a caller's code depends on.
    text = re.sub(r"@(?!escaping\b|autoclosure\b)\w+(\([^)]*\))?", "", text)
    text = re.sub(r"\b(any|some)\s+", "", text)
    text = re.sub(r"\b(Swift|Foundation|FoundationEssentials|CoreGraphics|UIKit|ReelKit|QuartzCore|Dispatch)\.", "",
                  text)
    text = text.replace("!", "?").replace("NSNotification.Name", "Notification.Name")
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s*([<>\[\](),:?])\s*", r"\1", text)
    text = text.replace("->", " -> ").replace(":", ": ").replace(",", ", ")
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\bArray<([^<>]+)>", r"[\1]", text)
    text = text.replace("-> ()", "-> Void")
    # (T)? with T no function type: T?
    changed = True
    while changed:
        changed = False
        for match in re.finditer(r"\(", text):
            end = matching(text, match.start())
            inner = text[match.start() + 1:end]
            if end + 1 < len(text) and text[end + 1] == "?" and "->" not in inner and len(split_top(inner)) == 1 \
                    and (match.start() == 0 or text[match.start() - 1] in " [(<:,"):
                text = text[:match.start()] + inner.strip() + text[end + 1:]
                changed = True
                break
    return text


def normal_parameters(inside):
    """`(using registration: T, for indexPath: IndexPath = x)` → ['using: T', 'for: IndexPath =']."""
    out = []
    for parameter in split_top(inside):
        parameter = parameter.strip()
        if not parameter:
            continue
        default = ""
        head, _, rest = parameter.partition(":")
        type_text = rest
        pieces = split_top(rest, "=")
        if len(pieces) > 1:
            type_text, default = pieces[0], " ="
        names = head.split()
        label = names[0] if names else "_"
        variadic = type_text.strip().endswith("...")
        type_text = type_text.strip()[:-3] if variadic else type_text
        out.append(f"{label}: {normal_type(type_text)}{'...' if variadic else ''}{default}")
    return out


def labels_of(parameters):
    return "".join(p.split(":")[0] + ":" for p in parameters)


def normal_where(text):
    clauses = sorted(normal_type(part.replace(" : ", ": ")) for part in split_top(text) if part.strip())
    return ", ".join(clauses)


# The attributes and modifiers before a declaration's keyword (only there: `open` and `required` are also names and
# labels).
LEADING = re.compile(
    r"^(?:@\w+(?:\((?:[^()]|\([^()]*\))*\))?\s*|(?:open|public|final|override|dynamic|convenience|required|weak|"
    r"unowned\(unsafe\)|unowned|nonisolated|lazy|optional|mutating|indirect|internal|package|private\(set\)|"
    r"fileprivate\(set\)|internal\(set\))\s+)*")


def parse_member(declaration):
    """(kind, key, normalized signature) of a one-line member declaration, or None."""
    text = re.sub(r"\s+", " ", strip_comments(declaration)).strip()
    text = LEADING.sub("", text, count=1)
    static = False
    if re.match(r"^(class|static) (func|var|let|subscript)\b", text):
        static = True
        text = text.split(" ", 1)[1]
    match = re.match(r"^(func|init|var|let|case|typealias|subscript)\b\s*(.*)$", text)
    if not match:
        return None
    kind, rest = match.groups()
    prefix = "static " if static else ""
    if kind in ("var", "let"):
        name_match = re.match(r"^`?(\w+)`?\s*:\s*(.*)$", rest)
        if not name_match:
            return None
        name, tail = name_match.groups()
        settable = kind == "var"
        accessor = re.search(r"\{([^}]*)\}\s*$", tail)
        if accessor:
            settable = "set" in accessor.group(1)
            tail = tail[:accessor.start()]
        tail = split_top(tail, "=")[0]
        return "property", prefix + name, f"{prefix}var {name}: {normal_type(tail)}{'' if settable else ' { get }'}"
    if kind == "case":
        name_match = re.match(r"^`?(\w+)`?\s*(\((.*)\))?", rest)
        if not name_match:
            return None
        name = name_match.group(1)
        payload = normal_parameters(name_match.group(3)) if name_match.group(2) else None
        return "case", name, f"case {name}" + (f"({', '.join(payload)})" if payload is not None else "")
    if kind == "typealias":
        name_match = re.match(r"^(\w+)(<[^=]*>)?\s*=\s*(.*)$", rest)
        if not name_match:
            return None
        return "typealias", name_match.group(1), f"typealias {name_match.group(1)} = {normal_type(name_match.group(3))}"
    if kind == "subscript":
        return None
    # func or init
    failable = ""
    if kind == "init":
        name = "init"
        if rest.startswith("?") or rest.startswith("!"):
            failable = "?"
            rest = rest[1:]
    else:
        name_match = re.match(r"^`?([\w]+|[^\s(<]+)`?\s*(.*)$", rest)
        if not name_match:
            return None
        name, rest = name_match.groups()
    generics = ""
    rest = rest.strip()
    if rest.startswith("<"):
        end = matching(rest, 0)
        generics = "<" + ", ".join(normal_type(g) for g in split_top(rest[1:end])) + ">"
        rest = rest[end + 1:].strip()
    if not rest.startswith("("):
        return None
    end = matching(rest, 0)
    parameters = normal_parameters(rest[1:end])
    tail = rest[end + 1:].strip()
    where = ""
    where_match = re.search(r"\bwhere\b(.*)$", tail)
    if where_match:
        where = normal_where(where_match.group(1))
        tail = tail[:where_match.start()].strip()
    effects = " ".join(word for word in ("async", "throws", "rethrows") if re.search(rf"\b{word}\b", tail))
    result = ""
    arrow = tail.find("->")
    if arrow >= 0:
        result = normal_type(tail[arrow + 2:])
        if result in ("Void", "()"):
            result = ""
    key = f"{prefix}{name}({labels_of(parameters)})"
    if generics:
        # Generic parameters by position: their names are the declaration's own.
        for index, parameter in enumerate(split_top(generics[1:-1])):
            own = parameter.split(":")[0].strip()
            renamed = lambda text: re.sub(rf"\b{re.escape(own)}\b", f"T{index}", text)
            generics, parameters, result, where = (
                renamed(generics), [renamed(p) for p in parameters], renamed(result), renamed(where))
        where = ", ".join(sorted(split_top(where))) if where else ""
        where = re.sub(r"\s+", " ", where).strip()
    signature = (f"{prefix}{'func ' if kind == 'func' else ''}{name}{failable}{generics}({', '.join(parameters)})"
                 + (f" {effects}" if effects else "") + (f" -> {result}" if result else "")
                 + (f" where {where}" if where else ""))
    return ("init" if kind == "init" else "method"), key, signature


def reference_declarations(folder, wanted_types):
    """(container, key, signature) of every member of `wanted_types` (top-level type names) in the interfaces."""
    found = set()
    for framework in FRAMEWORKS:
        directory = os.path.join(folder, "iOS", framework)
        for file in sorted(os.listdir(directory)):
            if not file.endswith(".swift"):
                continue
            stack = []  # (container name or None, brace depth at which it opened)
            depth = 0
            for raw in open(os.path.join(directory, file), encoding="utf-8"):
                line = strip_comments(raw).strip()
                if not line:
                    continue
                declaration = re.sub(r"^(@\w+(\([^)]*\))?\s*)+", "", line)
                type_match = TYPE_DECLARATION.match(declaration)
                if type_match and line.endswith("{"):
                    name = type_match.group(2)
                    container = ".".join([c for c, _ in stack if c] + [name]) if type_match.group(1) != "extension" \
                        else name
                    header = re.sub(r"\bwhere\b.*$", "", declaration[type_match.end():].rstrip("{"))
                    generic = re.match(r"^\s*<", header)
                    if generic:
                        header = header[matching(header, header.index("<")) + 1:]
                    if ":" in header:
                        for parent in split_top(header.split(":", 1)[1]):
                            parent = re.sub(r"<.*$", "", parent.strip())
                            if parent:
                                found.add((container, ":", parent))
                    stack.append((container, depth))
                    depth += line.count("{") - line.count("}")
                    continue
                if stack and not line.startswith("}"):
                    parsed = parse_member(declaration)
                    if parsed:
                        found.add((stack[-1][0], parsed[1], parsed[2]))
                elif not stack and declaration.startswith("typealias "):
                    # A top-level alias (UIActionHandler) of a name ReelKit uses.
                    parsed = parse_member(declaration)
                    if parsed and parsed[1] in wanted_types:
                        found.add(("", parsed[1], parsed[2]))
                depth += line.count("{") - line.count("}")
                while stack and depth <= stack[-1][1]:
                    stack.pop()
    # The wanted types, and the classes and protocols they inherit from (whose members they have).
    parents = defaultdict(set)
    for container, key, signature in found:
        if key == ":":
            parents[container].add(signature)
    keep, queue = set(), [t for t in {c for c, _, _ in found} if t.split(".")[0] in wanted_types]
    while queue:
        container = queue.pop()
        if container in keep:
            continue
        keep.add(container)
        queue.extend(parents.get(container, ()))
    return {entry for entry in found if entry[0] in keep or entry[0] == ""}


def reelkit_declarations():
    """(container, key, signature, declaration) of every public ReelKit member from its symbol graph, and ReelKit's
    type aliases as (container or "", name, target)."""
    build = reelkit_api.Build()
    out, aliases = [], []
    with tempfile.TemporaryDirectory() as folder:
        for file in reelkit_api.symbol_graphs(build, folder):
            graph = json.load(open(file))
            for symbol in graph["symbols"]:
                if reelkit_api.area_of(symbol) is None:
                    continue
                declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
                kind = symbol["kind"]["identifier"]
                if kind in ("swift.class", "swift.struct", "swift.enum", "swift.protocol"):
                    continue
                if kind == "swift.enum.case" and not declaration.startswith("case"):
                    declaration = "case " + declaration
                parsed = parse_member(declaration)
                if not parsed:
                    continue
                container = ".".join(symbol["pathComponents"][:-1])
                if kind == "swift.typealias":
                    aliases.append((container, parsed[1], parsed[2].split(" = ", 1)[1]))
                if container:
                    out.append((container, parsed[1], parsed[2], declaration))
    return out, aliases


def expand(signature, container, aliases):
    """`signature` with the type aliases it uses written out (a function type in parentheses), and `Self` as the
    container's type."""
    for _ in range(3):
        before = signature
        for owner, name, target in aliases:
            written = f"({target})" if "->" in target else target
            if owner:
                path = r"(<[^<>]*>)?\.".join(re.escape(part) for part in owner.split("."))
                signature = re.sub(rf"\b{path}(<[^<>]*>)?\.{name}\b", lambda _: written, signature)
                if container == owner or container.startswith(owner + "."):
                    signature = re.sub(rf"(?<![.\w]){name}\b(?!:)", lambda _: written, signature)
            else:
                signature = re.sub(rf"(?<![.\w]){name}\b(?![:(])", lambda _: written, signature)
        if signature == before:
            break
    signature = re.sub(r"\bSelf\b(?!\.)", container.split(".")[-1], signature)
    # (T)? for a T that is no function type is T?
    return re.sub(r"\(([\w.]+(<[^()]*>)?)\)\?", r"\1?", signature)


def read_reference():
    table, parents, types = defaultdict(list), defaultdict(list), set()
    for line in open(REFERENCE, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        container, key, signature = line.rstrip("\n").split("\t")
        types.add(container)
        if key == ":":
            parents[container].append(signature)
        else:
            table[(container, key)].append(signature)
    return table, parents, types


# What every UIKit class has from NSObject and NSCoding (Foundation, not in the reference).
FOUNDATION_MEMBERS = {"init()": ["init()"], "init(coder:)": ["init?(coder: NSCoder)"]}


def lineage(container, parents):
    """`container`, then the classes and protocols it inherits from, nearest first."""
    order, queue = [], [container]
    while queue:
        current = queue.pop(0)
        if current not in order:
            order.append(current)
            queue.extend(parents.get(current, []))
    return order


def parts(signature):
    """(head, parameters, tail) of a function signature; parameters None for a property or case."""
    open_at = signature.find("(")
    if open_at < 0 or signature.startswith(("var ", "static var ", "typealias ")):
        return signature, None, ""
    close = matching(signature, open_at)
    return signature[:open_at], split_top(signature[open_at + 1:close]), signature[close + 1:]


def agrees(reelkit, uikit):
    """Whether ReelKit's signature gives callers what UIKit's does: the same, or settable where UIKit's is read-only,
    or with a default where UIKit has none."""
    if reelkit == uikit:
        return True
    if uikit.endswith(" { get }") and reelkit == uikit[:-len(" { get }")]:
        return True
    head_r, parameters_r, tail_r = parts(reelkit)
    head_u, parameters_u, tail_u = parts(uikit)
    if parameters_r is None or parameters_u is None or len(parameters_r) != len(parameters_u):
        return False
    if head_r != head_u or tail_r != tail_u:
        return False
    for mine, theirs in zip(parameters_r, parameters_u):
        mine, theirs = mine.strip(), theirs.strip()
        if mine.removesuffix(" =") != theirs.removesuffix(" =") or (theirs.endswith(" =") and not mine.endswith(" =")):
            return False
    return True


def shorter(reelkit, uikit):
    """Whether ReelKit's declaration is UIKit's with some defaulted parameters left out: every call of it is a call
    UIKit's takes."""
    head_r, parameters_r, tail_r = parts(reelkit)
    head_u, parameters_u, tail_u = parts(uikit)
    if parameters_r is None or parameters_u is None or head_r != head_u or tail_r != tail_u:
        return False
    remaining = [p.strip() for p in parameters_u]
    for mine in (p.strip() for p in parameters_r):
        while remaining and remaining[0].removesuffix(" =") != mine.removesuffix(" ="):
            if not remaining[0].endswith(" ="):
                return False
            remaining.pop(0)
        if not remaining:
            return False
        theirs = remaining.pop(0)
        if theirs.endswith(" =") and not mine.endswith(" ="):
            return False
    return all(p.endswith(" =") for p in remaining)


def read_differences():
    listed = {}
    if os.path.exists(DIFFERENCES):
        for line in open(DIFFERENCES, encoding="utf-8"):
            if line.startswith("#") or not line.strip():
                continue
            key, signature, reason = line.rstrip("\n").split("\t")
            listed[key] = (signature, reason)
    return listed


def check():
    table, parents, containers = read_reference()
    listed = read_differences()
    members, reelkit_aliases = reelkit_declarations()
    uikit_aliases = [(owner, key, signatures[0].split(" = ", 1)[1]) for (owner, key), signatures in table.items()
                     if signatures[0].startswith("typealias ")]
    raw_values = {c: s.split(": ", 1)[1].removesuffix(" { get }") for c, k, s, _ in members if k == "rawValue"}
    mismatches, seen, checked = [], set(), 0
    for container, key, signature, declaration in members:
        if container not in containers:
            continue
        name = f"{container}.{key}"
        chain = lineage(container, parents)

        def written(text, own_aliases):
            # Each side's own aliases first (so a ReelKit alias that names the wrong type cannot make UIKit's use of
            # that name agree), then ReelKit's, which name the same types both ways (UIUserInterfaceStyle).
            text = text.replace("Self.RawValue", raw_values.get(container, "Self.RawValue"))
            return expand(expand(text, container, own_aliases), container, reelkit_aliases)

        if signature.startswith("typealias "):
            mine = written(signature.split(" = ", 1)[1], reelkit_aliases)
            theirs = [written(s.split(" = ", 1)[1], uikit_aliases) for c in chain for s in table.get((c, key), [])]
            if not theirs:
                continue
            checked += 1
            if mine in theirs:
                continue
            mine, uikit = f"typealias {key} = {mine}", [f"typealias {key} = {t}" for t in theirs]
        else:
            mine = written(signature, reelkit_aliases)
            uikit = [written(s, uikit_aliases) for c in chain for s in table.get((c, key), [])] or \
                FOUNDATION_MEMBERS.get(key)
            if uikit is None:
                base = key.split("(")[0]
                others = sorted({k for c in chain for (owner, k) in table if owner == c and k.split("(")[0] == base})
                if not others or "(" not in key:
                    continue
                checked += 1
                longer = [written(s, uikit_aliases) for c in chain for k in others for s in table.get((c, k), [])]
                if any(shorter(mine, candidate) for candidate in longer):
                    continue
                if listed.get(name, (None,))[0] == mine:
                    seen.add(name)
                    continue
                mismatches.append(f"{name}: ReelKit `{mine}`; UIKit declares only {', '.join(others)}")
                continue
            checked += 1
            if any(agrees(mine, candidate) for candidate in uikit):
                continue
        if listed.get(name, (None,))[0] == mine:
            seen.add(name)
            continue
        mismatches.append(f"{name}: ReelKit `{mine}`; UIKit `{' | '.join(sorted(set(uikit)))}`")
    for name in sorted(set(listed) - seen):
        mismatches.append(f"{name}: listed in {os.path.relpath(DIFFERENCES, ROOT)} as `{listed[name][0]}`, which "
                          "ReelKit no longer declares")
    for line in sorted(mismatches):
        print("uikit-declarations: " + line)
    print(f"uikit-declarations: {checked} ReelKit declarations checked against UIKit's, {len(mismatches)} "
          f"mismatches, {len(seen)} kept on purpose", file=sys.stderr)
    return 1 if mismatches else 0


def extract(folder):
    build = reelkit_api.Build()
    with tempfile.TemporaryDirectory() as out:
        types = set()
        for file in reelkit_api.symbol_graphs(build, out):
            for symbol in json.load(open(file))["symbols"]:
                if reelkit_api.area_of(symbol) is not None:
                    types.add(symbol["pathComponents"][0])
                    # A top-level alias (UIUserInterfaceStyle) names a UIKit type too.
                    types.update(re.findall(r"\b(UI\w+|NS\w+|CA\w+|CG\w+)\b", "".join(
                        f["spelling"] for f in symbol.get("declarationFragments", []))))
    found = reference_declarations(folder, types)
    commit = subprocess.run(["git", "-C", folder, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    with open(REFERENCE, "w", encoding="utf-8") as output:
        output.write("# UIKit's, QuartzCore's and Core Graphics' declarations of the types ReelKit declares, written as\n"
                     "# scripts/uikit-declarations.py compares them (container, name with labels, signature; tab-"
                     "separated),\n# from Xcode 12.2's generated Swift interfaces of the iOS 14.2 SDK as published in "
                     "github.com/DougGregor/swift-concurrency-objc\n"
                     f"# at {commit or 'its default branch'} (iOS/UIKit, iOS/QuartzCore, iOS/CoreGraphics). "
                     "Regenerate with "
                     "`scripts/uikit-declarations.py extract --from <that repository>`.\n")
        for container, key, signature in sorted(found):
            output.write(f"{container}\t{key}\t{signature}\n")
    print(f"uikit-declarations: {len(found)} declarations of {len({c.split('.')[0] for c, _, _ in found})} types "
          f"written to {os.path.relpath(REFERENCE, ROOT)}")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["check", "extract"])
    parser.add_argument("--from", dest="source", help="the folder holding iOS/UIKit and iOS/QuartzCore interfaces")
    arguments = parser.parse_args()
    if arguments.command == "extract":
        if not arguments.source:
            parser.error("extract needs --from")
        return extract(arguments.source)
    return check()


if __name__ == "__main__":
    sys.exit(main())
