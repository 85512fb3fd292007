import ViewLintDiagnostics
import ViewLintSyntax

extension SourceText {
    /// A byte range as a span with 1-based lines and Unicode-scalar columns.
    public func span(_ range: Range<Int>) -> SourceSpan {
        let start = position(ofByte: range.lowerBound), end = position(ofByte: range.upperBound)
        return SourceSpan(
            startByte: range.lowerBound, endByte: range.upperBound,
            line: start.line, column: start.column, endLine: end.line, endColumn: end.column)
    }
}

extension Node {
    /// The node's range as a span.
    public var span: SourceSpan { tree.source.span(byteRange) }
}
