import ViewLintSyntax

/// Collects one file's `DataFacts` from nodes the shared walk already visits (called by
/// `visit` with the same scope stack): members of types and what they build, state
/// properties, minted ids, and the changes of stored facts.data. Each call and assignment is read
/// once, and nothing recurses.
extension FileFactsCollector {
    /// Methods that insert, remove or reorder elements of a collection.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
        "move", "sort", "reverse", "shuffle", "swapAt", "replaceSubrange", "prepend", "formUnion", "subtract",
    ]
    static let stateWrappers = ["State", "StateObject", "FocusState", "GestureState"]
    /// The first bytes of `stateModifiers` and `mutatingMethods`.
    static let memberFirstBytes: Set<UInt8> = Set(InputControls.stateModifiers.union(mutatingMethods).compactMap { $0.utf8.first })
    /// Bodies whose methods and computed properties get a `MemberContentFact` (not protocols).
    private static let dataTypeBodyKinds: Set<UInt16> = [NodeKind.classBody.symbol, NodeKind.enumClassBody.symbol]

    /// A function or property declaration written directly in a type's body: its state
    /// wrapper or minted id, and for a method or computed property what it builds (the index
    /// of its `MemberContentFact`, for the scope the walk enters).
    mutating func recordDataMember(_ node: Node, parent: Node) -> Int? {
        guard Self.dataTypeBodyKinds.contains(parent.symbol), case .type(_, let typeName?)? = scopes.innermost else { return nil }
        if node.is(.propertyDeclaration) { readProperty(node, of: typeName) }
        let isComputed = node.is(.propertyDeclaration) ? node.child(field: .computedValue) != nil : true
        guard isComputed, let name = Self.memberName(node) else { return nil }
        var member = MemberContentFact(typeName: typeName, member: name.text, site: DeclarationSite(path: facts.path, span: name.span))
        if node.is(.propertyDeclaration) { member.returnsConstantLiteral = Self.returnsConstantLiteral(node) }
        facts.data.members.append(member)
        return facts.data.members.count - 1
    }

    private static func memberName(_ node: Node) -> Node? {
        if node.is(.functionDeclaration) { return node.child(field: .name) }
        return node.firstChild(.pattern)?.child(field: .boundIdentifier)
    }

    private var currentMemberName: String? {
        scopes.currentMember.map { facts.data.members[$0].member }
    }

    // MARK: Properties

    private mutating func readProperty(_ node: Node, of typeName: String) {
        // Attributes and modifiers come first: only the first child can hold them.
        let modifiers = node.namedChild(0).flatMap { $0.is(.modifiers) ? $0 : nil }
        guard let name = node.firstChild(.pattern)?.child(field: .boundIdentifier) else { return }
        if let modifiers {
            // `@State`, `@StateObject`, …: compared in place, without collecting attribute names.
            for attribute in modifiers.namedChildren where attribute.is(.attribute) {
                guard let type = attribute.firstChild(.userType),
                      let wrapper = Self.stateWrappers.first(where: { type.textEquals($0) }) else { continue }
                facts.data.stateProperties.append(StatePropertyFact(typeName: typeName, property: name.text, wrapper: wrapper))
                break
            }
            if SyntaxHelpers.declaresTypeMember(modifiers) { return }
        }
        if name.textEquals("id"), node.child(field: .computedValue) == nil, let value = node.child(field: .value),
           IdentitySyntax.freshValue(in: value) != nil {
            facts.data.freshStoredIDs.append(typeName)
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

    mutating func recordDataChange(_ call: CallSyntax) {
        let callee = call.callee
        if callee.is(.simpleIdentifier) {
            guard let index = scopes.currentMember, let first = callee.firstByte else { return }
            // Each name is recorded once per member: a body calls `Text` or `padding` many times.
            let name = callee.text
            guard memberCallees[index, default: []].insert(name).inserted else { return }
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
                if InputControls.allNames.contains(name) {
                    if facts.data.members[index].stateMarkers.count < 3 { facts.data.members[index].stateMarkers.append(name) }
                } else {
                    facts.data.members[index].constructed.append(name)
                }
            } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), facts.data.members[index].calledMembers.count < 16 {
                facts.data.members[index].calledMembers.append(name)
            }
            return
        }
        // Most member calls are other modifiers (`padding`, `font`): their first byte rejects them
        // before any name is compared.
        guard let member = call.member, let first = member.firstByte,
              Self.memberFirstBytes.contains(first) else { return }
        // Short names are Swift small strings: reading one allocates nothing.
        let name = member.text
        if let index = scopes.currentMember, InputControls.stateModifiers.contains(name) {
            let marker = "." + name
            if facts.data.members[index].stateMarkers.count < 3, !facts.data.members[index].stateMarkers.contains(marker) { facts.data.members[index].stateMarkers.append(marker) }
            return
        }
        guard Self.mutatingMethods.contains(name), !scopes.inInitializer,
              let target = callee.child(field: .target), let changed = ChangedPath(target) else { return }
        let site = DeclarationSite(path: facts.path, span: callee.span)
        let fact = MutationFact(name: changed.name, operation: member.text + "(…)", site: site, enclosingType: scopes.dataType, receiver: changed.receiver, member: currentMemberName)
        facts.data.mutations.append(fact)
        if changed.throughElement { facts.data.elementEdits.append(fact) }
    }

    // MARK: Assignments

    /// `target` is read once by `visit`, which also records the key it writes (`recordKeyWrite`).
    mutating func recordDataChange(_ node: Node, _ target: AssignmentTarget) {
        guard !scopes.inInitializer else { return }
        let changed = target.changed
        // `pets[i] = pet` replaces one element and keeps every position.
        let operation = target.replacesElement ? "[…] " + target.operation : target.operation
        let fact = MutationFact(
            name: changed.name, operation: operation, site: DeclarationSite(path: facts.path, span: node.span),
            enclosingType: scopes.dataType, receiver: changed.receiver, member: currentMemberName)
        facts.data.mutations.append(fact)
        if changed.throughElement, !target.replacesElement { facts.data.elementEdits.append(fact) }
    }
}
