import Foundation
import ViewLintFuzzHarness

/// Seeds for the protocol fuzz target: editor sessions over every README example (JSON lines,
/// framed by the harness), a few sessions that break the protocol's rules, and raw streams
/// with broken headers.
public enum ProtocolSeeds {
    public static func sessions() -> [(name: String, bytes: [UInt8])] {
        let sources = FuzzSeeds.exampleFiles()
        var seeds: [(name: String, bytes: [UInt8])] = []
        for (number, source) in sources.enumerated() {
            let other = sources[(number + 1) % sources.count].text
            let session: Session
            switch number % 3 {
            case 0: session = pushSession(source.text)
            case 1: session = pullSession(source.text, other: other)
            default: session = unicodeSession(source.text)
            }
            seeds.append(("session-\(source.name.replacingOccurrences(of: ".swift", with: "")).jsonl", session.bytes))
        }
        seeds.append(("malformed-messages.jsonl", malformedMessages(sources[0].text).bytes))
        seeds.append(("lifecycle-out-of-order.jsonl", outOfOrder(sources[1].text).bytes))
        for (name, stream) in rawStreams(pushSession(sources[0].text)) { seeds.append((name, stream)) }
        return seeds
    }

    /// An editor's messages as JSON lines; an empty line is a pause.
    struct Session {
        var lines: [String] = []
        var nextID = 0

        mutating func request(_ method: String, _ params: Any) {
            nextID += 1
            send(["id": nextID, "method": method, "params": params])
        }

        mutating func notify(_ method: String, _ params: Any? = nil) {
            var message: [String: Any] = ["method": method]
            if let params { message["params"] = params }
            send(message)
        }

        mutating func send(_ message: [String: Any]) {
            var message = message
            message["jsonrpc"] = "2.0"
            lines.append(Self.json(message))
        }

        mutating func raw(_ line: String) { lines.append(line) }
        mutating func pause() { lines.append("") }

        var bytes: [UInt8] { Array((lines.joined(separator: "\n") + "\n").utf8) }

        /// The framed stream an editor would write (framed as the harness frames JSON lines).
        var framed: [UInt8] { Array(ProtocolSession.stream(bytes).chunks.joined()) }

        static func json(_ value: Any) -> String {
            let data = try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self)
        }
    }

    static let workspace = "file:///workspace"
    static let uri = "file:///workspace/Sources/Example.swift"
    static let otherURI = "file:///workspace/Sources/Other.swift"

    static func position(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }
    static func range(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> [String: Any] { ["start": position(a, b), "end": position(c, d)] }
    static func document(_ uri: String = uri) -> [String: Any] { ["uri": uri] }
    static func open(_ text: String, uri: String = uri, language: String = "swift") -> [String: Any] {
        ["textDocument": ["uri": uri, "languageId": language, "version": 1, "text": text] as [String: Any]]
    }
    static func lineCount(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }

    /// Push diagnostics, UTF-16: open, edit in place, quick fixes, fix-all, hover, replace, close.
    static func pushSession(_ text: String) -> Session {
        var session = Session()
        session.request("initialize", ["processId": 1, "rootUri": workspace, "capabilities": [String: Any]()] as [String: Any])
        session.notify("initialized", [String: Any]())
        session.notify("textDocument/didOpen", open(text))
        session.pause()
        session.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2] as [String: Any],
                                                  "contentChanges": [["range": range(1, 0, 1, 0), "text": "    // edited\n"]]])
        session.pause()
        let end = lineCount(text) + 1
        session.request("textDocument/codeAction", ["textDocument": document(), "range": range(0, 0, end, 0), "context": ["diagnostics": [Any]()]])
        session.request("textDocument/codeAction", ["textDocument": document(), "range": range(0, 0, 0, 0),
                                                    "context": ["diagnostics": [Any](), "only": ["source.fixAll.viewlint"]] as [String: Any]])
        session.request("textDocument/hover", ["textDocument": document(), "position": position(2, 8)])
        session.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3] as [String: Any], "contentChanges": [["text": text]]])
        session.pause()
        session.request("textDocument/diagnostic", ["textDocument": document()])
        session.notify("textDocument/didClose", ["textDocument": document()])
        session.request("shutdown", NSNull())
        session.notify("exit")
        return session
    }

    /// Pull diagnostics, UTF-8, watched files: two documents, deletions, cancellation, saves.
    static func pullSession(_ text: String, other: String) -> Session {
        var session = Session()
        session.request("initialize", [
            "processId": NSNull(), "workspaceFolders": [["uri": workspace, "name": "workspace"]],
            "capabilities": [
                "general": ["positionEncodings": ["utf-8", "utf-16"]],
                "textDocument": ["diagnostic": ["dynamicRegistration": false]],
                "workspace": ["diagnostics": ["refreshSupport": true], "didChangeWatchedFiles": ["dynamicRegistration": true]] as [String: Any],
            ] as [String: Any],
        ] as [String: Any])
        session.notify("initialized", [String: Any]())
        session.send(["id": "viewlint-1", "result": NSNull()])
        session.notify("textDocument/didOpen", open(text))
        session.notify("textDocument/didOpen", open(other, uri: otherURI))
        session.pause()
        session.request("textDocument/diagnostic", ["textDocument": document()])
        session.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2] as [String: Any],
                                                  "contentChanges": [["range": range(0, 2, 1, 3), "text": ""], ["range": range(2, 0, 2, 4), "text": "let"]]])
        session.pause()
        session.request("textDocument/diagnostic", ["textDocument": document(otherURI)])
        session.request("textDocument/codeAction", ["textDocument": document(), "range": range(0, 0, 40, 0),
                                                    "context": ["diagnostics": [Any](), "only": ["quickfix"]] as [String: Any]])
        session.request("workspace/executeCommand", ["command": "viewlint.fixAll", "arguments": [uri]] as [String: Any])
        session.notify("$/cancelRequest", ["id": session.nextID + 1])
        session.request("textDocument/hover", ["textDocument": document(), "position": position(0, 0)])
        session.notify("textDocument/didSave", ["textDocument": document("file:///workspace/.viewlint.yml")])
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///workspace/Sources/Gone.swift", "type": 3],
                                                                       ["uri": "file:///workspace/.viewlint.yml", "type": 2]]])
        session.pause()
        session.notify("textDocument/didClose", ["textDocument": document(otherURI)])
        session.request("shutdown", NSNull())
        session.notify("exit")
        return session
    }

    /// Several edits in one change with characters of two and four UTF-16 units, positions past
    /// the end, requests after shutdown.
    static func unicodeSession(_ text: String) -> Session {
        var session = Session()
        session.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-16"]]]] as [String: Any])
        session.notify("initialized", [String: Any]())
        session.notify("textDocument/didOpen", open("// é😀\n" + text))
        session.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2] as [String: Any], "contentChanges": [
            ["range": range(0, 3, 0, 5), "text": "ü"],
            ["range": range(0, 100, 0, 200), "text": " 𝄞"],
            ["range": range(500, 0, 500, 1), "text": "\n// end\n"],
        ]])
        session.pause()
        session.request("textDocument/codeAction", ["textDocument": document(), "range": range(0, 0, 9999, 9999), "context": [String: Any]()])
        session.request("textDocument/hover", ["textDocument": document(), "position": position(3, 99999)])
        session.request("textDocument/diagnostic", ["textDocument": document("file:///elsewhere/Missing.swift")])
        session.notify("textDocument/didOpen", open("name: x\n", uri: "file:///workspace/.viewlint.yml", language: "yaml"))
        session.pause()
        session.request("shutdown", NSNull())
        session.request("textDocument/hover", ["textDocument": document(), "position": position(0, 0)])
        session.notify("exit")
        return session
    }

    /// Messages that break JSON-RPC's rules or carry wrong params.
    static func malformedMessages(_ text: String) -> Session {
        var session = Session()
        session.request("initialize", ["capabilities": [String: Any]()])
        session.notify("initialized")
        session.raw(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":"#)
        session.raw("[1,2,3]")
        session.raw("42")
        session.raw(#"{"jsonrpc":"2.0","id":3,"method":17}"#)
        session.raw(#"{"jsonrpc":"2.0","id":true,"method":"shutdown"}"#)
        session.raw(#"{"jsonrpc":"2.0","id":{"a":1},"method":"textDocument/hover"}"#)
        session.raw(#"{"jsonrpc":"2.0","id":1.5,"method":"textDocument/hover"}"#)
        session.raw(#"{"jsonrpc":"2.0","id":[4]}"#)
        session.raw(#"{"jsonrpc":"2.0","id":null,"method":"textDocument/diagnostic","params":{}}"#)
        session.raw(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/codeAction","params":{"textDocument":3}}"#)
        session.raw(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///nowhere.swift"},"contentChanges":[{"text":""}]}}"#)
        session.notify("textDocument/didOpen", open(text))
        session.raw(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///workspace/Sources/Example.swift"},"contentChanges":[{"range":{"start":{"line":-1,"character":-5}},"text":"x"}]}}"#)
        session.raw(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///workspace/Sources/Example.swift"},"contentChanges":[{"range":{"start":{"line":3,"character":9},"end":{"line":1,"character":0}},"text":"x"}]}}"#)
        session.raw(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///workspace/Sources/Example.swift"},"position":{"line":1e300,"character":-1e300}}}"#)
        session.raw(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///workspace/Sources/Example.swift"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"context":{"only":[1,"source"]}}}"#)
        session.raw(#"{"jsonrpc":"2.0","id":8,"method":"textDocument/hover" "Content-Length: 2"#)
        session.pause()
        session.request("shutdown", NSNull())
        session.notify("exit")
        return session
    }

    /// Requests before `initialize`, `initialize` twice, `exit` without `shutdown`.
    static func outOfOrder(_ text: String) -> Session {
        var session = Session()
        session.request("textDocument/diagnostic", ["textDocument": document()])
        session.notify("textDocument/didOpen", open(text))
        session.request("initialize", ["rootPath": "/workspace", "capabilities": ["textDocument": ["diagnostic": [String: Any]()]]] as [String: Any])
        session.request("initialize", ["capabilities": [String: Any]()])
        session.notify("textDocument/didOpen", open(text))
        session.pause()
        session.request("textDocument/diagnostic", ["textDocument": document()])
        session.notify("exit")
        session.request("shutdown", NSNull())
        return session
    }

    /// Raw streams (not starting with `{`): a correct session, then broken headers.
    static func rawStreams(_ session: Session) -> [(String, [UInt8])] {
        let framed = session.framed
        let body = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
        let bytes = { (text: String) in Array(text.utf8) }
        let exit = "Content-Length: 33\r\n\r\n" + #"{"jsonrpc":"2.0","method":"exit"}"#
        return [
            ("raw-session.bin", framed),
            ("raw-truncated.bin", Array(framed.prefix(framed.count * 2 / 3))),
            ("raw-missing-length.bin", bytes("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)" + exit)),
            ("raw-duplicate-length.bin", bytes("Content-Length: 3\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)" + exit)),
            ("raw-huge-length.bin", bytes("Content-Length: 99999999999999999999\r\n\r\n\(body)" + exit)),
            ("raw-negative-length.bin", bytes("Content-Length: -5\r\n\r\n\(body)" + exit)),
            ("raw-newline-separators.bin", bytes("Content-Length: \(body.utf8.count)\n\n\(body)" + exit)),
            ("raw-junk-before-header.bin", bytes("garbage\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)" + exit)),
            ("raw-lowercase-header.bin", bytes("content-length:\(body.utf8.count)  \r\n\r\n\r\n\(body)" + exit)),
            ("raw-short-body.bin", bytes("Content-Length: \(body.utf8.count + 40)\r\n\r\n\(body)" + exit)),
            ("raw-header-without-end.bin", bytes("X-Header: " + String(repeating: "a", count: 9000) + "\r\n" + exit)),
        ]
    }
}
