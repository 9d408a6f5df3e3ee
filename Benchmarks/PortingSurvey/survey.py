#!/usr/bin/env python3
"""Counts SwiftUI initializers and modifiers in public SwiftUI code (Docs/Porting.md, "Coverage").

  survey.py GIT_DIR [GIT_DIR ...] > counts.tsv

Reads every .swift file at HEAD of each bare repository that contains `import SwiftUI`, skips
lines that start with `//`, and counts, per line:
  - modifiers: `.name(` at the start of a line or right after `)`, `}`, `]` or `"`, by name, kept
    when the name is one of SwiftUI's modifiers (MODIFIERS below);
  - initializers: `Type(` or `Type {` for SwiftUI's view and value types (TYPES below), split by
    the first argument label on the same line (`Type(label:)`; `Type()` when unlabeled or empty,
    or when the label is on the next line; `Type({ })` for a trailing closure).
Prints `count<TAB>entry`, most used first.
"""
import collections
import re
import subprocess
import sys

TYPES = set("""Text Image Button VStack HStack ZStack LazyVStack LazyHStack LazyVGrid LazyHGrid Grid GridRow
List ForEach Section Form NavigationStack NavigationView NavigationLink NavigationSplitView TabView Tab
ScrollView ScrollViewReader GeometryReader Spacer Divider Toggle TextField SecureField TextEditor Slider
Stepper Picker DatePicker ColorPicker Menu Label Link ShareLink ProgressView Gauge Group GroupBox
DisclosureGroup LabeledContent ContentUnavailableView AsyncImage Color Rectangle RoundedRectangle Circle
Capsule Ellipse Path EmptyView ToolbarItem ToolbarItemGroup ControlGroup ViewThatFits Canvas TimelineView
Font EdgeInsets Angle GridItem Alert LinearGradient RadialGradient AngularGradient Gradient
UnevenRoundedRectangle PhotosPicker OutlineGroup Table TableColumn EditButton PasteButton""".split())
# `Color {`, `Text {` and the like are declarations (`var color: Color {`), not calls.
NOT_CLOSURE_TYPES = set("Color Text Font Image Angle EdgeInsets Alert EmptyView Gradient Spacer Divider Circle Rectangle Capsule RoundedRectangle".split())
MODIFIERS = set(open(__file__.replace("survey.py", "modifiers.txt")).read().split())
MODIFIER = re.compile(r'(?:^\s*|[\)\}\]"])\.([a-z][A-Za-z0-9]*)\s*\(')
INIT = re.compile(r'(?<![\w.])([A-Z][A-Za-z]*)\s*(\(\s*(?:([a-zA-Z_]\w*)\s*:)?|\s*\{)')

counts = collections.Counter()
for git_dir in sys.argv[1:]:
    git = ["git", "--git-dir", git_dir]
    tree = subprocess.run(git + ["ls-tree", "-r", "HEAD"], capture_output=True, text=True, check=True).stdout
    for line in tree.splitlines():
        meta, path = line.split("\t", 1)
        if not path.endswith(".swift"):
            continue
        source = subprocess.run(git + ["cat-file", "-p", meta.split()[2]], capture_output=True, text=True, errors="replace").stdout
        if "import SwiftUI" not in source:
            continue
        for text in source.splitlines():
            if text.strip().startswith("//"):
                continue
            for match in MODIFIER.finditer(text):
                if match.group(1) in MODIFIERS:
                    counts["." + match.group(1)] += 1
            for match in INIT.finditer(text):
                name = match.group(1)
                if name not in TYPES:
                    continue
                if match.group(2).strip().startswith("{"):
                    if name in NOT_CLOSURE_TYPES:
                        continue
                    counts[name + "({ })"] += 1
                else:
                    label = match.group(3)
                    counts[name + (f"({label}:)" if label else "()")] += 1
for entry, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
    print(f"{count}\t{entry}")
