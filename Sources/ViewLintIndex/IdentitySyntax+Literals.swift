import ViewLintSyntax

/// Literal values, for duplicate-literal and constant checks.
extension IdentitySyntax {
    /// `3`, `-1`, `0x10`.
    public static func isIntegerLiteral(_ node: Node) -> Bool {
        if node.is(.integerLiteral) || node.is(.hexLiteral) { return true }
        if node.is(.prefixExpression), let operation = node.child(field: .operation), operation.textEquals("-"),
           let target = node.child(field: .target) {
            return target.is(.integerLiteral) || target.is(.hexLiteral)
        }
        return false
    }

    /// A value written as a constant: a number, Boolean or plain string literal, or an enum
    /// case (`.home`, `Tab.home`). Two equal constants are the same value.
    public static func isConstantValue(_ node: Node) -> Bool {
        if isIntegerLiteral(node) || node.is(.realLiteral) || node.is(.booleanLiteral) { return true }
        if node.is(.lineStringLiteral) {
            return node.children(field: .interpolation).isEmpty
        }
        if node.is(.prefixExpression), let operation = node.child(field: .operation), operation.textEquals("."),
           let target = node.child(field: .target), target.is(.simpleIdentifier) { return true }
        if node.is(.navigationExpression), let target = node.child(field: .target), target.is(.simpleIdentifier), target.startsWithUppercaseLetter,
           node.navigationMember?.is(.simpleIdentifier) == true { return true }
        return false
    }
}
