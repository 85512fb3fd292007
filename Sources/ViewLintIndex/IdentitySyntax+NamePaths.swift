import ViewLintSyntax

/// Plain name paths such as `self.model.pets` and `$pets`.
extension IdentitySyntax {
    /// `a.b.c` → [a, b, c], `self.a` → [self, a] (`$` removed); nil for anything but
    /// identifiers, member names and `self`, or a path longer than `limit`.
    public static func namePath(_ node: Node, limit: Int = 16) -> [String]? {
        var components: [String] = []
        var current = node
        for _ in 0..<limit {
            if current.is(.simpleIdentifier) {
                var name = current.text
                if name.hasPrefix("$") { name.removeFirst() }
                components.append(name)
                return components.reversed()
            }
            if current.is(.selfExpression) {
                components.append("self")
                return components.reversed()
            }
            guard current.is(.navigationExpression), let member = current.navigationMember, member.is(.simpleIdentifier),
                  let target = current.child(field: .target) else { return nil }
            components.append(member.text)
            current = target
        }
        return nil
    }
}
