import ViewLintSyntax

/// What `recordIdentityEvidence` keeps during one file's walk.
struct IdentityEvidenceWalk {
    /// The trailing closure of a call whose callee is a call (`ForEach(xs) { x in … }` read as
    /// a call of `ForEach(xs)`), until that callee is visited.
    var pendingTrailingClosure: (calleeStart: Int, closure: Node)?
    /// Whether the file mentions a text input at all, read once on the first initializer call:
    /// initializer arguments matter only then.
    var fileHasTextInputs: Bool?
}

/// Collects `IdentityEvidence`: text inputs, assignments to properties after creation and
/// initializer arguments, each read from a node the shared walk already visits.
extension FileFactsCollector {
    /// Called for a `ForEach` or `List` with its iteration fact: its element closure's scope.
    mutating func enterElementClosure(of call: CallSyntax, _ iteration: IterationFact) {
        // tree-sitter-swift puts the trailing closure in this call's suffix or in the
        // enclosing call whose callee this call is (visited just before it).
        let start = call.node.startByte
        let closure = call.trailingClosure ?? (identityWalk.pendingTrailingClosure?.calleeStart == start ? identityWalk.pendingTrailingClosure?.closure : nil)
        if let closure, let name = Self.soleClosureParameter(closure) {
            scopes.enter(.elementClosure(parameter: name, iteration: iteration), endingAt: closure.endByte)
        }
    }

    /// Called for every other call.
    mutating func recordIdentityEvidence(_ call: CallSyntax, parent: Node?) {
        // The callee is read once (each read of a call's part copies a node).
        let callee = call.callee
        let calleeSymbol = callee.symbol
        if calleeSymbol == NodeKind.callExpression.symbol, let closure = call.trailingClosure {
            identityWalk.pendingTrailingClosure = (callee.startByte, closure)
            return
        }
        guard calleeSymbol == NodeKind.simpleIdentifier.symbol else {
            if let member = call.member {
                if member.textEquals("contains") { recordCheckedKey(call) }
            } else if calleeSymbol == NodeKind.prefixExpression.symbol,
                      callee.child(field: .target)?.navigationMember?.textEquals("contains") == true {
                // `!xs.contains(where: …)` is read as a call of `!xs.contains`.
                recordCheckedKey(call)
            }
            return
        }
        guard let first = callee.firstByte, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else { return }
        // A file without a text input's name has no call of one (asked once per file).
        let entered = fileHasTextInputs(call.node)
        if entered, call.calls(oneOf: InputControls.text) {
            if let text = call.argument(labeled: "text") { recordTextInput(text) }
        } else {
            // Initializer arguments matter in a literal table or in a file with text inputs:
            // those cheap tests come before the arguments are read.
            let table = parent.flatMap { $0.is(.arrayLiteral) ? $0 : nil }
            guard table != nil || entered, call.argumentList?.textContains(":") == true else { return }
            if let table { recordLiteralArguments(call, table: table) }
            if entered { recordInitializerArguments(call) }
        }
    }

    private mutating func fileHasTextInputs(_ node: Node) -> Bool {
        if let known = identityWalk.fileHasTextInputs { return known }
        let source = node.tree.source, whole = 0..<source.bytes.count
        let found = InputControls.text.contains { source.bytes(whole, contain: $0) }
        identityWalk.fileHasTextInputs = found
        return found
    }

    /// `{ $person in … }` or `{ item in … }`: the single parameter's name without `$`.
    private static func soleClosureParameter(_ closure: Node) -> String? {
        let parameters = IdentitySyntax.closureParameters(closure)
        guard parameters.count == 1 else { return nil }
        var text = parameters[0].text
        if text.hasPrefix("$") { text.removeFirst() }
        return text.isEmpty ? nil : text
    }

    /// `TextField("Name", text: $draft)` or `text: $item.name`.
    private mutating func recordTextInput(_ binding: Node) {
        if binding.is(.simpleIdentifier) {
            let text = binding.text
            if text.hasPrefix("$"), text.count > 1 { facts.identityEvidence.textInputNames.insert(String(text.dropFirst())) }
            return
        }
        guard binding.textHasPrefix("$"), let path = IdentitySyntax.dataPath(binding), path.components.count >= 2,
              !path.isEnumerated else { return }
        appendWrite(.textInput, key: path.components.last!, owner: Array(path.components.dropLast()), isElement: false, at: binding)
    }

    /// `items[i].name = x`, `selected.title = x` (not `self.name = x`, which initializers write).
    mutating func recordKeyWrite(_ target: AssignmentTarget) {
        guard !target.replacesElement, let owner = target.changed.base else { return }
        if target.changed.throughElement, let collection = owner.namedChild(0) {
            guard let path = IdentitySyntax.dataPath(collection), !path.isEnumerated else { return }
            appendWrite(.assignment, key: target.changed.name, owner: path.components, isElement: true, at: target.changed.node)
        } else if let path = IdentitySyntax.dataPath(owner), !path.isEnumerated {
            appendWrite(.assignment, key: target.changed.name, owner: path.components, isElement: false, at: target.changed.node)
        }
    }

    /// `Item(name: draft)`: plain-name arguments, kept if the file binds the name to a text input.
    private mutating func recordInitializerArguments(_ call: CallSyntax) {
        for argument in call.arguments {
            guard let label = argument.child(field: .name), let value = argument.child(field: .value) else { continue }
            var root = value
            // `draft.trimmingCharacters(in: .whitespaces)` is still what the user typed.
            if root.is(.callExpression), let callee = root.namedChild(0), callee.is(.navigationExpression),
               let target = callee.child(field: .target) { root = target }
            guard root.is(.simpleIdentifier) else { continue }
            facts.identityEvidence.initializerArguments.append(
                .init(type: call.callee.text, label: label.text, argument: root.text, site: site(of: value)))
        }
    }

    /// `[Perk(title: "Sync"), Perk(title: "Sync")]`: string literals passed to initializers
    /// that are elements of one array literal.
    private mutating func recordLiteralArguments(_ call: CallSyntax, table: Node) {
        for argument in call.arguments {
            guard let label = argument.child(field: .name), let value = argument.child(field: .value),
                  value.is(.lineStringLiteral), value.children(field: .interpolation).isEmpty else { continue }
            facts.identityEvidence.literalArguments.append(LiteralArgument(
                table: table.startByte, type: call.callee.text, label: label.text, literal: value.text, site: site(of: value)))
        }
    }

    /// `xs.contains(where: { $0.name == draft })` or `xs.contains { $0.name == draft }`: the
    /// code keeps `name` unique itself.
    private mutating func recordCheckedKey(_ call: CallSyntax) {
        guard let closure = call.trailingClosure ?? call.argument(labeled: "where"), closure.is(.lambdaLiteral) else { return }
        // `==` in code only (not in a string or comment), either side a member: `$0.name == x`.
        var keys: [String] = []
        TreeWalker().walk(closure, codeOnly: true) { node, _ in
            guard node.is(.equalityExpression), node.child(field: .op)?.textEquals("==") == true else { return .visitChildren }
            for side in [node.namedChild(0), node.namedChild(node.namedChildCount - 1)] {
                if let side, side.is(.navigationExpression), let member = side.navigationMember, member.is(.simpleIdentifier) {
                    keys.append(member.text)
                }
            }
            return .visitChildren
        }
        facts.identityEvidence.checkedKeys.formUnion(keys)
    }

    /// Records a write whose owner path starts at a `ForEach` parameter, a property of the
    /// enclosing type or a parameter of the enclosing function.
    private mutating func appendWrite(_ kind: KeyWriteFact.Kind, key: String, owner: [String], isElement: Bool, at node: Node) {
        guard let first = owner.first else { return }
        if let iteration = scopes.iteration(ofElement: first) {
            guard owner.count == 1, !iteration.data.isEnumerated else { return }
            facts.identityEvidence.writes.append(KeyWriteFact(
                kind: kind, key: key, owner: iteration.data.components, ownerIsElement: true,
                enclosingType: iteration.enclosingType, parameterType: iteration.parameterType,
                site: site(of: node)))
            return
        }
        let (enclosingType, parameterType) = owningScope(of: first)
        guard enclosingType != nil || parameterType != nil else { return }
        facts.identityEvidence.writes.append(KeyWriteFact(
            kind: kind, key: key, owner: owner, ownerIsElement: isElement, enclosingType: enclosingType,
            parameterType: parameterType, site: site(of: node)))
    }
}

extension FileFactsCollector {
    /// The enclosing type, or the type of the enclosing function's parameter named `first`
    /// (inner scopes first, as `iteration` reads them).
    fileprivate func owningScope(of first: String) -> (enclosingType: String?, parameterType: TypeReference?) {
        for entry in scopes.entries.reversed() {
            let scope = entry.scope
            switch scope {
            case .type(let index, _): return (index.map { facts.declarations[$0].name }, nil)
            case .function(let function, _):
                if let parameter = SyntaxHelpers.parameter(named: first, of: function) { return (nil, parameter.type) }
            case .computedProperty, .elementClosure: continue
            }
        }
        return (nil, nil)
    }

    fileprivate func site(of node: Node) -> DeclarationSite {
        DeclarationSite(path: facts.path, span: node.span)
    }
}
