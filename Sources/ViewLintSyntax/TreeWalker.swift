import CTreeSitter
import CTreeSitterWalk

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
        if namedOnly {
            walkNamed(root, ancestors: &ancestors, visit)
        } else {
            walkWithCursor(root, ancestors: &ancestors, visit)
        }
    }

    /// Every node, with tree-sitter's public cursor.
    private func walkWithCursor(_ root: Node, ancestors: inout [Node], _ visit: (Node, _ ancestors: [Node]) -> WalkDecision) {
        var cursor = ts_tree_cursor_new(root.raw)
        defer { ts_tree_cursor_delete(&cursor) }
        let tree = root.tree
        while true {
            let node = Node(raw: ts_tree_cursor_current_node(&cursor), tree: tree)
            if visit(node, ancestors) == .visitChildren, ts_tree_cursor_goto_first_child(&cursor) {
                ancestors.append(node)
                continue
            }
            // Move to the next sibling, climbing up as long as there is none.
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                guard ts_tree_cursor_goto_parent(&cursor) else { return }
                ancestors.removeLast()
            }
        }
    }

    /// Named nodes only, with the C walk that reads subtrees directly (`ts_walk_named`): the
    /// engine's walk of every file, several times cheaper per node than the cursor.
    private func walkNamed(_ root: Node, ancestors: inout [Node], _ visit: (Node, _ ancestors: [Node]) -> WalkDecision) {
        withoutActuallyEscaping(visit) { visit in
            var state = NamedWalkState(tree: root.tree, ancestors: ancestors, visit: visit)
            ancestors = [] // the state owns the buffer during the walk: no copy on append
            let completed = withUnsafeMutablePointer(to: &state) { pointer in
                ts_walk_named(root.raw, pointer) { context, raw, depth in
                    let state = context!.assumingMemoryBound(to: NamedWalkState.self)
                    return state.pointee.visit(raw, depth: Int(depth))
                }
            }
            precondition(completed, "out of memory while walking a syntax tree")
            ancestors = state.ancestors
        }
    }
}

/// The named walk's state, reached from the C callback through a pointer.
private struct NamedWalkState {
    let tree: SyntaxTree
    var ancestors: [Node]
    let visit: (Node, _ ancestors: [Node]) -> WalkDecision

    /// A node at `depth` (its number of named ancestors): the stack is cut back to its parent.
    mutating func visit(_ raw: TSNode, depth: Int) -> TSWalkDecision {
        if ancestors.count > depth { ancestors.removeLast(ancestors.count - depth) }
        let node = Node(raw: raw, tree: tree)
        guard visit(node, ancestors) == .visitChildren else { return TSWalkSkipChildren }
        ancestors.append(node)
        return TSWalkVisitChildren
    }
}
