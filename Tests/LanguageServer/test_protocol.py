"""The protocol itself, through raw pipes: framing errors, unknown methods, cancellation,
lifecycle and exit codes. A client library never sends such bytes, so these talk JSON-RPC by hand."""
import json

import pytest

from conftest import BINARY
from lsp_raw import RawServer, frame


@pytest.fixture
def server(tmp_path):
    server = RawServer(BINARY, cwd=tmp_path)
    yield server
    if server.process.poll() is None:
        server.process.kill()
        server.process.wait()


def request(server, request_id, method, params=None):
    server.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params or {}})
    return server.response(request_id)


def test_requests_before_initialize_are_refused(server):
    assert request(server, 1, "textDocument/hover")["error"]["code"] == -32002
    assert "capabilities" in request(server, 2, "initialize", {"capabilities": {}})["result"]


def test_unknown_methods_are_answered_with_method_not_found(server):
    server.initialize()
    response = request(server, 7, "viewlint/noSuchThing")
    assert response["error"]["code"] == -32601
    # An unknown notification gets no answer; the next request still does.
    server.send({"jsonrpc": "2.0", "method": "viewlint/noSuchNotification", "params": {}})
    assert request(server, "eight", "viewlint/other")["id"] == "eight"


def test_a_garbage_header_is_answered_with_a_parse_error_and_the_server_goes_on(server):
    server.initialize()
    server.send(b"Garbage: yes\r\n\r\n")
    error = server.read_until(lambda m: "error" in m)
    assert error["id"] is None and error["error"]["code"] == -32700
    server.send(b"this is not a header at all " + frame({"jsonrpc": "2.0", "id": 3, "method": "viewlint/x"}))
    assert server.read_until(lambda m: "error" in m)["error"]["code"] == -32700
    assert server.response(3)["error"]["code"] == -32601
    server.send(b"Content-Length: twelve\r\n\r\n")
    assert server.read_until(lambda m: "error" in m)["error"]["code"] == -32700
    server.send(b"Content-Length: 999999999999\r\n\r\n")
    assert server.read_until(lambda m: "error" in m)["error"]["code"] == -32700
    assert request(server, 4, "shutdown")["result"] is None


def test_a_truncated_body_is_a_parse_error_and_the_next_message_is_still_read(server):
    server.initialize()
    body = json.dumps({"jsonrpc": "2.0", "id": 5, "method": "shutdown"}).encode()
    # The header promises more than the body holds: the next message's header is swallowed
    # and the server resynchronises on it.
    server.send(b"Content-Length: %d\r\n\r\n" % (len(body) + 20) + body[:-10])
    server.send(frame({"jsonrpc": "2.0", "id": 6, "method": "viewlint/x"}))
    error = server.read_until(lambda m: "error" in m and m["id"] is None)
    assert error["error"]["code"] == -32700
    assert server.response(6)["error"]["code"] == -32601


def test_bodies_that_are_not_requests_are_answered_with_errors(server):
    server.initialize()
    server.send(b"Content-Length: 2\r\n\r\n[]")
    assert server.read_until(lambda m: "error" in m)["error"]["code"] == -32600
    server.send(b"Content-Length: 5\r\n\r\n{oops")
    assert server.read_until(lambda m: "error" in m)["error"]["code"] == -32700
    server.send({"jsonrpc": "2.0", "id": 9, "method": "textDocument/codeAction", "params": {"textDocument": 3}})
    assert server.response(9)["error"]["code"] == -32602
    # Broken notification params are logged, never answered, never fatal.
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": 1}}})
    server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": "file:///nowhere.swift", "version": 2},
        "contentChanges": [{"range": {"start": {"line": 99, "character": 99}, "end": {"line": 0, "character": 0}}, "text": "x"}]}})
    assert request(server, 10, "shutdown")["result"] is None


def test_a_request_cancelled_before_it_is_handled_is_answered_as_cancelled(server):
    server.initialize()
    request_message = frame({"jsonrpc": "2.0", "id": 11, "method": "textDocument/hover", "params": {
        "textDocument": {"uri": "file:///nowhere.swift"}, "position": {"line": 0, "character": 0}}})
    cancel = frame({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 11}})
    server.send(request_message + cancel)
    assert server.response(11)["error"]["code"] == -32800


def test_exit_after_shutdown_exits_with_0(server):
    server.initialize()
    assert request(server, 2, "shutdown")["result"] is None
    assert request(server, 3, "textDocument/hover")["error"]["code"] == -32600
    server.send({"jsonrpc": "2.0", "method": "exit"})
    assert server.process.wait(10) == 0


def test_exit_without_shutdown_exits_with_1(server):
    server.initialize()
    server.send({"jsonrpc": "2.0", "method": "exit"})
    assert server.process.wait(10) == 1


def test_the_end_of_input_without_shutdown_exits_with_1(server):
    server.initialize()
    assert server.close() == 1


def test_nothing_but_protocol_is_written_to_stdout(tmp_path, server):
    (tmp_path / "A.swift").write_text("import SwiftUI\nstruct A: View { var body: some View { AnyView(Text(\"a\")) } }\n")
    server.initialize(root=(tmp_path).as_uri())
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": (tmp_path / "A.swift").as_uri(), "languageId": "swift", "version": 1,
        "text": (tmp_path / "A.swift").read_text()}}})
    server.read_until(lambda m: m.get("method") == "textDocument/publishDiagnostics")
    # Logs go to the client's log too, never as bare text on stdout.
    server.read_until(lambda m: m.get("method") == "window/logMessage" and "indexed 1 Swift files" in m["params"]["message"])
    request(server, 2, "shutdown")
    server.send({"jsonrpc": "2.0", "method": "exit"})
    assert server.close() == 0
    # Every byte read was a framed message (read() would have failed otherwise), the rest is empty.
    assert server.buffer == b""
    assert server.process.stdout.read() == b""
    assert "indexed 1 Swift files" in server.stderr


@pytest.mark.parametrize("encodings", [["utf-8"], ["utf-16"]])
def test_positions_far_past_the_line_end_clamp_instead_of_crashing(server, tmp_path, encodings):
    server.initialize(capabilities={"general": {"positionEncodings": encodings}})
    uri = (tmp_path / "Huge.swift").as_uri()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "swift", "version": 1, "text": "import SwiftUI\nlet v = AnyView(Text(\"x\"))\n"}}})
    huge = {"line": 1, "character": 2**63 - 1}
    response = request(server, 9, "textDocument/hover", {"textDocument": {"uri": uri}, "position": huge})
    assert "error" not in response
    assert request(server, 10, "shutdown")["result"] is None
