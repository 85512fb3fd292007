import ViewLintRuleKit

/// Views stored as `AnyView` (properties, collections, closures returning it, hosting
/// controllers of it, parameters, protocol requirements), reported once per declaration, never
/// per view assigned: where erasure is designed in, so the fix is in the design, not the call.
extension AnyViewRule {
    /// The `AnyView` in `var v: AnyView`, `[AnyView]`, `() -> AnyView`, `UIHostingController<AnyView>`,
    /// `func f(_ v: AnyView)`, a protocol's `func f() -> AnyView`, `typealias`.
    func checkStorage(_ identifier: Node, _ context: RuleContext) {
        guard identifier.textEquals("AnyView"), let userType = context.parent, userType.is(.userType) else { return }
        // Climb out of the type expression to the construct that declares it.
        let ancestors = context.ancestors
        var index = ancestors.count - 1
        while index > 0, Self.storageTypeExpressionKinds.contains(ancestors[index].symbol) { index -= 1 }
        let owner = ancestors[index]
        guard let kind = Self.storedKind(ancestors[(index + 1)...], userType) else { return }
        let message: String
        if owner.is(.typeAnnotation), let declaration = ancestors[safe: index - 1] {
            // Stored members of a type (or globals), not locals or computed properties.
            guard declaration.is(.propertyDeclaration) || declaration.is(.protocolPropertyDeclaration),
                  declaration.firstChild(.computedProperty) == nil || declaration.is(.protocolPropertyDeclaration),
                  let holder = ancestors[safe: index - 2], !holder.is(.statements) else { return }
            message = StorageMessage.stored(Self.boundName(declaration) ?? "value", kind)
        } else if owner.is(.parameter) {
            // An initialiser's parameter feeds a stored property, reported there.
            guard let function = ancestors[safe: index - 1], function.is(.functionDeclaration) else { return }
            message = StorageMessage.parameter(SyntaxHelpers.parameter(owner).name, kind)
        } else if owner.is(.protocolFunctionDeclaration) {
            message = StorageMessage.requirement(owner.child(field: .name)?.text ?? "requirement")
        } else if owner.is(.typealiasDeclaration) {
            message = StorageMessage.stored(owner.child(field: .name)?.text ?? "alias", kind)
        } else {
            return // return types of implementations, casts, generic arguments of calls: not storage
        }
        // One diagnostic per declaration: the first AnyView in it.
        guard Self.isFirstAnyView(identifier, in: owner) else { return }
        context.report(identifier, message)
    }

    enum StoredKind { case view, collection, closure, closureInput, host }

    /// What the type expression around the AnyView makes of it, outermost wins; nil when it
    /// stores no view (`ScrollView<AnyView>.ContentOffset`, `Configuration<AnyView>`).
    static func storedKind(_ typeExpression: ArraySlice<Node>, _ userType: Node) -> StoredKind? {
        for position in typeExpression.indices {
            let node = typeExpression[position]
            let inner = position + 1 < typeExpression.endIndex ? typeExpression[position + 1] : userType
            if node.is(.functionType) {
                // `() -> AnyView` returns views; `(AnyView) -> T` takes them.
                return node.namedChildren.last?.isSameNode(as: inner) == true ? .closure : .closureInput
            }
            if node.is(.arrayType) || node.is(.dictionaryType) { return .collection }
            if node.is(.typeArguments) {
                guard position > typeExpression.startIndex else { return nil }
                let generic = typeExpression[position - 1]
                // A nested type of the generic (`ScrollView<AnyView>.ContentOffset`) holds no view.
                guard let last = generic.namedChildren.last(where: { $0.is(.typeIdentifier) }), last.startByte < node.startByte else { return nil }
                let name = last.text
                let holdsViews = ["Hosting", "Controller", "Renderer", "Host", "Window", "Panel"].contains(where: name.contains)
                return holdsViews ? .host : nil
            }
        }
        return .view
    }

    static let storageTypeExpressionKinds: Set<UInt16> = Set([
        NodeKind.userType, .arrayType, .dictionaryType, .optionalType, .typeArguments, .opaqueType,
        .functionType, .tupleType, .tupleTypeItem,
    ].map(\.symbol))

    private static func boundName(_ declaration: Node) -> String? {
        declaration.firstChild(.pattern)?.child(field: .boundIdentifier)?.text
            ?? declaration.child(field: .name)?.firstChild(.simpleIdentifier)?.text
    }

    /// Whether no `AnyView` type identifier precedes this one in the declaration's type.
    private static func isFirstAnyView(_ identifier: Node, in owner: Node) -> Bool {
        // Type identifiers only, in code: `makeAnyView` or a comment naming AnyView do not count.
        var first: Node?
        TreeWalker().walk(owner, codeOnly: true) { node, _ in
            if first != nil { return .skipChildren }
            if node.symbol == identifier.symbol, node.textEquals("AnyView") { first = node }
            return first == nil ? .visitChildren : .skipChildren
        }
        return first.map { $0.isSameNode(as: identifier) } ?? true
    }
}
