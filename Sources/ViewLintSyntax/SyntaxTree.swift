import CTreeSitter

/// A parsed file: the tree-sitter tree and the source it was parsed from.
/// Nodes keep their tree alive, so a node never outlives the memory it points into.
public final class SyntaxTree {
    let raw: OpaquePointer
    public let source: SourceText

    init(raw: OpaquePointer, source: SourceText) {
        self.raw = raw
        self.source = source
    }

    deinit { ts_tree_delete(raw) }

    public var root: Node { Node(raw: ts_tree_root_node(raw), tree: self) }

    /// Whether the parse produced any ERROR or MISSING node.
    public var hasErrors: Bool { ts_node_has_error(ts_tree_root_node(raw)) }
}
