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
public struct ConstructionFacts: Sendable {
    /// Arguments that some call passes a non-literal value (a variable, a call, an expression).
    public var varyingArguments: Set<ArgumentKey> = []
    /// Arguments passed a plain name: the property or parameter they may forward.
    public var forwardedArguments: [ArgumentKey: Set<ArgumentKey>] = [:]
    /// Types constructed and functions called with at least one labelled argument
    /// (`T(x: …)`, `T.init(x: …)`, `f(x: …)`, `view.f(x: …)`).
    public var calledNames: Set<String> = []

    public init() {}

    /// An argument by callee (a type or a function's base name) and label; for a forwarded
    /// value, the caller's property (type, property name) or parameter (function, label).
    public struct ArgumentKey: Hashable, Sendable {
        public var callee: String
        public var label: String

        public init(callee: String, label: String) {
            self.callee = callee
            self.label = label
        }
    }

    mutating func merge(_ other: ConstructionFacts) {
        varyingArguments.formUnion(other.varyingArguments)
        calledNames.formUnion(other.calledNames)
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
    public func isFixedPerInstance(_ property: String, of typeName: String) -> Bool {
        var visiting: Set<ConstructionFacts.ArgumentKey> = []
        return isFixed(.init(callee: typeName, label: property), visiting: &visiting)
    }

    /// Whether the parameter labelled `label` of the function `function` is given a literal
    /// (or its default) by every call in the project, so it is fixed for each call site.
    public func isFixedPerCall(_ label: String, of function: String) -> Bool {
        var visiting: Set<ConstructionFacts.ArgumentKey> = []
        return isFixed(.init(callee: function, label: label), visiting: &visiting)
    }

    /// A value forwarded from the caller's own property or parameter is fixed when that one is
    /// (followed a few levels, never in a cycle).
    private func isFixed(_ key: ConstructionFacts.ArgumentKey, visiting: inout Set<ConstructionFacts.ArgumentKey>) -> Bool {
        guard visiting.count < 6, visiting.insert(key).inserted,
              constructions.calledNames.contains(key.callee), !constructions.varyingArguments.contains(key) else { return false }
        if let type = type(named: key.callee) {
            guard type.primary?.kind == .struct,
                  type.declarations.allSatisfy({ $0.initializerLabels.allSatisfy { $0.contains(key.label) } }),
                  let fact = type.property(named: key.label), !fact.isComputed, !fact.isStatic, !fact.hasAttribute else { return false }
        }
        for source in constructions.forwardedArguments[key] ?? [] where !isFixed(source, visiting: &visiting) {
            return false
        }
        return true
    }
}
