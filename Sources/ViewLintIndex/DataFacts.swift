/// Facts about data and its changes, for the identity rules: where the collections that
/// rows iterate are changed, what each member of a type builds (state, input, animation,
/// other views), and which types mint their identifier when a value is constructed.
///
/// Names are recorded as written (the last property name of a path): the index matches a
/// change of `model.pets` to the `pets` a `ForEach` iterates by name, so a message can name
/// the change it relies on and the user can check it.
public struct DataFacts: Sendable, Codable {
    public var mutations: [MutationFact] = []
    public var members: [MemberContentFact] = []
    /// `@State`, `@StateObject`, `@FocusState`, `@GestureState` stored properties, by type.
    public var stateProperties: [StatePropertyFact] = []
    /// Types whose stored `id` gets a fresh value when a value is made (`let id = UUID()`).
    public var freshStoredIDs: [String] = []
    /// Stored properties assigned through an element (`pets[i].name = …`, `$pets[i].name`).
    public var elementEdits: [MutationFact] = []
    /// Names written in ways a `MutationFact` does not record: `x.toggle()`, a binding passed
    /// (`$x`, `$model.x`), an `inout` argument (`&x`), a key path handed to a call (`\.x`),
    /// an assignment in a closure inside an initializer (`sink { self.x = $0 }`).
    public var otherWrites: [String] = []

    public init() {}
}

/// A visible change of a stored collection or value: `pets.append(…)`, `pets.remove(at:)`,
/// `pets = …`, `pets += …`, `pets.sort()`. Assignments in initializers are not changes.
public struct MutationFact: Hashable, Sendable, Codable {
    /// Methods that change a collection in place (recorded as its changes).
    public static let collectionMutations: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
        "move", "sort", "reverse", "shuffle", "swapAt", "replaceSubrange", "prepend", "formUnion", "subtract",
    ]

    /// The property changed (the last name of the changed path): `pets` for `model.pets.append(x)`.
    public var name: String
    /// What the change does, as the user wrote it: `append`, `remove(at:)`, `=`, `+=`.
    public var operation: String
    public var site: DeclarationSite
    /// The type whose member makes the change (nil at top level).
    public var enclosingType: String?
    /// The names before `name` (`model` in `model.pets.append(x)`, without `self`); nil when
    /// they are not plain names (`pets[i].name`, `load().pets`).
    public var receiver: [String]?
    /// The method or property of `enclosingType` that makes the change.
    public var member: String?

    public init(name: String, operation: String, site: DeclarationSite, enclosingType: String? = nil, receiver: [String]? = [], member: String? = nil) {
        self.name = name
        self.operation = operation
        self.site = site
        self.enclosingType = enclosingType
        self.receiver = receiver
        self.member = member
    }

    /// Whether the change can move existing elements to other positions: inserting, removing,
    /// reordering or replacing. Appending and removing the last element keep every other
    /// element where it was.
    public var shiftsPositions: Bool {
        !MutationFact.inPlaceOperations.contains(operation) && !MutationFact.endOperations.contains(operation)
    }

    /// Whether the change can change the number of elements (all but element writes and reordering).
    public var changesCount: Bool {
        !MutationFact.inPlaceOperations.contains(operation) && !MutationFact.reorderOperations.contains(operation)
    }

    /// Changes at the end of a collection (`+=` appends).
    public static let endOperations: Set<String> = ["append(…)", "removeLast(…)", "popLast(…)", "+="]
    /// Changes that keep the number of elements.
    public static let reorderOperations: Set<String> = ["sort(…)", "reverse(…)", "shuffle(…)", "swapAt(…)", "move(…)"]

    /// Writes through an element (`pets[i] = p`) keep every position.
    public static let inPlaceOperations: Set<String> = ["[…] ="]
}

/// What one member (method, computed property, `body`) of a type builds.
public struct MemberContentFact: Hashable, Sendable, Codable {
    public var typeName: String
    public var member: String
    /// The first constructs that hold state or animate in the member: `TextField`, `.transition`.
    public var stateMarkers: [String]
    /// Upper-case callees (views and values constructed): `PetRow`, `Pet`.
    public var constructed: [String]
    /// Lower-case callees (`makeRow(…)`): other members of the type, when it has them.
    public var calledMembers: [String] = []
    /// A computed property whose value is a literal array of constants (`["a", "b"]`).
    public var returnsConstantLiteral: Bool
    public var site: DeclarationSite

    public init(typeName: String, member: String, stateMarkers: [String] = [], constructed: [String] = [], returnsConstantLiteral: Bool = false, site: DeclarationSite) {
        self.typeName = typeName
        self.member = member
        self.stateMarkers = stateMarkers
        self.constructed = constructed
        self.returnsConstantLiteral = returnsConstantLiteral
        self.site = site
    }
}

/// `@State private var isExpanded = false` in `PetRow`.
public struct StatePropertyFact: Hashable, Sendable, Codable {
    public var typeName: String
    public var property: String
    public var wrapper: String

    public init(typeName: String, property: String, wrapper: String) {
        self.typeName = typeName
        self.property = property
        self.wrapper = wrapper
    }
}
