import ViewLintRuleKit

/// Identity by position (`indices`, `0..<xs.count`, `enumerated()` offsets, `.id(index)`):
/// reported only on evidence from the project (see README.md, "Identity by position").
extension UnstableIdRule {
    enum PositionKind: Sendable, Equatable, Codable {
        /// `ForEach(xs.indices, id: \.self)` and count ranges.
        case index
        /// `ForEach(Array(xs.enumerated()), id: \.offset)`.
        case offset
        /// `.id(index)` / `.id(offset)` inside such a loop.
        case modifier(String)
    }

    /// Reads the collection's origin and the rows now; decides once the project is indexed.
    func checkPositions(
        container: String, collection: Node, rows: DataEvidence.RowSyntax, kind: PositionKind,
        reportAt span: SourceSpan, ancestors: [Node], rewrite: ElementRewrite? = nil, _ context: RuleContext
    ) {
        guard !rows.ignoresElement else { return }
        let origin = DataEvidence.origin(of: collection, ancestors: ancestors)
        if case .constant = origin { return }
        let enclosingType = IdentityContext.enclosingTypeName(ancestors)
        // Multi-line data (`xs\n.filter { … }\n.enumerated()`) is named by its source path.
        var written = collection.text
        if case .path(let components) = origin, written.contains("\n") || written.count > 60 {
            written = components.joined(separator: ".")
        }
        let collectionText = written
        let around = Self.enclosingModifiers(ancestors)
        context.afterIndexing(ChangingPositionsCheck(
            container: container, collection: collectionText, kind: kind, origin: origin, enclosingType: enclosingType, rows: rows,
            scrollPosition: around.scrollPosition, animatedAround: around.animated, rewrite: rewrite, span: span))
    }

    /// What the modifier chains around the container, up to the enclosing declaration, do to it:
    /// `LazyVGrid { ForEach … }.animation(.default, value: items)` animates its changes (so
    /// insertions and removals are seen); `ScrollView { … }.scrollPosition(id: $page)` binds the
    /// scroll position to a property (its path, `page`).
    static func enclosingModifiers(_ ancestors: [Node]) -> (animated: Bool, scrollPosition: [String]?) {
        var animated = false, scrollPosition: [String]?
        for node in ancestors.reversed() {
            if node.is(.functionDeclaration) || node.is(.computedProperty) || node.is(.classBody) { break }
            guard node.is(.callExpression), let call = CallSyntax(node) else { continue }
            if !animated, call.callsMember("animation"), !call.arguments.isEmpty { animated = true }
            if scrollPosition == nil, call.callsMember("scrollPosition"), let binding = call.argument(labeled: "id"), binding.textHasPrefix("$"),
               var path = IdentitySyntax.namePath(binding) {
                if path.first == "self" { path.removeFirst() }
                // The innermost `scrollPosition(id:)` decides, even when it binds nothing usable.
                scrollPosition = path
            }
        }
        return (animated, scrollPosition?.isEmpty == true ? nil : scrollPosition)
    }

    /// `.id(i)` where `i` is a loop's position: finds the loop (the closure that binds the
    /// name) and checks it like the container itself.
    func checkPositionModifier(_ argument: Node, _ context: RuleContext) {
        let ancestors = context.ancestors
        for closureIndex in ancestors.indices.reversed() where ancestors[closureIndex].is(.lambdaLiteral) {
            guard let owner = IdentitySyntax.owningCall(ofClosureWithAncestors: ancestors[..<closureIndex]),
                  let nearestCall = ancestors[..<closureIndex].lastIndex(where: { $0.is(.callExpression) }),
                  let call = CallSyntax(owner) else { continue }
            // The owner is the nearest call, or its callee when tree-sitter put the closure outside.
            let outer = Array(ancestors[..<(ancestors[nearestCall].isSameNode(as: owner) ? nearestCall : nearestCall + 1)])
            var collection: Node?
            if IdentitySyntax.containerCall(call, names: IdentitySyntax.iteratingContainers) != nil, let data = call.firstUnlabelledArgument {
                collection = IdentitySyntax.indexIteration(data)?.collection ?? (IdentitySyntax.isEnumerated(data) ? data : nil)
            } else if let callee = owner.namedChild(0), callee.is(.navigationExpression), let receiver = callee.child(field: .target),
                      IdentitySyntax.isEnumerated(receiver) {
                collection = receiver
            }
            guard let collection else { continue }
            // A loop that already keys its rows by position is judged once, at the loop: the
            // `.id(index)` inside repeats that identity and adds nothing to report.
            if Self.keysRowsByPosition(call) { return }
            var rows = DataEvidence.rows(of: call, ancestors: outer)
            rows.editModifier = nil // the modifier, not the container, is reported
            checkPositions(
                container: call.callee.text, collection: collection, rows: rows, kind: .modifier(argument.text),
                reportAt: context.span(of: argument), ancestors: outer, context)
            return
        }
    }

    /// `ForEach(xs.indices, id: \.self)`, `ForEach(Array(xs.enumerated()), id: \.offset)` or a
    /// range without `id:` (`ForEach(0..<xs.count)`).
    static func keysRowsByPosition(_ call: CallSyntax) -> Bool {
        guard let data = call.firstUnlabelledArgument else { return false }
        guard let key = call.argument(labeled: "id") else { return IdentitySyntax.indexIteration(data) != nil }
        return IdentitySyntax.isKeyPath(key, to: "self") && IdentitySyntax.indexIteration(data) != nil
            || IdentitySyntax.isKeyPath(key, to: "offset") && IdentitySyntax.isEnumerated(data)
    }
}

/// Once the project is indexed: whether rows identified by position hold state (or animate)
/// while the collection changes in ways that shift positions, or the user edits them.
struct ChangingPositionsCheck: IndexCheck {
    let container: String
    /// The collection as written (or its path, for multi-line data).
    let collection: String
    let kind: UnstableIdRule.PositionKind
    let origin: DataEvidence.OriginSyntax
    let enclosingType: String?
    let rows: DataEvidence.RowSyntax
    /// The path bound by an enclosing `.scrollPosition(id:)`.
    let scrollPosition: [String]?
    /// An `.animation` around the container.
    let animatedAround: Bool
    let rewrite: UnstableIdRule.ElementRewrite?
    let span: SourceSpan

    func run(_ index: ProjectIndex) -> [Finding] {
        // `.scrollPosition(id: $page)` with an `Int?` page: the positions are the paging identity.
        if let scrollPosition, DataEvidence.property(at: scrollPosition, enclosingType: enclosingType, in: index)?.property.type?.baseName == "Int" {
            return []
        }
        var path: [String] = []
        switch origin {
        case .constant: return []
        case .path(let components):
            path = components
            if case .constant = DataEvidence.resolve(components, enclosingType: enclosingType, in: index) { return [] }
        case .parameter(let components): path = components
        case .unknown: break
        }
        var owner: String?
        if case .path = origin { owner = DataEvidence.property(at: path, enclosingType: enclosingType, in: index)?.owner.name }
        let changes = path.last.map { DataEvidence.changes(of: $0, owner: owner, viewType: enclosingType, kind: .shifts, in: index) } ?? []
        let state = DataEvidence.rowState(rows, enclosingType: enclosingType, in: index)
        var element: String?
        if case .path = origin { element = DataEvidence.elementType(at: path, enclosingType: enclosingType, in: index) }
        let advice = UnstableIdRule.Message.positionAdvice(container: container, collection: collection, kind: kind, element: element, rows: rows, elementName: rewrite?.element ?? "element", index)
        let subject = UnstableIdRule.Message.positionSubject(container: container, collection: collection, kind: kind)
        let fix = rewrite?.fix(elementType: element, in: index)
        if let edit = rows.editModifier {
            return [Finding(span: span, message: UnstableIdRule.Message.positionEdited(subject, edit: edit, state: state, advice: advice), fix: fix)]
        }
        // Inserting, removing or reordering elements shifts positions (appending and removing
        // the last one do not); replacing the whole collection (`xs = load()`) may or may not.
        // Without such a change, or without row state, the project gives no evidence that
        // identity by position costs anything: nothing is reported, whatever the origin
        // (a `let` passed in, a computed property, a call: positions are often the identity).
        // What a row only opens (a destination's `@StateObject`) and an `.animation` around
        // the container are evidence too, but no row state to name: the message says only
        // what the animation shows.
        let structural = changes.filter { !$0.operation.hasSuffix("=") }
        guard let change = structural.first,
              state != nil || animatedAround || DataEvidence.destinationState(rows, in: index) != nil else { return [] }
        return [Finding(span: span, message: UnstableIdRule.Message.positionChanged(subject, change: change, more: structural.count - 1, state: state, rowIdentity: rows.ownIdentity, advice: advice), fix: fix)]
    }
}
