#!/usr/bin/env python3
"""Extract the SwiftUI API that Apple's documentation shows and the iOS 17.4 interface lacks.

No public iOS 18 or iOS 26 `SwiftUI.swiftinterface` exists, so the API added since iOS 17.4 comes
from a public Markdown mirror of Apple's documentation: one page per symbol, each with its
availability ("**Available on:** iOS 18.0+, …") and its declaration (a ```swift block). The script
reads the mirror from a bare git directory (like extract.py reads its SDK repository), applies
extract.py's rules to the pages (the same groups, owners, signatures and declaration clean-up, by
importing extract.py), and writes two files:

- `swiftui-api-docs.tsv`: one row per declaration in the catalog's groups that the docs show and
  `swiftui-api-interface.tsv` (the iOS 17.4 interface) does not have: introduced after iOS 17.4, or
  absent from the 17.4 interface although older (back-deployed, like `@Entry`, or declared outside
  SwiftUI's interface, like WidgetKit's `widgetLabel(_:)`). The columns are swiftui-api.tsv's, with
  `module` = `docs`, plus `docs_page` (the documentation path) and `why`.
- `swiftui-api-docs-availability.tsv`: for every row of the interface that the docs cover, the
  introduced iOS version and deprecation the docs give, next to the interface's, and whether they
  agree.

`merge.py` then writes swiftui-api.tsv, the file the pipeline reads, from the interface and these
two files. Python 3 standard library only.

Source used for the checked-in files
------------------------------------
  repository  https://github.com/pianostringquartet/DAGFromCode (its `swiftui_documentation/`
              folder: developer.apple.com/documentation/swiftui rendered to Markdown by sosumi.ai)
  commit      bbd04d923436f8dd15bf7f8cfd2f4a252407330f (2025-10-30; pages crawled 2025-10-29,
              the iOS 26 documentation)
  folder      swiftui_documentation/documentation/swiftui (6,766 pages)

Refresh
-------
Fetch the repository as a bare git directory (`git clone --bare
https://github.com/pianostringquartet/DAGFromCode.git`, or the git directory a workspace mirror
brings), then, from the package root:

    python3 Sources/VMLCatalog/Scripts/extract_docs.py DAGFromCode.git \\
        --rev bbd04d923436f8dd15bf7f8cfd2f4a252407330f
    python3 Sources/VMLCatalog/Scripts/merge.py

Output is sorted and de-duplicated, so a re-run on the same input writes the same bytes.
Rules beyond extract.py's (the docs lack what the interface has):

- A page's owner is the page one level up in the documentation path (its title: `Font.Weight`).
- Leading attributes and `nonisolated` are dropped from declarations, as extract.py drops leading
  attributes (the iOS 26 SDK marks every modifier `nonisolated`).
- The docs give no extension `where` clause, so `context` is empty, except for static members of
  protocols, whose `Self == X` is inferred from the member's type (`.glass` → `Self ==
  GlassButtonStyle`). A protocol's static member whose type does not conform to the protocol is
  taken for a requirement and skipped, as extract.py skips protocol bodies.
- `platforms`: iOS first, then macOS, tvOS, watchOS and visionOS; a platform the page does not list
  is `unavailable-…` (the docs list every platform a symbol is available on).
- `deprecated`: `deprecated (docs)` when a page lists the symbol (or its type) under a
  "Deprecated …" topic. The pages give no deprecation versions.
- `view` also takes the initializers of the content types a view builder of TabView, toolbars and
  tables holds (`Tab`, `TabSection`, `ToolbarSpacer`: TabContent, ToolbarContent,
  TableColumnContent, TableRowContent), which do not conform to View.
- `wrapper` also takes SwiftUI's attached macros, written like property wrappers (`@Entry`,
  `@Previewable`, `@Animatable`, `@AnimatableIgnored`): kind `macro`.
- `MeshGradient` is a value, like the other gradients of extract.py's list.

A docs row is new when the interface has no row with its owner and signature (or, introduced after
17.4, none with its declaration either). Left out, and counted on standard error:

- another framework's extensions, which Apple documents among SwiftUI's symbols (Charts, MapKit,
  StoreKit, PhotosUI, WidgetKit's environment…): a declaration naming a type that is neither
  SwiftUI's (a page of the docs), nor named by the 17.4 interface, nor standard (library,
  Foundation, Spatial, UIKit/AppKit), with every overload of the same name. Those naming only
  SwiftUI types stay (`widgetLabel(_:)`, `mapScope(_:)`): the pages do not say their module;
- members older than 17.4 that are not on iOS (the iOS interface leaves out what `#if os(...)`
  keeps for other platforms), and older instance members of protocols other than View (taken for
  requirements: `InsettableShape.inset(by:)`).
"""

import argparse
import csv
import difflib
import os
import re
import subprocess
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import extract as X  # noqa: E402

DEFAULT_PREFIX = "swiftui_documentation/documentation/swiftui"
DOCS_MODULE = "docs"

# extract.py's value list, plus the gradient added in iOS 18.
CURATED_VALUES = list(X.CURATED_VALUES) + ["MeshGradient"]
# Content types held by view builders that are not View: their initializers are `view` rows.
CONTENT_PROTOCOLS = {"TabContent", "ToolbarContent", "CustomizableToolbarContent",
                     "TableColumnContent", "TableRowContent"}
VIEW_PROTOCOLS = {"View", "Shape", "InsettableShape", "ShapeView", "DynamicViewContent"}

MEMBER_ROLES = {"Instance Method", "Type Method", "Initializer", "Instance Property",
                "Type Property", "Case", "Macro"}
TYPE_ROLES = {"Structure": "struct", "Enumeration": "enum", "Class": "class",
              "Protocol": "protocol"}

# The last iOS 17.4-era release of each platform (SDKs of 2024-03).
BASELINE = {"iOS": (17, 4), "macOS": (14, 4), "tvOS": (17, 4), "watchOS": (10, 4),
            "visionOS": (1, 1)}
PLATFORM_COLUMNS = ["macOS", "tvOS", "watchOS", "visionOS"]

MODULE_PREFIX_RE = re.compile(
    r"(?<![\w.])(?:SwiftUI|SwiftUICore|Swift|Foundation|CoreFoundation|CoreGraphics|CoreTransferable|"
    r"UniformTypeIdentifiers|Combine|ObjectiveC|Observation|Accessibility|Spatial)\.(?=[A-Za-z_])")
TYPE_TOKEN_RE = re.compile(r"(?<![\w.@])([A-Z]\w*(?:\.[A-Z]\w*)*)")
# Types outside SwiftUI that SwiftUI's own API names (besides those the 17.4 interface names):
# the standard library, Foundation, Spatial, and the platforms' UI frameworks.
OUTSIDE_TYPES = {
    "Array", "Comparable", "Float", "KeyValuePairs", "Numeric", "SIMD2", "SIMD3", "TaskExecutor",
    "RangeSet", "AttributeContainer", "UnitLength", "Measurement", "Duration", "Sendable",
    "AffineTransform3D", "Angle2D", "Point3D", "Pose3D", "Rect3D", "Rotation3D", "Size3D",
    "Vector3D", "RotationAxis3D", "Axis3D", "Ray3D",
}
OUTSIDE_PREFIXES = ("NS", "UI", "CG", "CA", "CF")


# --------------------------------------------------------------------------------------------
# Reading the mirror


def read_pages(gitdir, rev, prefix):
    """{file path under prefix: text} for every Markdown page under prefix at rev."""
    if not X.is_git_dir(gitdir):
        sys.exit("extract_docs.py: not a bare git directory: %s" % gitdir)
    listing = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", "--name-only", rev,
                              "--", prefix], check=True, capture_output=True).stdout.decode("utf-8")
    paths = sorted(p for p in listing.split("\0") if p.endswith(".md"))
    if not paths:
        sys.exit("extract_docs.py: no pages under %s at %s" % (prefix, rev))
    request = "".join("%s:%s\n" % (rev, p) for p in paths).encode("utf-8")
    out = subprocess.run(["git", "--git-dir", gitdir, "cat-file", "--batch"], input=request,
                         check=True, capture_output=True).stdout
    pages = {}
    i = 0
    for p in paths:
        nl = out.index(b"\n", i)
        header = out[i:nl].decode("utf-8").split()
        if len(header) < 3 or header[1] != "blob":
            sys.exit("extract_docs.py: cannot read %s:%s" % (rev, p))
        size = int(header[2])
        pages[p[len(prefix) + 1:]] = out[nl + 1:nl + 1 + size].decode("utf-8")
        i = nl + 1 + size + 1
    return pages


def resolve_rev(gitdir, rev):
    return subprocess.run(["git", "--git-dir", gitdir, "rev-parse", rev + "^{commit}"], check=True,
                          capture_output=True).stdout.decode().strip()


# --------------------------------------------------------------------------------------------
# Pages

class Page:
    __slots__ = ("file", "path", "title", "role", "platforms", "declaration", "sections")


def link_targets(line):
    """Documentation paths of the Markdown links on a line (balanced parentheses in URLs)."""
    out = []
    i = 0
    while True:
        j = line.find("](", i)
        if j < 0:
            return out
        k = j + 2
        depth = 1
        while k < len(line) and depth:
            if line[k] == "(":
                depth += 1
            elif line[k] == ")":
                depth -= 1
            k += 1
        url = line[j + 2:k - 1]
        out.append(url)
        i = k


def doc_path(url):
    """`/documentation/swiftui/view/padding(_:)` → `view/padding(_:)` (lowercased), else None."""
    url = url.split("#")[0].strip().lower()
    for head in ("https://developer.apple.com", ""):
        if url.startswith(head + "/documentation/swiftui/"):
            return url[len(head + "/documentation/swiftui/"):].strip("/")
    return None


def parse_page(file, text):
    page = Page()
    page.file = file
    page.path = None
    page.title = ""
    page.role = ""
    page.platforms = None
    page.declaration = None
    page.sections = defaultdict(list)
    lines = text.split("\n")
    i = 0
    if lines and lines[0] == "---":
        i = 1
        while i < len(lines) and lines[i] != "---":
            key, _, value = lines[i].partition(":")
            if key == "source":
                page.path = doc_path(value.strip())
            i += 1
        i += 1
    heading = None
    in_code = False
    code = []
    for line in lines[i:]:
        if in_code:
            if line.startswith("```"):
                in_code = False
                if page.declaration is None and heading is None:
                    page.declaration = "\n".join(code)
                code = []
            else:
                code.append(line)
            continue
        if line.startswith("```"):
            in_code = True
            continue
        m = re.match(r"^\*\*([A-Z][A-Za-z ]*)\*\*\s*$", line)
        if m and not page.role and heading is None:
            page.role = m.group(1)
            continue
        if line.startswith("# ") and not page.title:
            page.title = line[2:].strip()
            continue
        if line.startswith("**Available on:**"):
            page.platforms = {}
            for name, version in re.findall(r"([A-Za-z][A-Za-z ]*?) (\d+(?:\.\d+)*)\+", line[17:]):
                page.platforms[name.strip()] = version
            continue
        if line.startswith("## "):
            heading = line[3:].strip()
            continue
        if heading is not None and line.startswith("- ["):
            for url in link_targets(line)[:1]:
                target = doc_path(url)
                if target:
                    page.sections[heading].append(target)
    return page


# --------------------------------------------------------------------------------------------
# Declarations

def clean_decl(text):
    s = re.sub(r"\s+", " ", text).strip()
    s = re.sub(r"([(\[<])\s+", r"\1", s)
    s = re.sub(r"\s+([)\]>,])", r"\1", s)
    s = MODULE_PREFIX_RE.sub("", s)
    return s


class DocMember:
    """Quacks like extract.Member for extract.py's name, label and case helpers."""
    __slots__ = ("owner", "keyword", "mods", "header", "attrs", "page")


def member_of(page, owner):
    decl = clean_decl(page.declaration or "")
    if not decl:
        return None
    attrs, rest = X.split_attributes(decl)
    mods, kw, remainder = X.split_modifiers(rest)
    if kw is None:
        return None
    mem = DocMember()
    mem.owner = owner
    mem.keyword = kw.rstrip("?!") if kw.startswith("init") else kw
    mem.mods = [m for m in mods if m not in ("public", "open", "final", "nonisolated")]
    mem.attrs = attrs
    mem.page = page
    if kw.startswith("init"):
        body = remainder
    else:
        body = kw + " " + remainder
    text = " ".join(mem.mods + [body])
    text = re.sub(r"@_[\w]+(\([^)]*\))?\s*", "", text)
    text = re.sub(r"@MainActor\(unsafe\)\s*", "", text)
    text = re.sub(r"@preconcurrency\s*", "", text)
    mem.header = re.sub(r"\s+", " ", text).strip()
    return mem


def version_tuple(v):
    return tuple(int(x) for x in v.split("."))


def fmt_platforms(platforms):
    """The platforms column for a docs row."""
    parts = []
    ios = platforms.get("iOS") or platforms.get("iPadOS")
    parts.append("iOS " + ios if ios else "unavailable-iOS")
    for p in PLATFORM_COLUMNS:
        v = platforms.get(p)
        parts.append("%s %s" % (p, v) if v else "unavailable-" + p)
    return "; ".join(parts)


def introduced_after_baseline(platforms):
    """True when the symbol is newer than the iOS 17.4 SDKs (judged on iOS, else the first
    platform listed)."""
    for p in ("iOS", "macOS", "tvOS", "watchOS", "visionOS"):
        v = platforms.get(p)
        if v:
            return version_tuple(v) > BASELINE[p]
    return False


def ios_version(platforms_column):
    first = platforms_column.split(";")[0].strip()
    if first.startswith("unavailable-iOS"):
        return "unavailable"
    return first[4:] if first.startswith("iOS ") else ""


# --------------------------------------------------------------------------------------------
# The catalog of the docs

class Docs:
    def __init__(self, pages, interface_rows):
        self.pages = {}          # doc path → Page
        for file, text in sorted(pages.items()):
            page = parse_page(file, text)
            if page.path and page.path not in self.pages:
                self.pages[page.path] = page
        self.interface = interface_rows
        self.types = {}          # doc path → dict(name, kind, inherits, attrs, generics)
        self.type_by_name = {}   # name → doc path
        self.deprecated_paths = set()
        self.skipped = defaultdict(int)
        self.collect_types()
        self.collect_deprecations()
        self.compute_sets()

    # ---- types

    def collect_types(self):
        for path, page in self.pages.items():
            kind = TYPE_ROLES.get(page.role)
            if not kind:
                continue
            decl = clean_decl(page.declaration or "")
            attrs, rest = X.split_attributes(decl)
            inherits = set()
            m = re.match(r"(?:[\w]+\s+)*?(?:struct|enum|class|protocol|actor)\s+\w+(<[^{]*?>)?\s*:(.*?)(?:\bwhere\b|$)",
                         rest)
            if m:
                inherits |= {X.strip_generics(x).strip() for x in X.split_top(m.group(2))}
            for heading, targets in page.sections.items():
                if heading in ("Conforms To", "Inherits From"):
                    for t in targets:
                        other = self.pages.get(t)
                        if other is not None and other.title:
                            inherits.add(other.title)
            generics = set()
            g = re.search(r"\b(?:struct|enum|class|protocol|actor)\s+\w+<([^>]*)>", rest)
            if g:
                generics = {x.split(":")[0].strip() for x in X.split_top(g.group(1))}
            name = page.title
            if not name or " " in name:
                continue
            self.types[path] = {"name": name, "kind": kind, "inherits": inherits, "attrs": attrs,
                                "generics": generics, "page": page}
            self.type_by_name.setdefault(name, path)

    def collect_deprecations(self):
        for page in self.pages.values():
            for heading, targets in page.sections.items():
                if heading.lower().startswith("deprecated"):
                    self.deprecated_paths.update(targets)

    def is_deprecated(self, path):
        parts = path.split("/")
        return any("/".join(parts[:n]) in self.deprecated_paths for n in range(1, len(parts) + 1))

    def closure(self, name, seen=None):
        seen = set() if seen is None else seen
        if name in seen:
            return set()
        seen.add(name)
        out = set()
        path = self.type_by_name.get(name)
        for sup in (self.types[path]["inherits"] if path else ()):
            out.add(sup)
            out |= self.closure(sup, seen)
        return out

    def compute_sets(self):
        rows = self.interface
        names = {t["name"] for t in self.types.values()}
        self.all_conf = {n: self.closure(n) for n in names}
        self.view_protocols = set(VIEW_PROTOCOLS) | {
            t["name"] for t in self.types.values()
            if t["kind"] == "protocol" and "View" in self.all_conf.get(t["name"], ())}
        self.view_types = {
            t["name"] for t in self.types.values()
            if t["kind"] != "protocol" and not X.Catalog.underscored(t["name"])
            and self.all_conf.get(t["name"], set()) & self.view_protocols}
        self.view_types |= {r["owner"] for r in rows if r["group"] == "view"}
        self.content_types = {
            t["name"] for t in self.types.values()
            if t["kind"] != "protocol" and self.all_conf.get(t["name"], set()) & CONTENT_PROTOCOLS
            and t["name"] not in self.view_types}
        self.wrappers = {t["name"] for t in self.types.values()
                         if any(a == "@propertyWrapper" for a in t["attrs"])}
        self.wrappers |= {r["owner"] for r in rows if r["group"] == "wrapper"}
        self.builders = {t["name"] for t in self.types.values()
                         if any(a in ("@resultBuilder", "@_functionBuilder") for a in t["attrs"])}
        self.names = names

    def type_kind(self, name):
        path = self.type_by_name.get(name)
        return self.types[path]["kind"] if path else None

    def conforms(self, name, proto):
        return proto in self.all_conf.get(name, ()) or name == proto

    # ---- members

    def owner_of(self, path):
        """The type a member page belongs to: the page one level up."""
        parent = path.rpartition("/")[0]
        if not parent:
            return None
        info = self.types.get(parent)
        return info["name"] if info else None

    def members(self):
        """(DocMember, page) for every symbol page that is a member of a type or a macro."""
        out = []
        for path, page in sorted(self.pages.items()):
            if page.role not in MEMBER_ROLES:
                continue
            if page.declaration is None:
                self.skipped["no declaration"] += 1
                continue
            if page.role == "Macro":
                if "/" in path:
                    continue
                mem = member_of(page, page.title.split("(")[0])
                if mem is not None and mem.keyword == "macro" and any(a.startswith("@attached") for a in mem.attrs):
                    out.append(mem)
                continue
            owner = self.owner_of(path)
            if owner is None:
                if "/" in path:
                    self.skipped["owner page missing"] += 1
                continue
            mem = member_of(page, owner)
            if mem is None:
                self.skipped["declaration not understood"] += 1
                continue
            out.append(mem)
        return out

    def generic_names(self, mem):
        names = set()
        owner_path = self.type_by_name.get(mem.owner)
        if owner_path:
            names |= self.types[owner_path]["generics"]
        m = re.search(r"\b(?:func\s+\w+|init[?!]?|macro\s+\w+)\s*<([^(]*)>\s*\(", mem.header)
        if m:
            names |= {x.split(":")[0].strip() for x in X.split_top(m.group(1))}
        return names

    def foreign_types(self, owner, decl, known):
        """Types a declaration names that are neither SwiftUI's (a page of the docs), nor named by
        the 17.4 interface (`known`), nor standard: the mark of another framework's extension of
        SwiftUI (Charts, MapKit, StoreKit…), which Apple documents among SwiftUI's symbols."""
        generic = set()
        owner_path = self.type_by_name.get(owner)
        if owner_path:
            generic |= self.types[owner_path]["generics"]
        for m in re.finditer(r"\b(?:func\s+\w+|init[?!]?|macro\s+\w+)\s*<([^(]*)>\s*\(", decl):
            generic |= {x.split(":")[0].strip() for x in X.split_top(m.group(1))}
        out = set()
        for t in TYPE_TOKEN_RE.findall(decl):
            base = t.split(".")[0]
            if (len(base) <= 2 or base in generic or base == "Self" or base == owner
                    or t in self.names or base in self.names or base in known or t in known
                    or base in OUTSIDE_TYPES or base.startswith(OUTSIDE_PREFIXES)):
                continue
            out.add(base)
        return out

    def type_tokens(self, mem):
        generic = self.generic_names(mem)
        out = set()
        for t in TYPE_TOKEN_RE.findall(mem.header):
            if t.split(".")[0] in generic or t.startswith("Self"):
                continue
            while t:
                if t in self.names:
                    out.add(t)
                    break
                t = t.rpartition(".")[0]
        return out

    def rows(self):
        """Every docs row in the catalog's groups (old and new), as (row tuple, page)."""
        members = self.members()
        values = set(CURATED_VALUES) | {r["owner"] for r in self.interface if r["group"] == "value"}
        modifier_owners = self.view_protocols | self.view_types
        out = []
        staged = []
        arg_types = set()
        for mem in members:
            owner = mem.owner
            if X.Catalog.underscored(owner) or mem.keyword == "macro":
                continue
            static = "static" in mem.mods
            if owner.endswith("Representable"):
                continue
            if owner in self.view_protocols and mem.keyword == "func" and not static:
                staged.append(("modifier", mem))
            elif (owner in self.view_types and owner not in values and mem.keyword == "func"
                  and not static and "mutating" not in mem.mods):
                staged.append(("modifier", mem))
            elif (owner in self.view_types or owner in self.content_types) and owner not in values \
                    and mem.keyword == "init":
                staged.append(("view", mem))
        for group, mem in staged:
            row = self.make_row(group, mem)
            if row:
                out.append((row, mem.page))
                arg_types |= self.type_tokens(mem)
        for t in arg_types:
            while t:
                path = self.type_by_name.get(t)
                if (path and not X.Catalog.underscored(t) and t not in X.NOT_VALUES
                        and t not in modifier_owners and t not in self.content_types
                        and t not in self.wrappers and t not in self.builders):
                    values.add(t)
                t = t.rpartition(".")[0]
        self.value_types = values
        for mem in members:
            owner = mem.owner
            kw = mem.keyword
            static = "static" in mem.mods
            if mem.keyword == "macro":
                row = self.make_row("wrapper", mem)
                if row:
                    out.append((row, mem.page))
                continue
            if X.Catalog.underscored(owner):
                continue
            if owner == "EnvironmentValues":
                if kw in ("var", "let") and not static:
                    row = self.make_row("environment", mem)
                    if row:
                        out.append((row, mem.page))
                continue
            if owner in self.wrappers:
                if kw in ("init", "func", "var", "let", "case"):
                    out.extend((r, mem.page) for r in self.member_rows("wrapper", mem))
                continue
            if owner in values:
                protocol = self.type_kind(owner) == "protocol"
                if protocol and not static and owner not in X.PROTOCOLS_WITH_VALUE_METHODS:
                    continue
                if kw in ("init", "case") or static or kw == "func":
                    out.extend((r, mem.page) for r in self.member_rows("value", mem))
        for t in sorted(self.wrappers):
            path = self.type_by_name.get(t)
            if path is None:
                continue
            info = self.types[path]
            page = info["page"]
            decl = clean_decl(page.declaration or "")
            _, rest = X.split_attributes(decl)
            _, kw, remainder = X.split_modifiers(rest)
            name_part = remainder.split(":")[0].split(" where ")[0].strip()
            inh = sorted(x for x in info["inherits"] if not X.Catalog.underscored(x)
                         and x in self.names and self.type_kind(x) == "protocol")
            text = "@propertyWrapper %s %s" % (kw, name_part)
            if inh:
                text += " : " + ", ".join(inh)
            row = ("wrapper", t, t.split(".")[-1], "type", t.split(".")[-1], text, "",
                   fmt_platforms(page.platforms or {}), self.deprecation(page.path), DOCS_MODULE)
            out.append((row, page))
        return out

    def deprecation(self, path):
        return "deprecated (docs)" if self.is_deprecated(path) else ""

    def member_rows(self, group, mem):
        if mem.keyword == "case":
            rows = []
            for name, sig, decl in X.case_entries(mem):
                if name.startswith("_"):
                    continue
                rows.append((group, mem.owner, name, "case", sig, decl, "",
                             fmt_platforms(mem.page.platforms or {}), self.deprecation(mem.page.path),
                             DOCS_MODULE))
            return rows
        r = self.make_row(group, mem)
        return [r] if r else []

    def make_row(self, group, mem):
        static = "static" in mem.mods
        if mem.keyword == "macro":
            m = re.search(r"\bmacro\s+(\w+)\s*(<[^(]*>)?\s*\(", mem.header)
            if not m:
                return None
            inside, _ = X.parse_params(mem.header[m.end() - 1:])
            labels = X.labels_of(inside) if inside.strip() else []
            sig = "%s(%s)" % (m.group(1), "".join(l + ":" for l in labels))
            return (group, m.group(1), m.group(1), "macro", sig, mem.header, "",
                    fmt_platforms(mem.page.platforms or {}), self.deprecation(mem.page.path),
                    DOCS_MODULE)
        got = X.decl_name_and_labels(mem)
        if not got:
            return None
        name, sig, labels = got
        if name == "transferRepresentation" or (
                name in X.SKIP_NAMES and not static and group not in ("environment", "wrapper")):
            return None
        if name.startswith("_") or any(l.startswith("_") and l != "_" for l in labels):
            return None
        if name == "init" and labels == ["from"]:
            return None
        context = ""
        if group == "value" and self.type_kind(mem.owner) == "protocol" and static:
            produced = self.produced_type(mem)
            if produced is None or not self.conforms(produced, mem.owner):
                self.skipped["protocol static member taken for a requirement"] += 1
                return None
            if produced != mem.owner:
                context = "Self == " + produced
        kind = ("static " if static else "") + mem.keyword
        decl = mem.header
        if mem.keyword in ("var", "let") and "{" not in decl and group in ("environment", "wrapper"):
            decl += " { get }"
        return (group, mem.owner, name, kind, sig, decl, context,
                fmt_platforms(mem.page.platforms or {}), self.deprecation(mem.page.path), DOCS_MODULE)

    def produced_type(self, mem):
        """The type a static member gives: a var's type or a func's result."""
        h = mem.header
        if mem.keyword in ("var", "let"):
            m = re.search(r"\b(?:var|let)\s+\w+\s*:\s*(.+?)\s*(?:\{|$)", h)
        elif mem.keyword == "func":
            m = re.search(r"->\s*(.+?)\s*(?:\bwhere\b|$)", h)
        else:
            return None
        if not m:
            return None
        t = m.group(1).strip()
        if t == "Self":
            return mem.owner
        t = X.strip_generics(t).strip()
        return t if t in self.names else None


# --------------------------------------------------------------------------------------------
# Matching against the interface

def norm_decl(text):
    s = re.sub(r"@(?:Sendable|MainActor|preconcurrency|_\w+)\b", "", text)
    s = re.sub(r"\b(?:nonisolated|sending|__owned)\b", "", s)
    s = re.sub(r"\{ get( set)? \}", "", s)
    return re.sub(r"\s+", "", s)


COLUMNS = X.COLUMNS
DOCS_COLUMNS = COLUMNS + ["docs_page", "why"]
AVAILABILITY_COLUMNS = ["group", "owner", "signature", "declaration", "interface_ios",
                        "interface_deprecated", "docs_ios", "docs_deprecated", "docs_page", "match",
                        "ios_agrees", "deprecated_agrees"]


def interface_key(row):
    return (row["owner"], row["signature"])


def compare(docs, interface_rows, doc_rows):
    """Returns (new rows, availability rows, counts, skipped rows by reason)."""
    by_key = defaultdict(list)
    for row, page in doc_rows:
        by_key[(row[1], row[4])].append((row, page))
    iface_keys = defaultdict(list)
    for r in interface_rows:
        iface_keys[interface_key(r)].append(r)
    iface_names = {(r["owner"], r["name"]) for r in interface_rows}
    known = set()
    for r in interface_rows:
        for t in TYPE_TOKEN_RE.findall(r["declaration"] + " " + r["context"]):
            known.add(t)
            known.add(t.split(".")[0])
    used = set()
    availability = []
    counts = defaultdict(int)
    for key, rows in sorted(iface_keys.items()):
        candidates = by_key.get(key, [])
        if not candidates:
            continue
        for r in rows:
            exact = [c for c in candidates if norm_decl(c[0][5]) == norm_decl(r["declaration"])]
            if exact:
                best, how = exact[0], "declaration"
            elif len(candidates) == 1:
                best, how = candidates[0], "signature"
            else:
                best = max(candidates, key=lambda c: difflib.SequenceMatcher(
                    None, norm_decl(c[0][5]), norm_decl(r["declaration"])).ratio())
                how = "closest declaration"
            used.add(id(best[0]))
            drow, page = best
            i_ios = ios_version(r["platforms"])
            d_ios = ios_version(drow[7])
            i_dep = r["deprecated"]
            d_dep = drow[8]
            ios_agrees = "yes" if i_ios == d_ios else "no"
            if bool(i_dep) == bool(d_dep):
                dep_agrees = "yes"
            elif d_dep:
                dep_agrees = "newer"  # deprecated since the 17.4 interface, per the docs
            else:
                dep_agrees = "no"
            counts["covered"] += 1
            counts["ios " + ios_agrees] += 1
            counts["%s ios %s" % ("declaration" if how == "declaration" else "signature", ios_agrees)] += 1
            counts["deprecated " + dep_agrees] += 1
            availability.append({
                "group": r["group"], "owner": r["owner"], "signature": r["signature"],
                "declaration": r["declaration"], "interface_ios": i_ios, "interface_deprecated": i_dep,
                "docs_ios": d_ios, "docs_deprecated": d_dep, "docs_page": page.path, "match": how,
                "ios_agrees": ios_agrees, "deprecated_agrees": dep_agrees})
    candidates = []
    for row, page in doc_rows:
        key = (row[1], row[4])
        recent = introduced_after_baseline(page.platforms or {})
        if key in iface_keys:
            if not recent:
                continue  # an overload the interface has under the same labels
            if any(norm_decl(r["declaration"]) == norm_decl(row[5]) for r in iface_keys[key]):
                continue
            if id(row) in used:
                continue
        elif not recent and row[3] in ("var", "let", "static var", "static let", "case") and \
                (row[1], row[2]) in iface_names:
            continue
        candidates.append((row, page, recent))
    skipped = defaultdict(list)
    def family(row):
        # overloads of a method share its fate; initializers go by their labels
        return (row[1], row[4] if row[3] == "init" else row[2])

    foreign_names = {}
    for row, page, recent in candidates:
        foreign = docs.foreign_types(row[1], row[5], known)
        if foreign:
            foreign_names.setdefault(family(row), set()).update(foreign)
    new = []
    for row, page, recent in candidates:
        if family(row) in foreign_names:
            skipped["another framework's (names %s)" % ", ".join(sorted(foreign_names[family(row)])[:3])].append(row)
            continue
        if not recent and row[1] != "View" and docs.type_kind(row[1]) == "protocol" \
                and not row[3].startswith("static") and row[3] != "macro":
            skipped["a protocol requirement (older than 17.4, on a protocol)"].append(row)
            continue
        if not recent and row[7].startswith("unavailable-iOS"):
            skipped["older than 17.4 and not on iOS (the iOS interface leaves it out)"].append(row)
            continue
        if recent:
            why = "introduced after iOS 17.4"
        else:
            why = "not in the iOS 17.4 interface (docs: %s)" % row[7].split(";")[0]
        new.append(row + (page.path, why))
    return new, availability, counts, skipped


# --------------------------------------------------------------------------------------------

def write_tsv(path, columns, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\t".join(columns) + "\n")
        for r in rows:
            f.write("\t".join(X.tsv_field(x) for x in r) + "\n")


def read_tsv(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    catalog = os.path.normpath(os.path.join(here, ".."))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("gitdir", help="bare git directory of the documentation mirror")
    ap.add_argument("--rev", default="HEAD", help="commit to read (default HEAD)")
    ap.add_argument("--prefix", default=DEFAULT_PREFIX,
                    help="folder of the SwiftUI pages in the mirror (default %(default)s)")
    ap.add_argument("--interface", default=os.path.join(catalog, "swiftui-api-interface.tsv"),
                    help="the iOS 17.4 interface's rows (default: %(default)s)")
    ap.add_argument("--out", default=os.path.join(catalog, "swiftui-api-docs.tsv"))
    ap.add_argument("--availability-out",
                    default=os.path.join(catalog, "swiftui-api-docs-availability.tsv"))
    ap.add_argument("--verbose", action="store_true", help="list the skipped declarations")
    args = ap.parse_args(argv)

    commit = resolve_rev(args.gitdir, args.rev)
    pages = read_pages(args.gitdir, commit, args.prefix.strip("/"))
    print("extract_docs.py: read %d pages of %s at %s" % (len(pages), args.prefix, commit),
          file=sys.stderr)
    interface = read_tsv(args.interface)
    docs = Docs(pages, interface)
    doc_rows = docs.rows()
    seen = set()
    unique = []
    for row, page in sorted(doc_rows, key=lambda rp: (rp[0], rp[1].path)):
        if row in seen:
            continue
        seen.add(row)
        unique.append((row, page))
    new, availability, counts, skipped = compare(docs, interface, unique)
    new = sorted(set(new))
    availability.sort(key=lambda d: tuple(d[c] for c in AVAILABILITY_COLUMNS))
    write_tsv(args.out, DOCS_COLUMNS, new)
    write_tsv(args.availability_out, AVAILABILITY_COLUMNS,
              [tuple(d[c] for c in AVAILABILITY_COLUMNS) for d in availability])

    by_group = defaultdict(int)
    by_version = defaultdict(int)
    for r in new:
        by_group[r[0]] += 1
        by_version[ios_version(r[7]) or "?"] += 1
    print("extract_docs.py: %d docs rows in the catalog's groups; %d new rows to %s" % (
        len(unique), len(new), args.out), file=sys.stderr)
    for g in sorted(by_group):
        print("  %-12s %6d" % (g, by_group[g]), file=sys.stderr)
    print("  by iOS version: " + ", ".join("%s %d" % (v, by_version[v]) for v in sorted(
        by_version, key=lambda v: version_tuple(v) if v[0].isdigit() else (999,))), file=sys.stderr)
    print("extract_docs.py: %d of %d interface rows covered by the docs; iOS version agrees %d, "
          "differs %d (same declaration: %d agree, %d differ; same signature only: %d agree, %d "
          "differ); deprecation agrees %d, newer in the docs %d, missing from the docs %d" % (
              counts["covered"], len(interface), counts["ios yes"], counts["ios no"],
              counts["declaration ios yes"], counts["declaration ios no"],
              counts["signature ios yes"], counts["signature ios no"],
              counts["deprecated yes"], counts["deprecated newer"], counts["deprecated no"]),
          file=sys.stderr)
    for k in sorted(docs.skipped):
        print("  skipped: %s: %d" % (k, docs.skipped[k]), file=sys.stderr)
    frameworks = [k for k in skipped if k.startswith("another")]
    print("  skipped: another framework's extension of SwiftUI: %d rows (%d base names)" % (
        sum(len(skipped[k]) for k in frameworks), len({(r[1], r[2]) for k in frameworks for r in skipped[k]})),
        file=sys.stderr)
    for k in sorted(skipped):
        if not k.startswith("another"):
            print("  skipped: %s: %d" % (k, len(skipped[k])), file=sys.stderr)
    if args.verbose:
        for k in sorted(skipped):
            for r in sorted(skipped[k]):
                print("    %s\t%s.%s\t%s" % (k, r[1], r[4], r[7].split(";")[0]), file=sys.stderr)


if __name__ == "__main__":
    main()
