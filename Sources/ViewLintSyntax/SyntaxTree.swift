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

    /// Records that bytes `startByte..<oldEndByte` of the parsed source were replaced by
    /// bytes `startByte..<newEndByte` of the new source (points are 0-based rows and byte
    /// columns), so that the tree can be handed to `SyntaxParser.parse(_:reusing:)`. After an
    /// edit the tree no longer matches `source`: use it only as the old tree of the next parse.
    public func edit(startByte: Int, oldEndByte: Int, newEndByte: Int, startPoint: (row: Int, column: Int), oldEndPoint: (row: Int, column: Int), newEndPoint: (row: Int, column: Int)) {
        let point = { (p: (row: Int, column: Int)) in TSPoint(row: UInt32(clamping: p.row), column: UInt32(clamping: p.column)) }
        var edit = TSInputEdit(
            start_byte: UInt32(clamping: startByte), old_end_byte: UInt32(clamping: oldEndByte), new_end_byte: UInt32(clamping: newEndByte),
            start_point: point(startPoint), old_end_point: point(oldEndPoint), new_end_point: point(newEndPoint))
        ts_tree_edit(raw, &edit)
    }

    /// Whether the parse produced any ERROR or MISSING node.
    public var hasErrors: Bool { ts_node_has_error(ts_tree_root_node(raw)) }
}
