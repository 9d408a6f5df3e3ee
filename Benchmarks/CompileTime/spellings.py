#!/usr/bin/env python3
"""Solver scopes of everyday SwiftUI spellings, one spelling at a time (Docs/Performance.md,
"Compile time of the DSL").

  spellings.py MODULES [MODULES ...]

MODULES is a folder holding a built `VML.swiftmodule` (`.build/debug/Modules` after
`swift build --target VML`). For each spelling below, a view with ten copies of it is
type-checked against each folder (`swiftc -typecheck -swift-version 6 -stats-output-dir`), and
the type checker's `Sema.NumConstraintScopes` is printed, one column per folder. The count does
not depend on the machine's load, so two builds compare exactly: added overloads that a spelling
has to consider show up as more scopes.
"""
import glob
import json
import subprocess
import sys
import tempfile
from pathlib import Path

SPELLINGS = [
    'VmlText("Row")',
    'VmlText("Row \\(1)")',
    'VmlText("x").font(.headline)',
    'VmlText("x").padding(8)',
    'VmlText("x").foregroundStyle(.red).background(.blue)',
    'VmlText("x").foregroundStyle(VmlColor("Brand"))',
    'VmlText("x").frame(maxWidth: .infinity, alignment: .leading)',
    'VmlText("x").overlay(VmlColor.black.opacity(0.2))',
    'VmlText("x").background { VmlColor.red }',
    'VmlText("x").contextMenu { VmlButton("Copy") {} }',
    'VmlText("x").toolbar { VmlText("y") }',
    'VmlText("x").onChange(of: 1) { }',
    'VmlText("x").accessibilityLabel("Label")',
    'VmlText("x").navigationTitle("T")',
    'VmlText("x").searchable(text: .constant(""))',
    'VmlText("x").alert("Done", isPresented: .constant(true)) { VmlButton("OK") {} }',
    'VmlText("x").sheet(isPresented: .constant(true)) { VmlText("y") }',
    'VmlImage(systemName: "star").resizable().frame(width: 20, height: 20)',
    'VmlImage("logo")',
    'VmlImage("logo").position(x: 10, y: 10)',
    'VmlLabel("Inbox", systemImage: "tray")',
    'VmlButton("Save") {}',
    'VmlToggle("Wi-Fi", isOn: .constant(true))',
    'VmlTextField("Name", text: .constant(""))',
    'VmlPicker("Pick", selection: .constant(1)) { VmlText("One").tag(1) }',
    'VmlStepper("Count", value: .constant(2), in: 0...10)',
    'VmlNavigationLink("Next", destination: VmlText("Detail"))',
    'VmlSection { VmlText("a") } header: { VmlText("h") }',
]


def scopes(source: str, modules: str, work: Path) -> str:
    stats = Path(tempfile.mkdtemp(dir=work))
    file = work / "spelling.swift"
    file.write_text(source)
    run = subprocess.run(
        ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, str(file), "-stats-output-dir", str(stats)],
        capture_output=True, text=True)
    if run.returncode != 0:
        return "error"
    data = json.loads(Path(glob.glob(str(stats / "*.json"))[0]).read_text())
    return str(data.get("Sema.NumConstraintScopes", "?"))


def main() -> None:
    folders = sys.argv[1:]
    if not folders:
        sys.exit(__doc__)
    with tempfile.TemporaryDirectory() as directory:
        work = Path(directory)
        print("\t".join(folders + ["spelling (x10)"]))
        for spelling in SPELLINGS:
            body = "\n".join("            " + spelling for _ in range(10))
            source = f"import VML\n\nstruct Screen: VmlView {{\n    var body: some VmlView {{\n        VmlVStack {{\n{body}\n        }}\n    }}\n}}\n"
            print("\t".join([scopes(source, folder, work) for folder in folders] + [spelling]))


if __name__ == "__main__":
    main()
