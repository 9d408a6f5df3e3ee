#!/usr/bin/env python3
"""Type-checks one screen shape against minimal result builders of several designs and against
plain closures, to show where Swift 6's type-checking time for a builder DSL comes from.

  Benchmarks/CompileTime/builder-shapes.py                 # 30 60 120 rows, 3 runs each, minimum shown
  Benchmarks/CompileTime/builder-shapes.py 60 120 240      # these row counts
  RUNS=1 Benchmarks/CompileTime/builder-shapes.py 120      # one run

Each design is a module of six declarations (a `View` protocol, one content type, `Text`,
`Image`, `HStack`, `VStack`) and a builder; no VML code is involved, so what is measured is the
builder transform itself. The screen: rows of an `HStack` holding an `Image`, a `Text` and an
`if`/`else` choosing a `Text`, ten rows to a `VStack`, written two ways:
  one       every section in one function (one expression, as `monolithic` in measure.sh);
  composed  one function per 10-row section.

The designs:
  shipped     VmlBuilder's shape: a disfavored variadic `buildBlock(_: any View...)`, one
              `buildBlock` per length 2-10, `buildEither`
  variadic    the variadic `buildBlock` alone
  pack        `buildBlock<each V: View>(_: repeat each V)`
  expression  `buildExpression(_: some View) -> Content`, `buildBlock(_: Content...)`
  partial     `buildPartialBlock(first:)` / `(accumulated:next:)`
  floor       no builder: each stack takes `() -> [any View]` and returns `[ ... ]`
  statements  no builder, written as the builder transform lowers a block: one `let` per child,
              then `return [ ... ]`

The time is the sum of `-warn-long-function-bodies=1`'s reports (ms), the minimum of RUNS runs.
"""
import os
import re
import subprocess
import sys
import tempfile

BASE = """public protocol View { var content: Content { get } }
public struct Content: View { public var nodes: [Int] = []; public init() {}; public var content: Content { self } }
public struct Text: View { public init(_ s: String) {}; public var content: Content { Content() } }
public struct Image: View { public init(systemName: String) {}; public var content: Content { Content() } }
"""

BUILDER_STACKS = """public struct HStack: View { public init(@Builder content: () -> Content) {}; public var content: Content { Content() } }
public struct VStack: View { public init(@Builder content: () -> Content) {}; public var content: Content { Content() }; public var count: Int { 0 } }
"""

PLAIN_STACKS = """public struct HStack: View { public init(content: () -> [any View]) {}; public var content: Content { Content() } }
public struct VStack: View { public init(content: () -> [any View]) {}; public var content: Content { Content() }; public var count: Int { 0 } }
"""

EITHER = """    public static func buildEither(first content: Content) -> Content { content }
    public static func buildEither(second content: Content) -> Content { content }
"""


def fixed_arities():
    lines = []
    for count in range(2, 11):
        parameters = ", ".join(f"_ v{k}: any View" for k in range(count))
        lines.append(f"    public static func buildBlock({parameters}) -> Content {{ Content() }}")
    return "\n".join(lines) + "\n"


BUILDERS = {
    "shipped": "    @_disfavoredOverload public static func buildBlock(_ parts: any View...) -> Content { Content() }\n"
    + fixed_arities() + EITHER,
    "variadic": "    public static func buildBlock(_ parts: any View...) -> Content { Content() }\n" + EITHER,
    "pack": "    public static func buildBlock<each V: View>(_ views: repeat each V) -> Content { Content() }\n" + EITHER,
    "expression": "    public static func buildExpression(_ view: some View) -> Content { view.content }\n"
    "    public static func buildBlock(_ parts: Content...) -> Content { Content() }\n" + EITHER,
    "partial": "    public static func buildPartialBlock(first: any View) -> Content { Content() }\n"
    "    public static func buildPartialBlock(accumulated: Content, next: any View) -> Content { accumulated }\n"
    + EITHER,
}
DESIGNS = list(BUILDERS) + ["floor", "statements"]


def module_source(design):
    if design in BUILDERS:
        return BASE + BUILDER_STACKS + "@resultBuilder public enum Builder {\n" + BUILDERS[design] + "}\n"
    return BASE + PLAIN_STACKS


def row(design, i, pad):
    image, text = 'Image(systemName: "star.fill")', f'Text("Row {i}")'
    if design in BUILDERS:
        return "\n".join([
            f"{pad}HStack {{", f"{pad}    {image}", f"{pad}    {text}",
            f"{pad}    if flag {{", f'{pad}        Text("On")', f"{pad}    }} else {{", f'{pad}        Text("Off")',
            f"{pad}    }}", f"{pad}}}",
        ])
    lines = [f"{pad}HStack {{", f"{pad}    let choice: any View", f"{pad}    if flag {{",
             f'{pad}        choice = Text("On")', f"{pad}    }} else {{", f'{pad}        choice = Text("Off")', f"{pad}    }}"]
    if design == "statements":
        lines += [f"{pad}    let image = {image}", f"{pad}    let text = {text}", f"{pad}    return [image, text, choice]"]
    else:
        lines += [f"{pad}    return [{image}, {text}, choice]"]
    return "\n".join(lines + [f"{pad}}}"])


def stack(design, items, pad):
    """A `VStack` of `items` (each a function of its indent)."""
    if design in BUILDERS:
        return "\n".join([f"{pad}VStack {{"] + [item(pad + "    ") for item in items] + [f"{pad}}}"])
    if design == "statements":
        lets = [f"{pad}    let part{k} = " + item(pad + "    ").lstrip() for k, item in enumerate(items)]
        parts = ", ".join(f"part{k}" for k in range(len(items)))
        return "\n".join([f"{pad}VStack {{"] + lets + [f"{pad}    return [{parts}]", f"{pad}}}"])
    body = ",\n".join(item(pad + "        ") for item in items)
    return "\n".join([f"{pad}VStack {{", f"{pad}    return [", body, f"{pad}    ]", f"{pad}}}"])


def screen(design, rows, form):
    def section(start):
        return lambda pad: stack(design, [lambda p, i=start + k: row(design, i, p) for k in range(10)], pad)

    sections = [section(s * 10) for s in range(rows // 10)]
    out = ["import Mini", ""]
    if form == "one":
        out += ["func screen(flag: Bool) -> Int {", stack(design, sections, "    ") + ".count", "}"]
    else:
        for s, make in enumerate(sections):
            out += [f"func section{s}(flag: Bool) -> Int {{", make("    ") + ".count", "}"]
    return "\n".join(out) + "\n"


def type_check(directory, source, runs):
    path = os.path.join(directory, "Screen.swift")
    with open(path, "w") as file:
        file.write(source)
    best = None
    for _ in range(runs):
        result = subprocess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", directory, path,
             "-Xfrontend", "-warn-long-function-bodies=1"],
            capture_output=True, text=True)
        log = result.stdout + result.stderr
        if "error:" in log:
            sys.exit("type-checking failed:\n" + "\n".join(l for l in log.splitlines() if "error:" in l)[:2000])
        total = sum(int(ms) for ms in re.findall(r"took (\d+)ms to type-check", log))
        best = total if best is None else min(best, total)
    return best


def main():
    counts = [int(arg) for arg in sys.argv[1:]] or [30, 60, 120]
    if any(count % 10 for count in counts):
        sys.exit("row counts are multiples of 10")
    runs = int(os.environ.get("RUNS", "3"))
    results = {}
    with tempfile.TemporaryDirectory() as root:
        for design in DESIGNS:
            directory = os.path.join(root, design)
            os.mkdir(directory)
            with open(os.path.join(directory, "Mini.swift"), "w") as file:
                file.write(module_source(design))
            subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "Mini",
                            "-emit-module-path", "Mini.swiftmodule", "Mini.swift"], cwd=directory, check=True)
            for form in ("composed", "one"):
                for count in counts:
                    results[design, form, count] = type_check(directory, screen(design, count, form), runs)
    columns = [(form, count) for form in ("composed", "one") for count in counts]
    print("| design | " + " | ".join(f"{form} {count}" for form, count in columns) + " |")
    print("| --- |" + " --- |" * len(columns))
    for design in DESIGNS:
        print(f"| {design} | " + " | ".join(f"{results[design, form, count]} ms" for form, count in columns) + " |")


if __name__ == "__main__":
    main()
