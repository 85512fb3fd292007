#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The UTF-8 bytes of one source file and their line index; the single copy every rule reads.
public final class SourceText: @unchecked Sendable {
    public let bytes: [UInt8]
    public let lines: LineIndex
    /// The same bytes at an address fixed for the life of this text: nodes read them through
    /// their tree without counting references (see `Node.tree`).
    let stableBytes: UnsafeBufferPointer<UInt8>

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lines = bytes.withUnsafeBufferPointer { LineIndex($0) }
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        stableBytes = UnsafeBufferPointer(copy)
    }

    deinit { stableBytes.deallocate() }

    public convenience init(_ string: String) { self.init(bytes: Array(string.utf8)) }

    /// 1-based line and Unicode-scalar column of a byte offset.
    public func position(ofByte offset: Int) -> SourcePosition {
        bytes.withUnsafeBufferPointer { lines.position(ofByte: offset, in: $0) }
    }

    /// The text of a byte range (copies; call only when a string is really needed).
    public func text(_ range: Range<Int>) -> String { stableBytes.text(range) }

    /// The text of a byte range without white space: the normal form of a type as written
    /// (`[ Pet ]` → `[Pet]`). Works on bytes, so no grapheme breaking is involved.
    public func compactText(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<bytes.count)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        // Most types are written without spaces: no filtered copy then.
        guard bytes[clamped].contains(where: isSpace) else { return String(decoding: bytes[clamped], as: UTF8.self) }
        return String(decoding: bytes[clamped].filter { !isSpace($0) }, as: UTF8.self)
    }

    /// Whether the bytes of `range` equal `literal`, without building a String.
    /// Lengths are compared first: most comparisons (a name against a list) stop there.
    public func bytes(_ range: Range<Int>, equal literal: String) -> Bool {
        stableBytes.bytes(range, equal: literal)
    }

    /// Whether the bytes of `range` contain `literal`, without building a String. `memchr` finds
    /// each candidate first byte (the C library scans many bytes per step), `memcmp` the rest:
    /// rules and the index search files and declarations this way on hot paths.
    public func bytes(_ range: Range<Int>, contain literal: String) -> Bool {
        stableBytes.bytes(range, contain: literal)
    }

    /// The text of the 0-based line holding `offset`, without its line break.
    public func lineText(containing offset: Int) -> String {
        let line = lines.lineNumber(ofByte: offset)
        let start = lines.startOfLine(line)
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return text(start..<end)
    }
}

/// Byte comparisons on a file's bytes in place, for `SourceText` and for nodes reading through
/// their tree.
extension UnsafeBufferPointer<UInt8> {
    /// The text of the part of `range` inside the bytes.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: self[range.clamped(to: 0..<count)]), as: UTF8.self)
    }

    /// Lengths are compared first: most comparisons (a name against a list) stop there.
    func bytes(_ range: Range<Int>, equal literal: String) -> Bool {
        guard literal.utf8.count == range.count, range.lowerBound >= 0, range.upperBound <= count else { return false }
        var literal = literal
        return literal.withUTF8 { expected in
            let start = range.lowerBound
            for offset in 0..<expected.count where self[start + offset] != expected[offset] { return false }
            return true
        }
    }

    /// `memchr` finds each candidate first byte (the C library scans many bytes per step),
    /// `memcmp` the rest.
    func bytes(_ range: Range<Int>, contain literal: String) -> Bool {
        var literal = literal
        return literal.withUTF8 { needle in
            guard let first = needle.first, let needleStart = needle.baseAddress else { return true }
            guard let base = baseAddress else { return false }
            let end = Swift.min(range.upperBound, count)
            var start = Swift.max(range.lowerBound, 0)
            while end - start >= needle.count {
                guard let found = memchr(base + start, Int32(first), end - start - needle.count + 1) else { return false }
                let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + candidate, needleStart, needle.count) == 0 { return true }
                start = candidate + 1
            }
            return false
        }
    }
}
