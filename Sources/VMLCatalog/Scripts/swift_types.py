"""SwiftUI parameter types → the DSL's, and what classify.py plans for a row VML does not declare
(shared by classify.py and generate.py, so both decide the same way)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import catalog_lib as L

SWIFT_KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is",
    "nil", "self", "Self", "super", "throw", "throws", "true", "try", "Type", "Any", "some", "any",
}  # fmt: skip

# Standard library and Foundation names a declaration may keep as written.
STDLIB = {
    "Bool", "Int", "Double", "Float", "CGFloat", "String", "Character", "URL", "Date", "Data", "UUID", "Locale",
    "TimeZone", "Calendar", "TimeInterval", "Void", "Never", "Any", "AnyHashable", "AnyObject", "Array", "Set",
    "Dictionary", "Optional", "Range", "ClosedRange", "KeyPath", "WritableKeyPath", "IndexSet", "Error",
    "Duration", "CGPoint", "CGSize", "CGRect", "Substring", "AttributedString", "Decimal", "Int8", "Int16",
    "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
}  # fmt: skip
STD_PROTOCOLS = {
    "Sendable", "Hashable", "Equatable", "Identifiable", "Comparable", "Collection", "RandomAccessCollection",
    "Sequence", "MutableCollection", "RangeReplaceableCollection", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible", "Error", "AnyObject", "BidirectionalCollection",
}  # fmt: skip
NUMBERS = {"CGFloat", "Double", "Int", "Float", "TimeInterval"}
STRINGS = {"String", "LocalizedStringKey", "Substring"}
# SwiftUI protocols whose values the DSL writes as one concrete type.
PROTOCOL_VALUES = {"ShapeStyle": "VmlShapeStyle", "Shape": "VmlShape", "InsettableShape": "VmlShape", "Transition": "VmlTransition"}
# Generic parameters of SwiftUI's types, never a SwiftUI type of that name.
TYPE_PARAMETERS = {
    "Value", "Content", "Data", "ID", "Element", "Rows", "Columns", "Selection", "SelectionValue", "Destination",
    "Icon", "Title", "Subtitle", "Actions", "Message", "Placeholder", "Label", "Style", "Configuration", "Body",
    "Root", "Result", "Output", "Failure", "Item", "Presenting", "Description", "Header", "Footer", "Detail",
}  # fmt: skip
VIEW_PROTOCOLS = {"View", "ToolbarContent", "Commands", "Scene", "TableRowContent", "CustomizableToolbarContent"}


# ---------------------------------------------------------------------------------------------
# A type, parsed


@dataclass
class TypeNode:
    kind: str  # name | optional | array | dict | tuple | func | some | any | meta
    name: str = ""
    args: list["TypeNode"] = field(default_factory=list)
    result: "TypeNode | None" = None
    attributes: list[str] = field(default_factory=list)


def parse_type(text: str) -> TypeNode:
    node, rest = _parse(text.strip())
    return node


def _parse(text: str) -> tuple[TypeNode, str]:
    text = text.strip()
    attributes = []
    while text.startswith("@"):
        m = re.match(r"@\w+(<[^>]*>)?(\([^)]*\))?\s*", text)
        if not m:
            break
        attributes.append(m.group(0).strip())
        text = text[m.end() :]
    text = re.sub(r"^(inout|sending|__owned|consuming|borrowing)\s+", "", text)
    if text.startswith("some ") or text.startswith("any "):
        keyword, _, rest = text.partition(" ")
        inner, rest = _parse(rest)
        node = TypeNode(keyword, args=[inner])
    elif text.startswith("("):
        end = L._matching(text, 0, "(", ")")
        inner = L.split_top(text[1:end])
        rest = text[end + 1 :].strip()
        elements = [_parse(re.sub(r"^\w+\s*:\s*(?!:)", "", e) if re.match(r"^\w+\s*:[^:]", e) else e)[0] for e in inner]
        rest = re.sub(r"^(async\s+)?(throws\s+)?", "", rest)
        if rest.startswith("->"):
            result, rest = _parse(rest[2:])
            node = TypeNode("func", args=elements, result=result)
        elif len(elements) == 1:
            node = elements[0]
        else:
            node = TypeNode("tuple", args=elements)
    elif text.startswith("["):
        end = L._matching(text, 0, "[", "]")
        inner = text[1:end]
        parts = L.split_top(inner, ":")
        rest = text[end + 1 :]
        if len(parts) == 2:
            node = TypeNode("dict", args=[_parse(parts[0])[0], _parse(parts[1])[0]])
        else:
            node = TypeNode("array", args=[_parse(inner)[0]])
    else:
        m = re.match(r"[A-Za-z_][\w]*(\.[A-Za-z_]\w*)*", text)
        name = m.group(0) if m else text
        rest = text[len(name) :]
        args = []
        if rest.startswith("<"):
            end = L._matching(rest, 0, "<", ">")
            args = [_parse(a)[0] for a in L.split_top(rest[1:end])]
            rest = rest[end + 1 :]
            # Nested member after generic arguments: `Binding<V>.Foo`
            m2 = re.match(r"(\.[A-Za-z_]\w*)+", rest)
            if m2:
                name += m2.group(0)
                rest = rest[m2.end() :]
        node = TypeNode("name", name=name, args=args)
    rest = rest.strip()
    while rest[:1] in ("?", "!"):
        node = TypeNode("optional", args=[node])
        rest = rest[1:].strip()
    if rest.startswith(".Type"):
        node = TypeNode("meta", args=[node])
        rest = rest[5:]
    # A function type written without parentheses around one parameter does not occur in interfaces.
    rest = re.sub(r"^(async\s+)?(throws\s+)?", "", rest)
    if rest.startswith("->"):
        result, rest = _parse(rest[2:])
        node = TypeNode("func", args=[node], result=result)
    node.attributes = attributes + node.attributes
    return node, rest


# ---------------------------------------------------------------------------------------------
# Parameters, mapped


@dataclass
class MappedParam:
    label: str | None
    name: str
    type: str  # the DSL's type as written in the declaration (without the default)
    default: str | None  # "nil" or None
    writes: str  # bool | number | string | value | binding | action | none
    sample: str  # an argument for a doc sample, or "" when the parameter has a default
    sample_out: str  # how the sample is written in VML


@dataclass
class Mapped:
    generics: list[str]
    params: list[MappedParam]


class NotMapped(Exception):
    pass


class TypeMapper:
    def __init__(self, module: L.VmlModule, rows: list[dict[str, str]], owner_rules: list[L.Rule]):
        self.module = module
        self.owner_rules = owner_rules
        self.generated_types: dict[str, str] = {}  # VML name → "view" | "value"
        self.rows = rows
        view_owners = {r["owner"] for r in rows if r["group"] == "view"}
        for row in rows:
            if not L.ios_available(row) or row["group"] in ("environment", "wrapper"):
                continue
            if self.existing_owner(row) is None:
                name = self.new_owner_name(row)
                kind = "view" if row["owner"] in view_owners else "value"
                self.generated_types.setdefault(name, kind)

    # --- owners ---

    def alias(self, group: str, owner: str) -> str | None:
        for rule in self.owner_rules:
            if L._glob(rule.group, group) and rule.owner == owner:
                return rule.signature
        return None

    def existing_owner(self, row: dict[str, str]) -> str | None:
        alias = self.alias(row["group"], row["owner"])
        if alias and self.module.has_type(alias):
            return alias
        for candidate in ("Vml" + row["owner"].replace(".", ""), "Vml" + row["owner"]):
            if self.module.has_type(candidate):
                return candidate
        if row["group"] == "modifier" and row["owner"] == "View":
            return "VmlView"
        return None

    def new_owner_name(self, row: dict[str, str]) -> str:
        return self.alias(row["group"], row["owner"]) or "Vml" + row["owner"].replace(".", "")

    def swiftui_type(self, name: str) -> str | None:
        """The DSL's name for a SwiftUI type, existing or generated in this run."""
        if name in TYPE_PARAMETERS or name.split(".")[0] in TYPE_PARAMETERS:
            return None
        alias = self.alias("*", name)
        for candidate in filter(None, (alias, "Vml" + name.replace(".", ""), "Vml" + name)):
            if self.module.has_type(candidate) or candidate in self.generated_types:
                return candidate
        return None

    # --- planning a row VML does not declare ---

    def target(self, row: dict[str, str], owners: list[str], rule: L.Rule | None) -> tuple[str, str]:
        """(VML owner, "") for a row to generate, or ("", why) for a gap."""
        if row["group"] == "environment":
            return "", "environment value not declared yet (environment values are added by hand)"
        if row["group"] == "wrapper":
            return "", "property wrapper member not declared (property wrappers are written by hand)"
        owner = self.existing_owner(row)
        if owner is None:
            return self.new_owner_name(row), ""
        bases: set[str] = set()
        for o in owners + [owner]:
            bases |= self.module.bases(o)
        if row["name"] in bases:
            if rule and rule.status == "refused":
                return "", f"overload not declared; needs a hand-written declaration: {rule.text}"
            return "", f"overload not declared: VML declares {row['name']} on {owner} with other labels"
        if row["group"] == "value" and row["kind"] == "func" and owner not in self.generated_types:
            return "", f"instance method not generated on {owner}"
        if row["kind"] in ("static var", "static let") and owner not in self.generated_types:
            declared = row["declaration"].split(":", 1)[-1].replace("{ get }", "").strip()
            if declared.startswith("[") or declared.split("<")[0] in STDLIB:
                return "", f"a static {declared} is not a value of {owner}"
        if row["kind"] == "var" or (row["kind"] == "init" and owner not in self.generated_types):
            return "", f"{row['kind']} not generated on {owner}"
        if row["group"] == "value" and not (self.module.is_value(owner) or owner in self.generated_types):
            return "", f"{owner} is not a value type the generator extends"
        if row["group"] in ("modifier", "view") and not (self.module.is_view(owner) or owner == "VmlView" or owner in self.generated_types):
            return "", f"{owner} is not a view the generator extends"
        return owner, ""

    def decide(self, owner: str, rows: list[dict[str, str]], rule: L.Rule | None) -> tuple[str, str, dict[str, str]]:
        """The status, note and representative row for one generated declaration."""
        if owner not in self.generated_types and not (rule and rule.status == "refused"):
            wanted = "accepted" if (rule and rule.status == "accepted") else "renders"
            for row in rows:
                try:
                    self.map_function(row, wanted, owner)
                    note = "generated: " + (rule.text if wanted == "accepted" and rule else "writes the modifier with its arguments")
                    return wanted, note, row
                except NotMapped:
                    continue
        message = rule.text if rule and rule.status == "refused" else generic_message(rows[0])
        best = min(rows, key=lambda r: self.unmapped_count(r, owner))
        return "refused", "generated: " + message, best

    def unmapped_count(self, row: dict[str, str], owner: str) -> int:
        try:
            mapped = self.map_function(row, "refused", owner)
        except NotMapped:
            return 1000
        return sum(p.type.count("Any") for p in mapped.params)

    # --- mapping a declaration ---

    def map_function(self, row: dict[str, str], mode: str, owner: str) -> Mapped:
        """Maps a row's parameters in `mode`: renders (each written), accepted (none written) or
        refused (typed so calls check up to the unavailability). Raises NotMapped."""
        if row["kind"] in ("static var", "static let", "var", "let", "type") or (
            row["kind"] == "case" and "(" not in row["signature"]
        ):
            return Mapped([], [])
        function = L.parse_function(row["declaration"])
        if function is None:
            raise NotMapped(row["declaration"])
        if mode != "refused" and row["group"] == "value" and row["kind"] not in ("static func", "case"):
            raise NotMapped("only static members are written")
        constraints: dict[str, list[str]] = {name: [c.strip() for c in c_.split("&") if c.strip()] for name, c_ in function.generics}
        for lhs, op, rhs in function.where:
            if op == ":" and lhs in constraints:
                constraints[lhs] += [c.strip() for c in rhs.split("&")]
        state = _State(mode, constraints)
        params = []
        seen: set[str] = set()
        for p in function.params:  # unlabeled associated values are all named `value`
            if p.name == "_":
                p.name = "value"
            name, n = p.name, 2
            while p.name in seen:
                p.name = f"{name}{n}"
                n += 1
            seen.add(p.name)
        for index, p in enumerate(function.params):
            params.append(self.map_param(p, state, index, len(function.params), row, owner))
        if mode == "renders" and not any(p.writes not in ("action", "none") for p in params) and params:
            raise NotMapped("nothing to write")
        return Mapped(sorted(state.generics), params)

    def map_param(self, p: L.Param, state: "_State", index: int, count: int, row: dict[str, str], owner: str) -> MappedParam:
        node = parse_type(p.type)
        attributes = [a.split("(")[0] for a in p.attributes + node.attributes]
        builder = any(a.endswith("Builder") for a in attributes)
        has_default = p.default is not None
        name = p.name if p.name not in SWIFT_KEYWORDS else f"`{p.name.strip('`')}`"
        if node.kind == "func" or (node.kind == "optional" and node.args[0].kind == "func"):
            if row["group"] == "value" and state.mode != "refused":
                raise NotMapped("a closure in a value")
            func = node if node.kind == "func" else node.args[0]
            if builder:
                if state.mode != "refused":
                    raise NotMapped("a view builder")
                args = ", ".join(self.map_node(a, state, top=False) for a in func.args)
                return MappedParam(p.label, name, f"@VmlBuilder ({args}) -> VmlContent", None, "none", "{ }", "")
            result = func.result
            if result is None or not (result.kind == "name" and result.name in ("Void", "()")) and not (
                result.kind == "tuple" and not result.args
            ):
                if state.mode != "refused":
                    raise NotMapped("a closure that returns a value")
            args = ", ".join(self.map_node(a, state, top=False) for a in func.args)
            result_text = self.map_node(result, state, top=False) if result else "Void"
            text = f"({args}) -> {result_text}"
            if has_default or node.kind == "optional":
                return MappedParam(p.label, name, f"({text})?", "nil", "action", "", "")
            return MappedParam(p.label, name, text, None, "action", "{ }" if index == count - 1 else "{}", "")
        optional = node.kind == "optional"
        inner = node.args[0] if optional else node
        writes, type_text, sample, sample_out = self.classify_value(inner, state)
        if optional or has_default:
            if type_text.startswith("some "):
                type_text = "any " + type_text[5:]
            if type_text.startswith("any ") or "->" in type_text:
                type_text = f"({type_text})"
            prefix = "consuming " if writes in ("bool", "number", "string") and state.mode == "renders" else ""
            return MappedParam(p.label, name, f"{prefix}{type_text}?", "nil", writes, "", "")
        return MappedParam(p.label, name, type_text, None, writes, sample, sample_out)

    def classify_value(self, node: TypeNode, state: "_State") -> tuple[str, str, str, str]:
        """(how it is written, the DSL type, a sample argument, the sample as VML)."""
        strict = state.mode != "refused"
        if node.kind == "name":
            name = node.name
            if name in state.constraints:
                resolved = self.resolve_generic(name, state)
                if resolved == "String":
                    return "string", "String", '"a"', '"a"'
                if strict and state.mode == "accepted" and resolved == name:
                    return "none", name, "", ""
                if strict:
                    raise NotMapped(f"generic {name}")
                return "none", resolved, "", ""
            if name == "Bool":
                return "bool", "any VmlBoolArgument", "true", "true"
            if name in NUMBERS:
                return "number", "any VmlNumberArgument", "1", "1"
            if name in STRINGS:
                return "string", "String", '"a"', '"a"'
            if name == "Binding" and node.args:
                inner = node.args[0]
                if inner.kind == "name" and (inner.name in ("Bool", "String") or inner.name in NUMBERS):
                    value = {"Bool": "Bool", "String": "String"}.get(inner.name, inner.name)
                    sample = {"Bool": "true", "String": '"a"'}.get(inner.name, "1")
                    return "binding", f"VmlBinding<{value}>", f".constant({sample})", sample
                if strict:
                    raise NotMapped("a binding of another type")
                return "none", self.map_node(node, state, top=False), "", ""
            vml = self.swiftui_type(name) if name not in STDLIB else None
            if vml and (self.module.is_value(vml)):
                member = self.sample_member(vml)
                return "value", vml, (f".{member}" if member else ""), (f".{member}" if member else "")
            if strict:
                raise NotMapped(f"type {name}")
            return "none", self.map_node(node, state, top=True), "", ""
        if node.kind in ("some", "any") and node.args and node.args[0].kind == "name":
            proto = node.args[0].name
            if proto in PROTOCOL_VALUES and self.module.has_type(PROTOCOL_VALUES[proto]):
                vml = PROTOCOL_VALUES[proto]
                member = self.sample_member(vml)
                return "value", vml, (f".{member}" if member else ""), (f".{member}" if member else "")
            if proto == "StringProtocol":
                return "string", "String", '"a"', '"a"'
        if strict:
            raise NotMapped("a type the DSL does not write")
        return "none", self.map_node(node, state, top=True), "", ""

    def resolve_generic(self, name: str, state: "_State") -> str:
        """A generic parameter: a concrete DSL type where its constraint names one, or kept with the
        standard library's constraints."""
        constraints = state.constraints.get(name, [])
        for c in constraints:
            base = c.split("<")[0].strip()
            if base == "StringProtocol":
                return "String"
            if base in PROTOCOL_VALUES and self.module.has_type(PROTOCOL_VALUES[base]):
                return PROTOCOL_VALUES[base]
            if base in ("BinaryFloatingPoint",):
                return "Double"
            if base in ("BinaryInteger",):
                return "Int"
        kept = [c for c in constraints if c in STD_PROTOCOLS]
        if any(c.split("<")[0].strip() in VIEW_PROTOCOLS for c in constraints):
            kept.append("VmlView")
        state.generics.add(f"{name}: {' & '.join(kept)}" if kept else name)
        return name

    def map_node(self, node: TypeNode, state: "_State", top: bool) -> str:
        """A type as the DSL writes it, for a refused declaration (never fails: `Any` for the rest)."""
        if node.kind == "optional":
            inner = self.map_node(node.args[0], state, top=False)
            if inner.startswith(("some ", "any ")) or "->" in inner:
                inner = f"({inner})"
            return inner + "?"
        if node.kind == "array":
            return f"[{self.map_node(node.args[0], state, top=False)}]"
        if node.kind == "dict":
            key = self.map_node(node.args[0], state, top=False)
            return f"[{'AnyHashable' if key == 'Any' else key}: {self.map_node(node.args[1], state, top=False)}]"
        if node.kind == "tuple":
            return "(" + ", ".join(self.map_node(a, state, top=False) for a in node.args) + ")"
        if node.kind == "meta":
            return self.map_node(node.args[0], state, top=False) + ".Type"
        if node.kind == "func":
            args = ", ".join(self.map_node(a, state, top=False) for a in node.args)
            result = self.map_node(node.result, state, top=False) if node.result else "Void"
            return f"({args}) -> {result}"
        if node.kind in ("some", "any"):
            inner = node.args[0]
            if inner.kind == "name":
                if inner.name in VIEW_PROTOCOLS:
                    return "some VmlView" if node.kind == "some" and top else "any VmlView"
                if inner.name in PROTOCOL_VALUES and self.module.has_type(PROTOCOL_VALUES[inner.name]):
                    return PROTOCOL_VALUES[inner.name]
                if inner.name in STD_PROTOCOLS:
                    return f"{node.kind} {inner.name}"
                if inner.name == "StringProtocol":
                    return "String"
            return "Any"
        name = node.name
        if name in ("Void", "()"):
            return "Void"
        if name in state.constraints:
            return self.resolve_generic(name, state)
        if top and name == "Bool":
            return "any VmlBoolArgument"
        if top and name in NUMBERS:
            return "any VmlNumberArgument"
        if name in STRINGS:
            return "String"
        if name == "Binding":
            args = ", ".join(self.map_node(a, state, top=False) for a in node.args)
            return f"VmlBinding<{args}>" if args else "Any"
        if name == "Text":
            return "VmlText"
        if name in STDLIB:
            if node.args:
                args = [self.map_node(a, state, top=False) for a in node.args]
                if name in ("Set", "Dictionary") and args[0] == "Any":
                    args[0] = "AnyHashable"
                if name in ("Range", "ClosedRange") and args[0] == "Any":
                    args[0] = "Double"
                return f"{name}<{', '.join(args)}>"
            return name
        if name in VIEW_PROTOCOLS:
            return "any VmlView"
        vml = self.swiftui_type(name)
        if vml and not node.args and vml not in ("VmlView",):
            if state.mode != "refused" and vml in self.generated_types:
                return "Any"  # an available declaration cannot name a refused type
            return vml
        return "Any"

    def sample_member(self, vml: str) -> str:
        members = sorted(
            d.title
            for d in self.module.members.get(vml, {}).values()
            for d in d
            if d.kind == "static var" and d.available and not d.generated and d.title not in ("expression",)
        )
        return members[0] if members else ""


@dataclass
class _State:
    mode: str
    constraints: dict[str, list[str]]
    generics: set[str] = field(default_factory=set)


def generic_message(row: dict[str, str]) -> str:
    name = row["name"]
    if row["group"] == "modifier":
        return f'VML does not render {name} yet: write .modifier(named: "{name}", …) if your client implements it'
    if row["group"] == "view":
        return f'VML does not render {row["owner"]} yet: write VmlElement("{row["owner"]}", …) if your client implements it'
    return f'VML does not write {row["owner"]}.{name} yet: write .expression(.member("{name}", …)) if your client reads it'
