#!/usr/bin/env python3
"""Every element and modifier the DSL emits appears in a browser-tested fixture
(Tests/Browser/Fixtures/*.vml), or stands in Docs/Preview.md's coverage table as not drawn.

The DSL's names are the vocabulary's: `y` lines (elements) and `m NAME r …` (modifiers it renders)
plus `x` lines (modifiers it writes that SwiftUI does not declare) in
Sources/VMLValidation/Vocabulary/Generated/SwiftUIVocabularyData.swift. A fixture uses an element
when it has a tag of that name, and a modifier when one of its `style` attributes applies it at the
top level (`overlay(Circle().stroke(.red))` applies `overlay`, not `stroke`).

    python3 Tests/Browser/fixture_coverage.py     prints what no fixture uses and the table does not list
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VOCABULARY = ROOT / "Sources/VMLValidation/Vocabulary/Generated/SwiftUIVocabularyData.swift"
FIXTURES = ROOT / "Tests/Browser/Fixtures"
PREVIEW_DOC = ROOT / "Docs/Preview.md"


def vocabulary() -> tuple[set[str], set[str]]:
    """The element names and modifier names the DSL emits."""
    elements, modifiers = set(), set()
    for line in VOCABULARY.read_text().splitlines():
        fields = line.split("\t")
        if fields[0] == "y" and len(fields) > 1:
            elements.add(fields[1])
        elif fields[0] == "m" and len(fields) > 2 and fields[2] == "r":
            modifiers.add(fields[1])
        elif fields[0] == "x" and len(fields) > 1:
            modifiers.add(fields[1])
    return elements, modifiers


def top_level_calls(style: str) -> list[str]:
    """The names of the modifiers a style applies: `padding(), overlay(Circle().fill(.red))` →
    `padding`, `overlay`."""
    names, depth, quoted, start = [], 0, False, 0
    for index, character in enumerate(style + ","):
        if character == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif character in "([":
            depth += 1
        elif character in ")]":
            depth -= 1
        elif character == "," and depth == 0:
            match = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*\(", style[start:index])
            if match:
                names.append(match.group(1))
            start = index + 1
    return names


def used_in_fixtures() -> tuple[set[str], set[str]]:
    """The element and modifier names the fixtures use."""
    elements, modifiers = set(), set()
    for path in sorted(FIXTURES.glob("*.vml")):
        text = path.read_text()
        elements.update(re.findall(r"<([A-Za-z][A-Za-z0-9]*)[\s/>]", text))
        for style in re.findall(r'\bstyle="([^"]*)"', text):
            modifiers.update(top_level_calls(html.unescape(style)))
    return elements, modifiers


def not_drawn_in_table() -> tuple[set[str], set[str]] | None:
    """The elements and modifiers Docs/Preview.md's coverage table lists as not drawn (rows
    `| Name | element | not drawn |`), or `None` when there is no table yet."""
    if not PREVIEW_DOC.exists():
        return None
    elements, modifiers, rows = set(), set(), 0
    for line in PREVIEW_DOC.read_text().splitlines():
        cells = [cell.strip().strip("`") for cell in line.strip().strip("|").split("|")]
        if len(cells) < 3 or cells[1] not in ("element", "modifier"):
            continue
        rows += 1
        if cells[2].lower() == "not drawn":
            (elements if cells[1] == "element" else modifiers).add(cells[0])
    return (elements, modifiers) if rows else None


def uncovered() -> tuple[list[str], list[str], bool]:
    """The elements and modifiers neither a fixture uses nor the table lists as not drawn, and
    whether the table was read."""
    elements, modifiers = vocabulary()
    used_elements, used_modifiers = used_in_fixtures()
    table = not_drawn_in_table()
    listed_elements, listed_modifiers = table if table else (set(), set())
    return (sorted(elements - used_elements - listed_elements),
            sorted(modifiers - used_modifiers - listed_modifiers), table is not None)


def main() -> int:
    elements, modifiers = vocabulary()
    missing_elements, missing_modifiers, read_table = uncovered()
    source = "the fixtures or Docs/Preview.md's table" if read_table else "the fixtures (no coverage table in Docs/Preview.md yet)"
    print(f"{len(elements)} elements, {len(modifiers)} modifiers the DSL emits; checked against {source}")
    for kind, names in (("elements", missing_elements), ("modifiers", missing_modifiers)):
        if names:
            print(f"{kind} in no fixture and not listed as not drawn: {', '.join(names)}")
    return 1 if missing_elements or missing_modifiers else 0


if __name__ == "__main__":
    sys.exit(main())
