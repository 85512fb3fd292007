import ViewLintSyntax

/// Collects one file's index facts during the shared tree walk.
///
/// The engine calls `visit` for the `interestingKinds`, in source order. A type declaration
/// is recorded when the walk enters it, and each of its properties and methods when the walk
/// reaches that member: every node is read once, while it is hot in the cache, and nothing
/// recurses (nested types are reached by the walk itself). The same nodes give the data
/// facts (FileFactsCollector+DataFacts.swift) and the identity evidence
/// (FileFactsCollector+IdentityEvidence.swift), all from one scope stack.
public struct FileFactsCollector {
    public internal(set) var facts: FileFacts
    /// Walk state of `recordIdentityEvidence` (FileFactsCollector+IdentityEvidence.swift).
    var identityWalk = IdentityEvidenceWalk()

    public init(path: String) { facts = FileFacts(path: path) }

    /// The facts, without the spare capacity their arrays grew while the file was walked:
    /// every file's facts are kept until the whole project is indexed.
    public func finish() -> FileFacts {
        var facts = facts
        facts.declarations = facts.declarations.compacted { declaration in
            declaration.conformances = declaration.conformances.compacted()
            declaration.properties = declaration.properties.compacted()
            declaration.methods = declaration.methods.compacted()
        }
        facts.iterations = facts.iterations.compacted()
        facts.data.members = facts.data.members.compacted { member in
            member.stateMarkers = member.stateMarkers.compacted()
            member.constructed = member.constructed.compacted()
            member.calledMembers = member.calledMembers.compacted()
        }
        facts.data.stateProperties = facts.data.stateProperties.compacted()
        facts.data.freshStoredIDs = facts.data.freshStoredIDs.compacted()
        facts.data.mutations = facts.data.mutations.compacted()
        facts.data.elementEdits = facts.data.elementEdits.compacted()
        facts.data.otherWrites = Set(facts.data.otherWrites).sorted()
        facts.constructions.sources = facts.constructions.sources.compacted()
        facts.constructions.embeddedTypes = facts.constructions.embeddedTypes.compacted()
        facts.constructions.passedArguments = facts.constructions.passedArguments.compacted()
        for keyPath in [\ConstructionFacts.keyedTypes, \.presentedTypes, \.previewTypes] {
            facts.constructions[keyPath: keyPath] = facts.constructions[keyPath: keyPath].compacted()
        }
        facts.constructions.receiverCalls = Set(facts.constructions.receiverCalls).sorted {
            ($0.method.value, $0.caller.value) < ($1.method.value, $1.caller.value)
        }
        return facts
    }

    public static let interestingKinds: [NodeKind] = [
        .classDeclaration, .protocolDeclaration, .functionDeclaration, .initDeclaration, .callExpression,
        .propertyDeclaration, .protocolPropertyDeclaration, .protocolFunctionDeclaration, .assignment, .constructorExpression,
    ]

    /// The declarations around the visited node, for every fact that needs them.
    var scopes = ScopeStack()
    /// The byte ranges of presented content (a sheet's closure, a navigation destination) the
    /// walk is inside or has yet to leave.
    var presentedRanges: [Range<Int>] = []
    /// Where the constructions start that a `.id(…)` later in their chain keys.
    var keyedConstructionStarts: Set<Int> = []

    /// `parent` is the node's parent; `call` is `node` read as a call, when it is one.
    public mutating func visit(_ node: Node, parent: Node?, call: CallSyntax?) {
        scopes.leave(before: node.startByte)
        if let call {
            notePresentationAndKey(call)
            recordDataChange(call)
            recordOtherWrites(call)
            if let iteration = iteration(call) {
                facts.iterations.append(iteration)
                enterElementClosure(of: call, iteration)
            } else {
                recordIdentityEvidence(call, parent: parent)
            }
            recordLabelledCall(call, parent: parent)
        } else if node.is(.constructorExpression) {
            recordConstructor(node)
        } else if node.is(.assignment) {
            // One reading of the left side: what the data change is, and which key is written.
            guard let target = AssignmentTarget(node) else { return }
            recordDataChange(node, target)
            recordKeyWrite(target)
            recordNilAssignment(node, target)
        } else if node.is(.classDeclaration) || node.is(.protocolDeclaration) {
            var index: Int?
            if var declaration = declaration(node) {
                declaration.isNested = !scopes.entries.isEmpty
                facts.declarations.append(declaration)
                index = facts.declarations.count - 1
            }
            let dataName = node.is(.classDeclaration) ? node.child(field: .name).map(SyntaxHelpers.typeBaseName) : nil
            scopes.enter(.type(declaration: index, dataName: dataName), endingAt: node.endByte)
        } else {
            var member: Int?
            if let parent {
                // The parts of a property declaration, read once for its facts and its data facts.
                var shape: PropertyShape?
                // Only members written directly in a type's body belong to the type.
                if Self.typeBodyKinds.contains(parent.symbol), let index = scopes.innermostType?.declaration {
                    if node.is(.propertyDeclaration) || node.is(.protocolPropertyDeclaration) {
                        shape = Self.appendProperties(of: node, to: &facts.declarations[index].properties)
                        // A getter of a view (`var header: some View`) builds views; no condition reads it.
                        if let shape, shape.hasComputedValue, node.is(.propertyDeclaration),
                           facts.declarations[index].properties.last?.type?.baseName.hasSuffix("View") != true {
                            recordComputedProperty(node, shape)
                        }
                    } else if let method = method(node) {
                        facts.declarations[index].methods.append(method)
                    }
                }
                if node.is(.functionDeclaration) || node.is(.propertyDeclaration) { member = recordDataMember(node, parent: parent, shape: shape) }
            }
            if node.is(.functionDeclaration) || node.is(.initDeclaration) {
                scopes.enter(.function(node, member: member), endingAt: node.endByte)
            } else if let member {
                scopes.enter(.computedProperty(member: member), endingAt: node.endByte)
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
        for entry in scopes.entries.reversed() {
            let scope = entry.scope
            if case .type(let index, _) = scope {
                enclosingType = index.map { facts.declarations[$0].name }
                break
            }
            if parameterType == nil, case .function(let function, _) = scope { parameterType = SyntaxHelpers.parameter(named: first, of: function)?.type }
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
        var isObservableMacro = false
        node.forEachChild { field, child in
            if child.is(.inheritanceSpecifier) {
                if let type = child.child(field: .inheritsFrom) { conformances.append(type.compactText) }
            } else if child.is(.modifiers), child.textContains("Observable") || child.textContains("Model"),
                      SyntaxHelpers.attributeNames(child).contains(where: Self.observationMacros.contains) {
                isObservableMacro = true
            } else if field == FieldName.name.id {
                if nameNode == nil { nameNode = child }
            } else if field == FieldName.declarationKind.id, kind == nil {
                kind = DeclarationKind.allCases.first { child.textEquals($0.rawValue) }
            }
        }
        guard let kind, let nameNode else { return nil }
        // `@Observable class Store` (or SwiftData's `@Model`): the macro makes the class conform
        // to `Observable`. Listed last: the first conformance written is read as the superclass.
        if isObservableMacro { conformances.append("Observable") }
        return TypeDeclarationFact(
            name: SyntaxHelpers.typeBaseName(nameNode), kind: kind, conformances: conformances,
            properties: [], methods: [], site: site(nameNode))
    }

    /// A property declaration may bind several names (`var a: Int, b: Int`): one fact each,
    /// appended to `properties`. Modifiers and `let`/`var` come before the names, so one pass
    /// in order sees them first.
    @discardableResult
    static func appendProperties(of node: Node, to properties: inout [PropertyFact]) -> PropertyShape {
        var isStatic = false, isLet = false
        var wrapper: String?, wrapperKeyPath: String?, wrapperType: TypeReference?
        let first = properties.count
        var shape = PropertyShape()
        var isFirstNamedChild = true
        node.forEachChild { field, child in
            guard child.isNamed else { return }
            defer { isFirstNamedChild = false }
            if field == FieldName.computedValue.id { shape.hasComputedValue = true } else if field == FieldName.value.id { shape.hasValue = true }
            if child.is(.modifiers) {
                if isFirstNamedChild { shape.hasModifiers = true }
                isStatic = SyntaxHelpers.declaresTypeMember(child)
                let attribute = child.firstChild(.attribute)
                wrapper = attribute.map { $0.firstChild(.userType).map(SyntaxHelpers.typeBaseName) ?? "" }
                wrapperKeyPath = attribute.flatMap(Self.keyPathArgument)
                if wrapper == "Environment", wrapperKeyPath == nil { wrapperType = attribute.flatMap(Self.objectTypeArgument) }
            } else if child.is(.valueBindingPattern) {
                isLet = child.textEquals("let")
            } else if child.is(.pattern), let identifier = child.child(field: .boundIdentifier) {
                let name = identifier.text
                if !shape.sawPattern { shape.name = (name, identifier.byteRange) }
                shape.sawPattern = true
                properties.append(PropertyFact(name: name, type: wrapperType, isStatic: isStatic, isLet: isLet))
                properties[properties.count - 1].wrapper = wrapper
                properties[properties.count - 1].wrapperKeyPath = wrapperKeyPath
            } else if child.is(.pattern) {
                shape.sawPattern = true
            } else if properties.count > first {
                let last = properties.count - 1
                if child.is(.typeAnnotation), let type = child.namedChild(0) {
                    properties[last].type = SyntaxHelpers.typeReference(type)
                } else if child.is(.computedProperty) {
                    properties[last].isComputed = true
                } else if field == FieldName.value.id {
                    properties[last].hasInitialValue = true
                    properties[last].hasLiteralInitialValue = isLiteral(child)
                    if properties[last].type == nil {
                        properties[last].type = inferredType(child)
                        properties[last].typeIsInferred = properties[last].type != nil
                    }
                    if properties[last].type == nil { properties[last].elementReferences = referencedNames(child) }
                    if properties[last].type == nil { properties[last].sharedInstanceSource = sharedInstanceSource(child) }
                }
            }
        }
        return shape
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

    /// `Store.shared`: a type name and one member.
    private static func sharedInstanceSource(_ value: Node) -> PropertyFact.SharedInstanceSource? {
        guard value.is(.navigationExpression), let target = value.child(field: .target), target.is(.simpleIdentifier),
              target.startsWithUppercaseLetter, let member = value.navigationMember, member.is(.simpleIdentifier) else { return nil }
        return .init(type: target.text, member: member.text)
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

    /// `@Environment(Library.self)`: the type of the object read, which the property's
    /// declaration usually leaves out.
    private static func objectTypeArgument(_ attribute: Node) -> TypeReference? {
        guard attribute.textContains(".self"),
              let argument = attribute.firstChild(.valueArguments)?.namedChild(0)?.child(field: .value) ?? attribute.namedChildren.first(where: { $0.is(.navigationExpression) }),
              argument.is(.navigationExpression), argument.navigationMember?.textEquals("self") == true,
              let target = argument.child(field: .target) else { return nil }
        return TypeReference(text: target.compactText, baseName: SyntaxHelpers.typeBaseName(target), elementTypeName: nil)
    }

    /// `@Environment(\.isInCaptureMode)`: the last name of the attribute's key path argument.
    private static func keyPathArgument(_ attribute: Node) -> String? {
        guard attribute.textContains("\\") else { return nil }
        return attribute.namedChildren.lazy.compactMap { IdentitySyntax.keyPath($0)?.components.last }.first
    }

    /// Macros that make a class `Observable`: Observation's and SwiftData's.
    static let observationMacros: Set<String> = ["Observable", "Model"]

    /// A function, or an initializer (named `init`: whether a type declares one decides what
    /// its memberwise initializer would have been).
    private func method(_ node: Node) -> MethodFact? {
        if node.is(.initDeclaration) { return MethodFact(name: "init", returnType: nil, site: site(node)) }
        guard let nameNode = node.child(field: .name) else { return nil }
        var method = MethodFact(name: nameNode.text, returnType: SyntaxHelpers.returnType(ofFunction: node), site: site(nameNode))
        if Self.representableUpdateMethods.contains(method.name), let body = node.child(field: .body) { method.namesRead = Self.namesRead(in: body) }
        return method
    }

    /// Recorded for a method of these names in any type; only a representable's are asked.
    static let representableUpdateMethods: Set<String> = ["updateUIView", "updateNSView", "updateUIViewController", "updateNSViewController"]

    /// The distinct plain names a body reads, and `self` when it hands itself on
    /// (`context.coordinator.parent = self` reads everything; `self.name` reads `name`).
    /// Bounded: an update method is short.
    private static func namesRead(in body: Node) -> [String] {
        var names: Set<String> = []
        TreeWalker().walk(body, namedOnly: true) { node, ancestors in
            if names.count >= 256 { return .skipChildren }
            if node.is(.simpleIdentifier) {
                names.insert(node.text)
            } else if node.is(.selfExpression) {
                let isMemberAccess = ancestors.last.map { $0.is(.navigationExpression) && $0.child(field: .target)?.isSameNode(as: node) == true } ?? false
                if !isMemberAccess { names.insert("self") }
            }
            return .visitChildren
        }
        return names.sorted()
    }

    private func site(_ node: Node) -> DeclarationSite {
        DeclarationSite(path: facts.path, span: node.span)
    }
}

extension Array {
    /// A copy without spare capacity (the array itself when it has none).
    func compacted() -> [Element] {
        capacity == count ? self : compacted { _ in }
    }

    /// A copy without spare capacity, each element passed through `compact` first.
    func compacted(_ compact: (inout Element) -> Void) -> [Element] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            for offset in indices {
                var element = self[offset]
                compact(&element)
                (buffer.baseAddress! + offset).initialize(to: consume element)
            }
            initialized = count
        }
    }
}
