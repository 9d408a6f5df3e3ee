#!/usr/bin/env python3
"""Emits the compile-time benchmark screens for N rows (sections of 10).

  generate.py composed N         > Composed.swift         # 24 composite VmlViews for 240 rows + a parent view
  generate.py monolithic N       > Monolithic.swift       # every row in one function ending in renderVML()
  generate.py composed-floor N   > ComposedFloor.swift    # the same two screens with no result builder,
  generate.py monolithic-floor N > MonolithicFloor.swift  #   against the module `VMLFloor` below
  generate.py floor-prelude      > VMLFloor.swift         # that module's source (build it with -emit-module)
  generate.py floor-prelude double > VMLFloor.swift       # the same with Double/Bool number and flag parameters
  generate.py monolithic-floor N statements > …           # a floor whose stacks' blocks are statements (below)

The row: an HStack(spacing: 4) of an Image with foregroundColor and frame, a Text with font,
padding, background and cornerRadius, and an if/else between two Texts; .padding(8) on the HStack.

The floor is what Swift costs for this code shape with no result builder and no
generics: the same rows, calls, arguments, closures, if/else, nesting and composition, written as
plain nested closures over one concrete type. `floor-prelude` is a small module, `VMLFloor`, that
has one struct `Node`; every element is a non-generic function returning a `Node` (named like the
DSL's types, so the calls read the same), every container takes a plain `() -> [Node]` closure,
every modifier is a plain `Node` method returning `Node`. Argument types mirror the DSL's: the same
optional parameters with the same defaults, concrete `Color`/`ShapeStyle`/`Font`/`EdgeSet` values
with the named statics the calls use (`.red`, `.blue.opacity(0.5)`, `.system(size:weight:)`,
`.horizontal`), `padding` with the DSL's two overloads (edges and length; length alone), and number
and boolean parameters as existentials of non-generic protocols that `Int`, `Double` and `Bool`
conform to, as the DSL's `any VmlNumberArgument` (`floor-prelude double` makes them `Double` and
`Bool`). Texts are `String`; each call has one candidate besides `padding`'s two (the DSL's
localization keys and wider overload sets are part of what is compared). Blocks are statements:
a row's closure binds its three children with `let` (the `if`/`else` assigns the third) and
returns `[image, text, choice]`; a stack of rows or sections is `return [ … ]` (a single-expression
closure), or with `statements` one `let partK = …` per row or section and `return [part0, …]`, as
the builder transform lowers a block (a multi-statement closure, like every builder closure).
A composed section is a struct with `var body: Node`; the parent lists `SectionK(flag: flag).body`.
"""
import sys

FLOOR_PRELUDE = """\
// VMLFloor: the no-builder floor of Benchmarks/CompileTime. One concrete node type,
// non-generic functions and methods, plain closures returning [Node].

public struct Node {
    public var name: String
    public var attributes: [String]
    public var modifiers: [String]
    public var children: [Node]

    public init(_ name: String, attributes: [String] = [], children: [Node] = []) {
        self.name = name
        self.attributes = attributes
        self.modifiers = []
        self.children = children
    }

    func adding(_ modifier: String) -> Node {
        var node = self
        node.modifiers.append(modifier)
        return node
    }

    public func renderVML() throws -> String {
        var out = "<" + name
        for attribute in attributes { out += " " + attribute }
        if !modifiers.isEmpty { out += " style=\\"" + modifiers.joined(separator: "; ") + "\\"" }
        out += ">"
        for child in children { out += try child.renderVML() }
        return out + "</" + name + ">"
    }

    public func foregroundColor(_ color: Color?) -> Node {
        adding("foregroundColor(" + (color?.name ?? "nil") + ")")
    }

    public func frame(width: (NUMBER)? = nil, height: (NUMBER)? = nil, alignment: Alignment? = nil) -> Node {
        adding("frame(\\(String(describing: width)), \\(String(describing: height)), \\(alignment?.name ?? ""))")
    }

    public func font(_ font: Font?) -> Node {
        adding("font(" + (font?.name ?? "nil") + ")")
    }

    public func padding(_ edges: EdgeSet? = nil, _ length: (NUMBER)? = nil) -> Node {
        adding("padding(\\(edges?.name ?? ""), \\(String(describing: length)))")
    }

    public func padding(_ length: PADDING) -> Node {
        adding("padding(\\(length))")
    }

    public func background(_ style: ShapeStyle, ignoresSafeAreaEdges edges: EdgeSet? = nil) -> Node {
        adding("background(" + style.name + ", " + (edges?.name ?? "") + ")")
    }

    public func cornerRadius(_ radius: NUMBER, antialiased: (BOOL)? = nil) -> Node {
        adding("cornerRadius(\\(radius), \\(String(describing: antialiased)))")
    }
}

public struct Color {
    public var name: String
    public init(_ name: String) { self.name = name }
    public static var red: Color { Color(".red") }
    public static var green: Color { Color(".green") }
    public static var blue: Color { Color(".blue") }
    public static var black: Color { Color(".black") }
    public static var white: Color { Color(".white") }
    public func opacity(_ opacity: Double) -> Color { Color(name + ".opacity(\\(opacity))") }
}

public struct ShapeStyle {
    public var name: String
    public init(_ name: String) { self.name = name }
    public static var red: ShapeStyle { ShapeStyle(".red") }
    public static var green: ShapeStyle { ShapeStyle(".green") }
    public static var blue: ShapeStyle { ShapeStyle(".blue") }
    public static var black: ShapeStyle { ShapeStyle(".black") }
    public static var white: ShapeStyle { ShapeStyle(".white") }
    public func opacity(_ opacity: Double) -> ShapeStyle { ShapeStyle(name + ".opacity(\\(opacity))") }
}

public struct Font {
    public struct Weight {
        public var name: String
        public init(_ name: String) { self.name = name }
        public static var regular: Weight { Weight(".regular") }
        public static var semibold: Weight { Weight(".semibold") }
        public static var bold: Weight { Weight(".bold") }
    }

    public struct Design {
        public var name: String
        public init(_ name: String) { self.name = name }
        public static var rounded: Design { Design(".rounded") }
    }

    public var name: String
    public init(_ name: String) { self.name = name }
    public static var body: Font { Font(".body") }
    public static var headline: Font { Font(".headline") }
    public static func system(size: NUMBER, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(".system(size: \\(size), weight: \\(weight?.name ?? ""), design: \\(design?.name ?? ""))")
    }
}

public struct EdgeSet {
    public var name: String
    public init(_ name: String) { self.name = name }
    public static var all: EdgeSet { EdgeSet(".all") }
    public static var horizontal: EdgeSet { EdgeSet(".horizontal") }
    public static var vertical: EdgeSet { EdgeSet(".vertical") }
}

public struct Alignment {
    public var name: String
    public init(_ name: String) { self.name = name }
    public static var center: Alignment { Alignment(".center") }
}

public struct HorizontalAlignment {
    public var name: String
    public init(_ name: String) { self.name = name }
    public static var leading: HorizontalAlignment { HorizontalAlignment(".leading") }
}

public struct VerticalAlignment {
    public var name: String
    public init(_ name: String) { self.name = name }
    public static var top: VerticalAlignment { VerticalAlignment(".top") }
}

public func VmlHStack(alignment: VerticalAlignment? = nil, spacing: Double? = nil, content: () -> [Node]) -> Node {
    Node("HStack", attributes: [alignment?.name ?? "", "\\(spacing ?? 0)"], children: content())
}

public func VmlVStack(alignment: HorizontalAlignment? = nil, spacing: Double? = nil, content: () -> [Node]) -> Node {
    Node("VStack", attributes: [alignment?.name ?? "", "\\(spacing ?? 0)"], children: content())
}

public func VmlImage(systemName: String) -> Node {
    Node("Image", attributes: ["systemName=" + systemName])
}

public func VmlText(_ text: String) -> Node {
    Node("Text", children: [Node(text)])
}
"""

# The DSL's argument protocols (Sources/VML/Values/VmlExpressible.swift, VmlNumberArgument.swift,
# VmlBoolArgument.swift, VmlPaddingArgument.swift), for the default floor: number and boolean
# parameters are existentials that take literals.
ARGUMENT_PROTOCOLS = """
public protocol Expressible: Sendable {
    var expression: String { get }
}

public protocol NumberArgument: Expressible {}
public protocol PaddingArgument: Expressible {}
public protocol BoolArgument: Expressible {}

extension Double: NumberArgument, PaddingArgument {
    public var expression: String { "\\(self)" }
}

extension Int: NumberArgument, PaddingArgument {
    public var expression: String { "\\(self)" }
}

extension Float: NumberArgument, PaddingArgument {
    public var expression: String { "\\(self)" }
}

extension Bool: BoolArgument {
    public var expression: String { "\\(self)" }
}
"""

# Number, padding and boolean parameter types: as the DSL's, or plain Double and Bool.
ARGUMENT_TYPES = {
    "existential": {"NUMBER": "any NumberArgument", "PADDING": "any PaddingArgument", "BOOL": "any BoolArgument"},
    "double": {"NUMBER": "Double", "PADDING": "Double", "BOOL": "Bool"},
}


def floor_prelude(numbers="existential"):
    source = FLOOR_PRELUDE
    for placeholder, swift_type in ARGUMENT_TYPES[numbers].items():
        source = source.replace(placeholder, swift_type)
    return source + (ARGUMENT_PROTOCOLS if numbers == "existential" else "")


IMAGE = 'VmlImage(systemName: "star.fill").foregroundColor(.red).frame(width: 24, height: 24)'


def text(i):
    return (f'VmlText("Row {i}").font(.system(size: 17, weight: .semibold)).padding(.horizontal, 12)'
            f".background(.blue.opacity(0.5)).cornerRadius(8)")


def row(i, indent):
    pad = " " * indent
    return "\n".join([
        f"{pad}VmlHStack(spacing: 4) {{",
        f"{pad}    {IMAGE}",
        f"{pad}    {text(i)}",
        f"{pad}    if flag {{",
        f'{pad}        VmlText("On")',
        f"{pad}    }} else {{",
        f'{pad}        VmlText("Off")',
        f"{pad}    }}",
        f"{pad}}}",
        f"{pad}.padding(8)",
    ])


def floor_row(i, indent):
    """The row with no builder: the same calls, one closure, the same if/else."""
    pad = " " * indent
    return "\n".join([
        f"{pad}VmlHStack(spacing: 4) {{",
        f"{pad}    let image = {IMAGE}",
        f"{pad}    let text = {text(i)}",
        f"{pad}    let choice: Node",
        f"{pad}    if flag {{",
        f'{pad}        choice = VmlText("On")',
        f"{pad}    }} else {{",
        f'{pad}        choice = VmlText("Off")',
        f"{pad}    }}",
        f"{pad}    return [image, text, choice]",
        f"{pad}}}",
        f"{pad}.padding(8)",
    ])


def floor_block(item, count, indent, blocks):
    """A stack's block of `count` items, `item(k, indent)` each: `return [ … ]` (blocks "arrays") or
    one `let partK = …` per item and `return [part0, …]` (blocks "statements")."""
    pad = " " * indent
    if blocks == "arrays":
        return f"{pad}return [\n" + ",\n".join(item(k, indent + 4) for k in range(count)) + f",\n{pad}]"
    lets = [f"{pad}let part{k} = " + item(k, indent).lstrip() for k in range(count)]
    return "\n".join(lets) + f"\n{pad}return [" + ", ".join(f"part{k}" for k in range(count)) + "]"


def section(start, indent):
    pad = " " * indent
    rows = "\n".join(row(i, indent + 4) for i in range(start, start + 10))
    return f"{pad}VmlVStack {{\n{rows}\n{pad}}}"


def floor_section(start, indent, blocks):
    pad = " " * indent
    rows = floor_block(lambda k, item_indent: floor_row(start + k, item_indent), 10, indent + 4, blocks)
    return f"{pad}VmlVStack {{\n{rows}\n{pad}}}"


def composed(n):
    sections = n // 10
    out = ["import VML", ""]
    for s in range(sections):
        out += [
            f"struct Section{s}: VmlView {{",
            "    let flag: Bool",
            "    var body: some VmlView {",
            section(s * 10, 8),
            "    }",
            "}",
            "",
        ]
    out += ["struct Screen: VmlView {", "    let flag: Bool", "    var body: some VmlView {", "        VmlVStack {"]
    out += [f"            Section{s}(flag: flag)" for s in range(sections)]
    out += ["        }", "    }", "}", ""]
    return "\n".join(out)


def composed_floor(n, blocks="arrays"):
    sections = n // 10
    out = ["import VMLFloor", ""]
    for s in range(sections):
        out += [
            f"struct Section{s} {{",
            "    let flag: Bool",
            "    var body: Node {",
            floor_section(s * 10, 8, blocks),
            "    }",
            "}",
            "",
        ]
    out += ["struct Screen {", "    let flag: Bool", "    var body: Node {", "        VmlVStack {"]
    out.append(floor_block(lambda k, indent: " " * indent + f"Section{k}(flag: flag).body", sections, 12, blocks))
    out += ["        }", "    }", "}", ""]
    return "\n".join(out)


def monolithic(n):
    sections = n // 10
    out = ["import VML", "", "func screen(flag: Bool) throws -> String {", "    try VmlVStack {"]
    out += [section(s * 10, 8) for s in range(sections)]
    out += ["    }", "    .renderVML()", "}", ""]
    return "\n".join(out)


def monolithic_floor(n, blocks="arrays"):
    sections = n // 10
    out = ["import VMLFloor", "", "func screen(flag: Bool) throws -> String {", "    try VmlVStack {"]
    out.append(floor_block(lambda k, indent: floor_section(k * 10, indent, blocks), sections, 8, blocks))
    out += ["    }", "    .renderVML()", "}", ""]
    return "\n".join(out)


FORMS = {
    "composed": composed,
    "monolithic": monolithic,
    "composed-floor": composed_floor,
    "monolithic-floor": monolithic_floor,
}

if __name__ == "__main__":
    if sys.argv[1:2] == ["floor-prelude"] and len(sys.argv) <= 3 and (sys.argv[2:] or ["existential"])[0] in ARGUMENT_TYPES:
        print(floor_prelude(*sys.argv[2:]), end="")
    elif len(sys.argv) == 3 and sys.argv[1] in FORMS:
        print(FORMS[sys.argv[1]](int(sys.argv[2])), end="")
    elif len(sys.argv) == 4 and sys.argv[1].endswith("-floor") and sys.argv[3] in ("arrays", "statements"):
        print(FORMS[sys.argv[1]](int(sys.argv[2]), sys.argv[3]), end="")
    else:
        sys.exit(__doc__)
