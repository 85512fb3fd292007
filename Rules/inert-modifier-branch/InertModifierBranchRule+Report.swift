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
            let span = span
            context.afterIndexing { index in
                if let owner, ViewBuildingContext.storesOnlyActionClosures(owner, in: index)
                    || ViewBuildingContext.takesPlainViewClosures(owner, in: index) { return [] }
                guard let evidence = change.evidence(in: index) else { return [] }
                return [Finding(span: span, message: message + " " + ChangeEvidence.sentence(evidence), fix: fix)]
            }
        }
    }
}
