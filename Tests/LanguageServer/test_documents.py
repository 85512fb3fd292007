"""Documents: diagnostics with exact ranges, incremental edits, positions in both encodings."""
import json
import random
import subprocess

import pytest
from lsprotocol import types

from conftest import BINARY, change, diagnostics, open_document, ranges, session, uri

GREETING = """import SwiftUI

struct Greeting: View {
    var body: some View {
        AnyView(Text("hello"))
    }
}
"""


async def test_initialize_announces_incremental_sync_and_utf16_by_default(workspace):
    async with session(workspace) as client:
        capabilities = client.initialize_result.capabilities
        assert capabilities.position_encoding == "utf-16"
        assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
        assert capabilities.text_document_sync.open_close
        assert set(capabilities.code_action_provider.code_action_kinds) == {"quickfix", "source.fixAll.viewlint"}
        assert capabilities.diagnostic_provider is None  # this client takes published diagnostics
        assert client.initialize_result.server_info.name == "viewlint"


async def test_utf8_is_chosen_when_the_client_offers_it(workspace):
    async with session(workspace, encodings=["utf-16", "utf-8"]) as client:
        assert client.initialize_result.capabilities.position_encoding == "utf-8"


async def test_a_known_mistake_is_reported_with_its_exact_range(workspace):
    path = workspace / "Greeting.swift"
    async with session(workspace) as client:
        open_document(client, path, GREETING)
        found = await diagnostics(client, path, version=1)
        assert ranges(found) == [("any-view", 4, 8, 4, 30)]
        diagnostic = found[0]
        assert diagnostic.source == "viewlint"
        assert diagnostic.severity == types.DiagnosticSeverity.Warning
        # No link: the project has no published home yet, and hovering shows the rule's text.
        assert diagnostic.code_description is None
        assert diagnostic.message.startswith("AnyView erases the type of a view")


async def test_an_incremental_edit_that_fixes_it_clears_the_diagnostics(workspace):
    path = workspace / "Greeting.swift"
    async with session(workspace) as client:
        open_document(client, path, GREETING)
        assert len(await diagnostics(client, path, version=1)) == 1
        # Delete `)` first, then `AnyView(` (two ranged changes in one notification).
        change(client, path, 2, [(4, 29, 4, 30, ""), (4, 8, 4, 16, "")])
        assert await diagnostics(client, path, version=2) == []
        # And type it back one character at a time.
        for version, (column, text) in enumerate([(8, "A"), (9, "nyView("), (29, ")")], start=3):
            change(client, path, version, [(4, column, 4, column, text)])
        found = await diagnostics(client, path, version=5)
        assert ranges(found) == [("any-view", 4, 8, 4, 30)]


def big_document(rows=2000):
    """A 2,000-line file of clean views."""
    lines = ["import SwiftUI", ""]
    index = 0
    while len(lines) < rows - 6:
        lines += [
            f"struct Row{index}: View {{",
            "    let title: String",
            "    var body: some View {",
            "        Text(title)",
            "    }",
            "}",
            "",
        ]
        index += 1
    while len(lines) < rows:
        lines.append("")
    return "\n".join(lines) + "\n"


def cli_ranges(text, path):
    """What `viewlint lint --stdin-path` reports for the same text (scalar columns), as LSP ranges
    for an ASCII text."""
    result = subprocess.run([BINARY, "lint", "--stdin-path", str(path), "--format", "json"], input=text.encode(),
                            capture_output=True)
    report = json.loads(result.stdout)
    return sorted((d["rule"], d["line"] - 1, d["column"] - 1, d["endLine"] - 1, d["endColumn"] - 1) for d in report["diagnostics"])


async def test_a_mistake_added_in_the_middle_of_a_2000_line_document_is_reported_at_its_line(workspace):
    path = workspace / "Rows.swift"
    text = big_document()
    lines = text.split("\n")
    line = next(i for i in range(1000, 1100) if lines[i] == "        Text(title)")
    async with session(workspace) as client:
        open_document(client, path, text)
        assert await diagnostics(client, path, version=1) == []
        change(client, path, 2, [(line, 8, line, 19, "AnyView(Text(title))")])
        assert ranges(await diagnostics(client, path, version=2)) == [("any-view", line, 8, line, 28)]
        # Lines inserted above move it down.
        change(client, path, 3, [(10, 0, 10, 0, "// one\n// two\n")])
        assert ranges(await diagnostics(client, path, version=3)) == [("any-view", line + 2, 8, line + 2, 28)]


async def test_random_incremental_edits_match_a_full_lint_of_the_same_text(workspace):
    """The tree kept between edits (ts_tree_edit, then a reparse with the old tree) gives
    what a full parse of the final text gives."""
    path = workspace / "Rows.swift"
    lines = big_document(400).split("\n")
    pieces = ["AnyView(", ")", "\n", "ForEach(items.indices, id: \\.self) { i in Text(items[i]) }\n", "{", "}", " ", "x"]
    generator = random.Random(13)
    async with session(workspace) as client:
        open_document(client, path, "\n".join(lines))
        await diagnostics(client, path, version=1)
        for version in range(2, 60):
            line = generator.randrange(len(lines))
            column = generator.randrange(len(lines[line]) + 1)
            end_column = min(len(lines[line]), column + generator.randrange(4))
            text = generator.choice(pieces)
            change(client, path, version, [(line, column, line, end_column, text)])
            current = lines[line]
            lines[line:line + 1] = (current[:column] + text + current[end_column:]).split("\n")
        final = await diagnostics(client, path, version=59)
        assert sorted(ranges(final)) == cli_ranges("\n".join(lines), path)


EMOJI_LINE = '        VStack { Text("😀漢字"); AnyView(Text("x")) }'
EMOJI_DOCUMENT = f"""import SwiftUI

struct Banner: View {{
    var body: some View {{
{EMOJI_LINE}
    }}
}}
"""


@pytest.mark.parametrize("encodings, encoding, expected", [(None, "utf-16-le", 31), (["utf-8"], "utf-8", 37)])
async def test_positions_after_emoji_and_cjk(workspace, encodings, encoding, expected):
    """😀 is two UTF-16 units and four UTF-8 bytes, each CJK character one unit and three bytes;
    ranges and edits are addressed in the negotiated encoding."""
    path = workspace / "Banner.swift"
    prefix = EMOJI_LINE[:EMOJI_LINE.index("AnyView")]
    width = 2 if encoding == "utf-16-le" else 1
    start = len(prefix.encode(encoding)) // width
    assert start == expected
    async with session(workspace, encodings=encodings) as client:
        open_document(client, path, EMOJI_DOCUMENT)
        found = await diagnostics(client, path, version=1)
        assert ranges(found) == [("any-view", 4, start, 4, start + len('AnyView(Text("x"))'))]
        # An edit addressed after the emoji lands where it should: the erasure is removed.
        change(client, path, 2, [(4, start, 4, start + len("AnyView("), ""), (4, start + len('Text("x")'), 4, start + len('Text("x"))'), "")])
        assert await diagnostics(client, path, version=2) == []


async def test_did_close_clears_the_documents_diagnostics(workspace):
    path = workspace / "Greeting.swift"
    async with session(workspace) as client:
        open_document(client, path, GREETING)
        assert len(await diagnostics(client, path, version=1)) == 1
        after = len(client.published)
        client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri(path))))
        assert await diagnostics(client, path, after=after) == []


async def test_linting_reads_the_unsaved_buffer_not_the_file(workspace):
    path = workspace / "Greeting.swift"
    path.write_text(GREETING.replace("AnyView(Text(\"hello\"))", "Text(\"hello\")"))
    async with session(workspace) as client:
        open_document(client, path, GREETING)
        assert len(await diagnostics(client, path, version=1)) == 1


async def test_pull_diagnostics_answer_for_clients_that_prefer_them(workspace):
    path = workspace / "Greeting.swift"
    async with session(workspace, pull=True) as client:
        assert client.initialize_result.capabilities.diagnostic_provider is not None
        open_document(client, path, GREETING)
        report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path))))
        assert ranges(report.items) == [("any-view", 4, 8, 4, 30)]
        change(client, path, 2, [(4, 29, 4, 30, ""), (4, 8, 4, 16, "")])
        report = await client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path))))
        assert list(report.items) == []
        assert client.published == []  # a pulling client is not pushed to


async def test_hover_on_a_diagnostic_explains_the_rule(workspace):
    path = workspace / "Greeting.swift"
    async with session(workspace) as client:
        open_document(client, path, GREETING)
        await diagnostics(client, path, version=1)
        hover = await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path)), position=types.Position(line=4, character=10)))
        assert hover.contents.value.startswith("# any-view")
        nothing = await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri(path)), position=types.Position(line=0, character=1)))
        assert nothing is None
