/// A replacement of one span of the file by new text.
public struct TextEdit: Hashable, Sendable, Codable {
    public var span: SourceSpan
    public var replacement: String

    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}

/// Whether `--fix` may apply a fix unasked.
public enum FixApplicability: String, Hashable, Sendable, Codable {
    /// Changes nothing but what the rule is about, and compiles whenever the original did.
    case safe
    /// May change behaviour or need a follow-up edit: applied only with `--unsafe-fixes`.
    case unsafe
}

/// A machine-applicable fix: a title and non-overlapping edits, all to the flagged file.
public struct Fix: Hashable, Sendable, Codable {
    public var message: String
    public var edits: [TextEdit]
    public var applicability: FixApplicability

    public init(message: String, edits: [TextEdit], applicability: FixApplicability) {
        self.message = message
        self.edits = edits
        self.applicability = applicability
    }

    /// Applies the edits to `bytes` (back to front, so earlier offsets stay valid).
    /// Returns nil when edits overlap or fall outside the buffer.
    public func apply(to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted { $0.span.startByte > $1.span.startByte }
        var result = bytes
        var limit = bytes.count
        for edit in sorted {
            let range = edit.span.startByte..<edit.span.endByte
            guard range.lowerBound >= 0, range.upperBound <= limit else { return nil }
            result.replaceSubrange(range, with: Array(edit.replacement.utf8))
            limit = range.lowerBound
        }
        return result
    }
}

extension Fix {
    /// Applies every fix that overlaps none taken before it, in the order given (callers
    /// pass them in report order), and returns the new bytes and the indices of the fixes
    /// applied. A fix is taken whole or not at all; skipped fixes may apply on a later pass,
    /// after re-linting the result.
    public static func applyNonOverlapping(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: [Int]) {
        var taken: [Range<Int>] = []
        var edits: [TextEdit] = []
        var applied: [Int] = []
        for (position, fix) in fixes.enumerated() {
            let ranges = fix.edits.map { $0.span.startByte..<$0.span.endByte }
            guard ranges.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= bytes.count }),
                  !ranges.contains(where: { range in taken.contains { Self.touch(range, $0) } }),
                  !Self.overlapsItself(ranges) else { continue }
            taken += ranges
            edits += fix.edits
            applied.append(position)
        }
        let combined = Fix(message: "", edits: edits, applicability: .safe)
        return (combined.apply(to: bytes) ?? bytes, applied)
    }

    /// Two edits conflict when they overlap, or when both insert at the same offset (their
    /// order would be arbitrary).
    private static func touch(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.overlaps(b) || a.lowerBound == b.lowerBound || (a.isEmpty && b.contains(a.lowerBound)) || (b.isEmpty && a.contains(b.lowerBound))
    }

    private static func overlapsItself(_ ranges: [Range<Int>]) -> Bool {
        for (i, a) in ranges.enumerated() where ranges[(i + 1)...].contains(where: { touch(a, $0) }) { return true }
        return false
    }
}
