import ViewLintRuleKit

extension ConditionalModifierRule {
    /// The transform closures of a call: closures in the parentheses and trailing ones
    /// (`.if(c) { $0.bold() } else: { $0.italic() }`).
    static func transformClosures(_ call: CallSyntax) -> [Node] {
        var closures = call.arguments.compactMap { argument in
            argument.child(field: .value).flatMap { $0.is(.lambdaLiteral) ? $0 : nil }
        }
        call.suffix?.forEachChild { _, child in
            if child.is(.lambdaLiteral) { closures.append(child) }
        }
        return closures
    }

    /// Whether two transforms (`then: { $0.listStyle(.plain) }, else: { $0.listStyle(.grouped) }`)
    /// can become one view: each is one chain of modifiers on the closure's parameter, a
    /// modifier only one of them applies has an inert value (`bold(false)`), and a modifier both
    /// apply differs only in arguments that are no style and no generic view or shape
    /// (`.padding(8)` against `.padding(16)`). Two members of a style protocol
    /// (`.listStyle(.plain)`, `.listStyle(.insetGrouped)`) are each their own type, and `fill`
    /// and `stroke` make different shapes: then the two results are different views, which the
    /// helper's `if`/`else` only spells out.
    static func transformsJoin(_ first: Node, _ second: Node) -> Bool {
        guard let a = modifiers(of: first), let b = modifiers(of: second) else { return false }
        for modifier in a where !b.contains(where: { $0.name.textEquals(modifier.name.text) }) {
            guard hasInertValue(modifier) else { return false }
        }
        for modifier in b {
            guard let other = a.first(where: { $0.name.textEquals(modifier.name.text) }) else {
                guard hasInertValue(modifier) else { return false }
                continue
            }
            if !SyntaxEquivalence.equal(modifier.suffix, other.suffix), isStyleModifier(modifier.name) || takesGenericValue(modifier.name) {
                return false
            }
        }
        return true
    }

    /// The modifiers a closure applies to its parameter (`{ $0.bold().padding() }`, `{ view in
    /// view.bold() }`); nil when its body is anything else.
    static func modifiers(of closure: Node) -> [ModifierChain.Modifier]? {
        guard let statements = closure.firstChild(.statements), statements.namedChildCount == 1,
              let expression = statements.namedChild(0) else { return nil }
        let chain = ModifierChain(expression)
        guard chain.base.is(.simpleIdentifier), !chain.modifiers.isEmpty else { return nil }
        return chain.modifiers
    }

    /// `.if(isLast) { $0.id(bottomID) }`: a transform that gives the view an explicit identity
    /// changes that identity when the condition flips, however it is written (`.id` has no
    /// value that means "none"); the helper is the author's way of marking one view.
    static func setsExplicitIdentity(_ closures: [Node]) -> Bool {
        closures.contains { closure in modifiers(of: closure)?.contains { $0.name.textEquals("id") } == true }
    }

    /// `.if(canFocus) { $0.onAppear { focused = true } }`: a transform that only runs actions when
    /// the view appears or disappears (`onAppear…`, `onDisappear`, `task`) runs them because the
    /// view is replaced when the condition turns true; an inert form (`.onAppear { if c { … } }`)
    /// would not run them then. The split is the point.
    static func onlyRunsOnAppearance(_ closures: [Node]) -> Bool {
        guard let modifiers = closures.first.flatMap(modifiers(of:)), closures.count == 1 else { return false }
        return modifiers.allSatisfy { modifier in
            appearanceActions.contains { modifier.name.textHasPrefix($0) }
        }
    }

    private static let appearanceActions = ["onAppear", "onDisappear", "task"]

    private static func hasInertValue(_ modifier: ModifierChain.Modifier) -> Bool {
        let firstLabel = modifier.suffix.firstChild(.valueArguments)?.namedChildren
            .first { $0.is(.valueArgument) }?.child(field: .name)?.text
        return InertModifiers.inertValue(modifier: modifier.name.text, label: firstLabel) != nil
    }

    /// `background(Color.red)` against `background(Capsule())`, `clipShape(Circle())` against
    /// `clipShape(Rectangle())`: values of generic parameters, which a ternary joins only when
    /// they happen to share a type; not told apart here, so not joined.
    private static func takesGenericValue(_ name: Node) -> Bool {
        genericValueModifiers.contains(name.text)
    }

    private static let genericValueModifiers: Set<String> = [
        "background", "overlay", "clipShape", "mask", "foregroundStyle", "backgroundStyle", "fill", "stroke", "strokeBorder",
        "border", "tint", "listRowBackground", "contentShape", "containerShape",
    ]

    /// `listStyle`, `buttonStyle`, `pickerStyle`, …: each value is a type of its own. Not
    /// `foregroundStyle`/`backgroundStyle`, whose values are shape styles.
    private static func isStyleModifier(_ name: Node) -> Bool {
        let text = name.text
        return text.hasSuffix("Style") && text != "foregroundStyle" && text != "backgroundStyle"
    }
}
