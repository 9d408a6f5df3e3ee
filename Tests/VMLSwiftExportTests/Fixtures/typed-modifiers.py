#!/usr/bin/env python3
"""Writes typed-modifiers.vml-lines beside it: every modifier overload `vml swift` may write as a typed
call (the `t` lines of Sources/VMLValidation/Vocabulary/Generated/SwiftUIVocabularyData.swift), once
with its required arguments and once with all, each argument a sample of its kind (`1`, `2` for an
`Int`, `true`, `"a"`, the first member the DSL declares of a value type). The export tests compile
what `vml swift` writes for them and render it back, so a typed call that would not compile or
would render differently fails there. Run from the package root after `vocabulary.py`, then
`.ci/regenerate-swift-fixtures`:

    python3 Tests/VMLSwiftExportTests/Fixtures/typed-modifiers.py
"""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "Sources/VMLValidation/Vocabulary/Generated/SwiftUIVocabularyData.swift"
OUT = Path(__file__).resolve().with_suffix(".vml-lines")


def main() -> None:
    lines = [line.split("\t") for line in DATA.read_text().split("\n")]
    members: dict[str, list[str]] = {}
    missing = set()
    for fields in lines:
        if fields[0] == "v" and len(fields) >= 3:
            members.setdefault(fields[1], []).append(fields[2])
        if fields[0] == "u" and len(fields) >= 3:
            missing.add((fields[1], fields[2]))

    def sample(kind: str) -> str | None:
        if kind in ("n", "i", "b", "s"):
            return {"n": "1", "i": "2", "b": "true", "s": "&quot;a&quot;"}[kind]
        match = re.fullmatch(r"(\[)?T\.(.+?)(\])?", kind)
        if not match:
            return None
        names = [m for m in sorted(members.get(match.group(2), [])) if (match.group(2), m) not in missing]
        names = [m for m in names if re.fullmatch(r"[a-z][A-Za-z0-9]*", m) and m != "allCases"]
        if not names:
            return None
        return f"[.{names[0]}]" if match.group(1) else f".{names[0]}"

    calls = set()
    for fields in lines:
        if fields[0] != "t":
            continue
        for everything in (False, True):
            arguments = []
            for parameter in fields[2:]:
                label, _, kind = parameter.partition(":")
                defaulted = kind.endswith("=")
                value = sample(kind.rstrip("="))
                if defaulted and (not everything or value is None):
                    continue
                if value is None:
                    break
                arguments.append(("" if label == "_" else f"{label}: ") + value)
            else:
                calls.add(f"{fields[1]}({', '.join(arguments)})")
    calls = sorted(calls)
    header = "<!-- Written by typed-modifiers.py: every typed modifier call vml swift writes, one a line. -->"
    OUT.write_text("\n".join([header] + [f'<Text style="{call}">A</Text>' for call in calls]) + "\n")
    print(f"{len(calls)} typed calls")


if __name__ == "__main__":
    main()
