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

    /// The `#if` groups and clauses that `child` lies in among `statements`' children (the
    /// grammar keeps directives as flat siblings).
    static func directiveClauses(of child: Node, in statements: Node) -> [(construct: Int, branch: Int)] {
        let directives = statements.namedChildren.filter { $0.is(.directive) }
        return ConditionalCompilation.openGroups(directives, before: child.startByte).map { ($0.opening.startByte, $0.clause.startByte) }
    }
}
