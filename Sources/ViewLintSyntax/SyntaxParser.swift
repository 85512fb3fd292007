import CTreeSitter

/// A tree-sitter parser for Swift. Parsers are not thread-safe: use one per thread.
public final class SyntaxParser {
    private let parser: OpaquePointer

    public init() {
        guard let parser = ts_parser_new() else { fatalError("tree-sitter could not allocate a parser") }
        // Cannot fail: the grammar's ABI is checked by the syntax tests against the runtime's range.
        ts_parser_set_language(parser, SwiftGrammar.language)
        self.parser = parser
    }

    deinit { ts_parser_delete(parser) }

    /// Parses UTF-8 source. Never fails on broken code: errors become ERROR and MISSING nodes.
    /// Returns nil only when tree-sitter gives up (it refuses inputs over 4 GiB).
    ///
    /// `old` is the previous tree of the same document after `SyntaxTree.edit` recorded every
    /// change made since it was parsed: tree-sitter then reuses its unchanged subtrees and
    /// reparses only what the edits touched.
    public func parse(_ source: SourceText, reusing old: SyntaxTree? = nil) -> SyntaxTree? {
        guard source.bytes.count < Int(UInt32.max) else { return nil }
        let raw = source.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                ts_parser_parse_string(parser, old?.raw, chars.baseAddress, UInt32(chars.count))
            }
        }
        guard let raw else { return nil }
        return SyntaxTree(raw: raw, source: source)
    }
}
