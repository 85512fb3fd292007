import ViewLintSyntax

/// Collects one file's index facts during the shared tree walk.
///
/// The engine calls `visit` for the `interestingKinds`, in source order. A type declaration
/// is recorded when the walk enters it, and each of its properties and methods when the walk
/// reaches that member: every node is read once, while it is hot in the cache, and nothing
/// recurses (nested types are reached by the walk itself).
public struct FileFactsCollector {
    public internal(set) var facts: FileFacts
    /// Walk state of `recordIdentityEvidence` (FileFactsCollector+IdentityEvidence.swift).
    var identityWalk = IdentityEvidenceWalk()

    public init(path: String) { facts = FileFacts(path: path) }

    public static let interestingKinds: [NodeKind] = [
        .classDeclaration, .protocolDeclaration, .functionDeclaration, .initDeclaration, .callExpression,
        .propertyDeclaration, .protocolPropertyDeclaration, .protocolFunctionDeclaration, .assignment,
    ]

    /// Declarations enclosing the visited node, innermost last, each with the byte where it
    /// ends (the walk is in source order, so a scope ends before the first node past it).
    /// A type scope keeps the index of its fact in `facts.declarations`, for its members.
    /// A function's parameters are read only when an iteration inside it needs them (rarely),
    /// so the scope keeps the declaration node; the collector lives only during the walk.
    enum Scope {
        case type(name: String, declaration: Int)
        /// A type declaration too broken to read: its members belong to no recorded type.
        case unreadableType
        case function(Node)
    }
    private(set) var scopes: [(endByte: Int, scope: Scope)] = []
    /// Data and its changes (`DataFacts`), read from the same nodes.
    private var dataCollector = DataFactsCollector()

    /// `parent` is the node's parent; `call` is `node` read as a call, when it is one.
    public mutating func visit(_ node: Node, parent: Node?, call: CallSyntax?) {
        let start = node.startByte
        while let last = scopes.last, last.endByte <= start { scopes.removeLast() }
        dataCollector.visit(node, parent: parent, call: call, into: &facts.data, path: facts.path)
        if let call {
            let iteration = iteration(call)
            if let iteration { facts.iterations.append(iteration) }
            recordIdentityEvidence(call, parent: parent, iteration: iteration)
        } else if node.is(.assignment) {
            // One reading of the left side: what the data change is, and which key is written.
            guard let target = AssignmentTarget(node) else { return }
            dataCollector.visitAssignment(node, target, into: &facts.data, path: facts.path)
            recordKeyWrite(target)
        } else if node.is(.classDeclaration) || node.is(.protocolDeclaration) {
            guard let declaration = declaration(node) else {
                scopes.append((node.endByte, .unreadableType))
                return
            }
            facts.declarations.append(declaration)
            scopes.append((node.endByte, .type(name: declaration.name, declaration: facts.declarations.count - 1)))
        } else {
            // Only members written directly in a type's body belong to the type.
            if let parent, Self.typeBodyKinds.contains(parent.symbol), case .type(_, let index)? = scopes.last?.scope {
                if node.is(.propertyDeclaration) || node.is(.protocolPropertyDeclaration) {
                    Self.appendProperties(of: node, to: &facts.declarations[index].properties)
                } else if let method = method(node) {
                    facts.declarations[index].methods.append(method)
                }
            }
            if node.is(.functionDeclaration) || node.is(.initDeclaration) {
                scopes.append((node.endByte, .function(node)))
            }
        }
    }

    private static let typeBodyKinds: Set<UInt16> = [NodeKind.classBody.symbol, NodeKind.enumClassBody.symbol, NodeKind.protocolBody.symbol]

    /// `ForEach(pets, id: \.name)` or `List(model.rows)` over a property path.
    private func iteration(_ call: CallSyntax) -> IterationFact? {
        guard IdentitySyntax.containerCall(call, names: IdentitySyntax.iteratingContainers) != nil,
              let dataNode = call.firstUnlabelledArgument, let data = IdentitySyntax.dataPath(dataNode) else { return nil }
        var enclosingType: String?
        var parameterType: TypeReference?
        let first = data.components[0]
        for (_, scope) in scopes.reversed() {
            if case .type(let name, _) = scope {
                enclosingType = name
                break
            }
            if case .unreadableType = scope { break }
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

    /// The declaration itself (name, kind, conformances), in one pass over its children; its
    /// members are added as the walk reaches them.
    private func declaration(_ node: Node) -> TypeDeclarationFact? {
        var kind: DeclarationKind? = node.is(.protocolDeclaration) ? .protocol : nil
        var nameNode: Node?
        var conformances: [String] = []
        node.forEachChild { field, child in
            if child.is(.inheritanceSpecifier) {
                if let type = child.child(field: .inheritsFrom) { conformances.append(type.compactText) }
            } else if field == FieldName.name.id {
                if nameNode == nil { nameNode = child }
            } else if field == FieldName.declarationKind.id, kind == nil {
                kind = DeclarationKind.allCases.first { child.textEquals($0.rawValue) }
            }
        }
        guard let kind, let nameNode else { return nil }
        return TypeDeclarationFact(
            name: SyntaxHelpers.typeBaseName(nameNode), kind: kind, conformances: conformances,
            properties: [], methods: [], site: site(nameNode))
    }

    /// A property declaration may bind several names (`var a: Int, b: Int`): one fact each,
    /// appended to `properties`. Modifiers and `let`/`var` come before the names, so one pass
    /// in order sees them first.
    private static func appendProperties(of node: Node, to properties: inout [PropertyFact]) {
        var isStatic = false, isLet = false
        let first = properties.count
        node.forEachChild { field, child in
            guard child.isNamed else { return }
            if child.is(.modifiers) {
                isStatic = SyntaxHelpers.declaresTypeMember(child)
            } else if child.is(.valueBindingPattern) {
                isLet = child.textEquals("let")
            } else if child.is(.pattern), let identifier = child.child(field: .boundIdentifier) {
                properties.append(PropertyFact(name: identifier.text, type: nil, isStatic: isStatic, isLet: isLet))
            } else if properties.count > first {
                let last = properties.count - 1
                if child.is(.typeAnnotation), let type = child.namedChild(0) {
                    properties[last].type = SyntaxHelpers.typeReference(type)
                } else if child.is(.computedProperty) {
                    properties[last].isComputed = true
                } else if field == FieldName.value.id {
                    properties[last].hasInitialValue = true
                    properties[last].hasLiteralInitialValue = isLiteral(child)
                    if properties[last].type == nil { properties[last].type = inferredType(child) }
                    if properties[last].type == nil { properties[last].elementReferences = referencedNames(child) }
                }
            }
        }
    }

    /// `3`, `"a"`, `.red`, `[1, 2]`, `[.red, .green]`.
    private static func isLiteral(_ value: Node) -> Bool {
        if value.is(.arrayLiteral) { return value.namedChildren.allSatisfy(IdentitySyntax.isConstantValue) }
        return IdentitySyntax.isConstantValue(value)
    }

    /// `[cupertino, london]`: the names of an array literal of plain names (else none).
    private static func referencedNames(_ value: Node) -> [String] {
        guard value.is(.arrayLiteral) else { return [] }
        let elements = value.namedChildren
        guard elements.allSatisfy({ $0.is(.simpleIdentifier) }) else { return [] }
        return elements.map(\.text)
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
        return MethodFact(name: nameNode.text, returnType: SyntaxHelpers.returnType(ofFunction: node), site: site(nameNode))
    }

    private func site(_ node: Node) -> DeclarationSite {
        DeclarationSite(path: facts.path, span: node.span)
    }
}
