#!/usr/bin/env python3
"""Extract a catalog of SwiftUI's public API from the SDK's Swift module interface.

Reads `SwiftUI.swiftinterface` (and, for iOS 18 and later SDKs, `SwiftUICore.swiftinterface`,
which SwiftUI re-exports) and writes one TSV row per public declaration that matters to a SwiftUI
port: View modifiers, view initializers, argument value types, property wrappers and environment
values. Python 3 standard library only.

Source used for the checked-in catalog
--------------------------------------
  repository  https://github.com/danpashin/sdks  (an iPhoneOS SDK, one commit per SDK release)
  commit      dd1de01a606dffa5b26670c82595ea912e4a73ab  (2024-03-06, message "17.4")
  path        System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/
              arm64e-apple-ios.swiftinterface
  SDK         iPhoneOS 17.4 (21E212), Swift 5.10, -user-module-version 5.4.38.101

Refresh
-------
Fetch the repository as a bare git directory (`git clone --bare
https://github.com/danpashin/sdks.git sdks.git`, or the git directory a workspace mirror of
github:danpashin/sdks brings), then, from the package root:

    python3 Sources/VMLCatalog/Scripts/extract.py sdks.git \
        --rev dd1de01a606dffa5b26670c82595ea912e4a73ab
    python3 Sources/VMLCatalog/Scripts/merge.py

`--rev` defaults to HEAD (the newest SDK in the repository). SOURCE may also be an unpacked SDK
directory (e.g. `$(xcrun --sdk iphoneos --show-sdk-path)`) or one or more `.swiftinterface` files:

    SDK=$(xcrun --sdk iphoneos --show-sdk-path)
    python3 Sources/VMLCatalog/Scripts/extract.py "$SDK"

For an SDK or git directory the script reads SwiftUI and, when present, SwiftUICore (arm64e-apple-ios,
else arm64-apple-ios). Output goes to Sources/VMLCatalog/swiftui-api-interface.tsv unless `--out`
says otherwise; a summary (row counts per group) is printed on standard error. merge.py then writes
swiftui-api.tsv, the file the pipeline reads, from it and the documentation's rows (extract_docs.py).

Output: tab-separated, header row, rows sorted and de-duplicated, so a re-run on the same input is
byte-identical. Columns are described in Sources/VMLCatalog/README.md.
"""

import argparse
import os
import re
import subprocess
import sys
from collections import defaultdict

# --------------------------------------------------------------------------------------------
# Reading the source

IFACE_DIRS = [
    "System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule",
    "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule",
]
IFACE_NAMES = [
    "arm64e-apple-ios.swiftinterface",
    "arm64-apple-ios.swiftinterface",
    "arm64-apple-ios-simulator.swiftinterface",
    "x86_64-apple-ios-simulator.swiftinterface",
]


def module_of(path):
    base = os.path.basename(path)
    m = re.match(r"(SwiftUICore|SwiftUI)\b", base)
    if m:
        return m.group(1)
    m = re.search(r"(SwiftUICore|SwiftUI)\.swiftmodule", path)
    return m.group(1) if m else "SwiftUI"


def read_sources(sources, rev):
    """Returns [(module, label, text)]."""
    out = []
    for src in sources:
        if os.path.isfile(src):
            with open(src, encoding="utf-8") as f:
                out.append((module_of(src), src, f.read()))
        elif os.path.isdir(src) and is_git_dir(src):
            files = git_ls(src, rev)
            for d in IFACE_DIRS:
                for n in IFACE_NAMES:
                    p = d + "/" + n
                    if p in files:
                        text = subprocess.run(
                            ["git", "--git-dir", src, "show", "%s:%s" % (rev, p)],
                            check=True, capture_output=True).stdout.decode("utf-8")
                        out.append((module_of(p), "%s@%s:%s" % (src, rev, p), text))
                        break
        elif os.path.isdir(src):
            for d in IFACE_DIRS:
                for n in IFACE_NAMES:
                    p = os.path.join(src, d, n)
                    if os.path.isfile(p):
                        with open(p, encoding="utf-8") as f:
                            out.append((module_of(p), p, f.read()))
                        break
        else:
            sys.exit("extract.py: no such file or directory: %s" % src)
    if not out:
        sys.exit("extract.py: found no SwiftUI .swiftinterface in %s" % ", ".join(sources))
    return out


def is_git_dir(path):
    return os.path.isfile(os.path.join(path, "HEAD")) and os.path.isdir(os.path.join(path, "objects"))


def git_ls(gitdir, rev):
    r = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "--name-only", rev],
                       check=True, capture_output=True)
    return set(r.stdout.decode("utf-8").splitlines())


# --------------------------------------------------------------------------------------------
# Preprocessing: keep the first branch of each `#if`, drop `#else`/`#elseif` branches.

def preprocess(text):
    out = []
    stack = []  # True while the current branch is kept
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("#if"):
            stack.append(all(stack))
            continue
        if s.startswith("#elseif") or s.startswith("#else"):
            if stack:
                stack[-1] = False
            continue
        if s.startswith("#endif"):
            if stack:
                stack.pop()
            continue
        if all(stack):
            out.append(line)
    return "\n".join(out)


# --------------------------------------------------------------------------------------------
# Scanning: split the text into statements and brace blocks.

def skip_parens(src, i):
    """src[i] is '('. Returns the index after the parenthesis that closes it (strings inside skipped)."""
    depth, n = 0, len(src)
    while i < n:
        c = src[i]
        if c == '"':
            i = skip_string(src, i)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def skip_string(src, i):
    """src[i] is '"'. Returns the index after the closing quote."""
    n = len(src)
    if src.startswith('"""', i):
        j = src.find('"""', i + 3)
        return n if j < 0 else j + 3
    i += 1
    while i < n:
        c = src[i]
        if c == "\\":
            if i + 1 < n and src[i + 1] == "(":
                # interpolation: skip balanced parens, allowing nested strings
                i = skip_parens(src, i + 1)
                continue
            i += 2
            continue
        if c == '"':
            return i + 1
        if c == "\n":
            return i  # unterminated: give up at end of line
        i += 1
    return n


def skip_block(src, i):
    """src[i] is '{'. Returns (index after the matching '}', inner text)."""
    n = len(src)
    depth = 0
    start = i
    while i < n:
        c = src[i]
        if c == '"':
            i = skip_string(src, i)
            continue
        if c == "/" and src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
            continue
        if c == "/" and src.startswith("/*", i):
            j = src.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1, src[start + 1:i]
        i += 1
    return n, src[start + 1:]


def read_statement(src, i):
    """Reads from i to the end of a statement: a newline or '{' outside parens/brackets.
    Returns (text, index, opens_block)."""
    n = len(src)
    paren = 0
    start = i
    while i < n:
        c = src[i]
        if c == '"':
            i = skip_string(src, i)
            continue
        if c == "/" and src.startswith("//", i):
            text = src[start:i]
            j = src.find("\n", i)
            return text, (n if j < 0 else j), False
        if c in "([":
            paren += 1
        elif c in ")]":
            paren -= 1
        elif c == "{" and paren <= 0:
            return src[start:i], i, True
        elif c == "}" and paren <= 0:
            return src[start:i], i, False
        elif c == "\n" and paren <= 0:
            return src[start:i], i + 1, False
        i += 1
    return src[start:], n, False


ATTR_RE = re.compile(r"@[A-Za-z_][\w.]*")


def split_attributes(text):
    """Splits leading attributes off a statement. Returns (attrs, rest)."""
    attrs = []
    i = 0
    n = len(text)
    while True:
        while i < n and text[i] in " \t\r\n":
            i += 1
        if i >= n or text[i] != "@":
            break
        m = ATTR_RE.match(text, i)
        if not m:
            break
        j = m.end()
        if j < n and text[j] == "(":
            j = skip_parens(text, j)
        elif j < n and text[j] == "<":  # e.g. @SwiftUI.KeyframesBuilder<Self.Value>
            depth = 0
            k = j
            while k < n:
                if text[k] == "<":
                    depth += 1
                elif text[k] == ">":
                    depth -= 1
                    if depth == 0:
                        k += 1
                        break
                k += 1
            j = k
        attrs.append(text[i:j])
        i = j
    return attrs, text[i:].strip()


MODIFIERS = {
    "public", "open", "internal", "private", "fileprivate", "package", "static", "final",
    "mutating", "nonmutating", "override", "convenience", "required", "indirect", "nonisolated",
    "dynamic", "optional", "lazy", "weak", "unowned", "__consuming", "consuming", "borrowing",
    "distributed", "prefix", "postfix", "infix",
}
KEYWORDS = {
    "func", "init", "init?", "init!", "var", "let", "subscript", "case", "typealias",
    "associatedtype", "struct", "enum", "class", "protocol", "extension", "actor", "deinit",
    "import", "operator", "precedencegroup", "macro",
}
TYPE_KEYWORDS = {"struct", "enum", "class", "protocol", "extension", "actor"}


def split_modifiers(rest):
    """Returns (modifiers, keyword, remainder)."""
    mods = []
    s = rest
    while True:
        m = re.match(r"([A-Za-z_][\w]*[?!]?)(\([^)]*\))?\s*", s)
        if not m:
            return mods, None, s
        word = m.group(1)
        if word == "class":
            nxt = s[m.end():]
            if re.match(r"(func|var|let|subscript)\b", nxt):
                mods.append("static")
                s = nxt
                continue
        if word in KEYWORDS or word.split("(")[0] in KEYWORDS:
            return mods, word, s[m.end():] if not word.startswith("init") else s
        if word in MODIFIERS:
            mods.append(word + (m.group(2) or ""))
            s = s[m.end():]
            continue
        return mods, None, s


class TypeInfo:
    def __init__(self):
        self.kind = None          # struct/enum/class/protocol/actor (None if only extended)
        self.inherits = set()     # SwiftUI-local names of conformances/superclasses
        self.attrs = []           # attributes on the type declaration
        self.public = False
        self.module = None
        self.decl_name = None     # as declared, with generic parameters: "State<Value>"


class Member:
    __slots__ = ("owner", "owner_kind", "in_protocol_body", "context", "chain_attrs", "attrs",
                 "mods", "keyword", "header", "accessors", "module", "raw")


def strip_generics(name):
    out = []
    depth = 0
    for c in name:
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out).strip()


def split_top(s, sep=","):
    """Splits s at top-level separators (outside (), [], <>, strings)."""
    parts = []
    depth = 0
    cur = []
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c == '"':
            j = skip_string(s, i)
            cur.append(s[i:j])
            i = j
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "<":
            depth += 1
        elif c == ">" and not (i > 0 and s[i - 1] == "-"):
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


class Parser:
    def __init__(self):
        self.types = defaultdict(TypeInfo)   # local name ("Font.Weight") -> TypeInfo
        self.members = []
        self.modules = {"Swift", "SwiftUI", "SwiftUICore", "ObjectiveC"}

    def local_name(self, qualified):
        """`SwiftUI.Font.Weight<X>` -> `Font.Weight`."""
        q = strip_generics(qualified).strip()
        parts = q.split(".")
        while len(parts) > 1 and parts[0] in self.modules:
            parts = parts[1:]
        return ".".join(parts)

    def parse(self, module, text):
        for m in re.finditer(r"^[ \t]*(?:@_exported[ \t]+)?import[ \t]+(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?(\w+)", text, re.M):
            self.modules.add(m.group(1))
        src = preprocess(text)
        stack = []  # frames: dict(owner, kind, attrs, context, is_type)
        pending = []
        i = 0
        n = len(src)
        while i < n:
            c = src[i]
            if c in " \t\r\n;":
                i += 1
                continue
            if c == "}":
                if stack:
                    stack.pop()
                i += 1
                pending = []
                continue
            stmt, j, opens = read_statement(src, i)
            attrs, rest = split_attributes(stmt)
            if not rest and not opens:
                pending.extend(attrs)
                i = j
                continue
            attrs = pending + attrs
            pending = []
            mods, kw, remainder = split_modifiers(rest)
            body = None
            if opens:
                if kw in TYPE_KEYWORDS:
                    i = j + 1
                    self.open_type(module, stack, attrs, mods, kw, remainder)
                    continue
                j, body = skip_block(src, j)
            i = j
            if kw is None or kw in ("import", "operator", "precedencegroup", "deinit", "macro"):
                continue
            if kw in TYPE_KEYWORDS:  # a type with no body on this line (rare)
                self.open_type(module, stack, attrs, mods, kw, remainder)
                stack.pop()
                continue
            self.add_member(module, stack, attrs, mods, kw, rest, body)
        return self

    def open_type(self, module, stack, attrs, mods, kw, remainder):
        # remainder: "Name<...> : A, B where ..." (for extension: "SwiftUI.X where ...")
        m = re.match(r"\s*([\w.]+(?:<[^{]*?>)?)(.*)$", remainder, re.S)
        qual = m.group(1) if m else remainder.strip()
        tail = m.group(2) if m else ""
        where = ""
        wm = re.search(r"\bwhere\b(.*)$", tail, re.S)
        if wm:
            where = wm.group(1).strip()
            tail = tail[:wm.start()]
        inherits = []
        tail = tail.strip()
        if tail.startswith(":"):
            inherits = [self.local_name(x) for x in split_top(tail[1:])]
        if kw == "extension":
            owner = self.local_name(qual)
        else:
            name = strip_generics(qual)
            parent = stack[-1]["owner"] if stack else None
            owner = (parent + "." + name) if parent else name
        info = self.types[owner]
        if not (kw == "extension" and any(re.match(r"@available\(\s*\*\s*,\s*unavailable", a)
                                           for a in attrs)):
            info.inherits.update(inherits)  # `@available(*, unavailable) extension X : Sendable` denies
        is_public = ("public" in mods or "open" in mods) or (stack and stack[-1]["kind"] == "protocol")
        if kw != "extension":
            info.kind = kw
            info.attrs = attrs
            info.public = bool(is_public)
            info.module = module
            info.decl_name = self.clean(qual)
        chain = (stack[-1]["chain"] if stack else []) + [attrs]
        stack.append({
            "owner": owner, "kind": kw, "context": self.clean(where) if kw == "extension" else "",
            "chain": chain,
            "public": bool(is_public) or kw == "extension",
        })

    def add_member(self, module, stack, attrs, mods, kw, rest, body):
        if not stack:
            if kw not in ("func", "var", "let", "typealias"):
                return
            return  # global functions / variables are outside this catalog
        frame = stack[-1]
        if not frame["public"]:
            return
        in_protocol = frame["kind"] == "protocol"
        in_enum = frame["kind"] == "enum" and kw == "case"  # cases share the enum's access
        if not ("public" in mods or "open" in mods or in_protocol or in_enum):
            return
        if kw in ("typealias", "associatedtype", "subscript"):
            return
        mem = Member()
        mem.owner = frame["owner"]
        mem.owner_kind = frame["kind"]
        mem.in_protocol_body = in_protocol
        mem.context = frame["context"]
        mem.chain_attrs = frame["chain"]
        mem.attrs = attrs
        mem.mods = mods
        mem.keyword = kw.rstrip("?!") if kw.startswith("init") else kw
        mem.header = rest
        mem.accessors = body if kw in ("var", "let") else None
        mem.module = module
        mem.raw = rest
        self.members.append(mem)

    # ---- text cleanup

    def clean(self, s):
        s = re.sub(r"\s+", " ", s).strip()
        mods = "|".join(sorted((re.escape(m) for m in self.modules), key=len, reverse=True))
        s = re.sub(r"(?<![\w.])(?:%s)\.(?=[A-Za-z_])" % mods, "", s)
        return s


# --------------------------------------------------------------------------------------------
# Availability

PLATFORM_ORDER = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]
PLATFORM_ALIASES = {"OSX": "macOS"}


def parse_available(attr):
    """Returns a list of (platform, dict) updates from one @available(...) attribute."""
    m = re.match(r"@available\((.*)\)$", attr, re.S)
    if not m:
        return []
    args = split_top(m.group(1))
    if not args:
        return []
    first = args[0]
    # shorthand: "iOS 15.0, macOS 12.0, *"
    if re.match(r"^[A-Za-z]+\s+[\d.]+$", first) or first == "*" and len(args) > 1 and \
            re.match(r"^[A-Za-z]+\s+[\d.]+$", args[1]):
        ups = []
        for a in args:
            mm = re.match(r"^([A-Za-z]+)\s+([\d.]+)$", a)
            if mm:
                p = PLATFORM_ALIASES.get(mm.group(1), mm.group(1))
                ups.append((p, {"introduced": mm.group(2)}))
        return ups
    plat = PLATFORM_ALIASES.get(first, first)
    d = {}
    for a in args[1:]:
        if a == "unavailable":
            d["unavailable"] = True
        elif a == "deprecated":
            d["deprecated"] = "yes"
        else:
            mm = re.match(r"^(introduced|deprecated|obsoleted|message|renamed)\s*:\s*(.*)$", a, re.S)
            if mm:
                v = mm.group(2).strip()
                if v.startswith('"') and v.endswith('"'):
                    v = v[1:-1]
                d[mm.group(1)] = v
    return [(plat, d)]


def availability(chain, attrs):
    state = {}
    for alist in list(chain) + [attrs]:
        for a in alist:
            if not a.startswith("@available"):
                continue
            for plat, d in parse_available(a):
                if plat.startswith("swift") or plat.startswith("_"):
                    continue
                cur = state.setdefault(plat, {})
                if "introduced" in d and len(d) == 1:
                    # a shorthand re-declaration: newer introduction, clears unavailability
                    cur.pop("unavailable", None)
                cur.update(d)
    return state


def fmt_platforms(state):
    star = state.get("*", {})
    parts = []
    ios = state.get("iOS", {})
    if ios.get("unavailable") or (star.get("unavailable") and not ios.get("introduced")):
        parts.append("unavailable-iOS")
    elif ios.get("introduced"):
        parts.append("iOS " + ios["introduced"])
    else:
        parts.append("iOS")
    for p in PLATFORM_ORDER[1:] + sorted(k for k in state if k not in PLATFORM_ORDER and k != "*"):
        if p == "iOS":
            continue
        st = state.get(p)
        if not st:
            continue
        if st.get("unavailable"):
            parts.append("unavailable-" + p)
        elif st.get("introduced"):
            parts.append("%s %s" % (p, st["introduced"]))
    return "; ".join(parts)


def fmt_deprecated(state):
    st = state.get("iOS", {})
    star = state.get("*", {})
    src = st if st.get("deprecated") else (star if star.get("deprecated") else None)
    if not src:
        return ""
    v = src["deprecated"]
    if v == "yes":
        out = ["deprecated"]
    elif v.startswith("100000"):
        out = ["iOS (future)"]
    else:
        out = ["iOS " + v]
    for k in ("renamed", "message"):
        if src.get(k):
            out.append("%s: %s" % (k, re.sub(r"\s+", " ", src[k]).strip()))
    return "; ".join(out)


# --------------------------------------------------------------------------------------------
# Declarations: names, labels, parameter types

def parse_params(text):
    """text starts at '('. Returns (inside, index after ')')."""
    end = skip_parens(text, 0)
    if text[end - 1:end] == ")":
        return text[1:end - 1], end
    return text[1:], end


def labels_of(params_text):
    labels = []
    for p in split_top(params_text):
        _, p2 = split_attributes(p)
        m = re.match(r"^([A-Za-z_`][\w`]*)(?:\s+([A-Za-z_`][\w`]*))?\s*:", p2)
        if not m:
            labels.append("_")
            continue
        labels.append(m.group(1).strip("`"))
    return labels


def decl_name_and_labels(mem):
    """Returns (name, signature, labels) or None for things to skip (operators...)."""
    h = mem.header
    kw = mem.keyword
    if kw == "init":
        m = re.search(r"\binit[?!]?\s*(<[^(]*>)?\s*\(", h)
        if not m:
            return None
        inside, _ = parse_params(h[m.end() - 1:])
        labels = labels_of(inside)
        return "init", "init(%s)" % "".join(l + ":" for l in labels), labels
    if kw == "func":
        m = re.search(r"\bfunc\s+([A-Za-z_][\w]*|`[^`]+`)\s*(<[^(]*>)?\s*\(", h)
        if not m:
            return None  # operator
        name = m.group(1).strip("`")
        inside, _ = parse_params(h[m.end() - 1:])
        labels = labels_of(inside)
        return name, "%s(%s)" % (name, "".join(l + ":" for l in labels)), labels
    if kw in ("var", "let"):
        m = re.search(r"\b(?:var|let)\s+([A-Za-z_][\w]*|`[^`]+`)", h)
        if not m:
            return None
        name = m.group(1).strip("`")
        return name, name, []
    if kw == "case":
        return None  # handled by case_entries
    return None


def case_entries(mem):
    """`case a, b(Swift.Int)` -> [(name, signature, decl_text)]."""
    m = re.search(r"\bcase\s+(.*)$", mem.header, re.S)
    if not m:
        return []
    out = []
    for part in split_top(m.group(1)):
        mm = re.match(r"^([A-Za-z_`][\w`]*)\s*(\(.*\))?\s*(=.*)?$", part, re.S)
        if not mm:
            continue
        name = mm.group(1).strip("`")
        sig = name
        if mm.group(2):
            inside = mm.group(2)[1:-1]
            labs = []
            for p in split_top(inside):
                lm = re.match(r"^([A-Za-z_][\w]*)\s*:", p)
                labs.append(lm.group(1) if lm else "_")
            sig = "%s(%s)" % (name, "".join(l + ":" for l in labs))
        out.append((name, sig, "case " + part))
    return out


SWIFTUI_TYPE_RE = re.compile(r"(?<![\w.])(?:SwiftUI|SwiftUICore)\.([A-Z][\w]*(?:\.[A-Z][\w]*)*)")


# --------------------------------------------------------------------------------------------
# Classification

CURATED_VALUES = [
    "Font", "Font.Weight", "Font.Design", "Font.TextStyle", "Font.Width", "Font.Leading",
    "Color", "Color.RGBColorSpace", "ShapeStyle", "HierarchicalShapeStyle", "Material",
    "ForegroundStyle", "BackgroundStyle", "TintShapeStyle", "SeparatorShapeStyle",
    "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "Edge.Set",
    "HorizontalEdge", "HorizontalEdge.Set", "VerticalEdge", "VerticalEdge.Set", "EdgeInsets",
    "Angle", "Axis", "Axis.Set", "AnyTransition", "Transition", "Animation", "Spring", "UnitCurve",
    "SubmitLabel", "ToolbarItemPlacement", "ToolbarRole", "ToolbarTitleDisplayMode",
    "ToolbarPlacement", "NavigationBarItem.TitleDisplayMode", "Visibility",
    "ButtonStyle", "PrimitiveButtonStyle", "ListStyle", "PickerStyle", "ToggleStyle",
    "TextFieldStyle", "LabelStyle", "ProgressViewStyle", "DatePickerStyle", "MenuStyle",
    "GroupBoxStyle", "GaugeStyle", "FormStyle", "TabViewStyle", "IndexViewStyle",
    "NavigationSplitViewStyle", "ControlGroupStyle", "DisclosureGroupStyle", "LabeledContentStyle",
    "TextEditorStyle", "MenuButtonStyle", "TableStyle", "NavigationViewStyle",
    "ButtonRole", "ButtonBorderShape", "ControlSize", "ColorScheme", "ColorSchemeContrast",
    "DynamicTypeSize", "Image.ResizingMode", "Image.Scale", "Image.TemplateRenderingMode",
    "Image.Interpolation", "Image.Orientation", "ContentMode", "KeyboardShortcut", "KeyEquivalent",
    "EventModifiers", "ScrollDismissesKeyboardMode", "PresentationDetent",
    "TextInputAutocapitalization", "Text.TruncationMode", "TextAlignment", "Text.Case",
    "Text.Scale", "Text.LineStyle", "Text.LineStyle.Pattern", "GridItem", "GridItem.Size",
    "Gradient", "Gradient.Stop", "AnyGradient", "UnitPoint", "LinearGradient", "RadialGradient",
    "AngularGradient", "EllipticalGradient", "ScrollIndicatorVisibility", "ScrollBounceBehavior",
    "SymbolRenderingMode", "SymbolVariants", "BlendMode", "RoundedCornerStyle", "StrokeStyle",
    "LayoutDirection", "Prominence", "ListItemTint", "ListSectionSpacing", "MenuOrder",
    "PresentationAdaptation", "PresentationBackgroundInteraction",
    "PresentationContentInteraction", "ContentShapeKinds", "SearchFieldPlacement",
    "DatePickerComponents", "ContentTransition", "SensoryFeedback", "LocalizedStringKey",
    "ScrollTargetBehavior", "ScrollAnchorRole", "ContainerBackgroundPlacement",
    "TextSelectability", "Labels", "BadgeProminence", "FillStyle", "AnyShapeStyle",
]

# Types whose members are never "values" even when they appear in arguments.
NOT_VALUES = {"View", "ViewBuilder", "Binding", "Text", "Image", "AnyView", "Never",
              "ViewModifier", "Scene", "Gesture", "Shape", "EnvironmentValues", "Namespace.ID",
              # handed to closures, never written as arguments
              "GeometryProxy", "GraphicsContext", "ScrollViewProxy", "Transaction",
              "PrimitiveButtonStyleConfiguration", "EmptyVisualEffect", "DropDelegate",
              "FileDocument", "ReferenceFileDocument", "PreferenceKey",
              "AXChartDescriptorRepresentable", "CustomizableToolbarContent", "TableRow",
              "IndexedIdentifierCollection"}

# Protocols whose instance methods are written in arguments (`.red.opacity(0.5)`); for other
# protocols only the static members of `extension P where Self == X` are values (`.bordered`).
PROTOCOLS_WITH_VALUE_METHODS = {"ShapeStyle", "Transition"}

SKIP_NAMES = {"==", "!=", "hash", "hashValue", "encode", "description", "debugDescription",
              "customMirror", "allCases", "rawValue", "id", "body", "makeBody",
              "animatableData", "resolve", "resolveHashable", "path", "sizeThatFits",
              "callAsFunction", "makeIterator", "_makeView", "playbackMode",
              "transferRepresentation"}


class Catalog:
    def __init__(self, parser):
        self.p = parser
        self.types = parser.types
        self.compute_conformances()

    def conforms_closure(self, name, seen=None):
        seen = seen if seen is not None else set()
        if name in seen:
            return set()
        seen.add(name)
        out = set()
        for sup in self.types.get(name, TypeInfo()).inherits:
            out.add(sup)
            out |= self.conforms_closure(sup, seen)
        return out

    def compute_conformances(self):
        self.all_conf = {t: self.conforms_closure(t) for t in list(self.types)}
        self.view_protocols = {"View"} | {
            t for t, info in self.types.items()
            if info.kind == "protocol" and "View" in self.all_conf.get(t, ())}
        self.view_types = {
            t for t, info in self.types.items()
            if info.kind in ("struct", "enum", "class") and info.public and not self.underscored(t)
            and (self.all_conf.get(t, set()) & self.view_protocols)}
        self.wrappers = {
            t for t, info in self.types.items()
            if any(a == "@propertyWrapper" for a in info.attrs) and info.public
            and not self.underscored(t)}

    @staticmethod
    def underscored(name):
        return any(part.startswith("_") for part in name.split("."))

    def known_public(self, t):
        info = self.types.get(t)
        return info is not None and info.kind is not None and info.public

    def rows(self):
        p = self.p
        modifier_like = self.view_protocols | self.view_types
        values = set(CURATED_VALUES)
        # Pass 1: modifiers and views, collecting the SwiftUI types their arguments use.
        out = []
        arg_types = set()
        staged = []
        for mem in p.members:
            owner = mem.owner
            if self.underscored(owner):
                continue
            kw = mem.keyword
            static = "static" in mem.mods
            mutating = "mutating" in mem.mods
            if (mem.in_protocol_body and owner != "View") or owner.endswith("Representable"):
                pass  # requirements and defaults of View-refining protocols (makeUIView...)
            elif owner in self.view_protocols and kw == "func" and not static:
                staged.append(("modifier", mem))
            elif (owner in self.view_types and owner not in values and kw == "func"
                  and not static and not mutating):
                staged.append(("modifier", mem))
            elif owner in self.view_types and owner not in values and kw == "init":
                staged.append(("view", mem))
        for group, mem in staged:
            row = self.make_row(group, mem)
            if row:
                out.append(row)
                for t in SWIFTUI_TYPE_RE.findall(mem.raw):
                    arg_types.add(t)
        for t in arg_types:
            while t:
                if (self.known_public(t) and not self.underscored(t) and t not in NOT_VALUES
                        and t not in self.view_types and t not in self.wrappers
                        and t not in self.view_protocols
                        and not any(a in ("@resultBuilder", "@_functionBuilder") for a in self.types[t].attrs)):
                    values.add(t)
                t = t.rpartition(".")[0]
        self.value_types = values
        # Pass 2: values, wrappers, environment.
        for mem in p.members:
            owner = mem.owner
            if self.underscored(owner):
                continue
            kw = mem.keyword
            static = "static" in mem.mods
            if owner == "EnvironmentValues":
                if kw in ("var", "let") and not static:
                    r = self.make_row("environment", mem)
                    if r:
                        out.append(r)
                continue
            if owner in self.wrappers:
                if kw in ("init", "func", "var", "let", "case"):
                    out.extend(self.member_rows("wrapper", mem))
                continue
            if owner in values:
                if mem.in_protocol_body:
                    continue  # protocol requirements (makeBody, resolve...)
                info = self.types.get(owner)
                if info is not None and info.kind == "protocol" and not static \
                        and owner not in PROTOCOLS_WITH_VALUE_METHODS:
                    continue  # default implementations, not values
                if kw in ("init", "case") or static or kw == "func":
                    out.extend(self.member_rows("value", mem))
        # one row per property wrapper type
        for t in sorted(self.wrappers):
            info = self.types[t]
            state = availability([], info.attrs)
            decl = "@propertyWrapper %s %s" % (info.kind, info.decl_name or t.split(".")[-1])
            inh = sorted(x for x in info.inherits if not self.underscored(x))
            if inh:
                decl += " : " + ", ".join(inh)
            out.append(("wrapper", t, t.split(".")[-1], "type", t.split(".")[-1], decl, "",
                        fmt_platforms(state), fmt_deprecated(state), info.module or ""))
        return sorted(set(out))

    def member_rows(self, group, mem):
        if mem.keyword == "case":
            state = availability(mem.chain_attrs, mem.attrs)
            rows = []
            for name, sig, decl in case_entries(mem):
                if name.startswith("_"):
                    continue
                rows.append((group, mem.owner, name, "case", sig, self.p.clean(decl),
                             mem.context, fmt_platforms(state), fmt_deprecated(state), mem.module))
            return rows
        r = self.make_row(group, mem)
        return [r] if r else []

    def make_row(self, group, mem):
        got = decl_name_and_labels(mem)
        if not got:
            return None
        name, sig, labels = got
        static = "static" in mem.mods
        if name == "transferRepresentation" or (
                name in SKIP_NAMES and not static and group not in ("environment", "wrapper")):
            return None
        if name.startswith("_") or any(l.startswith("_") and l != "_" for l in labels):
            return None
        if group == "value" and name == "init" and labels in (["from"], ["rawValue"]):
            pass  # keep init(rawValue:) — it is how raw-value enums are built; drop Decodable below
        if name == "init" and labels == ["from"]:
            return None
        kw = mem.keyword
        static = "static" in mem.mods
        kind = ("static " if static else "") + kw
        decl = self.declaration(mem)
        state = availability(mem.chain_attrs, mem.attrs)
        return (group, mem.owner, name, kind, sig, decl, mem.context,
                fmt_platforms(state), fmt_deprecated(state), mem.module)

    def declaration(self, mem):
        mods = [m for m in mem.mods if m not in ("public", "open", "final")]
        h = mem.header
        # drop the modifiers from the header, then rebuild with the kept ones
        _, kw, remainder = split_modifiers(h)
        if kw and kw.startswith("init"):
            text = remainder
        else:
            text = (kw + " " if kw else "") + remainder
        text = " ".join(mods + [text])
        text = self.p.clean(text)
        text = re.sub(r"@_[\w]+(\([^)]*\))?\s*", "", text)
        text = re.sub(r"@MainActor\(unsafe\)\s*", "", text)
        text = re.sub(r"@preconcurrency\s*", "", text)
        if mem.keyword in ("var", "let") and mem.accessors is not None:
            acc = mem.accessors
            if re.search(r"\bset\b", acc):
                text += " { get set }"
            else:
                text += " { get }"
        text = re.sub(r"\s+", " ", text).strip()
        return text


# --------------------------------------------------------------------------------------------

COLUMNS = ["group", "owner", "name", "kind", "signature", "declaration", "context", "platforms",
           "deprecated", "module"]


def tsv_field(s):
    return s.replace("\t", " ").replace("\n", " ").replace("\r", " ")


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    default_out = os.path.normpath(os.path.join(here, "..", "swiftui-api-interface.tsv"))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("source", nargs="+",
                    help="bare git dir of an SDK repository, an SDK directory, or .swiftinterface files")
    ap.add_argument("--rev", default="HEAD", help="commit to read when SOURCE is a git dir (default HEAD)")
    ap.add_argument("--out", default=default_out, help="output TSV (default: %(default)s)")
    args = ap.parse_args(argv)

    parser = Parser()
    for module, label, text in read_sources(args.source, args.rev):
        print("extract.py: reading %s (%s, %d chars)" % (label, module, len(text)), file=sys.stderr)
        parser.parse(module, text)
    cat = Catalog(parser)
    rows = cat.rows()
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write("\t".join(COLUMNS) + "\n")
        for r in rows:
            f.write("\t".join(tsv_field(x) for x in r) + "\n")
    counts = defaultdict(int)
    for r in rows:
        counts[r[0]] += 1
    mods = [r for r in rows if r[0] == "modifier" and r[1] == "View"]
    print("extract.py: wrote %d rows to %s" % (len(rows), args.out), file=sys.stderr)
    for g in sorted(counts):
        print("  %-12s %6d" % (g, counts[g]), file=sys.stderr)
    print("  View modifiers: %d base names, %d signatures, %d declarations" % (
        len({r[2] for r in mods}), len({r[4] for r in mods}), len(mods)), file=sys.stderr)
    print("  view types with initializers: %d" % len({r[1] for r in rows if r[0] == "view"}),
          file=sys.stderr)


if __name__ == "__main__":
    main()
