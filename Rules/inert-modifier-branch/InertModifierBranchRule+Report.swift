import ViewLintRuleKit

extension InertModifierBranchRule {
    /// Reports a construct once the project index has answered what only it knows: whether
    /// whatever picks the branch changes while the view is shown (`ChangeEvidence`, named in
    /// the message), and whether the construct sits in a closure that a project type keeps as
    /// an action (`PrimaryButton(title) { if … { } else { } }`), which builds no view at all, or
    /// as a plain `() -> Label` closure, where the `if` is an expression with one type.
    struct Report {
        let node: Node
        let span: SourceSpan
        let context: RuleContext
        let choosers: [Node]

        init(node: Node, choosers: [Node], context: RuleContext) {
            self.node = node
            self.context = context
            self.choosers = choosers
            span = context.span(of: node)
        }

        /// Read only for a construct that is reported (still during the visit, so the ancestors
        /// are the construct's).
        func callAsFunction(_ message: String, fix: Fix? = nil) {
            let owner = ViewBuildingContext.customTypeOwningClosure(context.ancestors)
            let change = ChangeEvidence(choosers, ancestors: context.ancestors)
            context.afterIndexing(ChangingBranchCheck(owner: owner, change: change, span: span, message: message, fix: fix))
        }
    }
}

/// Once the project is indexed: whether what picks the branch changes while the view is
/// shown, and whether the construct builds a view at all (not in a closure a project type
/// keeps as an action or as a plain `() -> Label` closure).
struct ChangingBranchCheck: IndexCheck {
    /// The project type whose initializer takes the enclosing closure.
    let owner: String?
    let change: ChangeEvidence
    let span: SourceSpan
    let message: String
    let fix: Fix?

    func run(_ index: ProjectIndex) -> [Finding] {
        if let owner, ViewBuildingContext.storesOnlyActionClosures(owner, in: index)
            || ViewBuildingContext.takesPlainViewClosures(owner, in: index) { return [] }
        guard let evidence = change.evidence(in: index) else { return [] }
        return [Finding(span: span, message: message + " " + ChangeEvidence.sentence(evidence), fix: fix)]
    }
}
