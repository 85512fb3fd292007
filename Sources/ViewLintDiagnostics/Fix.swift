/// A replacement of one span of the file by new text.
public struct TextEdit: Hashable, Sendable {
    public var span: SourceSpan
    public var replacement: String

    public init(span: SourceSpan, replacement: String) {
        self.span = span
        self.replacement = replacement
    }
}

/// A machine-applicable fix: a title and non-overlapping edits, all to the flagged file.
public struct Fix: Hashable, Sendable {
    public var message: String
    public var edits: [TextEdit]

    public init(message: String, edits: [TextEdit]) {
        self.message = message
        self.edits = edits
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
