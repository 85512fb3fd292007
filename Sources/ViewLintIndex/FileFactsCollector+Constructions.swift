import ViewLintSyntax

extension FileFactsCollector {
    /// `Row(title: t, isCompact: false)` or `Row.init(…)`: the type is constructed, and each
    /// labelled argument whose value is not a literal is recorded as varying, or, when it is a
    /// plain name (`isCompact`, `self.isCompact`) inside a type, as forwarded from that type's
    /// property of the name.
    mutating func recordConstruction(_ call: CallSyntax) {
        let callee = call.callee
        let typeNode: Node
        if callee.is(.simpleIdentifier) {
            typeNode = callee
        } else if let member = call.member, member.textEquals("init"), let target = callee.child(field: .target), target.is(.simpleIdentifier) {
            typeNode = target
        } else {
            return
        }
        guard typeNode.startsWithUppercaseLetter, call.arguments.contains(where: { $0.child(field: .name) != nil }) else { return }
        let typeName = typeNode.text
        facts.constructions.constructedTypes.insert(typeName)
        for argument in call.arguments {
            guard let label = argument.child(field: .name), let value = argument.child(field: .value),
                  !IdentitySyntax.isConstantValue(value), !value.textEquals("nil") else { continue }
            let key = ConstructionFacts.ArgumentKey(typeName: typeName, label: label.text)
            if let name = Self.forwardedName(value), let enclosing = scopes.dataType {
                facts.constructions.forwardedArguments[key, default: []].insert(.init(typeName: enclosing, label: name))
            } else {
                facts.constructions.varyingArguments.insert(key)
            }
        }
    }

    /// `isCompact` or `self.isCompact`.
    private static func forwardedName(_ value: Node) -> String? {
        if value.is(.simpleIdentifier) { return value.text }
        if value.is(.navigationExpression), value.child(field: .target)?.is(.selfExpression) == true { return value.navigationMember?.text }
        return nil
    }
}
