/// Which initializer arguments of the project's types are ever given a value that can change.
///
/// A view's plain stored property (`let showsDivider: Bool`) that every construction in the
/// project sets to a literal, or leaves at its default, keeps one value for each instance's
/// life: a condition made of such properties never flips, so it cannot swap identities.
/// Calls are read by type name and argument label (`SectionRow(title: t, showsDivider: false)`);
/// only the labels that receive something other than a literal are kept, and a value that is
/// one of the calling type's own properties (`Row(isCompact: isCompact)`) is kept as forwarded
/// from it, fixed when that property is.
public struct ConstructionFacts: Sendable {
    /// Arguments that some call passes a non-literal value (a variable, a call, an expression).
    public var varyingArguments: Set<ArgumentKey> = []
    /// Arguments passed a plain name from inside a type: the property they may forward.
    public var forwardedArguments: [ArgumentKey: Set<ArgumentKey>] = [:]
    /// Types constructed with at least one labelled argument (`T(x: …)`, `T.init(x: …)`).
    public var constructedTypes: Set<String> = []

    public init() {}

    public struct ArgumentKey: Hashable, Sendable {
        public var typeName: String
        public var label: String

        public init(typeName: String, label: String) {
            self.typeName = typeName
            self.label = label
        }
    }

    mutating func merge(_ other: ConstructionFacts) {
        varyingArguments.formUnion(other.varyingArguments)
        constructedTypes.formUnion(other.constructedTypes)
        forwardedArguments.merge(other.forwardedArguments) { $0.union($1) }
    }
}

extension ProjectIndex {
    /// Whether `property` of `typeName` keeps one value for each instance's life: a stored
    /// property without a wrapper (`@State`, `@Binding`, `@Environment`, …) of a struct,
    /// constructed in the project, where no construction passes it anything but a literal.
    /// Arguments are matched to the property by label, so every `init` written for the type
    /// must take an argument labelled like the property (the memberwise one does); an `init`
    /// that sets it from something else, and unknown types, answer false.
    /// A property forwarded from the constructing view's own property (`Row(isCompact:
    /// isCompact)`) is fixed when that one is (followed a few levels, never in a cycle).
    public func isFixedPerInstance(_ property: String, of typeName: String) -> Bool {
        var visiting: Set<ConstructionFacts.ArgumentKey> = []
        return isFixedPerInstance(.init(typeName: typeName, label: property), visiting: &visiting)
    }

    private func isFixedPerInstance(_ key: ConstructionFacts.ArgumentKey, visiting: inout Set<ConstructionFacts.ArgumentKey>) -> Bool {
        guard visiting.count < 6, visiting.insert(key).inserted,
              let type = type(named: key.typeName), type.primary?.kind == .struct,
              type.declarations.allSatisfy({ $0.initializerLabels.allSatisfy { $0.contains(key.label) } }),
              let fact = type.property(named: key.label), !fact.isComputed, !fact.isStatic, !fact.hasAttribute,
              constructions.constructedTypes.contains(key.typeName),
              !constructions.varyingArguments.contains(key) else { return false }
        for source in constructions.forwardedArguments[key] ?? [] where !isFixedPerInstance(source, visiting: &visiting) {
            return false
        }
        return true
    }
}
