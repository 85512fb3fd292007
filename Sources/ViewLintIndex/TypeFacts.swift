import ViewLintDiagnostics

/// What kind of declaration introduced (or extended) a type.
public enum DeclarationKind: String, Sendable, CaseIterable, Codable {
    case `struct`, `class`, `enum`, actor, `extension`, `protocol`
}

/// A reference to a type as written, with the element type when it is a collection.
public struct TypeReference: Hashable, Sendable, Codable {
    /// The type's text with white space removed, e.g. `[Pet]`, `IdentifiedArrayOf<Item>`.
    public var text: String
    /// The base name without generic arguments or optionality, e.g. `IdentifiedArrayOf`.
    public var baseName: String
    /// For collections (`[T]`, `Array<T>`, `Set<T>`, `IdentifiedArrayOf<T>`, …) the element type name.
    public var elementTypeName: String?

    public init(text: String, baseName: String, elementTypeName: String?) {
        self.text = text
        self.baseName = baseName
        self.elementTypeName = elementTypeName
    }
}

/// Where a fact was declared, so rules can point at it from another file.
public struct DeclarationSite: Hashable, Sendable {
    public var path: String
    public var span: SourceSpan

    public init(path: String, span: SourceSpan) {
        self.path = path
        self.span = span
    }
}

/// Stored flat, as a path and six numbers: every fact has a site, and a keyed container for
/// the site and another for its span were a fifth of the time a warm run spent decoding the
/// cache.
extension DeclarationSite: Codable {
    public init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        path = try values.decode(String.self)
        span = SourceSpan(
            startByte: try values.decode(Int.self), endByte: try values.decode(Int.self),
            line: try values.decode(Int.self), column: try values.decode(Int.self),
            endLine: try values.decode(Int.self), endColumn: try values.decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.unkeyedContainer()
        try values.encode(path)
        for number in [span.startByte, span.endByte, span.line, span.column, span.endLine, span.endColumn] {
            try values.encode(number)
        }
    }
}

/// A stored or computed property of a type. Every property of every type is recorded, so
/// the fact holds only what rules ask (no attributes, no position): it is most of the index.
public struct PropertyFact: Hashable, Sendable, Codable {
    public var name: String
    public var type: TypeReference?
    public var isStatic: Bool
    /// A stored property with an initial value (`var x = 1`).
    public var hasInitialValue: Bool
    /// A computed property (`var x: Int { 1 }` or with `get`).
    public var isComputed: Bool
    /// Declared with `let` (a stored constant).
    public var isLet: Bool
    /// The initial value is a literal whose value never changes (`3`, `[.red, .green]`): such a
    /// `let` is the same for every instance and every update.
    public var hasLiteralInitialValue: Bool
    /// The name of the first attribute it is declared with (`State` for `@State`, `Binding`,
    /// `Environment`, `Published`, …): a wrapper, not the initializer, manages its value.
    public var wrapper: String?
    /// The key path the wrapper is given, by its last name (`isInCaptureMode` for
    /// `@Environment(\.isInCaptureMode)`).
    public var wrapperKeyPath: String?
    /// The names listed by an unannotated array of plain names (`static let all = [cupertino,
    /// london]`), which the index resolves as static properties of the same type.
    public var elementReferences: [String] = []
    /// `Store.shared` in an unannotated `@StateObject var store = Store.shared`: the type and
    /// static member of the initial value. The index gives the property that type when the type
    /// declares the member as a value of itself (a shared instance); nothing else is guessed.
    public var sharedInstanceSource: SharedInstanceSource?
    /// `type` was inferred from the initial value (`UIImage(named:)`, `Store.shared`), not
    /// written: it may be optional where the text says not (a failable initializer).
    public var typeIsInferred = false

    public struct SharedInstanceSource: Hashable, Sendable, Codable {
        public var type: String
        public var member: String
    }

    public init(
        name: String, type: TypeReference?, isStatic: Bool, hasInitialValue: Bool = false, isComputed: Bool = false,
        isLet: Bool = false, hasLiteralInitialValue: Bool = false
    ) {
        self.name = name
        self.type = type
        self.isStatic = isStatic
        self.hasInitialValue = hasInitialValue
        self.isComputed = isComputed
        self.isLet = isLet
        self.hasLiteralInitialValue = hasLiteralInitialValue
    }
}

/// A parameter of a method.
public struct ParameterFact: Hashable, Sendable, Codable {
    /// The argument label callers write (`nil` for `_`).
    public var label: String?
    public var name: String
    public var type: TypeReference?

    public init(label: String?, name: String, type: TypeReference?) {
        self.label = label
        self.name = name
        self.type = type
    }
}

/// A method declared in a type or an extension.
public struct MethodFact: Hashable, Sendable, Codable {
    public var name: String
    public var returnType: TypeReference?
    public var site: DeclarationSite
    /// For a representable's `updateUIView`/`updateNSView` (and the view controller forms): the
    /// names its body reads, which tell whether a new argument reaches the platform view.
    public var namesRead: [String]?

    public init(name: String, returnType: TypeReference?, site: DeclarationSite) {
        self.name = name
        self.returnType = returnType
        self.site = site
    }
}

/// One declaration of a type (a struct, class, enum, actor, protocol or one of its extensions).
public struct TypeDeclarationFact: Hashable, Sendable, Codable {
    public var name: String
    public var kind: DeclarationKind
    public var conformances: [String]
    public var properties: [PropertyFact]
    public var methods: [MethodFact]
    public var site: DeclarationSite
    /// Declared inside another type (or a function): outside it, the bare name means a
    /// top-level type of that name, if there is one.
    public var isNested = false

    public init(name: String, kind: DeclarationKind, conformances: [String], properties: [PropertyFact], methods: [MethodFact], site: DeclarationSite) {
        self.name = name
        self.kind = kind
        self.conformances = conformances
        self.properties = properties
        self.methods = methods
        self.site = site
    }
}

/// A `ForEach` or `List` over a collection, recorded so that rules can resolve the element
/// type behind `id:` key paths and point from a model type to the views that iterate it.
public struct IterationFact: Hashable, Sendable, Codable {
    /// `ForEach` or `List`.
    public var container: String
    /// The type (declaration or extension) whose member contains the call, if any.
    public var enclosingType: String?
    /// The collection as a property path (`pets`, `model.pets`), see `IdentitySyntax.DataPath`.
    public var data: IdentitySyntax.DataPath
    /// The type of the path's first component when it is a parameter of the enclosing
    /// function (`func rows(_ pets: [Pet])`); otherwise it is looked up in `enclosingType`.
    public var parameterType: TypeReference?
    /// The `id:` key path, if any.
    public var idKeyPath: IdentitySyntax.KeyPath?
    /// The call (its callee), for locating and mentioning it.
    public var site: DeclarationSite

    public init(
        container: String, enclosingType: String?, data: IdentitySyntax.DataPath, parameterType: TypeReference?,
        idKeyPath: IdentitySyntax.KeyPath?, site: DeclarationSite
    ) {
        self.container = container
        self.enclosingType = enclosingType
        self.data = data
        self.parameterType = parameterType
        self.idKeyPath = idKeyPath
        self.site = site
    }
}

/// Everything the index learned from one file.
public struct FileFacts: Sendable, Codable {
    public var path: String
    public var declarations: [TypeDeclarationFact]
    /// Names that rules publish for other files, by topic (see `ProjectIndex.published`).
    public var published: [String: Set<String>]
    /// Every `ForEach`/`List` over a property path, in source order.
    public var iterations: [IterationFact]
    /// Data and its changes, see `DataFacts`.
    public var data = DataFacts()
    /// Where key values come from (text inputs, assignments), for `non-unique-id`.
    public var identityEvidence = IdentityEvidence()
    /// Initializer arguments given values that can change, see `ConstructionFacts`.
    public var constructions = ConstructionFacts()

    public init(
        path: String, declarations: [TypeDeclarationFact] = [], published: [String: Set<String>] = [:],
        iterations: [IterationFact] = []
    ) {
        self.path = path
        self.declarations = declarations
        self.published = published
        self.iterations = iterations
    }
}
