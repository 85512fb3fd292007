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
        if node.is(.typeIdentifier) || node.is(.simpleIdentifier) { return node.text }
        if node.is(.optionalType), let wrapped = node.child(field: .wrapped) ?? node.namedChild(0) {
            return typeBaseName(wrapped)
        }
        if node.is(.userType) {
            let identifiers = node.namedChildren.filter { $0.is(.typeIdentifier) }
            if let last = identifiers.last { return last.text }
        }
        return node.compactText
    }

    /// A type node as a `TypeReference`, with the element type of known collections.
    public static func typeReference(_ node: Node) -> TypeReference {
        var type = node
        while type.is(.optionalType), let wrapped = type.child(field: .wrapped) ?? type.namedChild(0) { type = wrapped }
        let text = node.compactText
        if type.is(.arrayType), let element = type.child(field: .element) ?? type.namedChild(0) {
            return TypeReference(text: text, baseName: "Array", elementTypeName: typeBaseName(element))
        }
        let base = typeBaseName(type)
        var element: String?
        if type.is(.userType), collectionBaseNames.contains(base),
           let arguments = type.namedChildren.last(where: { $0.is(.typeArguments) }),
           let last = arguments.namedChildren.last {
            element = typeReferenceElementOrBase(last)
        }
        return TypeReference(text: text, baseName: base, elementTypeName: element)
    }

    /// `Binding<[Pet]>` is a collection of `Pet`; `Array<Pet>` of `Pet`.
    private static func typeReferenceElementOrBase(_ node: Node) -> String {
        let inner = typeReference(node)
        return inner.elementTypeName ?? inner.baseName
    }

    /// Attribute names of a `modifiers` node, without `@` (`State`, `ViewBuilder`, …).
    public static func attributeNames(_ modifiers: Node) -> [String] {
        modifiers.namedChildren.filter { $0.is(.attribute) }.compactMap { attribute in
            attribute.firstChild(.userType).map(typeBaseName)
        }
    }

    /// Whether a `modifiers` node holds `static` or `class` (a member of the type, not of its values).
    public static func declaresTypeMember(_ modifiers: Node) -> Bool {
        modifiers.namedChildren.contains { modifier in
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
        for (field, child) in node.childrenWithFields where child.isNamed {
            if field == FieldName.externalName.id {
                label = .some(child.textEquals("_") ? nil : child.text)
            } else if field == FieldName.name.id {
                if name == nil, child.is(.simpleIdentifier) { name = child.text } else if type == nil { type = typeReference(child) }
            }
        }
        return ParameterFact(label: label ?? name, name: name ?? "", type: type)
    }

    /// The return type of a function declaration: the named node after `->`.
    public static func returnType(ofFunction node: Node) -> TypeReference? {
        var sawArrow = false
        for child in node.children {
            if sawArrow, child.isNamed { return typeReference(child) }
            if !child.isNamed, child.textEquals("->") { sawArrow = true }
        }
        return nil
    }
}
