import ViewLintSyntax

/// Which arguments of the project's initializers and functions are ever given a value that can
/// change.
///
/// A view's plain stored property (`let showsDivider: Bool`) that every construction in the
/// project sets to a literal, or leaves at its default, keeps one value for each instance's
/// life; a function's parameter that every call passes a literal keeps one value per call
/// site. A condition made of such names never flips, so it cannot swap identities. Calls are
/// read by callee name and argument label (`SectionRow(title: t, showsDivider: false)`,
/// `.badge(isProminent: true)`); only the labels that receive something other than a literal
/// are kept, and a value that is one of the caller's own properties or parameters
/// (`Row(isCompact: isCompact)`) is kept as forwarded from it, fixed when that one is.
///
/// Every labelled call of a project is read, so names are kept as `NameHash`es: no String is
/// built per call, and merging files unions sets of integers.
public struct ConstructionFacts: Sendable {
    /// Arguments that some call passes a non-literal value (a variable, a call, an expression).
    public var varyingArguments: Set<ArgumentKey> = []
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
    /// Types constructed and functions called with at least one labelled argument
    /// (`T(x: …)`, `T.init(x: …)`, `f(x: …)`, `view.f(x: …)`).
    public var calledNames: Set<NameHash> = []

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

    /// The key label of an unlabelled argument or parameter at `position` (`#0`, `#1`, …).
    public static func positionLabel(_ position: Int) -> NameHash { NameHash("#\(position)") }

    mutating func merge(_ other: ConstructionFacts) {
        varyingArguments.formUnion(other.varyingArguments)
        calledNames.formUnion(other.calledNames)
        nilArguments.formUnion(other.nilArguments)
        nilAssignedNames.formUnion(other.nilAssignedNames)
        hostedRoots.formUnion(other.hostedRoots)
        embeddedTypes.formUnion(other.embeddedTypes)
        forwardedArguments.merge(other.forwardedArguments) { $0.union($1) }
        derivedArguments.merge(other.derivedArguments) { $0.union($1) }
    }
}

/// Which (type, property) keys can hold a value fixed by the initializer, computed once from
/// the declarations: a stored property without a wrapper of a struct whose every written `init`
/// takes an argument of the property's name (the memberwise one does).
struct InitializedProperties: Sendable {
    /// Every (type, property) pair of the project.
    let all: Set<ConstructionFacts.ArgumentKey>
    /// The pairs an initializer argument of the same label sets, with nothing else managing them.
    let settable: Set<ConstructionFacts.ArgumentKey>
    /// The pairs whose wrapper changes them while a view is shown, described (`@State isOn`).
    let dynamic: [ConstructionFacts.ArgumentKey: String]

    init(_ types: [String: ProjectIndex.TypeInfo]) {
        var all: Set<ConstructionFacts.ArgumentKey> = [], settable: Set<ConstructionFacts.ArgumentKey> = []
        var dynamic: [ConstructionFacts.ArgumentKey: String] = [:]
        for (name, type) in types {
            let isStruct = type.primary?.kind == .struct
            let initializers = type.declarations.flatMap(\.initializerLabels)
            for property in type.properties {
                let key = ConstructionFacts.ArgumentKey(callee: name, label: property.name)
                all.insert(key)
                if let wrapper = property.wrapper, ProjectIndex.dynamicWrappers.contains(wrapper), !property.isStatic {
                    dynamic[key] = "`@\(wrapper) \(property.name)`"
                }
                if isStruct, !property.isComputed, !property.isStatic, !property.hasAttribute,
                   initializers.allSatisfy({ $0.contains(property.name) }) { settable.insert(key) }
            }
        }
        self.all = all
        self.settable = settable
        self.dynamic = dynamic
    }
}

extension ProjectIndex {
    /// Whether `property` of `typeName` keeps one value for each instance's life: a stored
    /// property without a wrapper (`@State`, `@Binding`, `@Environment`, …) of a struct,
    /// constructed in the project, where no construction passes it anything but a literal.
    /// Arguments are matched to the property by label, so every `init` written for the type
    /// must take an argument labelled like the property (the memberwise one does); an `init`
    /// that sets it from something else, and unknown types, answer false.
    public func isFixedPerInstance(_ property: String, of typeName: String) -> Bool {
        let key = ConstructionFacts.ArgumentKey(callee: typeName, label: property)
        guard initializedProperties.settable.contains(key) else { return false }
        var visiting: Set<ConstructionFacts.ArgumentKey> = []
        return isFixed(key, visiting: &visiting)
    }

    /// Whether the parameter labelled `label` of the function `function` is given a literal
    /// (or its default) by every call in the project, so it is fixed for each call site.
    public func isFixedPerCall(_ label: String, of function: String) -> Bool {
        var visiting: Set<ConstructionFacts.ArgumentKey> = []
        return isFixed(.init(callee: function, label: label), visiting: &visiting)
    }

    /// A value forwarded from the caller's own property or parameter is fixed when that one is
    /// (followed a few levels, never in a cycle); a property that a wrapper or a custom `init`
    /// manages never is.
    private func isFixed(_ key: ConstructionFacts.ArgumentKey, visiting: inout Set<ConstructionFacts.ArgumentKey>) -> Bool {
        guard visiting.count < 6, visiting.insert(key).inserted,
              constructions.calledNames.contains(key.callee), !constructions.varyingArguments.contains(key),
              !initializedProperties.all.contains(key) || initializedProperties.settable.contains(key) else { return false }
        for source in constructions.forwardedArguments[key] ?? [] where !isFixed(source, visiting: &visiting) {
            return false
        }
        return true
    }

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
        if let evidence = initializedProperties.dynamic[key] { return evidence }
        for source in constructions.forwardedArguments[key] ?? [] {
            if let evidence = changeEvidence(source, visiting: &visiting) { return evidence }
        }
        for source in constructions.derivedArguments[key] ?? [] {
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
