#!/usr/bin/env python3
"""SwiftUI's type names from Apple's documentation: swiftui-types.tsv.

One row per public type a SwiftUI file can name: structures, enumerations, classes, protocols and
type aliases, nested ones as `Text.LineStyle`, with the iOS version that introduced it (empty when
the page lists no iOS: such a type is left out) and `deprecated (docs)` when the documentation
lists it under a "Deprecated …" topic. `attribute` is `resultBuilder` or `propertyWrapper` when the
declaration carries it; `generics`, its generic parameters' names; `aliases`, what a type alias names. Read by Tests/VMLTests/SwiftUINameTests.swift, which fails on a name with
no `Vml`-prefixed counterpart in the library.

It also writes swiftui-type-inits.tsv: each type's documented initializers, one row per page
(`type`, `labels` as `edge:` or `_:anchor:`, the declaration), from which names.py gives a refused
type one unavailable initializer per label list, so `VmlMoveTransition(edge: .top)` reaches the
type's message too.

    python3 Sources/VMLCatalog/Scripts/extract_types.py /tmp/DAGFromCode.git --rev bbd04d9…

The source is the documentation mirror extract_docs.py reads (README.md, "Source").
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import extract_docs as D  # noqa: E402

ROLES = {"Structure": "struct", "Enumeration": "enum", "Class": "class", "Protocol": "protocol",
         "Type Alias": "typealias"}
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "swiftui-types.tsv")
INITS_OUT = os.path.join(HERE, "..", "swiftui-type-inits.tsv")
COLUMNS = ["name", "kind", "attribute", "generics", "aliases", "iOS", "deprecated"]
INIT_COLUMNS = ["type", "labels", "declaration"]


def read_docs(pages):
    docs = D.Docs.__new__(D.Docs)
    docs.pages = {}
    for file, text in sorted(pages.items()):
        page = D.parse_page(file, text)
        if page.path and page.path not in docs.pages:
            docs.pages[page.path] = page
    docs.deprecated_paths = set()
    docs.collect_deprecations()
    return docs


def rows(docs):
    found = {}
    for path, page in docs.pages.items():
        kind = ROLES.get(page.role)
        name = page.title
        if not kind or not name or " " in name or name.startswith("_"):
            continue
        ios = (page.platforms or {}).get("iOS")
        if not ios:
            continue
        declaration = D.clean_decl(page.declaration or "")
        attribute = next((a for a in ("resultBuilder", "propertyWrapper") if "@" + a in declaration), "")
        deprecated = "deprecated (docs)" if docs.is_deprecated(path) else ""
        aliases = ""
        if kind == "typealias":
            match = re.search(r"\btypealias\s+\w+(?:<[^=]*>)?\s*=\s*(.+)$", declaration)
            aliases = match.group(1).strip() if match else ""
        generics = ""
        match = re.search(r"\b(?:struct|enum|class|typealias)\s+\w+<([^>]*)>", declaration)
        if match:
            generics = ", ".join(p.split(":")[0].strip() for p in D.X.split_top(match.group(1)))
        found.setdefault(name, [name, kind, attribute, generics, aliases, ios, deprecated])
    return [found[name] for name in sorted(found)]


def init_rows(docs, names):
    """(type, labels, declaration) for each initializer page under a type of `names`."""
    by_path = {}
    for path, page in docs.pages.items():
        if ROLES.get(page.role) and page.title in names:
            by_path.setdefault(path, page.title)
    out = set()
    for path, page in docs.pages.items():
        owner = by_path.get(path.rsplit("/", 1)[0]) if "/" in path else None
        if page.role != "Initializer" or owner is None:
            continue
        declaration = D.clean_decl(page.declaration or "")
        match = re.search(r"\binit[?!]?\s*(<[^(]*>)?\s*\(", declaration)
        if not match:
            continue
        inside, _ = D.X.parse_params(declaration[match.end() - 1:])
        labels = "".join(label + ":" for label in D.X.labels_of(inside))
        out.add((owner, labels, declaration))
    return sorted(out)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("gitdir")
    parser.add_argument("--rev", default="HEAD")
    parser.add_argument("--prefix", default="swiftui_documentation/documentation/swiftui")
    parser.add_argument("--out", default=OUT)
    parser.add_argument("--inits-out", default=INITS_OUT)
    args = parser.parse_args(argv)
    docs = read_docs(D.read_pages(args.gitdir, D.resolve_rev(args.gitdir, args.rev), args.prefix))
    table = rows(docs)
    D.write_tsv(args.out, COLUMNS, table)
    inits = init_rows(docs, {row[0] for row in table})
    D.write_tsv(args.inits_out, INIT_COLUMNS, inits)
    print("extract_types.py: %d types, %d initializers" % (len(table), len(inits)), file=sys.stderr)


if __name__ == "__main__":
    main()
