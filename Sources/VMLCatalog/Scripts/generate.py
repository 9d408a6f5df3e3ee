#!/usr/bin/env python3
"""Writes the DSL's declarations for catalog rows marked `generated`: one file a type, in its folder.

    python3 Sources/VMLCatalog/Scripts/generate.py [--catalog FILE] [--out-dir DIR]

Reads catalog.tsv (Scripts/classify.py writes it), decisions.tsv and the VML module's declarations
(generated ones ignored). One declaration for each VML path in the `vml` column of the generated
rows: a modifier or value that renders (written with `applying(_:_:)` or as an expression), one
accepted and ignored, or one refused with `@available(*, unavailable, message:)`.

Each type's declarations go to `<Type>+Generated.swift` beside the type's hand-written files: the
folder of the file that declares the type (`Values/Layout/VmlAlignment+Generated.swift`), or the
folder a `home` rule of decisions.tsv names (VmlView's modifiers: `Modifiers/VmlView+Generated.swift`;
a refused value type with no hand-written part: `Values/Drawing/VmlShader+Generated.swift`); a refused
view type with no hand-written part goes to Elements/. DIR (the package root unless given) gets the
files under `Sources/VML/`, and loses every other `+Generated.swift` file there. The output is
formatted with `swift format` and sorted, so a rerun writes the same bytes.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import catalog_lib as L  # noqa: E402
import names as N  # noqa: E402
import swift_types as T  # noqa: E402

COMMAND = (
    "swift package dump-symbol-graph --minimum-access-level public >/dev/null && "
    "python3 Sources/VMLCatalog/Scripts/classify.py && python3 Sources/VMLCatalog/Scripts/generate.py"
)

# How a doc sample builds a receiver of each owner, and the element it writes (name, attributes, text).
RECEIVERS = {
    "VmlView": ('VmlText("a")', "Text", "", "a"),
    "VmlText": ('VmlText("a")', "Text", "", "a"),
    "VmlImage": ('VmlImage(systemName: "star")', "Image", ' systemName="star"', None),
    "VmlCapsule": ("VmlCapsule()", "Capsule", "", None),
    "VmlCircle": ("VmlCircle()", "Circle", "", None),
    "VmlEllipse": ("VmlEllipse()", "Ellipse", "", None),
    "VmlRectangle": ("VmlRectangle()", "Rectangle", "", None),
    "VmlRoundedRectangle": ("VmlRoundedRectangle(cornerRadius: 8)", "RoundedRectangle", ' cornerRadius="8"', None),
    "VmlNavigationLink": ('VmlNavigationLink("a") { VmlText("b") }', None, None, None),
}


def swift_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def ident(name: str) -> str:
    name = name.strip("`")
    return f"`{name}`" if name in T.SWIFT_KEYWORDS else name


def param_text(p: T.MappedParam) -> str:
    name = p.name if p.name != "_" else "value"
    head = f"{p.label} {name}" if p.label and p.label != name.strip("`") else (p.label or f"_ {name}")
    if p.label and p.label == name.strip("`"):
        head = p.label
    default = f" = {p.default}" if p.default else ""
    if p.type.startswith("@VmlBuilder "):
        return f"@VmlBuilder {head}: {p.type[len('@VmlBuilder '):]}{default}"
    return f"{head}: {p.type}{default}"


def call_args(params: list[T.MappedParam]) -> tuple[str, str]:
    """A doc sample's arguments (those without defaults) and how VML writes them."""
    swift, vml = [], []
    trailing = ""
    for i, p in enumerate(params):
        if p.default is not None:
            continue
        if p.writes == "action" or p.type.startswith("@VmlBuilder"):
            if i == len(params) - 1:
                trailing = " {}"
                continue
            swift.append(f"{p.label}: {{}}" if p.label else "{}")
            continue
        sample = p.sample or "…"
        swift.append(f"{p.label}: {sample}" if p.label else sample)
        if p.writes not in ("action", "none"):
            vml.append(f"{p.label}: {p.sample_out}" if p.label else p.sample_out)
    return "(" + ", ".join(swift) + ")" + trailing, ", ".join(vml)


def doc(lines: list[str], indent: str) -> str:
    return "".join(f"{indent}/// {line}".rstrip() + "\n" for line in lines)


def unavailable(message: str, indent: str) -> str:
    return f"{indent}@available(*, unavailable, message: {swift_string(message)})\n"


class Generator:
    def __init__(self, catalog: list[dict[str, str]]):
        self.rows = catalog
        self.module = L.load_vml()
        rules = L.read_decisions()
        self.rules = rules
        raw = L.read_tsv(L.RAW_TSV)
        self.types = T.TypeMapper(self.module, raw, [r for r in rules if r.kind == "owner"])
        self.samples_failed: list[str] = []

    def rule(self, row: dict[str, str]) -> L.Rule | None:
        for rule in self.rules:
            if rule.kind == "status" and rule.matches(row):
                return rule
        return None

    def groups(self) -> dict[str, dict[str, list[dict[str, str]]]]:
        """Generated rows by VML owner, then by VML path."""
        out: dict[str, dict[str, list[dict[str, str]]]] = {}
        for row in self.rows:
            if not row["note"].startswith("generated") or not row["vml"]:
                continue
            path = row["vml"]
            head = path[: path.index("(")] if "(" in path else path
            owner = head.rsplit(".", 1)[0]
            out.setdefault(owner, {}).setdefault(path, []).append(row)
        return out

    def member(self, owner: str, path: str, rows: list[dict[str, str]], indent: str) -> str:
        first = sorted(rows, key=lambda r: tuple(r[c] for c in L.RAW_COLUMNS))[0]
        status, note, rep = self.types.decide(owner, rows, self.rule(first))
        title = path[len(owner) + 1 :]
        base = title.split("(", 1)[0]
        kind = rep["kind"]
        generated_type = owner in self.types.generated_types
        view_owner = owner == "VmlView" or self.module.is_view(owner) or self.types.generated_types.get(owner) == "view"
        swiftui = f"{rep['owner']}.{rep['signature']}"
        mapped = self.types.map_function(rep, status if status != "refused" else "refused", owner)
        generics = f"<{', '.join(mapped.generics)}>" if mapped.generics else ""
        params = ", ".join(param_text(p) for p in mapped.params)
        static = kind in ("static var", "static let", "static func", "case")
        is_property = kind in ("static var", "static let", "case") and "(" not in title
        name = ident(base)
        if status == "refused":
            message = note[len("generated: ") :]
            call, _ = call_args(mapped.params)
            if kind == "init":
                sample = f"{owner}{call}"
            elif static:
                sample = f"let value: {owner} = .{base}" + ("" if is_property else call)
            elif view_owner:
                receiver = RECEIVERS.get(owner, ("VmlText(\"a\")", "", "", ""))[0] if not generated_type else f"{owner}()"
                sample = f"{receiver}.{base}{call}"
            else:
                sample = f"value.{base}{call}"
            lines = [
                f"SwiftUI's `{swiftui}`, refused at compile time: {message}",
                "",
                "```swift",
                sample,
                f"// error: '{title if kind != 'init' else title}' is unavailable: {message}",
                "```",
            ]
            text = doc(lines, indent) + unavailable(message, indent)
            if kind == "init":
                return text + f"{indent}public init{generics}({params}) {{}}\n"
            result = owner if not generated_type else "Self"
            value_body = f"{owner}(expression: .implicitMember({swift_string(base)}))" if not generated_type else "Self(vmlRefused: ())"
            if is_property:
                return text + f"{indent}public static var {name}: {result} {{ {value_body} }}\n"
            if static:
                return text + f"{indent}public static func {name}{generics}({params}) -> {result} {{ {value_body} }}\n"
            if view_owner:
                return text + f"{indent}public func {name}{generics}({params}) -> VmlContent {{ vmlContent }}\n"
            return text + f"{indent}public func {name}{generics}({params}) -> {result} {{ self }}\n"
        # renders or accepted
        call, written = call_args(mapped.params)
        if static:
            if is_property:
                expression = f".implicitMember({swift_string(base)})"
                out = f".{base}"
                sample_call = f"{owner}.{base}"
            else:
                expression = self.call_expression(base, mapped.params)
                out = f".{base}({written})"
                sample_call = f"{owner}.{base}{call}"
            lines = [
                f"SwiftUI's `{swiftui}`: `{out}`.",
                "",
                "```swift",
                f"try {sample_call}.expression.canonicalText()   // {out}",
                "```",
            ]
            text = doc(lines, indent)
            if is_property:
                return text + f"{indent}public static var {name}: {owner} {{ {owner}(expression: {expression}) }}\n"
            return text + (
                f"{indent}public static func {name}{generics}({params}) -> {owner} {{\n"
                f"{indent}    {owner}(expression: {expression})\n{indent}}}\n"
            )
        receiver, element, attributes, child = RECEIVERS.get(owner, RECEIVERS["VmlView"])
        escaped = written.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
        style = f' style="{base}({escaped})"' if status == "renders" else ""
        if element is None:
            output = "(see the element's own documentation)"
        elif child is None:
            output = f"<{element}{attributes}{style}/>"
        else:
            output = f"<{element}{attributes}{style}>{child}</{element}>"
        summary = (
            f"SwiftUI's `{swiftui}`: writes `{base}(…)` with its arguments."
            if status == "renders"
            else f"SwiftUI's `{swiftui}`: compiles and writes nothing ({note[len('generated: '):]})."
        )
        lines = [summary, "", "```swift", f"{receiver}.{base}{call}", f"// {output}", "```"]
        text = doc(lines, indent)
        if status == "accepted":
            return text + f"{indent}public consuming func {name}{generics}({params}) -> VmlContent {{\n{indent}    vmlContent\n{indent}}}\n"
        body = []
        adds = []
        for p in mapped.params:
            pname = p.name if p.name != "_" else "value"
            label = swift_string(p.label) if p.label else "nil"
            if p.writes in ("action", "none"):
                continue
            if p.default is not None:
                if p.writes in ("bool", "number", "string"):
                    body.append(f"let {pname} = ModifierArguments.expression({pname})")
                    adds.append(f"$0.add({label}, expression: {pname})")
                else:
                    adds.append(f"$0.add({label}, expression: {pname}?.vmlExpression)")
            elif p.writes == "binding":
                adds.append(f"$0.add({label}, expression: {pname}.wrappedValue.vmlExpression)")
            else:
                adds.append(f"$0.add({label}, expression: {pname}.vmlExpression)")
        code = f"{indent}public consuming func {name}{generics}({params}) -> VmlContent {{\n"
        for line in body:
            code += f"{indent}    {line}\n"
        ret = "return " if body else ""
        if adds:
            code += f"{indent}    {ret}applying({swift_string(base)}) {{\n"
            for add in adds:
                code += f"{indent}        {add}\n"
            code += f"{indent}    }}\n"
        else:
            code += f"{indent}    {ret}applying({swift_string(base)}) {{ _ in }}\n"
        return text + code + f"{indent}}}\n"

    def call_expression(self, base: str, params: list[T.MappedParam]) -> str:
        args = []
        optional = False
        for p in params:
            pname = p.name if p.name != "_" else "value"
            label = swift_string(p.label) if p.label else "nil"
            if p.default is not None:
                optional = True
                args.append(f"{pname}.map {{ VMLArgument({label}, $0.vmlExpression) }}")
            else:
                args.append(f"VMLArgument({label}, {pname}.vmlExpression)")
        if not args:
            return f".member(called: {swift_string(base)})"
        items = ", ".join(args)
        if optional:
            return f".call(.implicitMember({swift_string(base)}), [{items}].compactMap {{ $0 }})"
        return f".call(.implicitMember({swift_string(base)}), [{items}])"

    def home(self, name: str) -> str:
        """The folder under Sources/VML of a top-level type's generated file."""
        for rule in self.rules:
            if rule.kind == "home" and rule.owner == name:
                return rule.signature
        declared = self.module.types.get(name)
        if declared is not None and declared.file.startswith(L.VML_SOURCES_REL):
            return str(Path(declared.file).parent.relative_to(L.VML_SOURCES_REL.rstrip("/")))
        if self.types.generated_types.get(name) == "view":
            return "Elements"
        sys.exit(
            f"generate.py: {name} has no hand-written declaration to put its generated file beside: add a line "
            f"`home\t-\t{name}\t<folder under Sources/VML>\t-\t<why>` to decisions.tsv"
        )

    def path(self, owner: str) -> str:
        """The generated file of an owner (`VmlFont.TextStyle` is VmlFont's), relative to the package root."""
        name = owner.split(".", 1)[0]
        return f"{L.VML_SOURCES_REL}{self.home(name)}/{name}{L.GENERATED_SUFFIX}"

    def files(self) -> dict[str, str]:
        """The generated files' text (not yet formatted), by path relative to the package root."""
        groups = self.groups()
        sections: dict[str, list[str]] = {}
        for owner in sorted(groups):
            paths = groups[owner]
            members = [self.member(owner, path, paths[path], "    ") for path in sorted(paths)]
            kind = self.types.generated_types.get(owner)
            if kind:
                message = self.type_message(owner, paths)
                conformance = ": VmlView" if kind == "view" else ""
                lines = [
                    f"SwiftUI's `{owner[3:]}`, refused at compile time: {message}",
                    "",
                    "```swift",
                    f"let value: {owner}",
                    f"// error: '{owner}' is unavailable: {message}",
                    "```",
                ]
                text = doc(lines, "") + unavailable(message, "") + f"public struct {owner}{conformance} {{\n"
                if kind == "view":
                    text += doc(["Refused: the type has no content.", "", "```swift", f"let value: {owner}", f"// error: '{owner}' is unavailable: {message}", "```"], "    ")
                    text += "    public var body: VmlContent { return VmlContent() }\n\n"
                text += "    init(vmlRefused: Void) {}\n"
                for member in members:
                    text += "\n" + member
                text += "}\n"
                sections.setdefault(self.path(owner), []).append(text)
            else:
                sections.setdefault(self.path(owner), []).append(f"extension {owner} {{\n" + "\n".join(members) + "}\n")
        # SwiftUI's type names with no counterpart yet: typealiases and refusals (names.py)
        for path, texts in N.Names(self).sections().items():
            sections.setdefault(path, []).extend(texts)
        header = (
            f"// Generated by Sources/VMLCatalog/Scripts/generate.py from Sources/VMLCatalog/catalog.tsv: do not edit.\n"
            f"// Regenerate with:\n//   {COMMAND}\n"
        )
        return {path: header + "\n" + "\n".join(parts) for path, parts in sections.items()}

    def type_message(self, owner: str, paths: dict[str, list[dict[str, str]]]) -> str:
        rows = sorted((r for rs in paths.values() for r in rs), key=lambda r: tuple(r[c] for c in L.RAW_COLUMNS))
        for row in rows:
            if row["group"] == "view":
                return row["note"][len("generated: ") :]
        return rows[0]["note"][len("generated: ") :]


def swift_format(files: dict[str, str]) -> dict[str, str]:
    """The files formatted with `swift format`, in one run over a temp dir."""
    tool = shutil.which("swift")
    if not tool:
        return files
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for number, (name, text) in enumerate(sorted(files.items())):
            path = Path(tmp) / f"{number}" / Path(name).name
            path.parent.mkdir()
            path.write_text(text, encoding="utf-8")
            paths[name] = path
        result = subprocess.run(
            [tool, "format", "format", "--configuration", str(L.ROOT / ".swift-format"), "--in-place", "--recursive", tmp],
            capture_output=True,
            text=True,
            check=False,
        )
        if result.returncode != 0:
            sys.exit(f"swift format failed:\n{result.stderr}")
        return {name: path.read_text(encoding="utf-8") for name, path in paths.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--catalog", type=Path, default=L.CATALOG_TSV)
    parser.add_argument("--out-dir", type=Path, default=L.ROOT, help="where Sources/VML/… go (the package root)")
    args = parser.parse_args()
    generator = Generator(L.read_tsv(args.catalog))
    files = swift_format(generator.files())
    for name, old in L.generated_files(args.out_dir).items():
        if name not in files:
            old.unlink()
    for name, text in sorted(files.items()):
        path = args.out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    print(f"generated: {len(files)} files (*{L.GENERATED_SUFFIX}) under {args.out_dir / L.VML_SOURCES_REL}", file=sys.stderr)


if __name__ == "__main__":
    main()
