import ViewLintSyntax

/// Which calls make a new object, as rules about an object's lifetime read them.
public enum ObjectConstruction {
    /// The type a call constructs: `T(…)`, `Module.T(…)` and `T.init(…)` name it; `.init(…)`
    /// constructs the type its context expects, `declaredType` (nil when unknown). Shared
    /// instances (`T.shared`) and factories (`T.make()`) may return an object owned elsewhere:
    /// nil.
    public static func constructedType(_ call: Node, declaredType: @autoclosure () -> String?) -> String? {
        guard call.is(.callExpression), let callee = call.namedChild(0) else { return nil }
        if callee.is(.simpleIdentifier) {
            return callee.startsWithUppercaseLetter ? callee.text : nil
        }
        if callee.is(.navigationExpression), let member = callee.navigationMember,
           let target = callee.child(field: .target) {
            if member.textEquals("init") { return target.text }
            return member.startsWithUppercaseLetter && target.startsWithUppercaseLetter ? callee.text : nil
        }
        if callee.is(.prefixExpression), callee.child(field: .target)?.textEquals("init") == true {
            return declaredType()
        }
        return nil
    }

    /// `T()` or `T(count: 3)`: only constants flow in, so an object made once keeps no input
    /// that a parent would later change.
    public static func hasOnlyLiteralArguments(_ call: Node) -> Bool {
        guard let suffix = call.firstChild(.callSuffix), suffix.firstChild(.lambdaLiteral) == nil else { return false }
        let arguments = suffix.firstChild(.valueArguments)?.namedChildren ?? []
        return arguments.allSatisfy { argument in
            argument.child(field: .value).map(IdentitySyntax.isConstantValue) ?? false
        }
    }
}
