import ViewLintRuleKit

extension ConditionalModifierRule {
    /// `Group { if items.isEmpty { EmptyState() } else { List(…) } }.if(!items.isEmpty) { $0.searchable(…) }`:
    /// the view the helper modifies is made of one `if` chain over the same condition (or its
    /// negation). When the condition flips, that content is replaced anyway, and the container
    /// holds nothing else whose state the helper's split could lose.
    static func modifiesContentSwitchedBy(_ condition: Node, callee: Node) -> Bool {
        guard let target = callee.child(field: .target) else { return false }
        let base = ModifierChain(target).base
        guard let closure = CallSyntax(base)?.trailingClosure, let statements = closure.firstChild(.statements) else { return false }
        let children = statements.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
        guard children.count == 1, children[0].is(.ifStatement) else { return false }
        let wanted = normalized(condition.text)
        return chainConditions(children[0]).contains { normalized($0.text) == wanted }
    }

    /// The conditions of an `if`/`else if` chain, in order.
    private static func chainConditions(_ head: Node) -> [Node] {
        var conditions: [Node] = []
        var current: Node? = head
        var steps = 0
        while let statement = current, steps < 64 {
            steps += 1
            current = nil
            for (field, child) in statement.childrenWithFields {
                if field == FieldName.condition.id { conditions.append(child) }
                if child.is(.ifStatement) { current = child }
            }
        }
        return conditions
    }

    /// The condition without white space, parentheses around it or one leading `!`: a
    /// condition and its negation switch at the same moments.
    private static func normalized(_ text: String) -> String {
        var text = text.filter { !$0.isWhitespace }
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("!") { text.removeFirst() }
        while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        return text
    }
}
