import ViewLintRuleKit

extension InertModifierBranchRule {
    /// Reports a construct now, or once the project index has answered what only it knows:
    /// whether whatever picks the branch can change while the view is shown (a condition made
    /// of the view's properties that every construction sets to a literal never does, so the
    /// split never swaps identities), and whether the construct sits in a closure that a
    /// project type keeps as an action (`PrimaryButton(title) { if … { } else { } }`), which
    /// builds no view at all.
    struct Report {
        let node: Node
        let span: SourceSpan
        let context: RuleContext
        let fixedCondition: [FixedCondition]?
        let closureOwner: String?

        init(node: Node, choosers: [Node], context: RuleContext) {
            self.node = node
            self.context = context
            span = context.span(of: node)
            let readings = choosers.compactMap { FixedCondition($0, ancestors: context.ancestors) }
            fixedCondition = readings.isEmpty || readings.count < choosers.count ? nil : readings
            closureOwner = ViewBuildingContext.customTypeOwningClosure(context.ancestors)
        }

        func callAsFunction(_ message: String, fix: Fix? = nil) {
            guard fixedCondition != nil || closureOwner != nil else {
                context.report(node, message, fix: fix)
                return
            }
            let (span, fixed, owner) = (span, fixedCondition, closureOwner)
            context.afterIndexing { index in
                if let fixed, fixed.allSatisfy({ $0.neverFlips(in: index, isProcessConstant: { _ in false }) }) { return [] }
                if let owner, ViewBuildingContext.storesOnlyActionClosures(owner, in: index) { return [] }
                return [Finding(span: span, message: message, fix: fix)]
            }
        }
    }
}
