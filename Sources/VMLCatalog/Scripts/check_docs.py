#!/usr/bin/env python3
"""Checks the rows the documentation adds to the catalog; exits 1 on any mismatch.

    python3 Sources/VMLCatalog/Scripts/check_docs.py

- swiftui-api.tsv is what merge.py writes from swiftui-api-interface.tsv and the docs files;
- swiftui-api-docs.tsv has swiftui-api.tsv's columns (plus `docs_page`, `why`), sorted and
  without duplicates, every row with module `docs`;
- each API of the sample below (the SwiftUI added since iOS 17.4 that the catalog is expected to
  know) is in swiftui-api.tsv, from the docs, with the iOS version Apple documents. Some are older
  than 17.4 and still new to the catalog: back-deployed (`@Entry`, `onGeometryChange`) or declared
  outside SwiftUI's 17.4 interface (WidgetKit's `widgetLabel(_:)`).

check.py runs it. Python 3 standard library only.
"""

import csv
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOG = os.path.normpath(os.path.join(HERE, ".."))
COLUMNS = ["group", "owner", "name", "kind", "signature", "declaration", "context", "platforms",
           "deprecated", "module"]

# (group, owner, signature, iOS version): signature `init(*` matches any initializer.
SAMPLE = [
    ("view", "Tab", "init(*", "18.0"),
    ("view", "TabSection", "init(*", "18.0"),
    ("value", "TabViewStyle", "sidebarAdaptable", "18.0"),
    ("modifier", "View", "glassEffect(_:in:)", "26.0"),
    ("view", "GlassEffectContainer", "init(spacing:content:)", "26.0"),
    ("value", "PrimitiveButtonStyle", "glass", "26.0"),
    ("value", "PrimitiveButtonStyle", "glassProminent", "26.0"),
    ("modifier", "View", "tabBarMinimizeBehavior(_:)", "26.0"),
    ("view", "ToolbarSpacer", "init(_:placement:)", "26.0"),
    ("modifier", "View", "scrollEdgeEffectStyle(_:for:)", "26.0"),
    ("modifier", "View", "backgroundExtensionEffect()", "26.0"),
    ("modifier", "View", "onScrollPhaseChange(_:)", "18.0"),
    ("modifier", "View", "containerCornerOffset(_:sizeToFit:)", "26.0"),
    ("modifier", "View", "buttonSizing(_:)", "26.0"),
    ("modifier", "View", "navigationLinkIndicatorVisibility(_:)", "17.0"),
    ("value", "Color", "mix(with:by:in:)", "18.0"),
    ("modifier", "View", "textRenderer(_:)", "18.0"),
    ("modifier", "View", "handGestureShortcut(_:isEnabled:)", "18.0"),
    ("modifier", "View", "assistiveAccessNavigationIcon(systemImage:)", "26.0"),
    ("modifier", "View", "onPencilDoubleTap(perform:)", "17.5"),
    ("modifier", "View", "widgetLabel(_:)", "16.0"),
    ("modifier", "View", "tabViewSidebarFooter(content:)", "18.0"),
    ("wrapper", "Entry", "Entry()", "13.0"),
    ("value", "MeshGradient", "init(width:height:points:colors:background:smoothsColors:colorSpace:)", "18.0"),
    ("modifier", "View", "onScrollGeometryChange(for:of:action:)", "18.0"),
    ("modifier", "View", "scrollPosition(_:anchor:)", "18.0"),
    ("modifier", "View", "onGeometryChange(for:of:action:)", "16.0"),
    ("modifier", "View", "presentationSizing(_:)", "18.0"),
    ("modifier", "View", "navigationTransition(_:)", "18.0"),
    ("value", "NavigationTransition", "zoom(sourceID:in:)", "18.0"),
    ("modifier", "View", "matchedTransitionSource(id:in:)", "18.0"),
    ("modifier", "View", "containerValue(_:_:)", "18.0"),
    ("view", "Group", "init(subviews:transform:)", "18.0"),
    ("view", "ForEach", "init(subviews:content:)", "18.0"),
]


def read_tsv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def ios(row):
    first = row["platforms"].split(";")[0].strip()
    return first[4:] if first.startswith("iOS ") else first


def main():
    failures = []
    merge = subprocess.run([sys.executable, os.path.join(HERE, "merge.py"), "--check"],
                           capture_output=True, text=True, check=False)
    if merge.returncode != 0:
        failures.append(merge.stderr.strip() or "merge.py --check failed")

    docs_path = os.path.join(CATALOG, "swiftui-api-docs.tsv")
    with open(docs_path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
    if header[:len(COLUMNS)] != COLUMNS:
        failures.append("swiftui-api-docs.tsv: columns %s, not swiftui-api.tsv's" % header)
    docs = read_tsv(docs_path)
    keys = [tuple(r[c] for c in header) for r in docs]
    if keys != sorted(set(keys)):
        failures.append("swiftui-api-docs.tsv is not sorted and de-duplicated")
    for r in docs:
        if r["module"] != "docs":
            failures.append("swiftui-api-docs.tsv: %s.%s has module %r" % (r["owner"], r["signature"], r["module"]))

    rows = read_tsv(os.path.join(CATALOG, "swiftui-api.tsv"))
    found = 0
    for group, owner, signature, version in SAMPLE:
        if signature.endswith("*"):
            hits = [r for r in rows if r["owner"] == owner and r["signature"].startswith(signature[:-1])]
        else:
            hits = [r for r in rows if r["owner"] == owner and r["signature"] == signature]
        name = "%s.%s" % (owner, signature)
        if not hits:
            failures.append("%s is not in swiftui-api.tsv" % name)
            continue
        wrong = [r for r in hits if r["group"] != group or r["module"] != "docs" or ios(r) != version]
        if wrong:
            r = wrong[0]
            failures.append("%s: group %s, module %s, iOS %s; expected %s, docs, iOS %s" % (
                name, r["group"], r["module"], ios(r), group, version))
            continue
        found += 1
    for failure in failures:
        print("error: %s" % failure, file=sys.stderr)
    print("check_docs.py: %d of %d sample APIs found with the documented iOS version; %d docs rows" % (
        found, len(SAMPLE), len(docs)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
