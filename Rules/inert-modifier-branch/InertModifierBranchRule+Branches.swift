import ViewLintRuleKit

/// Reading the branches of an `if`/`else if`/`else` chain or a `switch`.
extension InertModifierBranchRule {
    enum Construct { case ifElse, elseIfChain, switchCases }

    /// The condition of a two-branch `if` that a ternary can take, with whether it is a
    /// single identifier or member (so that `!condition` needs no parentheses).
    struct Condition { let text: String; let isSimple: Bool }

    /// An `if`/`else if`/`else` chain that ends in `else`, with the body of each branch.
    struct IfChain {
        var bodies: [Node] = []
        var fixableCondition: Condition?
        /// Every condition of the chain, for the index to tell whether any can flip.
        var conditions: [Node] = []

        init?(_ head: Node) {
            var current = head
            while true {
                var conditions: [Node] = []
                var bindsNames = false
                var body: Node?
                var next: Node?
                var sawElse = false
                var sawBody = false
                for (field, child) in current.childrenWithFields {
                    if sawElse {
                        if child.is(.ifStatement) { next = child } else if child.is(.statements) { next = child }
                        if child.isNamed { break }
                        continue
                    }
                    if field == FieldName.condition.id { conditions.append(child) }
                    if child.is(.availabilityCondition) { return nil }
                    if child.is(.valueBindingPattern) || (!child.isNamed && child.textEquals("case")) { bindsNames = true }
                    if child.is(.statements), !sawBody { body = child; sawBody = true }
                    if child.textEquals("else") { sawElse = true }
                }
                // An empty block or a missing `else` builds nothing in one case: not the same view twice.
                guard let body, sawElse, let next else { return nil }
                if bindsNames, Self.usesBoundNames(current, in: body) { return nil }
                self.conditions += conditions
                if bodies.isEmpty, !bindsNames, conditions.count == 1, let condition = conditions.first {
                    fixableCondition = Condition(text: condition.text, isSimple: InertModifiers.isSimpleCondition(condition))
                }
                bodies.append(body)
                if next.is(.ifStatement) {
                    current = next
                    fixableCondition = nil
                } else {
                    bodies.append(next)
                    return
                }
            }
        }

        /// `if let x = y { … x … }`: the branch needs the bound value, a ternary cannot give it.
        static func usesBoundNames(_ statement: Node, in body: Node) -> Bool {
            var names: [Node] = statement.children(field: .boundIdentifier)
            for condition in statement.children(field: .condition) where condition.is(.pattern) {
                TreeWalker().walk(condition) { node, _ in
                    if node.is(.simpleIdentifier) { names.append(node) }
                    return .visitChildren
                }
            }
            guard !names.isEmpty else { return false }
            var used = false
            // Not code-only: a use inside a string interpolation (`Text("\(x)")`) counts.
            TreeWalker().walk(body, namedOnly: true) { node, _ in
                if used || node.is(.comment) || node.is(.multilineComment) { return .skipChildren }
                if node.is(.simpleIdentifier), names.contains(where: { SyntaxEquivalence.equal($0, node) }) { used = true }
                return .visitChildren
            }
            return used
        }
    }

    /// The bodies of a `switch` with two or more cases and no bound values.
    static func switchBodies(_ statement: Node) -> [Node]? {
        var bodies: [Node] = []
        for entry in statement.namedChildren where entry.is(.switchEntry) {
            for pattern in entry.namedChildren where pattern.is(.switchPattern) {
                if SyntaxEquivalence.contains(.valueBindingPattern, in: pattern) { return nil }
            }
            guard let body = entry.firstChild(.statements) else { return nil }
            bodies.append(body)
        }
        return bodies.count >= 2 ? bodies : nil
    }

    /// The single view expression a branch builds, or nil when it holds several statements.
    static func singleExpression(_ body: Node) -> Node? {
        let statements = body.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
        guard statements.count == 1, let expression = statements.first,
              expression.is(.callExpression) || expression.is(.simpleIdentifier)
                || expression.is(.selfExpression) || expression.is(.navigationExpression) else { return nil }
        return expression
    }
}
