import ViewLintRuleKit

extension ConditionalModifierRule {
    /// `Group { if items.isEmpty { EmptyState() } else { List(…) } }.if(!items.isEmpty) { $0.searchable(…) }`:
    /// the view the helper modifies is a `Group` or a stack whose one choice the helper's
    /// condition already makes. The choice is an `if`/`else` chain, one of whose conditions is
    /// the helper's (or its negation), alone; or a `switch` over the value the condition
    /// compares with one of its cases (`switch state { case .loading: … }` with
    /// `.if(state != .loading)`). When the condition flips, that content is replaced anyway
    /// (unless an earlier condition of the chain holds, which keeps a loading or error view, the
    /// state that chain leads with, if its views keep none), and the container, which keeps no
    /// state, holds nothing else the helper's split could lose: at most views that keep none (a
    /// background `Color`, a `Spacer`).
    static func modifiesContentSwitchedBy(_ condition: Node, callee: Node) -> Bool {
        guard let target = callee.child(field: .target) else { return false }
        let base = ModifierChain(target).base
        guard let call = CallSyntax(base), call.callee.is(.simpleIdentifier), statelessContainers.contains(call.callee.text),
              let statements = call.trailingClosure?.firstChild(.statements) else { return false }
        let children = statements.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
        let choices = children.filter { $0.is(.ifStatement) || $0.is(.switchStatement) }
        guard choices.count == 1, children.allSatisfy({ $0.is(.ifStatement) || $0.is(.switchStatement) || keepsNoState($0) }) else { return false }
        if choices[0].is(.switchStatement) { return switchMakesChoice(choices[0], condition) }
        let helperCondition = positive(condition)
        var link: Node? = choices[0]
        while let ifStatement = link {
            var conditions: [Node] = []
            var body: Node?
            link = nil
            ifStatement.forEachChild { field, child in
                if field == FieldName.condition.id {
                    conditions.append(child)
                } else if child.is(.ifStatement) {
                    link = child
                } else if body == nil, child.is(.statements) {
                    body = child
                }
            }
            if conditions.count == 1, SyntaxEquivalence.equal(positive(conditions[0]), helperCondition) { return true }
            // A later condition of the chain counts only past branches whose views keep no state
            // (a `ProgressView` while loading): those are what an earlier condition would keep.
            guard let body, body.namedChildren.allSatisfy({ $0.is(.comment) || $0.is(.multilineComment) || keepsNoState($0) }) else { return false }
        }
        return false
    }

    private static let statelessContainers: Set<String> = ["Group", "VStack", "HStack", "ZStack"]

    /// `Color(.smoke).ignoresSafeArea()`, `Spacer()`, `Color.clear`, `ProgressView()`: a view
    /// that keeps no state, whatever identity it gets; not one given content in a closure
    /// (`Color.clear.overlay { SearchField(…) }`).
    private static func keepsNoState(_ view: Node) -> Bool {
        guard !view.textContains("{") else { return false }
        var node = ModifierChain(view).base
        if let call = CallSyntax(node) { node = call.callee }
        while node.is(.navigationExpression), let target = node.child(field: .target) { node = target }
        return node.is(.simpleIdentifier) && stateless.contains(node.text)
    }

    private static let stateless: Set<String> = [
        "Color", "Spacer", "Divider", "EmptyView", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
        "LinearGradient", "RadialGradient", "AngularGradient", "ProgressView", "Text", "Image", "Label",
    ]

    /// `state != .loading` (or `==`) where the `switch` is over `state` and has `case .loading`:
    /// the switch changes case whenever the comparison flips.
    private static func switchMakesChoice(_ statement: Node, _ condition: Node) -> Bool {
        guard condition.is(.equalityExpression) || condition.is(.infixExpression),
              let op = condition.child(field: .op), op.textEquals("==") || op.textEquals("!="),
              let subject = statement.switchSubject else { return false }
        let operands = condition.namedChildren.filter { !$0.isSameNode(as: op) }
        guard operands.count == 2 else { return false }
        for (value, member) in [(operands[0], operands[1]), (operands[1], operands[0])]
        where member.is(.prefixExpression) && member.textHasPrefix(".") && SyntaxEquivalence.equal(value, subject) {
            let caseText = member.compactText
            // The case alone (`case .pending:`, not `case .pending, .failed:`): only then does the
            // switch change case whenever the comparison flips.
            for entry in statement.namedChildren where entry.is(.switchEntry) {
                let patterns = entry.namedChildren.filter { $0.is(.switchPattern) }
                if patterns.count == 1, patterns[0].compactText == caseText { return true }
            }
        }
        return false
    }

    /// The condition without one `!` applied to it whole: a condition and its negation flip
    /// at the same moments.
    private static func positive(_ condition: Node) -> Node {
        guard condition.is(.prefixExpression), let operation = condition.child(field: .operation), operation.textEquals("!"),
              let operand = condition.child(field: .target) else { return condition }
        return operand
    }
}
