import ViewLintRuleKit

/// Flags `ForEach` over a range whose bounds can change (`0..<count`, `0..<items.count`,
/// `1...n`, `items.indices`) without an `id:`: SwiftUI reads such a range once. See README.md.
public struct NonConstantRangeRule: Rule {
    public static let id = "non-constant-range"
    public static let defaultSeverity = Severity.warning
    public static let summary = "ForEach over a non-constant range without id: SwiftUI treats the range as constant and ignores later changes."
    public static let nodeKinds: [NodeKind] = [.callExpression]

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        guard let visited = context.call(node), let call = IdentitySyntax.containerCall(visited, names: IdentitySyntax.forEach),
              call.argument(labeled: "id") == nil, let data = call.firstUnlabelledArgument.map(IdentitySyntax.unparenthesized),
              !node.containsError else { return }
        var bounds: [Node]
        if let collection = IdentitySyntax.member(data, named: "indices") {
            bounds = [collection]
        } else if data.is(.rangeExpression) {
            bounds = [data.child(field: .start), data.child(field: .end)].compactMap { $0 }.filter { !IdentitySyntax.isIntegerLiteral($0) }
        } else {
            return
        }
        guard !bounds.isEmpty else { return }
        let span = context.span(of: node), range = data.text, isIndices = data.is(.navigationExpression)
        // `0..<items.count` and `items.indices` name the data to iterate instead.
        let collection = (isIndices ? bounds.first : data.child(field: .end).flatMap { IdentitySyntax.member($0, named: "count") })?.text
        // A bound that names a `let` with a literal value (`0..<columns`, `0..<Self.colors.count`)
        // never changes; whether it does is known once every file is indexed.
        let references = bounds.map { Self.reference($0, isIndices: isIndices) }
        let enclosingType = IdentityContext.enclosingTypeName(context.ancestors)
        context.afterIndexing { index in
            let isConstant = references.allSatisfy { reference in
                reference.map { Self.isConstant($0, enclosingType: enclosingType, index) } ?? false
            }
            return isConstant ? [] : [Finding(span: span, message: Message.range(range, collection: collection))]
        }
    }

    /// A bound as a property reference: `n`, `self.n`, `Self.n`, `Layout.n`, each optionally
    /// followed by `.count` (or `.indices`, given as the collection); `Tab.allCases.count` is
    /// constant by itself.
    struct Reference: Sendable {
        var owner: String?
        var isStatic: Bool
        var name: String
        var isAllCases: Bool
    }

    static func reference(_ bound: Node, isIndices: Bool) -> Reference? {
        var node = bound
        var isCount = isIndices
        if !isIndices, let target = IdentitySyntax.member(bound, named: "count") {
            node = target
            isCount = true
        }
        if node.is(.simpleIdentifier) {
            return Reference(owner: nil, isStatic: false, name: node.text, isAllCases: false)
        }
        guard node.is(.navigationExpression), let target = node.child(field: .target),
              let name = node.navigationMember, name.is(.simpleIdentifier) else { return nil }
        if target.is(.selfExpression) {
            return Reference(owner: nil, isStatic: false, name: name.text, isAllCases: false)
        }
        guard target.is(.simpleIdentifier), let first = target.text.unicodeScalars.first, first.properties.isUppercase else { return nil }
        let owner = target.textEquals("Self") ? nil : target.text
        return Reference(owner: owner, isStatic: true, name: name.text, isAllCases: isCount && name.textEquals("allCases"))
    }

    static func isConstant(_ reference: Reference, enclosingType: String?, _ index: ProjectIndex) -> Bool {
        if reference.isAllCases { return true }
        guard let owner = reference.owner ?? enclosingType, let type = index.type(named: owner),
              let property = type.properties.first(where: { $0.name == reference.name && $0.isStatic == reference.isStatic })
        else { return false }
        return property.isLet && property.hasLiteralInitialValue
    }

    enum Message {
        static func range(_ range: String, collection: String?) -> String {
            "ForEach over `\(range)` without an id treats the range as constant: SwiftUI reads it once and ignores later changes, so added elements never appear and removed ones can crash. Iterate the data itself (`ForEach(\(collection ?? "items"))`) or add `id: \\.self`."
        }
    }
}
