import ViewLintSyntax

/// Where a node sits among alternatives that are never built together: the branches of an
/// `if`/`else` chain, the cases of a `switch`, the clauses of an `#if` / `#elseif` / `#else`
/// group. Two views in different branches of one such construct never coexist, so sharing a
/// tag or an id is not a collision.
public struct ExclusiveBranches {
    /// One step per enclosing alternative: the construct (its start byte) and the branch taken.
    private var steps: [(construct: Int, branch: Int)] = []

    /// `ancestors` is the path from some root down to `node`'s parent (as the engine and
    /// `TreeWalker` pass it); only alternatives below that root are seen.
    public init(of node: Node, ancestors: [Node]) {
        for index in ancestors.indices {
            let ancestor = ancestors[index]
            let child = index + 1 < ancestors.count ? ancestors[index + 1] : node
            if ancestor.is(.ifStatement) || ancestor.is(.switchStatement) {
                steps.append((ancestor.startByte, child.startByte))
            } else if ancestor.is(.statements) {
                steps += Self.directiveClauses(of: child, in: ancestor)
            }
        }
    }

    /// Whether the two nodes take different branches of one alternative.
    public func excludes(_ other: ExclusiveBranches) -> Bool {
        steps.contains { step in
            other.steps.contains { $0.construct == step.construct && $0.branch != step.branch }
        }
    }

    /// The `#if` groups (each by its opening directive) and clauses (the directive starting
    /// each) that `child` lies in among `statements`' children, outermost first. tree-sitter-swift
    /// keeps directives as flat siblings, so the ones before `child` are replayed.
    static func directiveClauses(of child: Node, in statements: Node) -> [(construct: Int, branch: Int)] {
        // Open groups before `child`: (opening directive, current clause directive).
        var open: [(construct: Int, branch: Int)] = []
        for sibling in statements.namedChildren {
            if sibling.startByte >= child.startByte { break }
            guard sibling.is(.directive) else { continue }
            if sibling.textHasPrefix("#endif") {
                if !open.isEmpty { open.removeLast() }
            } else if sibling.textHasPrefix("#else") {  // `#else` and `#elseif`
                if !open.isEmpty { open[open.count - 1].branch = sibling.startByte }
            } else if sibling.textHasPrefix("#if") {
                open.append((sibling.startByte, sibling.startByte))
            }
        }
        return open
    }
}
