import ViewLintRuleKit

/// Flags explicit identities that change between updates: fresh values passed to `.id(_:)`,
/// `Identifiable.id` getters that make a fresh value, identity by position (indices,
/// `enumerated()` offsets) and `id: \.hashValue`. See README.md.
public struct UnstableIdRule: Rule {
    public static let id = "unstable-id"
    public static let defaultSeverity = Severity.error
    public static let summary = "Identifiers that change between updates (fresh UUIDs, dates, random values, indices, hash values) reset view state and break animations."
    public static let nodeKinds: [NodeKind] = [.callExpression, .propertyDeclaration]

    public init() {}

    public func visit(_ node: Node, _ context: RuleContext) {
        if node.is(.propertyDeclaration) {
            checkIdentifiableGetter(node, context)
        } else if let call = context.call(node) {
            if let argument = call.soleArgument(ofMember: "id") {
                checkIDModifier(argument, context)
            } else if IdentitySyntax.containerCall(call, names: IdentitySyntax.keyPathContainers) != nil,
                      let key = call.argument(labeled: "id") {
                checkContainer(call, key: key, context)
            }
        }
    }

    // MARK: .id(_:)

    private func checkIDModifier(_ argument: Node, _ context: RuleContext) {
        if let fresh = IdentitySyntax.freshValue(in: argument) {
            context.report(argument, Message.freshModifier(fresh.text))
        } else if let position = IdentityContext.position(of: argument, ancestors: context.ancestors) {
            context.report(argument, Message.positionModifier(argument.text, position))
        }
    }

    // MARK: ForEach / List

    private func checkContainer(_ call: CallSyntax, key: Node, _ context: RuleContext) {
        if IdentitySyntax.isKeyPath(key, to: "hashValue") {
            context.report(key, Message.hashValue)
            return
        }
        guard IdentitySyntax.iteratingContainers.contains(where: { call.callee.textEquals($0) }), let data = call.firstUnlabelledArgument else { return }
        if IdentitySyntax.isKeyPath(key, to: "self"), let iteration = IdentitySyntax.indexIteration(data) {
            context.report(call.node, Message.indexIdentity(call.callee.text, collection: iteration.collection.text))
        } else if IdentitySyntax.isKeyPath(key, to: "offset"), IdentitySyntax.isEnumerated(data) {
            context.report(call.node, Message.offsetIdentity(call.callee.text))
        }
    }

    // MARK: Identifiable.id

    /// `var id: UUID { UUID() }` in a type that conforms to Identifiable here, in an extension
    /// or through a protocol, in any file.
    private func checkIdentifiableGetter(_ property: Node, _ context: RuleContext) {
        guard let member = IdentifiableMember(property, ancestors: context.ancestors),
              let fresh = member.returned.lazy.compactMap(IdentitySyntax.freshValue).first,
              !property.containsError else { return }
        let typeName = member.typeName, facts = member.facts, span = context.span(of: member.name), freshText = fresh.text
        context.afterIndexing { index in
            guard index.conforms(typeName, to: "Identifiable") else { return [] }
            let mention = IdentityContext.iterationMention(of: typeName, in: index)
            let advice = IdentityContext.storedIdentifierAdvice(for: facts, in: index)
            return [Finding(span: span, message: Message.freshGetter(typeName, freshText, mention: mention, advice: advice))]
        }
    }

    enum Message {
        static func freshModifier(_ fresh: String) -> String {
            "`\(fresh)` makes a new identity every time body runs, so SwiftUI destroys and recreates this view on each update (its state resets, animations jump). Pass a stable value such as the model's id, or store the value in @State."
        }
        static func positionModifier(_ name: String, _ position: IdentityContext.Position) -> String {
            switch position {
            case .index(let collection):
                return "`.id(\(name))` ties the view's identity to its index in `\(collection)`: inserting or deleting an element gives every view after it a new identity, resetting its state. Use the element's stable id, e.g. `.id(\(collection)[\(name)].id)`."
            case .offset:
                return "`.id(\(name))` ties the view's identity to its position in `enumerated()`: inserting or deleting an element gives every view after it a new identity, resetting its state. Use the element's stable id (`.id(element.id)`)."
            }
        }
        static func indexIdentity(_ container: String, collection: String) -> String {
            "\(container) identifies rows by their index in `\(collection)`: inserting or deleting an element shifts the identity of every row after it, so their state and animations go to the wrong element. Iterate the elements with a stable id instead: `\(container)(\(collection))` with Identifiable elements, or `id: \\.id`."
        }
        static func offsetIdentity(_ container: String) -> String {
            "\(container) identifies rows by their `enumerated()` offset: inserting or deleting an element shifts the identity of every row after it, so their state and animations go to the wrong element. Use the element's id: `id: \\.element.id`."
        }
        static let hashValue = "`\\.hashValue` is not a stable identity: it changes whenever a hashed property changes (editing a row recreates it and resets its state), differs between launches, and may collide. Use a stored identifier such as `\\.id`."
        static func freshGetter(_ type: String, _ fresh: String, mention: String, advice: String) -> String {
            "`\(type).id` returns `\(fresh)`, a new value on every read, so each update gives every \(type) a new identity: SwiftUI recreates its rows, resetting their state and breaking animations\(mention). \(advice)"
        }
    }
}
