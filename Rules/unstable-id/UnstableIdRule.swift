import ViewLintRuleKit

/// Flags explicit identities that change between updates: fresh values passed to `.id(_:)`,
/// `Identifiable.id` getters that make a fresh value, identity by position (indices,
/// `enumerated()` offsets) and `id: \.hashValue`. See README.md.
public struct UnstableIdRule: Rule {
    public static let id = "unstable-id"
    public static let defaultSeverity = Severity.error
    public static let summary = "Identifiers that change between updates (fresh UUIDs, dates, random values, indices, hash values) reset view state and break animations."
    public static let nodeKinds: [NodeKind] = [.callExpression, .propertyDeclaration]

    public static var indexChecks: [any IndexCheck.Type] {
        [ChangingPositionsCheck.self, FreshIdentifierCheck.self, EditedHashCheck.self, MintedInComputedCheck.self, FreshModifierCheck.self]
    }

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        if node.is(.propertyDeclaration) {
            checkIdentifiableGetter(node, context)
        } else if let call = context.call(node) {
            if let argument = call.soleArgument(ofMember: "id") {
                checkIDModifier(argument, of: call, context)
            } else if let member = call.member, DataEvidence.presentingModifiers.contains(where: { member.textEquals($0) }) {
                notePresentedItem(call, context)
            } else if IdentitySyntax.containerCall(call, names: IdentitySyntax.keyPathContainers) != nil {
                let key = call.argument(labeled: "id")
                if let key { checkContainer(call, key: key, context) }
                if key.map({ IdentitySyntax.keyPath($0)?.last == "id" }) ?? true { checkMintedIdentifiers(call, context) }
            }
        }
    }

    // MARK: .id(_:)

    private func checkIDModifier(_ argument: Node, of call: CallSyntax, _ context: RuleContext) {
        if let fresh = IdentitySyntax.freshValue(in: argument) {
            checkFreshModifier(argument, fresh: fresh.text, of: call, context)
        } else if IdentityContext.position(of: argument, ancestors: context.ancestors) != nil, !argument.containsError {
            checkPositionModifier(argument, context)
        }
    }

    /// `.id(UUID()) // SwiftUI bug: the spinner only shows again with a new identity`: the
    /// author documented the reset (on the line, above it, above the modifier chain or on the
    /// enclosing function), so it is what they want: a reset on every update.
    static func isDocumentedReset(_ argument: Node, _ context: RuleContext) -> Bool {
        let source = context.source
        var comments = AuthorComments.linesAbove(argument.startByte, in: source)
        if let trailing = AuthorComments.trailingComment(onLineOf: argument.endByte, in: source) { comments.append(trailing) }
        let ancestors = context.ancestors
        // The top of the modifier chain that ends in `.id(…)`.
        var chainTop: Node?
        for node in ancestors.reversed() {
            guard node.is(.callExpression) || node.is(.navigationExpression) || node.is(.callSuffix)
                    || node.is(.valueArguments) || node.is(.valueArgument) || node.is(.navigationSuffix) else { break }
            chainTop = node
        }
        if let chainTop { comments += AuthorComments.linesAbove(chainTop.startByte, in: source) }
        if let function = ancestors.last(where: { $0.is(.functionDeclaration) }) {
            comments += AuthorComments.linesAbove(function.startByte, in: source)
        }
        return AuthorComments.mention(comments, anyOf: documentedResetWords)
    }

    static let documentedResetWords = AuthorComments.deliberateWords + ["fix", "refresh", "redraw", "re-render", "rerender", "new identity"]

    // MARK: ForEach / List

    private func checkContainer(_ call: CallSyntax, key: Node, _ context: RuleContext) {
        if IdentitySyntax.isKeyPath(key, to: "hashValue") {
            checkHashValue(call, key: key, context)
            return
        }
        guard IdentitySyntax.iteratingContainers.contains(where: { call.callee.textEquals($0) }), let data = call.firstUnlabelledArgument,
              !call.node.containsError else { return }
        let kind: PositionKind
        let collection: Node
        if IdentitySyntax.isKeyPath(key, to: "self"), let iteration = IdentitySyntax.indexIteration(data) {
            (kind, collection) = (.index, iteration.collection)
        } else if IdentitySyntax.isKeyPath(key, to: "offset"), IdentitySyntax.isEnumerated(data) {
            (kind, collection) = (.offset, data)
        } else {
            return
        }
        let rows = DataEvidence.rows(of: call, ancestors: context.ancestors)
        let rewrite = kind == .index ? ElementRewrite(call: call, data: data, key: key, collection: collection, rows: rows, context) : nil
        checkPositions(
            container: call.callee.text, collection: collection, rows: rows, kind: kind,
            reportAt: context.span(of: call.node), ancestors: context.ancestors, rewrite: rewrite, context)
    }

    // MARK: Identifiable.id

    /// `var id: UUID { UUID() }` in a type that conforms to Identifiable here, in an extension
    /// or through a protocol, in any file.
    private func checkIdentifiableGetter(_ property: Node, _ context: RuleContext) {
        guard let member = context.identifiableMember(property),
              let fresh = member.returned.lazy.compactMap(IdentitySyntax.freshValue).first,
              !property.containsError else { return }
        let facts = member.facts, span = context.span(of: member.name), freshText = fresh.text, path = context.path
        // `serverID ?? UUID().uuidString`: the fresh value is only a fallback, which runs when
        // the optional (read by its first name) is nil.
        // A fresh value on some return paths only (`if let post { return post.id }; return
        // UUID()`) is a fallback too, with no optional to look for evidence on: not reported.
        let freshOnEveryPath = member.returned.allSatisfy { returned in
            returned.is(.nilCoalescingExpression) || IdentitySyntax.freshValue(in: returned) != nil
        }
        guard freshOnEveryPath else { return }
        let fallbackOptional: String?? = member.returned.lazy.compactMap { returned -> String?? in
            guard returned.is(.nilCoalescingExpression), let optional = returned.namedChild(0), fresh.startByte >= optional.endByte else { return nil }
            return .some(IdentitySyntax.namePath(optional)?.first { $0 != "self" })
        }.first
        context.afterIndexing(FreshIdentifierCheck(
            facts: facts, span: span, freshText: freshText, path: path, fallbackOptional: fallbackOptional))
    }

    // MARK: Presentations by item

    static let presentedItemTopic = "unstable-id.presented-item"

    /// `.sheet(item: $selection)`: published as the enclosing type, the property path and the
    /// site, so that an `Identifiable` type presented this way counts as used by identity.
    private func notePresentedItem(_ call: CallSyntax, _ context: RuleContext) {
        guard let item = call.argument(labeled: "item"), item.textHasPrefix("$"),
              var path = IdentitySyntax.namePath(item), !call.node.containsError else { return }
        if path.first == "self" { path.removeFirst() }
        guard !path.isEmpty, let member = call.member else { return }
        let site = IdentityContext.describe(DeclarationSite(path: context.path, span: context.span(of: call.node)))
        let owner = IdentityContext.enclosingTypeName(context.ancestors) ?? ""
        context.publish([owner, path.joined(separator: "."), member.text, site].joined(separator: "\t"), topic: Self.presentedItemTopic)
    }

    /// ` (e.g. as the item of the `.sheet(item:)` at Library.swift:20)` when a published
    /// presentation's item property is declared as `typeName` (optional or not).
    static func presentedItemMention(of typeName: String, in index: ProjectIndex) -> String? {
        for entry in index.published(presentedItemTopic).sorted() {
            let parts = entry.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 4 else { continue }
            let path = parts[1].split(separator: ".").map(String.init)
            guard let property = DataEvidence.property(at: path, enclosingType: parts[0].isEmpty ? nil : parts[0], in: index)?.property,
                  property.type?.baseName == typeName else { continue }
            return " (e.g. as the item of the `.\(parts[2])(item:)` at \(parts[3]))"
        }
        return nil
    }

    enum Message {
        static func freshModifier(_ fresh: String) -> String {
            "`\(fresh)` is a new value every time the parent's body runs, so SwiftUI destroys and recreates this view (resetting its state and restarting its appearance) on every update of its parent, not only when you want. If the reset is deliberate, key the id to the event that should reset it (e.g. `.id(reloadCount)`, incremented when reloading); otherwise pass a value that stays the same for this view."
        }
        static func positionSubject(container: String, collection: String, kind: PositionKind) -> String {
            switch kind {
            case .index: return "\(container) identifies rows by their index in `\(collection)`"
            case .offset: return "\(container) identifies rows by their `enumerated()` offset"
            case .modifier(let name): return "`.id(\(name))` ties the view's identity to its position in `\(collection)`"
            }
        }
        static func positionEdited(_ subject: String, edit: String, state: String?, advice: String) -> String {
            "\(subject), and `\(edit)` lets the user \(edit == ".onMove" ? "move" : "delete") rows: after a change every later row takes over the identity of its neighbour, so SwiftUI animates the wrong row\(state.map { " and row state (\($0)) stays at the old position" } ?? ""). \(advice)"
        }
        /// `state` is nil when the evidence names no state the row holds (an animation around
        /// the container, state in what a row only opens): the message then says only what
        /// the animation shows.
        static func positionChanged(_ subject: String, change: MutationFact, more: Int, state: String?, rowIdentity: String?, advice: String) -> String {
            let others = more > 0 ? " and \(more) other change\(more == 1 ? "" : "s")" : ""
            let prefix = "\(subject), and the collection changes (\(DataEvidence.describe(change))\(others)): after an insertion or removal every later row takes over the identity of its neighbour, so "
            guard let state else { return prefix + "insertions and removals animate the wrong row. \(advice)" }
            // A row keyed again inside (`.id(item.key)`) is recreated rather than shown with
            // another element's state.
            let effect = rowIdentity.map { "the row's own `.id(\($0))` then recreates it, so row state (\(state)) is reset instead of following its element" }
                ?? "row state (\(state)) stays at the old position and shows the wrong element"
            return prefix + "\(effect), and insertions and removals animate the wrong row. \(advice)"
        }
        /// A rewrite only when the index shows it is right: an Identifiable element type, or a
        /// stored identifier of that very type; otherwise what to check.
        static func positionAdvice(
            container: String, collection: String, kind: PositionKind, element: String?, rows: DataEvidence.RowSyntax, elementName: String, _ index: ProjectIndex
        ) -> String {
            // Only a type the project declares once (not one it merely extends, such as
            // `String`, nor a name that several types share).
            if let element, let type = index.type(named: element), let primary = type.primary, primary.kind != .protocol,
               !type.isAmbiguous {
                let stored = IdentityVocabulary.storedIdentifyingProperty(of: type)
                let caveat = mintedCaveat(element, stored: stored, index)
                return advice(kind, container: container, collection: collection, element: element, stored: stored, rows: rows, elementName: elementName, index)
                    .map { advice in caveat.map { "\(advice) \($0)" } ?? advice }
                    ?? "`\(element)` has no stored identifier the index can see: give each element one that moves with it (set once when the element is created, not on each update), then identify rows by it."
            }
            // A row that edits its value (`$names[i]`) would change that value's identity on every
            // keystroke with `id: \.self`: only a wrapper with its own id moves with it.
            if rows.subscriptedByIndex.contains("$" + collection) {
                return "Identify rows by something that moves with the element, not by its position: an identifier that comes with the data, or, for values without one (strings, numbers, which the rows edit in place), a wrapper struct that stores an id set once when the element is added."
            }
            return "Identify rows by something that moves with the element, not by its position: an identifier that comes with the data, or, for values without one (strings, numbers), the value itself (`id: \\.self`) when the collection never holds the same value twice, else a wrapper struct that stores an id set once when the element is added."
        }

        /// `let id = UUID()`: the id is made with the value, so it follows the element only while
        /// the values are kept; a reload or search that rebuilds them mints new ones.
        static func mintedCaveat(_ element: String, stored: String?, _ index: ProjectIndex) -> String? {
            guard let stored, index.data.mintsIdentifierOnConstruction(element) else { return nil }
            return "(`\(element).\(stored)` is minted when a value is made: that keys rows well only if the values are kept, not rebuilt on each load; otherwise use a key that comes with the data.)"
        }

        private static func advice(
            _ kind: PositionKind, container: String, collection: String, element: String, stored: String?,
            rows: DataEvidence.RowSyntax, elementName: String, _ index: ProjectIndex
        ) -> String? {
            switch kind {
            case .offset:
                if let stored { return "Use the element's stored identifier: `id: \\.element.\(stored)`." }
            case .index:
                let identifiable = index.conforms(element, to: "Identifiable") && (stored == "id" || stored == nil)
                guard identifiable || stored != nil else { break }
                let key = identifiable ? "id" : stored ?? "id"
                // The row needs the position too (`i + 1`, a selection by index): keep it.
                if rows.usesIndexOtherwise {
                    return "Iterate the elements with their positions, identified by the element: `\(container)(Array(\(collection).enumerated()), id: \\.element.\(key)) { index, element in … }`."
                }
                if rows.subscriptedByIndex.contains("$" + collection) {
                    let idArgument = identifiable ? "" : ", id: \\.\(key)"
                    return "Iterate bindings to the elements, identified by the element: `\(container)($\(collection)\(idArgument)) { $element in … }`, with `$element` where the row wrote `$\(collection)[index]`."
                }
                if identifiable { return "Iterate the elements, which are Identifiable: `\(container)(\(collection)) { \(elementName) in … }`." }
                return "Iterate the elements by their stored identifier: `\(container)(\(collection), id: \\.\(key)) { element in … }`."
            case .modifier:
                if let stored { return "Use the element's stored identifier (`.\(stored)`) instead of its position." }
            }
            return nil
        }
        static func hashValue(element: String, property: String, edit: MutationFact, advice: String) -> String {
            "`\\.hashValue` identifies each row by a hash of its value, and `\(element).\(property)` is a stored `var` edited in place (\(DataEvidence.describe(edit))): every edit gives the row a new identity, so SwiftUI recreates it (its state resets, animations jump), and hash values may collide. \(advice)"
        }
        static func freshGetter(_ type: String, _ fresh: String, mention: String, advice: String) -> String {
            "`\(type).id` returns `\(fresh)`, a new value on every read, so each update gives every \(type) a new identity: SwiftUI recreates its rows, resetting their state and breaking animations\(mention). \(advice)"
        }
        static func freshFallback(_ type: String, _ fresh: String, optional: String, evidence: String, mention: String) -> String {
            "`\(type).id` falls back to `\(fresh)` when `\(optional)` is nil, and \(evidence): such values get a new identity on every read, so each update makes SwiftUI recreate their rows, resetting their state and breaking animations\(mention). Give them an identifier that exists before `\(optional)` does (one stored when the value is made, kept across fetches), or make the missing case impossible."
        }
        static func mintedInComputed(container: String, property: String, element: String, site: String) -> String {
            "`\(property)` is a computed property that makes new `\(element)` values each time it is read (\(site)), and `\(element)` mints its `id` with `UUID()` when a value is made: every update of this view gives every row of this \(container) a new id, so SwiftUI recreates all rows (their state resets, insertions and removals do not animate). Build the values once and store them (in @State or the model, updated when the source changes), or derive `id` from the data (a server id or another property that is unique and stable)."
        }
    }
}

/// Once the project is indexed: whether the type whose `id` returns a fresh value conforms to
/// Identifiable and SwiftUI reads that identity (an iteration keyed by `id`, a presentation by
/// item); for a fallback (`serverID ?? UUID()`), whether the project shows that it runs.
struct FreshIdentifierCheck: IndexCheck {
    let facts: IdentifiableMember.Facts
    let span: SourceSpan
    /// The fresh value as written (`UUID()`).
    let freshText: String
    let path: String
    /// nil when the fresh value is returned on every path; else the optional whose nil it
    /// replaces, read by its first name (nil inside when it has none).
    let fallbackOptional: String??

    func run(_ index: ProjectIndex) -> [Finding] {
        let typeName = facts.typeName
        guard index.conforms(typeName, to: "Identifiable") else { return [] }
        // Only an identity SwiftUI reads costs anything: a ForEach/List/Table keyed by `id`,
        // or a presentation by item (the sheet is dismissed and shown again on each update).
        var mention = IdentityContext.iterationMention(of: typeName, in: index)
        if mention.isEmpty, let presented = UnstableIdRule.presentedItemMention(of: typeName, in: index) { mention = presented }
        guard !mention.isEmpty else { return [] }
        typealias Message = UnstableIdRule.Message
        guard let fallbackOptional else {
            let advice = IdentityContext.storedIdentifierAdvice(for: facts, from: path, in: index)
            return [Finding(span: span, message: Message.freshGetter(typeName, freshText, mention: mention, advice: advice))]
        }
        // A fallback is reported only when the project shows that it runs: the optional
        // is given or set to nil somewhere (an optional that every value fills is not).
        guard let optional = fallbackOptional, let evidence = index.nilEvidence(optional, of: typeName) else { return [] }
        return [Finding(span: span, message: Message.freshFallback(typeName, freshText, optional: optional, evidence: evidence, mention: mention))]
    }
}
