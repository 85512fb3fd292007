import ViewLintRuleKit

/// Branches that swap views keeping no state, whose difference one view could not animate
/// either: two strings, two symbols, a bold and a plain label. The split loses nothing there
/// (a strict census of real apps judged none of 32 such reports correct), so it is left alone.
extension InertModifierBranchRule {
    /// Views that hold no state and whose content SwiftUI does not interpolate: a new string
    /// or symbol is drawn anew in one view as in two. Shapes and colors are not here: one view
    /// animates a change of their color or size in place, two views cross-fade.
    static let statelessLeaves: Set<String> = ["Text", "Image", "Label", "Spacer", "Divider"]

    /// Modifiers whose change one view animates in place (a chevron turns, a frame grows) or
    /// that animate within one view (`contentTransition`, `symbolEffect`), where two views only
    /// cross-fade: a split over them is reported even on stateless views.
    static let animatedWithinOneView: Set<String> = [
        "rotationEffect", "rotation3DEffect", "scaleEffect", "offset", "position", "opacity", "frame", "padding",
        "blur", "shadow", "contentTransition", "symbolEffect", "animation", "matchedGeometryEffect",
    ]

    /// Modifiers that animate a change only within one view, written on both branches or not.
    static let animatedOnlyWithinOneView: Set<String> = ["contentTransition", "symbolEffect", "animation"]

    /// Each chain is a stateless leaf built without closures (`Label { … } icon: { … }` may hold
    /// anything, `.onAppear { }` runs again on a swap), and no modifier that differs between
    /// the chains is one a single view would animate.
    static func swapsOnlyStatelessLeaves(_ chains: [ModifierChain]) -> Bool {
        guard chains.allSatisfy(isStatelessLeaf) else { return false }
        // `.contentTransition(.numericText())` on both: it animates only within one view.
        if chains.contains(where: { $0.modifiers.contains { animatedOnlyWithinOneView.contains($0.name.text) } }) { return false }
        let modifiers = chains.map { chain in chain.modifiers.map { ($0.name.text, $0.suffix.text) } }
        return !modifiers.contains { own in
            own.contains { name, suffix in
                animatedWithinOneView.contains(name) && !modifiers.allSatisfy { $0.contains { $0 == (name, suffix) } }
            }
        }
    }

    /// `Text("a").bold()`, `Image(systemName: "star")`, `Label("On", systemImage: "bolt")`.
    static func isStatelessLeaf(_ chain: ModifierChain) -> Bool {
        guard chain.base.is(.callExpression), let callee = chain.base.namedChild(0), callee.is(.simpleIdentifier),
              statelessLeaves.contains(callee.text) else { return false }
        return !SyntaxEquivalence.contains(.lambdaLiteral, in: chain.expression)
    }
}
