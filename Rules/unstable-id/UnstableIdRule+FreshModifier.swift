import ViewLintRuleKit

/// `.id(UUID())` and other fresh values given to `.id(_:)`: reported where a view builder
/// evaluates them again on every update, and not on a spinner (directly or through the
/// project's own views that show only one).
extension UnstableIdRule {
    func checkFreshModifier(_ argument: Node, fresh: String, of call: CallSyntax, _ context: RuleContext) {
        // The view the modifier chain starts from (`ProgressView()` in `ProgressView().id(…)`).
        let base = call.callee.child(field: .target).map { ModifierChain($0).base }
        guard !Self.isDocumentedReset(argument, context), !Self.identifiesSpinner(base),
              Self.isEvaluatedOnEveryUpdate(context.ancestors) else { return }
        guard let wrapper = Self.projectViewBase(base) else {
            context.report(argument, Message.freshModifier(fresh))
            return
        }
        // `LoadingRow().id(UUID())`: decided once the project's views are indexed.
        guard !argument.containsError else { return }
        context.afterIndexing(FreshModifierCheck(wrapper: wrapper, fresh: fresh, span: context.span(of: argument)))
    }

    /// `ProgressView().id(UUID())`: a spinner holds no state, and a new identity is the known way
    /// to restart its animation when a list reuses the row; recreating it costs nothing.
    static func identifiesSpinner(_ base: Node?) -> Bool {
        guard let base else { return false }
        return base.is(.callExpression) && base.namedChild(0)?.textEquals("ProgressView") == true
            && CallSyntax(base)?.argument(labeled: "value") == nil
    }

    /// `LoadingRow(…)` at the base of the modifier chain: a type that may be the project's view.
    static func projectViewBase(_ base: Node?) -> String? {
        guard let base, base.is(.callExpression), let callee = base.namedChild(0), callee.is(.simpleIdentifier),
              callee.startsWithUppercaseLetter, callee.endByte - callee.startByte <= 64 else { return nil }
        return callee.text
    }

    /// What a spinner's wrapper may show beside it: layout, text and plain values, none of which
    /// holds state.
    static let statelessCompanions: Set<String> = [
        "HStack", "VStack", "ZStack", "Group", "Spacer", "Text", "Label", "Image", "Divider", "EdgeInsets", "Color", "Font",
        "CGSize", "CGFloat", "CGPoint", "LocalizedStringKey",
    ]

    /// Whether the project's view `typeName` shows an indeterminate spinner and nothing with
    /// state: its `body` builds a `ProgressView` (or such a view of the project, a few levels
    /// deep) beside only layout and text, calls none of its own helpers, and the type holds no
    /// state of its own.
    static func showsOnlySpinner(_ typeName: String, in index: ProjectIndex, depth: Int) -> Bool {
        guard depth < 4, let type = index.type(named: typeName), !type.isAmbiguous, type.primary?.kind == .struct,
              type.conforms(to: "View"), index.data.stateEvidence(ofType: typeName) == nil,
              let body = index.data.member("body", in: typeName), body.stateMarkers.isEmpty,
              !body.calledMembers.contains(where: { index.data.member($0, in: typeName) != nil }) else { return false }
        var showsSpinner = false
        for built in body.constructed where !statelessCompanions.contains(built) {
            guard built == "ProgressView" || showsOnlySpinner(built, in: index, depth: depth + 1) else { return false }
            showsSpinner = true
        }
        return showsSpinner
    }

    /// Whether a view builder evaluates the node again each time its view updates: in
    /// view-building code, in a closure such code runs (`items.map { Row($0).id(UUID()) }`), in
    /// a helper that returns a view, or in a view's initializer or stored property (made anew by
    /// every update of its parent). Not in an action (`.onAppear { cache = … }`), in a function
    /// or property that returns something else, nor in the initializer of a type that is not a
    /// view: such a value is made once and kept with what stores it.
    static func isEvaluatedOnEveryUpdate(_ ancestors: [Node]) -> Bool {
        if ViewBuildingContext.contains(ancestors) { return true }
        var index = ancestors.count - 1
        while index >= 0 {
            let node = ancestors[index]
            if node.is(.lambdaLiteral) {
                if ViewBuildingContext.holdsActionStatements(node, kinds: onceStatementKinds) { return false }
            } else if node.is(.functionDeclaration) {
                return SyntaxHelpers.returnTypeNode(ofFunction: node)?.textContains("View") == true
            } else if node.is(.computedProperty) {
                guard index >= 1 else { return false }
                return ancestors[index - 1].firstChild(.typeAnnotation)?.textContains("View") == true
            } else if node.is(.initDeclaration) {
                return isViewDeclaration(ancestors[..<index])
            } else if node.is(.propertyDeclaration), index >= 1, ancestors[index - 1].is(.classBody) {
                return isViewDeclaration(ancestors[..<index])
            } else if node.is(.deinitDeclaration) || node.is(.subscriptDeclaration) || node.is(.computedSetter)
                || node.is(.computedModify) || node.is(.willsetDidsetBlock) || node.is(.classBody) || node.is(.protocolBody)
                || node.is(.enumClassBody) {
                return false
            }
            index -= 1
        }
        return false
    }

    /// Statements of a closure that runs once rather than building a view: an action's
    /// (assignments, `return`, `guard`, loops) or a declaration (`let cache = UUID()`).
    private static let onceStatementKinds = ViewBuildingContext.actionStatementKinds.union([NodeKind.propertyDeclaration.symbol])

    /// The innermost type declaration (`ancestors` end inside it) inherits `View`.
    private static func isViewDeclaration(_ ancestors: ArraySlice<Node>) -> Bool {
        ancestors.last(where: { $0.is(.classDeclaration) }).map(ViewBuildingContext.inheritsView) ?? false
    }
}

/// Once the project's views are indexed: whether the view given a fresh `.id` only shows a
/// spinner (then a new identity restarts its animation and costs nothing).
struct FreshModifierCheck: IndexCheck {
    /// The project view at the base of the modifier chain (`LoadingRow`).
    let wrapper: String
    /// The fresh value as written (`UUID()`).
    let fresh: String
    let span: SourceSpan

    func run(_ index: ProjectIndex) -> [Finding] {
        UnstableIdRule.showsOnlySpinner(wrapper, in: index, depth: 0) ? [] : [Finding(span: span, message: UnstableIdRule.Message.freshModifier(fresh))]
    }
}
