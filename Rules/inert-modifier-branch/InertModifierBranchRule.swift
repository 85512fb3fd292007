import ViewLintRuleKit

/// Flags `if`/`else` and `switch` in view-building code whose branches build the same view
/// and differ only in modifiers or arguments, and the conditional wrapping shape
/// `if c { HStack { X; Y } } else { X }`. See README.md.
public struct InertModifierBranchRule: Rule {
    public static let id = "inert-modifier-branch"
    public static let defaultSeverity = Severity.warning
    public static let summary = "Branches that build the same view in two states: two identities, state reset and a cross-fade; make the modifier or argument conditional instead."
    public static let nodeKinds: [NodeKind] = [.ifStatement, .switchStatement]

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        guard let parent = context.parent, parent.is(.statements), !node.containsError else { return }
        if node.is(.ifStatement) {
            guard let chain = IfChain(node) else { return }
            check(branches: chain.bodies, kind: chain.bodies.count == 2 ? .ifElse : .elseIfChain, condition: chain.fixableCondition, at: node, context)
        } else {
            guard let bodies = Self.switchBodies(node) else { return }
            check(branches: bodies, kind: .switchCases, condition: nil, at: node, context)
        }
    }

    // MARK: Checking

    private func check(branches bodies: [Node], kind: Construct, condition: Condition?, at node: Node, _ context: RuleContext) {
        var expressions: [Node] = []
        for body in bodies {
            guard let expression = Self.singleExpression(body) else { return }
            expressions.append(expression)
        }
        // Checked last: the context walk is the costliest test.
        guard context.isInViewBuildingCode else { return }
        if kind == .ifElse, checkWrapping(expressions[0], expressions[1], condition, at: node, context) { return }
        if expressions.contains(where: { SyntaxEquivalence.contains(.ternaryExpression, in: $0) }) { return }

        let chains = expressions.map(ModifierChain.init)
        var differences: [Difference] = []
        for chain in chains.dropFirst() {
            guard let difference = Self.difference(chains[0], chain) else { return }
            differences.append(difference)
        }
        let base = Self.baseName(chains[0].base)
        let fix = kind == .ifElse ? condition.flatMap { makeFix(differences[0], chains, $0, node, context) } : nil
        let suggestion = fix.map { Message.fixed($0.text, value: $0.value) } ?? Message.suggestion(differences, base: base)
        context.report(node, Message.lead(kind, base) + " " + suggestion, fix: fix?.fix)
    }

    /// `if c { HStack { X; Y } } else { X }`: the same view conditionally wrapped in a container.
    private func checkWrapping(_ first: Node, _ second: Node, _ condition: Condition?, at node: Node, _ context: RuleContext) -> Bool {
        for (wrapped, plain) in [(first, second), (second, first)] {
            guard wrapped.is(.callExpression), let callee = wrapped.namedChild(0), callee.is(.simpleIdentifier),
                  Self.wrappers.contains(callee.text),
                  let content = wrapped.firstChild(.callSuffix)?.firstChild(.lambdaLiteral)?.firstChild(.statements) else { continue }
            let children = content.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
            guard children.count >= 2, children.contains(where: { SyntaxEquivalence.equal($0, plain) }) else { continue }
            context.report(node, Message.wrapping(
                container: callee.text, view: Self.baseName(ModifierChain(plain).base), plain: plain.text, condition: condition?.text))
            return true
        }
        return false
    }

    static let wrappers: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyVStack", "LazyHStack"]

    /// `Label` for `Label("On", …)`, `content` for `content`.
    /// `Label` for `Label("On", …)`; `aspectRatio(…)` for a function or method call.
    static func baseName(_ base: Node) -> String {
        guard base.is(.callExpression), let callee = base.namedChild(0) else { return base.text }
        return callee.startsWithUppercaseLetter ? callee.text : callee.text + "(…)"
    }
}
