import ViewLintSyntax

/// Compares subtrees token by token, ignoring white space and comments: `Text( "a" )` and
/// `Text("a")` are the same expression. Iterative (no recursion) and allocation-light.
public enum SyntaxEquivalence {
    /// Whether `a` and `b` spell the same tokens (kinds and text).
    public static func equal(_ a: Node, _ b: Node) -> Bool {
        if a.isSameNode(as: b) { return true }
        guard a.symbol == b.symbol else { return false }
        let left = tokens(a), right = tokens(b)
        guard left.count == right.count else { return false }
        for (x, y) in zip(left, right) {
            guard x.symbol == y.symbol, a.tree.source.bytes[x.range] == b.tree.source.bytes[y.range] else { return false }
        }
        return true
    }

    /// Leaf tokens of `node`'s subtree in source order, without comments.
    static func tokens(_ node: Node) -> [(symbol: UInt16, range: Range<Int>)] {
        var result: [(symbol: UInt16, range: Range<Int>)] = []
        TreeWalker().walk(node) { child, _ in
            if child.is(.comment) || child.is(.multilineComment) { return .skipChildren }
            if child.childCount == 0 { result.append((child.symbol, child.byteRange)) }
            return .visitChildren
        }
        return result
    }

    /// Whether `node`'s subtree holds a node of `kind` (including `node` itself).
    public static func contains(_ kind: NodeKind, in node: Node) -> Bool {
        var found = false
        TreeWalker().walk(node) { child, _ in
            if found { return .skipChildren }
            if child.is(kind) { found = true }
            return found ? .skipChildren : .visitChildren
        }
        return found
    }
}
