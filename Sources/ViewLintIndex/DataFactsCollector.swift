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
            if InputControls.all.contains(name) {
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
              let target = callee.child(field: .target), let changed = ChangedPath(target) else { return }
        let site = DeclarationSite(path: path, span: callee.span)
        let fact = MutationFact(name: changed.name, operation: member.text + "(…)", site: site, enclosingType: enclosingType, receiver: changed.receiver, member: currentMemberName(data))
        data.mutations.append(fact)
        if changed.throughElement { data.elementEdits.append(fact) }
    }

    // MARK: Assignments

    /// `target` is read once by `FileFactsCollector`, which also records the key it writes.
    mutating func visitAssignment(_ node: Node, _ target: AssignmentTarget, into data: inout DataFacts, path: String) {
        guard !inInitializer else { return }
        let changed = target.changed
        // `pets[i] = pet` replaces one element and keeps every position.
        let operation = target.replacesElement ? "[…] " + target.operation : target.operation
        let fact = MutationFact(
            name: changed.name, operation: operation, site: DeclarationSite(path: path, span: node.span),
            enclosingType: enclosingType, receiver: changed.receiver, member: currentMemberName(data))
        data.mutations.append(fact)
        if changed.throughElement, !target.replacesElement { data.elementEdits.append(fact) }
    }
}
