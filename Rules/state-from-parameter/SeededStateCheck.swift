import ViewLintRuleKit

/// Once the project is indexed: whether a caller passes the parameter a value that changes
/// while the view is shown (the evidence is named), and no construction keys the view with
/// `.id(…)`, which would make a new value start a new view.
struct SeededStateCheck: IndexCheck {
    /// The view type whose initializer seeds the state.
    let view: String
    let path: String
    /// The initializer takes other parameters, which the advice's construction leaves to `…`.
    let takesOtherParameters: Bool
    /// The initializer's seeds, in order: reported once, at the first one the evidence holds for.
    let seeds: [Seed]

    struct Seed: Codable {
        let span: SourceSpan
        let property: String
        /// The parameter's internal name and the label callers pass it under.
        let parameter: String
        let label: String
        /// The parameter's declared type: only a value (a number, a string, a struct, …) is
        /// passed anew; a caller hands the same object (a service, a model) on every evaluation.
        let parameterType: TypeReference?
        /// The view also keeps the parameter in a property of that name, which the advice names.
        let keepsParameter: Bool
    }

    func run(_ index: ProjectIndex) -> [Finding] {
        guard index.conforms(view, toAnyOf: ["View", "ViewModifier"]), !index.isKeyedWithID(view), !index.isPresented(view) else { return [] }
        var evidenceByLabel: [String: String?] = [:]
        let changing = seeds.compactMap { seed -> (Seed, String)? in
            guard let type = seed.parameterType, isValue(type, index), !index.data.isWritten(seed.property) else { return nil }
            if evidenceByLabel[seed.label] == nil {
                evidenceByLabel[seed.label] = .some(index.changeEvidence(passedTo: .init(callee: view, label: seed.label)))
            }
            return evidenceByLabel[seed.label]!.map { (seed, $0) }
        }
        guard let (seed, evidence) = changing.first else { return [] }
        let others = changing.dropFirst().map { "`\($0.0.property)`" }
        let also = others.isEmpty ? "" : " (so do \(others.count == 1 ? others[0] : others.dropLast().joined(separator: ", ") + " and " + others.last!), from parameters the callers change too)"
        let lead = "`@State \(seed.property)` starts from the parameter `\(seed.parameter)`\(also), but SwiftUI uses a state's initial value only once, when the view's identity begins: when the parent passes another `\(seed.label)`, `\(view)` keeps the state it started with and ignores the new value."
        let cause = "A caller passes a value that changes while the view is shown: it reads \(evidence)."
        // The view never writes the state: a plain property shows the input as it is.
        let advice = "The view never writes `\(seed.property)`: make it a plain property (or compute it from \(seed.keepsParameter ? "`\(seed.parameter)`" : "a stored `\(seed.parameter)`")) so it shows each new value, or, to start over with each value, key the view where it is built (`\(view)(\(seed.label): value\(takesOtherParameters ? ", …" : "")).id(value)`)."
        return [Finding(span: seed.span, message: lead + " " + cause + " " + advice)]
    }

    /// A standard value type, or a struct or enum the project declares; collections and
    /// optionals of them.
    private func isValue(_ type: TypeReference, _ index: ProjectIndex) -> Bool {
        if Self.collections.contains(type.baseName) { return type.elementTypeName.map { isValue(named: $0, index) } ?? false }
        return isValue(named: type.baseName, index)
    }

    private func isValue(named name: String, _ index: ProjectIndex) -> Bool {
        if Self.standardValues.contains(name) { return true }
        guard let kind = index.type(named: name, usedIn: path)?.primary?.kind else { return false }
        return kind == .struct || kind == .enum
    }

    static let collections: Set<String> = ["Array", "Set", "Dictionary", "Optional"]
    static let standardValues: Set<String> = [
        "String", "Substring", "Character", "AttributedString", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
        "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Bool", "Date", "URL", "UUID",
        "Data", "TimeInterval", "CGSize", "CGPoint", "CGRect", "Color", "Locale", "TimeZone", "DateComponents",
    ]
}
