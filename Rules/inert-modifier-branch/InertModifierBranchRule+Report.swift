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
        /// The base view's type and the labels of its initializer's arguments that the
        /// branches pass differently.
        var seededState: (type: String, labels: [String])?

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
            let change = ChangeEvidence(choosers, ancestors: context.ancestors, file: context.path)
            context.afterIndexing(ChangingBranchCheck(
                owner: owner, change: change, span: span, message: message, fix: fix,
                baseType: seededState?.type, changedLabels: seededState?.labels ?? []))
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
    let baseType: String?
    let changedLabels: [String]

    func run(_ index: ProjectIndex) -> [Finding] {
        if let owner, ViewBuildingContext.storesOnlyActionClosures(owner, usedIn: change.file, in: index)
            || ViewBuildingContext.takesPlainViewClosures(owner, usedIn: change.file, in: index) { return [] }
        if seedsState(index) || wrapsPlatformView(index) { return [] }
        guard let evidence = change.evidence(in: index) else { return [] }
        return [Finding(span: span, message: message + " " + ChangeEvidence.sentence(evidence), fix: fix)]
    }

    /// `LottieView(name: dark ? "pulse-dark" : "pulse")` where `LottieView` is the project's
    /// `UIViewRepresentable` whose `updateUIView` does not read `name` (the animation is loaded
    /// once, in `makeUIView`): a new argument would not reach the platform view, so the two
    /// views are what makes the change show.
    /// Only when the update method is in the project, the type has no `init` of its own (labels
    /// are its properties) and the method does not hand `self` on.
    private func wrapsPlatformView(_ index: ProjectIndex) -> Bool {
        guard let baseType, !changedLabels.isEmpty, let type = index.type(named: baseType, usedIn: change.file),
              !type.methods.contains(where: { $0.name == "init" }), index.conforms(baseType, toAnyOf: Self.representables) else { return false }
        let updates = type.methods.compactMap(\.namesRead)
        guard !updates.isEmpty else { return false }
        let read = Set(updates.joined())
        return !read.contains("self") && changedLabels.contains { !read.contains($0) }
    }

    static let representables: Set<String> = [
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// `Row(title: a)` against `Row(title: b)` where `Row` declares `@State var title`: the
    /// argument only seeds the state, so one view given another value would keep showing the
    /// first. The two views are what makes the change show.
    private func seedsState(_ index: ProjectIndex) -> Bool {
        guard let baseType, !changedLabels.isEmpty, let type = index.type(named: baseType, usedIn: change.file) else { return false }
        return changedLabels.contains { label in
            guard let wrapper = type.property(named: label)?.wrapper else { return false }
            return wrapper == "State" || wrapper == "StateObject"
        }
    }
}
