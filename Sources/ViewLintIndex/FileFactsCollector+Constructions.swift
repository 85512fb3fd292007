import ViewLintSyntax

extension FileFactsCollector {
    /// A call (`Row(title: t, isCompact: flag)`, `Row.init(…)`, `badge(isProminent: x > 0)`):
    /// each labelled argument that is not a literal is recorded as forwarded
    /// from the caller's parameter or property of that name (a plain name such as `isCompact`
    /// or `self.isCompact`) or derived from the names its expression reads; `nil` is recorded
    /// as such. Upper-case callees are recorded as constructed, as a hosting root or not.
    mutating func recordLabelledCall(_ call: CallSyntax, parent: Node?) {
        let callee = call.callee
        if callee.is(.simpleIdentifier), callee.startsWithUppercaseLetter {
            // `UIHostingController(rootView: Settings())`: the host, not a parent view, makes it.
            let isHostedRoot = parent?.is(.valueArgument) == true && parent?.child(field: .name)?.textEquals("rootView") == true
            if isHostedRoot {
                facts.constructions.hostedRoots.insert(callee.nameHash)
            } else if !isInPreview {
                facts.constructions.embeddedTypes.insert(callee.nameHash)
            }
        }
        // Types, functions and the project's own modifiers (`Row(…)`, `Row.init(…)`, `badge(…)`,
        // `.cardStyle(isCompact: c)`); SwiftUI's modifiers, most member calls, are skipped by a
        // hash of their name, read in place.
        let calleeNode: Node
        if callee.is(.simpleIdentifier) {
            calleeNode = callee
        } else if let member = call.member {
            if member.textEquals("init"), let target = callee.child(field: .target), target.is(.simpleIdentifier) {
                calleeNode = target
            } else if !Self.swiftUIModifierHashes.contains(member.nameHash) {
                calleeNode = member
            } else {
                return
            }
        } else {
            return
        }
        // Most calls pass only literals or nothing: the bytes say so before any child is read.
        guard let argumentList = call.argumentList, argumentList.namedChildCount > 0 else { return }
        if argumentList.textContains(":") { recordArguments(call.arguments, of: calleeNode.nameHash) }
        // `statusIcon(isActive)`: a view helper's unlabelled arguments, by position, for
        // evidence that its parameter changes (`ConstructionFacts.positionLabel`).
        if callee.is(.simpleIdentifier), !callee.startsWithUppercaseLetter {
            for (position, argument) in call.arguments.enumerated().prefix(4) where argument.child(field: .name) == nil {
                guard let value = argument.child(field: .value), !IdentitySyntax.isConstantValue(value) else { continue }
                let key = ConstructionFacts.ArgumentKey(callee: calleeNode.nameHash, label: ConstructionFacts.positionLabel(position))
                recordDerivation(of: key, from: value)
            }
        }
    }

    /// `var isLoading: Bool { model.state == .loading }`: a computed property of a type changes
    /// when what its getter reads does.
    /// Only short getters are read (a condition's helper property, not a view's `body`).
    mutating func recordComputedProperty(_ node: Node) {
        guard let getter = node.firstChild(.computedProperty), getter.endByte - getter.startByte <= 400,
              let name = node.firstChild(.pattern)?.child(field: .boundIdentifier), !name.textEquals("body"),
              let type = scopes.dataType else { return }
        recordDerivation(of: .init(callee: NameHash(type), label: name.nameHash), from: getter)
    }

    private mutating func recordDerivation(of key: ConstructionFacts.ArgumentKey, from value: Node) {
        for root in IdentitySyntax.rootNames(of: value, limit: 48) {
            if let source = source(ofName: root) { facts.constructions.derivedArguments[key, default: []].insert(source) }
        }
    }

    /// `FeedView<Store>(isSidebar: true)`: a generic type's initializer, spelled with its
    /// arguments, is a `constructor_expression`.
    mutating func recordConstructor(_ node: Node) {
        guard let type = node.child(field: .constructedType),
              let arguments = node.firstChild(.constructorSuffix)?.firstChild(.valueArguments) else { return }
        let name = SyntaxHelpers.typeBaseName(type)
        facts.constructions.embeddedTypes.insert(NameHash(name))
        recordArguments(arguments.namedChildren.filter { $0.is(.valueArgument) }, of: NameHash(name))
    }

    private mutating func recordArguments(_ arguments: [Node], of calleeName: NameHash) {
        guard arguments.contains(where: { $0.child(field: .name) != nil }) else { return }
        for argument in arguments {
            guard let label = argument.child(field: .name), let value = argument.child(field: .value),
                  !IdentitySyntax.isConstantValue(value) else { continue }
            let key = ConstructionFacts.ArgumentKey(callee: calleeName, label: label.nameHash)
            if value.textEquals("nil") {
                facts.constructions.nilArguments.insert(key)
                continue
            }
            if let source = forwardingSource(value) {
                facts.constructions.forwardedArguments[key, default: []].insert(source)
            } else {
                // What the expression reads, for evidence that the argument changes.
                recordDerivation(of: key, from: value)
            }
        }
    }

    /// `isCompact` or `self.isCompact`: where the forwarded value comes from.
    private func forwardingSource(_ value: Node) -> ConstructionFacts.ArgumentKey? {
        if value.is(.simpleIdentifier) { return source(ofName: value) }
        if value.is(.navigationExpression), value.child(field: .target)?.is(.selfExpression) == true, let member = value.navigationMember {
            return scopes.dataType.map { .init(callee: NameHash($0), label: member.nameHash) }
        }
        return nil
    }

    /// A name read at the visited call: the enclosing function's parameter of that name (by
    /// its label; nil for an unlabelled one), else the enclosing type's property.
    /// The element of an enclosing `ForEach` stands for its data's first name.
    private func source(ofName node: Node) -> ConstructionFacts.ArgumentKey? {
        var name = IdentitySyntax.rootName(node)
        if let iteration = scopes.iteration(ofElement: name), let root = iteration.data.components.first { name = root }
        if let function = scopes.innermostFunction, function.is(.functionDeclaration),
           let (parameter, position) = SyntaxHelpers.parameterWithPosition(named: name, of: function) {
            guard let functionName = function.child(field: .name) else { return nil }
            return .init(callee: functionName.nameHash, label: parameter.label.map(NameHash.init) ?? ConstructionFacts.positionLabel(position))
        }
        return scopes.dataType.map { .init(callee: NameHash($0), label: NameHash(name)) }
    }

    /// `serverID = nil`, `draft.serverID = nil`: the property can be nil.
    mutating func recordNilAssignment(_ node: Node, _ target: AssignmentTarget) {
        guard target.operation == "=", !target.replacesElement, node.child(field: .result)?.textEquals("nil") == true else { return }
        facts.constructions.nilAssignedNames.insert(NameHash(target.changed.name))
    }

    /// Code of a preview: a `PreviewProvider` (named `…_Previews` or `…Previews`) or top-level
    /// code outside any type or function (`#Preview { … }`), which no running app executes.
    private var isInPreview: Bool {
        guard let type = scopes.dataType else { return scopes.innermostFunction == nil }
        return type.hasSuffix("Previews") || type.hasSuffix("Preview")
    }

    /// SwiftUI modifiers and common library calls with labelled arguments, by `NameHash`.
    static let swiftUIModifierHashes: Set<NameHash> = Set([
        "padding", "frame", "font", "foregroundColor", "foregroundStyle", "background", "overlay", "opacity", "offset",
        "cornerRadius", "clipShape", "shadow", "border", "lineLimit", "multilineTextAlignment", "fixedSize", "layoutPriority",
        "onTapGesture", "onChange", "onAppear", "onReceive", "sheet", "fullScreenCover", "popover", "alert",
        "confirmationDialog", "navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "toolbarBackground",
        "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits",
        "animation", "transition", "scaleEffect", "rotationEffect", "blur", "tint", "disabled", "contentShape",
        "ignoresSafeArea", "safeAreaInset", "environment", "environmentObject", "task", "refreshable", "searchable",
        "listRowInsets", "listRowBackground", "listRowSeparator", "listStyle", "buttonStyle", "pickerStyle", "labelStyle",
        "textFieldStyle", "toggleStyle", "zIndex", "id", "tag", "onDelete", "onMove", "gesture", "simultaneousGesture",
        "highPriorityGesture", "matchedGeometryEffect", "aspectRatio", "scaledToFit", "resizable", "renderingMode",
        "symbolRenderingMode", "imageScale", "keyboardShortcut", "focused", "submitLabel", "onSubmit", "textContentType",
        "keyboardType", "autocorrectionDisabled", "textInputAutocapitalization", "presentationDetents", "interactiveDismissDisabled",
        "navigationDestination", "contextMenu", "swipeActions", "help", "fill", "stroke", "strokeBorder", "trim", "mask",
        "position", "alignmentGuide", "containerRelativeFrame", "scrollTargetBehavior", "scrollIndicators", "scrollContentBackground",
        "formatted", "appending", "replacingOccurrences", "components", "addingPercentEncoding", "sink", "receive",
        "dropFirst", "prefix", "suffix", "map", "filter", "sorted", "first", "firstIndex", "contains", "reduce", "joined",
        "asyncAfter", "async", "dataTask", "post", "addObserver", "removeObserver", "set", "setValue", "value", "object",
        "string", "bool", "integer", "decode", "encode", "localizedString", "date", "distance", "index", "insert", "remove",
        "append", "removeAll", "send", "fetch", "save", "delete", "perform", "log", "debug", "info", "error", "warning",
    ].map(NameHash.init))
}
