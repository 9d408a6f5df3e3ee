#!/usr/bin/env python3
"""One line of what each SwiftUI declaration does, from Apple's documentation:
swiftui-api-abstracts.tsv.

One row per documentation page (`docs_page`, `abstract`): the `description:` of the page's front
matter ("Adds an equal padding amount to specific edges of this view."), for the pages `vml lsp`'s
hover can show: the page of each modifier and static member (`font/title`) of swiftui-api-docs.tsv
and swiftui-api-docs-availability.tsv (their `docs_page`), and the page of each view or value type
that owns one of their rows (`vstack`, `font/weight`). abstracts.py makes the hover's data from it.

    python3 Sources/VMLCatalog/Scripts/extract_abstracts.py /tmp/DAGFromCode.git --rev bbd04d9…

The source is the documentation mirror extract_docs.py reads (README.md, "Source").
"""

import argparse
import csv
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import extract_docs as D  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOG = os.path.normpath(os.path.join(HERE, ".."))
OUT = os.path.join(CATALOG, "swiftui-api-abstracts.tsv")
SOURCES = [os.path.join(CATALOG, "swiftui-api-docs.tsv"),
           os.path.join(CATALOG, "swiftui-api-docs-availability.tsv")]
GROUPS = {"modifier", "view", "value"}
# A value type's static members: the hover shows a member's page, a view or value type's own page.
STATIC = re.compile(r"(static |case )")
COLUMNS = ["docs_page", "abstract"]


def wanted_pages():
    """The documentation paths the hover can show: the rows' pages and their owners' pages."""
    pages = set()
    for source in SOURCES:
        with open(source, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                if row["group"] not in GROUPS:
                    continue
                if row["docs_page"] and (row["group"] == "modifier" or STATIC.match(row["declaration"])):
                    pages.add(row["docs_page"])
                if row["owner"] and row["group"] != "modifier":
                    pages.add(row["owner"].lower().replace(".", "/"))
    return pages


def abstract(text):
    """The front matter's `description:`, on one line, or None."""
    if not text.startswith("---\n"):
        return None
    for line in text.split("\n")[1:]:
        if line == "---":
            return None
        key, _, value = line.partition(":")
        if key == "description":
            value = re.sub(r"\s+", " ", value).strip()
            return value or None
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("gitdir", help="bare git directory of the documentation mirror")
    ap.add_argument("--rev", default="HEAD", help="commit to read (default HEAD)")
    ap.add_argument("--prefix", default=D.DEFAULT_PREFIX,
                    help="folder of the SwiftUI pages in the mirror (default %(default)s)")
    ap.add_argument("--out", default=OUT)
    args = ap.parse_args(argv)

    pages = D.read_pages(args.gitdir, D.resolve_rev(args.gitdir, args.rev), args.prefix.strip("/"))
    wanted = wanted_pages()
    rows = {}
    for file, text in pages.items():
        path = D.parse_page(file, text).path
        if path in wanted and path not in rows:
            line = abstract(text)
            if line:
                rows[path] = line
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write("\t".join(COLUMNS) + "\n")
        for path in sorted(rows):
            f.write(path + "\t" + rows[path].replace("\t", " ") + "\n")
    print("extract_abstracts.py: %d of %d wanted pages have an abstract; wrote %s" % (
        len(rows), len(wanted), args.out), file=sys.stderr)


if __name__ == "__main__":
    main()
