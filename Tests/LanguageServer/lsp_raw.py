"""A minimal raw LSP connection over pipes, for what a client library refuses to send
(garbage headers, truncated bodies) and for exit codes."""
import json
import os
import select
import subprocess
import time


def frame(payload):
    body = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class RawServer:
    def __init__(self, binary, cwd=None, stderr=subprocess.PIPE):
        self.process = subprocess.Popen(
            [binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, cwd=cwd)
        self.buffer = b""

    def send(self, payload):
        if isinstance(payload, dict):
            payload = {"jsonrpc": "2.0", **payload}
        self.process.stdin.write(payload if isinstance(payload, bytes) else frame(payload))
        self.process.stdin.flush()

    def read(self, timeout=10):
        """The next message from the server."""
        deadline = time.time() + timeout
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                header = self.buffer[:header_end].decode()
                length = int(header.split("Content-Length:")[1].split("\r\n")[0])
                start = header_end + 4
                if len(self.buffer) >= start + length:
                    body = self.buffer[start:start + length]
                    self.buffer = self.buffer[start + length:]
                    return json.loads(body)
            remaining = deadline - time.time()
            if not select.select([self.process.stdout], [], [], max(remaining, 0))[0]:
                raise TimeoutError("no message from the server")
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                raise EOFError("the server closed its output")
            self.buffer += chunk

    def read_until(self, predicate, timeout=10):
        deadline = time.time() + timeout
        while True:
            message = self.read(max(0.1, deadline - time.time()))
            if predicate(message):
                return message

    def response(self, request_id, timeout=10):
        return self.read_until(lambda m: m.get("id") == request_id and "method" not in m, timeout)

    def initialize(self, root=None, capabilities=None):
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "processId": None, "rootUri": root, "capabilities": capabilities or {}}})
        result = self.response(1)
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        return result

    def close(self, timeout=10):
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        code = self.process.wait(timeout)
        self.stderr = self.process.stderr.read().decode() if self.process.stderr else ""
        return code
