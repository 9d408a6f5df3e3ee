#!/usr/bin/env python3
"""Gives every row of swiftui-api.tsv one status and writes catalog.tsv and gaps.txt.

    swift package dump-symbol-graph --minimum-access-level public >/dev/null
    python3 Sources/VMLCatalog/Scripts/classify.py [--out-dir DIR]

Reads swiftui-api.tsv, decisions.tsv and the VML module's declarations (the symbol graph for the
available ones, the sources for the unavailable ones; declarations in the `+Generated.swift` files
generate.py writes are ignored, so a rerun after generating gives the same result). Statuses:

- renders: a VML declaration writes it;
- accepted: a VML declaration accepts it and writes nothing (actions, gestures, focus…);
- refused: a VML declaration is `@available(*, unavailable, message:)` with what to write instead;
- n/a: not available on iOS.

Rows with no VML counterpart get the declaration generate.py will write (`note` starts with
`generated`), or are gaps (a base name VML declares with other labels; an environment value or
property wrapper added by hand): status missing, no `vml`, listed in gaps.txt — still to declare.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import catalog_lib as L  # noqa: E402
import swift_types as T  # noqa: E402


def vml_owners(row: dict[str, str], module: L.VmlModule, owner_rules: list[L.Rule]) -> list[str]:
    """The VML owners a row's members may be declared on, best first."""
    group, owner = row["group"], row["owner"]
    if group == "environment":
        return ["VmlEnvironmentValues"]
    found: list[str] = []
    for rule in owner_rules:
        if L._glob(rule.group, group) and rule.owner == owner:
            found.append(rule.signature)  # the VML owner is in the third column
            break
    for candidate in ("Vml" + owner.replace(".", ""), "Vml" + owner):
        if module.has_type(candidate) and candidate not in found:
            found.append(candidate)
    if group == "modifier" and "VmlView" not in found:
        found.append("VmlView")
    return found


def generated_owner(row: dict[str, str], owner_rules: list[L.Rule]) -> str:
    for rule in owner_rules:
        if L._glob(rule.group, row["group"]) and rule.owner == row["owner"]:
            return rule.signature
    return "Vml" + row["owner"].replace(".", "")


def title_of(row: dict[str, str]) -> str:
    if row["kind"] == "type":
        return ""
    return row["signature"]


def defaulted_match(row: dict[str, str], owners: list[str], module: L.VmlModule) -> list[L.Decl]:
    """A VML declaration with the same base name that takes the same calls once defaulted
    arguments are left out: `fill(_:)` for SwiftUI's `fill(_:style:)`, `init(_:role:action:)` for
    `Button.init(_:action:)`. Labels must line up in order; every argument only one side declares
    has a default there."""
    function = L.parse_function(row["declaration"])
    if function is None:
        return []
    for owner in owners:
        for title, decls in sorted(module.members.get(owner, {}).items()):
            if title.split("(", 1)[0] != row["name"] or "(" not in title:
                continue
            for decl in decls:
                theirs = L.parse_function(decl.declaration) if decl.declaration else None
                if theirs is not None and compatible(function.params, theirs.params):
                    return [decl]
    return []


def refused_owner(row: dict[str, str], owners: list[str], module: L.VmlModule, generated: dict[str, L.Decl]) -> L.Decl | None:
    """The VML type the row belongs to, when it is unavailable as a whole (`VmlGeometryReader`):
    its members need no declaration of their own. For a property wrapper's members also a type
    from a generated file (generate.py never writes property wrappers, so such a file is another
    script's, and the answer does not change from one run to the next)."""
    candidates = owners + (["Vml" + row["owner"].replace(".", "")] if row["group"] == "wrapper" else [])
    for owner in candidates:
        declared = module.types.get(owner) or (generated.get(owner) if row["group"] == "wrapper" else None)
        if declared is not None and not declared.available:
            return declared
    return None


def generated_refused_types() -> dict[str, L.Decl]:
    """The types the `+Generated.swift` files declare unavailable, by VML name."""
    found: dict[str, L.Decl] = {}
    for path in sorted(L.VML_SOURCES.rglob("*" + L.GENERATED_SUFFIX)):
        for decl in L.scan_unavailable(path.read_text(encoding="utf-8"), str(path.relative_to(L.ROOT)), True):
            if decl.kind == "type":
                found[decl.path] = decl
    return found


def compatible(swiftui: list[L.Param], vml: list[L.Param]) -> bool:
    i = j = 0
    while i < len(swiftui) or j < len(vml):
        if i < len(swiftui) and j < len(vml) and swiftui[i].label == vml[j].label:
            i, j = i + 1, j + 1
        elif j < len(vml) and vml[j].default is not None:
            j += 1
        elif i < len(swiftui) and swiftui[i].default is not None:
            i += 1
        else:
            return False
    return True


def decision(row: dict[str, str], rules: list[L.Rule]) -> L.Rule | None:
    for rule in rules:
        if rule.kind == "status" and rule.matches(row):
            return rule
    return None


def classify(out_dir: Path) -> None:
    rows = L.read_tsv(L.RAW_TSV)
    rules = L.read_decisions()
    owner_rules = [r for r in rules if r.kind == "owner"]
    module = L.load_vml()
    types = T.TypeMapper(module, rows, owner_rules)
    generated_types = generated_refused_types()

    out: list[dict[str, str]] = []
    pending: dict[str, list[dict[str, str]]] = {}
    gaps: list[str] = []
    for row in rows:
        row = dict(row)
        owners = vml_owners(row, module, owner_rules)
        title = title_of(row)
        rule = decision(row, rules)
        matches: list[L.Decl] = []
        if row["kind"] == "type":
            matches = [module.types[o] for o in owners[:1] if o in module.types]
        else:
            for owner in owners:
                matches += module.lookup(owner, title)
                if not matches and row["kind"] in ("case", "static let", "let") and "(" not in title:
                    matches += module.lookup(owner, title)
        partial = False
        if not matches and "(" in title:
            matches = defaulted_match(row, owners, module)
            partial = bool(matches)
        available = [d for d in matches if d.available]
        if available:
            d = available[0]
            row["vml"] = d.path
            if rule and rule.status == "accepted":
                row["status"], row["note"] = "accepted", rule.text
            elif "writes nothing" in d.doc or "write nothing" in d.doc:
                row["status"], row["note"] = "accepted", (rule.text if rule and rule.status == "accepted" else "compiles and writes nothing")
            else:
                row["status"], row["note"] = "renders", ""
            if partial:
                row["note"] = (row["note"] + "; " if row["note"] else "") + f"SwiftUI's defaulted arguments left out: VML declares {d.title}"
        elif matches:
            d = matches[0]
            row["status"], row["vml"], row["note"] = "refused", d.path, d.message
        elif not L.ios_available(row):
            row["status"], row["vml"], row["note"] = "n/a", "", "not available on iOS"
        elif (refused := refused_owner(row, owners, module, generated_types)) is not None:
            # a member of a type refused as a whole: writing the type already gives its message
            row["status"], row["vml"], row["note"] = "refused", refused.path, refused.message
        elif row["kind"] == "macro" and rule and rule.status == "refused":
            # A macro no declaration can stand in for (a package without dependencies defines no
            # macros, and a stand-in attribute is refused before its own message is read): the
            # decision's message is what Docs/Porting.md tells a port to write.
            row["status"], row["vml"], row["note"] = "refused", "", rule.text
        else:
            owner, why = types.target(row, owners, rule)
            if owner:
                row["vml"] = f"{owner}.{title}" if title else owner
                pending.setdefault(row["vml"], []).append(row)
            else:
                row["status"], row["vml"], row["note"] = "missing", "", "gap: " + why
                gaps.append(f"{row['group']}\t{L.row_key(row)}\t{why}\t{row['declaration']}")
        out.append(row)

    # One declaration for every SwiftUI overload with the same labels (SwiftUI's overloads by
    # parameter type all match it): each group of rows gets one status.
    for path in sorted(pending):
        group_rows = pending[path]
        owner = path.rsplit(".", 1)[0] if "(" not in path.rsplit(".", 1)[-1] else path[: path.index("(")].rsplit(".", 1)[0]
        status, note, _ = types.decide(owner, group_rows, decision(group_rows[0], rules))
        for row in group_rows:
            row["status"], row["note"] = status, note

    out.sort(key=lambda r: tuple(r[c] for c in L.RAW_COLUMNS))
    (out_dir / "catalog.tsv").write_text(L.tsv_text(L.CATALOG_COLUMNS, out), encoding="utf-8")
    header = (
        "# SwiftUI declarations with no VML declaration and none generated (written by Scripts/classify.py).\n"
        "# group\tSwiftUI declaration\twhy\tSwiftUI's declaration\n"
    )
    (out_dir / "gaps.txt").write_text(header + "".join(g + "\n" for g in sorted(set(gaps))), encoding="utf-8")
    counts: dict[str, int] = {}
    for row in out:
        counts[row["status"]] = counts.get(row["status"], 0) + 1
    print(f"catalog: {len(out)} rows, " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())), file=sys.stderr)
    print(f"gaps: {len(set(gaps))}", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out-dir", type=Path, default=L.CATALOG_DIR, help="where catalog.tsv and gaps.txt go")
    args = parser.parse_args()
    classify(args.out_dir)


if __name__ == "__main__":
    main()
