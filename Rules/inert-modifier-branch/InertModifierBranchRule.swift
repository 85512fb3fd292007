import ViewLintRuleKit

/// Flags `if`/`else` and `switch` in view-building code whose branches build the same view
/// and differ only in modifiers or arguments, and the conditional wrapping shape
/// `if c { HStack { X; Y } } else { X }`. See README.md.
public struct InertModifierBranchRule: Rule {
    public static let id = "inert-modifier-branch"
    public static let defaultSeverity = Severity.warning
    public static let summary = "Branches that build the same view in two states: two identities, state reset and a cross-fade; make the modifier or argument conditional instead."
    public static let nodeKinds: [NodeKind] = [.ifStatement, .switchStatement]

    public static let options = [
        RuleOption(
            "stateless_swaps", .bool,
            summary: "Also report branches that swap Text, Image or Label views keeping no state (default: false)."),
    ]

    public static var indexChecks: [any IndexCheck.Type] { [ChangingBranchCheck.self] }

    /// Whether branches that swap stateless leaves are reported (the `stateless_swaps` option).
    let reportsStatelessSwaps: Bool

    public init() { reportsStatelessSwaps = false }

    public init(options: RuleOptions) { reportsStatelessSwaps = options.bool("stateless_swaps") ?? false }

    public func visit(_ node: Node, _ context: RuleContext) {
        guard let parent = context.parent, parent.is(.statements), !node.containsError else { return }
        if node.is(.ifStatement) {
            guard let chain = IfChain(node) else { return }
            check(
                branches: chain.bodies, kind: chain.bodies.count == 2 ? .ifElse : .elseIfChain, condition: chain.fixableCondition,
                choosers: chain.conditions, at: node, context)
        } else {
            guard let bodies = Self.switchBodies(node) else { return }
            check(branches: bodies, kind: .switchCases, condition: nil, choosers: node.switchSubject.map { [$0] } ?? [], at: node, context)
        }
    }

    // MARK: Checking

    /// `choosers` are the conditions (or the `switch` subject) that pick a branch.
    private func check(branches bodies: [Node], kind: Construct, condition: Condition?, choosers: [Node], at node: Node, _ context: RuleContext) {
        var expressions: [Node] = []
        for body in bodies {
            guard let expression = Self.singleExpression(body) else { return }
            expressions.append(expression)
        }
        // Checked last: the context walk is the costliest test.
        guard context.isInViewBuildingCode, !Self.isInSystemRebuiltContent(context.ancestors) else { return }
        var report = Report(node: node, choosers: choosers, context: context)
        if kind == .ifElse, checkWrapping(expressions[0], expressions[1], condition, report) { return }
        if expressions.contains(where: { SyntaxEquivalence.contains(.ternaryExpression, in: $0) }) { return }

        let chains = expressions.map(ModifierChain.init)
        // A transition on every branch, or on the container around the construct, animates
        // the swap of the two views: the split is what the author asks for.
        if chains.allSatisfy({ $0.modifiers.contains { Self.isTransition($0.name) } })
            || Self.isInTransitionContainer(context.ancestors) { return }
        var differences: [Difference] = []
        for chain in chains.dropFirst() {
            guard let difference = Self.difference(chains[0], chain) else { return }
            differences.append(difference)
        }
        if Self.saysSplitIsDeliberate(node) { return }
        if !reportsStatelessSwaps, !differences.allSatisfy(\.isEmpty), Self.swapsOnlyStatelessLeaves(chains) { return }
        let base = Self.baseName(chains[0].base)
        report.seededState = (base, differences.flatMap(\.changedBaseLabels))
        report.changedHelper = differences.lazy.compactMap(\.changedHelper).first
        let lead = Message.lead(kind, base)
        if differences.allSatisfy(\.isEmpty) {
            report(lead + " " + Message.identical)
            return
        }
        guard kind == .ifElse else {
            report(lead + " " + Message.choice(differences, kind: kind, base: base))
            return
        }
        let wording = condition.map { Wording(condition: $0.text, isSimple: $0.isSimple) }
        let rewrite = Self.rewrite(chains[0].expression, differences[0], wording ?? .placeholder, context)
        // A rewrite that needs a newer OS than the code may target (`bold(_:)` with a Bool) is
        // unsafe: it compiles only for projects that target that OS.
        let needsNewerOS = differences[0].changes.contains { $0.note != nil }
        let fix = wording.map { _ in Fix(
            message: "Replace the branches with one view: `\(Message.snippet(rewrite, or: Self.baseName(chains[0].base)))`",
            // The first branch's view, written where the `if` stood.
            edits: [context.replacing(node, with: Indentation.moved(rewrite, from: chains[0].expression.startByte, to: node.startByte, in: context.source))],
            applicability: needsNewerOS ? .unsafe : .safe) }
        report(lead + " " + Message.rewrite(rewrite, differences[0], wording ?? .placeholder), fix: fix)
    }

    /// The first branch's expression with every change applied.
    static func rewrite(_ expression: Node, _ difference: Difference, _ wording: Wording, _ context: RuleContext) -> String {
        var text = ""
        var cursor = expression.startByte
        for change in difference.changes.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            guard change.range.lowerBound >= cursor else { continue }
            text += context.source.text(cursor..<change.range.lowerBound) + change.render(wording)
            cursor = change.range.upperBound
        }
        return text + context.source.text(cursor..<expression.endByte)
    }

    /// Content the system builds afresh each time it is shown: the actions and `message:` of
    /// `.alert`/`.confirmationDialog`, the items of a `Menu` (not its `label:`), of `.contextMenu`
    /// (not its `preview:`) and of `CommandMenu`/`CommandGroup`, and a `.tabItem`, which the
    /// system turns into a tab bar item. Identity there carries no state.
    static func isInSystemRebuiltContent(_ ancestors: [Node]) -> Bool {
        for index in ancestors.indices.reversed() where index > 0 && ancestors[index].is(.lambdaLiteral) {
            guard let label = ViewBuildingContext.argumentLabel(of: ancestors[index], holder: ancestors[index - 1]),
                  let call = IdentitySyntax.owningCall(ofClosureWithAncestors: ancestors[..<index]),
                  let callee = call.namedChild(0) else { continue }
            if callee.is(.simpleIdentifier), callee.textEquals("Menu") { return label == nil || label == "content" }
            // A scene's menu-bar commands are system menus too.
            if callee.is(.simpleIdentifier), callee.textEquals("CommandMenu") || callee.textEquals("CommandGroup") { return true }
            guard callee.is(.navigationExpression), let member = callee.navigationMember else { continue }
            if member.textEquals("alert") || member.textEquals("confirmationDialog") || member.textEquals("tabItem") { return true }
            if member.textEquals("contextMenu") { return label != "preview" }
        }
        return false
    }

    /// `Group { if … }.transition(…)`: a `Group` passes its modifiers to each view it holds,
    /// so the transition animates the swap of the branches.
    static func isInTransitionContainer(_ ancestors: [Node]) -> Bool {
        guard let closure = ancestors.lastIndex(where: { $0.is(.lambdaLiteral) }),
              let group = ancestors[..<closure].last(where: { $0.is(.callExpression) }),
              group.namedChild(0)?.textEquals("Group") == true else { return false }
        for node in ancestors[..<closure].reversed().prefix(8) {
            guard node.is(.callExpression) || node.is(.callSuffix) || node.is(.navigationExpression)
                    || node.is(.valueArgument) || node.is(.valueArguments) else { break }
            if node.is(.callExpression), let callee = node.namedChild(0), callee.is(.navigationExpression),
               let member = callee.navigationMember, isTransition(member) { return true }
        }
        return false
    }

    /// `.transition(…)`, or a project's wrapper of it (`.cardTransition()`); not
    /// `.contentTransition`, which animates within one view.
    static func isTransition(_ name: Node) -> Bool {
        name.textEquals("transition") || (name.textContains("Transition") && !name.textEquals("contentTransition"))
    }

    /// Words in a comment before or inside the construct that say the split is on purpose
    /// (a workaround that needs the view re-created, `onAppear` fired again, …).
    static let deliberateWords = AuthorComments.deliberateWords + [
        "refire", "re-fire", "retrigger", "re-trigger", "restart", "identity", "onappear", "simulate",
    ]

    static func saysSplitIsDeliberate(_ node: Node) -> Bool {
        var texts = AuthorComments.linesAbove(node.startByte, in: node.tree.source)
        // Comments in the branches, not inside a closure (those speak of the closure's work);
        // read from the tree only when the bytes hold a comment and one of the words.
        let mayHoldComments = node.textContains("//") || node.textContains("/*")
        if mayHoldComments, AuthorComments.mayMention(node, anyOf: deliberateWords) { TreeWalker().walk(node) { child, _ in
            if child.is(.lambdaLiteral) { return .skipChildren }
            if child.is(.comment) || child.is(.multilineComment) { texts.append(child.text) }
            return .visitChildren
        } }
        return AuthorComments.mention(texts, anyOf: deliberateWords)
    }

    /// `if c { HStack { X; Y } } else { X }`: the same view conditionally wrapped in a container.
    private func checkWrapping(_ first: Node, _ second: Node, _ condition: Condition?, _ report: Report) -> Bool {
        for (wrapped, plain) in [(first, second), (second, first)] {
            guard wrapped.is(.callExpression), let callee = wrapped.namedChild(0), callee.is(.simpleIdentifier),
                  Self.wrappers.contains(callee.text),
                  let content = wrapped.firstChild(.callSuffix)?.firstChild(.lambdaLiteral)?.firstChild(.statements) else { continue }
            let children = content.namedChildren.filter { !$0.is(.comment) && !$0.is(.multilineComment) }
            guard children.count >= 2, let index = children.firstIndex(where: { SyntaxEquivalence.equal($0, plain) }) else { continue }
            if Self.saysSplitIsDeliberate(report.node) { return true }
            // Labels and icons added beside a label: nothing in either branch keeps state.
            if !reportsStatelessSwaps, children.allSatisfy({ Self.isStatelessLeaf(ModifierChain($0)) }) { return true }
            // The extra views show when the branch holding the container is taken.
            let shown = condition.map { wrapped.isSameNode(as: first) ? $0.text : Wording(condition: $0.text, isSimple: $0.isSimple).negation }
            report(Message.wrapping(
                container: callee.text, view: Self.baseName(ModifierChain(plain).base), plain: plain.text,
                condition: shown, extrasBefore: index > 0, extrasAfter: index < children.count - 1))
            return true
        }
        return false
    }

    static let wrappers: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyVStack", "LazyHStack"]

    /// `Label` for `Label("On", …)`, `content` for `content`.
    /// `Label` for `Label("On", …)`; `aspectRatio(…)` for a function or method call.
    static func baseName(_ base: Node) -> String {
        guard base.is(.callExpression), let callee = base.namedChild(0) else { return Message.short(base.text) }
        return callee.startsWithUppercaseLetter ? callee.text : callee.text + "(…)"
    }
}
