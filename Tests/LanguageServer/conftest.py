"""Drives the real `viewlint lsp` binary through pytest-lsp's client (pygls), as an editor does.

The binary is VIEWLINT_BINARY, or .build/debug/viewlint of this checkout."""
import asyncio
import contextlib
import os
import pathlib
import sys

import pytest
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, default_converter

sys.path.insert(0, os.path.dirname(__file__))

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("VIEWLINT_BINARY", str(ROOT / ".build" / "debug" / "viewlint"))


def make_client():
    """pytest-lsp's client, recording every publishDiagnostics (not only the last per file) and
    the server's registrations."""
    client = LanguageClient(converter_factory=default_converter)
    client.published = []
    client.registrations = []

    features = dict(DEFAULT_CLIENT_FEATURES)

    def publish_diagnostics(client: LanguageClient, params: types.PublishDiagnosticsParams):
        client.diagnostics[params.uri] = params.diagnostics
        client.published.append(params)

    def register_capability(client: LanguageClient, params: types.RegistrationParams):
        client.registrations.extend(params.registrations)
        return None

    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish_diagnostics
    features[types.CLIENT_REGISTER_CAPABILITY] = register_capability
    for method, function in features.items():
        client.feature(method)(function)
    return client


def uri(path):
    return pathlib.Path(path).resolve().as_uri()


async def until(predicate, timeout=15, what="the condition"):
    """Polls `predicate` until it returns something truthy."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.01)


def capabilities(encodings=None, pull=False, watch=True):
    text_document = types.TextDocumentClientCapabilities(
        synchronization=types.TextDocumentSyncClientCapabilities(did_save=True),
        publish_diagnostics=types.PublishDiagnosticsClientCapabilities(version_support=True),
        code_action=types.CodeActionClientCapabilities(
            code_action_literal_support=types.ClientCodeActionLiteralOptions(
                code_action_kind=types.ClientCodeActionKindOptions(value_set=["quickfix", "source", "source.fixAll"])),
            is_preferred_support=True),
        hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
        diagnostic=types.DiagnosticClientCapabilities(related_document_support=False) if pull else None,
    )
    workspace = types.WorkspaceClientCapabilities(
        did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=watch),
        diagnostics=types.DiagnosticWorkspaceClientCapabilities(refresh_support=True) if pull else None,
    )
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None,
        text_document=text_document, workspace=workspace)


@contextlib.asynccontextmanager
async def session(root, encodings=None, pull=False, watch=True, wait_for_index=True):
    """An initialized client connected to a fresh server for workspace `root`."""
    client = await ClientServerConfig(server_command=[BINARY, "lsp"], client_factory=make_client).start()
    try:
        result = await client.initialize_session(types.InitializeParams(
            capabilities=capabilities(encodings, pull, watch), root_uri=uri(root),
            workspace_folders=[types.WorkspaceFolder(uri=uri(root), name="workspace")]))
        client.initialize_result = result
        if wait_for_index:
            await until(lambda: any("indexed" in m.message for m in client.log_messages), what="the workspace index")
        yield client
        await client.shutdown_session()
    finally:
        server = getattr(client, "_server", None)
        if server is not None and server.returncode is None:
            server.kill()  # after a failure: never wait for a server that is not told to exit
        await client.stop()


def open_document(client, path, text, version=1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri(path), language_id="swift", version=version, text=text)))


def change(client, path, version, edits):
    """`edits`: (start_line, start_character, end_line, end_character, text) tuples, or a str
    for a full replacement."""
    changes = []
    for edit in edits:
        if isinstance(edit, str):
            changes.append(types.TextDocumentContentChangeWholeDocument(text=edit))
        else:
            sl, sc, el, ec, text = edit
            changes.append(types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=sl, character=sc), end=types.Position(line=el, character=ec)),
                text=text))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version), content_changes=changes))


async def diagnostics(client, path, version=None, after=0, timeout=15):
    """The diagnostics of the first publication for `path` (with `version`, when given) among
    those received after the first `after` ones."""
    target = uri(path)

    def found():
        for params in client.published[after:]:
            if params.uri == target and (version is None or params.version == version):
                return params
        return None

    params = await until(found, timeout, what=f"diagnostics for {pathlib.Path(path).name} version {version}")
    return list(params.diagnostics)


def ranges(diagnostics):
    return [(d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character) for d in diagnostics]


@pytest.fixture
def workspace(tmp_path):
    root = tmp_path / "workspace"
    root.mkdir()
    return root


@pytest.fixture(autouse=True)
def binary_exists():
    if not os.access(BINARY, os.X_OK):
        pytest.skip(f"{BINARY} is not built")
