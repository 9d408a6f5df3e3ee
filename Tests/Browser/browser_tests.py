#!/usr/bin/env python3
"""The preview tested in a real browser: `vml preview` pages opened in headless Chromium (Debian's
`chromium`, driven by Playwright for Python through `executable_path`; no browser download).

Run through `Tests/Browser/run` (it finds or builds `vml`); `Tests/Browser/run --record` rewrites
the reference screens' PNGs in Tests/Browser/Snapshots. Environment: `VML` is the `vml` binary,
`VML_BROWSER_FAILURES` the folder a failing snapshot comparison writes its actual and diff images
into (`.build/browser-failures`), `VML_RECORD=1` records instead of comparing.

The fixtures are Tests/Browser/Fixtures/*.vml (every one must pass `vml check`), and
Tests/Browser/Fixtures/Errors/*.vml (each has an error: the Red Box).
"""

from __future__ import annotations

import base64
import functools
import http.server
import json
import os
import re
import shutil
import socket
import socketserver
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
import fixture_coverage  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FIXTURES = HERE / "Fixtures"
ERROR_FIXTURES = FIXTURES / "Errors"
SNAPSHOTS = HERE / "Snapshots"
FAILURES = Path(os.environ.get("VML_BROWSER_FAILURES", ROOT / ".build" / "browser-failures"))
RECORD = os.environ.get("VML_RECORD") == "1"
VML = os.environ.get("VML", str(ROOT / ".build" / "debug" / "vml"))
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"

# Width and height in points (1 pt = 1 CSS px), as `vml preview --device` lays them out.
DEVICES = {"iphone": (393, 852), "iphone-se": (375, 667), "ipad": (834, 1194)}
# The iPhone's status bar (the safe area's top inset).
STATUS_BAR = 59
HOME_INDICATOR = 34

# The reference screens: snapshot name, fixture, device, color scheme.
REFERENCE_SCREENS = [
    ("stacks", "stacks", "iphone", "light"),
    ("text-styles", "text-styles", "iphone", "light"),
    ("task-list", "task-list", "iphone", "light"),
    ("task-list-dark", "task-list", "iphone", "dark"),
    ("settings-form", "settings-form", "iphone", "light"),
    ("profile-card", "profile-card", "iphone", "light"),
    ("tab-view", "tab-view", "iphone", "light"),
    ("dashboard-grid", "dashboard-grid", "iphone", "light"),
    ("dashboard-grid-ipad", "dashboard-grid", "ipad", "light"),
    ("login-form", "login-form", "iphone-se", "light"),
    ("detail-screen", "detail-screen", "iphone", "light"),
    ("alert-presented", "alert-presented", "iphone", "light"),
    ("order-summary", "order-summary", "iphone", "light"),
]

# A pixel differs when one of its channels differs by more than this (of 255); a snapshot fails
# when more than SNAPSHOT_TOLERANCE of its pixels differ (anti-aliasing and sub-pixel text
# positions move a few edge pixels between runs and machines; a moved or recolored view moves
# thousands).
CHANNEL_THRESHOLD = 40
SNAPSHOT_TOLERANCE = 0.005

LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--font-render-hinting=none",
    "--disable-font-subpixel-positioning",
    "--disable-lcd-text",
    "--force-color-profile=srgb",
    "--hide-scrollbars",
    "--disable-extensions",
    "--no-first-run",
]


def fixture_names() -> list[str]:
    return sorted(path.stem for path in FIXTURES.glob("*.vml"))


class Pages:
    """The pages `vml preview` writes, once per run, in a temporary folder served over loopback."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="vml-browser-"))
        self.statuses: dict[tuple[str, str], int] = {}
        variants = {("iphone", "light"), ("iphone", "dark")} | {(d, s) for _, _, d, s in REFERENCE_SCREENS}
        fixtures = sorted(FIXTURES.glob("*.vml"))
        for device, scheme in sorted(variants):
            out = self.folder / f"{device}-{scheme}"
            out.mkdir()
            # Several files go to a folder: a page each (NAME.html) and an index.html gallery.
            result = self.preview([str(p) for p in fixtures], out, device, scheme)
            self.statuses[(device, scheme)] = result.returncode
            if result.returncode != 0:
                raise RuntimeError(f"vml preview failed for {device}/{scheme}:\n{result.stderr}")
        errors = self.folder / "errors"
        errors.mkdir()
        self.error_results = {}
        for path in sorted(ERROR_FIXTURES.glob("*.vml")):
            relative = path.relative_to(ROOT)
            self.error_results[path.stem] = self.preview([str(relative)], errors / (path.stem + ".html"), "iphone", "light")
        self.server = socketserver.ThreadingTCPServer(
            ("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(self.folder)))
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @staticmethod
    def preview(files: list[str], output: Path, device: str, scheme: str) -> subprocess.CompletedProcess:
        command = [VML, "preview", *files, "-o", str(output), "--device", device, "--color-scheme", scheme]
        return subprocess.run(command, cwd=ROOT, capture_output=True, text=True)

    def path(self, name: str, device: str = "iphone", scheme: str = "light") -> Path:
        return self.folder / f"{device}-{scheme}" / f"{name}.html"

    def url(self, name: str, device: str = "iphone", scheme: str = "light", over_http: bool = False) -> str:
        if over_http:
            return f"http://127.0.0.1:{self.server.server_address[1]}/{device}-{scheme}/{name}.html"
        return self.path(name, device, scheme).as_uri()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        shutil.rmtree(self.folder, ignore_errors=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args) -> None:  # noqa: A002 (the base class's name)
        pass


class Opened:
    """A page opened in a fresh tab at its device's viewport, with every request, console message
    and page error it caused."""

    def __init__(self, browser, url: str, device: str, scheme: str) -> None:
        width, height = DEVICES[device]
        self.context = browser.new_context(
            viewport={"width": width, "height": height}, device_scale_factor=1,
            color_scheme=scheme, reduced_motion="reduce")
        self.page = self.context.new_page()
        self.url = url
        self.width = width
        self.requests: list[str] = []
        self.console: list[str] = []
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.page.on("console", lambda message: self.console.append(f"{message.type}: {message.text}"))
        self.page.on("pageerror", lambda error: self.console.append(f"pageerror: {error}"))
        self.page.goto(url, wait_until="load")

    def box(self, path: str, parent: bool = False) -> dict:
        """The box of the element whose `data-vml-path` is `path`, relative to the screen (with
        `parent`, of its parent element: a text run's line box)."""
        found = self.page.evaluate(BOX_SCRIPT, [path, parent])
        if found is None:
            raise AssertionError(f"no element has data-vml-path={path!r} on {self.url}")
        return found

    def text_box(self, text: str) -> dict | None:
        """The innermost visible element in the screen whose text is `text`, relative to the screen."""
        return self.page.evaluate(TEXT_BOX_SCRIPT, text)

    def close(self) -> None:
        self.context.close()


# A box: left, top, right, bottom, width, height relative to #vml-screen, and computed style.
_BOX_BODY = """
  const screen = document.getElementById('vml-screen').getBoundingClientRect();
  const r = e.getBoundingClientRect();
  const s = getComputedStyle(e);
  return {left: r.left - screen.left, top: r.top - screen.top, right: r.right - screen.left,
          bottom: r.bottom - screen.top, width: r.width, height: r.height,
          fontSize: s.fontSize, fontWeight: s.fontWeight, fontStyle: s.fontStyle, color: s.color,
          textDecoration: s.textDecorationLine, background: s.backgroundColor};
"""
BOX_SCRIPT = (
    "([path, parent]) => { let e = [...document.querySelectorAll('[data-vml-path]')].find(x => x.dataset.vmlPath === path);"
    " if (e && parent) e = e.parentElement;"
    " if (!e) return null;" + _BOX_BODY + "}")
# The text's own rectangle (a range over it: a block that holds it may be wider), and its
# element's computed style.
TEXT_BOX_SCRIPT = (
    "(text) => { const all = [...document.querySelectorAll('#vml-screen *')].filter(x =>"
    " x.textContent.trim() === text && x.getBoundingClientRect().width > 0 && x.getClientRects().length > 0"
    " && getComputedStyle(x).visibility !== 'hidden');"
    " const e = all.find(x => ![...x.children].some(c => all.includes(c)));"
    " if (!e) return null; const range = document.createRange(); range.selectNodeContents(e);"
    " const box = (() => { const e = {getBoundingClientRect: () => range.getBoundingClientRect()};"
    + _BOX_BODY.replace("getComputedStyle(e)", "getComputedStyle(document.body)") + "})();"
    " const s = getComputedStyle(e);"
    " return {...box, fontSize: s.fontSize, fontWeight: s.fontWeight, fontStyle: s.fontStyle, color: s.color}; }")

# Compares two PNGs (data URLs) in a canvas: the count of pixels with a channel differing by more
# than the threshold, and a diff image (differing pixels red over a faded copy of the expected).
COMPARE_SCRIPT = """
async ([expected, actual, threshold]) => {
  const load = (src) => new Promise((resolve, reject) => {
    const image = new Image(); image.onload = () => resolve(image); image.onerror = reject; image.src = src; });
  const [a, b] = await Promise.all([load(expected), load(actual)]);
  if (a.width !== b.width || a.height !== b.height)
    return {sizes: [a.width, a.height, b.width, b.height]};
  const pixels = (image) => { const c = document.createElement('canvas'); c.width = image.width; c.height = image.height;
    const g = c.getContext('2d'); g.drawImage(image, 0, 0); return g.getImageData(0, 0, c.width, c.height); };
  const pa = pixels(a), pb = pixels(b);
  const canvas = document.createElement('canvas'); canvas.width = a.width; canvas.height = a.height;
  const g = canvas.getContext('2d'); const out = g.createImageData(a.width, a.height);
  let differing = 0;
  for (let i = 0; i < pa.data.length; i += 4) {
    const d = Math.max(Math.abs(pa.data[i] - pb.data[i]), Math.abs(pa.data[i+1] - pb.data[i+1]),
                       Math.abs(pa.data[i+2] - pb.data[i+2]), Math.abs(pa.data[i+3] - pb.data[i+3]));
    if (d > threshold) { differing++; out.data[i] = 255; out.data[i+1] = 0; out.data[i+2] = 0; out.data[i+3] = 255; }
    else { const v = 255 - (255 - (pa.data[i] + pa.data[i+1] + pa.data[i+2]) / 3) * 0.25;
           out.data[i] = v; out.data[i+1] = v; out.data[i+2] = v; out.data[i+3] = 255; }
  }
  g.putImageData(out, 0, 0);
  return {differing, total: a.width * a.height, diff: canvas.toDataURL('image/png')};
}
"""

pages: Pages
playwright = None
browser = None


def setUpModule() -> None:
    global pages, playwright, browser
    pages = Pages()
    playwright = sync_playwright().start()
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS, headless=True)


def tearDownModule() -> None:
    if browser is not None:
        browser.close()
    if playwright is not None:
        playwright.stop()
    pages.close()


class BrowserTestCase(unittest.TestCase):
    maxDiff = None

    def open(self, name: str, device: str = "iphone", scheme: str = "light", over_http: bool = False) -> Opened:
        opened = Opened(browser, pages.url(name, device, scheme, over_http), device, scheme)
        self.addCleanup(opened.close)
        return opened

    def assertNear(self, actual: float, expected: float, within: float = 1.0, what: str = "") -> None:
        self.assertLessEqual(abs(actual - expected), within, f"{what}: {actual} is not within {within} of {expected}")


STACKS = "VStack[0]"


class LayoutTests(BrowserTestCase):
    """SwiftUI's layout, measured on the boxes of Fixtures/stacks.vml."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.opened = Opened(browser, pages.url("stacks"), "iphone", "light")

    @classmethod
    def tearDownClass(cls) -> None:
        cls.opened.close()

    def box(self, relative: str, parent: bool = False) -> dict:
        return self.opened.box(STACKS + " > " + relative, parent)

    def test_vstack_puts_two_texts_8_points_apart_in_order(self) -> None:
        first, second = self.box("VStack[0] > Text[0]"), self.box("VStack[0] > Text[1]")
        self.assertNear(second["top"] - first["bottom"], 8, 0.5, "gap")

    def test_hstack_puts_two_texts_8_points_apart_in_order(self) -> None:
        left, right = self.box("HStack[1] > Text[0]"), self.box("HStack[1] > Text[1]")
        self.assertNear(right["left"] - left["right"], 8, 0.5, "gap")
        self.assertNear(left["top"], right["top"], 0.5, "tops")

    def test_spacing_20_puts_texts_20_points_apart(self) -> None:
        top, bottom = self.box("VStack[2] > Text[0]"), self.box("VStack[2] > Text[1]")
        self.assertNear(bottom["top"] - top["bottom"], 20, 0.5, "gap")

    def test_outer_stack_spacing_24_between_its_children(self) -> None:
        first, second = self.box("VStack[0]"), self.box("HStack[1]")
        self.assertNear(second["top"] - first["bottom"], 24, 0.5, "gap")

    def test_padding_adds_16_on_each_side(self) -> None:
        # The text's own box (the run's parent): a run's inline box is shorter than its line.
        outer, text = self.box("Text[3]"), self.box("Text[3] > #text[0]", parent=True)
        self.assertNear(text["left"] - outer["left"], 16, 0.5, "leading")
        self.assertNear(outer["right"] - text["right"], 16, 0.5, "trailing")
        self.assertNear(text["top"] - outer["top"], 16, 0.5, "top")
        self.assertNear(outer["bottom"] - text["bottom"], 16, 0.5, "bottom")

    def test_spacer_pushes_its_siblings_to_the_edges(self) -> None:
        row, start, end = self.box("HStack[4]"), self.box("HStack[4] > Text[0]"), self.box("HStack[4] > Text[2]")
        self.assertNear(row["width"], DEVICES["iphone"][0], 0.5, "row width")
        self.assertNear(start["left"], 0, 0.5, "start's left")
        self.assertNear(end["right"], DEVICES["iphone"][0], 0.5, "end's right")

    def test_frame_max_width_infinity_takes_the_width(self) -> None:
        wide = self.box("Text[5]")
        self.assertNear(wide["left"], 0, 0.5, "left")
        self.assertNear(wide["width"], DEVICES["iphone"][0], 0.5, "width")

    def test_frame_width_100_height_40(self) -> None:
        fixed = self.box("Text[6]")
        self.assertNear(fixed["width"], 100, 0.5, "width")
        self.assertNear(fixed["height"], 40, 0.5, "height")
        self.assertNear(fixed["left"] + 50, DEVICES["iphone"][0] / 2, 0.5, "centered")
        text = self.box("Text[6] > #text[0]", parent=True)
        self.assertNear((text["top"] + text["bottom"]) / 2, (fixed["top"] + fixed["bottom"]) / 2, 0.5, "text centered")

    def test_vstack_alignment_leading_children_share_a_left_edge(self) -> None:
        stack, short, long = self.box("VStack[7]"), self.box("VStack[7] > Text[0]"), self.box("VStack[7] > Text[1]")
        self.assertLess(short["width"], long["width"])
        self.assertNear(short["left"], long["left"], 0.5, "left edges")
        self.assertNear(short["left"], stack["left"], 0.5, "stack's left edge")

    def test_zstack_top_leading_puts_the_text_in_the_top_left_corner(self) -> None:
        rectangle, text = self.box("ZStack[8] > Rectangle[0]"), self.box("ZStack[8] > Text[1]")
        self.assertNear(rectangle["width"], 120, 0.5, "rectangle width")
        self.assertNear(rectangle["height"], 60, 0.5, "rectangle height")
        self.assertNear(text["left"], rectangle["left"], 0.5, "left")
        self.assertNear(text["top"], rectangle["top"], 0.5, "top")

    def test_lazy_vgrid_with_two_flexible_columns_puts_items_in_two_columns(self) -> None:
        grid = self.box("LazyVGrid[9]")
        one, two, three, four = (self.box(f"LazyVGrid[9] > Text[{i}]") for i in range(4))
        self.assertNear(one["top"], two["top"], 0.5, "first row")
        self.assertNear(three["top"], four["top"], 0.5, "second row")
        self.assertGreater(three["top"], one["bottom"] - 0.5)
        self.assertLess(one["right"], grid["left"] + grid["width"] / 2 + 0.5)
        self.assertGreater(two["left"], grid["left"] + grid["width"] / 2 - 0.5)
        column = (grid["width"] - 8) / 2
        self.assertNear((one["left"] + one["right"]) / 2, grid["left"] + column / 2, 1, "first column centered")
        self.assertNear((two["left"] + two["right"]) / 2, grid["right"] - column / 2, 1, "second column centered")

    def test_the_screen_is_the_device_size_and_content_is_below_the_status_bar(self) -> None:
        screen = self.opened.page.evaluate("() => { const r = document.getElementById('vml-screen').getBoundingClientRect(); return [r.width, r.height]; }")
        self.assertEqual(screen, [393, 852])
        self.assertGreaterEqual(self.opened.box(STACKS)["top"], STATUS_BAR)


class TextAndColorTests(BrowserTestCase):
    """Computed fonts and colors on Fixtures/text-styles.vml, in light and dark."""

    SIZES = [("largeTitle", 34, "400"), ("title", 28, "400"), ("title2", 22, "400"), ("title3", 20, "400"),
             ("headline", 17, "600"), ("body", 17, "400"), ("callout", 16, "400"), ("subheadline", 15, "400"),
             ("footnote", 13, "400"), ("caption", 12, "400"), ("caption2", 11, "400")]

    def test_text_styles_have_ios_sizes_and_weights(self) -> None:
        opened = self.open("text-styles")
        for index, (name, size, weight) in enumerate(self.SIZES):
            with self.subTest(font=name):
                box = opened.box(f"VStack[0] > Text[{index}] > #text[0]")
                self.assertEqual(box["fontSize"], f"{size}px")
                self.assertEqual(box["fontWeight"], weight)

    def test_red_is_the_system_red_of_each_scheme(self) -> None:
        for scheme, expected in [("light", "rgb(255, 59, 48)"), ("dark", "rgb(255, 69, 58)")]:
            with self.subTest(scheme=scheme):
                self.assertEqual(self.open("text-styles", scheme=scheme).box("VStack[0] > Text[11] > #text[0]")["color"], expected)

    def test_bold_italic_underline_strikethrough(self) -> None:
        opened = self.open("text-styles")
        self.assertEqual(opened.box("VStack[0] > Text[13] > #text[0]")["fontWeight"], "700")
        self.assertEqual(opened.box("VStack[0] > Text[14] > #text[0]")["fontStyle"], "italic")
        # text-decoration is not inherited: it is on the text's box, and drawn through its runs.
        self.assertIn("underline", opened.box("VStack[0] > Text[15]")["textDecoration"])
        self.assertIn("line-through", opened.box("VStack[0] > Text[16]")["textDecoration"])

    def test_line_limit_1_keeps_one_line(self) -> None:
        box = self.open("text-styles").box("VStack[0] > Text[17]")
        self.assertNear(box["width"], 120, 0.5, "width")
        self.assertLessEqual(box["height"], 22.5)

    # Fixtures/text-fitting.vml: what the page's fit script draws (CSS has no head or middle
    # ellipsis, and no scale-to-fit).
    def test_head_and_middle_truncation_and_minimum_scale_factor_fit_one_line(self) -> None:
        opened = self.open("text-fitting")
        read = """path => { const n = document.querySelector(`[data-vml-path="${path}"]`);
          const t = n.closest('.text'); return [n.textContent, t.scrollHeight - t.clientHeight]; }"""
        original = "Beginning of a line far too long"
        head, head_overflow = opened.page.evaluate(read, "VStack[0] > Text[0] > #text[0]")
        self.assertTrue(head.startswith("\u2026") and original.endswith(head[1:]) and len(head) > 4, head)
        self.assertLessEqual(head_overflow, 1)
        middle, middle_overflow = opened.page.evaluate(read, "VStack[0] > Text[1] > #text[0]")
        start, _, end = middle.partition("\u2026")
        self.assertTrue(start and end and original.startswith(start) and original.endswith(end), middle)
        self.assertLessEqual(middle_overflow, 1)
        for index in (0, 1):
            self.assertLessEqual(opened.box(f"VStack[0] > Text[{index}]")["height"], 22.5)
        scaled, scaled_overflow = opened.page.evaluate(read, "VStack[0] > Text[2] > #text[0]")
        self.assertEqual(scaled, "Shrinks to fit the frame")
        self.assertLessEqual(scaled_overflow, 1)
        size = float(opened.box("VStack[0] > Text[2] > #text[0]")["fontSize"].removesuffix("px"))
        self.assertTrue(17 * 0.5 <= size < 17, size)

    def test_dark_mode_screen_is_black_with_white_text(self) -> None:
        dark = self.open("text-styles", scheme="dark")
        screen = dark.page.evaluate("() => getComputedStyle(document.getElementById('vml-screen')).backgroundColor")
        self.assertEqual(screen, "rgb(0, 0, 0)")
        self.assertEqual(dark.box("VStack[0] > Text[5] > #text[0]")["color"], "rgb(255, 255, 255)")
        light = self.open("text-styles")
        self.assertEqual(
            light.page.evaluate("() => getComputedStyle(document.getElementById('vml-screen')).backgroundColor"),
            "rgb(255, 255, 255)")
        self.assertEqual(light.box("VStack[0] > Text[5] > #text[0]")["color"], "rgb(0, 0, 0)")


class RedBoxTests(BrowserTestCase):
    """A file with errors still gets its page, with the errors as `vml check` prints them."""

    def test_each_error_fixture_shows_vml_checks_lines_and_exits_1(self) -> None:
        self.assertTrue(pages.error_results, "no fixture in Tests/Browser/Fixtures/Errors")
        for name, result in pages.error_results.items():
            with self.subTest(fixture=name):
                self.assertEqual(result.returncode, 1, result.stderr)
                relative = (ERROR_FIXTURES / (name + ".vml")).relative_to(ROOT)
                check = subprocess.run([VML, "check", str(relative)], cwd=ROOT, capture_output=True, text=True)
                self.assertEqual(check.returncode, 1)
                lines = [l for l in (check.stdout + check.stderr).splitlines() if ": error: " in l]
                self.assertTrue(lines, "vml check printed no error")
                for line in lines:
                    self.assertRegex(line, r"^\S+\.vml:\d+:\d+: error: .+ \[[a-z-]+\]$")
                opened = Opened(browser, (pages.folder / "errors" / (name + ".html")).as_uri(), "iphone", "light")
                self.addCleanup(opened.close)
                red_box = opened.page.locator("#vml-redbox")
                self.assertTrue(red_box.is_visible())
                shown = red_box.locator("li").all_inner_texts()
                self.assertEqual(shown, lines)
                box = opened.page.evaluate(
                    "() => { const s = document.getElementById('vml-screen').getBoundingClientRect();"
                    " const r = document.getElementById('vml-redbox').getBoundingClientRect();"
                    " return [r.left - s.left, r.top - s.top, r.width, r.height]; }")
                self.assertEqual(box, [0, 0, 393, 852], "the Red Box covers the screen")
                self.assertEqual(opened.console, [])

    def test_good_fixtures_have_no_red_box(self) -> None:
        for name in fixture_names():
            with self.subTest(fixture=name):
                self.assertNotIn('id="vml-redbox"', pages.path(name).read_text())


class PageTests(BrowserTestCase):
    """Every fixture's page: self-contained, quiet, and as wide as the device."""

    def variants(self):
        for name in fixture_names():
            for device, scheme in [("iphone", "light"), ("iphone", "dark")]:
                yield name, device, scheme
        for _, name, device, scheme in REFERENCE_SCREENS:
            if device != "iphone":
                yield name, device, scheme

    def test_no_request_but_the_page_itself_from_disk_and_over_http(self) -> None:
        for name in fixture_names():
            for over_http in (False, True):
                with self.subTest(fixture=name, over_http=over_http):
                    opened = self.open(name, over_http=over_http)
                    self.assertEqual(opened.requests, [opened.url])

    def test_no_console_error_and_no_horizontal_overflow(self) -> None:
        for name, device, scheme in self.variants():
            with self.subTest(fixture=name, device=device, scheme=scheme):
                opened = self.open(name, device, scheme)
                self.assertEqual(opened.console, [])
                scroll = opened.page.evaluate("() => [document.documentElement.scrollWidth, document.body.scrollWidth]")
                self.assertLessEqual(max(scroll), DEVICES[device][0], f"scrollWidth {scroll}")

    def test_every_element_box_carries_its_full_path(self) -> None:
        opened = self.open("task-list")
        paths = opened.page.evaluate("() => [...document.querySelectorAll('#vml-screen [data-vml-path]')].map(e => e.dataset.vmlPath)")
        self.assertIn("NavigationStack[0]", paths)
        self.assertIn("NavigationStack[0] > List[0]", paths)
        self.assertTrue(any(p.startswith("NavigationStack[0] > List[0] > Section[0] > ") for p in paths), paths)
        for path in paths:
            self.assertRegex(path, r"^NavigationStack\[0\]( > ([A-Za-z]+|#text)\[\d+\])*$")


    def test_hovering_an_element_shows_its_path_style_and_attributes(self) -> None:
        opened = self.open("task-list")
        path = "NavigationStack[0] > List[0] > Section[0] > NavigationLink[0] > Label[0] > Image[1]"
        selector = f'[data-vml-path="{path}"]'
        opened.page.hover(selector)
        title = opened.page.eval_on_selector(selector, "e => e.title")
        self.assertEqual(title.split("\n")[:2], ["cart", path])
        self.assertIn('systemName="cart"', title)
        styled = '[data-vml-path="NavigationStack[0] > List[0] > Section[1] > HStack[0] > Text[1]"]'
        opened.page.hover(styled)
        self.assertIn("style: strikethrough(), foregroundStyle(.secondary)", opened.page.eval_on_selector(styled, "e => e.title"))


class NavigationListTabTests(BrowserTestCase):
    """Navigation bars, lists, tab bars and controls, drawn as iOS draws them."""

    def test_large_navigation_title_is_34_points_left_aligned_below_the_status_bar(self) -> None:
        title = self.open("task-list").text_box("Inbox")
        self.assertIsNotNone(title, "the title 'Inbox' is not drawn")
        self.assertEqual(title["fontSize"], "34px")
        self.assertEqual(title["fontWeight"], "700")
        self.assertNear(title["left"], 16, 1, "title's left")
        self.assertGreaterEqual(title["top"], STATUS_BAR)
        self.assertLessEqual(title["bottom"], STATUS_BAR + 44 + 52, "the title sits in the navigation bar")

    def test_inline_navigation_title_is_centered_in_the_bar(self) -> None:
        title = self.open("detail-screen").text_box("Shakshuka")
        self.assertIsNotNone(title, "the title 'Shakshuka' is not drawn")
        self.assertEqual(title["fontSize"], "17px")
        self.assertEqual(title["fontWeight"], "600")
        self.assertNear((title["left"] + title["right"]) / 2, DEVICES["iphone"][0] / 2, 1, "centered")
        self.assertGreaterEqual(title["top"], STATUS_BAR)
        self.assertLessEqual(title["bottom"], STATUS_BAR + 44)

    def test_tab_bar_is_at_the_bottom_and_shows_the_first_tab(self) -> None:
        opened = self.open("tab-view")
        height = DEVICES["iphone"][1]
        for label in ("Home", "Inbox", "Account"):
            with self.subTest(tab=label):
                item = [b for b in opened.page.evaluate(
                    "(t) => [...document.querySelectorAll('#vml-screen *')].filter(e => e.children.length === 0"
                    " && e.textContent.trim() === t).map(e => { const s = document.getElementById('vml-screen')"
                    ".getBoundingClientRect(); const r = e.getBoundingClientRect(); return {top: r.top - s.top,"
                    " bottom: r.bottom - s.top, width: r.width}; })", label) if b["width"] > 0]
                self.assertTrue(any(b["top"] >= height - HOME_INDICATOR - 49 - 1 and b["bottom"] <= height for b in item),
                                f"no '{label}' in the tab bar: {item}")
        self.assertIsNotNone(opened.text_box("Welcome back"), "the first tab's content is shown")

    def test_section_headers_and_footers_sit_above_and_below_their_rows(self) -> None:
        opened = self.open("task-list")
        header, footer = opened.text_box("Today"), opened.text_box("3 tasks due before 6 pm.")
        self.assertIsNotNone(header, "the header 'Today' is not drawn")
        self.assertIsNotNone(footer, "the footer is not drawn")
        first = opened.box("NavigationStack[0] > List[0] > Section[0] > NavigationLink[0]")
        last = opened.box("NavigationStack[0] > List[0] > Section[0] > NavigationLink[2]")
        self.assertLessEqual(header["bottom"], first["top"] + 0.5)
        self.assertGreaterEqual(footer["top"], last["bottom"] - 0.5)
        done = opened.text_box("Done")
        self.assertIsNotNone(done)
        self.assertGreater(done["top"], footer["bottom"])
        # Inset grouped: the rows' card is inset 16 points from the screen's edges, and the header
        # and footer line up with the rows' content.
        card = opened.page.evaluate(
            "(path) => { let e = [...document.querySelectorAll('[data-vml-path]')].find(x => x.dataset.vmlPath === path);"
            " while (e && getComputedStyle(e).backgroundColor === 'rgba(0, 0, 0, 0)') e = e.parentElement;"
            " const s = document.getElementById('vml-screen').getBoundingClientRect(); const r = e.getBoundingClientRect();"
            " return [r.left - s.left, r.right - s.left]; }", "NavigationStack[0] > List[0] > Section[0] > NavigationLink[0]")
        self.assertNear(card[0], 16, 1, "card's left edge")
        self.assertNear(card[1], DEVICES["iphone"][0] - 16, 1, "card's right edge")
        self.assertGreater(first["left"], card[0], "row content inset in its card")
        self.assertNear(header["left"], first["left"], 1, "header lines up with the rows")
        self.assertNear(footer["left"], first["left"], 1, "footer lines up with the rows")

    def test_navigation_link_rows_have_a_chevron(self) -> None:
        # A chevron: an element whose class names one (chevron, row-chevron…) at the row's trailing edge.
        opened = self.open("task-list")
        for index in range(3):
            with self.subTest(row=index):
                path = f"NavigationStack[0] > List[0] > Section[0] > NavigationLink[{index}]"
                row = opened.box(path)
                chevrons = opened.page.evaluate(
                    "(path) => { const e = [...document.querySelectorAll('[data-vml-path]')].find(x => x.dataset.vmlPath === path);"
                    " const s = document.getElementById('vml-screen').getBoundingClientRect();"
                    " return [...e.parentElement.querySelectorAll('[class*=chev]')].map(c => { const r = c.getBoundingClientRect();"
                    " return [r.left - s.left, r.top - s.top, r.right - s.left, r.bottom - s.top]; }); }", path)
                self.assertTrue(any(row["top"] <= (c[1] + c[3]) / 2 <= row["bottom"] and row["right"] - 24 <= c[2] <= row["right"] + 16
                                    for c in chevrons), f"no chevron at the trailing edge of {row}: {chevrons}")

    def test_toggle_shows_its_value(self) -> None:
        # An on switch is filled with the system green (rgb(52, 199, 89) in light), an off one is not.
        opened = self.open("settings-form")
        script = (
            "(path) => { const e = [...document.querySelectorAll('[data-vml-path]')].find(x => x.dataset.vmlPath === path);"
            " return e ? [e, ...e.querySelectorAll('*')].map(x => getComputedStyle(x).backgroundColor) : null; }")
        on = opened.page.evaluate(script, "NavigationStack[0] > Form[0] > Section[0] > Toggle[0]")
        off = opened.page.evaluate(script, "NavigationStack[0] > Form[0] > Section[0] > Toggle[1]")
        self.assertIsNotNone(on)
        self.assertIn("rgb(52, 199, 89)", on, "the on switch is green")
        self.assertNotIn("rgb(52, 199, 89)", off, "the off switch is not")
        row = opened.box("NavigationStack[0] > Form[0] > Section[0] > Toggle[0]")
        self.assertGreater(row["width"], 300, "a toggle in a form takes the row's width")


# The outline colors of the visual diff (`vml diff --html`), by kind, as computed styles give them.
DIFF_OUTLINES = {"rgb(229, 72, 77)": "removed", "rgb(47, 158, 68)": "inserted", "rgb(240, 140, 0)": "changed"}
# Every element of a drawing outlined in a diff color: its path, kind and box relative to the screen.
DIFF_OUTLINED_SCRIPT = """(colors) => {
  const screen = document.getElementById('vml-screen').getBoundingClientRect();
  return [...document.querySelectorAll('#vml-screen [data-vml-path]')].flatMap(e => {
    const s = getComputedStyle(e); const kind = colors[s.outlineColor];
    if (s.outlineStyle === 'none' || !kind) return [];
    const r = e.getBoundingClientRect();
    return [{path: e.dataset.vmlPath, kind, text: e.textContent.trim(), left: r.left - screen.left, top: r.top - screen.top,
             right: r.right - screen.left, bottom: r.bottom - screen.top, width: r.width, height: r.height,
             screenWidth: screen.width, screenHeight: screen.height}];
  });
}"""


class DiffPageTests(unittest.TestCase):
    """`vml diff --html`: both drawings in one page, the outlines on the changed elements of each."""

    def test_outlines_sit_on_the_changed_elements_in_both_drawings(self) -> None:
        folder = Path(tempfile.mkdtemp(prefix="vml-diff-"))
        self.addCleanup(shutil.rmtree, folder, True)
        output = folder / "diff.html"
        old, new = HERE / "DiffFixtures" / "account-old.vml", HERE / "DiffFixtures" / "account-new.vml"
        result = subprocess.run([VML, "diff", "--html", "-o", str(output), str(old), str(new)], capture_output=True, text=True)
        self.assertEqual(result.returncode, 1, result.stderr)
        context = browser.new_context(viewport={"width": 900, "height": 1000}, device_scale_factor=1)
        self.addCleanup(context.close)
        page = context.new_page()
        requests, console = [], []
        page.on("request", lambda request: requests.append(request.url))
        page.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
        page.goto(output.as_uri(), wait_until="load")
        self.assertEqual(requests, [output.as_uri()])
        self.assertEqual(console, [])
        # What the page says it outlines, from its list of differences.
        rows = page.evaluate("() => [...document.querySelectorAll('#vml-differences li')].map(li => ({...li.dataset}))")
        expected = {"old": set(), "new": set()}
        for row in rows:
            for side in ("old", "new"):
                if f"{side}Path" in row:
                    expected[side].add((row[f"{side}Path"], row["kind"]))
        self.assertEqual(expected["old"], {
            ("NavigationStack[0] > List[0] > Section[0] > Text[1]", "removed"),
            ("NavigationStack[0] > List[0] > Section[0] > Text[2]", "changed"),
            ("NavigationStack[0] > List[0] > Section[1] > Button[0] > Text[0] > #text[0]", "changed")})
        self.assertEqual(len(expected["new"]), 3)
        texts = {"old": {}, "new": {}}
        frames = {frame.frame_element().get_attribute("data-vml-side"): frame for frame in page.frames if frame.parent_frame}
        self.assertEqual(sorted(frames), ["new", "old"])
        for side, frame in frames.items():
            # The frame is sized to its page: the whole screen shows, nothing scrolls inside it.
            frame_box = frame.frame_element().bounding_box()
            self.assertGreaterEqual(frame_box["height"], DEVICES["iphone"][1], side)
            outlined = frame.evaluate(DIFF_OUTLINED_SCRIPT, DIFF_OUTLINES)
            self.assertEqual({(o["path"], o["kind"]) for o in outlined}, expected[side], side)
            for o in outlined:
                with self.subTest(side=side, path=o["path"]):
                    self.assertGreater(o["width"], 0)
                    self.assertGreater(o["height"], 0)
                    self.assertTrue(0 <= o["left"] and o["right"] <= o["screenWidth"] and 0 <= o["top"] and o["bottom"] <= o["screenHeight"], o)
                    texts[side][o["path"]] = o["text"]
        # Each outline is on the element the diff names: the removed row, the recolored and moved
        # row, the new row, and the button's changed title, in each drawing.
        section = "NavigationStack[0] > List[0] > Section[0] > "
        button = "NavigationStack[0] > List[0] > Section[1] > Button[0] > Text[0] > #text[0]"
        self.assertEqual(texts["old"], {section + "Text[1]": "Password", section + "Text[2]": "Devices", button: "Log Out"})
        self.assertEqual(texts["new"], {section + "Text[1]": "Devices", section + "Text[2]": "Privacy", button: "Sign Out"})
        # Hovering a difference thickens its outline in each drawing it is in.
        width = "(p) => getComputedStyle([...document.querySelectorAll('[data-vml-path]')].find(e => e.dataset.vmlPath === p)).outlineWidth"
        moved = section + "Text[2]"
        self.assertEqual(frames["old"].evaluate(width, moved), "3px")
        page.hover(f'#vml-differences li[data-old-path="{moved}"]')
        self.assertEqual(frames["old"].evaluate(width, moved), "5px")
        self.assertEqual(frames["new"].evaluate(width, section + "Text[1]"), "5px")


FORM = "NavigationStack[0] > Form[0]"
ROWS = "NavigationStack[0] > List[0]"
# A box's computed background color and its text's right edge, by path.
STYLE_SCRIPT = (
    "(path) => { const e = [...document.querySelectorAll('[data-vml-path]')].find(x => x.dataset.vmlPath === path);"
    " if (!e) return null; const s = document.getElementById('vml-screen').getBoundingClientRect();"
    " const range = document.createRange(); range.selectNodeContents(e); const t = range.getBoundingClientRect();"
    " return {background: getComputedStyle(e).backgroundColor, parentBackground: getComputedStyle(e.parentElement).backgroundColor,"
    " textLeft: t.left - s.left, textRight: t.right - s.left, notDrawn: document.querySelectorAll('.not-drawn').length}; }")


class SizingTests(BrowserTestCase):
    """SwiftUI's sizing rules on Fixtures/layout-rules.vml: a parent proposes, the child chooses,
    and a child never changes the size its parent was given."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.opened = Opened(browser, pages.url("layout-rules"), "iphone", "light")

    @classmethod
    def tearDownClass(cls) -> None:
        cls.opened.close()

    def test_a_row_wider_than_the_screen_leaves_the_form_at_the_screens_width(self) -> None:
        width = DEVICES["iphone"][0]
        self.assertNear(self.opened.box(FORM)["width"], width, 0.5, "the form")
        # The row of seven 72 pt images (and 8 pt gaps) keeps its 552 pt, centred in the 329 pt the
        # row's frame(maxWidth: .infinity) was offered: it overflows both sides, clipped by the card.
        header = self.opened.box(FORM + " > Section[0] > VStack[0]")
        self.assertNear(header["width"], width - 64, 0.5, "the frame takes the row's width, not its content's")
        logos = self.opened.box(FORM + " > Section[0] > VStack[0] > HStack[0]")
        self.assertNear(logos["width"], 7 * 72 + 6 * 8, 0.5, "the logos' stack")
        self.assertNear((logos["left"] + logos["right"]) / 2, width / 2, 0.5, "the logos centred")
        title = self.opened.text_box("Made by a small team")
        self.assertNear((title["left"] + title["right"]) / 2, width / 2, 1, "the title centred on the screen")
        value = self.opened.text_box("7.61")
        self.assertNear(value["right"], width - 32, 1, "the other rows' trailing text stays on screen")

    def test_a_slider_takes_the_width_its_stack_offers(self) -> None:
        # HStack { Slider; Spacer(); Text }: the slider and the spacer, both flexible, share what
        # the text leaves equally.
        row = self.opened.box(FORM + " > Section[1] > HStack[2]")
        slider = self.opened.box(FORM + " > Section[1] > HStack[2] > Slider[0]")
        text = self.opened.box(FORM + " > Section[1] > HStack[2] > Text[2]")
        self.assertNear(slider["width"], (row["width"] - text["width"] - 16) / 2, 1, "slider's share")
        self.assertNear(text["right"], row["right"], 0.5, "the text at the trailing edge")

    def test_a_toolbar_label_shows_its_icon_only(self) -> None:
        label = FORM + " > ToolbarItem[2] > Button[0] > Label[0]"
        self.assertEqual(self.opened.box(label + " > Text[1]")["width"], 0, "a toolbar Label's title is not shown")
        self.assertGreater(self.opened.box(label + " > Image[0]")["width"], 10, "its icon is")


class ListRowTests(BrowserTestCase):
    """The list-row family and control modifiers on Fixtures/list-rows.vml, in light and dark."""

    def test_list_row_background_clear_shows_the_grouped_background_in_both_schemes(self) -> None:
        for scheme, grouped in (("light", "rgb(242, 242, 247)"), ("dark", "rgb(0, 0, 0)")):
            with self.subTest(scheme=scheme):
                opened = self.open("list-rows", scheme=scheme)
                clear = opened.page.evaluate(STYLE_SCRIPT, ROWS + " > Section[0] > Text[0]")
                self.assertEqual(clear["parentBackground"], "rgba(0, 0, 0, 0)", "the clear row draws no card")
                color = opened.page.evaluate(
                    "() => { const s = document.getElementById('vml-screen').getBoundingClientRect();"
                    " const e = [...document.querySelectorAll('[data-vml-path]')].find(x => x.dataset.vmlPath.endsWith('Section[0] > Text[0]'));"
                    " let x = e.parentElement; while (x && getComputedStyle(x).backgroundColor === 'rgba(0, 0, 0, 0)') x = x.parentElement;"
                    " return getComputedStyle(x).backgroundColor; }")
                self.assertEqual(color, grouped, "what shows through is the list's grouped background")
                other = opened.page.evaluate(STYLE_SCRIPT, ROWS + " > Section[0] > Text[1]")
                self.assertNotEqual(other["parentBackground"], "rgba(0, 0, 0, 0)", "the other rows keep their card")

    def test_row_insets_badge_field_alignment_and_accepted_modifiers(self) -> None:
        opened = self.open("list-rows")
        inset = opened.page.evaluate(STYLE_SCRIPT, ROWS + " > Section[0] > Text[1]")
        self.assertNear(inset["textLeft"], 16 + 40, 1, "listRowInsets' leading 40")
        badge = opened.text_box("12")
        self.assertIsNotNone(badge, "the row's badge")
        self.assertNear(badge["right"], DEVICES["iphone"][0] - 32, 1, "the badge at the row's trailing edge")
        amount = opened.text_box("42.00")
        self.assertNear(amount["right"], DEVICES["iphone"][0] - 32, 1, "multilineTextAlignment(.trailing) in a TextField")
        self.assertEqual(inset["notDrawn"], 0, "focused(_:) and the rest are accepted, not outlined")

    def test_swipe_actions_show_on_hover(self) -> None:
        opened = self.open("list-rows")
        self.assertIsNone(opened.text_box("Delete"), "hidden until the pointer is over the row")
        row = opened.box(ROWS + " > Section[0] > Text[4]")
        opened.page.mouse.move(row["left"] + 40, row["top"] + row["height"] / 2 + opened.page.evaluate(
            "() => document.getElementById('vml-screen').getBoundingClientRect().top"))
        delete = opened.text_box("Delete")
        self.assertIsNotNone(delete, "shown on hover")
        self.assertLessEqual(delete["right"], DEVICES["iphone"][0] - 16 + 0.5)

    def test_swipe_actions_show_from_the_side_panel(self) -> None:
        opened = self.open("list-rows")
        self.assertIsNone(opened.text_box("Delete"), "hidden until asked for")
        opened.page.click("#vml-presentations li[data-vml-swipe] label")
        opened.page.mouse.move(0, 0)
        delete = opened.text_box("Delete")
        self.assertIsNotNone(delete, "shown from the panel")
        self.assertLessEqual(delete["right"], DEVICES["iphone"][0] - 16 + 0.5)

    def test_alert_fields_are_inset_from_the_alerts_edges(self) -> None:
        opened = self.open("alert-fields")
        boxes = opened.page.evaluate(
            "() => { const s = document.getElementById('vml-screen').getBoundingClientRect();"
            " const a = document.querySelector('.alert-box').getBoundingClientRect();"
            " return [...document.querySelectorAll('.alert-fields > *')].map(f => { const r = f.getBoundingClientRect();"
            " return [r.left - a.left, a.right - r.right, r.height]; }); }")
        self.assertEqual(len(boxes), 2, "both fields are drawn in the alert")
        for left, right, height in boxes:
            self.assertNear(left, 16, 0.5, "leading inset")
            self.assertNear(right, 16, 0.5, "trailing inset")
            self.assertGreaterEqual(height, 30)


class CoverageTests(unittest.TestCase):
    """Every element and modifier the DSL emits is in a fixture here, or stands in the coverage
    table as not drawn (Tests/Browser/fixture_coverage.py)."""

    def test_every_element_and_modifier_is_in_a_fixture_or_listed_as_not_drawn(self) -> None:
        elements, modifiers = fixture_coverage.vocabulary()
        self.assertGreater(len(elements), 50)
        self.assertGreater(len(modifiers), 200)
        missing_elements, missing_modifiers, _ = fixture_coverage.uncovered()
        self.assertEqual(missing_elements, [], "elements in no fixture (add one to Tests/Browser/Fixtures)")
        self.assertEqual(missing_modifiers, [], "modifiers in no fixture (add one to Fixtures/modifier-zoo.vml)")

    def test_a_style_applies_its_top_level_modifiers_only(self) -> None:
        self.assertEqual(
            fixture_coverage.top_level_calls('padding(), overlay(Circle().stroke(.red, lineWidth: 2)), help("a, b(c")'),
            ["padding", "overlay", "help"])


class SnapshotTests(BrowserTestCase):
    """The reference screens against their committed PNGs (Tests/Browser/Snapshots)."""

    def test_reference_screens(self) -> None:
        shutil.rmtree(FAILURES, ignore_errors=True)  # only this run's failures stay
        compare = browser.new_page()
        self.addCleanup(compare.close)
        compare.set_content("<!DOCTYPE html><title>compare</title>")
        failures = []
        for snapshot, fixture, device, scheme in REFERENCE_SCREENS:
            with self.subTest(snapshot=snapshot):
                opened = Opened(browser, pages.url(fixture, device, scheme), device, scheme)
                try:
                    actual = opened.page.locator("#vml-screen").screenshot(animations="disabled", caret="hide")
                finally:
                    opened.close()
                reference = SNAPSHOTS / (snapshot + ".png")
                if RECORD:
                    SNAPSHOTS.mkdir(exist_ok=True)
                    reference.write_bytes(actual)
                    continue
                self.assertTrue(reference.exists(), f"{reference} is missing: record it with Tests/Browser/run --record")
                result = compare.evaluate(COMPARE_SCRIPT, [data_url(reference.read_bytes()), data_url(actual), CHANNEL_THRESHOLD])
                problem = None
                if "sizes" in result:
                    problem = f"size {result['sizes'][2]}×{result['sizes'][3]}, expected {result['sizes'][0]}×{result['sizes'][1]}"
                elif result["differing"] > SNAPSHOT_TOLERANCE * result["total"]:
                    problem = f"{result['differing']} of {result['total']} pixels differ (at most {SNAPSHOT_TOLERANCE:.1%})"
                if problem:
                    FAILURES.mkdir(parents=True, exist_ok=True)
                    (FAILURES / (snapshot + ".actual.png")).write_bytes(actual)
                    if "diff" in result:
                        (FAILURES / (snapshot + ".diff.png")).write_bytes(base64.b64decode(result["diff"].split(",", 1)[1]))
                    failures.append(snapshot)
                    self.fail(f"{snapshot}: {problem}; actual and diff images in {FAILURES}")
        if failures:
            print(f"\nsnapshots that differ: {', '.join(failures)} (images in {FAILURES})", file=sys.stderr)


# How much of an image is ink: the pixels darker than mid-gray, or, with a color, closer to it.
INK_SCRIPT = """async ([url]) => {
  const image = new Image(); image.src = url; await image.decode();
  const canvas = document.createElement('canvas'); canvas.width = image.width; canvas.height = image.height;
  const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
  const data = context.getImageData(0, 0, image.width, image.height).data;
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 384) ink++;
  return ink;
}"""

# The glyphs' fixture and the two looks of the tab bar (`vml preview --os`).
SYMBOLS = "NavigationStack[0] > VStack[0]"


class SymbolAndOSTests(BrowserTestCase):
    """SF Symbols drawn as glyphs (Fixtures/symbols.vml), and iOS 17's and iOS 26's bars."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.folder = Path(tempfile.mkdtemp(prefix="vml-os-"))
        for os_version in ("17", "26"):
            command = [VML, "preview", "--os", os_version, str(FIXTURES / "symbols.vml"), str(FIXTURES / "tab-view.vml"),
                       "-o", str(cls.folder / os_version)]
            result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
            if result.returncode != 0:
                raise RuntimeError(f"vml preview --os {os_version} failed:\n{result.stderr}")

    @classmethod
    def tearDownClass(cls) -> None:
        shutil.rmtree(cls.folder, ignore_errors=True)

    def open_os(self, name: str, os_version: str) -> Opened:
        opened = Opened(browser, (self.folder / os_version / f"{name}.html").as_uri(), "iphone", "light")
        self.addCleanup(opened.close)
        return opened

    def ink(self, opened: Opened, path: str) -> int:
        shot = opened.page.locator(f'[data-vml-path="{path}"]').screenshot(animations="disabled")
        return opened.page.evaluate(INK_SCRIPT, [data_url(shot)])

    def test_glyphs_are_drawn_filled_or_outlined_and_an_unknown_name_keeps_its_placeholder(self) -> None:
        opened = self.open("symbols")
        star, filled = self.ink(opened, SYMBOLS + " > HStack[1] > Image[0]"), self.ink(opened, SYMBOLS + " > HStack[1] > Image[1]")
        self.assertGreater(star, 20, "the star's outline is drawn")
        self.assertGreater(filled, star * 1.5, "star.fill is filled")
        chevron = opened.box(SYMBOLS + " > HStack[1] > Image[3]")
        self.assertLess(chevron["width"], opened.box(SYMBOLS + " > HStack[1] > Image[0]")["width"] / 2, "a chevron is narrow")
        placeholder = opened.page.evaluate(
            "() => document.querySelector('[data-symbol=\"no.such.symbol\"]').tagName")
        self.assertEqual(placeholder, "SPAN")
        used = opened.page.evaluate("() => [...document.querySelectorAll('.symbol-sheet [id^=sf-]')].map(e => e.id).sort()")
        self.assertIn("sf-star", used)
        self.assertNotIn("sf-trash", used, "only the glyphs the page uses are embedded")

    def test_image_scale_and_font_size_a_glyph_as_swiftui_does(self) -> None:
        opened = self.open("symbols")
        heights = [opened.box(f"{SYMBOLS} > HStack[3] > Image[{i}]")["height"] for i in range(4)]
        self.assertNear(heights[1], 17 * 1.2, 0.6, "a body-size symbol")
        self.assertNear(heights[0] / heights[1], 0.8, 0.03, "imageScale(.small)")
        self.assertNear(heights[2] / heights[1], 1.3, 0.03, "imageScale(.large)")
        self.assertNear(heights[3], 34 * 1.2, 0.6, "font(.largeTitle)")

    def test_ios26_floats_a_glass_tab_bar_and_ios17_draws_the_flat_bar(self) -> None:
        width, height = DEVICES["iphone"]
        bars = {}
        for os_version in ("17", "26"):
            opened = self.open_os("tab-view", os_version)
            bars[os_version] = opened.page.evaluate(
                "() => { const s = document.getElementById('vml-screen').getBoundingClientRect();"
                " const b = document.querySelector('.tab-bar'); const r = b.getBoundingClientRect();"
                " return {left: r.left - s.left, right: r.right - s.left, bottom: r.bottom - s.top,"
                " radius: parseFloat(getComputedStyle(b).borderTopLeftRadius)}; }")
        self.assertNear(bars["17"]["left"], 0, 0.5, "iOS 17's bar starts at the edge")
        self.assertNear(bars["17"]["right"], width, 0.5, "iOS 17's bar ends at the edge")
        self.assertEqual(bars["17"]["radius"], 0)
        self.assertNear(bars["26"]["left"], 21, 1, "iOS 26's capsule is inset")
        self.assertNear(bars["26"]["right"], width - 21, 1, "iOS 26's capsule is inset")
        self.assertGreater(bars["26"]["radius"], 20, "iOS 26's bar is a capsule")
        self.assertLess(bars["26"]["bottom"], height - 10, "iOS 26's capsule floats above the screen's edge")

    def test_ios17_outlines_what_vml_check_target_17_says_it_drops(self) -> None:
        check = subprocess.run([VML, "check", "--target", "17", "--format", "json", str(FIXTURES / "symbols.vml")],
                               cwd=ROOT, capture_output=True, text=True)
        warned = sorted(d["path"] for d in json.loads(check.stdout) if d["code"] == "newer-than-target")
        self.assertTrue(warned, "the fixture has something iOS 17 lacks")
        for os_version, expected in (("17", warned), ("26", [])):
            opened = self.open_os("symbols", os_version)
            dropped = opened.page.evaluate("() => [...document.querySelectorAll('.dropped')].map(e => e.dataset.vmlPath).sort()")
            self.assertEqual(dropped, expected, f"--os {os_version}")
        glass = self.open_os("symbols", "26").page.evaluate(
            "() => getComputedStyle(document.querySelector('.glass')).backdropFilter")
        self.assertIn("blur", glass, "glassEffect is glass on iOS 26")


# A screen whose one text is `text`, and one with an error (`vml check` reports the unclosed tag).
def live_screen(text: str) -> str:
    return f"<VStack>\n  <Text>{text}</Text>\n</VStack>\n"


LIVE_BROKEN = "<VStack>\n  <Text>Broken</Text>\n  <HStack>\n</VStack>\n"
# How soon a page shows its file's new version (the goal: within a second; the page polls every
# 400 ms and then loads again).
LIVE_RELOAD_LIMIT = 1.5
# The one console message a deleted file's page may cause: Chromium logs the notice's 404.
LIVE_NOTICE_404 = "error: Failed to load resource: the server responded with a status of 404 (Not Found) @ {base}page/{key}"


class LiveClient:
    """A served page opened in a browser context of its own, with its console messages (and the
    address each came from)."""

    def __init__(self, url: str, route=None) -> None:
        width, height = DEVICES["iphone"]
        self.context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1)
        self.page = self.context.new_page()
        self.console: list[str] = []
        self.page.on("console", lambda m: self.console.append(f"{m.type}: {m.text} @ {m.location.get('url', '')}"))
        self.page.on("pageerror", lambda error: self.console.append(f"pageerror: {error}"))
        if route is not None:
            self.page.route(*route)
        self.page.goto(url, wait_until="load")

    def evaluate(self, script: str):
        """`script`'s value, or `None` while the page is between two loads."""
        try:
            return self.page.evaluate(script)
        except Exception as error:  # noqa: BLE001 (a reload destroys the page's context mid-call)
            if "context was destroyed" in str(error) or "navigation" in str(error).lower():
                return None
            raise

    def close(self) -> None:
        self.context.close()


# The screen's one text (`VStack[0] > Text[0]`), or null when the page has no screen.
SCREEN_TEXT = ("() => { const t = [...document.querySelectorAll('#vml-screen [data-vml-path]')]"
               ".find(e => e.dataset.vmlPath === 'VStack[0] > Text[0]'); return t ? t.innerText.trim() : null; }")
RED_BOX_LINES = ("() => { const r = document.getElementById('vml-redbox');"
                 " return r ? [...r.querySelectorAll('li')].map(l => l.innerText) : null; }")
NOTICE = "() => { const n = document.getElementById('vml-notice'); return n ? n.innerText : null; }"
GALLERY_LINKS = "() => [...document.querySelectorAll('#vml-gallery a')].map(a => a.textContent)"


class LiveTests(unittest.TestCase):
    """`vml preview --serve FOLDER --port 0` in a real browser: pages reload when their file
    changes, the Red Box comes and goes, a deleted file's notice, the gallery lists a new file,
    several clients at once."""

    maxDiff = None

    @classmethod
    def setUpClass(cls) -> None:
        cls.folder = Path(tempfile.mkdtemp(prefix="vml-live-"))
        cls.addClassCleanup(shutil.rmtree, cls.folder, True)
        cls.served = cls.folder / "served"
        cls.served.mkdir()
        (cls.served / "home.vml").write_text(live_screen("Hello"))
        cls.log = cls.folder / "server.log"
        with open(cls.log, "wb") as log:
            cls.server = subprocess.Popen([VML, "preview", "--serve", str(cls.served), "--port", "0"],
                                          stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        cls.addClassCleanup(cls.stop_server)
        deadline = time.monotonic() + 10
        while not (found := re.search(r"Serving previews at (http://127\.0\.0\.1:(\d+)/) \(Ctrl-C to stop\)", cls.log.read_text())):
            if cls.server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"vml preview --serve did not start: {cls.log.read_text()!r}")
            time.sleep(0.02)
        cls.base, cls.port = found.group(1), int(found.group(2))
        if cls.port == 0:
            raise RuntimeError("the printed port is 0")

    @classmethod
    def stop_server(cls) -> None:
        cls.server.terminate()
        try:
            cls.server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            cls.server.kill()
            cls.server.wait()

    def client(self, key: str = "") -> LiveClient:
        opened = LiveClient(self.base + (f"page/{key}" if key else ""))
        self.addCleanup(opened.close)
        return opened

    def save(self, name: str, text: str) -> float:
        """Writes `text` to the served file `name` at once (a new file moved over the old, as most
        editors save) and returns the moment it did."""
        temporary = self.folder / (name + ".saving")
        temporary.write_text(text)
        os.replace(temporary, self.served / name)
        return time.monotonic()

    def wait_for(self, clients, script: str, expected, since: float, what: str, limit: float = LIVE_RELOAD_LIMIT) -> float:
        """Polls `script` on each client's page until it answers `expected` (or `expected(answer)`
        is true); fails after `limit` seconds from `since`. Returns the slowest delay."""
        if isinstance(clients, LiveClient):
            clients = [clients]
        matches = expected if callable(expected) else (lambda answer: answer == expected)
        pending = list(clients)
        delay = 0.0
        while pending:
            for client in list(pending):
                if matches(client.evaluate(script)):
                    pending.remove(client)
                    delay = time.monotonic() - since
            if pending and time.monotonic() - since > limit:
                answers = [client.evaluate(script) for client in pending]
                self.fail(f"{what}: not shown within {limit} s; the page shows {answers!r}")
            time.sleep(0.02)
        print(f"\n  live: {what} shown after {delay * 1000:.0f} ms", file=sys.stderr, end="")
        return delay

    def assertQuiet(self, *clients: LiveClient, notice_of: str | None = None) -> None:
        """No console message, but Chromium's line for the 404 of `notice_of`'s notice."""
        allowed = LIVE_NOTICE_404.format(base=self.base, key=notice_of) if notice_of else None
        for client in clients:
            self.assertEqual([m for m in client.console if m != allowed], [], "console messages")

    def check_lines(self, name: str) -> list[str]:
        check = subprocess.run([VML, "check", str(self.served / name)], capture_output=True, text=True)
        self.assertEqual(check.returncode, 1, check.stdout + check.stderr)
        return [line for line in (check.stdout + check.stderr).splitlines() if ": error: " in line]

    def test_gallery_opens_a_page_which_shows_each_save(self) -> None:
        gallery = self.client()
        self.assertIn("home.vml", gallery.evaluate(GALLERY_LINKS))
        gallery.page.click("#vml-gallery a:text-is('home.vml')")
        gallery.page.wait_for_url(self.base + "page/home.vml")
        self.assertEqual(gallery.evaluate(SCREEN_TEXT), "Hello")
        since = self.save("home.vml", live_screen("Hello again"))
        self.wait_for(gallery, SCREEN_TEXT, "Hello again", since, "an edited text")
        since = self.save("home.vml", live_screen("Hello"))
        self.wait_for(gallery, SCREEN_TEXT, "Hello", since, "the text edited back")
        self.assertQuiet(gallery)

    def test_an_error_shows_the_red_box_and_the_next_good_save_the_screen(self) -> None:
        self.save("redbox.vml", live_screen("Before"))
        opened = self.client("redbox.vml")
        self.assertEqual(opened.evaluate(SCREEN_TEXT), "Before")
        self.assertIsNone(opened.evaluate(RED_BOX_LINES))
        since = self.save("redbox.vml", LIVE_BROKEN)
        lines = self.check_lines("redbox.vml")
        self.assertTrue(lines, "vml check printed no error")
        self.wait_for(opened, RED_BOX_LINES, lines, since, "the Red Box")
        self.assertTrue(opened.page.locator("#vml-redbox").is_visible())
        since = self.save("redbox.vml", live_screen("After"))
        self.wait_for(opened, SCREEN_TEXT, "After", since, "the screen after the fix")
        self.assertIsNone(opened.evaluate(RED_BOX_LINES), "the Red Box is gone")
        self.assertQuiet(opened)

    def test_a_deleted_files_page_shows_a_notice_until_the_file_is_back(self) -> None:
        self.save("gone.vml", live_screen("Here"))
        opened = self.client("gone.vml")
        self.assertEqual(opened.evaluate(SCREEN_TEXT), "Here")
        (self.served / "gone.vml").unlink()
        since = time.monotonic()
        self.wait_for(opened, NOTICE, lambda notice: notice is not None and "gone.vml was deleted" in notice, since, "the notice")
        self.assertIsNone(opened.evaluate(SCREEN_TEXT))
        since = self.save("gone.vml", live_screen("Back"))
        self.wait_for(opened, SCREEN_TEXT, "Back", since, "the screen of the file put back")
        self.assertIsNone(opened.evaluate(NOTICE))
        self.assertQuiet(opened, notice_of="gone.vml")

    def test_a_save_before_the_pages_first_poll_reloads_it(self) -> None:
        # The page carries the version it was drawn from: a save between the page's load and its
        # first question (an editor writing in two steps) is not taken for the page's version.
        self.save("early.vml", live_screen("Drawn"))
        held = []
        opened = LiveClient(self.base + "page/early.vml", route=("**/version/early.vml", lambda route: held.append(route)))
        self.addCleanup(opened.close)
        while not held:
            opened.page.wait_for_timeout(10)
        since = self.save("early.vml", live_screen("Saved before the first poll"))
        held[0].continue_()
        opened.page.unroute("**/version/early.vml")
        self.wait_for(opened, SCREEN_TEXT, "Saved before the first poll", since, "a save before the first poll")
        self.assertQuiet(opened)

    def test_the_gallery_lists_a_new_file(self) -> None:
        gallery = self.client()
        self.assertNotIn("added.vml", gallery.evaluate(GALLERY_LINKS))
        since = self.save("added.vml", live_screen("New"))
        self.wait_for(gallery, GALLERY_LINKS, lambda links: links is not None and "added.vml" in links, since, "the new file in the gallery")
        self.assertQuiet(gallery)

    def test_two_clients_reload_and_one_closing_or_a_silent_socket_breaks_nothing(self) -> None:
        self.save("shared.vml", live_screen("One"))
        first, second = self.client("shared.vml"), self.client("shared.vml")
        since = self.save("shared.vml", live_screen("Two"))
        self.wait_for([first, second], SCREEN_TEXT, "Two", since, "an edit in two browsers")
        # The first closes while it asks for the version.
        with first.page.expect_request(lambda r: "/version/" in r.url, timeout=5000):
            pass
        first.close()
        # A client that connects and closes without a word, and one that stays silent.
        with socket.create_connection(("127.0.0.1", self.port), timeout=5):
            pass
        silent = socket.create_connection(("127.0.0.1", self.port), timeout=5)
        self.addCleanup(silent.close)
        with socket.create_connection(("127.0.0.1", self.port), timeout=5) as partial:
            partial.sendall(b"GET /version/shared.vml HTTP/1.1\r\nHo")
        since = self.save("shared.vml", live_screen("Three"))
        self.wait_for(second, SCREEN_TEXT, "Three", since, "an edit after the other client closed")
        with urllib.request.urlopen(self.base + "page/shared.vml", timeout=5) as response:
            self.assertEqual(response.status, 200)
        self.assertIsNone(self.server.poll(), "the server is still running")
        self.assertQuiet(first, second)


def data_url(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


if __name__ == "__main__":
    unittest.main(verbosity=1)
