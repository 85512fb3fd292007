import ViewLintIndex
import ViewLintSyntax

/// What the explicit-identity rules (`unstable-id`, `non-unique-id`, `non-constant-range`)
/// share: the vocabulary of identifying and descriptive property names, and readers of
/// identity constructs in their context (positions bound by closures, enclosing types, `Identifiable`
/// members). Syntax shared with the index lives in `IdentitySyntax`.
public enum IdentityVocabulary {
    /// Properties that describe a value rather than identify it: several elements may share
    /// one. The default list; `non-unique-id`'s `descriptive_names` option replaces it.
    public static let descriptiveNames: Set<String> = [
        "name", "title", "label", "text", "description", "displayName", "firstName", "lastName",
        "date", "createdAt", "color", "emoji", "value", "count", "price",
    ]

    /// `id`, `uuid`, `identifier`, `serialNumber`, `petID`, `userId`: names that promise uniqueness.
    public static func looksLikeIdentifier(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if ["id", "uuid", "identifier", "guid"].contains(lowered) { return true }
        if lowered.hasPrefix("serial") { return true }
        if name.count > 2, name.hasSuffix("ID") || name.hasSuffix("Id") || name.hasSuffix("UUID") || name.hasSuffix("Identifier") {
            return true
        }
        return false
    }

    /// The type's best identifying instance property: stored before computed (a computed one
    /// may itself be unstable), `id` before other identifier-like names, then declaration order.
    public static func identifyingProperty(of type: ProjectIndex.TypeInfo) -> String? {
        let candidates = type.properties.filter { !$0.isStatic && looksLikeIdentifier($0.name) }
        func rank(_ property: PropertyFact) -> Int { (property.isComputed ? 2 : 0) + (property.name == "id" ? 0 : 1) }
        return candidates.enumerated().min { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }?.element.name
    }

    /// `identifyingProperty(of:)` when it is stored (a computed one may itself be unstable).
    public static func storedIdentifyingProperty(of type: ProjectIndex.TypeInfo) -> String? {
        identifyingProperty(of: type).flatMap { name in type.properties.first { $0.name == name && !$0.isComputed }?.name }
    }
}

/// Identity constructs read in their surroundings (the visited node's ancestors).
public enum IdentityContext {
    /// The name of the innermost type declaration or extension around the visited node.
    public static func enclosingTypeName(_ ancestors: [Node]) -> String? {
        for node in ancestors.reversed() where node.is(.classDeclaration) {
            return node.child(field: .name).map(SyntaxHelpers.typeBaseName)
        }
        return nil
    }

    /// Where a position comes from, when a value passed to `.id(_:)` is one.
    public enum Position {
        /// The element of `ForEach(xs.indices)` / `ForEach(0..<xs.count)`; carries the collection.
        case index(collection: String)
        /// The offset of `enumerated()`.
        case offset
    }

    /// Whether `argument` (`i`, `$0`, `index`, `$0.offset`, `pair.offset`) is a position
    /// bound by an enclosing closure: the parameter of a `ForEach`/`List` over indices, or
    /// the offset of an `enumerated()` collection. Shadowing closures are respected.
    public static func position(of argument: Node, ancestors: [Node]) -> Position? {
        var name = argument
        var isOffsetMember = false
        if let target = IdentitySyntax.member(argument, named: "offset") {
            guard target.is(.simpleIdentifier) else { return nil }
            name = target
            isOffsetMember = true
        }
        guard name.is(.simpleIdentifier) else { return nil }
        let isAnonymous = name.textEquals("$0")
        for index in ancestors.indices.reversed() where ancestors[index].is(.lambdaLiteral) {
            let parameters = IdentitySyntax.closureParameters(ancestors[index])
            let position: Int?
            if isAnonymous {
                guard parameters.isEmpty else { continue }
                position = 0
            } else {
                guard let found = parameters.firstIndex(where: { $0.textEquals(name.text) }) else { continue }
                position = found
            }
            // This closure binds the name: it is a position only if its call iterates positions.
            guard let call = IdentitySyntax.owningCall(ofClosureWithAncestors: ancestors[..<index]) else { return nil }
            return classify(call, parameterIndex: position ?? 0, parameterCount: parameters.count, isOffsetMember: isOffsetMember)
        }
        return nil
    }

    private static func classify(_ call: Node, parameterIndex: Int, parameterCount: Int, isOffsetMember: Bool) -> Position? {
        if let container = IdentitySyntax.containerCall(call, names: IdentitySyntax.iteratingContainers), let data = container.firstUnlabelledArgument {
            if !isOffsetMember, parameterCount <= 1, let iteration = IdentitySyntax.indexIteration(data) {
                return .index(collection: iteration.collection.text)
            }
            if IdentitySyntax.isEnumerated(data) { return offsetBinding(parameterIndex, parameterCount, isOffsetMember) }
            return nil
        }
        // `xs.enumerated().map { index, item in … }` and friends.
        if let callee = call.namedChild(0), callee.is(.navigationExpression), let receiver = callee.child(field: .target),
           IdentitySyntax.isEnumerated(receiver) {
            return offsetBinding(parameterIndex, parameterCount, isOffsetMember)
        }
        return nil
    }

    /// `{ index, item in … index }` or `{ pair in … pair.offset }` / `$0.offset`.
    private static func offsetBinding(_ parameterIndex: Int, _ parameterCount: Int, _ isOffsetMember: Bool) -> Position? {
        if isOffsetMember { return parameterCount <= 1 ? .offset : nil }
        return parameterCount == 2 && parameterIndex == 0 ? .offset : nil
    }

    /// `PetList.swift:12`: a site as a user reads it in a message.
    public static func describe(_ site: DeclarationSite) -> String {
        let file = site.path.split(separator: "/").last.map(String.init) ?? site.path
        return "\(file):\(site.span.line)"
    }

    /// What to store as the member's type's identity. A type decoded from data (`Codable`, `Decodable`)
    /// gets a new `UUID()` each time it is decoded, so every refresh would recreate its rows:
    /// its identifier has to come with the data. An `id` written in an extension (often of a
    /// type from another module) cannot be replaced by a stored one there.
    /// An enum cannot store a property at all: its case (or raw value) is its identity. An `id`
    /// written in a struct or class body is not an enum's; one in an extension is judged by the
    /// declaration of that name nearest to `path` (several types may share a name).
    public static func storedIdentifierAdvice(for member: IdentifiableMember.Facts, from path: String, in index: ProjectIndex) -> String {
        if member.isInExtension, let primary = index.primaryDeclaration(of: member.typeName, nearestTo: path), primary.kind == .enum {
            // `enum Period: String`: the first inherited name is the raw type when it is one of these.
            if let raw = primary.conformances.first, rawValueTypes.contains(raw) {
                return "An enum cannot store an identifier, and each case already is one: return its raw value (`var id: \(raw) { rawValue }`) or the case itself (`var id: Self { self }`)."
            }
            return "An enum cannot store an identifier, and each case already is one: return the case itself (`var id: Self { self }`, which needs `Hashable`: an enum without associated values has it)."
        }
        if index.conforms(member.typeName, to: "Decodable") || index.conforms(member.typeName, to: "Codable") {
            return "Use an identifier that comes with the data (such as the server's id): a `UUID()` stored when decoding would change on every fetch."
        }
        if member.isInExtension, index.type(named: member.typeName)?.primary == nil {
            return "An extension cannot store an identifier: return a property of the value that never changes, or wrap the values in an Identifiable type that stores `let id = UUID()`."
        }
        return "Store a unique identifier instead: `let id = UUID()`."
    }

    static let rawValueTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Character", "Double", "Float",
    ]

    /// ` (e.g. in the ForEach at PetList.swift:12)`: a ForEach/List that identifies elements of
    /// `typeName` by their `id` (no `id:` or an `id:` ending in `id`); empty when none is known.
    public static func iterationMention(of typeName: String, in index: ProjectIndex) -> String {
        let usesID = index.iterations(overElementType: typeName).first { iteration in
            guard let keyPath = iteration.idKeyPath else { return !iteration.data.isEnumerated }
            return keyPath.last == "id"
        }
        guard let first = usesID else { return "" }
        return " (e.g. in the \(first.container) at \(describe(first.site)))"
    }
}

/// The `id` member of a (possibly) `Identifiable` type, read where it is declared; the
/// conformance itself may be in any file, so rules check it after indexing.
public struct IdentifiableMember {
    /// The type (or extended type) declaring `id`.
    public let typeName: String
    /// The `id` name node, where diagnostics start.
    public let name: Node
    /// What the getter returns.
    public let returned: [Node]
    /// Declared in an extension, which cannot store an identifier of its own.
    public let isInExtension: Bool

    /// What the checks after indexing need: values, since an index check is stored with the
    /// file's facts (`Codable`) and never holds a node.
    public struct Facts: Sendable, Codable {
        public let typeName: String
        public let isInExtension: Bool
    }

    public var facts: Facts { Facts(typeName: typeName, isInExtension: isInExtension) }

    /// A computed instance property named `id` declared directly in a type or extension.
    public init?(_ property: Node, ancestors: [Node]) {
        // Where the property sits is checked first: it rejects the many local `let`s for free.
        guard ancestors.count >= 2, ancestors[ancestors.count - 1].is(.classBody),
              ancestors[ancestors.count - 2].is(.classDeclaration), property.is(.propertyDeclaration),
              let name = property.firstChild(.pattern)?.child(field: .boundIdentifier), name.textEquals("id"),
              let computed = property.child(field: .computedValue), let statements = SyntaxHelpers.getterStatements(computed),
              let typeNode = ancestors[ancestors.count - 2].child(field: .name) else { return nil }
        if let modifiers = property.firstChild(.modifiers), SyntaxHelpers.declaresTypeMember(modifiers) { return nil }
        self.typeName = SyntaxHelpers.typeBaseName(typeNode)
        self.isInExtension = ancestors[ancestors.count - 2].child(field: .declarationKind)?.textEquals("extension") == true
        self.name = name
        self.returned = IdentitySyntax.returnedExpressions(statements)
    }
}
