import ViewLintSyntax

extension IdentitySyntax {
    /// A name an expression starts a read from, with the member it reads next, if any:
    /// `model` then `state` in `model.state == .loading`.
    public struct RootRead {
        public let root: Node
        public let member: Node?
    }

    /// The names an expression starts its reads from: `unread` in `unread > 0`, `model` in
    /// `model.items.isEmpty`, `isOn` in `self.isOn` or `$isOn`; not members after a dot, argument
    /// labels, implicit members (`.loading`) or type names (`Color.red`). At most `limit` nodes
    /// are read (arguments are usually short; a long one gives its first names).
    public static func rootReads(of expression: Node, limit: Int = 64) -> [RootRead] {
        var reads: [RootRead] = []
        var visited = 0
        TreeWalker().walk(expression, codeOnly: true) { node, ancestors in
            visited += 1
            if visited > limit { return .skipChildren }
            if node.is(.navigationExpression), let target = node.child(field: .target), target.is(.selfExpression) {
                if let member = node.navigationMember { reads.append(RootRead(root: member, member: Self.nextMember(ancestors))) }
                return .skipChildren
            }
            guard node.is(.simpleIdentifier) else { return .visitChildren }
            if let parent = ancestors.last, parent.is(.navigationSuffix) || parent.is(.valueArgumentLabel)
                || parent.is(.prefixExpression) && parent.textHasPrefix(".") { return .skipChildren }
            if !node.startsWithUppercaseLetter {
                let member = ancestors.last.flatMap { $0.is(.navigationExpression) ? $0.navigationMember : nil }
                reads.append(RootRead(root: node, member: member))
            }
            return .skipChildren
        }
        return reads
    }

    public static func rootNames(of expression: Node, limit: Int = 64) -> [Node] { rootReads(of: expression, limit: limit).map(\.root) }

    /// The member read after `self.x` (`y` in `self.x.y`): the ancestor above the `self.x` node.
    private static func nextMember(_ ancestors: [Node]) -> Node? {
        guard let parent = ancestors.last, parent.is(.navigationExpression) else { return nil }
        return parent.navigationMember
    }

    /// A root name's text without the `$` of a binding.
    public static func rootName(_ node: Node) -> String {
        let text = node.text
        return text.hasPrefix("$") ? String(text.dropFirst()) : text
    }
}
