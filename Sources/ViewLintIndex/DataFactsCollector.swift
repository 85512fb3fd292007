import ViewLintSyntax

/// Collects one file's `DataFacts` during the shared walk (called by `FileFactsCollector`
/// for the same nodes, in source order). Like that collector it keeps a stack of the scopes
/// enclosing the visited node and never recurses: each call and assignment is read once.
struct DataFactsCollector {
    private enum Scope {
        case type(String)
        /// A method or property of the innermost type, with the index of its `MemberContentFact`.
        case member(Int)
        /// An initializer or a member of no recorded type: its changes are not recorded as such.
        case initializer
        case other
    }
    private var scopes: [(endByte: Int, scope: Scope)] = []

    /// Text input and other controls that keep editing state in the row they are in.
    static let inputViews = ["TextField", "SecureField", "TextEditor", "Toggle", "Slider", "Stepper", "DatePicker", "ColorPicker"]
    /// Modifiers that make a row animate or keep state tied to its identity.
    static let stateModifiers = ["transition", "animation", "matchedGeometryEffect", "focused"]
    /// Methods that insert, remove or reorder elements of a collection.
    static let mutatingMethods = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
        "move", "sort", "reverse", "shuffle", "swapAt", "replaceSubrange", "prepend", "formUnion", "subtract",
    ]
    static let stateWrappers = ["State", "StateObject", "FocusState", "GestureState"]
    /// The first bytes of `stateModifiers` and `mutatingMethods`.
    static let memberFirstBytes: Set<UInt8> = Set((stateModifiers + mutatingMethods).compactMap { $0.utf8.first })

    mutating func visit(_ node: Node, parent: Node?, call: CallSyntax?, into data: inout DataFacts, path: String) {
        let start = node.startByte
        while let last = scopes.last, last.endByte <= start { scopes.removeLast() }
        if let call {
            visitCall(call, into: &data, path: path)
        } else if node.is(.assignment) {
            visitAssignment(node, into: &data, path: path)
        } else if node.is(.classDeclaration) {
            let name = node.child(field: .name).map(SyntaxHelpers.typeBaseName)
            scopes.append((node.endByte, name.map(Scope.type) ?? .other))
        } else if node.is(.protocolDeclaration) {
            scopes.append((node.endByte, .other))
        } else if node.is(.initDeclaration) {
            scopes.append((node.endByte, .initializer))
        } else if node.is(.functionDeclaration) || node.is(.propertyDeclaration) {
            guard let parent, Self.typeBody.contains(parent.symbol), case .type(let typeName)? = scopes.last?.scope else { return }
            if node.is(.propertyDeclaration) { readProperty(node, of: typeName, into: &data, path: path) }
            let isComputed = node.is(.propertyDeclaration) ? node.child(field: .computedValue) != nil : true
            guard isComputed, let name = Self.memberName(node) else { return }
            var member = MemberContentFact(typeName: typeName, member: name.text, site: DeclarationSite(path: path, span: name.span))
            if node.is(.propertyDeclaration) { member.returnsConstantLiteral = Self.returnsConstantLiteral(node) }
            data.members.append(member)
            scopes.append((node.endByte, .member(data.members.count - 1)))
        }
    }

    private static let typeBody: Set<UInt16> = [NodeKind.classBody.symbol, NodeKind.enumClassBody.symbol]

    private static func memberName(_ node: Node) -> Node? {
        if node.is(.functionDeclaration) { return node.child(field: .name) }
        return node.firstChild(.pattern)?.child(field: .boundIdentifier)
    }

    /// The innermost member scope, unless an initializer is closer.
    private var currentMember: Int? {
        for (_, scope) in scopes.reversed() {
            switch scope {
            case .member(let index): return index
            case .initializer, .type: return nil
            case .other: continue
            }
        }
        return nil
    }

    private func currentMemberName(_ data: DataFacts) -> String? {
        currentMember.map { data.members[$0].member }
    }

    private var enclosingType: String? {
        for (_, scope) in scopes.reversed() { if case .type(let name) = scope { return name } }
        return nil
    }

    private var inInitializer: Bool {
        for (_, scope) in scopes.reversed() {
            if case .initializer = scope { return true }
            if case .type = scope { return false }
        }
        return false
    }

    // MARK: Properties

    private func readProperty(_ node: Node, of typeName: String, into data: inout DataFacts, path: String) {
        var modifiers: Node?, name: Node?
        node.forEachChild { _, child in
            if modifiers == nil, child.is(.modifiers) { modifiers = child }
            if name == nil, child.is(.pattern) { name = child.child(field: .boundIdentifier) }
        }
        guard let name else { return }
        if let modifiers {
            // `@State`, `@StateObject`, …: compared in place, without collecting attribute names.
            for attribute in modifiers.namedChildren where attribute.is(.attribute) {
                guard let type = attribute.firstChild(.userType),
                      let wrapper = Self.stateWrappers.first(where: { type.textEquals($0) }) else { continue }
                data.stateProperties.append(StatePropertyFact(typeName: typeName, property: name.text, wrapper: wrapper))
                break
            }
            if SyntaxHelpers.declaresTypeMember(modifiers) { return }
        }
        if name.textEquals("id"), node.child(field: .computedValue) == nil, let value = node.child(field: .value),
           IdentitySyntax.freshValue(in: value) != nil {
            data.freshStoredIDs.append(typeName)
        }
    }

    /// `var options: [String] { ["a", "b"] }` or `{ return [...] }`: the same literal on every
    /// read. Only a getter of one statement is read (no walk over larger getters).
    private static func returnsConstantLiteral(_ node: Node) -> Bool {
        guard let computed = node.child(field: .computedValue), let statements = SyntaxHelpers.getterStatements(computed),
              statements.namedChildCount == 1, var value = statements.namedChild(0) else { return false }
        if value.is(.controlTransferStatement) {
            guard let result = value.child(field: .result) else { return false }
            value = result
        }
        return value.is(.arrayLiteral) && value.namedChildren.allSatisfy(IdentitySyntax.isConstantValue)
    }

    // MARK: Calls

    private mutating func visitCall(_ call: CallSyntax, into data: inout DataFacts, path: String) {
        let callee = call.callee
        if callee.is(.simpleIdentifier) {
            guard let index = currentMember, let first = callee.tree.source.bytes[safe: callee.startByte] else { return }
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else {
                if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), data.members[index].calledMembers.count < 16 {
                    let name = callee.text
                    if !data.members[index].calledMembers.contains(name) { data.members[index].calledMembers.append(name) }
                }
                return
            }
            let name = callee.text
            if Self.inputViews.contains(name) {
                if data.members[index].stateMarkers.count < 3, !data.members[index].stateMarkers.contains(name) { data.members[index].stateMarkers.append(name) }
            } else if !data.members[index].constructed.contains(name) {
                data.members[index].constructed.append(name)
            }
            return
        }
        // Most member calls are other modifiers (`padding`, `font`): their first byte rejects them
        // before any name is compared.
        guard let member = call.member, let first = member.tree.source.bytes[safe: member.startByte],
              Self.memberFirstBytes.contains(first) else { return }
        if let index = currentMember, Self.stateModifiers.contains(where: { member.textEquals($0) }) {
            let marker = "." + member.text
            if data.members[index].stateMarkers.count < 3, !data.members[index].stateMarkers.contains(marker) { data.members[index].stateMarkers.append(marker) }
            return
        }
        guard Self.mutatingMethods.contains(where: { member.textEquals($0) }), !inInitializer,
              let target = callee.child(field: .target), let changed = Self.changedPath(target) else { return }
        let site = DeclarationSite(path: path, span: callee.span)
        let fact = MutationFact(name: changed.name, operation: member.text + "(…)", site: site, enclosingType: enclosingType, receiver: changed.receiver, member: currentMemberName(data))
        data.mutations.append(fact)
        if changed.throughElement { data.elementEdits.append(fact) }
    }

    // MARK: Assignments

    private func visitAssignment(_ node: Node, into data: inout DataFacts, path: String) {
        guard !inInitializer, let target = node.child(field: .target)?.namedChild(0) else { return }
        var operation = "="
        if let token = node.child(1), !token.isNamed { operation = token.text }
        let site = DeclarationSite(path: path, span: node.span)
        if Self.isSubscript(target), let collection = target.namedChild(0), let changed = Self.changedPath(collection) {
            // `pets[i] = pet` replaces one element and keeps every position.
            data.mutations.append(MutationFact(name: changed.name, operation: "[…] " + operation, site: site, enclosingType: enclosingType, receiver: changed.receiver, member: currentMemberName(data)))
            return
        }
        guard let changed = Self.changedPath(target) else { return }
        let fact = MutationFact(name: changed.name, operation: operation, site: site, enclosingType: enclosingType, receiver: changed.receiver, member: currentMemberName(data))
        data.mutations.append(fact)
        if changed.throughElement { data.elementEdits.append(fact) }
    }

    /// `pets`, `self.pets`, `$pets`, `model.pets` → `pets` (receiver `model`); `pets[i].name` →
    /// `name` through an element.
    static func changedPath(_ node: Node) -> (name: String, throughElement: Bool, receiver: [String]?)? {
        var name: String
        var rest: Node?
        if node.is(.simpleIdentifier) {
            name = node.text
        } else if node.is(.navigationExpression), let member = node.navigationMember, member.is(.simpleIdentifier) {
            name = member.text
            rest = node.child(field: .target)
        } else {
            return nil
        }
        if name.hasPrefix("$") { name.removeFirst() }
        guard !name.isEmpty else { return nil }
        guard let rest else { return (name, false, []) }
        return (name, isSubscript(rest), receiverNames(rest))
    }

    /// `self.model.store` → [model, store]; nil unless plain names.
    static func receiverNames(_ node: Node) -> [String]? {
        guard var names = IdentitySyntax.namePath(node, limit: 8) else { return nil }
        if names.first == "self" { names.removeFirst() }
        return names
    }

    /// `xs[i]`, which tree-sitter-swift reads as a call with bracketed arguments.
    static func isSubscript(_ node: Node) -> Bool {
        guard node.is(.callExpression), let arguments = node.firstChild(.callSuffix)?.firstChild(.valueArguments) else { return false }
        return arguments.textHasPrefix("[")
    }
}
