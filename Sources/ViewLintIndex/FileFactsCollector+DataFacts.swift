import ViewLintDiagnostics
import ViewLintSyntax

/// Collects one file's `DataFacts` from nodes the shared walk already visits (called by
/// `visit` with the same scope stack): members of types and what they build, state
/// properties, minted ids, and the changes of stored facts.data. Each call and assignment is read
/// once, and nothing recurses.
extension FileFactsCollector {
    /// Methods that insert, remove or reorder elements of a collection.
    static let mutatingMethods = MutationFact.collectionMutations
    static let stateWrappers = ["State", "StateObject", "FocusState", "GestureState"]
    /// `stateModifiers` and `mutatingMethods`, by the hash every member call's name is read as
    /// (`CallSyntax.memberHash`): most member calls (`padding`, `font`) are rejected by it.
    static let memberNameHashes: Set<NameHash> = Set(InputControls.stateModifiers.union(mutatingMethods).map(NameHash.init))
    static let toggleHash = NameHash("toggle")

    /// `InputControls.allNames` by first byte, last byte and length.
    static let inputControlKeys: [UInt32] = InputControls.allNames.map(key)

    private static func key(_ name: String) -> UInt32 {
        let bytes = Array(name.utf8)
        return UInt32(bytes[0]) << 16 | UInt32(bytes[bytes.count - 1]) << 8 | UInt32(bytes.count)
    }

    /// A name's first byte, last byte and length, read in place: every call of a type's
    /// initializer is asked whether it builds an input control, and most are rejected by this
    /// key before any name is built.
    static func nameKey(_ node: Node) -> UInt32? {
        let start = node.startByte, end = node.endByte
        guard end > start, end - start < 256, let first = node.firstByte, let last = node.lastByte else { return nil }
        return UInt32(first) << 16 | UInt32(last) << 8 | UInt32(end - start)
    }
    /// Bodies whose methods and computed properties get a `MemberContentFact` (not protocols).
    private static let dataTypeBodyKinds: Set<UInt16> = [NodeKind.classBody.symbol, NodeKind.enumClassBody.symbol]

    /// A function or property declaration written directly in a type's body: its state
    /// wrapper or minted id, and for a method or computed property what it builds (the index
    /// of its `MemberContentFact`, for the scope the walk enters).
    /// `shape` is the property's parts when `visit` read them already.
    mutating func recordDataMember(_ node: Node, parent: Node, shape: PropertyShape?) -> Int? {
        guard Self.dataTypeBodyKinds.contains(parent.symbol), let typeName = scopes.innermostType?.dataName else { return nil }
        let name: String, span: SourceSpan
        var returnsConstantLiteral = false
        if node.is(.propertyDeclaration) {
            var properties: [PropertyFact] = []
            let shape = shape ?? Self.appendProperties(of: node, to: &properties)
            readProperty(node, shape, of: typeName)
            guard shape.hasComputedValue, let (text, range) = shape.name else { return nil }
            name = text
            span = node.tree.source.span(range)
            if let computed = node.child(field: .computedValue) { returnsConstantLiteral = Self.returnsConstantLiteral(computed) }
        } else {
            guard let nameNode = node.child(field: .name) else { return nil }
            name = nameNode.text
            span = nameNode.span
        }
        facts.data.members.append(MemberContentFact(
            typeName: typeName, member: name, returnsConstantLiteral: returnsConstantLiteral,
            site: DeclarationSite(path: facts.path, span: span)))
        return facts.data.members.count - 1
    }

    private var currentMemberName: String? {
        scopes.currentMember.map { facts.data.members[$0].member }
    }

    // MARK: Properties

    private mutating func readProperty(_ node: Node, _ shape: PropertyShape, of typeName: String) {
        guard let name = shape.name?.text else { return }
        if shape.hasModifiers, let modifiers = node.namedChild(0) {
            // `@State`, `@StateObject`, …: compared in place, without collecting attribute names
            // (every wrapper's name contains `State`: most modifiers are rejected by their bytes).
            if modifiers.textContains("State") {
                var found = false
                modifiers.forEachChild { _, attribute in
                    guard !found, attribute.is(.attribute), let type = attribute.firstChild(.userType),
                          let wrapper = Self.stateWrappers.first(where: { type.textEquals($0) }) else { return }
                    facts.data.stateProperties.append(StatePropertyFact(typeName: typeName, property: name, wrapper: wrapper))
                    found = true
                }
            }
            if SyntaxHelpers.declaresTypeMember(modifiers) { return }
        }
        if name == "id", !shape.hasComputedValue, shape.hasValue, let value = node.child(field: .value),
           IdentitySyntax.freshValue(in: value) != nil {
            facts.data.freshStoredIDs.append(typeName)
        }
    }

    /// `var options: [String] { ["a", "b"] }` or `{ return [...] }`: the same literal on every
    /// read. Only a getter of one statement is read (no walk over larger getters).
    private static func returnsConstantLiteral(_ computed: Node) -> Bool {
        guard let statements = SyntaxHelpers.getterStatements(computed),
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
            // Each name is recorded once per member (a body calls `Text` many times): the member's
            // own short lists are the record, searched before appending (names of at most 15
            // bytes are compared in place, without allocating).
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
                let name = callee.text
                if let key = Self.nameKey(callee), Self.inputControlKeys.contains(key), InputControls.allNames.contains(name) {
                    if facts.data.members[index].stateMarkers.count < 3, !facts.data.members[index].stateMarkers.contains(name) {
                        facts.data.members[index].stateMarkers.append(name)
                    }
                } else if !facts.data.members[index].constructed.contains(name) {
                    facts.data.members[index].constructed.append(name)
                }
            } else if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), facts.data.members[index].calledMembers.count < 16 {
                let name = callee.text
                if !facts.data.members[index].calledMembers.contains(name) { facts.data.members[index].calledMembers.append(name) }
            }
            return
        }
        // Most member calls are other modifiers (`padding`, `font`): their name's hash, read once
        // per call, rejects them before any name is compared.
        guard let member = call.member, let hash = call.memberHash, Self.memberNameHashes.contains(hash) else { return }
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

    // MARK: Other writes

    /// Writes that no `MutationFact` records (see `DataFacts.otherWrites`): `x.toggle()`, and
    /// arguments that hand out write access: `$x`, `$model.x`, `&x`, `\.x`. A closure's
    /// shorthand argument (`$0.role` in `.map { Role(rawValue: $0.role) }`) is a binding only
    /// where an input control takes it, or in a loop over bindings
    /// (`ForEach($items) { Picker("Kind", selection: $0.kind) { … } }`).
    mutating func recordOtherWrites(_ call: CallSyntax) {
        if call.memberHash == Self.toggleHash, let target = call.callee.child(field: .target),
           let changed = ChangedPath(target) {
            facts.data.otherWrites.append(changed.name)
        }
        // Most argument lists hold none of the three characters: their bytes say so.
        guard let list = call.argumentList, list.textContains("$") || list.textContains("&") || list.textContains("\\") else { return }
        for argument in call.arguments {
            guard let value = argument.child(field: .value) else { continue }
            if value.textHasPrefix("$"), let changed = ChangedPath(value) {
                if value.startsWithShorthandArgument, !(call.callee.is(.simpleIdentifier) && InputControls.allNames.contains(call.callee.text)),
                   !Self.isInLoopOverBindings(value) { continue }
                facts.data.otherWrites.append(changed.name)
            } else if value.textHasPrefix("&"), let operand = value.namedChildren.last, let changed = ChangedPath(operand) {
                facts.data.otherWrites.append(changed.name)
            } else if let name = Self.lastKeyPathMember(value), !name.textEquals("self") {
                facts.data.otherWrites.append(name.text)
            }
        }
    }

    /// `$0.kind` in `ForEach($items) { Picker("Kind", selection: $0.kind) { … } }`: the
    /// closure's argument is a binding to each element. Climbs at most 64 parents.
    private static func isInLoopOverBindings(_ value: Node) -> Bool {
        var node = value.parent
        for _ in 0..<64 {
            guard let current = node else { return false }
            if current.is(.lambdaLiteral) {
                var owner = current.parent
                for _ in 0..<4 {
                    guard let candidate = owner else { return false }
                    if candidate.is(.callExpression), let call = CallSyntax(candidate) {
                        return call.callee.is(.simpleIdentifier) && (call.callee.textEquals("ForEach") || call.callee.textEquals("List"))
                            && call.firstUnlabelledArgument?.textHasPrefix("$") == true
                    }
                    owner = candidate.parent
                }
                return false
            }
            node = current.parent
        }
        return false
    }

    /// `x` in `\.model.x`: the last name of a key path (read without building its path: most
    /// are `\.self` or `\.id` of a `ForEach`).
    private static func lastKeyPathMember(_ value: Node) -> Node? {
        guard value.is(.navigationExpression), let last = value.navigationMember else { return nil }
        var current = value
        while current.is(.navigationExpression), let target = current.child(field: .target) { current = target }
        return current.is(.keyPathExpression) ? last : nil
    }

    /// `init() { feed.sink { self.count = $0 } }`: an assignment in a closure made by an
    /// initializer runs later, as a change, though it is written in the initializer.
    /// Each `parent` step starts from the root, so the climb is bounded: past 64 levels the
    /// assignment counts as a write (deep input stays linear, and a missed closure errs safe).
    mutating func recordWriteInInitializerClosure(_ node: Node, _ target: AssignmentTarget) {
        var ancestor = node.parent
        var steps = 0
        while let current = ancestor, !current.is(.initDeclaration) {
            steps += 1
            if current.is(.lambdaLiteral) || steps > 64 {
                facts.data.otherWrites.append(target.changed.name)
                return
            }
            ancestor = current.parent
        }
    }

    // MARK: Assignments

    /// `target` is read once by `visit`, which also records the key it writes (`recordKeyWrite`).
    mutating func recordDataChange(_ node: Node, _ target: AssignmentTarget) {
        guard !scopes.inInitializer else {
            recordWriteInInitializerClosure(node, target)
            return
        }
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

/// The parts of a property declaration that its data facts read, noted while
/// `appendProperties` reads its children (one pass over them). Flags and the name's text
/// only: the few nodes needed later are read again from the declaration.
struct PropertyShape {
    /// Whether the first named child holds the attributes and modifiers.
    var hasModifiers = false
    /// The first bound name (`a` in `var a = 1, b = 2`): its text and bytes.
    var name: (text: String, range: Range<Int>)?
    /// Whether a pattern was read (the first one gives `name`, or none).
    var sawPattern = false
    /// Whether the declaration has a getter, an initial value.
    var hasComputedValue = false
    var hasValue = false
}
