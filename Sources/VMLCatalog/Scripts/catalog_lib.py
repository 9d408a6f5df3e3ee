"""What classify.py, generate.py, check.py and coverage.py share (Python 3, standard library only).

- the TSV files (read and written the same way, sorted, so a rerun writes the same bytes);
- the VML module's declarations: the symbol graph (`swift package dump-symbol-graph
  --minimum-access-level public` writes `.build/<triple>/symbolgraph/VML.symbols.json`) for the
  available ones, and a scan of `Sources/VML` for the `@available(*, unavailable, message:)` ones,
  which the symbol graph leaves out;
- a small reader of Swift declarations: base name, generic clause, parameters (label, name, type,
  default), `where` clause.
"""

from __future__ import annotations

import csv
import glob
import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CATALOG_DIR = ROOT / "Sources" / "VMLCatalog"
RAW_TSV = CATALOG_DIR / "swiftui-api.tsv"
DECISIONS_TSV = CATALOG_DIR / "decisions.tsv"
CATALOG_TSV = CATALOG_DIR / "catalog.tsv"
GAPS_TXT = CATALOG_DIR / "gaps.txt"
VML_SOURCES = ROOT / "Sources" / "VML"
# generate.py writes one file a type, `<Type>+Generated.swift`, in the type's folder of Sources/VML.
VML_SOURCES_REL = "Sources/VML/"
GENERATED_SUFFIX = "+Generated.swift"
COVERAGE_MD = ROOT / "Docs" / "Coverage.md"
PORTING_MD = ROOT / "Docs" / "Porting.md"

RAW_COLUMNS = ["group", "owner", "name", "kind", "signature", "declaration", "context", "platforms", "deprecated", "module"]
CATALOG_COLUMNS = RAW_COLUMNS + ["status", "vml", "note"]
STATUSES = ("renders", "accepted", "refused", "missing", "n/a")


# ---------------------------------------------------------------------------------------------
# TSV


def read_tsv(path: Path) -> list[dict[str, str]]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def tsv_text(columns: list[str], rows: list[dict[str, str]]) -> str:
    lines = ["\t".join(columns)]
    for row in rows:
        lines.append("\t".join(row.get(c, "").replace("\t", " ").replace("\n", " ") for c in columns))
    return "\n".join(lines) + "\n"


def write_or_check(out: Path, text: str, script: str, argv: list[str]) -> None:
    """Writes a generated file, or with `--check` in `argv` exits 1 when the committed file is not `text`."""
    if "--check" in argv:
        if not out.exists() or out.read_text() != text:
            print(f"{out.relative_to(ROOT)} is out of date: run python3 Sources/VMLCatalog/Scripts/{script}")
            sys.exit(1)
        return
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"wrote {out.relative_to(ROOT)} ({text.count(chr(10))} lines, {len(text.encode())} bytes)", file=sys.stderr)


def ios_available(row: dict[str, str]) -> bool:
    return not row["platforms"].startswith("unavailable-iOS")


def row_key(row: dict[str, str]) -> str:
    return f"{row['owner']}.{row['signature']}"


def is_generated(rel: str) -> bool:
    """Whether a file (its path relative to the package root) is one generate.py writes."""
    return rel.startswith(VML_SOURCES_REL) and rel.endswith(GENERATED_SUFFIX)


def generated_files(root: Path = ROOT) -> dict[str, Path]:
    """The generated files under `root`'s Sources/VML, by their path relative to `root`."""
    base = root / VML_SOURCES_REL
    found = sorted(base.rglob("*" + GENERATED_SUFFIX)) if base.is_dir() else []
    return {str(path.relative_to(root)): path for path in found}


# ---------------------------------------------------------------------------------------------
# Decisions


@dataclass
class Rule:
    """One line of decisions.tsv."""

    kind: str  # status | allow | owner | home
    group: str
    owner: str
    signature: str
    status: str
    text: str  # the reason, or the refusal's message
    line: int

    def matches(self, row: dict[str, str]) -> bool:
        return (
            _glob(self.group, row["group"])
            and _glob(self.owner, row["owner"])
            and (_glob(self.signature, row["signature"]) or _glob(self.signature, row["name"]))
        )


def _glob(pattern: str, value: str) -> bool:
    if pattern in ("", "*"):
        return True
    regex = "^" + re.escape(pattern).replace(r"\*", ".*") + "$"
    return re.match(regex, value) is not None


def read_decisions(path: Path = DECISIONS_TSV) -> list[Rule]:
    rules = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            cells = line.split("\t")
            cells += [""] * (7 - len(cells))
            rules.append(Rule(cells[0], cells[1], cells[2], cells[3], cells[4], cells[5], number))
    return rules


# ---------------------------------------------------------------------------------------------
# The VML module


@dataclass
class Decl:
    owner: str  # "VmlView", "VmlFont.TextStyle", "" for a top-level type
    title: str  # "padding(_:_:)", "largeTitle", "VmlText"
    kind: str  # func, static func, init, var, static var, case, type, subscript, operator
    available: bool
    message: str
    doc: str
    file: str  # path relative to the package root
    generated: bool
    declaration: str = ""  # the declaration as the symbol graph spells it (available ones)

    @property
    def path(self) -> str:
        return f"{self.owner}.{self.title}" if self.owner else self.title

    @property
    def base(self) -> str:
        return self.title.split("(", 1)[0]


_SG_KINDS = {
    "swift.method": "func",
    "swift.type.method": "static func",
    "swift.func": "func",
    "swift.init": "init",
    "swift.property": "var",
    "swift.type.property": "static var",
    "swift.enum.case": "case",
    "swift.struct": "type",
    "swift.enum": "type",
    "swift.class": "type",
    "swift.protocol": "type",
    "swift.typealias": "type",
    "swift.subscript": "subscript",
    "swift.type.subscript": "subscript",
    "swift.func.op": "operator",
    "swift.associatedtype": "associatedtype",
}


def symbol_graph_file(root: Path = ROOT) -> Path:
    found = sorted(glob.glob(str(root / ".build" / "*" / "symbolgraph" / "VML.symbols.json")), key=os.path.getmtime)
    if not found:
        sys.exit(
            "no symbol graph: run `swift package dump-symbol-graph --minimum-access-level public` first "
            "(it writes .build/<triple>/symbolgraph/VML.symbols.json)"
        )
    return Path(found[-1])


def _relative(uri: str) -> str:
    path = uri[len("file://") :] if uri.startswith("file://") else uri
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return path


@dataclass
class VmlModule:
    decls: list[Decl] = field(default_factory=list)
    members: dict[str, dict[str, list[Decl]]] = field(default_factory=dict)
    types: dict[str, Decl] = field(default_factory=dict)  # "VmlFont", "VmlFont.TextStyle"
    conforms: dict[str, set[str]] = field(default_factory=dict)  # type → protocols it conforms to

    def add(self, decl: Decl) -> None:
        self.decls.append(decl)
        if decl.kind == "type":
            self.types.setdefault(decl.path, decl)
        self.members.setdefault(decl.owner, {}).setdefault(decl.title, []).append(decl)

    def has_type(self, name: str) -> bool:
        return name in self.types

    def lookup(self, owner: str, title: str) -> list[Decl]:
        return self.members.get(owner, {}).get(title, [])

    def bases(self, owner: str) -> set[str]:
        return {title.split("(", 1)[0] for title in self.members.get(owner, {})}

    def is_value(self, name: str) -> bool:
        return "VmlValue" in self.conforms.get(name, set())

    def is_view(self, name: str) -> bool:
        return "VmlView" in self.conforms.get(name, set()) or "VmlShapeView" in self.conforms.get(name, set())


def load_vml(root: Path = ROOT, include_generated: bool = False, graph: Path | None = None) -> VmlModule:
    """The VML module's public declarations. Generated ones are left out unless asked for, so
    classify and generate read the same input before and after a generation."""
    module = VmlModule()
    data = json.loads((graph or symbol_graph_file(root)).read_text(encoding="utf-8"))
    by_id = {}
    for symbol in data["symbols"]:
        precise = symbol["identifier"]["precise"]
        if "::SYNTHESIZED::" in precise:
            continue  # a protocol extension's member repeated on a conforming type
        kind = _SG_KINDS.get(symbol["kind"]["identifier"], symbol["kind"]["identifier"])
        components = symbol["pathComponents"]
        file = _relative(symbol.get("location", {}).get("uri", ""))
        generated = is_generated(file)
        unavailable = [a for a in symbol.get("availability", []) if a.get("isUnconditionallyUnavailable")]
        doc = "\n".join(line["text"] for line in symbol.get("docComment", {}).get("lines", []))
        decl = Decl(
            owner=".".join(components[:-1]),
            # A type's title is its name; an enum case's is qualified (`VmlColorScheme.dark`): both by
            # their last path component, as members are looked up.
            title=symbol["names"]["title"] if kind not in ("type", "case") else components[-1],
            kind=kind,
            available=not unavailable,
            message=unavailable[0].get("message", "") if unavailable else "",
            doc=doc,
            file=file,
            generated=generated,
            declaration="".join(f["spelling"] for f in symbol.get("declarationFragments", [])),
        )
        by_id[precise] = ".".join(components)
        if generated and not include_generated:
            continue
        module.add(decl)
    for rel in data.get("relationships", []):
        if rel["kind"] != "conformsTo":
            continue
        source = by_id.get(rel["source"])
        target = by_id.get(rel["target"]) or rel.get("targetFallback", "").split(".")[-1]
        if source and target:
            module.conforms.setdefault(source, set()).add(target)
    # The symbol graph leaves out unconditionally unavailable declarations: read them from the sources.
    for path in sorted(VML_SOURCES.rglob("*.swift")):
        rel = str(path.relative_to(root))
        generated = is_generated(rel)
        if generated and not include_generated:
            continue
        for decl in scan_unavailable(path.read_text(encoding="utf-8"), rel, generated):
            module.add(decl)
            if decl.kind == "type" and decl.conforms:
                module.conforms.setdefault(decl.path, set()).update(decl.conforms)
    return module


# ---------------------------------------------------------------------------------------------
# Reading Swift source for unavailable declarations


def _strip_line_comment(line: str) -> str:
    """The line without a trailing `//` comment (string literals kept)."""
    out, i, in_string = [], 0, False
    while i < len(line):
        c = line[i]
        if in_string:
            out.append(c)
            if c == "\\" and i + 1 < len(line):
                out.append(line[i + 1])
                i += 2
                continue
            if c == '"':
                in_string = False
        else:
            if line.startswith("//", i):
                break
            if c == '"':
                in_string = True
            out.append(c)
        i += 1
    return "".join(out)


def _depth(text: str, opens: str, closes: str) -> int:
    """How many of `opens` the text leaves open (closes subtract), outside string literals."""
    depth, in_string, i = 0, False, 0
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in opens:
            depth += 1
        elif c in closes:
            depth -= 1
        i += 1
    return depth


def _braces(line: str) -> int:
    return _depth(line, "{", "}")


_TYPE_DECL = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+|package\s+|internal\s+|fileprivate\s+|private\s+)?(?:final\s+|indirect\s+)?"
    r"(struct|enum|class|protocol|extension|actor|typealias)\s+([A-Za-z_][\w.]*)(.*)$"
)
_MESSAGE = re.compile(r'message:\s*"((?:[^"\\]|\\.)*)"')


@dataclass
class _ScannedDecl(Decl):
    conforms: set[str] = field(default_factory=set)


def scan_unavailable(text: str, file: str, generated: bool) -> list[_ScannedDecl]:
    """Declarations marked `@available(*, unavailable…)` in a formatted Swift file."""
    lines = [_strip_line_comment(line) for line in text.split("\n")]
    found: list[_ScannedDecl] = []
    scopes: list[tuple[str, int]] = []  # (type name, depth inside its braces)
    depth = 0
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        if line.startswith("@available(") and "unavailable" in _attribute(lines, i)[0] and re.search(
            r"@available\(\s*\*", _attribute(lines, i)[0]
        ):
            attribute, i = _attribute(lines, i)
            message = _MESSAGE.search(attribute)
            # the declaration: the next lines up to the first `{` at depth 0 or the end of the signature
            start = i
            signature = []
            while i < len(lines):
                signature.append(lines[i].strip())
                if "{" in lines[i] or (lines[i].rstrip().endswith(")") and _balanced(" ".join(signature))):
                    break
                if re.match(r"^(public\s+)?(static\s+)?(var|let|case|typealias)\b", " ".join(signature).strip()):
                    break
                i += 1
            i = min(i, len(lines) - 1)  # a declaration the file ends in (or an attribute with none)
            text_sig = " ".join(signature)
            owner = ".".join(name for name, _ in scopes)
            decl = _declaration(text_sig, owner, message.group(1).replace('\\"', '"') if message else "", file, generated)
            if decl:
                found.append(decl)
            # fall through to track braces of the declaration's lines
            for j in range(start, i + 1):
                depth = _track(lines[j], depth, scopes)
            i += 1
            continue
        depth = _track(lines[i], depth, scopes)
        i += 1
    return found


def _attribute(lines: list[str], i: int) -> tuple[str, int]:
    """An attribute that may span lines, and the index of the line after it."""
    text = ""
    j = i
    while j < len(lines):
        text += " " + lines[j].strip()
        j += 1
        if _balanced(text):
            break
    # attributes of the same declaration on the following lines (`@propertyWrapper`, `@MainActor`)
    while j < len(lines) and re.match(r"^\s*@\w+(\(.*\))?\s*$", lines[j]):
        j += 1
    return text, j


def _balanced(text: str) -> bool:
    return _depth(text, "([", ")]") == 0


def _track(line: str, depth: int, scopes: list[tuple[str, int]]) -> int:
    match = _TYPE_DECL.match(line.strip())
    change = _braces(line)
    if match and match.group(1) != "typealias" and "{" in line:
        name = match.group(2)
        if match.group(1) == "extension":
            scopes.append((name, depth + 1))
        else:
            scopes.append((name, depth + 1))
    depth += change
    while scopes and depth < scopes[-1][1]:
        scopes.pop()
    return depth


def _declaration(signature: str, owner: str, message: str, file: str, generated: bool) -> _ScannedDecl | None:
    sig = re.sub(r"^(?:@\w+(?:\([^)]*\))?\s+)*", "", signature.strip())
    sig = re.sub(r"^((public|package|internal|nonisolated|consuming|borrowing|mutating|final|override|@\w+)\s+)*", "", sig)
    type_match = _TYPE_DECL.match(sig)
    if type_match and type_match.group(1) != "extension":
        rest = type_match.group(3)
        conforms = set()
        header = re.match(r"^\s*(?:<[^>]*>)?\s*:\s*([^{=]*)", rest)
        if header:
            conforms = {p.strip().split("<")[0] for p in header.group(1).split(",") if p.strip()}
        d = _ScannedDecl(owner, type_match.group(2), "type", False, message, "", file, generated)
        d.conforms = conforms
        return d
    static = bool(re.match(r"^(static|class)\s", sig))
    sig = re.sub(r"^(static|class)\s+", "", sig)
    m = re.match(r"^(func|init|subscript)\b\s*`?([^\s(<`]*)`?", sig)
    if m:
        keyword = m.group(1)
        name = m.group(2) if keyword == "func" else keyword
        parsed = parse_function(sig)
        if parsed is None:
            return None
        title = f"{name}({''.join((p.label or '_') + ':' for p in parsed.params)})"
        kind = {"func": "static func" if static else "func", "init": "init", "subscript": "subscript"}[keyword]
        # the declaration, so that a SwiftUI overload with defaulted arguments left out matches it
        return _ScannedDecl(owner, title, kind, False, message, "", file, generated, sig)
    m = re.match(r"^(var|let)\s+`?(\w+)`?", sig)
    if m:
        return _ScannedDecl(owner, m.group(2), "static var" if static else "var", False, message, "", file, generated)
    m = re.match(r"^case\s+`?(\w+)`?", sig)
    if m:
        return _ScannedDecl(owner, m.group(1), "case", False, message, "", file, generated)
    return None


# ---------------------------------------------------------------------------------------------
# Reading a Swift declaration's signature


@dataclass
class Param:
    label: str | None  # None for `_`
    name: str
    type: str
    default: str | None
    attributes: list[str]  # @ViewBuilder, @escaping …


@dataclass
class Function:
    generics: list[tuple[str, str]]  # (name, constraint or "")
    params: list[Param]
    where: list[tuple[str, str, str]]  # (lhs, ":" or "==", rhs)
    result: str


def split_top(text: str, sep: str = ",") -> list[str]:
    """Splits at `sep` outside (), [], <> and string literals."""
    parts, depth, current, i, in_string = [], 0, [], 0, False
    while i < len(text):
        c = text[i]
        if in_string:
            current.append(c)
            if c == "\\" and i + 1 < len(text):
                current.append(text[i + 1])
                i += 2
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
            current.append(c)
        elif text.startswith("->", i):
            current.append("->")
            i += 2
            continue
        elif c in "([<{":
            depth += 1
            current.append(c)
        elif c in ")]>}":
            depth -= 1
            current.append(c)
        elif depth == 0 and text.startswith(sep, i):
            parts.append("".join(current).strip())
            current = []
            i += len(sep)
            continue
        else:
            current.append(c)
        i += 1
    if "".join(current).strip():
        parts.append("".join(current).strip())
    return parts


def _matching(text: str, start: int, open_c: str, close_c: str) -> int:
    depth, i, in_string = 0, start, False
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif text.startswith("->", i):
            i += 2
            continue
        elif c == open_c:
            depth += 1
        elif c == close_c:
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return -1


def parse_function(declaration: str) -> Function | None:
    """Reads `func name<G>(params) -> R where …` or `init(…)` (also `case name(…)`)."""
    m = re.search(r"\b(?:func\s+[^\s(<]+|init[?!]?|case\s+\w+|subscript)\s*", declaration)
    if not m:
        return None
    i = m.end()
    generics: list[tuple[str, str]] = []
    if i < len(declaration) and declaration[i] == "<":
        end = _matching(declaration, i, "<", ">")
        for part in split_top(declaration[i + 1 : end]):
            name, _, constraint = part.partition(":")
            generics.append((name.strip(), constraint.strip()))
        i = end + 1
    while i < len(declaration) and declaration[i] == " ":
        i += 1
    if i >= len(declaration) or declaration[i] != "(":
        return Function(generics, [], [], "")
    end = _matching(declaration, i, "(", ")")
    params = [_param(p) for p in split_top(declaration[i + 1 : end])]
    rest = declaration[end + 1 :].strip()
    where: list[tuple[str, str, str]] = []
    result = ""
    w = re.search(r"\bwhere\b", rest)
    head = rest[: w.start()] if w else rest
    if w:
        for clause in split_top(rest[w.end() :]):
            if "==" in clause:
                lhs, _, rhs = clause.partition("==")
                where.append((lhs.strip(), "==", rhs.strip()))
            else:
                lhs, _, rhs = clause.partition(":")
                where.append((lhs.strip(), ":", rhs.strip()))
    head = re.sub(r"^(async\s+)?(throws\s+|rethrows\s+)?", "", head)
    if head.startswith("->"):
        result = head[2:].strip()
    return Function(generics, params, where, result)


def _take_attributes(text: str) -> tuple[list[str], str]:
    """The `@Attribute`, `@Attribute<Generic<A, B>.C>` and `@Attribute(args)` words in `text`, with
    balanced brackets, and the text without them."""
    attributes, rest, i = [], [], 0
    while i < len(text):
        m = re.match(r"@\w+", text[i:]) if text[i] == "@" else None
        if not m:
            rest.append(text[i])
            i += 1
            continue
        end = i + m.end()
        for open_c, close_c in (("<", ">"), ("(", ")")):
            if end < len(text) and text[end] == open_c:
                close = _matching(text, end, open_c, close_c)
                end = close + 1 if close >= 0 else len(text)
        attributes.append(text[i:end].strip())
        i = end
        while i < len(text) and text[i] == " ":
            i += 1
    return attributes, "".join(rest)


def _param(text: str) -> Param:
    parts = split_top(text, ":")
    if len(parts) < 2:  # an enum case's unlabeled associated value: `case rect(Anchor<CGRect>.Source)`
        eq = split_top(text, "=")
        return Param(None, "value", eq[0].strip(), "=".join(eq[1:]).strip() if len(eq) > 1 else None, [])
    head = parts[0] if parts else text
    rest = ":".join(parts[1:]).strip() if len(parts) > 1 else ""
    default = None
    eq = split_top(rest, "=")
    if len(eq) > 1:
        rest, default = eq[0].strip(), "=".join(eq[1:]).strip()
    attributes = []
    while rest.startswith("@"):
        m = re.match(r"@\w+", rest)
        if not m:
            break
        end = m.end()
        for open_c, close_c in (("<", ">"), ("(", ")")):
            if end < len(rest) and rest[end] == open_c:
                close = _matching(rest, end, open_c, close_c)
                end = close + 1 if close >= 0 else len(rest)
        attributes.append(rest[:end].strip())
        rest = rest[end:].lstrip()
    head_attributes, head = _take_attributes(head)
    names = head.split()
    attributes = head_attributes + attributes
    if len(names) >= 2:
        label, name = names[0], names[1]
    elif names:
        label = name = names[0]
    else:
        label, name = "_", "_"
    rest = re.sub(r"^(inout|consuming|borrowing|sending|__owned|__shared)\s+", "", rest)
    return Param(None if label == "_" else label, name, rest.strip(), default, attributes)


def signature_labels(signature: str) -> list[str | None]:
    inner = signature[signature.index("(") + 1 : -1] if "(" in signature else ""
    return [None if l == "_" else l for l in inner.split(":")[:-1]]
