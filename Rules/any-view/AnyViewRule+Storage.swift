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
        var owner = ancestors[index]
        guard let kind = Self.storedKind(ancestors[(index + 1)...], userType) else { return }
        // A requirement's parameter (`func restyle(_ view: AnyView)` in a protocol) is the
        // requirement's: reported once, there.
        if owner.is(.parameter), let requirement = ancestors[safe: index - 1], requirement.is(.protocolFunctionDeclaration) {
            owner = requirement
        }
        let message: String
        var valueType: String?
        var function: String?
        if owner.is(.typeAnnotation), let declaration = ancestors[safe: index - 1] {
            if let environmentType = Self.environmentValueType(owner, ancestors[..<index]) {
                // The environment cannot hold a generic value: values passed into it must erase.
                context.publish(environmentType, topic: Self.environmentTypeTopic)
                return
            }
            valueType = owner.namedChild(0).map { Self.unwrappedType($0.compactText) }
            // Stored members of a type (or globals), not locals or computed properties.
            guard declaration.is(.propertyDeclaration) || declaration.is(.protocolPropertyDeclaration),
                  declaration.firstChild(.computedProperty) == nil || declaration.is(.protocolPropertyDeclaration),
                  let holder = ancestors[safe: index - 2], !holder.is(.statements) else { return }
            message = StorageMessage.stored(Self.boundName(declaration) ?? "value", kind)
        } else if owner.is(.parameter) {
            // An initialiser's parameter feeds a stored property, reported there.
            guard let declaration = ancestors[safe: index - 1], declaration.is(.functionDeclaration) else { return }
            function = declaration.child(field: .name)?.text
            message = StorageMessage.parameter(SyntaxHelpers.parameter(owner).name, kind)
        } else if owner.is(.protocolFunctionDeclaration) {
            message = StorageMessage.requirement(owner.child(field: .name)?.text ?? "requirement")
        } else if owner.is(.typealiasDeclaration) {
            message = StorageMessage.stored(owner.child(field: .name)?.text ?? "alias", kind)
        } else {
            return // return types of implementations, casts, generic arguments of calls: not storage
        }
        // One diagnostic per declaration: the first AnyView in it; none where a comment above the
        // declaration explains the erasure (`// we want to erase the type here because …`).
        guard Self.isFirstAnyView(identifier, in: owner), !Self.isExplainedStorage(owner, context) else { return }
        // A property holding a value of an environment key's type (`let editor: (Binding<String>)
        // -> AnyView`, injected with `.environment(\.editor, editor)`) erases because the key does;
        // a type whose values travel through a non-generic channel must erase its views.
        let holder = ancestors[..<index].last { $0.is(.classDeclaration) }?.child(field: .name).map(SyntaxHelpers.typeBaseName)
        context.afterIndexing(StorageCheck(storedType: valueType, holder: holder, function: function, span: context.span(of: identifier), message: message))
    }

    /// A comment right above the declaration (or its type) that names the erasure and gives a reason.
    static func isExplainedStorage(_ owner: Node, _ context: RuleContext) -> Bool {
        let declaration = context.ancestors.last { $0.is(.propertyDeclaration) || $0.is(.typealiasDeclaration) } ?? owner
        let comments = AuthorComments.linesAbove(declaration.startByte, in: context.source)
        let aboutErasure = comments.filter { AuthorComments.mention([$0], anyOf: ["anyview", "type eras", "type-eras", "erase the type", "erase"]) }
        return !aboutErasure.isEmpty && AuthorComments.mention(comments, anyOf: Sink.reasonWords)
    }

    /// The topic under which the value types of environment keys that hold AnyView are published.
    static let environmentTypeTopic = "any-view.environment-type"

    /// The value type of an environment entry whose type annotation is `annotation`: a property
    /// of `extension EnvironmentValues` (computed, or `@Entry`), or the `defaultValue` of a
    /// type conforming to `EnvironmentKey`.
    static func environmentValueType(_ annotation: Node, _ ancestors: ArraySlice<Node>) -> String? {
        guard let type = ancestors.last(where: { $0.is(.classDeclaration) }), let annotated = annotation.namedChild(0) else { return nil }
        let isValues = type.child(field: .name)?.textEquals("EnvironmentValues") == true
        let isKey = type.namedChildren.contains { $0.is(.inheritanceSpecifier) && $0.textEquals("EnvironmentKey") }
        return isValues || isKey ? unwrappedType(annotated.compactText) : nil
    }

    /// `((Binding<String>) -> AnyView)?` → `(Binding<String>)->AnyView`: the type without
    /// white space, optionality or the parentheses around a closure type.
    static func unwrappedType(_ text: String) -> String {
        var type = Substring(text)
        while true {
            if type.hasSuffix("?") || type.hasSuffix("!") {
                type = type.dropLast()
            } else if type.hasPrefix("("), type.hasSuffix(")"), Self.parenthesesEnclose(type) {
                type = type.dropFirst().dropLast()
            } else {
                return String(type)
            }
        }
    }

    /// Whether the first `(` of `text` closes at its last character.
    private static func parenthesesEnclose(_ text: Substring) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
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

/// Once the project is indexed: whether a declaration storing AnyView erases because an
/// environment key or a non-generic channel of its type does.
struct StorageCheck: IndexCheck {
    /// The stored value's type, as written without white space.
    let storedType: String?
    /// The type declaring the storage.
    let holder: String?
    /// For a parameter, its function: one implementing a protocol requirement of the project
    /// that takes AnyView has the requirement's parameter, reported on the requirement.
    let function: String?
    let span: SourceSpan
    let message: String

    func run(_ index: ProjectIndex) -> [Finding] {
        if let storedType, index.published(AnyViewRule.environmentTypeTopic).contains(storedType) { return [] }
        if let function, index.published(AnyViewRule.requirementParameterTopic).contains(function) { return [] }
        if let holder, index.travelsThroughChannel(holder) { return [] }
        return [Finding(span: span, message: message)]
    }
}
