import ViewLintSyntax

/// A view expression read as a base and the modifiers applied to it:
/// `Text("a").bold().opacity(0.3)` is base `Text("a")` with modifiers `bold()`, `opacity(0.3)`.
/// Read with a loop down the chain, so long chains cost no recursion.
public struct ModifierChain {
    /// One `.name(arguments)` call of the chain.
    public struct Modifier {
        /// The whole call expression, from the base to this modifier's closing parenthesis.
        public let call: Node
        /// The modifier's name (`opacity`).
        public let name: Node
        /// Its arguments and trailing closures.
        public let suffix: Node
    }

    public let expression: Node
    /// The innermost expression (`Text("a")`, `content`, `self`).
    public let base: Node
    /// The modifiers, innermost (applied first) first.
    public let modifiers: [Modifier]

    public init(_ expression: Node) {
        self.expression = expression
        var node = expression
        var reversed: [Modifier] = []
        while node.is(.callExpression), let callee = node.namedChild(0), callee.is(.navigationExpression),
              let target = callee.child(field: .target), let name = callee.navigationMember,
              let suffix = node.firstChild(.callSuffix), !Self.isTypeMember(name) {
            reversed.append(Modifier(call: node, name: name, suffix: suffix))
            node = target
        }
        // `LocalSetupView.infoView(…)`, `Theme.badge(…)`: a static function of a type builds
        // the view; it is the base, not a modifier of the type name.
        if node.is(.simpleIdentifier), node.startsWithUppercaseLetter, let first = reversed.popLast() {
            node = first.call
        }
        base = node
        modifiers = reversed.reversed()
    }

    /// `SwiftUI.Text(…)` and `Label.init(…)` name a type, not a modifier.
    private static func isTypeMember(_ name: Node) -> Bool {
        name.textEquals("init") || name.startsWithUppercaseLetter
    }
}
