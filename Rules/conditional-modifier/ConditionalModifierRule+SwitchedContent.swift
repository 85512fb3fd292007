import ViewLintRuleKit

extension ConditionalModifierRule {
    /// `Group { if items.isEmpty { EmptyState() } else { List(…) } }.if(!items.isEmpty) { $0.searchable(…) }`:
    /// the view the helper modifies is a `Group` or a stack holding only an `if`/`else` chain,
    /// one of whose conditions is the helper's (or its negation), alone. When the condition
    /// flips, that content is replaced anyway (unless an earlier condition of the chain holds,
    /// which keeps a loading or error view, the state that chain leads with), and the
    /// container, which keeps no state, holds nothing else the helper's split could lose.
    static func modifiesContentSwitchedBy(_ condition: Node, callee: Node) -> Bool {
        guard let target = callee.child(field: .target) else { return false }
        let base = ModifierChain(target).base
        guard let call = CallSyntax(base), call.callee.is(.simpleIdentifier), statelessContainers.contains(call.callee.text),
              let statements = call.trailingClosure?.firstChild(.statements) else { return false }
        let children = statements.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
        guard children.count == 1, children[0].is(.ifStatement) else { return false }
        let helperCondition = positive(condition)
        var link: Node? = children[0]
        while let ifStatement = link {
            var conditions: [Node] = []
            link = nil
            ifStatement.forEachChild { field, child in
                if field == FieldName.condition.id { conditions.append(child) } else if child.is(.ifStatement) { link = child }
            }
            if conditions.count == 1, SyntaxEquivalence.equal(positive(conditions[0]), helperCondition) { return true }
        }
        return false
    }

    private static let statelessContainers: Set<String> = ["Group", "VStack", "HStack", "ZStack"]

    /// The condition without one `!` applied to it whole: a condition and its negation flip
    /// at the same moments.
    private static func positive(_ condition: Node) -> Node {
        guard condition.is(.prefixExpression), let operation = condition.child(field: .operation), operation.textEquals("!"),
              let operand = condition.child(field: .target) else { return condition }
        return operand
    }
}
