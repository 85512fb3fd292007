import Foundation
import ViewLintFuzzHarness
import ViewLintLanguageServer

/// The language server (`viewlint lsp`) fed one input as an editor's byte stream, in memory
/// (no process, no file written), with the checks every frame it writes must pass. Two modes,
/// picked by the input's first byte:
///
/// - **framed** (`{`): the input is JSON lines; each line becomes one message in a correct
///   `Content-Length` frame, and an empty line is a pause of the editor (the server does its
///   idle work, linting and re-checking, before the next burst arrives). The server must
///   answer every request before `exit` once, in order, with its id (until a body that is not
///   JSON but holds `Content-Length:`, where the reader resynchronises inside it on purpose).
/// - **unframed** (anything else): the bytes are the stream as given, in 4 KB reads, so the
///   header parsing sees missing, duplicate and huge lengths, wrong separators and truncation.
///
/// Either way the server must not crash or hang, every frame it writes must have a correct
/// `Content-Length` and a JSON-RPC 2.0 object as its body, responses carry exactly one of
/// `result` and `error` and an id that is a string, a number or null, and every range it
/// sends is ordered and non-negative. Built once and reused for every input: the workspace is
/// an empty folder of its own in the temporary directory (removed with it), indexed
/// synchronously; nothing else is written. Documents keep the paths of their URIs, so a
/// `.viewlint.yml` or Swift file at such a path on the machine is read.
public final class ProtocolSession {
    /// The workspace folder every session's client folders are replaced by (kept empty).
    let workspace: String
    private let folder: URL

    public init() {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewlint-lsp-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let workspace = folder.appendingPathComponent("workspace")
        try? FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        self.workspace = workspace.path
    }

    deinit { try? FileManager.default.removeItem(at: folder) }


    /// What one session did, for the replay summary and the tests.
    public struct Outcome {
        public var framed: Bool
        public var frames = 0
        public var responses = 0
        public var errors = 0
        public var diagnostics = 0
        public var codeActions = 0
        public var exitCode: Int32 = 0
    }

    /// The mode of an input, its stream in reads, and (framed) the ids the server must answer.
    struct Stream {
        var framed: Bool
        var chunks: [[UInt8]] = []
        /// Framed: the response ids expected, in order; nil after a resynchronising body.
        var expected: [String]? = []
        /// Framed: every id the messages carry (what a response may name after a resync).
        var sentIDs: Set<String> = []
    }

    static let readSize = 4096

    static func stream(_ bytes: [UInt8]) -> Stream {
        guard bytes.first == UInt8(ascii: "{") else {
            var stream = Stream(framed: false)
            var offset = 0
            while offset < bytes.count {
                stream.chunks.append(Array(bytes[offset..<min(offset + readSize, bytes.count)]))
                offset += readSize
            }
            return stream
        }
        var stream = Stream(framed: true)
        // The bursts between pauses: each arrives at once, so the server reads it as one batch.
        let bursts = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .split(whereSeparator: \.isEmpty)
        var exited = false
        for burst in bursts {
            var chunk: [UInt8] = []
            let parsed = burst.map { (try? JSONSerialization.jsonObject(with: Data($0), options: [.fragmentsAllowed])) as Any? }
            let objects = parsed.map { $0 as? [String: Any] }
            // `$/cancelRequest` answers a request of its batch as cancelled, even `exit` sent with an id.
            let cancelled = Set(objects.compactMap { object in
                object?["method"] as? String == "$/cancelRequest" ? ((object?["params"] as? [String: Any])?["id"]).map(cancelKey) : nil
            })
            for (line, (value, object)) in zip(burst, zip(parsed, objects)) {
                chunk.append(contentsOf: Array("Content-Length: \(line.count)\r\n\r\n".utf8))
                chunk.append(contentsOf: line)
                // After a resynchronising body the server may read `exit` as junk and go on, so
                // every id the stream carries, even past `exit`, is one it may answer.
                if let id = object?["id"] { stream.sentIDs.insert(canonicalID(id)) }
                guard !exited else { continue }
                switch expectation(line, parsed: value) {
                case .none: break
                case .response(let id): stream.expected?.append(id)
                case .exit:
                    if let id = object?["id"], cancelled.contains(cancelKey(id)) {
                        stream.expected?.append(canonicalID(id))
                    } else {
                        exited = true
                    }
                case .resynchronises: stream.expected = nil
                }
            }
            stream.chunks.append(chunk)
        }
        return stream
    }

    /// How the server matches a cancelled id (its type and text).
    static func cancelKey(_ id: Any) -> String { "\(type(of: id)):\(id)" }

    enum Expectation { case none, response(String), exit, resynchronises }

    /// What the server owes for one well-framed body (JSON-RPC 2.0 and LSP's lifecycle).
    static func expectation(_ body: ArraySlice<UInt8>, parsed: Any?) -> Expectation {
        guard let parsed else {
            let lowered = String(decoding: body, as: UTF8.self).lowercased()
            return lowered.contains("content-length:") ? .resynchronises : .response("null")
        }
        guard let object = parsed as? [String: Any] else { return .response("null") }
        let id = object["id"]
        guard let method = object["method"] as? String else {
            // A response from the client is taken silently.
            if id != nil, object["result"] != nil || object["error"] != nil { return .none }
            return .response(id.flatMap { isValidID($0) ? canonicalID($0) : nil } ?? "null")
        }
        if let id, !isValidID(id) { return .response("null") }
        if method == "exit" { return .exit }
        return id.map { .response(canonicalID($0)) } ?? .none
    }

    /// A request id as JSON-RPC allows it: a string or an integral number.
    static func isValidID(_ id: Any) -> Bool {
        if id is String { return true }
        return integer(id) != nil
    }

    static func integer(_ value: Any) -> Int? {
        if isBool(value) { return nil }
        if let number = value as? Int { return number }
        if let number = value as? Double, number.rounded() == number, abs(number) < 1e15 { return Int(number) }
        return nil
    }

    /// JSON's `true` and `false` (Foundation reads them as numbers that also cast to `Int`).
    static func isBool(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return number.objCType[0] == CChar(UInt8(ascii: "c")) && number.objCType[1] == 0
    }

    /// An id in a comparable form: `s:` text, `n:` number, `null`, or `bad:` anything else.
    static func canonicalID(_ id: Any) -> String {
        if id is NSNull { return "null" }
        if let text = id as? String { return "s:" + text }
        if let number = integer(id) { return "n:\(number)" }
        if !isBool(id), let number = id as? Double { return "n:\(number)" }
        return "bad:\(id)"
    }

    /// Runs one session and checks everything the server wrote; throws the first broken promise.
    @discardableResult
    public func run(_ bytes: [UInt8]) throws -> Outcome {
        let stream = Self.stream(bytes)
        let server = LanguageServer(inputChunks: stream.chunks, workspace: workspace)
        var outcome = Outcome(framed: stream.framed)
        outcome.exitCode = server.run()
        try FuzzViolation.expect(outcome.exitCode == 0 || outcome.exitCode == 1, "exit code \(outcome.exitCode)")
        try FuzzViolation.expect(server.unencodableMessages == 0, "\(server.unencodableMessages) messages could not be encoded, so were never sent")
        var responseIDs: [String] = []
        for message in try Self.frames(server.output) {
            outcome.frames += 1
            try check(message, &outcome, &responseIDs)
        }
        if let expected = stream.expected, stream.framed {
            try FuzzViolation.expect(responseIDs == expected, "the responses' ids \(responseIDs) are not the requests' \(expected)")
        } else if stream.framed {
            for id in responseIDs where id != "null" {
                try FuzzViolation.expect(stream.sentIDs.contains(id), "a response to \(id), which no message carried")
            }
        }
        return outcome
    }

    /// The bodies of the frames the server wrote, each checked for the writer's exact framing.
    public static func frames(_ output: [UInt8]) throws -> [[String: Any]] {
        let prefix = Array("Content-Length: ".utf8)
        var messages: [[String: Any]] = []
        var offset = 0
        while offset < output.count {
            let rest = output[offset...]
            guard rest.starts(with: prefix) else {
                throw FuzzViolation("output at byte \(offset) is not a frame: \(String(decoding: rest.prefix(80), as: UTF8.self).debugDescription)")
            }
            var index = offset + prefix.count
            var length = 0
            var digits = 0
            while index < output.count, output[index] >= 0x30, output[index] <= 0x39, digits < 10 {
                length = length * 10 + Int(output[index] - 0x30)
                index += 1
                digits += 1
            }
            guard digits > 0, output[index...].starts(with: Array("\r\n\r\n".utf8)) else {
                throw FuzzViolation("a frame header at byte \(offset) without a length and a blank line: \(String(decoding: rest.prefix(80), as: UTF8.self).debugDescription)")
            }
            let bodyStart = index + 4
            guard output.count - bodyStart >= length else {
                throw FuzzViolation("a frame at byte \(offset) announces \(length) bytes, \(output.count - bodyStart) follow")
            }
            let body = output[bodyStart..<bodyStart + length]
            guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else {
                throw FuzzViolation("a frame whose body is not a JSON object: \(String(decoding: body.prefix(200), as: UTF8.self).debugDescription)")
            }
            messages.append(object)
            offset = bodyStart + length
        }
        return messages
    }

    private func check(_ message: [String: Any], _ outcome: inout Outcome, _ responseIDs: inout [String]) throws {
        // The message as text, for a broken promise only (built when a check fails).
        let text = { () -> Substring in
            let json = (try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) }
            return (json ?? "\(message)").prefix(300)
        }
        try FuzzViolation.expect(message["jsonrpc"] as? String == "2.0", "a message without \"jsonrpc\": \"2.0\": \(text())")
        try checkRanges(message, text)
        if let method = message["method"] {
            try FuzzViolation.expect((method as? String)?.isEmpty == false, "a message whose method is not a name: \(text())")
            if let id = message["id"] {
                try FuzzViolation.expect(id is String, "a request of the server whose id is not a string: \(text())")
                try FuzzViolation.expect(message["params"] == nil || message["params"] is [String: Any], "a request's params are not an object: \(text())")
            } else {
                try FuzzViolation.expect(message["params"] is [String: Any], "a notification without params: \(text())")
            }
            if method as? String == "textDocument/publishDiagnostics" {
                let params = message["params"] as? [String: Any]
                try FuzzViolation.expect(params?["uri"] is String, "publishDiagnostics without a uri: \(text())")
                guard let diagnostics = params?["diagnostics"] as? [[String: Any]] else {
                    throw FuzzViolation("publishDiagnostics without a diagnostics array: \(text())")
                }
                try checkDiagnostics(diagnostics, text)
                outcome.diagnostics += diagnostics.count
            }
            return
        }
        guard let id = message["id"] else { throw FuzzViolation("a response without an id: \(text())") }
        let canonical = Self.canonicalID(id)
        try FuzzViolation.expect(!canonical.hasPrefix("bad:"), "a response whose id is not a string, a number or null: \(text())")
        responseIDs.append(canonical)
        outcome.responses += 1
        let result = message["result"], error = message["error"]
        try FuzzViolation.expect((result == nil) != (error == nil), "a response needs exactly one of result and error: \(text())")
        if let error {
            let object = error as? [String: Any]
            try FuzzViolation.expect(object.flatMap { $0["code"] }.map { Self.integer($0) != nil } == true && object?["message"] is String,
                       "an error without an integer code and a message: \(text())")
            outcome.errors += 1
        } else if let items = (result as? [String: Any])?["items"] as? [[String: Any]] {
            try checkDiagnostics(items, text)
            outcome.diagnostics += items.count
        } else if let actions = result as? [[String: Any]] {
            for action in actions {
                try FuzzViolation.expect(action["title"] is String, "a code action without a title: \(text())")
            }
            outcome.codeActions += actions.count
        }
    }

    private func checkDiagnostics(_ diagnostics: [[String: Any]], _ text: () -> Substring) throws {
        for diagnostic in diagnostics {
            try FuzzViolation.expect(diagnostic["range"] is [String: Any] && diagnostic["message"] is String, "a diagnostic without a range and a message: \(text())")
            let severity = diagnostic["severity"].flatMap { Self.integer($0) }
            try FuzzViolation.expect(severity.map { (1...4).contains($0) } ?? true, "a diagnostic's severity outside 1...4: \(text())")
        }
    }

    /// Every `{start, end}` position pair anywhere in a message: non-negative and in order.
    private func checkRanges(_ value: Any, _ text: () -> Substring) throws {
        var pending: [Any] = [value]
        while let next = pending.popLast() {
            if let object = next as? [String: Any] {
                if let start = object["start"] as? [String: Any], let end = object["end"] as? [String: Any] {
                    let position = { (point: [String: Any]) -> (Int, Int)? in
                        guard let line = point["line"].flatMap({ Self.integer($0) }),
                              let character = point["character"].flatMap({ Self.integer($0) }),
                              line >= 0, character >= 0 else { return nil }
                        return (line, character)
                    }
                    guard let from = position(start), let to = position(end) else {
                        throw FuzzViolation("a range with a position that is not two non-negative integers: \(text())")
                    }
                    try FuzzViolation.expect(from <= to, "a range that ends before it starts: \(text())")
                }
                pending.append(contentsOf: object.values)
            } else if let array = next as? [Any] {
                pending.append(contentsOf: array)
            }
        }
    }

}
