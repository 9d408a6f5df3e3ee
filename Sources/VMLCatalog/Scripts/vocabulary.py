#!/usr/bin/env python3
"""Writes Sources/VMLValidation/Vocabulary/Generated/SwiftUIVocabularyData.swift: the part of the
catalog `vml check` reads (modifier signatures, view initializers, the members of value types),
with each parameter's type reduced to what a VML argument can be checked against.

The catalog (`catalog.tsv`) stays the one list of SwiftUI's API: this file is made from it and
`check.py` fails when it is out of date. Run from the package root:

    python3 Sources/VMLCatalog/Scripts/vocabulary.py [--check]

Line format (tab-separated), one declaration a line:

    m NAME STATUS IOS PARAM…    a modifier overload (`padding`, `r`, `13.0`, `_:[T.Edge.Set]`, `_:n`)
    t NAME PARAM…               a modifier overload the DSL renders on every view (`VmlView`), as a
                                typed call may spell it: SwiftUI's parameters that the DSL's
                                declaration also has (SwiftUI's `fill(_:style:)` is the DSL's
                                `fill(_:)`), for `vml swift`
    e VIEW STATUS IOS PARAM…    a view initializer
    c TYPE IOS PARAM…           a value type's initializer
    f TYPE MEMBER IOS PARAM…    a static function, or an enum case with associated values
    v TYPE MEMBER IOS           a static property, or an enum case without associated values
    x NAME                      a modifier the DSL writes that SwiftUI does not declare
    u TYPE MEMBER               a static member of a value type the DSL does not declare (refused,
                                or not on iOS), which `vml swift` does not write as a typed call
    y VIEW ATTRIBUTE…           an element the DSL writes, with the attributes it sets on it
    l TYPE KIND                 a value type a literal can be written for (`KeyEquivalent` `s`)
    r NEW OLD IOS               a modifier or view initializer (`foregroundStyle(_:)`,
                                `overlay(alignment:content:)`) that the catalog's `deprecated`
                                column of an older one points to (`renamed: …`, or a message naming
                                it, on OLD's rows), with the iOS OLD came in: what a client older
                                than NEW can use instead

STATUS: r renders, a accepted, x refused, - not in the DSL. IOS: the iOS version the declaration
came in, from the catalog's `platforms` column (`iOS 17.0` → `17.0`; `iOS` with no version → `13.0`,
SwiftUI's first; `unavailable-iOS` → `-`, never on iOS); where overloads reduce to one line, the
earliest of theirs (VMLAvailability reads it: what a client older than that cannot draw). PARAM: `label:kind` (`_` when
unlabeled), with `=` after it on a `t` line's parameter that SwiftUI gives a default
(`alignment:T.Alignment=`: a typed call may leave it out), and kind `i` there for an `Int` (a
whole number); kind: n number, b Bool, s text, v a view or closure, * anything, T.Name a value of
that type (its static members are checked), [T.Name] an array of them.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import catalog_lib as L  # noqa: E402
import swift_types as T  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]
CATALOG = ROOT / "Sources/VMLCatalog/catalog.tsv"
OUT = ROOT / "Sources/VMLValidation/Vocabulary/Generated/SwiftUIVocabularyData.swift"
DSL = ROOT / "Sources/VML"

STATUS = {"renders": "r", "accepted": "a", "refused": "x"}
BOOLS = {"Bool"}
TEXTS = {"String", "LocalizedStringKey", "Substring", "Text", "StringProtocol", "LocalizedStringResource"}
# Literal initializers → the literal's kind (a string for a type that takes `"s"`).
LITERALS = {
    "init(stringLiteral:)": "s", "init(extendedGraphemeClusterLiteral:)": "s", "init(unicodeScalarLiteral:)": "s",
    "init(integerLiteral:)": "n", "init(floatLiteral:)": "n", "init(booleanLiteral:)": "b",
}  # fmt: skip
NUMBER_PROTOCOLS = {"BinaryFloatingPoint", "BinaryInteger", "FloatingPoint", "Numeric", "Strideable"}
# `iOS` with no version: SwiftUI's first iOS.
FIRST_IOS = (13, 0)
NEVER = (10_000,)  # sorts after every version: `unavailable-iOS`


def ios_introduced(platforms: str) -> tuple[int, ...]:
    """The iOS version a row came in, from its `platforms` column: the first `iOS X.Y[.Z]`
    (`iOS` alone is SwiftUI's first, 13.0), or NEVER for `unavailable-iOS`. A row that names no
    iOS at all is taken as available since 13.0, as Swift takes a declaration without an
    `@available` attribute for the platform."""
    for part in platforms.split(";"):
        part = part.strip()
        if part == "unavailable-iOS":
            return NEVER
        match = re.fullmatch(r"iOS(?:\s+(\d+(?:\.\d+){0,2}))?", part)
        if match:
            if match.group(1) is None:
                return FIRST_IOS
            numbers = tuple(int(n) for n in match.group(1).split("."))
            return numbers if len(numbers) > 1 else (numbers[0], 0)
    return FIRST_IOS


def version_text(version: tuple[int, ...]) -> str:
    """`17.0`, `17.4.1`, or `-` for NEVER."""
    return "-" if version == NEVER else ".".join(str(n) for n in version)


def member_types(rows: list[dict[str, str]]) -> set[str]:
    """Types whose static members are listed: what `.name` in an argument is checked against."""
    owners = set()
    for row in rows:
        if row["group"] == "value" and (row["kind"] in ("static var", "static let", "case", "static func")):
            owners.add(row["owner"])
    return owners


class Kinds:
    def __init__(self, members: set[str]):
        self.members = members

    def of(self, text: str, generics: dict[str, str]) -> str:
        try:
            node = T.parse_type(text)
        except Exception:  # noqa: BLE001 - an odd type is checked as anything
            return "*"
        return self.node(node, generics, 0)

    def node(self, node: T.TypeNode, generics: dict[str, str], depth: int) -> str:
        if depth > 8:
            return "*"
        if node.kind == "func":
            return "v"
        if node.kind in ("optional", "some", "any"):
            return self.node(node.args[0], generics, depth + 1) if node.args else "*"
        if node.kind == "array":
            inner = self.node(node.args[0], generics, depth + 1)
            return f"[{inner}]" if inner.startswith("T.") else "*"
        if node.kind != "name":
            return "*"
        name = node.name
        if name in generics:
            constraint = generics[name]
            for part in re.split(r"\s*&\s*", constraint):
                if part in T.VIEW_PROTOCOLS:
                    return "v"
                if part in NUMBER_PROTOCOLS:
                    return "n"
                if part == "StringProtocol":
                    return "s"
                if part in self.members:
                    return f"T.{part}"
            return "*"
        if name in T.VIEW_PROTOCOLS:
            return "v"
        if name in T.NUMBERS:
            return "n"
        if name in BOOLS:
            return "b"
        if name in TEXTS:
            return "s"
        if name in self.members:
            return f"T.{name}"
        return "*"


def generics_of(function: L.Function) -> dict[str, str]:
    generics = {name: constraint for name, constraint in function.generics}
    for lhs, op, rhs in function.where:
        if op == ":" and lhs in generics:
            generics[lhs] = f"{generics[lhs]} & {rhs}" if generics[lhs] else rhs
    return generics


def params_text(function: L.Function, kinds: Kinds, context: str, defaults: bool = False) -> list[str]:
    generics = generics_of(function)
    # `extension Button where Label == Text`: the view's own type parameters, as constrained there.
    for clause in L.split_top(context) if context else []:
        if ":" in clause and "==" not in clause:
            lhs, _, rhs = clause.partition(":")
            generics.setdefault(lhs.strip(), rhs.strip())
    out = []
    for p in function.params:
        kind = kinds.of(p.type, generics)
        if kind != "v" and any(a.startswith("@ViewBuilder") for a in p.attributes):
            kind = "v"
        # An image a view shows (`SharePreview(_:image:icon:)`: `Image`, or a `Transferable` one):
        # written as a template, as a view is.
        bare = p.type.rstrip("?")
        if p.label in ("image", "icon") and (bare in ("Image", "Icon") or "Transferable" in generics.get(bare, "")):
            kind = "v"
        if defaults and kind == "n" and bare == "Int":
            kind = "i"
        out.append(f"{p.label or '_'}:{kind}" + ("=" if defaults and p.default is not None else ""))
    return out


# Where a typed call spelled as SwiftUI's would not rebuild the VML it was written from, found by
# compiling and rendering a typed call for every `t` line (Tests/VMLSwiftExportTests/Fixtures/
# typed-modifiers/, written by its script): overloads with no `t` line, because the DSL takes another
# parameter type under SwiftUI's labels (the call would not compile) or renders them under another
# name (a deprecated spelling the DSL writes the modern way) …
UNTYPED = {
    "accessibility\thint:s": "the DSL's accessibility(hint:) takes a VmlText",
    "accessibility\tlabel:s": "the DSL's accessibility(label:) takes a VmlText",
    "accessibility\tvalue:s": "the DSL's accessibility(value:) takes a VmlText",
    "listItemTint\t_:T.ListItemTint": "the DSL's listItemTint(_:) takes a color",
    "listSectionSpacing\t_:T.ListSectionSpacing": "the DSL's listSectionSpacing(_:) takes a number",
    "safeAreaPadding\t_:n": "the DSL's safeAreaPadding(_:) takes edge insets",
    "tint\t_:T.ShapeStyle": "the DSL's tint(_:) takes a color",
    "accentColor\t_:T.Color": "written tint(_:)",
    "accessibility\tactivationPoint:T.UnitPoint": "written accessibilityActivationPoint(_:)",
    "accessibility\taddTraits:T.AccessibilityTraits": "written accessibilityAddTraits(_:)",
    "accessibility\thidden:b": "written accessibilityHidden(_:)",
    "accessibility\tidentifier:s": "written accessibilityIdentifier(_:)",
    "accessibility\tremoveTraits:T.AccessibilityTraits": "written accessibilityRemoveTraits(_:)",
    "accessibility\tsortPriority:n": "written accessibilitySortPriority(_:)",
    "disableAutocorrection\t_:b": "written autocorrectionDisabled(_:)",
    "edgesIgnoringSafeArea\t_:T.Edge.Set": "written ignoresSafeArea(edges:)",
    "navigationBarTitle\t_:s": "written navigationTitle(_:)",
    "navigationBarTitle\t_:s\tdisplayMode:T.NavigationBarItem.TitleDisplayMode": "written as two modifiers",
}
# … parameters whose default the DSL writes when the argument is left out (`focusable()` renders
# `focusable(true)`), so a typed call must write them …
DSL_WRITES_DEFAULT = {
    ("accessibilityRespondsToUserInteraction", "_"), ("focusable", "_"), ("hoverEffect", "_"),
    ("listRowHoverEffectDisabled", "_"), ("scrollClipDisabled", "_"),
}  # fmt: skip
# … and parameters whose default value the DSL leaves out when it is written
# (`contentMargins(8, for: .automatic)` renders `contentMargins(8)`), so a typed call never writes them.
DSL_DROPS_DEFAULT = {("contentMargins", "for"), ("scrollTargetLayout", "isEnabled")}


def adjusted(name: str, params: list[str]) -> list[str]:
    """`params` with the DSL's defaults as it renders them (DSL_WRITES_DEFAULT, DSL_DROPS_DEFAULT)."""
    out = []
    for param in params:
        label = param.partition(":")[0]
        if (name, label) in DSL_DROPS_DEFAULT:
            continue
        out.append(param.rstrip("=") if (name, label) in DSL_WRITES_DEFAULT else param)
    return out


def typed_call(params: list[str], row: dict[str, str]) -> list[str] | None:
    """The parameters of a rendered modifier overload that its VML declaration also has, in order
    (`fill(_:style:)`, declared `VmlView.fill(_:)`: the first), or None when the VML declaration's
    labels are not among SwiftUI's (`alert(_:isPresented:actions:)` → `…actions:message:)`)."""
    head, _, rest = row.get("vml", "").partition("(")
    if head.rsplit(".", 1)[-1] + "(" + rest == row["signature"]:
        return params
    labels = rest.rstrip(")").split(":")[:-1]
    kept = []
    for param in params:
        if labels and param.partition(":")[0] == labels[0]:
            kept.append(param)
            labels.pop(0)
    return None if labels else kept


def dsl_modifier_names() -> set[str]:
    """Modifier names the DSL writes (`applying("name"`, `modifier(named: "name"`)."""
    names = set()
    for path in sorted(DSL.rglob("*.swift")):
        text = path.read_text()
        names.update(re.findall(r'applying\(\s*"([A-Za-z_][A-Za-z0-9_]*)"', text))
        names.update(re.findall(r'modifier\(\s*named:\s*"([A-Za-z_][A-Za-z0-9_]*)"', text))
        names.update(re.findall(r'VMLModifier\(\s*(?:name:\s*)?"([A-Za-z_][A-Za-z0-9_]*)"', text))
    return names


def dsl_elements() -> dict[str, set[str]]:
    """Element names the DSL writes (`ElementBuilder("Name"`), each with the attribute names set
    in the files that build it (`.set("name"`, `set(selection:`)."""
    elements: dict[str, set[str]] = {}
    for path in sorted(DSL.rglob("*.swift")):
        text = path.read_text()
        names = set(re.findall(r'ElementBuilder\(\s*"([A-Z][A-Za-z0-9_]*)"', text))
        attributes = set(re.findall(r'\.set\(\s*"([A-Za-z_][A-Za-z0-9_-]*)"', text))
        attributes.update(re.findall(r'\bset\(([a-z][A-Za-z0-9_]*):', text))
        attributes.update(re.findall(r'\battribute\(\s*"([A-Za-z_][A-Za-z0-9_-]*)"', text))
        for name in names:
            elements.setdefault(name, set()).update(attributes)
    return elements


def lines() -> list[str]:
    rows = L.read_tsv(CATALOG)
    kinds = Kinds(member_types(rows))
    out: set[str] = set()
    # Lines that carry an iOS version: (the fields before it, the fields after it) → the earliest
    # version of the rows that make that line.
    versioned: dict[tuple[tuple[str, ...], tuple[str, ...]], tuple[int, ...]] = {}

    def add(head: list[str], tail: list[str], row: dict[str, str]) -> None:
        key = (tuple(head), tuple(tail))
        version = ios_introduced(row.get("platforms", ""))
        versioned[key] = min(versioned.get(key, NEVER), version)

    modifiers: set[str] = set()
    for row in rows:
        group, owner, name, kind = row["group"], row["owner"], row["name"], row["kind"]
        status = STATUS.get(row.get("status", ""), "-")
        if group == "modifier" and kind == "func":
            function = L.parse_function(row["declaration"])
            if function is None:
                continue
            modifiers.add(name)
            add(["m", name, status], params_text(function, kinds, row["context"]), row)
            if status == "r" and row.get("vml", "").startswith("VmlView."):
                typed = typed_call(params_text(function, kinds, row["context"], defaults=True), row)
                if typed is not None and "\t".join([name] + typed).replace("=", "") not in UNTYPED:
                    out.add("\t".join(["t", name] + adjusted(name, typed)))
        elif group == "view" and kind == "init":
            function = L.parse_function(row["declaration"])
            if function is None:
                continue
            add(["e", owner, status], params_text(function, kinds, row["context"]), row)
        elif group == "value":
            if kind in ("static var", "static let") or (kind == "case" and "(" not in row["signature"]):
                add(["v", owner, name], [], row)
            elif kind in ("static func", "case"):
                function = L.parse_function(row["declaration"])
                if function is not None:
                    add(["f", owner, name], params_text(function, kinds, row["context"]), row)
            elif kind == "init" and row["signature"] in LITERALS:
                out.add(f"l\t{owner}\t{LITERALS[row['signature']]}")
            elif kind == "init":
                function = L.parse_function(row["declaration"])
                if function is not None:
                    add(["c", owner], params_text(function, kinds, row["context"]), row)
    for (head, tail), version in versioned.items():
        out.add("\t".join(list(head) + [version_text(version)] + list(tail)))
    out.update(renamed_lines(rows))
    # Static members no row of which the DSL declares (refused, or not on iOS): a typed call
    # naming one would not compile.
    member_statuses: dict[tuple[str, str], set[str]] = {}
    for row in rows:
        if row["group"] == "value" and row["kind"] != "init":
            member_statuses.setdefault((row["owner"], row["name"]), set()).add(row.get("status", ""))
    for (owner, name), statuses in member_statuses.items():
        if not statuses & {"renders", "accepted"}:
            out.add(f"u\t{owner}\t{name}")
    for name in dsl_modifier_names() - modifiers:
        out.add(f"x\t{name}")
    for name, attributes in dsl_elements().items():
        out.add("\t".join(["y", name] + sorted(attributes)))
    return sorted(out)


def renamed_lines(rows: list[dict[str, str]]) -> set[str]:
    """The `r` lines: each modifier and view initializer that the `deprecated` column of older
    rows points to, as NEW, with the older selector and its earliest iOS. An older row points to
    NEW with `renamed: NEW` (Swift's `@available(*, renamed:)`), or with a message whose first
    selector (`Use `overlay(alignment:content:)` instead.`) is one the catalog declares. One line
    per NEW: a rename before a message, then the earliest older declaration."""
    def selector(row: dict[str, str]) -> str | None:
        if row["group"] == "modifier" and row["kind"] == "func":
            return row["signature"]
        if row["group"] == "view" and row["kind"] == "init" and row["signature"].startswith("init("):
            return row["owner"] + row["signature"][len("init"):]
        return None

    declared = {name for name in map(selector, rows) if name is not None}
    chosen: dict[str, tuple[int, tuple[int, ...], str]] = {}
    for row in rows:
        old = selector(row)
        deprecated = row.get("deprecated", "")
        if old is None:
            continue
        renamed = re.search(r"renamed: ([^;]+)", deprecated)
        message = re.search(r"message: (.*)", deprecated)
        if renamed is not None:
            new, rank = renamed.group(1).strip(), 0
        elif message is not None:
            mentioned = re.findall(r"([A-Za-z][A-Za-z0-9_.]*\((?:[A-Za-z_]+:)*\))", message.group(1))
            if not mentioned:
                continue
            # `View.onSubmit(of:_:)` is a modifier, `SecureField.init(_:text:)` an initializer.
            new = mentioned[0].replace(".init(", "(")
            new = new.split(".")[-1] if new[0].islower() or new.startswith("View.") else new
            rank = 1
        else:
            continue
        if "(" not in new or old == new or new not in declared:
            continue
        candidate = (rank, ios_introduced(row.get("platforms", "")), old)
        if new not in chosen or candidate < chosen[new]:
            chosen[new] = candidate
    return {f"r\t{new}\t{old}\t{version_text(version)}" for new, (_, version, old) in chosen.items()}


def swift_source() -> str:
    every = lines()
    typed = [line for line in every if line[:2] in ("t\t", "u\t")]
    body = "\n".join(line for line in every if line[:2] not in ("t\t", "u\t"))
    typed_body = "\n".join(typed)
    assert '"""' not in body + typed_body and "\\" not in body + typed_body
    return (
        "// Generated by Sources/VMLCatalog/Scripts/vocabulary.py from Sources/VMLCatalog/catalog.tsv.\n"
        "// Do not edit: run `python3 Sources/VMLCatalog/Scripts/vocabulary.py`.\n"
        "// swift-format-ignore-file\n\n"
        "extension SwiftUIVocabulary {\n"
        "    /// The catalog's declarations, one a line (the format is in vocabulary.py's header).\n"
        '    static let catalogLines = """\n'
        f"{body}\n"
        '"""\n'
        "}\n\n"
        "extension TypedCallVocabulary {\n"
        "    /// The catalog's `t` and `u` lines, which only `vml swift` reads (vocabulary.py's header).\n"
        '    static let typedCallLines = """\n'
        f"{typed_body}\n"
        '"""\n'
        "}\n"
    )


def main() -> None:
    L.write_or_check(OUT, swift_source(), "vocabulary.py", sys.argv[1:])


if __name__ == "__main__":
    main()
