#!/usr/bin/env python3
"""`make bench`, language server part: drives `viewlint lsp` over pipes as an editor does and
reports
  - keystroke latency: time from a one-character `didChange` to the `publishDiagnostics` of
    that version, on a 2,000-line file, median and p99 over 200 edits, in a workspace of that
    file alone and in the synthetic corpus's workspace;
  - the initial workspace index time of the corpus (the server's own figure, and the client's
    from `initialized` to the log line);
  - resident memory with 200 documents of the corpus open.

  scripts/lsp-bench.py --binary .build/release/viewlint --corpus .bench/corpus"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time


sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "Tests" / "LanguageServer"))
from lsp_raw import RawServer  # noqa: E402  (the suite's raw JSON-RPC connection, standard library only)


class Server(RawServer):
    def __init__(self, binary, root):
        super().__init__(binary, stderr=subprocess.DEVNULL)
        self.root = pathlib.Path(root).resolve()

    def until(self, predicate):
        return self.read_until(predicate, timeout=300)

    def start(self):
        started = time.monotonic()
        self.send({"id": 1, "method": "initialize", "params": {"processId": os.getpid(), "rootUri": self.root.as_uri(),
                   "capabilities": {"general": {"positionEncodings": ["utf-16"]}}}})
        self.until(lambda m: m.get("id") == 1)
        self.send({"method": "initialized", "params": {}})
        log = self.until(lambda m: m.get("method") == "window/logMessage" and "indexed" in m["params"]["message"])
        return time.monotonic() - started, log["params"]["message"]

    def open(self, path, text, version=1):
        self.send({"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": pathlib.Path(path).resolve().as_uri(), "languageId": "swift", "version": version, "text": text}}})

    def published(self, uri, version):
        return self.until(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                          and m["params"]["uri"] == uri and m["params"]["version"] == version)

    def rss_megabytes(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def stop(self):
        self.send({"id": 99, "method": "shutdown"})
        self.until(lambda m: m.get("id") == 99)
        self.send({"method": "exit"})
        self.process.wait(30)


def big_file(lines=2000, cross_file=False):
    """2,000 lines of views, with a mistake near the top so diagnostics are never empty.
    `cross_file`: also a ForEach over indices of edited data, whose check needs the project
    index (rebuilt after each edit, so its cost grows with the workspace)."""
    out = ["import SwiftUI", "", "struct Erased: View {", "    var body: some View { AnyView(Text(\"a\")) }", "}", ""]
    if cross_file:
        out += ["struct Editor: View {", "    @State private var items: [String] = []",
                "    var body: some View {",
                "        List { ForEach(items.indices, id: \\.self) { i in TextField(\"Item\", text: $items[i]) } }",
                "            .onAppear { items.insert(\"first\", at: 0) }", "    }", "}", ""]
    index = 0
    while len(out) < lines - 12:
        out += [f"struct Row{index}: View {{", "    let title: String", "    @State private var isOn = false",
                "    var body: some View {", "        HStack {", "            Text(title)",
                "            Toggle(\"On\", isOn: $isOn)", "        }", "        .padding()", "    }", "}", ""]
        index += 1
    while len(out) < lines:
        out.append("")
    return "\n".join(out) + "\n"


def keystrokes(binary, root, path, edits=200, cross_file=False):
    """Latency of `edits` one-character edits (type a letter into a name, then delete it)."""
    server = Server(binary, root)
    server.start()
    text = big_file(cross_file=cross_file)
    uri = pathlib.Path(path).resolve().as_uri()
    server.open(path, text)
    server.published(uri, 1)
    target = text.split("\n").index("    let title: String", 1000)
    samples = []
    for edit in range(edits):
        version = edit + 2
        if edit % 2 == 0:
            change = {"range": {"start": {"line": target, "character": 13}, "end": {"line": target, "character": 13}}, "text": "x"}
        else:
            change = {"range": {"start": {"line": target, "character": 13}, "end": {"line": target, "character": 14}}, "text": ""}
        started = time.perf_counter()
        server.send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        server.published(uri, version)
        samples.append((time.perf_counter() - started) * 1000)
        time.sleep(0.005)  # a fast typist's pause, so that edits are not one burst
    server.stop()
    samples.sort()
    return statistics.median(samples), samples[min(len(samples) - 1, int(len(samples) * 0.99))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=".build/release/viewlint")
    parser.add_argument("--corpus", default=".bench/corpus")
    parser.add_argument("--open", type=int, default=200)
    arguments = parser.parse_args()
    corpus = pathlib.Path(arguments.corpus).resolve()
    files = sorted(corpus.rglob("*.swift"))
    if not files:
        sys.exit(f"lsp-bench: no Swift files in {corpus}")

    print("\nLanguage server (viewlint lsp)")
    with tempfile.TemporaryDirectory() as alone:
        median, p99 = keystrokes(arguments.binary, alone, pathlib.Path(alone) / "Big.swift")
        print(f"keystroke → diagnostics, 2,000-line file, workspace of that file: median {median:.2f} ms, p99 {p99:.2f} ms (200 edits)")
    big = corpus / "LanguageServerBench" / "Big.swift"
    big.parent.mkdir(exist_ok=True)
    try:
        median, p99 = keystrokes(arguments.binary, corpus, big)
        print(f"keystroke → diagnostics, 2,000-line file, workspace of the corpus ({len(files)} files): median {median:.2f} ms, p99 {p99:.2f} ms")
        median, p99 = keystrokes(arguments.binary, corpus, big, cross_file=True)
        print(f"  the same file with a cross-file check (the project index is rebuilt per edit): median {median:.2f} ms, p99 {p99:.2f} ms")
    finally:
        big.parent.rmdir() if not any(big.parent.iterdir()) else None

    server = Server(arguments.binary, corpus)
    seconds, log = server.start()
    print(f"initial workspace index: {log.removeprefix('viewlint: ')} (client: {seconds * 1000:.0f} ms from initialize)")
    opened = files[:arguments.open]
    waiting = {path.as_uri() for path in opened}

    def take(message):
        if message.get("method") == "textDocument/publishDiagnostics":
            waiting.discard(message["params"]["uri"])

    for path in opened:
        server.open(path, path.read_text())
        # Read what the server says meanwhile, as an editor does: a client that only writes
        # fills the pipes both ways and deadlocks.
        while True:
            try:
                take(server.read(timeout=0))
            except TimeoutError:
                break
    while waiting:
        take(server.read())
    time.sleep(0.5)
    print(f"resident memory with {len(opened)} open documents: {server.rss_megabytes():.1f} MB")
    server.stop()


if __name__ == "__main__":
    main()
