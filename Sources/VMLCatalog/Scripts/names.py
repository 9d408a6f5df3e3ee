"""SwiftUI's type names with no `Vml` counterpart: the typealiases and refusals generate.py adds.

The prefix rule says a SwiftUI file ports by adding `Vml` to every SwiftUI name, so every public
SwiftUI type a file can name (swiftui-types.tsv, written by extract_types.py) needs a `Vml`
counterpart: the real type, a typealias, or an unavailable declaration whose message says what to
write. For each name with none, in the VML module or among the types generate.py writes for the
catalog's rows:

- a typealias when the DSL has the type under another name: an `owner` rule of decisions.tsv, the
  flattened name (`Image.Scale` is `VmlImageScale`), or what SwiftUI's own typealias names
  (`ButtonStyle.Configuration` is `ButtonStyleConfiguration`); unavailable, with the target's
  message, when the target is;
- otherwise a refusal with the message of the first rule of names.tsv whose pattern matches: a
  top-level type in `Vml<Name>+Generated.swift` in the rule's folder, a nested one as an
  unavailable typealias in its outer type's generated file. Result builders are refused as
  typealiases of VmlBuilder and property wrappers as property wrappers, so an attribute spelling
  reaches the message too. A refused struct also gets one unavailable initializer per label list
  of its documented initializers (swiftui-type-inits.tsv, written by extract_types.py), so a call
  with arguments (`VmlMoveTransition(edge: .top)`) reaches the message instead of "argument
  passed to call that takes no arguments". A parameter whose SwiftUI type has a plain `Vml`
  counterpart takes it (so `.top` is inferred), a standard library one keeps its type, any other
  is a generic placeholder; a defaulted parameter gives the label lists without it too. They sit
  in an unavailable extension binding a generic type's parameters to Never, so a call infers them.

Tests/VMLTests/SwiftUINameTests.swift compiles every name of swiftui-types.tsv with the prefix.
"""

from __future__ import annotations

import itertools
import re
import sys
from dataclasses import dataclass

import catalog_lib as L

TYPES_TSV = L.CATALOG_DIR / "swiftui-types.tsv"
NAMES_TSV = L.CATALOG_DIR / "names.tsv"
INITS_TSV = L.CATALOG_DIR / "swiftui-type-inits.tsv"
STANDARD = {"Bool", "Int", "Double", "Float", "String", "Character", "Substring", "UInt", "Int8", "Int16",
            "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Void", "Never"}
ATTRIBUTE = r"@[\w.]+(?:\([^)]*\)|<[^>]*>)?"
INIT_MARK = "// inits of "
# a title: SwiftUI overloads Text, LocalizedStringKey and StringProtocol (the mirror keeps one page),
# so a generic takes all three, "Title" included
TITLES = {"Text", "LocalizedStringKey", "String"}
MAX_DEFAULTED = 4  # beyond it, only all or none of the defaulted parameters are left out
STYLE = re.compile(r"^(\w*?)((?:[A-Z][a-z]+)*Style)$")


@dataclass
class NameRule:
    pattern: str
    folder: str
    message: str


def read_rules() -> list[NameRule]:
    rules = []
    for line in NAMES_TSV.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        pattern, folder, message = line.split("\t")
        rules.append(NameRule(pattern, folder, message))
    return rules


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


class Names:
    """What generate.py adds for SwiftUI's type names: extra text by generated file."""

    def __init__(self, generator) -> None:  # generate.Generator
        self.generator = generator
        self.module = generator.module
        self.types = generator.types
        self.rules = read_rules()
        self.rows = {row["name"]: row for row in L.read_tsv(TYPES_TSV)}
        self.protocols = {name for name, row in self.rows.items() if row["kind"] == "protocol"}
        self.functions = {t.split("(", 1)[0] for t in self.module.members.get("", {}) if "(" in t} - set(self.module.types)
        self.groups = generator.groups()
        # Top-level types the hand-written sources declare, read from the text too: after a merge
        # the symbol graph may be older than the sources (or not build), and a name declared by
        # hand must not be generated again.
        self.declared = set()
        for path in sorted(L.VML_SOURCES.rglob("*.swift")):
            if not L.is_generated(str(path.relative_to(L.ROOT))):
                text = path.read_text(encoding="utf-8")
                self.declared |= set(re.findall(r"(?m)^public (?:final )?(?:struct|enum|class|protocol|typealias) (Vml\w+)", text))
        # VML name → message of a refused one, "" for an available one: what this run declares
        self.planned: dict[str, str] = {}
        self.top: dict[str, str] = {}  # path → declarations of new top-level types
        self.nested: dict[str, list[str]] = {}  # real VML outer → nested declarations
        self.aliases: dict[str, str] = {}  # a planned typealias → its target
        self.inits: dict[str, list[str]] = {}  # SwiftUI type → declarations of its initializers
        for row in L.read_tsv(INITS_TSV) if INITS_TSV.exists() else []:
            self.inits.setdefault(row["type"], []).append(row["declaration"])

    # --- what exists ---

    def unavailable_message(self, vml: str) -> str | None:
        """None when `vml` is not declared; "" when available; the message when refused."""
        if vml in self.planned:
            return self.planned[vml]
        decl = self.module.types.get(vml)
        if decl is not None:
            return "" if decl.available else (decl.message or "unavailable")
        if vml in self.types.generated_types:
            return self.generator.type_message(vml, self.groups[vml]) if vml in self.groups else "unavailable"
        if vml in self.functions or vml in self.declared:
            return ""
        return None

    def canonical(self, vml: str) -> str:
        """The type a declared typealias names (`VmlAccessibilityFocusState` is `VmlFocusState`)."""
        for _ in range(4):
            decl = self.module.types.get(vml)
            match = re.fullmatch(r".*\btypealias\s+\w+(?:<[^=]*>)?\s*=\s*([A-Z][\w.]*)", decl.declaration if decl else "")
            if not match or match.group(1) == vml:
                return vml
            vml = match.group(1)
        return vml

    def resolve(self, name: str) -> str | None:
        """The real VML name of a SwiftUI type name, declared or planned."""
        vml = "Vml" + name
        if vml in self.aliases:
            return self.aliases[vml]
        if self.unavailable_message(vml) is not None:
            return self.canonical(vml)
        if "." in name:
            outer, inner = name.rsplit(".", 1)
            real_outer = self.resolve(outer)
            if real_outer and self.unavailable_message(f"{real_outer}.{inner}") is not None:
                return f"{real_outer}.{inner}"
        found = self.types.swiftui_type(name)
        return found

    # --- planning ---

    def message(self, name: str) -> NameRule:
        for rule in self.rules:
            if L._glob(rule.pattern, name):
                return rule
        raise SystemExit(f"names.py: no rule of names.tsv matches SwiftUI's {name}: add one")

    def style_message(self, name: str, rule: NameRule) -> str:
        """`write .buttonStyle(.borderedProminent)` for `BorderedProminentButtonStyle`."""
        for protocol in sorted(self.protocols, key=len, reverse=True):
            if protocol.endswith("Style") and name.endswith(protocol) and name != protocol:
                member = lower_first(name[: -len(protocol)])
                member = "automatic" if member == "default" else member
                return f"write the style by name: .{lower_first(protocol)}(.{member})"
        return rule.message

    def plan(self) -> None:
        for name in sorted(self.rows, key=lambda n: (n.count("."), n)):
            row = self.rows[name]
            if self.resolve(name) == "Vml" + name:
                continue
            outer, inner = (name.rsplit(".", 1) + [""])[:2] if "." in name else ("", name)
            real_outer = self.resolve(outer) if outer else ""
            if outer and (not real_outer or real_outer in self.functions):
                print(f"names.py: {name} left out: VML declares no type {'Vml' + outer}", file=sys.stderr)
                continue  # its outer type is not declared (or is a function): the test names it
            path = f"{real_outer}.{inner}" if outer else "Vml" + name
            if self.unavailable_message(path) is not None:
                continue  # the same type under another outer name (`PrimitiveButtonStyle` is VmlButtonStyle)
            target = self.types.swiftui_type(name)
            if target is None and row["aliases"] and re.fullmatch(r"[A-Z][\w.]*", row["aliases"]):
                target = self.resolve(row["aliases"])
            if target == path:
                target = None
            if target is not None:
                message = self.unavailable_message(target) or ""
                self.declare(name, row, path, real_outer, inner, message, alias=target)
                continue
            rule = self.message(name)
            message = self.style_message(name, rule) if STYLE.match(name) else rule.message
            if "{member}" in message:
                suffix = rule.pattern.rsplit("*", 1)[-1]
                member = lower_first(name[: len(name) - len(suffix)])
                message = message.replace("{member}", "automatic" if member in ("", "default") else member)
            self.declare(name, row, path, real_outer, inner, message, folder=rule.folder)

    def declare(self, name, row, path, outer, inner, message, alias=None, folder="") -> None:
        self.planned[path] = message
        if alias:
            self.aliases[path] = alias
        generics = f"<{row['generics']}>" if row["generics"] else ""
        summary = f"SwiftUI's `{name}`"
        if alias and not message:
            lines = [f"{summary}: the DSL's `{alias}`.", "", "```swift", f"let value: {path}? = nil   // a {alias}", "```"]
            text = _doc(lines) + f"public typealias {inner if outer else path}{generics} = {alias}\n"
        else:
            lines = [f"{summary}, refused at compile time: {message}", "", "```swift", f"let value: {path}",
                     f"// error: '{inner if outer else path}' is unavailable: {message}", "```"]  # fmt: skip
            text = _doc(lines) + f"@available(*, unavailable, message: {_string(message)})\n"
            declared = inner if outer else path
            if alias:
                text += f"public typealias {declared}{generics} = {alias}\n"
            elif outer:
                text += f"public typealias {declared}{generics} = Never\n"
            elif row["attribute"] == "resultBuilder":
                text += f"public typealias {declared}{generics} = VmlBuilder\n"
            elif row["attribute"] == "propertyWrapper":
                value = row["generics"].split(",")[0].strip() if row["generics"] else ""
                wrapped = value if value and not value.startswith("each ") else "Never"
                text += (
                    f"@propertyWrapper public struct {declared}{generics} {{\n"
                    f"    /// Never available; see the type's message.\n"
                    f"    public var wrappedValue: {wrapped}\n\n"
                    f"    /// Never available; see the type's message.\n"
                    f"    public init(wrappedValue: {wrapped}) {{ self.wrappedValue = wrappedValue }}\n"
                    "}\n"
                )
            elif row["kind"] == "protocol":
                text += f"public protocol {declared} {{}}\n"
            else:
                # an initializer, so `VmlDefaultGaugeStyle()` reaches the message too
                text += (
                    f"public struct {declared}{generics} {{\n"
                    f"    /// Never available; see the type's message.\n"
                    "    public init() {}\n"
                    "}\n"
                    f"{INIT_MARK}{name}\n"
                )
        if outer:
            self.nested.setdefault(outer, []).append(text)
        else:
            rel = f"{L.VML_SOURCES_REL}{folder or self.home(path)}/{path}{L.GENERATED_SUFFIX}"
            self.top[path] = rel
            self.nested.setdefault(path, [])
            self.top_text = getattr(self, "top_text", {})
            self.top_text.setdefault(rel, []).append(text)

    def home(self, vml: str) -> str:
        """The folder of a new typealias's file: its target's."""
        target = self.aliases.get(vml, vml).split(".", 1)[0].split("<", 1)[0]
        if target in self.top:
            return self.top[target][len(L.VML_SOURCES_REL) :].rsplit("/", 1)[0]
        return self.generator.home(target)

    # --- output ---

    # --- initializers of refused structs ---

    def parameter_type(self, text: str, generics: set[str], placeholders: list[str], in_closure: bool = False) -> str:
        """The type a refused initializer's parameter takes for SwiftUI's `text`: a closure's
        parameter of no plain counterpart is `Any`, so `{ value in … }` type-checks."""
        text = re.sub(ATTRIBUTE + r"\s*|\b(?:sending|__owned|borrowing|consuming)\s+", "", text).strip()
        function = _function_type(text)
        if function is not None:
            params, effects, result = function
            mapped = [self.parameter_type(p, generics, placeholders, in_closure=True) for p in _split_top(params)]
            return f"@escaping ({', '.join(mapped)}){effects} -> {self.parameter_type(result, generics, placeholders)}"
        optional = text.endswith("?") and re.fullmatch(r"[A-Z][\w.]*\?", text) is not None
        name = text[:-1] if optional else text
        concrete = None
        if re.fullmatch(r"[A-Z][\w.]*", name) and name not in generics and name.split(".", 1)[0] not in generics:
            if name in TITLES:
                pass
            elif name in STANDARD:
                concrete = name
            elif name in self.rows and not self.rows[name]["generics"] and self.rows[name]["kind"] != "protocol":
                vml = self.resolve(name)
                if vml and vml not in self.functions and "<" not in vml:
                    concrete = vml
        if concrete is None and in_closure:
            return "Any"
        if concrete is None and optional:
            return "Any?"  # a generic could not be inferred from `nil`
        if concrete is None:
            placeholders.append(f"T{len(placeholders)}")
            return placeholders[-1]
        return concrete + ("?" if optional else "")

    def initializers(self, name: str, message: str) -> str:
        """One unavailable initializer per label list of SwiftUI's documented initializers of `name`."""
        # labels → SwiftUI types with the generic parameters in scope (None: the overloads' differ)
        shapes: dict[tuple[str, ...], list[tuple[str, frozenset[str]] | None]] = {}
        for declaration in self.inits.get(name, []):
            match = re.search(r"\binit[?!]?\s*(<[^(]*>)?\s*\(", declaration)
            if not match:
                continue
            generics = {g for g in self.rows.get(name, {}).get("generics", "").replace(" ", "").split(",") if g}
            generics |= {g.split(":")[0].strip() for g in _split_top((match.group(1) or "<>")[1:-1])}
            inside = _inside_parens(declaration[match.end() - 1 :])
            params = []
            for param in _split_top(inside):
                head, _, rest = param.partition(":")
                words = re.sub(ATTRIBUTE, "", head).split()
                if not words or not rest:
                    params = None
                    break
                type_text, _, default = rest.partition("=")
                type_text = type_text.strip()
                if type_text.endswith("..."):
                    params = None  # variadic: left to the generic fallback below
                    break
                if re.match(r"(?:some|any|inout)\b", type_text):
                    type_text = ""
                params.append((words[0].strip("`"), type_text, bool(default.strip())))
            if params is None:
                continue
            defaulted = [i for i, p in enumerate(params) if p[2]]
            omissions = (
                [set(c) for k in range(len(defaulted) + 1) for c in itertools.combinations(defaulted, k)]
                if len(defaulted) <= MAX_DEFAULTED else [set(), set(defaulted)]
            )  # fmt: skip
            for omitted in omissions:
                kept = [p for i, p in enumerate(params) if i not in omitted]
                labels = tuple(p[0] for p in kept)
                if not labels:
                    continue
                types = [(p[1], frozenset(generics)) for p in kept]
                known = shapes.setdefault(labels, list(types))
                shapes[labels] = [a if a == b else None for a, b in zip(known, types)]
        declarations = {}
        for labels, types in sorted(shapes.items()):
            placeholders: list[str] = []
            parameters = []
            for index, (label, type_text) in enumerate(zip(labels, types)):
                mapped = self.parameter_type(type_text[0], set(type_text[1]), placeholders) if type_text and type_text[0] else None
                if mapped is None:
                    placeholders.append(f"T{len(placeholders)}")
                    mapped = placeholders[-1]
                parameters.append((label, mapped))
            declarations[labels] = (placeholders, parameters)
        # Label lists that differ only by the label of a last closure (`content:`, `makeContent:`)
        # make a trailing closure ambiguous, which hides the message: one of them is kept,
        # `content:` if it is one, else the first.
        trailing: dict[tuple[str, ...], list[tuple[str, ...]]] = {}
        for labels, (_, parameters) in declarations.items():
            if parameters[-1][1].startswith("@escaping ("):
                trailing.setdefault(labels[:-1], []).append(labels)
        for group in trailing.values():
            keep = next((labels for labels in group if labels[-1] == "content"), group[0])
            for labels in group:
                if labels != keep:
                    del declarations[labels]
        out = []
        for labels, (placeholders, parameters) in declarations.items():
            generic = f"<{', '.join(placeholders)}>" if placeholders else ""
            parameters = [f"{label} p{index}: {mapped}" for index, (label, mapped) in enumerate(parameters)]
            out.append(
                "    /// Never available; see the type's message.\n"
                f"    @available(*, unavailable, message: {_string(message)})\n"
                f"    public init{generic}({', '.join(parameters)}) {{}}\n"
            )
        if not out or "each " in self.rows[name]["generics"]:
            return ""  # a parameter pack cannot be bound to Never
        # a generic type's parameters bound to Never, so a call infers them
        generics = [g.strip() for g in self.rows[name]["generics"].split(",") if g.strip()]
        where = " where " + ", ".join(f"{g} == Never" for g in generics) if generics else ""
        return f"\n@available(*, unavailable)\nextension Vml{name}{where} {{\n" + "\n".join(out) + "}\n"

    def add_initializers(self, text: str) -> str:
        def replace(match: re.Match) -> str:
            name = match.group(1)
            return self.initializers(name, self.planned["Vml" + name])

        return re.sub(rf"(?m)^{re.escape(INIT_MARK)}(\S+)\n", replace, text)

    def sections(self) -> dict[str, list[str]]:
        """Text to add, by generated file."""
        self.plan()
        out: dict[str, list[str]] = {}
        for rel, texts in getattr(self, "top_text", {}).items():
            out.setdefault(rel, []).extend(self.add_initializers(text) for text in texts)
        for outer, texts in sorted(self.nested.items()):
            if not texts:
                continue
            root = outer.split(".", 1)[0]
            rel = self.top.get(root) or self.generator.path(root)
            refused = self.unavailable_message(outer) or self.unavailable_message(root)
            head = "@available(*, unavailable)\n" if refused else ""
            body = "\n\n".join(
                "\n".join("    " + line if line else line for line in text.rstrip("\n").split("\n")) for text in texts
            )
            out.setdefault(rel, []).append(f"{head}extension {outer} {{\n{body}\n}}\n")
        return out


def _split_top(text: str) -> list[str]:
    """`text` split at top-level commas (outside (), [], <> and strings)."""
    parts, depth, current, quoted = [], 0, [], False
    for index, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        elif not quoted and char in "([{<":
            depth += 1
        elif not quoted and (char in ")]}" or (char == ">" and text[index - 1 : index] != "-")):
            depth -= 1
        if char == "," and depth == 0 and not quoted:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    parts.append("".join(current))
    return [part.strip() for part in parts if part.strip()]


def _inside_parens(text: str) -> str:
    """What the parentheses `text` starts with hold."""
    depth = 0
    for index, char in enumerate(text):
        depth += char == "("
        depth -= char == ")"
        if depth == 0:
            return text[1:index]
    return text[1:]


def _function_type(text: str) -> tuple[str, str, str] | None:
    """(parameters, effects, result) of a function type `(A, B) async throws -> R`, else None."""
    if not text.startswith("("):
        return None
    inside = _inside_parens(text)
    match = re.fullmatch(r"\s*((?:\s*(?:async|throws(?:\([^)]*\))?|rethrows))*)\s*->\s*(.+)", text[len(inside) + 2 :], re.S)
    if not match:
        return None
    effects = " " + " ".join(match.group(1).split()) if match.group(1).strip() else ""
    return inside, effects, match.group(2).strip()


def _doc(lines: list[str]) -> str:
    return "".join(f"/// {line}".rstrip() + "\n" for line in lines)


def _string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
