import ViewLintIndex
import ViewLintSyntax

/// Evidence about the data a `ForEach`/`List` iterates and the rows it builds, for the
/// identity rules: where the collection comes from, whether the project changes it, and
/// whether its rows hold state. Read in two steps: the syntax at the container call
/// (`RowSyntax`, `OriginSyntax`, values only), then the project's facts after indexing.
public enum DataEvidence {
    // MARK: Rows

    /// What a container's rows are made of, read at the call.
    public struct RowSyntax: Sendable, Codable {
        /// The row closure ignores its element (`{ _ in Divider() }`).
        public var ignoresElement = false
        /// A construct in the row itself that holds state or animates (`TextField`, `.transition`).
        public var stateMarker: String?
        /// Upper-case callees in the row (`PetRow(…)`), looked up as view types after indexing.
        public var viewTypes: [String] = []
        /// Lower-case callees in the row (`row(for:)`), looked up as members of the enclosing type.
        public var methods: [String] = []
        /// Upper-case callees in what the row opens rather than shows: a `NavigationLink`'s
        /// destination, a `.sheet`'s content. Their state is not the row's.
        public var destinationTypes: [String] = []
        /// `.onDelete` or `.onMove` attached to the container: the user removes or moves rows.
        public var editModifier: String?
        /// The row's own `.id(…)` of something other than its position (`.id(items[i].key)`):
        /// when elements shift, it recreates the row instead of letting state follow the wrong one.
        public var ownIdentity: String?
        /// What the row subscripts with its first parameter (`pets` in `pets[i]`, `$pets` in
        /// `$pets[i].name`), and whether it uses that parameter any other way (`i + 1`,
        /// `selection == i`): advice to iterate the elements must keep what the row needs.
        public var subscriptedByIndex: Set<String> = []
        public var usesIndexOtherwise = false
        /// Where the row names its index (`i` in `{ i in`) and subscripts with it (`pets[i]`),
        /// as byte ranges, so that a fix can rewrite the row to iterate the elements.
        public var indexParameter: Range<Int>?
        public var indexSubscripts: [Range<Int>] = []
        /// The row assigns through such a subscript (`pets[i].name = …`).
        public var writesThroughIndex = false
        /// The row closure, to pick an element name it does not use yet.
        public var closure: Range<Int>?
    }


    /// Whether a node lies in the modifier chain of the row's top-level view (`Row().id(x)`),
    /// not inside a view nested in it: `ancestors` start at the row closure.
    static func isInRowChain(_ ancestors: [Node]) -> Bool {
        guard ancestors.count >= 2, ancestors[1].is(.statements) else { return false }
        return ancestors.dropFirst(2).allSatisfy {
            $0.is(.callExpression) || $0.is(.navigationExpression) || $0.is(.callSuffix) || $0.is(.navigationSuffix)
        }
    }

    /// An expression as a message names it: short ones whole, a long or multi-line chain (a
    /// closure-laden `filter { … }.sorted { … }`) as "a computed expression", so a deferred
    /// message never carries a copy of a large subtree.
    static func quoted(_ node: Node) -> String {
        guard node.endByte - node.startByte <= 60, !node.textContains("\n") else { return "a computed expression" }
        return "`\(node.text)`"
    }

    /// Whether the nearest container around a `ForEach` (before its declaration) is a stack,
    /// a scroll view or a grid rather than a `List` or `Form`; unknown (a helper a parent may
    /// place in a `List`) is not.
    static func isInStack(_ ancestors: ArraySlice<Node>) -> Bool {
        for index in ancestors.indices.reversed() {
            let node = ancestors[index]
            if node.is(.functionDeclaration) || node.is(.computedProperty) || node.is(.classBody) { return false }
            guard node.is(.lambdaLiteral), let call = IdentitySyntax.owningCall(ofClosureWithAncestors: ancestors[..<index]),
                  let callee = call.namedChild(0), callee.is(.simpleIdentifier) else { continue }
            if callee.textEquals("List") || callee.textEquals("Form") { return false }
            if stackContainers.contains(callee.text) { return true }
        }
        return false
    }

    static let stackContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "ScrollView", "Grid", "LazyVGrid", "LazyHGrid", "GridRow",
    ]

    /// Reads the row closure of `call` (trailing, `content:`, or in the enclosing call that
    /// tree-sitter-swift puts it in) and the `onDelete`/`onMove` modifiers on the container.
    public static func rows(of call: CallSyntax, ancestors: [Node]) -> RowSyntax {
        var result = RowSyntax()
        var containerNode = call.node
        var closure = call.trailingClosure ?? call.argument(labeled: "content")
        var level = ancestors.count - 1
        if level >= 0, ancestors[level].is(.callExpression), let outer = CallSyntax(ancestors[level]), outer.callee.isSameNode(as: call.node) {
            closure = closure ?? outer.trailingClosure
            containerNode = outer.node
            level -= 1
        }
        // `.onDelete(perform:)` / `.onMove` in the modifier chain right after the container.
        var current = containerNode
        var steps = 0
        while steps < 8, level >= 1, ancestors[level].is(.navigationExpression),
              ancestors[level].child(field: .target)?.isSameNode(as: current) == true, ancestors[level - 1].is(.callExpression) {
            if let member = ancestors[level].navigationMember, member.textEquals("onDelete") || member.textEquals("onMove") {
                // Only a `List` (or `Form`) offers deletion and moves: in a stack they do nothing.
                if !Self.isInStack(ancestors[..<level]) { result.editModifier = "." + member.text }
                break
            }
            current = ancestors[level - 1]
            level -= 2
            steps += 1
        }
        guard let closure, closure.is(.lambdaLiteral) else { return result }
        let parameters = IdentitySyntax.closureParameters(closure)
        if !parameters.isEmpty, parameters.allSatisfy({ $0.textEquals("_") }) { result.ignoresElement = true }
        if parameters.isEmpty, closure.child(field: .type)?.firstChild(.lambdaFunctionTypeParameters) != nil { result.ignoresElement = true }
        let indexName = parameters.first?.text ?? "$0"
        result.indexParameter = parameters.first.map { $0.startByte..<$0.endByte }
        result.closure = closure.startByte..<closure.endByte
        // What the row opens (a destination, a sheet's content), by bytes: its views are not shown in the row.
        var destinations: [Range<Int>] = []
        // String literals are entered: an interpolation (`"\(i + 1)"`) is a use of the index.
        TreeWalker().walk(closure) { node, ancestors in
            if node.isError || node.isCommentOrStringLiteral && !Self.mayInterpolate(node) { return .skipChildren }
            if node.is(.simpleIdentifier), node.textEquals(indexName) {
                Self.recordIndexUse(node, ancestors, into: &result)
                return .skipChildren
            }
            guard node.is(.callExpression), let callee = node.namedChild(0) else { return .visitChildren }
            Self.appendDestinations(of: node, callee: callee, to: &destinations)
            if destinations.contains(where: { $0.contains(node.startByte) }) {
                if callee.is(.simpleIdentifier), callee.startsWithUppercaseLetter, !result.destinationTypes.contains(callee.text) {
                    result.destinationTypes.append(callee.text)
                }
                return .visitChildren
            }
            if callee.is(.simpleIdentifier) {
                let name = callee.text
                if InputControls.allNames.contains(name) {
                    if result.stateMarker == nil { result.stateMarker = name }
                } else if callee.startsWithUppercaseLetter {
                    if !result.viewTypes.contains(name) { result.viewTypes.append(name) }
                } else if !result.methods.contains(name) {
                    result.methods.append(name)
                }
            } else if callee.is(.navigationExpression), let member = callee.navigationMember {
                if member.textEquals("id"), result.ownIdentity == nil, Self.isInRowChain(ancestors),
                   let value = CallSyntax(node)?.arguments.first?.child(field: .value),
                   !parameters.contains(where: { SyntaxEquivalence.equal($0, value) }), value.endByte - value.startByte <= 60 {
                    result.ownIdentity = value.text
                } else if result.stateMarker == nil, InputControls.stateModifiers.contains(member.text) {
                    result.stateMarker = "." + member.text
                }
            }
            return .visitChildren
        }
        return result
    }

    /// Modifiers that present content of their own (not part of the view they modify), by
    /// an item or a flag.
    public static let presentingModifiers = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    /// `NavigationLink(destination: Detail())`, `NavigationLink { Detail() } label: { … }` and
    /// the content of `.sheet { … }` and its kin (`SyntaxHelpers.presentedContent`): what the
    /// row opens, by bytes.
    private static func appendDestinations(of node: Node, callee: Node, to destinations: inout [Range<Int>]) {
        guard callee.is(.navigationExpression) || callee.textEquals("NavigationLink"), let call = CallSyntax(node) else { return }
        destinations += SyntaxHelpers.presentedContent(of: call).map(\.byteRange)
    }

    private static func mayInterpolate(_ node: Node) -> Bool {
        node.is(.lineStringLiteral) || node.is(.multiLineStringLiteral) || node.is(.rawStringLiteral)
    }

    /// `pets[i]` (the subscript's callee is recorded) or any other use of the row's first
    /// parameter. The parameter's own declaration (`{ i in`) is not a use.
    private static func recordIndexUse(_ node: Node, _ ancestors: [Node], into result: inout RowSyntax) {
        guard let parent = ancestors.last, !parent.is(.lambdaParameter) else { return }
        let count = ancestors.count
        if count >= 4, parent.is(.valueArgument), ancestors[count - 2].is(.valueArguments), ancestors[count - 2].textHasPrefix("["),
           ancestors[count - 2].namedChildCount == 1, ancestors[count - 3].is(.callSuffix), let callee = ancestors[count - 4].namedChild(0) {
            result.subscriptedByIndex.insert(callee.text)
            let subscriptStart = ancestors[count - 4].startByte
            result.indexSubscripts.append(subscriptStart..<ancestors[count - 4].endByte)
            // `pets[i].name = …`, `pets[i].tags.append(t)`, `&pets[i]`: the row writes through
            // the subscript.
            if ancestors.contains(where: { $0.is(.assignment) && ($0.child(field: .target).map { $0.startByte <= subscriptStart && subscriptStart < $0.endByte } ?? false) })
                || Self.mutates(after: ancestors[count - 4], ancestors[..<(count - 4)]) {
                result.writesThroughIndex = true
            }
        } else {
            result.usesIndexOtherwise = true
        }
    }

    /// `&pets[i]`, or a mutating method called on `pets[i]` or a member of it
    /// (`pets[i].toggle()`, `pets[i].tags.append(t)`).
    private static func mutates(after subscript: Node, _ ancestors: ArraySlice<Node>) -> Bool {
        guard let parent = ancestors.last else { return false }
        if parent.is(.prefixExpression), parent.textHasPrefix("&") { return true }
        var level = ancestors.endIndex - 1
        while level > ancestors.startIndex, ancestors[level].is(.navigationExpression) {
            if ancestors[level - 1].is(.callExpression), let member = ancestors[level].navigationMember,
               mutatingMethods.contains(member.text) { return true }
            level -= 1
        }
        return false
    }

    static let mutatingMethods = MutationFact.collectionMutations.union(["toggle", "negate", "merge", "updateValue", "removeValue"])

    /// Why the rows hold state or animate, per the index, or nil when nothing shows it.
    public static func rowState(_ rows: RowSyntax, enclosingType: String?, in index: ProjectIndex) -> String? {
        if let marker = rows.stateMarker { return "a `\(marker)` in the row" }
        if let evidence = rows.viewTypes.lazy.compactMap({ index.data.stateEvidence(ofType: $0) }).first { return evidence }
        if let enclosingType {
            return rows.methods.lazy.compactMap { index.data.stateEvidence(ofMember: $0, in: enclosingType) }.first
        }
        return nil
    }

    /// Why a view the row opens (a destination, a sheet's content) holds state, or nil: not the
    /// row's state, but evidence that something is tied to the row's identity.
    public static func destinationState(_ rows: RowSyntax, in index: ProjectIndex) -> String? {
        rows.destinationTypes.lazy.compactMap { index.data.stateEvidence(ofType: $0) }.first
    }

    // MARK: Origin

    /// Where the iterated collection comes from, as far as the call's own syntax tells.
    public enum OriginSyntax: Sendable, Codable {
        /// Never changes: a literal array, `allCases`, a range or `stride` of literals, a local `let` of a literal.
        case constant(String)
        /// A property path (`pets`, `model.pets`, `Self.options`), resolved after indexing.
        case path([String])
        /// A path from a parameter of the enclosing function or closure (`home.components`).
        case parameter([String])
        /// Anything else (a call's result, a subscript): described for the message.
        case unknown(String)
    }

    static let positionPreservingMethods = [
        "enumerated", "sorted", "filter", "reversed", "map", "compactMap", "prefix", "suffix", "dropFirst", "dropLast", "lazy",
    ]

    /// Reads the collection expression (the `xs` of `xs.indices`, `0..<xs.count`, `xs.enumerated()`).
    public static func origin(of collection: Node, ancestors: [Node]) -> OriginSyntax {
        var node = IdentitySyntax.unparenthesized(collection)
        // Strip `Array(…)`, `.enumerated()`, `.filter { … }` and friends: the changes that
        // matter are the source collection's.
        for _ in 0..<8 {
            if node.is(.callExpression), let callee = node.namedChild(0) {
                if callee.is(.simpleIdentifier), callee.textEquals("Array"),
                   let argument = IdentitySyntax.containerCall(node, names: ["Array"])?.firstUnlabelledArgument {
                    node = IdentitySyntax.unparenthesized(argument)
                    continue
                }
                if callee.is(.callExpression), let inner = callee.namedChild(0), inner.is(.navigationExpression),
                   let method = inner.navigationMember, positionPreservingMethods.contains(where: { method.textEquals($0) }),
                   let target = inner.child(field: .target) {
                    node = target // `xs.filter(…) { … }`
                    continue
                }
                if callee.is(.navigationExpression), let method = callee.navigationMember,
                   positionPreservingMethods.contains(where: { method.textEquals($0) }), let target = callee.child(field: .target) {
                    node = target
                    continue
                }
            }
            if let target = IdentitySyntax.member(node, named: "lazy") { node = target; continue }
            break
        }
        if node.is(.arrayLiteral) { return .constant("a literal array") }
        if IdentitySyntax.member(node, named: "allCases") != nil { return .constant("`\(node.text)`") }
        if node.is(.rangeExpression) {
            let bounds = [node.child(field: .start), node.child(field: .end)].compactMap { $0 }
            if bounds.allSatisfy(IdentitySyntax.isIntegerLiteral) { return .constant("a range of literals") }
        }
        if node.is(.callExpression), let callee = node.namedChild(0), callee.textEquals("stride"),
           let call = CallSyntax(node), call.arguments.allSatisfy({ $0.child(field: .value).map(IdentitySyntax.isIntegerLiteral) ?? false }) {
            return .constant("a `stride` over literals")
        }
        guard var path = IdentitySyntax.namePath(node) else { return .unknown(quoted(node)) }
        if path.first == "self" { path.removeFirst() }
        guard let first = path.first else { return .unknown(quoted(node)) }
        if first.first?.isLowercase == true, let local = localBinding(first, ancestors: ancestors) {
            if case .parameter = local { return .parameter(path) }
            return local
        }
        return .path(path)
    }

    /// A local `let name = [literal]` in an enclosing block, or a parameter of the enclosing
    /// function or closure called `name`.
    static func localBinding(_ name: String, ancestors: [Node]) -> OriginSyntax? {
        for node in ancestors.reversed() {
            if node.is(.statements) {
                for statement in node.namedChildren where statement.is(.propertyDeclaration) {
                    guard let bound = statement.firstChild(.pattern)?.child(field: .boundIdentifier), bound.textEquals(name) else { continue }
                    let isLet = statement.firstChild(.valueBindingPattern)?.textEquals("let") == true
                    if isLet, let value = statement.child(field: .value), value.is(.arrayLiteral) || IdentitySyntax.isConstantValue(value) {
                        return .constant("a local `let` of a literal")
                    }
                    return .unknown("the local `\(name)`")
                }
            } else if node.is(.lambdaLiteral) {
                if IdentitySyntax.closureParameters(node).contains(where: { $0.textEquals(name) }) { return .parameter([name]) }
            } else if node.is(.functionDeclaration) || node.is(.initDeclaration) {
                return SyntaxHelpers.parameter(named: name, of: node) == nil ? nil : .parameter([name])
            } else if node.is(.classDeclaration) {
                return nil
            }
        }
        return nil
    }

    /// What the index says about a property path's origin.
    public enum ResolvedOrigin: Sendable {
        case constant(String)
        /// A stored `var` (`@State`, `@Published`, a model's property): it can change.
        case variable(String)
        /// A `let` without a value, or a function parameter: set by whoever makes the view.
        case passedIn(String)
        case unknown(String)
    }

    /// The last property of `path`, followed from the enclosing type (or a type named by the
    /// path's first component) through declared property types.
    public static func property(at path: [String], enclosingType: String?, in index: ProjectIndex) -> (owner: ProjectIndex.TypeInfo, property: PropertyFact)? {
        var owner: ProjectIndex.TypeInfo?
        var isStatic = false
        var remaining = path[...]
        if let first = path.first, first == "Self" || (first.first?.isUppercase == true && path.count > 1) {
            owner = first == "Self" ? enclosingType.flatMap(index.type(named:)) : index.type(named: first)
            isStatic = true
            remaining = remaining.dropFirst()
        } else {
            owner = enclosingType.flatMap(index.type(named:))
        }
        while let name = remaining.first {
            guard let type = owner, let property = type.properties.first(where: { $0.name == name && $0.isStatic == isStatic }) else { return nil }
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return (type, property) }
            guard let next = property.type, next.elementTypeName == nil else { return nil }
            owner = index.type(named: next.baseName)
            isStatic = false
        }
        return nil
    }

    /// Classifies the property at `path` (see `property(at:)`).
    public static func resolve(_ path: [String], enclosingType: String?, in index: ProjectIndex) -> ResolvedOrigin {
        let text = "`\(path.joined(separator: "."))`"
        guard let last = path.last, let (type, property) = self.property(at: path, enclosingType: enclosingType, in: index) else {
            return .unknown(text)
        }
        if property.isComputed {
            if index.data.member(last, in: type.name)?.returnsConstantLiteral == true { return .constant("a computed property that returns a literal") }
            return .unknown("\(text), a computed property")
        }
        if property.isLet {
            if property.isStatic { return .constant("`static let \(last)`") }
            if property.hasInitialValue { return .constant("a `let` with an initial value") }
            return .passedIn("\(text), a `let` set by whoever creates \(type.name)")
        }
        if property.isStatic, property.hasLiteralInitialValue, index.data.changes(of: last).isEmpty {
            return .constant("`static var \(last)`, never changed")
        }
        return .variable(text)
    }

    /// The element type of the collection at `path`, when the index knows it.
    public static func elementType(at path: [String], enclosingType: String?, in index: ProjectIndex) -> String? {
        if path.count == 2, path[1] == "allCases" { return path[0] }
        guard let type = property(at: path, enclosingType: enclosingType, in: index)?.property.type,
              let element = type.elementTypeName else { return nil }
        return isQualifiedByModule(element, in: type.text, index) ? nil : element
    }

    /// `[Runner.Chapter]`: an element named through a module (a qualifier that is not a type of
    /// the project) is another module's type, whatever project type shares its name.
    public static func isQualifiedByModule(_ element: String, in typeText: String, _ index: ProjectIndex) -> Bool {
        guard let range = typeText.range(of: "." + element) else { return false }
        let qualifier = typeText[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !qualifier.isEmpty else { return false }
        return index.type(named: String(qualifier.reversed())) == nil
    }

    /// The changes of property `name` of `owner` the index can see: made in `owner` itself
    /// (`pets.append(x)`, `self.pets = …`), or through a path whose declared types lead to
    /// `owner` (`store.pets.remove(at:)` in a view whose `store` is `owner`); or any change of a
    /// `name` made by the view that iterates it (`viewType`), such as editing a local copy
    /// (`var parts = formula.parts; parts.remove(at: i)`) that is written back. Changes made
    /// through bindings, closures or untyped values are not seen.
    public enum ChangeKind: Sendable {
        /// Moves existing elements (what breaks identity by position).
        case shifts
        /// Changes the number of elements (what a count range misses).
        case count
        /// Any write, such as `n += 1` to a plain value.
        case any
    }

    public static func changes(of name: String, owner: String?, viewType: String?, kind: ChangeKind, in index: ProjectIndex) -> [MutationFact] {
        let candidates: [MutationFact]
        switch kind {
        case .shifts: candidates = index.data.positionChanges(of: name)
        case .count: candidates = index.data.countChanges(of: name)
        case .any: candidates = index.data.changes(of: name)
        }
        return candidates.filter { change in
            // `var names: [String] { var names = []; names.append(…); return names }` builds the value.
            if change.member == name { return false }
            if let viewType, change.enclosingType == viewType { return true }
            guard let owner, let receiver = change.receiver, let enclosing = change.enclosingType else { return false }
            if receiver.isEmpty { return enclosing == owner }
            var current: String? = enclosing
            var isStatic = false
            for (position, component) in receiver.enumerated() {
                if position == 0, component == "Self" { isStatic = true; continue }
                if position == 0, component.first?.isUppercase == true, index.type(named: component) != nil {
                    current = component
                    isStatic = true
                    continue
                }
                guard let type = current.flatMap(index.type(named:)),
                      let property = type.properties.first(where: { $0.name == component && $0.isStatic == isStatic }),
                      let next = property.type, next.elementTypeName == nil || next.baseName == "Binding" else { return false }
                current = next.elementTypeName ?? next.baseName
                isStatic = false
            }
            return current == owner
        }
    }

    /// `Pets.swift:12`: where a change is, for messages.
    public static func describe(_ change: MutationFact) -> String {
        let operation = change.operation.hasSuffix("(…)") ? "`\(change.name).\(change.operation)`" : "`\(change.name) \(change.operation) …`"
        return "\(operation) at \(IdentityContext.describe(change.site))"
    }
}
