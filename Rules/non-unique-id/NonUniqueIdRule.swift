import ViewLintRuleKit

/// Flags identifiers that the project shows several elements can share: `id:` key paths and
/// `Identifiable.id` getters naming a descriptive property, when the index has evidence that
/// values repeat (see `KeyEvidence`); duplicate literals iterated with `id: \.self`; and one
/// literal given to `.id(_:)` or `.tag(_:)` twice. See README.md.
public struct NonUniqueIdRule: Rule {
    public static let id = "non-unique-id"
    public static let defaultSeverity = Severity.error
    public static let summary = "Identifiers shared by several elements (names, titles, duplicate literals or tags) make SwiftUI drop, duplicate or mix up rows."
    public static let nodeKinds: [NodeKind] = [.callExpression, .propertyDeclaration]

    /// Containers whose content options are told apart by `.tag(_:)`.
    static let taggedContainers = ["Picker", "TabView"]
    /// Containers whose content has its own (or repeated) options.
    static let nestedOptionContainers = taggedContainers + IdentitySyntax.forEach

    public static let options = [
        RuleOption(
            "descriptive_names", .stringList,
            summary: "Property names that describe rather than identify (replaces the default list)."),
    ]

    public static var indexChecks: [any IndexCheck.Type] { [SharedKeyPathCheck.self, SharedIdentifierCheck.self] }

    /// Names flagged as `id:` key paths and `Identifiable.id` targets.
    let descriptiveNames: Set<String>

    public init() { descriptiveNames = IdentityVocabulary.descriptiveNames }

    public init(options: RuleOptions) {
        descriptiveNames = options.stringList("descriptive_names").map(Set.init) ?? IdentityVocabulary.descriptiveNames
    }

    public func visit(_ node: Node, _ context: RuleContext) {
        if node.is(.propertyDeclaration) {
            checkIdentifiableGetter(node, context)
            return
        }
        guard let call = context.call(node) else { return }
        if let argument = call.soleArgument(ofMember: "id") {
            if IdentitySyntax.isConstantValue(argument) { checkSiblingIDs(node, argument, context) }
        } else if IdentitySyntax.containerCall(call, names: IdentitySyntax.keyPathContainers) != nil {
            guard let key = call.argument(labeled: "id") else { return }
            if IdentitySyntax.isKeyPath(key, to: "self") {
                checkDuplicateLiterals(call, context)
            } else {
                checkKeyPath(call, key, context)
            }
        } else if IdentitySyntax.containerCall(call, names: Self.taggedContainers) != nil {
            checkTags(call, context)
        }
    }

    // MARK: id: key paths

    /// `ForEach(pets, id: \.name)`: reported only when the index resolves the element type and
    /// shows that two elements can share the key (see `KeyEvidence`).
    private func checkKeyPath(_ call: CallSyntax, _ key: Node, _ context: RuleContext) {
        guard let keyPath = IdentitySyntax.keyPath(key), descriptiveNames.contains(keyPath.last),
              !key.containsError else { return }
        // `\.name`, or `\.element.name` over `enumerated()`: a property of the element itself.
        if keyPath.components.count != 1 {
            guard keyPath.components.count == 2, keyPath.components[0] == "element",
                  call.firstUnlabelledArgument.map(IdentitySyntax.isEnumerated) == true else { return }
        }
        context.afterIndexing(SharedKeyPathCheck(keyPath: keyPath, span: context.span(of: key), path: context.path, startByte: call.node.startByte))
    }

    // MARK: Literal collections

    /// `ForEach(["a", "b", "a"], id: \.self)`: every repeat of a literal is a second row with the same id.
    private func checkDuplicateLiterals(_ call: CallSyntax, _ context: RuleContext) {
        guard let data = call.firstUnlabelledArgument.map(IdentitySyntax.unparenthesized), data.is(.arrayLiteral) else { return }
        var seen: Set<String> = []
        for element in data.namedChildren where IdentitySyntax.isConstantValue(element) {
            let text = element.text
            if !seen.insert(text).inserted { context.report(element, Message.duplicateLiteral(text)) }
        }
    }

    // MARK: .id(_:) among siblings

    /// `Text("a").id(1)` after a sibling `Text("b").id(1)` in the same builder block.
    private func checkSiblingIDs(_ call: Node, _ argument: Node, _ context: RuleContext) {
        guard let (block, statement) = Self.statement(containing: call, ancestors: context.ancestors) else { return }
        for sibling in block.namedChildren {
            if sibling.isSameNode(as: statement) { break }
            for link in Self.modifierChain(of: sibling) {
                guard let earlier = CallSyntax(link)?.soleArgument(ofMember: "id"), earlier.text == argument.text else { continue }
                // `#if os(iOS) A().id(1) #else B().id(1) #endif`: never built together.
                if ExclusiveBranches(of: sibling, ancestors: [block])
                    .excludes(ExclusiveBranches(of: statement, ancestors: [block])) { break }
                context.report(argument, Message.siblingID(argument.text))
                return
            }
        }
    }

    /// Real modifier chains are short; a longer one is generated code, not worth a quadratic scan.
    static let chainLimit = 256

    /// The builder block and its statement whose modifier chain holds `call`, climbing only
    /// through modifier links (`x.id(1).padding()`), never out of an argument or closure.
    static func statement(containing call: Node, ancestors: [Node]) -> (block: Node, statement: Node)? {
        var child = call
        for index in ancestors.indices.reversed().prefix(chainLimit) {
            let ancestor = ancestors[index]
            if ancestor.is(.statements) { return (ancestor, child) }
            let link = ancestor.is(.navigationExpression) ? ancestor.child(field: .target)
                : ancestor.is(.callExpression) ? ancestor.namedChild(0) : nil
            guard let link, link.isSameNode(as: child) else { return nil }
            child = ancestor
        }
        return nil
    }

    /// The calls of a modifier chain, outermost first: `Text("a").padding().id(1)` →
    /// `.id(1)` call, `.padding()` call, `Text("a")` call.
    static func modifierChain(of statement: Node) -> [Node] {
        var chain: [Node] = []
        var current = statement
        while chain.count < chainLimit {
            if current.is(.callExpression), let callee = current.namedChild(0) {
                chain.append(current)
                current = callee
            } else if current.is(.navigationExpression), let target = current.child(field: .target) {
                current = target
            } else {
                break
            }
        }
        return chain
    }

    // MARK: .tag(_:) in a Picker or TabView

    private func checkTags(_ call: CallSyntax, _ context: RuleContext) {
        guard let content = Self.contentClosure(call, parent: context.parent) else { return }
        // Each tag seen, with where it sits: options in different branches of an `if`,
        // `switch` or `#if` never coexist, so they may share a tag.
        var seen: [String: [ExclusiveBranches]] = [:]
        let container = call.callee.text
        TreeWalker().walk(content, codeOnly: true) { node, ancestors in
            guard node.is(.callExpression) else { return .visitChildren }
            if Self.isNestedContainer(node) { return .skipChildren }
            if let tag = CallSyntax(node)?.soleArgument(ofMember: "tag"), IdentitySyntax.isConstantValue(tag) {
                let text = tag.text, branches = ExclusiveBranches(of: node, ancestors: ancestors)
                let earlier = seen[text, default: []]
                if earlier.contains(where: { !$0.excludes(branches) }) {
                    context.report(tag, Message.duplicateTag(text, container: container))
                }
                seen[text, default: []].append(branches)
            }
            return .visitChildren
        }
    }

    /// A nested Picker, TabView or ForEach has its own (or repeated) options: not this container's.
    private static func isNestedContainer(_ call: Node) -> Bool {
        if IdentitySyntax.containerCall(call, names: nestedOptionContainers) != nil { return true }
        if let callee = call.namedChild(0), IdentitySyntax.containerCall(callee, names: nestedOptionContainers) != nil { return true }
        return false
    }

    /// The content closure: trailing (in the call's suffix or the enclosing call's) or `content:`.
    static func contentClosure(_ call: CallSyntax, parent: Node?) -> Node? {
        if let closure = call.trailingClosure { return closure }
        if let parent = parent.flatMap(CallSyntax.init), parent.callee.isSameNode(as: call.node),
           let closure = parent.trailingClosure { return closure }
        if let closure = call.argument(labeled: "content"), closure.is(.lambdaLiteral) { return closure }
        return nil
    }

    // MARK: Identifiable.id

    /// `var id: String { name }` in a type that conforms to Identifiable anywhere in the project,
    /// reported only when a `ForEach`/`List` identifies its values by `id` and the index shows
    /// that two values can share the key.
    private func checkIdentifiableGetter(_ property: Node, _ context: RuleContext) {
        guard let member = context.identifiableMember(property), member.returned.count == 1,
              let reference = IdentitySyntax.propertyReference(member.returned[0]), !property.containsError else { return }
        let name = reference.text
        guard descriptiveNames.contains(name) else { return }
        context.afterIndexing(SharedIdentifierCheck(typeName: member.typeName, name: name, span: context.span(of: member.name), path: context.path))
    }

    enum Message {
        static let collision = "rows with one id collide, so SwiftUI shows one of them twice or drops it and sends edits and state to the wrong row"

        static func keyPath(_ keyPath: IdentitySyntax.KeyPath, elementType: String, evidence: KeyEvidence) -> String {
            let prefix = keyPath.components.dropLast()
            let advice = evidence.identifier.map { identifier in
                "Use the unique `\\" + (keyPath.root ?? "") + "." + (prefix + [identifier]).joined(separator: ".") + "`."
            } ?? evidence.checkAdvice(elementType, keyPath.last)
            return "`\(keyPath.text)` is a descriptive property that two \(elementType) values can share (\(evidence.reason(elementType, keyPath.last))): \(collision). \(advice)"
        }
        static func duplicateLiteral(_ literal: String) -> String {
            "\(literal) appears more than once in a collection identified by `\\.self`: the repeated rows share one identity, so SwiftUI shows or updates the wrong one. Remove the duplicate or give each element a unique id."
        }
        static func siblingID(_ literal: String) -> String {
            "A sibling view already uses `.id(\(literal))`: two views with one identity collide, so state and transitions go to the wrong view. Give each view a distinct id."
        }
        static func duplicateTag(_ literal: String, container: String) -> String {
            "Another option of this \(container) already has `.tag(\(literal))`: the selection cannot tell them apart, so choosing one selects or shows the wrong one. Give each option a distinct tag."
        }
        static func descriptiveGetter(_ type: String, _ property: String, evidence: KeyEvidence, iteration: String) -> String {
            let advice = evidence.identifier.map { "Return the unique `\($0)` instead." } ?? evidence.checkAdvice(type, property)
            return "`\(type).id` returns `\(property)`, which two \(type) values can share (\(evidence.reason(type, property))): in the \(iteration) \(collision). \(advice)"
        }
    }
}

/// Once the project is indexed: whether two elements of the iterated type can share the
/// descriptive property an `id:` key path names (see `KeyEvidence`).
struct SharedKeyPathCheck: IndexCheck {
    let keyPath: IdentitySyntax.KeyPath
    let span: SourceSpan
    /// The file, and where the iterating call starts in it.
    let path: String
    let startByte: Int

    func run(_ index: ProjectIndex) -> [Finding] {
        // Unknown element types (other modules, generics, tuples) have no evidence: silent.
        guard let elementType = keyPath.root ?? index.elementType(ofIterationIn: path, at: startByte) else { return [] }
        let declaration = index.primaryDeclaration(of: elementType, nearestTo: path)
        // An enum's cases are few and written by hand: their titles are distinct by design.
        if declaration?.kind == .enum { return [] }
        guard var evidence = KeyEvidence.find(type: elementType, key: keyPath.last, declaration: declaration, from: path, in: index)
        else { return [] }
        // Several top-level types share the name: which one's identifier these rows have is a
        // guess, so an identifier is no evidence (a write to the key still is).
        if index.type(named: elementType)?.isAmbiguous == true {
            guard evidence.write != nil else { return [] }
            evidence.identifier = nil
        }
        return [Finding(span: span, message: NonUniqueIdRule.Message.keyPath(keyPath, elementType: elementType, evidence: evidence))]
    }
}

/// Once the project is indexed: whether an `Identifiable.id` getter returning a descriptive
/// property identifies rows that two values of the type can share.
struct SharedIdentifierCheck: IndexCheck {
    /// The type declaring `id`, and the property it returns.
    let typeName: String
    let name: String
    let span: SourceSpan
    let path: String

    func run(_ index: ProjectIndex) -> [Finding] {
        guard index.conforms(typeName, to: "Identifiable") else { return [] }
        let declaration = index.primaryDeclaration(of: typeName, nearestTo: path)
        if declaration?.kind == .enum { return [] }
        // Only iterations that resolve to this very declaration and identify rows by `id`.
        let iterations = index.iterations(overElementType: typeName).filter { iteration in
            guard index.resolves(typeName, from: iteration.site.path, to: declaration?.site) else { return false }
            guard let keyPath = iteration.idKeyPath else { return !iteration.data.isEnumerated }
            return keyPath.last == "id"
        }
        guard let iteration = iterations.first,
              let evidence = KeyEvidence.find(type: typeName, key: name, declaration: declaration, from: path, in: index)
        else { return [] }
        return [Finding(span: span, message: NonUniqueIdRule.Message.descriptiveGetter(
            typeName, name, evidence: evidence, iteration: "\(iteration.container) at \(IdentityContext.describe(iteration.site))"))]
    }
}
