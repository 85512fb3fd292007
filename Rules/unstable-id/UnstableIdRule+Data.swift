import ViewLintRuleKit

/// Identities that change with the data: `id: \.hashValue` over elements edited in place,
/// and ids minted by `UUID()` in values that a computed property rebuilds on every read.
extension UnstableIdRule {
    /// `ForEach(pets, id: \.hashValue)`: reported when the element type's hash can change in
    /// place (a stored `var` of it is written through an element somewhere in the project).
    func checkHashValue(_ call: CallSyntax, key: Node, _ context: RuleContext) {
        guard let data = call.firstUnlabelledArgument, case .path(let path) = DataEvidence.origin(of: data, ancestors: context.ancestors),
              !key.containsError else { return }
        let enclosingType = IdentityContext.enclosingTypeName(context.ancestors)
        context.afterIndexing(EditedHashCheck(
            path: path, enclosingType: enclosingType, span: context.span(of: key), container: call.callee.text, dataText: data.text))
    }

    static func storedIdentityAdvice(container: String, data: String, type: ProjectIndex.TypeInfo, _ index: ProjectIndex) -> String {
        let stored = IdentityVocabulary.storedIdentifyingProperty(of: type)
        let caveat = Message.mintedCaveat(type.name, stored: stored, index).map { " " + $0 } ?? ""
        if index.conforms(type.name, to: "Identifiable"), stored == "id" || stored == nil {
            return "Use the element's own identity: `\(container)(\(data))` (`\(type.name)` is Identifiable)." + caveat
        }
        if let stored { return "Use its stored identifier: `\(container)(\(data), id: \\.\(stored))`." + caveat }
        return "Identify rows by a stored property that stays the same when the element is edited."
    }

    /// `ForEach(rows)` where `rows` is a computed property of the view that constructs
    /// `Row(…)` values and `Row` stores `let id = UUID()`: new ids on every read.
    func checkMintedIdentifiers(_ call: CallSyntax, _ context: RuleContext) {
        guard let data = call.firstUnlabelledArgument, case .path(let path) = DataEvidence.origin(of: data, ancestors: context.ancestors),
              path.count == 1, !call.node.containsError else { return }
        let enclosingType = IdentityContext.enclosingTypeName(context.ancestors)
        context.afterIndexing(MintedInComputedCheck(
            path: path, enclosingType: enclosingType, span: context.span(of: call.node), container: call.callee.text))
    }
}

/// Once the project is indexed: whether the iterated elements' type has a stored `var` that
/// the project edits in place through an element (which changes the element's hash).
struct EditedHashCheck: IndexCheck {
    /// The iterated data's property path, and the type it is read in.
    let path: [String]
    let enclosingType: String?
    let span: SourceSpan
    /// The container and its data, as written.
    let container: String
    let dataText: String

    func run(_ index: ProjectIndex) -> [Finding] {
        guard let element = DataEvidence.elementType(at: path, enclosingType: enclosingType, in: index),
              let type = index.type(named: element), let primary = type.primary, primary.kind == .struct || primary.kind == .class else { return [] }
        for property in type.properties where !property.isStatic && !property.isComputed && !property.isLet {
            guard let edit = index.data.elementEdits(of: property.name).first else { continue }
            let advice = UnstableIdRule.storedIdentityAdvice(container: container, data: dataText, type: type, index)
            return [Finding(span: span, message: UnstableIdRule.Message.hashValue(element: element, property: property.name, edit: edit, advice: advice))]
        }
        return []
    }
}

/// Once the project is indexed: whether the iterated data is a computed property that builds
/// values of a type minting its `id` with `UUID()` when made.
struct MintedInComputedCheck: IndexCheck {
    /// The iterated property (one component), and the type it is read in.
    let path: [String]
    let enclosingType: String?
    let span: SourceSpan
    let container: String

    func run(_ index: ProjectIndex) -> [Finding] {
        guard let (owner, property) = DataEvidence.property(at: path, enclosingType: enclosingType, in: index), property.isComputed,
              let member = index.data.member(path[0], in: owner.name) else { return [] }
        let declared = property.type?.elementTypeName
        guard let element = member.constructed.first(where: { name in
            (declared == nil || declared == name) && index.data.mintsIdentifierOnConstruction(name)
        }) else { return [] }
        let site = "`\(element)(…)` in `\(path[0])` at \(IdentityContext.describe(member.site))"
        return [Finding(span: span, message: UnstableIdRule.Message.mintedInComputed(container: container, property: path[0], element: element, site: site))]
    }
}
