import ViewLintSyntax

/// What the project's calls pass to initializers and functions, for evidence about values.
///
/// A view's condition changes while it is shown when it reads a property with a dynamic
/// wrapper (`@State`, …), or a plain property or parameter that a caller forwards or derives
/// from one: `Badge(isProminent: unread > 0)` makes `Badge.isProminent` change with the
/// caller's `@State unread`. Calls are read by callee name and argument label; a plain name
/// passed (`Row(isCompact: isCompact)`) is kept as forwarded from the caller's property or
/// parameter, an expression as derived from the names it reads. The same calls show which
/// optionals are given `nil` and which views only a hosting controller constructs.
///
/// Every call of a project is read, so names are kept as `NameHash`es: no String is built per
/// call, and merging files unions sets of integers.
public struct ConstructionFacts: Sendable {
    /// Arguments passed a plain name: the property or parameter they may forward.
    public var forwardedArguments: [ArgumentKey: Set<ArgumentKey>] = [:]
    /// Arguments passed an expression (`count: items.count`): the caller's properties and
    /// parameters it reads (`items`), for evidence that the argument changes while shown.
    public var derivedArguments: [ArgumentKey: Set<ArgumentKey>] = [:]
    /// Arguments some call passes a literal `nil` (`Message(serverID: nil, …)`).
    public var nilArguments: Set<ArgumentKey> = []
    /// Names of properties some assignment sets to `nil` (`draft.serverID = nil`).
    public var nilAssignedNames: Set<NameHash> = []
    /// Types constructed as the root view of a hosting controller or view
    /// (`UIHostingController(rootView: Settings())`), and types constructed anywhere else.
    public var hostedRoots: Set<NameHash> = []
    public var embeddedTypes: Set<NameHash> = []

    public init() {}

    /// An argument by callee (a type or a function's base name) and label; for a forwarded
    /// value, the caller's property (type, property name) or parameter (function, label).
    public struct ArgumentKey: Hashable, Sendable {
        public let callee: NameHash
        let pair: NameHash

        public init(callee: NameHash, label: NameHash) {
            self.callee = callee
            pair = callee.combined(with: label)
        }

        public init(callee: String, label: String) { self.init(callee: NameHash(callee), label: NameHash(label)) }

        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.pair == rhs.pair }
        public func hash(into hasher: inout Hasher) { hasher.combine(pair) }
    }

    mutating func merge(_ other: ConstructionFacts) {
        nilArguments.formUnion(other.nilArguments)
        nilAssignedNames.formUnion(other.nilAssignedNames)
        hostedRoots.formUnion(other.hostedRoots)
        embeddedTypes.formUnion(other.embeddedTypes)
        forwardedArguments.merge(other.forwardedArguments) { $0.union($1) }
        derivedArguments.merge(other.derivedArguments) { $0.union($1) }
    }
}

/// The (type, property) pairs whose wrapper changes them while a view is shown, described
/// (`@State isOn`), computed once from the declarations.
struct DynamicProperties: Sendable {
    let descriptions: [ConstructionFacts.ArgumentKey: String]

    init(_ types: [String: ProjectIndex.TypeInfo]) {
        var descriptions: [ConstructionFacts.ArgumentKey: String] = [:]
        for (name, type) in types {
            for property in type.properties where !property.isStatic {
                guard let wrapper = property.wrapper, ProjectIndex.dynamicWrappers.contains(wrapper) else { continue }
                descriptions[ConstructionFacts.ArgumentKey(callee: name, label: property.name)] = "`@\(wrapper) \(property.name)`"
            }
        }
        self.descriptions = descriptions
    }
}

extension ProjectIndex {
    /// Evidence that the optional property `property` of `typeName` is nil for some value: a
    /// construction passes it `nil`, or an assignment sets a property of that name to `nil`.
    /// Nil when the project shows neither (the optional may still be nil at run time).
    public func nilEvidence(_ property: String, of typeName: String) -> String? {
        if constructions.nilArguments.contains(.init(callee: typeName, label: property)) {
            return "a construction of \(typeName) passes `\(property): nil`"
        }
        if constructions.nilAssignedNames.contains(NameHash(property)) { return "`\(property)` is set to nil" }
        return nil
    }

    /// Whether every construction of the view `typeName` the project shows is the root view of
    /// a hosting controller or view: no parent view re-creates it, only the host (once).
    public func isOnlyHostedRoot(_ typeName: String) -> Bool {
        let name = NameHash(typeName)
        return constructions.hostedRoots.contains(name) && !constructions.embeddedTypes.contains(name)
    }

    /// Evidence that the value behind `key` changes while a view is shown, described
    /// (`@State isExpanded`): a property with a dynamic wrapper, or a plain property or a
    /// parameter that some caller forwards or derives from one (followed a few levels).
    public func changeEvidence(_ key: ConstructionFacts.ArgumentKey) -> String? {
        var visiting: Set<ConstructionFacts.ArgumentKey> = []
        return changeEvidence(key, visiting: &visiting)
    }

    private func changeEvidence(_ key: ConstructionFacts.ArgumentKey, visiting: inout Set<ConstructionFacts.ArgumentKey>) -> String? {
        guard visiting.count < 10, visiting.insert(key).inserted else { return nil }
        if let evidence = dynamicProperties.descriptions[key] { return evidence }
        // In a fixed order (sets iterate differently in every process): the same evidence on
        // every run.
        let forwarded = (constructions.forwardedArguments[key] ?? []).sorted { $0.pair.value < $1.pair.value }
        let derived = (constructions.derivedArguments[key] ?? []).sorted { $0.pair.value < $1.pair.value }
        for source in forwarded + derived {
            if let evidence = changeEvidence(source, visiting: &visiting) { return evidence }
        }
        return nil
    }

    /// Property wrappers whose value changes while a view is shown: SwiftUI's dynamic
    /// properties, Combine's `@Published`, SwiftData's `@Query`, common settings wrappers.
    public static let dynamicWrappers: Set<String> = [
        "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment", "Bindable",
        "FocusState", "GestureState", "AppStorage", "SceneStorage", "Published", "Query", "FetchRequest",
        "SectionedFetchRequest", "ScaledMetric", "Default", "AccessibilityFocusState",
    ]
}
