#!/usr/bin/env python3
"""Write swiftui-api.tsv, the catalog the pipeline reads, from the interface and the docs.

    python3 Sources/VMLCatalog/Scripts/merge.py [--check]

Reads, in Sources/VMLCatalog:

- `swiftui-api-interface.tsv` (extract.py: the iOS 17.4 SwiftUI.swiftinterface), authoritative for
  everything it has;
- `swiftui-api-docs.tsv` (extract_docs.py: what the iOS 26 documentation adds);
- `swiftui-api-docs-availability.tsv` (extract_docs.py: the docs' availability of the interface's
  rows);
- `swiftui-api-additions.tsv` (kept by hand): declarations Apple documents that the mirror lost
  (overloads whose pages share a path keep one page there), each with a `why` column naming the
  page; they merge like docs rows.

and writes `swiftui-api.tsv` with the interface's columns: every interface row, then every docs row
(its `module` is `docs`). An interface row changes in two cases only, both later than the
interface:

- `deprecated` is empty and the docs list the symbol as deprecated: `deprecated (docs)`;
- `platforms` starts with `unavailable-iOS` and the docs page with the same declaration gives an iOS
  version after 17.4: the symbol came to iOS later (`navigationSubtitle(_:)`, iOS 26.0), so the
  iOS part becomes that version.

Needs no mirror, so a refresh of either source is followed by this step alone. Output is sorted
and de-duplicated; `--check` exits 1 when swiftui-api.tsv is not what this step writes.
"""

import argparse
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOG = os.path.normpath(os.path.join(HERE, ".."))
COLUMNS = ["group", "owner", "name", "kind", "signature", "declaration", "context", "platforms",
           "deprecated", "module"]
BASELINE_IOS = (17, 4)


def read_tsv(path, optional=False):
    if optional and not os.path.exists(path):
        return []
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def version(v):
    try:
        return tuple(int(x) for x in v.split("."))
    except ValueError:
        return None


def merged_rows(interface, docs, availability, additions=()):
    """Returns (rows, counts)."""
    by_key = {}
    for a in availability:
        by_key.setdefault((a["group"], a["owner"], a["signature"], a["declaration"]), a)
    counts = {"interface": len(interface), "docs": len(docs), "newly deprecated": 0,
              "came to iOS": 0}
    out = set()
    for r in interface:
        row = dict(r)
        a = by_key.get((r["group"], r["owner"], r["signature"], r["declaration"]))
        if a is not None:
            if not row["deprecated"] and a["docs_deprecated"]:
                row["deprecated"] = a["docs_deprecated"]
                counts["newly deprecated"] += 1
            v = version(a["docs_ios"]) if a["docs_ios"] else None
            if (row["platforms"].startswith("unavailable-iOS") and a["match"] == "declaration"
                    and v is not None and v > BASELINE_IOS):
                rest = row["platforms"].split(";", 1)
                row["platforms"] = "iOS " + a["docs_ios"] + (";" + rest[1] if len(rest) > 1 else "")
                counts["came to iOS"] += 1
        out.add(tuple(row[c] for c in COLUMNS))
    for r in list(docs) + list(additions):
        out.add(tuple(r[c] for c in COLUMNS))
    return sorted(out), counts


def tsv_text(rows):
    lines = ["\t".join(COLUMNS)]
    for r in rows:
        lines.append("\t".join(x.replace("\t", " ").replace("\n", " ") for x in r))
    return "\n".join(lines) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--interface", default=os.path.join(CATALOG, "swiftui-api-interface.tsv"))
    ap.add_argument("--docs", default=os.path.join(CATALOG, "swiftui-api-docs.tsv"))
    ap.add_argument("--availability", default=os.path.join(CATALOG, "swiftui-api-docs-availability.tsv"))
    ap.add_argument("--additions", default=os.path.join(CATALOG, "swiftui-api-additions.tsv"))
    ap.add_argument("--out", default=os.path.join(CATALOG, "swiftui-api.tsv"))
    ap.add_argument("--check", action="store_true", help="exit 1 if --out is not up to date")
    args = ap.parse_args(argv)
    rows, counts = merged_rows(read_tsv(args.interface), read_tsv(args.docs, optional=True),
                               read_tsv(args.availability, optional=True),
                               read_tsv(args.additions, optional=True))
    text = tsv_text(rows)
    if args.check:
        with open(args.out, encoding="utf-8") as f:
            if f.read() != text:
                print("merge.py: %s is out of date: run Scripts/merge.py" % args.out, file=sys.stderr)
                return 1
        return 0
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print("merge.py: wrote %d rows to %s (%d from the interface, %d from the docs; %d interface rows "
          "newly deprecated, %d came to iOS after 17.4)" % (
              len(rows), args.out, counts["interface"], counts["docs"], counts["newly deprecated"],
              counts["came to iOS"]), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
