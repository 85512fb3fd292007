import ViewLintRuleKit

extension InertModifierBranchRule {
    /// Reports a construct once the project index has answered what only it knows: whether
    /// whatever picks the branch changes while the view is shown (`ChangeEvidence`, named in
    /// the message), and whether the construct sits in a closure that a project type keeps as
    /// an action (`PrimaryButton(title) { if … { } else { } }`), which builds no view at all.
    struct Report {
        let node: Node
        let span: SourceSpan
        let context: RuleContext
        let closureOwner: String?
        let change: ChangeEvidence

        init(node: Node, choosers: [Node], context: RuleContext) {
            self.node = node
            self.context = context
            span = context.span(of: node)
            closureOwner = ViewBuildingContext.customTypeOwningClosure(context.ancestors)
            change = ChangeEvidence(choosers, ancestors: context.ancestors)
        }

        func callAsFunction(_ message: String, fix: Fix? = nil) {
            let (span, owner, change) = (span, closureOwner, change)
            context.afterIndexing { index in
                if let owner, ViewBuildingContext.storesOnlyActionClosures(owner, in: index) { return [] }
                guard let evidence = change.evidence(in: index) else { return [] }
                return [Finding(span: span, message: message + " " + ChangeEvidence.sentence(evidence), fix: fix)]
            }
        }
    }
}
