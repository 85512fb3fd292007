import Foundation
#if canImport(Glibc)
import Glibc
/// The C library's `read` and `write`, named apart from the methods here that share the names.
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// A JSON object as `JSONSerialization` reads it (and `JSONText` writes it).
typealias JSONObject = [String: Any]

/// What the reader found in the input stream.
enum IncomingMessage {
    case message(JSONObject)
    /// Bytes that are not a message: a header without `Content-Length`, a body that is not
    /// JSON or not an object. `id` is the request's id when it could still be read.
    case malformed(reason: String, code: Int, id: Any?)
}

/// Reads `Content-Length`-framed JSON-RPC messages from a file descriptor (or from memory).
/// Never traps on bad input: garbage is reported as `.malformed` and skipped, and the reader
/// resynchronises on the next `Content-Length` header it finds.
final class MessageReader {
    enum Source {
        case descriptor(Int32)
        /// Input given in memory: each chunk arrives when the server waits for input, after
        /// nothing was waiting (the editor pauses after each).
        case memory([[UInt8]])
    }

    /// The descriptor read from; nil for input in memory.
    private let fd: Int32?
    /// Input given in memory, last chunk first.
    private var chunks: [[UInt8]] = []
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already consumed (dropped in one go, not one message at a time).
    private var start = 0
    private(set) var reachedEnd = false

    /// A header block longer than this without its blank line is garbage.
    private static let maximumHeaderSize = 8 * 1024
    /// A larger announced body is refused rather than waited for (it would swallow every
    /// message after it).
    private static let maximumBodySize = 256 << 20
    private static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)
    private static let lengthField: [UInt8] = Array("content-length:".utf8)

    init(_ source: Source) {
        switch source {
        case .descriptor(let descriptor): fd = descriptor
        case .memory(let chunks):
            fd = nil
            self.chunks = chunks.reversed()
        }
    }

    /// Waits up to `timeout` milliseconds (-1: forever) for input and reads what is there.
    /// Returns whether bytes were read (false also at the end of input).
    @discardableResult
    func read(timeout: Int32) -> Bool {
        guard !reachedEnd else { return false }
        guard let fd else {
            guard let chunk = chunks.popLast() else {
                reachedEnd = true
                return false
            }
            append(chunk[...])
            return true
        }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout)
        guard ready > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
        if count <= 0 {
            if count < 0, errno == EINTR || errno == EAGAIN { return false }
            reachedEnd = true
            return false
        }
        append(chunk[0..<count])
        return true
    }

    private func append(_ bytes: ArraySlice<UInt8>) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Whether input is waiting to be read right now (in memory: never, the editor pauses).
    var inputIsWaiting: Bool {
        guard !reachedEnd, let fd else { return false }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// The next complete message in the buffer, if any.
    func next() -> IncomingMessage? {
        while start < buffer.count {
            // Skip blank lines between messages (some clients send a trailing line break).
            while start < buffer.count, buffer[start] == 0x0D || buffer[start] == 0x0A { start += 1 }
            guard start < buffer.count else { return nil }
            guard let end = find(Self.headerEnd, from: start) else {
                if buffer.count - start > Self.maximumHeaderSize {
                    return dropGarbage("a header of more than \(Self.maximumHeaderSize) bytes without the blank line that ends it")
                }
                return nil
            }
            // A header block must start with a field; junk before a `Content-Length` is dropped.
            if let field = findField(from: start, before: end), field > start, !(buffer[field - 1] == 0x0A) {
                let junk = String(decoding: buffer[start..<min(field, start + 60)], as: UTF8.self)
                start = field
                return .malformed(reason: "bytes that are not a message header: \(junk.debugDescription)", code: ErrorCode.parseError, id: nil)
            }
            let header = String(decoding: buffer[start..<end], as: UTF8.self)
            var length: Int?
            for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                    length = Int(parts[1].trimmingCharacters(in: .whitespaces))
                }
            }
            guard let length, length >= 0, length <= Self.maximumBodySize else {
                start = end + Self.headerEnd.count
                return .malformed(reason: "a message header without a valid Content-Length: \(header.prefix(80).debugDescription)", code: ErrorCode.parseError, id: nil)
            }
            let bodyStart = end + Self.headerEnd.count
            guard buffer.count - bodyStart >= length else { return nil }
            let body = buffer[bodyStart..<bodyStart + length]
            start = bodyStart + length
            let parsed = (try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])) as Any?
            guard let parsed else {
                // A body cut short swallows the next message's header: resume there.
                if let next = findField(from: bodyStart, before: bodyStart + length) { start = next }
                return .malformed(reason: "a message body that is not JSON (\(length) bytes)", code: ErrorCode.parseError, id: nil)
            }
            guard let object = parsed as? JSONObject else {
                return .malformed(reason: "a message body that is not a JSON object", code: ErrorCode.invalidRequest, id: nil)
            }
            return .message(object)
        }
        return nil
    }

    private func dropGarbage(_ reason: String) -> IncomingMessage {
        // Keep a `Content-Length` found in the garbage: a message may follow it.
        start = findField(from: start + 1, before: buffer.count) ?? buffer.count
        return .malformed(reason: reason, code: ErrorCode.parseError, id: nil)
    }

    private func find(_ needle: [UInt8], from: Int) -> Int? {
        guard buffer.count - from >= needle.count else { return nil }
        var index = from
        while index + needle.count <= buffer.count {
            if buffer[index] == needle[0], buffer[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// ASCII letters lowercased; every other byte as it is (`0x1A | 0x20` would read as `:`).
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// The offset of the first `Content-Length:` (any case) in `from..<before`.
    private func findField(from: Int, before: Int) -> Int? {
        let field = Self.lengthField
        var index = from
        while index + field.count <= min(before + field.count, buffer.count) {
            var matches = true
            for offset in 0..<field.count where Self.lowercased(buffer[index + offset]) != field[offset] {
                matches = false
                break
            }
            if matches { return index }
            index += 1
        }
        return nil
    }
}

/// Writes framed messages to a file descriptor (or to memory); nothing else is ever written there.
final class MessageWriter {
    enum Destination {
        case descriptor(Int32)
        /// Frames collect in `written`.
        case memory
    }

    /// The descriptor written to; nil when writing to memory.
    private let fd: Int32?
    private(set) var failed = false
    /// What was written, when writing to memory.
    private(set) var written: [UInt8] = []
    /// Messages that could not be encoded, so were not sent.
    private(set) var unencodable = 0

    init(_ destination: Destination) {
        switch destination {
        case .descriptor(let descriptor): fd = descriptor
        case .memory: fd = nil
        }
    }

    /// Frames and writes `message`; false when it could not be encoded (nothing is sent).
    @discardableResult
    func send(_ message: JSONObject) -> Bool {
        guard !failed else { return true }
        var payload = message
        payload["jsonrpc"] = "2.0"
        guard let body = JSONText.encode(payload) else {
            unencodable += 1
            return false
        }
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        guard let fd else {
            written.append(contentsOf: bytes)
            return true
        }
        var done = 0
        while done < bytes.count {
            let count = bytes[done...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                failed = true
                return true
            }
            done += count
        }
        return true
    }
}

/// JSON-RPC and LSP error codes.
enum ErrorCode {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    static let serverNotInitialized = -32002
    static let requestCancelled = -32800
}

enum Log {
    static func stderr(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Typed reads of `JSONSerialization` values.
enum JSON {
    static func int(_ value: Any?) -> Int? {
        // Foundation reads JSON's `true` and `false` as numbers that cast to 1 and 0.
        // (A boolean's Objective-C type is "c"; compared in place, nothing is allocated per value.)
        if let number = value as? NSNumber, number.objCType[0] == CChar(UInt8(ascii: "c")), number.objCType[1] == 0 { return nil }
        if let number = value as? Int { return number }
        if let number = value as? Double, number.rounded() == number, abs(number) < 1e15 { return Int(number) }
        return nil
    }

    /// A request id as JSON-RPC allows it (a string or an integral number), else nil.
    static func requestID(_ value: Any?) -> Any? {
        guard let value, value is String || int(value) != nil else { return nil }
        return value
    }

    static func object(_ value: Any?) -> JSONObject? { value as? JSONObject }
    static func array(_ value: Any?) -> [Any]? { value as? [Any] }
    static func string(_ value: Any?) -> String? { value as? String }
    static func bool(_ value: Any?) -> Bool { (value as? Bool) ?? false }

    /// `object[a][b]...` along a path of keys.
    static func path(_ value: Any?, _ keys: String...) -> Any? {
        var current = value
        for key in keys { current = (current as? JSONObject)?[key] }
        return current
    }
}
