/// A replacement of one span of the file by new text.
public struct TextEdit: Hashable, Sendable {
    public var span: SourceSpan
    public var replacement: String

    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}

/// Whether `--fix` may apply a fix unasked.
public enum FixApplicability: String, Hashable, Sendable {
    /// Changes nothing but what the rule is about, and compiles whenever the original did.
    case safe
    /// May change behaviour or need a follow-up edit: applied only with `--unsafe-fixes`.
    case unsafe
}

/// A machine-applicable fix: a title and non-overlapping edits, all to the flagged file.
public struct Fix: Hashable, Sendable {
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
