import ViewLintSyntax

/// Key paths such as `\.name` and `\Pet.id`.
extension IdentitySyntax {
    /// `\.a.b` → (nil, [a, b]); `\Pet.name` → (Pet, [name]); `\.self` → (nil, [self]).
    public struct KeyPath: Sendable, Hashable, Codable {
        public var root: String?
        public var components: [String]
        public var last: String { components.last ?? "" }
        public var text: String { "\\" + (root ?? "") + "." + components.joined(separator: ".") }
    }

    public static func keyPath(_ node: Node) -> KeyPath? {
        var components: [String] = []
        var current = node
        while current.is(.navigationExpression) {
            guard let name = current.navigationMember, name.is(.simpleIdentifier) || name.is(.integerLiteral),
                  let target = current.child(field: .target) else { return nil }
            components.append(name.text)
            current = target
        }
        guard current.is(.keyPathExpression), !components.isEmpty else { return nil }
        let root = current.firstChild(.typeIdentifier).map(\.text)
        return KeyPath(root: root, components: components.reversed())
    }

    /// Whether `node` is the key path `\.<name>` (without allocating).
    public static func isKeyPath(_ node: Node, to name: String) -> Bool {
        guard node.is(.navigationExpression), let target = node.child(field: .target), target.is(.keyPathExpression),
              target.namedChildCount == 0 else { return false }
        return node.navigationMember?.textEquals(name) == true
    }
}
