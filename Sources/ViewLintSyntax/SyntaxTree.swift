import CTreeSitter

/// A parsed file: the tree-sitter tree and the source it was parsed from.
/// Nodes do not keep their tree alive: hold the tree for as long as its nodes are used.
public final class SyntaxTree {
    let raw: OpaquePointer
    public let source: SourceText
    /// `source`'s bytes, which it keeps at a fixed address: read by nodes without retaining `source`.
    let bytes: UnsafeBufferPointer<UInt8>

    init(raw: OpaquePointer, source: SourceText) {
        self.raw = raw
        self.source = source
        bytes = source.stableBytes
    }

    deinit { ts_tree_delete(raw) }

    /// Valid while the tree is alive: keep the tree (not only the node) for as long as it is used.
    public var root: Node { Node(raw: ts_tree_root_node(raw), tree: self) }

    /// Records that `range` of `text` (the text the tree describes now: its source, or that
    /// text after the replacements already recorded) was replaced by `inserted`, so that the
    /// tree can be handed to `SyntaxParser.parse(_:reusing:)`, which parses again only what
    /// changed. After a replacement the tree no longer matches `source`: use it only as the old
    /// tree of the next parse.
    public func recordReplacement(of range: Range<Int>, in text: SourceText, with inserted: [UInt8]) {
        // Rows and byte columns, as tree-sitter counts them.
        func point(ofByte offset: Int) -> TSPoint {
            let row = text.lines.lineNumber(ofByte: offset)
            return TSPoint(row: UInt32(clamping: row), column: UInt32(clamping: offset - text.lines.startOfLine(row)))
        }
        let start = point(ofByte: range.lowerBound)
        var newEnd = start
        for byte in inserted {
            if byte == UInt8(ascii: "\n") {
                newEnd.row += 1
                newEnd.column = 0
            } else {
                newEnd.column += 1
            }
        }
        var edit = TSInputEdit(
            start_byte: UInt32(clamping: range.lowerBound), old_end_byte: UInt32(clamping: range.upperBound),
            new_end_byte: UInt32(clamping: range.lowerBound + inserted.count),
            start_point: start, old_end_point: point(ofByte: range.upperBound), new_end_point: newEnd)
        ts_tree_edit(raw, &edit)
    }

    /// An independent copy (tree-sitter shares the nodes), to record replacements on without
    /// changing this tree.
    public func copy() -> SyntaxTree { SyntaxTree(raw: ts_tree_copy(raw), source: source) }

    /// Whether the parse produced any ERROR or MISSING node.
    public var hasErrors: Bool { ts_node_has_error(ts_tree_root_node(raw)) }
}
