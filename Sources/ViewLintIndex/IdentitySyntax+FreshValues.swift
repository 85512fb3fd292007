import ViewLintSyntax

/// Expressions that make a new value on every evaluation (`UUID()`, `Date.now`, `.random`).
extension IdentitySyntax {
    /// Numeric types (and Bool) whose `.random(…)` makes a fresh value.
    static let randomTypes = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "CGFloat", "Bool", "Decimal",
    ]
    static let randomFunctions = ["arc4random", "arc4random_uniform", "arc4random_buf", "drand48", "lrand48"]
    /// Conversions that keep their argument's freshness: `String(UUID())`, `AnyHashable(Date())`.
    static let conversions = ["String", "AnyHashable", "Int", "Double", "Text"]

    /// The construct in `expression` that makes a new value each time it is evaluated (`UUID()`,
    /// `Date()`, `Date.now`, `Int.random(in:)`, `arc4random()`), following only the parts whose
    /// value becomes the expression's value (`UUID().uuidString`, `x ?? UUID()`, `"\(Date())"`),
    /// never arguments of arbitrary calls or closures.
    public static func freshValue(in expression: Node) -> Node? {
        var work = [expression]
        while let node = work.popLast() {
            if isFreshConstruct(node) { return node }
            if node.is(.navigationExpression), let target = node.child(field: .target) {
                work.append(target)
            } else if node.is(.callExpression), let callee = node.namedChild(0) {
                if callee.is(.navigationExpression), let target = callee.child(field: .target) {
                    work.append(target)
                } else if callee.is(.simpleIdentifier), conversions.contains(where: { callee.textEquals($0) }),
                          let call = containerCall(node, names: conversions) {
                    work += call.arguments.compactMap { $0.child(field: .value) }
                }
            } else if node.is(.additiveExpression) || node.is(.multiplicativeExpression) || node.is(.nilCoalescingExpression)
                        || node.is(.tupleExpression) || node.is(.interpolatedExpression) {
                work += node.namedChildren
            } else if node.is(.lineStringLiteral) {
                work += node.children(field: .interpolation)
            } else if node.is(.ternaryExpression) {
                work += [node.child(field: .ifTrue), node.child(field: .ifFalse)].compactMap { $0 }
            }
        }
        return nil
    }

    private static func isFreshConstruct(_ node: Node) -> Bool {
        if node.is(.callExpression), let callee = node.namedChild(0) {
            let hasArguments = (node.firstChild(.callSuffix)?.firstChild(.valueArguments)?.namedChildCount ?? 0) > 0
            if callee.is(.simpleIdentifier) {
                if !hasArguments, callee.textEquals("UUID") || callee.textEquals("Date") { return true }
                return randomFunctions.contains { callee.textEquals($0) } && node.firstChild(.callSuffix)?.firstChild(.lambdaLiteral) == nil
            }
            // tree-sitter-swift reads `a + UUID()` as a call of `a + UUID`.
            if callee.is(.additiveExpression), let rhs = callee.namedChild(1), rhs.is(.simpleIdentifier),
               !hasArguments, rhs.textEquals("UUID") || rhs.textEquals("Date") {
                return true
            }
            if callee.is(.navigationExpression), let method = callee.navigationMember,
               let target = callee.child(field: .target) {
                if method.textEquals("init"), !hasArguments, target.textEquals("UUID") || target.textEquals("Date") { return true }
                if method.textEquals("randomElement") { return true }
                if method.textEquals("random"), target.is(.simpleIdentifier), randomTypes.contains(where: { target.textEquals($0) }) {
                    return true
                }
            }
            if callee.is(.prefixExpression), callee.child(field: .operation)?.textEquals(".") == true,
               callee.child(field: .target)?.textEquals("random") == true { return true }
            return false
        }
        if let target = member(node, named: "now") {
            return target.is(.simpleIdentifier) && target.textEquals("Date")
        }
        if node.is(.prefixExpression), node.child(field: .operation)?.textEquals(".") == true,
           node.child(field: .target)?.textEquals("now") == true { return true }
        return false
    }
}
