#!/usr/bin/env python3
"""Checks the DSL against the SwiftUI catalog; exits 1 on any mismatch.

    swift package dump-symbol-graph --minimum-access-level public >/dev/null
    python3 Sources/VMLCatalog/Scripts/check.py

- every row has a status; a renders or accepted row names an available VML declaration; a refused
  row names an unavailable one (or is a gap listed in gaps.txt: counted, not failed);
- every public declaration on a VML counterpart of a SwiftUI type is in the catalog or allowed by an
  `allow` rule of decisions.tsv;
- catalog.tsv, gaps.txt, the `+Generated.swift` files under Sources/VML (no more, no fewer),
  Docs/Coverage.md and Porting.md's counts are what classify.py, generate.py and coverage.py write
  now (they are rerun into a temp dir);
- SwiftUIAbstractsData.swift is what abstracts.py writes from swiftui-api-abstracts.tsv (the
  abstracts themselves need the documentation mirror: `refresh --docs` rewrites them, CI does not);
- swiftui-api.tsv is what merge.py writes, and the sample of API added since iOS 17.4 is in it
  (check_docs.py).
"""

from __future__ import annotations

import filecmp
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import catalog_lib as L  # noqa: E402

SCRIPTS = Path(__file__).resolve().parent


def split_path(path: str) -> tuple[str, str]:
    head = path[: path.index("(")] if "(" in path else path
    if "." not in head:
        return "", path
    owner = head.rsplit(".", 1)[0]
    return owner, path[len(owner) + 1 :]


def main() -> int:
    failures: list[str] = []
    rows = L.read_tsv(L.CATALOG_TSV)
    module = L.load_vml(include_generated=True)
    gaps = {line.split("\t")[1] for line in L.GAPS_TXT.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")}
    gap_count = 0
    referenced: set[str] = set()
    owners: set[str] = set()
    for row in rows:
        where = f"{L.row_key(row)} ({row['group']}, {row['declaration'][:80]})"
        status, vml = row["status"], row["vml"]
        if status not in L.STATUSES:
            failures.append(f"{where}: status {status!r} is not one of {', '.join(L.STATUSES)}")
            continue
        if vml:
            referenced.add(vml)
            owner, title = split_path(vml)
            if owner:
                owners.add(owner)
            decls = module.lookup(owner, title) if owner else ([module.types[title]] if title in module.types else [])
        else:
            decls = []
        if status in ("renders", "accepted"):
            if not any(d.available for d in decls):
                failures.append(f"{where}: {status}, but VML has no available declaration {vml or '(none named)'}")
        elif status == "missing":
            if L.row_key(row) in gaps:
                gap_count += 1
            else:
                failures.append(f"{where}: missing, but not listed in gaps.txt")
        elif status == "refused":
            if not vml:
                # Only a macro may be refused by its decision alone (classify.py says why).
                if row["kind"] != "macro" or not row["note"]:
                    failures.append(f"{where}: refused with no VML declaration")
            elif not decls or any(d.available for d in decls):
                failures.append(f"{where}: refused, but {vml} is {'missing' if not decls else 'available'}")
            elif not row["note"]:
                failures.append(f"{where}: refused with no message")

    # VML declarations on counterpart types that the catalog does not know.
    allows = [r for r in L.read_decisions() if r.kind == "allow"]
    catalog_bases = {(split_path(v)[0], split_path(v)[1].split("(")[0]) for v in referenced}
    unknown = []
    for decl in module.decls:
        if decl.owner not in owners or decl.kind in ("type", "associatedtype", "operator", "subscript"):
            continue
        if decl.path in referenced:
            continue
        if any(L._glob(a.owner, decl.owner) and L._glob(a.signature, decl.title) for a in allows):
            continue
        unknown.append(f"{decl.path} ({decl.file})")
    for item in sorted(set(unknown)):
        failures.append(f"VML declares {item}, which the catalog does not know: add it to decisions.tsv's allow rules")
    del catalog_bases

    # Generated files up to date.
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        steps = [
            [sys.executable, str(SCRIPTS / "classify.py"), "--out-dir", str(out)],
            [sys.executable, str(SCRIPTS / "generate.py"), "--catalog", str(out / "catalog.tsv"), "--out-dir", str(out / "generated")],
            [
                sys.executable, str(SCRIPTS / "coverage.py"), "--catalog", str(out / "catalog.tsv"),
                "--coverage", str(out / "Coverage.md"), "--porting", str(out / "Porting.md"),
            ],
        ]  # fmt: skip
        for step in steps:
            result = subprocess.run(step, capture_output=True, text=True, check=False)
            if result.returncode != 0:
                failures.append(f"{' '.join(step)} failed:\n{result.stderr}")
                break
        else:
            pairs = [
                (out / "catalog.tsv", L.CATALOG_TSV),
                (out / "gaps.txt", L.GAPS_TXT),
                (out / "Coverage.md", L.COVERAGE_MD),
                (out / "Porting.md", L.PORTING_MD),
            ]
            fresh_files, current_files = L.generated_files(out / "generated"), L.generated_files(L.ROOT)
            for name in sorted(set(fresh_files) | set(current_files)):
                if name not in fresh_files:
                    failures.append(f"{name} is not a file generate.py writes now: run the commands in Sources/VMLCatalog/README.md")
                elif name not in current_files:
                    failures.append(f"{name} is missing: run the commands in Sources/VMLCatalog/README.md")
                else:
                    pairs.append((fresh_files[name], current_files[name]))
            for fresh, current in pairs:
                if not current.exists() or not fresh.exists() or not filecmp.cmp(fresh, current, shallow=False):
                    failures.append(f"{current.relative_to(L.ROOT)} is out of date: run the commands in Sources/VMLCatalog/README.md")

    # The vocabulary `vml check` reads, made from the catalog as it is.
    vocabulary = subprocess.run([sys.executable, str(SCRIPTS / "vocabulary.py"), "--check"], capture_output=True, text=True, check=False)
    if vocabulary.returncode != 0:
        failures.append(vocabulary.stdout.strip() or vocabulary.stderr.strip())

    # The hover's abstracts, made from swiftui-api-abstracts.tsv and the catalog as they are (no mirror).
    abstracts = subprocess.run([sys.executable, str(SCRIPTS / "abstracts.py"), "--check"], capture_output=True, text=True, check=False)
    if abstracts.returncode != 0:
        failures.append(abstracts.stdout.strip() or abstracts.stderr.strip())

    # swiftui-api.tsv merged from its sources, and the API added since iOS 17.4 in it.
    docs = subprocess.run([sys.executable, str(SCRIPTS / "check_docs.py")], capture_output=True, text=True, check=False)
    if docs.returncode != 0:
        failures.append(docs.stderr.strip() or docs.stdout.strip())

    counts: dict[str, int] = {}
    for row in rows:
        counts[row["status"]] = counts.get(row["status"], 0) + 1
    print("catalog: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) + f"; missing (listed in gaps.txt): {gap_count}")
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    if failures:
        print(f"{len(failures)} mismatches", file=sys.stderr)
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
