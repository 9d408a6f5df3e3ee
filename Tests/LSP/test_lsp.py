"""`vml lsp` driven by a real client (pytest-lsp, with Neovim's client capabilities): diagnostics
as `vml check` gives them, incremental edits, a half-typed document, formatting as `vml fmt`,
hover, completion and go to definition; then bad input sent as raw bytes; then Neovim itself,
headless, with Docs/Editors.md's set-up (Tests/LSP/Neovim).

Run with Tests/LSP/run, which builds `vml` and sets VML to its path.
"""

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

VML = os.environ.get("VML", str(Path(__file__).resolve().parents[2] / ".build/debug/vml"))

SCREEN = """<VStack alignment="leading">
  <Text style="paddding(8), font(.title)">Hi</Text>
  <Text style="background(content: :bg)">
    Card
    <Star template="bg"/>
  </Text>
</VStack>
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[VML, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=client_capabilities("neovim")))
    yield
    await lsp_client.shutdown_session()


def check_json(path: Path) -> list[dict]:
    result = subprocess.run([VML, "check", "--format", "json", str(path)], capture_output=True, text=True)
    return json.loads(result.stdout)


async def open_document(client: LanguageClient, tmp_path: Path, text: str, name: str = "screen.vml") -> str:
    path = tmp_path / name
    path.write_text(text)
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id="vml", version=1, text=text))
    )
    await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 30)
    return uri


def change(client: LanguageClient, uri: str, version: int, line: int, start: int, end: int, text: str):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(types.Position(line, start), types.Position(line, end)), text=text
                )
            ],
        )
    )


async def diagnostics_for_version(client: LanguageClient, uri: str, version: int):
    """The diagnostics published for `version`. The server publishes only the latest version's
    (older results are dropped), so when nothing more comes, the last published are those."""
    while True:
        try:
            params = await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 2)
        except asyncio.TimeoutError:
            return client.diagnostics[uri]
        if params.uri == uri and params.version == version:
            return params.diagnostics


async def test_diagnostics_are_vml_checks(client: LanguageClient, tmp_path: Path):
    uri = await open_document(client, tmp_path, SCREEN)
    published = [(d.range.start.line + 1, d.code, d.message) for d in client.diagnostics[uri]]
    expected = [(d["line"], d["code"], d["message"]) for d in check_json(tmp_path / "screen.vml")]
    assert published == expected
    assert published and published[0][1] == "unknown-modifier"


async def test_incremental_edits_clear_the_diagnostic(client: LanguageClient, tmp_path: Path):
    uri = await open_document(client, tmp_path, SCREEN)
    line = SCREEN.split("\n")[1]
    column = line.index("paddding") + 3
    change(client, uri, 2, 1, column, column + 1, "")  # paddding -> padding
    assert list(await diagnostics_for_version(client, uri, 2)) == []


async def test_a_document_typed_one_character_at_a_time(client: LanguageClient, tmp_path: Path):
    uri = await open_document(client, tmp_path, "")
    typed = '<VStack>\n  <Text style="font(.titel)">é😀</Text>\n</VStack>\n'
    line, character = 0, 0
    for version, ch in enumerate(typed, start=2):
        change(client, uri, version, line, character, character, ch)
        if ch == "\n":
            line, character = line + 1, 0
        else:
            character += len(ch.encode("utf-16-le")) // 2
    final = await diagnostics_for_version(client, uri, len(typed) + 1)
    (tmp_path / "typed.vml").write_text(typed)
    assert [(d.code, d.message) for d in final] == [(d["code"], d["message"]) for d in check_json(tmp_path / "typed.vml")]
    assert final[0].code == "unknown-member"


async def test_formatting_is_vml_fmt(client: LanguageClient, tmp_path: Path):
    text = '<VStack><Text  style="padding( 8 )" >Hi</Text></VStack>'
    uri = await open_document(client, tmp_path, text)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(types.TextDocumentIdentifier(uri), types.FormattingOptions(tab_size=2, insert_spaces=True))
    )
    formatted = subprocess.run([VML, "fmt"], input=text, capture_output=True, text=True).stdout
    assert len(edits) == 1 and edits[0].new_text == formatted


async def test_hover_names_the_declaration_its_status_and_ios(client: LanguageClient, tmp_path: Path):
    text = '<Text style="glassEffect(), font(.title)">Hi</Text>'
    uri = await open_document(client, tmp_path, text)
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(0, text.index("glassEffect") + 2))
    )
    assert "glassEffect" in hover.contents.value and "renders" in hover.contents.value and "iOS 26.0" in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(0, text.index("title") + 1))
    )
    assert "Font" in hover.contents.value
    assert "A font with the title text style." in hover.contents.value


async def test_hover_says_what_a_declaration_does(client: LanguageClient, tmp_path: Path):
    text = '<VStack style="padding(8)"/>'
    uri = await open_document(client, tmp_path, text)
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(0, text.index("VStack") + 2))
    )
    assert hover.contents.value.split("\n")[2] == "A view that arranges its subviews in a vertical line."
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(0, text.index("padding") + 2))
    )
    assert hover.contents.value.split("\n")[2] == "Adds an equal padding amount to specific edges of this view."


async def test_completion_offers_the_members_the_argument_expects(client: LanguageClient, tmp_path: Path):
    text = '<Text style="font(.)">Hi</Text>'
    uri = await open_document(client, tmp_path, text)
    result = await client.text_document_completion_async(
        types.CompletionParams(types.TextDocumentIdentifier(uri), types.Position(0, text.index("(.") + 2))
    )
    labels = {item.label for item in result.items}
    assert {"title", "body", "largeTitle"} <= labels
    assert "padding(_:)" not in labels


async def test_the_schema_beside_the_file_names_your_apps_elements(client: LanguageClient, tmp_path: Path):
    (tmp_path / "vml-schema.json").write_text('{"elements": {"Card": {"attributes": ["elevation"]}}, "modifiers": ["glow"]}')
    text = '<Card elevation="2" style="glow()"><C'
    uri = await open_document(client, tmp_path, text)
    assert [d.code for d in client.diagnostics[uri]] == [d["code"] for d in check_json(tmp_path / "screen.vml")]
    result = await client.text_document_completion_async(
        types.CompletionParams(types.TextDocumentIdentifier(uri), types.Position(0, len(text)))
    )
    assert "Card" in {item.label for item in result.items}
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(0, text.index("glow") + 1))
    )
    assert hover.contents.value.startswith("**glow** · your app's modifier")


async def test_definition_goes_from_a_template_reference_to_its_element_and_back(client: LanguageClient, tmp_path: Path):
    uri = await open_document(client, tmp_path, SCREEN)
    lines = SCREEN.split("\n")
    forward = await client.text_document_definition_async(
        types.DefinitionParams(types.TextDocumentIdentifier(uri), types.Position(2, lines[2].index(":bg") + 2))
    )
    assert [(location.range.start.line, location.range.start.character) for location in forward] == [(4, lines[4].index("Star"))]
    back = await client.text_document_definition_async(
        types.DefinitionParams(types.TextDocumentIdentifier(uri), types.Position(4, lines[4].index('"bg') + 1))
    )
    assert [(location.range.start.line, location.range.start.character) for location in back] == [(2, lines[2].index(":bg") + 1)]


def frame(message: dict) -> bytes:
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream) -> dict:
    length = None
    while True:
        line = stream.readline()
        if line in (b"\r\n", b""):
            break
        key, value = line.decode().split(":", 1)
        if key.lower() == "content-length":
            length = int(value)
    assert length is not None, "the server closed its output"
    return json.loads(stream.read(length))


def test_bad_input_is_answered_and_the_server_goes_on():
    server = subprocess.Popen([VML, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}))
        server.stdin.write(b"Content-Length: 5\r\n\r\n{{{{{")  # not JSON
        server.stdin.write(b"Content-Length: 3\r\n\r\n[1]")  # not an object
        server.stdin.write(b"Content-Length: 2\r\n\r\n{")  # a body in two writes:
        server.stdin.write(b"}")  # `{}`, a message with no method, ignored
        server.stdin.write(b"Content-Type: x\r\n\r\n")  # no Content-Length
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {"position": 3}}))
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 3, "method": "no/such"}))
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 4}}))
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 4, "method": "shutdown"}))
        server.stdin.write(frame({"jsonrpc": "2.0", "id": 5, "method": "shutdown"}))
        server.stdin.write(frame({"jsonrpc": "2.0", "method": "exit"}))
        server.stdin.flush()
        replies = [read_message(server.stdout) for _ in range(8)]
        assert server.wait(timeout=10) == 0
    finally:
        server.kill()
    # The reader answers what is not a message at once; the rest comes in order.
    unframed = [reply for reply in replies if reply.get("id") is None]
    answered = {reply["id"]: reply for reply in replies if reply.get("id") is not None}
    assert sorted(reply.get("error", {}).get("code", 0) for reply in unframed) == [-32700, -32700, 0]
    assert any(reply.get("method") == "window/logMessage" and "Content-Length" in reply["params"]["message"] for reply in unframed)
    assert "capabilities" in answered[1]["result"]
    assert answered[2]["error"]["code"] == -32602
    assert answered[3]["error"]["code"] == -32601
    assert answered[4]["error"]["code"] == -32800
    assert answered[5] == {"jsonrpc": "2.0", "id": 5, "result": None}


def test_a_huge_content_length_is_refused_without_reading_it_whole():
    server = subprocess.Popen([VML, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        server.stdin.write(b"Content-Length: 99999999999\r\n\r\n")
        server.stdin.flush()
        reply = read_message(server.stdout)
        server.stdin.close()
        assert server.wait(timeout=10) == 1  # the input ended without shutdown
    finally:
        server.kill()
    assert reply["method"] == "window/logMessage"
    assert "99999999999 bytes was dropped" in reply["params"]["message"]


def test_neovim_shows_the_diagnostics_a_hover_and_formats(tmp_path: Path):
    screen = tmp_path / "screen.vml"
    line = '  <Text style="paddding(8),   font(.titel)">Hi</Text></VStack>'
    screen.write_text("<VStack>\n" + line + "\n")
    out = tmp_path / "seen.txt"
    here = Path(__file__).resolve().parent / "Neovim"
    environment = dict(
        os.environ, VML=VML, VML_NVIM_OUT=str(out), VML_NVIM_HOVER_COLUMN=str(line.index("font") + 1), XDG_STATE_HOME=str(tmp_path)
    )
    subprocess.run(
        ["nvim", "--headless", "-u", str(here / "init.lua"), str(screen), "-c", f"luafile {here / 'check.lua'}"],
        env=environment, cwd=tmp_path, timeout=60, check=True, stdin=subprocess.DEVNULL,
    )
    seen = out.read_text().splitlines()
    assert seen == [
        "diagnostic 2:9 unknown-modifier",
        "diagnostic 2:9 unknown-member",
        "hover **font** · SwiftUI modifier",
        'formatted <VStack>|  <Text style="paddding(8), font(.titel)">Hi</Text>|</VStack>',
    ]
