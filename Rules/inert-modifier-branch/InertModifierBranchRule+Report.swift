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
        /// The function of the project the branches call with other arguments, if any.
        var changedHelper: String?

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
                baseType: seededState?.type, changedLabels: seededState?.labels ?? [], changedHelper: changedHelper))
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
    let changedHelper: String?

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
        if let changedHelper { return helperBuildsPlatformViewIgnoringInput(changedHelper, index) }
        guard let baseType, !changedLabels.isEmpty, let type = representable(baseType, index),
              !type.methods.contains(where: { $0.name == "init" }), let read = Self.namesReadByUpdates(type) else { return false }
        return changedLabels.contains { !read.contains($0) }
    }

    /// `headerAnimation("dark")` against `headerAnimation("light")`, a method of the view that
    /// builds the project's representable whose update leaves a stored property unread: which
    /// property the argument feeds is not known, so it may never reach the platform view.
    private func helperBuildsPlatformViewIgnoringInput(_ helper: String, _ index: ProjectIndex) -> Bool {
        guard let owner = change.enclosingType, let member = index.data.member(helper, in: owner) else { return false }
        return member.constructed.contains { name in
            guard let type = representable(name, index), let read = Self.namesReadByUpdates(type) else { return false }
            return type.properties.contains { property in
                !property.isStatic && !property.isComputed && property.type?.text.contains("->") != true && !read.contains(property.name)
            }
        }
    }

    private func representable(_ name: String, _ index: ProjectIndex) -> ProjectIndex.TypeInfo? {
        guard index.conforms(name, toAnyOf: Self.representables) else { return nil }
        return index.type(named: name, usedIn: change.file)
    }

    /// The names the type's update methods read; nil when none is in the project or one hands
    /// `self` on (then every property reaches the platform view).
    private static func namesReadByUpdates(_ type: ProjectIndex.TypeInfo) -> Set<String>? {
        let updates = type.methods.compactMap(\.namesRead)
        guard !updates.isEmpty else { return nil }
        let read = Set(updates.joined())
        return read.contains("self") ? nil : read
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
