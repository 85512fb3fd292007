import ViewLintSyntax

extension Node {
    /// Whether `name` occurs in this subtree as an identifier in code: not `modelName`, a
    /// comment or a string.
    public func mentions(identifier name: String) -> Bool {
        var found = false
        TreeWalker().walk(self, codeOnly: true) { node, _ in
            if found { return .skipChildren }
            if node.is(.simpleIdentifier), node.textEquals(name) { found = true }
            return found ? .skipChildren : .visitChildren
        }
        return found
    }
}

extension Node {
    /// In a `switch` statement, the value it chooses on.
    public var switchSubject: Node? {
        namedChildren.first { !$0.is(.switchEntry) && !$0.is(.comment) && !$0.is(.multilineComment) }
    }
}
