import ViewLintSyntax

/// Where a parsed file is broken: tree-sitter's ERROR nodes (text it could not fit into the
/// grammar) and MISSING nodes (tokens it assumed to recover). A fix is never applied next to
/// them, because the rule saw a guess of the code there, and a fixed file must not be more
/// broken than it was.
public struct SyntaxDamage {
    /// The byte range of each ERROR or MISSING node (empty for most MISSING nodes).
    private(set) var ranges: [Range<Int>] = []

    public var count: Int { ranges.count }

    public init(_ tree: SyntaxTree) {
        var ranges: [Range<Int>] = []
        TreeWalker().walk(tree.root) { node, _ in
            // Subtrees without an error are passed over whole.
            guard node.containsError || node.isMissing else { return .skipChildren }
            if node.isError || node.isMissing {
                ranges.append(node.byteRange)
                return .skipChildren
            }
            return .visitChildren
        }
        self.ranges = ranges
    }

    /// Whether `edit` overlaps or touches a damaged range (both ends included: an insertion
    /// at the edge of an ERROR node is as unsure as one inside it).
    func touches(_ edit: Range<Int>) -> Bool {
        ranges.contains { edit.lowerBound <= $0.upperBound && $0.lowerBound <= edit.upperBound }
    }
}
