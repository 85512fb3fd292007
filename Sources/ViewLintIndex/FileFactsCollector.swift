import ViewLintSyntax

/// Collects one file's index facts during the shared tree walk.
///
/// The engine calls `visit` for every node; only type declarations are inspected, and only
/// their direct members, so the cost per file is linear and no recursion is involved
/// (nested types are reached by the walk itself).
public struct FileFactsCollector {
    public private(set) var facts: FileFacts

    public init(path: String) { facts = FileFacts(path: path) }

    public static let interestingKinds: [NodeKind] = [
        .classDeclaration, .protocolDeclaration, .functionDeclaration, .initDeclaration, .callExpression,
    ]

    /// Declarations enclosing the visited node, innermost last, each with the byte where it
    /// ends (the walk is in source order, so a scope ends before the first node past it).
    /// A function's parameters are read only when an iteration inside it needs them (rarely),
    /// so the scope keeps the declaration node; the collector lives only during the walk.
    private enum Scope {
        case type(name: String)
        case function(Node)
    }
    private var scopes: [(endByte: Int, scope: Scope)] = []

    public mutating func visit(_ node: Node) {
        let start = node.startByte
        while let last = scopes.last, last.endByte <= start { scopes.removeLast() }
        if node.is(.callExpression) {
            if let iteration = iteration(node) { facts.iterations.append(iteration) }
        } else if node.is(.classDeclaration) || node.is(.protocolDeclaration) {
            guard let declaration = declaration(node) else { return }
            facts.declarations.append(declaration)
            scopes.append((node.endByte, .type(name: declaration.name)))
        } else {
            scopes.append((node.endByte, .function(node)))
        }
    }

    /// `ForEach(pets, id: \.name)` or `List(model.rows)` over a property path.
    private func iteration(_ node: Node) -> IterationFact? {
        guard let call = IdentitySyntax.containerCall(node, names: IdentitySyntax.iteratingContainers),
              let dataNode = call.data, let data = IdentitySyntax.dataPath(dataNode) else { return nil }
        var enclosingType: String?
        var parameterType: TypeReference?
        let first = data.components[0]
        for (_, scope) in scopes.reversed() {
            if case .type(let name) = scope {
                enclosingType = name
                break
            }
            if case .function(let function) = scope, parameterType == nil,
               let parameter = function.namedChildren.lazy.filter({ $0.is(.parameter) }).map(SyntaxHelpers.parameter)
                   .first(where: { $0.name == first }) {
                parameterType = parameter.type
            }
        }
        return IterationFact(
            container: call.callee.text, enclosingType: enclosingType, data: data, parameterType: parameterType,
            idKeyPath: call.argument(labeled: "id").flatMap(IdentitySyntax.keyPath), site: site(call.callee))
    }

    private func declaration(_ node: Node) -> TypeDeclarationFact? {
        guard let kind = Self.declarationKind(node), let nameNode = node.child(field: .name) else { return nil }
        let name = SyntaxHelpers.typeBaseName(nameNode)
        let conformances = node.children.filter { $0.is(.inheritanceSpecifier) }.compactMap { specifier in
            specifier.child(field: .inheritsFrom).map { $0.compactText }
        }
        var properties: [PropertyFact] = []
        var methods: [MethodFact] = []
        if let body = node.child(field: .body) {
            for member in body.namedChildren {
                if member.is(.propertyDeclaration) || member.is(.protocolPropertyDeclaration) {
                    properties += self.properties(member)
                } else if member.is(.functionDeclaration) || member.is(.protocolFunctionDeclaration) {
                    if let method = method(member) { methods.append(method) }
                }
            }
        }
        return TypeDeclarationFact(
            name: name, kind: kind, conformances: conformances,
            properties: properties, methods: methods, site: site(nameNode))
    }

    private static func declarationKind(_ node: Node) -> DeclarationKind? {
        if node.is(.protocolDeclaration) { return .protocol }
        for child in node.children where !child.isNamed {
            if let kind = DeclarationKind.allCases.first(where: { child.textEquals($0.rawValue) }) { return kind }
        }
        return nil
    }

    /// A property declaration may bind several names (`var a: Int, b: Int`): one fact each.
    private func properties(_ node: Node) -> [PropertyFact] {
        let modifiers = node.firstChild(.modifiers)
        let attributes = modifiers.map(SyntaxHelpers.attributeNames) ?? []
        let isStatic = modifiers.map(SyntaxHelpers.declaresTypeMember) ?? false
        let isLet = node.firstChild(.valueBindingPattern)?.textEquals("let") ?? false
        var result: [PropertyFact] = []
        for (field, child) in node.childrenWithFields where child.isNamed {
            if child.is(.pattern), let identifier = child.child(field: .boundIdentifier) {
                result.append(PropertyFact(
                    name: identifier.text, type: nil, isStatic: isStatic, attributes: attributes,
                    site: site(identifier), isLet: isLet))
            } else if !result.isEmpty {
                let last = result.count - 1
                if child.is(.typeAnnotation), let type = child.namedChild(0) {
                    result[last].type = SyntaxHelpers.typeReference(type)
                } else if child.is(.computedProperty) {
                    result[last].isComputed = true
                } else if field == FieldName.value.id {
                    result[last].hasInitialValue = true
                    result[last].hasLiteralInitialValue = Self.isLiteral(child)
                    if result[last].type == nil { result[last].type = Self.inferredType(child) }
                }
            }
        }
        return result
    }

    /// `3`, `"a"`, `.red`, `[1, 2]`, `[.red, .green]`.
    private static func isLiteral(_ value: Node) -> Bool {
        if value.is(.arrayLiteral) { return value.namedChildren.allSatisfy(IdentitySyntax.isConstantValue) }
        return IdentitySyntax.isConstantValue(value)
    }

    /// The type of `[Pet]()` and `Array<Pet>()` initial values, for unannotated properties.
    private static func inferredType(_ value: Node) -> TypeReference? {
        if value.is(.constructorExpression), let type = value.child(field: .constructedType) {
            return SyntaxHelpers.typeReference(type)
        }
        if value.is(.callExpression), let literal = value.namedChild(0), literal.is(.arrayLiteral), literal.namedChildCount == 1,
           let element = literal.namedChild(0), element.is(.simpleIdentifier),
           value.firstChild(.callSuffix)?.firstChild(.valueArguments)?.namedChildCount == 0 {
            return TypeReference(text: "[\(element.text)]", baseName: "Array", elementTypeName: element.text)
        }
        // `@StateObject var store = PetStore()`: an upper-case callee is a type's initializer.
        if value.is(.callExpression), let callee = value.namedChild(0), callee.is(.simpleIdentifier),
           let first = callee.text.unicodeScalars.first, first.properties.isUppercase {
            return SyntaxHelpers.typeReference(callee)
        }
        return nil
    }

    private func method(_ node: Node) -> MethodFact? {
        guard let nameNode = node.child(field: .name) else { return nil }
        let attributes = node.firstChild(.modifiers).map(SyntaxHelpers.attributeNames) ?? []
        let parameters = node.namedChildren.filter { $0.is(.parameter) }.map(SyntaxHelpers.parameter)
        return MethodFact(
            name: nameNode.text, parameters: parameters, returnType: SyntaxHelpers.returnType(ofFunction: node),
            attributes: attributes, site: site(nameNode))
    }

    private func site(_ node: Node) -> DeclarationSite {
        DeclarationSite(path: facts.path, span: node.span)
    }
}
