import ViewLintSyntax

/// Readers of recurring tree-sitter-swift shapes, shared by the index and the rules.
public enum SyntaxHelpers {
    /// Collection types whose single (or last) generic argument is the element type.
    static let collectionBaseNames: Set<String> = [
        "Array", "Set", "ContiguousArray", "ArraySlice", "IdentifiedArray", "IdentifiedArrayOf",
        "OrderedSet", "Deque", "FetchedResults", "SectionedFetchedResults", "Results", "List", "Binding",
    ]

    /// `Foo`, `Foo<Bar>`, `Module.Foo`, `Foo?` → `Foo` (the last component, no arguments).
    public static func typeBaseName(_ node: Node) -> String {
        let type = unwrappingOptionals(node)
        if type.is(.typeIdentifier) || type.is(.simpleIdentifier) { return type.text }
        if type.is(.userType), let last = type.namedChildren.last(where: { $0.is(.typeIdentifier) }) { return last.text }
        return type.compactText
    }

    /// `Foo??` → `Foo`, iteratively (types can nest as deep as the source does).
    static func unwrappingOptionals(_ node: Node) -> Node {
        var type = node
        while type.is(.optionalType), let wrapped = type.child(field: .wrapped) ?? type.namedChild(0) { type = wrapped }
        return type
    }

    /// A type node as a `TypeReference`, with the element type of known collections.
    public static func typeReference(_ node: Node) -> TypeReference {
        let type = unwrappingOptionals(node)
        if type.is(.arrayType), let element = type.child(field: .element) ?? type.namedChild(0) {
            return TypeReference(text: node.compactText, baseName: "Array", elementTypeName: typeBaseName(element))
        }
        let base = typeBaseName(type)
        return TypeReference(text: node.compactText, baseName: base, elementTypeName: collectionElement(of: type, baseName: base))
    }

    /// The element of a known collection, looking through nested ones: `Binding<[Pet]>` and
    /// `Array<Array<Pet>>` hold `Pet`. A loop, not recursion, for deeply nested types.
    private static func collectionElement(of type: Node, baseName: String) -> String? {
        var current = type, currentBase = baseName
        var element: String?
        while current.is(.userType), collectionBaseNames.contains(currentBase),
              let arguments = current.namedChildren.last(where: { $0.is(.typeArguments) }),
              let last = arguments.namedChildren.last {
            let inner = unwrappingOptionals(last)
            if inner.is(.arrayType), let innerElement = inner.child(field: .element) ?? inner.namedChild(0) {
                return typeBaseName(innerElement)
            }
            currentBase = typeBaseName(inner)
            element = currentBase
            current = inner
        }
        return element
    }

    /// Attribute names of a `modifiers` node, without `@` (`State`, `ViewBuilder`, …).
    public static func attributeNames(_ modifiers: Node) -> [String] {
        modifiers.namedChildren.filter { $0.is(.attribute) }.compactMap { attribute in
            attribute.firstChild(.userType).map(typeBaseName)
        }
    }

    /// Whether a `modifiers` node holds `static` or `class` (a member of the type, not of its values).
    public static func declaresTypeMember(_ modifiers: Node) -> Bool {
        // Most modifiers (`@State private`) hold neither word: their bytes answer.
        guard modifiers.textContains("static") || modifiers.textContains("class") else { return false }
        return modifiers.namedChildren.contains { modifier in
            modifier.is(.propertyModifier) && (modifier.textEquals("static") || modifier.textEquals("class"))
        }
    }

    /// The statements of a computed property's getter (`{ x }` or `{ get { x } }`).
    public static func getterStatements(_ computed: Node) -> Node? {
        if let statements = computed.firstChild(.statements) { return statements }
        return computed.firstChild(.computedGetter)?.firstChild(.statements)
    }

    /// A function parameter: label, name and type.
    public static func parameter(_ node: Node) -> ParameterFact {
        var label: String??
        var name: String?
        var type: TypeReference?
        node.forEachChild { field, child in
            guard child.isNamed else { return }
            if field == FieldName.externalName.id {
                label = .some(child.textEquals("_") ? nil : child.text)
            } else if field == FieldName.name.id {
                if name == nil, child.is(.simpleIdentifier) { name = child.text } else if type == nil { type = typeReference(child) }
            }
        }
        return ParameterFact(label: label ?? name, name: name ?? "", type: type)
    }

    /// The parameter of `function` named `name` (its internal name), read only when needed.
    public static func parameter(named name: String, of function: Node) -> ParameterFact? {
        function.namedChildren.lazy.filter { $0.is(.parameter) }.map(parameter).first { $0.name == name }
    }

    /// The return type of a function declaration: the named node after `->`.
    public static func returnType(ofFunction node: Node) -> TypeReference? {
        returnTypeNode(ofFunction: node).map(typeReference)
    }

    /// The node of a function's declared result type: the first named child after `->`.
    public static func returnTypeNode(ofFunction node: Node) -> Node? {
        var sawArrow = false, result: Node?
        node.forEachChild { _, child in
            guard result == nil else { return }
            if sawArrow, child.isNamed {
                result = child
            } else if !child.isNamed, child.textEquals("->") {
                sawArrow = true
            }
        }
        return result
    }

    /// What a presentation shows, built when shown while the code that built it is covered or
    /// gone: the closures of `.sheet`, `.fullScreenCover`, `.popover`, `.inspector` and
    /// `.navigationDestination`, and a `NavigationLink`'s destination (its `destination:`
    /// argument or first trailing closure). Empty for any other call.
    public static func presentedContent(of call: CallSyntax) -> [Node] {
        if let member = call.memberHash, presentationModifierHashes.contains(member) {
            return (call.suffix?.namedChildren ?? []).flatMap { part -> [Node] in
                if part.is(.lambdaLiteral) { return [part] }
                guard part.is(.valueArguments) else { return [] }
                return part.namedChildren.compactMap { $0.child(field: .value) }.filter { $0.is(.lambdaLiteral) }
            }
        }
        // `NavigationLink(value: v) { label }`: the closure is the label; the destination comes
        // from a `.navigationDestination`.
        guard call.calls(oneOf: ["NavigationLink"]), call.argument(labeled: "value") == nil else { return [] }
        return [call.argument(labeled: "destination") ?? call.trailingClosure].compactMap { $0 }
    }

    /// Whether `node`, whose ancestors are `ancestors` (root first), is presented content of
    /// one of them (see `presentedContent(of:)`).
    public static func isPresentedContent(_ node: Node, ancestors: [Node]) -> Bool {
        ancestors.contains { ancestor in
            guard ancestor.is(.callExpression), let call = CallSyntax(ancestor) else { return false }
            return presentedContent(of: call).contains { $0.byteRange.contains(node.startByte) }
        }
    }

    private static let presentationModifierHashes: Set<NameHash> = Set(
        ["sheet", "fullScreenCover", "popover", "inspector", "navigationDestination"].map(NameHash.init))
}
