import CTreeSitter

/// What a walk visitor asks for after seeing a node.
public enum WalkDecision {
    case visitChildren
    case skipChildren
}

/// Pre-order traversal with one tree cursor: iterative (safe for 10,000-deep nesting) and
/// allocation-free per node. The visitor receives each node and the stack of its ancestors.
public struct TreeWalker {
    public init() {}

    /// Walks `root`'s subtree. `ancestors` holds the path from `root` to the node's parent.
    /// With `namedOnly`, anonymous nodes (keywords and punctuation, always leaves) are passed
    /// over without a visit: about half of all nodes, and nothing a rule or the index asks for.
    /// With `codeOnly`, comments, string literals and ERROR nodes are passed over with their
    /// subtrees, as the engine does for rules: a rule's own search must not report from them.
    public func walk(_ root: Node, namedOnly: Bool = false, codeOnly: Bool = false, _ visit: (Node, _ ancestors: [Node]) -> WalkDecision) {
        var ancestors: [Node] = []
        guard codeOnly else { return walk(root, namedOnly: namedOnly, ancestorStack: &ancestors, visit) }
        walk(root, namedOnly: namedOnly, ancestorStack: &ancestors) { node, ancestors in
            node.isCommentOrStringLiteral || node.isError ? .skipChildren : visit(node, ancestors)
        }
    }

    /// The same walk, keeping the ancestor stack in `ancestors` (left empty, capacity kept):
    /// a caller that walks many trees reuses one buffer instead of growing a new one per tree,
    /// which on glibc also spares a heap consolidation per large allocation.
    public func walk(_ root: Node, namedOnly: Bool = false, ancestorStack ancestors: inout [Node], _ visit: (Node, _ ancestors: [Node]) -> WalkDecision) {
        ancestors.removeAll(keepingCapacity: true)
        defer { ancestors.removeAll(keepingCapacity: true) }
        var cursor = ts_tree_cursor_new(root.raw)
        defer { ts_tree_cursor_delete(&cursor) }
        let tree = root.tree
        while true {
            let raw = ts_tree_cursor_current_node(&cursor)
            if !namedOnly || ts_node_is_named(raw) {
                let node = Node(raw: raw, tree: tree)
                if visit(node, ancestors) == .visitChildren, ts_tree_cursor_goto_first_child(&cursor) {
                    ancestors.append(node)
                    continue
                }
            }
            // Move to the next sibling, climbing up as long as there is none.
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                guard ts_tree_cursor_goto_parent(&cursor) else { return }
                ancestors.removeLast()
            }
        }
    }
}
