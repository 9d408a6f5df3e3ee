#!/usr/bin/env python3
"""Emits the compile-time benchmark screens of issue 5 for N rows (sections of 10).

  generate.py composed N   > Composed.swift    # 24 composite VmlViews for 240 rows + a parent view
  generate.py monolithic N > Monolithic.swift  # every row in one function ending in renderVML()

The row: an HStack(spacing: 4) of an Image with foregroundColor and frame, a Text with font,
padding, background and cornerRadius, and an if/else between two Texts; .padding(8) on the HStack.
"""
import sys


def row(i, indent):
    pad = " " * indent
    return "\n".join([
        f"{pad}VmlHStack(spacing: 4) {{",
        f'{pad}    VmlImage(systemName: "star.fill").foregroundColor(.red).frame(width: 24, height: 24)',
        f'{pad}    VmlText("Row {i}").font(.system(size: 17, weight: .semibold)).padding(.horizontal, 12)'
        f".background(.blue.opacity(0.5)).cornerRadius(8)",
        f"{pad}    if flag {{",
        f'{pad}        VmlText("On")',
        f"{pad}    }} else {{",
        f'{pad}        VmlText("Off")',
        f"{pad}    }}",
        f"{pad}}}",
        f"{pad}.padding(8)",
    ])


def section(start, indent):
    pad = " " * indent
    rows = "\n".join(row(i, indent + 4) for i in range(start, start + 10))
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


def monolithic(n):
    sections = n // 10
    out = ["import VML", "", "func screen(flag: Bool) throws -> String {", "    try VmlVStack {"]
    out += [section(s * 10, 8) for s in range(sections)]
    out += ["    }", "    .renderVML()", "}", ""]
    return "\n".join(out)


if __name__ == "__main__":
    form, count = sys.argv[1], int(sys.argv[2])
    print({"composed": composed, "monolithic": monolithic}[form](count), end="")
