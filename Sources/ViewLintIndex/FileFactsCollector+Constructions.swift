import ViewLintSyntax

extension FileFactsCollector {
    /// A call (`Row(title: t, isCompact: flag)`, `Row.init(…)`, `badge(isProminent: x > 0)`):
    /// each labelled argument that is not a literal is recorded as forwarded
    /// from the caller's parameter or property of that name (a plain name such as `isCompact`
    /// or `self.isCompact`) or derived from the names its expression reads; `nil` is recorded
    /// as such. Upper-case callees are recorded as constructed, as a hosting root or not.
    mutating func recordLabelledCall(_ call: CallSyntax, parent: Node?) {
        let callee = call.callee
        // Types, functions and the project's own modifiers (`Row(…)`, `Row.init(…)`, `badge(…)`,
        // `.cardStyle(isCompact: c)`); SwiftUI's views and modifiers, most calls, are skipped by
        // a hash of their name, read in place and computed once.
        var keys: CallKeys
        var callsOwnMethod = false
        if callee.is(.simpleIdentifier) {
            let calleeName = callee.nameHash
            keys = CallKeys(name: calleeName)
            if Self.setsEnvironment(calleeName) { recordEnvironmentInjection(call, name: calleeName) }
            // `row(for: item)`: the caller's own method, or a global function (or a type, when
            // upper-case; some projects name view-building methods `ColorPreview(…)`).
            callsOwnMethod = true
            if callee.startsWithUppercaseLetter {
                // SwiftUI's own views take no argument a project's condition reads.
                if Self.swiftUIViewHashes.contains(calleeName) { return }
                // `UIHostingController(rootView: Settings())`: the host, not a parent view, makes it
                // (recorded as a hosted root with the host's arguments).
                let isHostedRoot = parent?.is(.valueArgument) == true && parent?.child(field: .name)?.textEquals("rootView") == true
                let isInPreview = isInPreview
                if isInPreview { facts.constructions.previewTypes.append(calleeName) }
                if !isHostedRoot, !isInPreview, !isInClass {
                    if let app = appBeingBuilt {
                        facts.constructions.appRoots.append(.init(view: calleeName, app: app))
                    } else {
                        facts.constructions.embeddedTypes.append(calleeName)
                    }
                    if keyedConstructionStarts.contains(call.node.startByte) { facts.constructions.keyedTypes.append(calleeName) }
                    if isInPresentedContent(call.node.startByte) { facts.constructions.presentedTypes.append(calleeName) }
                }
            }
        } else if let memberHash = call.memberHash {
            let target = callee.child(field: .target)
            if memberHash == Self.initHash, let target, target.is(.simpleIdentifier) {
                keys = CallKeys(name: target.nameHash)
            } else {
                let calleeName = memberHash
                if Self.setsEnvironment(calleeName) { recordEnvironmentInjection(call, name: calleeName) }
                callsOwnMethod = target?.is(.selfExpression) == true
                // SwiftUI's modifiers are not recorded as calls on a receiver (there are too many,
                // and a view's method of such a name counts as called anyway); library calls are.
                let isModifier = Self.swiftUIModifierHashes.contains(calleeName)
                if !callsOwnMethod, !isInPreview, !isModifier || Self.libraryCallHashes.contains(calleeName), let target, !isObjectProperty(target) {
                    facts.constructions.receiverCalls.append(.init(method: calleeName, caller: NameHash(scopes.dataType ?? "")))
                }
                if isModifier { return }
                keys = CallKeys(name: calleeName)
                if !callsOwnMethod { keys.receiver = ConstructionFacts.ArgumentKey.receiverCallee(calleeName) }
            }
        } else {
            return
        }
        // Most calls pass only literals or nothing: the bytes say so before any child is read.
        guard let argumentList = call.argumentList, argumentList.namedChildCount > 0, argumentList.textContains(":") else { return }
        if callsOwnMethod, let type = scopes.dataType { keys.method = ConstructionFacts.ArgumentKey.methodCallee(keys.name, of: NameHash(type)) }
        recordArguments(call.arguments, of: keys)
    }

    /// The callee names one call's arguments are recorded under (see `ParameterKeys`): its
    /// name; for a method of the caller's own type (no receiver, or `self.`) that type's
    /// method; for a call with a receiver, the receiver call.
    struct CallKeys {
        let name: NameHash
        var method: NameHash?
        var receiver: NameHash?

        init(name: NameHash) { self.name = name }

        func forEach(label: NameHash, _ body: (ConstructionFacts.ArgumentKey) -> Void) {
            body(.init(callee: name, label: label))
            if let method { body(.init(callee: method, label: label)) }
            if let receiver { body(.init(callee: receiver, label: label)) }
        }
    }

    static let environmentHash = NameHash("environment")
    static let initHash = NameHash("init")
    static let transformEnvironmentHash = NameHash("transformEnvironment")

    /// Compared directly: this runs for every call.
    private static func setsEnvironment(_ callee: NameHash) -> Bool {
        callee == environmentHash || callee == transformEnvironmentHash
    }

    /// `.environment(\.isInCaptureMode, true)`: which value is set, and whether to a literal.
    /// A preview's settings are not the app's. `transformEnvironment(\.x) { … }` changes `x`
    /// as it likes; a key path that is not written out (`environment(keyPath, value)` in a
    /// helper) could be any value's.
    private mutating func recordEnvironmentInjection(_ call: CallSyntax, name callee: NameHash) {
        let arguments = call.arguments
        let transforms = callee == Self.transformEnvironmentHash
        // `.environment(model)` puts an object in the environment: no key path.
        guard !isInPreview, transforms || arguments.count == 2, let first = arguments.first?.child(field: .value) else { return }
        guard let key = IdentitySyntax.keyPath(first)?.components.last else {
            facts.constructions.environmentInjections.append(.init(key: nil, isLiteral: false))
            return
        }
        let isLiteral = !transforms && arguments[1].child(field: .value).map(IdentitySyntax.isConstantValue) == true
        facts.constructions.environmentInjections.append(.init(key: NameHash(key), isLiteral: isLiteral))
    }

    /// `var isLoading: Bool { model.state == .loading }`: a computed property of a type changes
    /// when what its getter reads does. Only short getters are read (a condition's helper
    /// property, not a view's `body`; a longer one is recorded as read incompletely, so that a
    /// getter reading it is not taken as complete); the declaration's shape was read by
    /// `appendProperties`.
    mutating func recordComputedProperty(_ node: Node, _ shape: PropertyShape) {
        guard let (name, nameBytes) = shape.name, name != "body", let type = scopes.dataType,
              let getter = node.child(field: .computedValue) else { return }
        let label = node.tree.source.nameHash(nameBytes)
        let isComplete = getter.endByte - getter.startByte <= 400
            && recordDerivation(of: CallKeys(name: NameHash(type)), label: label, from: getter, checksCompleteness: true)
        facts.constructions.getters.append(.init(key: .init(callee: NameHash(type), label: label), isComplete: isComplete))
    }

    /// Whether the names recorded are all the value reads (asked only with `checksCompleteness`;
    /// see `IdentitySyntax.rootReads`).
    @discardableResult
    private mutating func recordDerivation(
        of keys: CallKeys, label: NameHash, from value: Node, neverNil: Bool = false, checksCompleteness: Bool = false
    ) -> Bool {
        var isComplete = true
        for read in IdentitySyntax.rootReads(of: value, limit: 48, checksCompleteness: checksCompleteness, isComplete: &isComplete) {
            guard let (source, isElement) = name(read.root) else { continue }
            // The member read next belongs to the root's value, not to a loop element's collection.
            let member = isElement ? nil : read.member?.nameHash
            keys.forEach(label: label) { key in
                source.forEach {
                    facts.constructions.sources.append(.init(argument: key, source: $0, member: member, isElement: isElement, neverNil: neverNil))
                }
            }
        }
        return isComplete
    }

    /// `isOn ? "Hide" : "Show"`, `"\(count) items"`: a value that is some value whatever the
    /// names it reads hold. Only literals and implicit members other than `.none` count (a
    /// static member such as `Config.fallbackURL` may be optional).
    private static func isNeverNil(_ value: Node) -> Bool {
        if value.is(.lineStringLiteral) || value.is(.multiLineStringLiteral) { return true }
        guard value.is(.ternaryExpression), let yes = value.child(field: .ifTrue), let no = value.child(field: .ifFalse) else { return false }
        return isSomeLiteral(yes) && isSomeLiteral(no)
    }

    private static func isSomeLiteral(_ arm: Node) -> Bool {
        if arm.is(.lineStringLiteral) || arm.is(.multiLineStringLiteral) || arm.is(.booleanLiteral) || arm.is(.realLiteral) { return true }
        if IdentitySyntax.isIntegerLiteral(arm) { return true }
        return arm.is(.prefixExpression) && IdentitySyntax.isConstantValue(arm) && !arm.textEquals(".none")
    }

    /// Before the calls inside it are visited (the walk is pre-order): where a presentation's
    /// content lies, and which construction a `.id(…)` keys (`Editor(draft: d).padding().id(d.id)`
    /// keys the `Editor(…)` the chain starts with).
    mutating func notePresentationAndKey(_ call: CallSyntax) {
        for content in SyntaxHelpers.presentedContent(of: call) { presentedRanges.append(content.byteRange) }
        guard call.memberHash == Self.idHash, var receiver = call.callee.child(field: .target) else { return }
        while receiver.is(.callExpression), let callee = receiver.namedChild(0), callee.is(.navigationExpression),
              let target = callee.child(field: .target) {
            receiver = target
        }
        if receiver.is(.callExpression) { keyedConstructionStarts.insert(receiver.startByte) }
    }

    /// Whether the byte is inside presented content seen so far; ranges that end before it are
    /// dropped (nothing later can be inside them).
    mutating func isInPresentedContent(_ byte: Int) -> Bool {
        presentedRanges.removeAll { $0.upperBound <= byte }
        return presentedRanges.contains { $0.contains(byte) }
    }

    static let idHash = NameHash("id")

    /// `FeedView<Store>(isSidebar: true)`: a generic type's initializer, spelled with its
    /// arguments, is a `constructor_expression`.
    mutating func recordConstructor(_ node: Node) {
        guard let type = node.child(field: .constructedType),
              let arguments = node.firstChild(.constructorSuffix)?.firstChild(.valueArguments) else { return }
        let name = SyntaxHelpers.typeBaseName(type)
        facts.constructions.embeddedTypes.append(NameHash(name))
        recordArguments(arguments.namedChildren.filter { $0.is(.valueArgument) }, of: CallKeys(name: NameHash(name)))
    }

    private mutating func recordArguments(_ arguments: [Node], of keys: CallKeys) {
        guard arguments.contains(where: { $0.child(field: .name) != nil }) else { return }
        for argument in arguments {
            guard let label = argument.child(field: .name), let value = argument.child(field: .value),
                  !IdentitySyntax.isConstantValue(value) else { continue }
            // `UIHostingController(rootView: Settings().environmentObject(store))`: the root view
            // under its modifiers.
            if label.textEquals("rootView"), let root = Self.rootViewType(value) { facts.constructions.hostedRoots.append(root) }
            let labelHash = label.nameHash
            if value.textEquals("nil") {
                facts.constructions.nilArguments.append(.init(callee: keys.name, label: labelHash))
                continue
            }
            // Followed or not (a `Binding(get:set:)`, a long expression), the value may change.
            if !Self.isConstantBinding(value) { keys.forEach(label: labelHash) { facts.constructions.passedArguments.append($0) } }
            if let (source, isElement) = forwardingSource(value) {
                keys.forEach(label: labelHash) { key in
                    source.forEach { facts.constructions.sources.append(.init(argument: key, source: $0, isElement: isElement, isForward: true)) }
                }
            } else if !value.is(.lambdaLiteral), value.endByte - value.startByte <= 160 {
                // What the expression reads, for evidence that the argument changes.
                recordDerivation(of: keys, label: labelHash, from: value, neverNil: Self.isNeverNil(value))
            }
        }
    }

    /// `.constant(false)` or `Binding.constant("Title")`: a binding to a literal never changes.
    static func isConstantBinding(_ value: Node) -> Bool {
        guard value.is(.callExpression), let callee = value.namedChild(0),
              callee.textEquals(".constant") || callee.textEquals("Binding.constant"),
              let argument = CallSyntax(value)?.firstUnlabelledArgument else { return false }
        return IdentitySyntax.isConstantValue(argument)
    }

    /// `isCompact` or `self.isCompact`: where the forwarded value comes from.
    private func forwardingSource(_ value: Node) -> (ParameterKeys, isElement: Bool)? {
        if value.is(.simpleIdentifier) { return name(value) }
        if value.is(.navigationExpression), value.child(field: .target)?.is(.selfExpression) == true, let member = value.navigationMember {
            return scopes.dataType.map { (ParameterKeys(.init(callee: NameHash($0), label: member.nameHash)), false) }
        }
        return nil
    }

    /// A name read at the visited call: the enclosing function's parameter of that name (by
    /// its label; nil for an unlabelled one), else the enclosing type's property.
    /// The element of an enclosing `ForEach` stands for its data's first name, unless the loop
    /// keys rows by the element itself (nil: fixed for its row). Names are
    /// compared in place and hashed from their bytes: this runs for every name an argument
    /// or a short getter reads.
    private func name(_ node: Node) -> (source: ParameterKeys, isElement: Bool)? {
        let source = node.tree.source
        var bytes = node.byteRange
        if node.textHasPrefix("$") { bytes = bytes.lowerBound + 1..<bytes.upperBound }
        var name: NameHash = source.nameHash(bytes)
        var elementRoot: String?
        if let iteration = scopes.iteration(ofElementAt: bytes, in: source), let root = iteration.data.components.first {
            // `ForEach(settings, id: \.self) { setting in row(for: setting) }`: the element is
            // the row's identity, the same for as long as the row exists.
            if let key = iteration.idKeyPath?.components, key.count == 1, key[0] == "self" { return nil }
            elementRoot = root
            name = NameHash(root)
        }
        if let function = scopes.innermostFunction, function.is(.functionDeclaration) {
            if let label = Self.parameterLabel(namedBy: elementRoot.map { .string($0) } ?? .bytes(bytes), of: function, in: source) {
                guard let label else { return nil }
                return (ParameterKeys(function: function, label: label), elementRoot != nil)
            }
        }
        return scopes.dataType.map { (ParameterKeys(.init(callee: NameHash($0), label: name)), elementRoot != nil) }
    }

    enum ParameterName { case bytes(Range<Int>), string(String) }

    /// The label hash of the parameter of `function` with that name: `.some(nil)` for an
    /// unlabelled one (`_ name`), nil when no parameter has the name.
    private static func parameterLabel(namedBy name: ParameterName, of function: Node, in source: SourceText) -> NameHash?? {
        var found: NameHash??
        function.forEachChild { _, parameter in
            guard found == nil, parameter.is(.parameter) else { return }
            var external: Node?, internalName: Node?
            parameter.forEachChild { field, child in
                guard child.isNamed else { return }
                if field == FieldName.externalName.id { external = child } else if field == FieldName.name.id, internalName == nil, child.is(.simpleIdentifier) { internalName = child }
            }
            guard let internalName else { return }
            let matches: Bool
            switch name {
            case .bytes(let range): matches = internalName.byteRange.count == range.count && source.bytes(range, equal: internalName.text)
            case .string(let text): matches = internalName.textEquals(text)
            }
            guard matches else { return }
            if let external { found = .some(external.textEquals("_") ? nil : external.nameHash) } else { found = .some(internalName.nameHash) }
        }
        return found
    }

    /// `serverID = nil`, `draft.serverID = nil`: the property can be nil.
    mutating func recordNilAssignment(_ node: Node, _ target: AssignmentTarget) {
        guard target.operation == "=", !target.replacesElement, node.child(field: .result)?.textEquals("nil") == true else { return }
        facts.constructions.nilAssignedNames.append(NameHash(target.changed.name))
    }

    /// The type constructed at the base of a modifier chain (`Settings` in
    /// `Settings().environmentObject(store)`), if it is a construction.
    static func rootViewType(_ value: Node) -> NameHash? {
        var node = value
        for _ in 0..<32 {
            guard node.is(.callExpression), let callee = node.namedChild(0) else { return nil }
            if callee.is(.simpleIdentifier) { return callee.startsWithUppercaseLetter ? callee.nameHash : nil }
            guard callee.is(.navigationExpression), let target = callee.child(field: .target) else { return nil }
            node = target
        }
        return nil
    }

    /// Code of a class (a coordinator, a controller, a model): a view it constructs is built
    /// when that code runs, not re-created by a parent view's update.
    private var isInClass: Bool {
        guard let index = scopes.enclosingTypeDeclaration else { return false }
        return facts.declarations[index].kind == .class
    }

    /// `profileModel.refresh()` or `self.profileModel.refresh()` where the calling type declares
    /// `@ObservedObject var profileModel` (or another object wrapper) before the call, or
    /// `AddressService.shared.refresh()` on a type's shared instance: a call on a model or a
    /// service, not on a copy of a view.
    private func isObjectProperty(_ receiver: Node) -> Bool {
        var root = receiver
        while root.is(.navigationExpression), let target = root.child(field: .target) { root = target }
        if root.is(.simpleIdentifier), root.startsWithUppercaseLetter { return true }
        var name = receiver
        if receiver.is(.navigationExpression), receiver.child(field: .target)?.is(.selfExpression) == true, let member = receiver.navigationMember {
            name = member
        }
        guard name.is(.simpleIdentifier), let index = scopes.enclosingTypeDeclaration else { return false }
        return facts.declarations[index].properties.contains { property in
            property.wrapper.map(PropertyFact.referenceHolders.contains) == true && name.textEquals(property.name)
        }
    }

    /// The name of the `App` whose code this is (its `body` builds the scenes), if it is one.
    private var appBeingBuilt: String? {
        guard let index = scopes.enclosingTypeDeclaration, facts.declarations[index].conformances.contains("App") else { return nil }
        return facts.declarations[index].name
    }

    /// Code of a preview: a `PreviewProvider` (named `…_Previews` or `…Previews`) or top-level
    /// code outside any type or function (`#Preview { … }`), which no running app executes.
    private var isInPreview: Bool {
        guard let type = scopes.dataType else { return scopes.innermostFunction == nil }
        return type.hasSuffix("Previews") || type.hasSuffix("Preview")
    }

    /// SwiftUI's views and values most often constructed with labelled arguments, by `NameHash`.
    static let swiftUIViewHashes: Set<NameHash> = Set([
        "Text", "Button", "Image", "Label", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
        "LazyHGrid", "GridItem", "Grid", "GridRow", "Toggle", "TextField", "SecureField", "Picker", "Slider", "Stepper",
        "NavigationLink", "NavigationStack", "NavigationSplitView", "ForEach", "List", "Section", "Spacer", "Divider",
        "Color", "Font", "RoundedRectangle", "Circle", "Capsule", "Rectangle", "EdgeInsets", "LinearGradient",
        "RadialGradient", "AngularGradient", "ScrollView", "ScrollViewReader", "GeometryReader", "ProgressView", "Menu",
        "ShareLink", "Link", "DatePicker", "ColorPicker", "Gauge", "LabeledContent", "ContentUnavailableView",
        "AsyncImage", "TabView", "Tab", "Group", "GroupBox", "DisclosureGroup", "Form", "Table", "TableColumn",
        "ToolbarItem", "ToolbarItemGroup", "Animation", "CGSize", "CGRect", "CGPoint", "UIColor", "NSColor", "URL",
        "Date", "UUID", "Binding", "AnyShapeStyle", "ViewThatFits", "TimelineView", "Canvas", "Alert", "ActionSheet",
    ].map(NameHash.init))

    /// The library calls among `swiftUIModifierHashes` (`save`, `fetch`, `send`, …), which a
    /// view's own method may share a name with: recorded as calls on a receiver all the same.
    static let libraryCallHashes: Set<NameHash> = Set(libraryCallNames.map(NameHash.init))

    private static let libraryCallNames = [
        "formatted", "appending", "replacingOccurrences", "components", "addingPercentEncoding", "sink", "receive",
        "dropFirst", "prefix", "suffix", "map", "filter", "sorted", "first", "firstIndex", "contains", "reduce", "joined",
        "asyncAfter", "async", "dataTask", "post", "addObserver", "removeObserver", "set", "setValue", "value", "object",
        "string", "bool", "integer", "decode", "encode", "localizedString", "date", "distance", "index", "insert", "remove",
        "append", "removeAll", "send", "fetch", "save", "delete", "perform", "log", "debug", "info", "error", "warning",
    ]

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
    ].map(NameHash.init)).union(libraryCallHashes)
}
