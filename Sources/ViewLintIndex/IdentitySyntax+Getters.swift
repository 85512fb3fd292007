import ViewLintSyntax

/// What a computed getter returns.
extension IdentitySyntax {
    /// The expressions a getter's statements return: the single expression of an implicit
    /// return, and the value of every `return` outside nested closures and functions.
    public static func returnedExpressions(_ statements: Node) -> [Node] {
        var result: [Node] = []
        let named = statements.namedChildren
        if named.count == 1, let only = named.first, !only.is(.controlTransferStatement), !only.is(.propertyDeclaration) {
            result.append(only)
        }
        TreeWalker().walk(statements, codeOnly: true) { node, _ in
            if node.is(.lambdaLiteral) || node.is(.functionDeclaration) || node.is(.classDeclaration) { return .skipChildren }
            if node.is(.controlTransferStatement) {
                if node.child(0)?.textEquals("return") == true, let value = node.child(field: .result) { result.append(value) }
                return .skipChildren
            }
            return .visitChildren
        }
        return result
    }

    /// `name` or `self.name`: the property a getter returns directly.
    public static func propertyReference(_ expression: Node) -> Node? {
        if expression.is(.simpleIdentifier) { return expression }
        if expression.is(.navigationExpression), expression.child(field: .target)?.is(.selfExpression) == true,
           let name = expression.navigationMember, name.is(.simpleIdentifier) { return name }
        return nil
    }
}
