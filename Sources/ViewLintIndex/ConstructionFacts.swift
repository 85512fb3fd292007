import ViewLintSyntax

/// What the project's calls pass to initializers and functions, for evidence about values.
///
/// A view's condition changes while it is shown when it reads a property with a dynamic
/// wrapper (`@State`, …), or a plain property or parameter that a caller forwards or derives
/// from one: `Badge(isProminent: unread > 0)` makes `Badge.isProminent` change with the
/// caller's `@State unread`. Calls are read by callee name and argument label; a plain name
/// passed (`Row(isCompact: isCompact)`) is kept as forwarded from the caller's property or
/// parameter, an expression as derived from the names it reads. The same calls show which
/// optionals are given `nil` and which views only a hosting controller constructs.
///
/// Every call of a project is read, so names are kept as `NameHash`es and a file's facts as
/// plain arrays (no String, no dictionary per call); `ConstructionIndex` merges them once.
public struct ConstructionFacts: Sendable, Codable {
    /// Arguments passed a plain name (forwarded) or an expression (derived, `count:
    /// items.count`): each with a caller's property or parameter it reads (`items`).
    public var sources: [ArgumentSource] = []
    /// Arguments some call passes a value that is not a literal (nor `nil`, nor a binding to
    /// a literal), whether or not the index follows what the value reads.
    public var passedArguments: [ArgumentKey] = []
    /// Arguments some call passes a literal `nil` (`Message(serverID: nil, …)`).
    public var nilArguments: [ArgumentKey] = []
    /// Computed properties (type, name) whose getter the index read, and whether its `sources`
    /// are all it reads, so that it changes exactly when one of them does (see
    /// `recordComputedProperty`).
    public var getters: [GetterRead] = []

    public struct GetterRead: Sendable, Codable {
        public let key: ArgumentKey
        public let isComplete: Bool
    }
    /// Names of properties some assignment sets to `nil` (`draft.serverID = nil`).
    public var nilAssignedNames: [NameHash] = []
    /// Types constructed as the root view of a hosting controller or view
    /// (`UIHostingController(rootView: Settings())`), and types constructed anywhere else.
    public var hostedRoots: [NameHash] = []
    public var embeddedTypes: [NameHash] = []
    /// Types some construction keys with `.id(…)` (`Editor(draft: d).id(d.id)`): a new value
    /// there makes a new view, so what it copied from its inputs is taken anew.
    public var keyedTypes: [NameHash] = []
    /// Types some construction presents: the content of `.sheet`, `.fullScreenCover`, `.popover`,
    /// `.inspector`, `.navigationDestination` or a `NavigationLink`'s destination, shown over or
    /// instead of the code that built it.
    public var presentedTypes: [NameHash] = []
    /// Types a preview constructs (`#Preview`, a `PreviewProvider`).
    public var previewTypes: [NameHash] = []
    /// Views constructed in the body of an `App` (`WindowGroup { ContentView() }`), with the
    /// app's name: an app without state builds its scenes once.
    public var appRoots: [AppRoot] = []

    public struct AppRoot: Sendable, Codable {
        public let view: NameHash
        public let app: String
    }
    /// The project's calls of methods on a receiver other than `self` (`story.refresh()`), by
    /// method and calling type: what values held outside a type call on it.
    public var receiverCalls: [ReceiverCall] = []

    public struct ReceiverCall: Hashable, Sendable, Codable {
        public let method: NameHash
        /// The type whose code makes the call (an empty name outside any type).
        public let caller: NameHash
    }
    /// `.environment(\.isInCaptureMode, true)`: the environment value set (its key path's last
    /// name) and whether the value is a literal, the same for the whole subtree it is set on.
    public var environmentInjections: [EnvironmentInjection] = []

    public init() {}

    public struct EnvironmentInjection: Sendable, Codable {
        /// nil for a key path the call does not spell out: it may set any value.
        public let key: NameHash?
        public let isLiteral: Bool
    }

    /// An argument by callee (a type or a function's base name) and label; for a forwarded
    /// value, the caller's property (type, property name) or parameter (function, label).
    public struct ArgumentKey: Hashable, Sendable, Codable {
        /// The callee's and the label's hashes, combined: the only thing keys are compared by.
        let pair: NameHash

        public init(callee: NameHash, label: NameHash) { pair = callee.combined(with: label) }

        public init(callee: String, label: String) { self.init(callee: NameHash(callee), label: NameHash(label)) }

        /// A method's parameter as the calls inside its own type reach it (`row(for: item)`
        /// in `SettingsList` calls `SettingsList.row(for:)`, not another type's `row(for:)`).
        public static func method(_ function: NameHash, of type: NameHash, label: NameHash) -> Self {
            .init(callee: methodCallee(function, of: type), label: label)
        }

        /// A method's parameter as calls with a receiver reach it (`list.row(for: item)`),
        /// whatever the receiver's type.
        public static func receiverCall(_ function: NameHash, label: NameHash) -> Self {
            .init(callee: receiverCallee(function), label: label)
        }

        /// The callee hashes of `method` and `receiverCall`, for a call recorded under each label.
        static func methodCallee(_ function: NameHash, of type: NameHash) -> NameHash { type.combined(with: function) }
        static func receiverCallee(_ function: NameHash) -> NameHash { receiverSalt.combined(with: function) }

        private static let receiverSalt = NameHash("(receiver)")

        /// Stored as its hash alone, like `NameHash`.
        public init(from decoder: any Decoder) throws { pair = try NameHash(from: decoder) }

        public func encode(to encoder: any Encoder) throws { try pair.encode(to: encoder) }
    }

    /// An argument and one name its value reads, with the member read next
    /// (`configuration` in `isEditable: model.configuration.isEditable`).
    public struct ArgumentSource: Sendable, Codable {
        public let argument: ArgumentKey
        public let source: ArgumentKey
        public var member: NameHash?
        /// The name read is a loop's element (`Row(item: item)` in `ForEach(items)`).
        public var isElement = false
        /// The value is never nil whatever the name holds (`label: isOn ? "Hide" : "Show"`):
        /// the name changes what is passed, not whether something is.
        public var neverNil = false
        /// The value is the name itself (`label: label`), so it is nil exactly when the name is.
        public var isForward = false
    }

    /// A name an argument reads, as the index follows it.
    public struct Source: Hashable, Sendable {
        public let key: ArgumentKey
        public let member: NameHash?
        /// See `ArgumentSource.neverNil` and `ArgumentSource.isForward`.
        public var neverNil = false
        public var isForward = false
    }
}

/// The files' `ConstructionFacts`, merged once into sets and one lookup table.
public struct ConstructionIndex: Sendable {
    /// The names each argument's values read, in a fixed order (sets iterate differently in
    /// every process: the same evidence on every run).
    let sourcesByArgument: [ConstructionFacts.ArgumentKey: [ConstructionFacts.Source]]
    /// Arguments every call passes a loop's element (`Row(item: item)`): each row keeps its
    /// element, so what the element holds as a `let` stays.
    let elementArguments: Set<ConstructionFacts.ArgumentKey>
    let nilArguments: Set<ConstructionFacts.ArgumentKey>
    let passedArguments: Set<ConstructionFacts.ArgumentKey>
    /// Getters every declaration of which was read completely.
    let completeGetters: Set<ConstructionFacts.ArgumentKey>
    let nilAssignedNames: Set<NameHash>
    let hostedRoots: Set<NameHash>
    let embeddedTypes: Set<NameHash>
    let keyedTypes: Set<NameHash>
    let presentedTypes: Set<NameHash>
    /// Types constructed anywhere the index records: embedded, hosted, an app's scene, a preview.
    let constructedTypes: Set<NameHash>
    /// The apps whose body constructs each view.
    let appsConstructing: [NameHash: Set<String>]
    /// For each method called on a receiver, the types whose code calls it so.
    let receiverCallers: [NameHash: Set<NameHash>]
    /// Environment values the project sets only to literals (true) or also to values that can
    /// change (false); absent when it never sets them.
    let environmentValues: [NameHash: Bool]
    /// Some call sets an environment value through a key path it does not spell out.
    let setsUnnamedEnvironmentValues: Bool

    init(_ files: [ConstructionFacts]) {
        var sources: [ConstructionFacts.ArgumentKey: [ConstructionFacts.Source]] = [:]
        var elementOnly: [ConstructionFacts.ArgumentKey: Bool] = [:]
        var nilArguments: Set<ConstructionFacts.ArgumentKey> = [], nilAssigned: Set<NameHash> = []
        var passed: Set<ConstructionFacts.ArgumentKey> = []
        var hosted: Set<NameHash> = [], embedded: Set<NameHash> = [], keyed: Set<NameHash> = [], presented: Set<NameHash> = []
        var previewed: Set<NameHash> = []
        var receiverCallers: [NameHash: Set<NameHash>] = [:]
        var appsConstructing: [NameHash: Set<String>] = [:]
        var getters: [ConstructionFacts.ArgumentKey: Bool] = [:]
        for file in files {
            for getter in file.getters { getters[getter.key] = (getters[getter.key] ?? true) && getter.isComplete }
            for entry in file.sources {
                sources[entry.argument, default: []].append(.init(key: entry.source, member: entry.member, neverNil: entry.neverNil, isForward: entry.isForward))
                elementOnly[entry.argument] = (elementOnly[entry.argument] ?? true) && entry.isElement
            }
            nilArguments.formUnion(file.nilArguments)
            passed.formUnion(file.passedArguments)
            nilAssigned.formUnion(file.nilAssignedNames)
            hosted.formUnion(file.hostedRoots)
            embedded.formUnion(file.embeddedTypes)
            keyed.formUnion(file.keyedTypes)
            presented.formUnion(file.presentedTypes)
            previewed.formUnion(file.previewTypes)
            for call in file.receiverCalls { receiverCallers[call.method, default: []].insert(call.caller) }
            for root in file.appRoots { appsConstructing[root.view, default: []].insert(root.app) }
        }
        var environment: [NameHash: Bool] = [:], unnamed = false
        for injection in files.lazy.flatMap(\.environmentInjections) {
            guard let key = injection.key else {
                unnamed = true
                continue
            }
            environment[key] = (environment[key] ?? true) && injection.isLiteral
        }
        environmentValues = environment
        setsUnnamedEnvironmentValues = unnamed
        sourcesByArgument = sources.mapValues { list in
            var seen: Set<ConstructionFacts.Source> = []
            return list.filter { seen.insert($0).inserted }.sorted {
                ($0.key.pair.value, $0.member?.value ?? 0) < ($1.key.pair.value, $1.member?.value ?? 0)
            }
        }
        elementArguments = Set(elementOnly.filter(\.value).keys)
        // A getter that reads another getter read incompletely (`visible.isEmpty` where
        // `visible` calls a method) is incomplete too, however many levels down.
        var changed = true
        while changed {
            changed = false
            for (key, isComplete) in getters where isComplete {
                if sources[key, default: []].contains(where: { getters[$0.key] == false }) {
                    getters[key] = false
                    changed = true
                }
            }
        }
        completeGetters = Set(getters.filter(\.value).keys)
        self.nilArguments = nilArguments
        passedArguments = passed
        nilAssignedNames = nilAssigned
        hostedRoots = hosted
        embeddedTypes = embedded
        keyedTypes = keyed
        presentedTypes = presented
        constructedTypes = hosted.union(embedded).union(previewed).union(appsConstructing.keys)
        self.receiverCallers = receiverCallers
        self.appsConstructing = appsConstructing
    }
}

/// Types whose values travel through a channel that carries one type between unrelated views:
/// a Combine subject or publisher (`CurrentValueSubject<Popover?, Never>`) or a
/// `PreferenceKey`'s `defaultValue` (`[MenuGroup]`). Such a type cannot be generic over the views
/// it carries. Computed once from the declared and inferred property types.
struct ChannelCarriedTypes: Sendable {
    let names: Set<String>

    /// How a property's type text starts when a channel carries its values.
    static let channelPrefixes = ["CurrentValueSubject", "PassthroughSubject", "AnyPublisher"].flatMap { [$0 + "<", "(" + $0 + "<"] }

    init(_ types: [String: ProjectIndex.TypeInfo]) {
        var names: Set<String> = []
        for type in types.values {
            let isPreferenceKey = type.conforms(to: "PreferenceKey")
            for property in type.properties {
                guard let text = property.type?.text else { continue }
                let carried: Substring
                if isPreferenceKey, property.name == "defaultValue" {
                    carried = Substring(text)
                } else if Self.channelPrefixes.contains(where: text.hasPrefix),
                          let open = text.firstIndex(of: "<") {
                    carried = text[text.index(after: open)...]
                } else {
                    continue
                }
                // The type names the value is made of: upper-case words of its type's text.
                for word in carried.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                where word.first?.isUppercase == true { names.insert(String(word)) }
            }
        }
        self.names = names
    }
}

/// What a member read through a property holds (`configuration` in
/// `model.configuration.isEditable`): for each (type, property), the property's type, and for
/// each (class, member) whether it is a stored `let`, fixed for the object that holds it (a
/// value's `let`s change when the value is replaced).
struct MemberTypes: Sendable {
    /// The declared type of each property whose value is not replaced while a view shows it (a
    /// `@StateObject`, an observed object, a plain property): only through such a holder is a
    /// stored `let` fixed. A `@State` or `@Published` value is replaced whole.
    let propertyTypes: [ConstructionFacts.ArgumentKey: NameHash]
    let storedLets: Set<ConstructionFacts.ArgumentKey>
    /// Plain stored `var`s of observable objects (`ObservableObject`, `@Observable`) that the
    /// project writes after initialization, described:
    /// a getter that reads one (`var isPreparing: Bool { session?.isPending == true }`) changes
    /// when it is written, though no wrapper announces it.
    let writtenVars: [ConstructionFacts.ArgumentKey: String]

    static let observableProtocols: Set<String> = ["ObservableObject", "Observable"]

    init(_ types: [String: ProjectIndex.TypeInfo], data: DataIndex) {
        var propertyTypes: [ConstructionFacts.ArgumentKey: NameHash] = [:], storedLets: Set<ConstructionFacts.ArgumentKey> = []
        var writtenVars: [ConstructionFacts.ArgumentKey: String] = [:]
        propertyTypes.reserveCapacity(types.values.reduce(0) { $0 + $1.properties.count })
        for (name, type) in types where !type.isAmbiguous {
            let callee = NameHash(name)
            let isReferenceType = type.isReferenceType
            // Only observable objects: a view's body reads them again when they change (every
            // var of an `@Observable` class; for an `ObservableObject`, when any `@Published`
            // member changes, which is when a plain var written beside it is read anew). A
            // controller's or a test's vars are not read again by a view.
            var isObservable: Bool?
            // Asked at most once per type, and only when a never-written var needs it.
            var isFilledByFramework: Bool?
            for property in type.properties where !property.isStatic {
                let key = ConstructionFacts.ArgumentKey(callee: callee, label: NameHash(property.name))
                // An object's plain `var` that its code reassigns holds one value after another:
                // what that value keeps as `let`s is not fixed for the object.
                var isReassignedObjectVar = isReferenceType && !property.isComputed && !property.isLet && property.wrapper == nil
                    && data.isWritten(property.name)
                if isReassignedObjectVar {
                    if isObservable == nil { isObservable = ProjectIndex.conforms(name, toAnyOf: Self.observableProtocols, in: types) }
                    isReassignedObjectVar = isObservable == true
                }
                if let declared = property.type?.baseName, !isReassignedObjectVar,
                   !property.isReplacedWhole(holding: types[declared], assignedIn: name, data) {
                    propertyTypes[key] = NameHash(declared)
                }
                guard isReferenceType, !property.isComputed else { continue }
                if property.isLet {
                    storedLets.insert(key)
                } else if property.isFixedAfterInitialization(types: types, data: data) {
                    if isFilledByFramework == nil { isFilledByFramework = ProjectIndex.isFilledByFramework(name, types: types) }
                    if isFilledByFramework == false { storedLets.insert(key) }
                } else if isReassignedObjectVar {
                    writtenVars[key] = "`\(property.name)` of \(name), which the project writes"
                }
            }
        }
        self.propertyTypes = propertyTypes
        self.storedLets = storedLets
        self.writtenVars = writtenVars
    }
}

extension PropertyFact {
    /// A stored `var` (plain or `@Published`) that nothing in the project writes after
    /// initialization (`var isEditable: Bool` set once in `init`): as fixed as a `let`, unless
    /// its type's values are filled in by a framework (`ProjectIndex.isFilledByFramework`). Not
    /// a property holding one of the project's objects, whose own members may change
    /// (`var favorites: FavoritesModel` whose `rows` are loaded): only values are judged fixed,
    /// so a type must be known.
    func isFixedAfterInitialization(types: [String: ProjectIndex.TypeInfo], data: DataIndex) -> Bool {
        guard !isLet, !isComputed, wrapper == nil || wrapper == "Published", !data.isWritten(name) else { return false }
        if let declared = type?.baseName { return types[declared]?.isReferenceType != true }
        return hasLiteralInitialValue
    }

    /// Wrappers that hold a reference the view keeps (`@StateObject`, an observed object, an
    /// `@Environment(Model.self)` object): what the object's `let`s hold stays.
    static let referenceHolders: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Bindable"]

    /// Whether the property's value can be replaced whole while a view shows it (`@State`,
    /// `@Binding`, `@Published`, an environment value, … of a value type), so that even the
    /// `let`s of what it holds change. A class instance in `@State` that `owner` never assigns
    /// (an `@Observable` model the view owns) is kept like a `@StateObject`.
    public func isReplacedWhole(holding type: ProjectIndex.TypeInfo?, assignedIn owner: String, _ data: DataIndex) -> Bool {
        guard let wrapper, ProjectIndex.dynamicWrappers.contains(wrapper) else { return false }
        if Self.referenceHolders.contains(wrapper) || wrapper == "Environment" && wrapperKeyPath == nil { return false }
        guard wrapper == "State", type?.primary?.kind == .class else { return true }
        return data.changes(of: name).contains { $0.enclosingType == owner }
    }
}

/// The (type, property) pairs whose wrapper changes them while a view is shown, described
/// (`@State isOn`), computed once from the declarations.
struct DynamicProperties: Sendable {
    let descriptions: [ConstructionFacts.ArgumentKey: String]

    /// A project's own environment value (declared in `extension EnvironmentValues`) that the
    /// project never sets, or sets only to literals (`.environment(\.isInCaptureMode, true)`
    /// on a snapshot), is the same for as long as a view is shown: `@Environment` of it is no
    /// evidence of change. SwiftUI's own values (`colorScheme`, …) are, except those fixed for
    /// a view's life (`widgetFamily`: a widget of another size is another view).
    /// A `@Published` property that nothing writes after initialization is fixed too.
    init(_ types: [String: ProjectIndex.TypeInfo], constructions: ConstructionIndex, data: DataIndex) {
        let projectValues = types["EnvironmentValues"]
        var descriptions: [ConstructionFacts.ArgumentKey: String] = [:]
        for (name, type) in types {
            for property in type.properties where !property.isStatic {
                guard let wrapper = property.wrapper, ProjectIndex.dynamicWrappers.contains(wrapper) else { continue }
                if wrapper == "Published", !data.isWritten(property.name) { continue }
                if wrapper == "Environment", !constructions.setsUnnamedEnvironmentValues, let key = property.wrapperKeyPath,
                   projectValues?.property(named: key) != nil, constructions.environmentValues[NameHash(key)] != false { continue }
                if wrapper == "Environment", let key = property.wrapperKeyPath, Self.fixedSystemValues.contains(key) { continue }
                let key = ConstructionFacts.ArgumentKey(callee: name, label: property.name)
                // A binding is what callers pass: in a view the project constructs, one that every
                // construction passes a binding to a literal (`.constant(false)`), or leaves out
                // (only a preview builds the view, with `.constant`), changes nothing. With an
                // initializer of its own, the label may differ; a view constructed nowhere has
                // callers unseen.
                if wrapper == "Binding", !constructions.passedArguments.contains(key), constructions.constructedTypes.contains(NameHash(name)),
                   !type.methods.contains(where: { $0.name == "init" }) { continue }
                descriptions[key] = "`@\(wrapper) \(property.name)`"
            }
        }
        self.descriptions = descriptions
    }

    /// SwiftUI's environment values that stay the same for as long as a view is shown.
    static let fixedSystemValues: Set<String> = ["widgetFamily"]
}

extension ProjectIndex {
    /// Evidence that the optional property `property` of `typeName` is nil for some value: a
    /// construction passes it `nil`, or an assignment sets a property of that name to `nil`.
    /// Nil when the project shows neither (the optional may still be nil at run time).
    public func nilEvidence(_ property: String, of typeName: String) -> String? {
        if constructions.nilArguments.contains(.init(callee: typeName, label: property)) {
            return "a construction of \(typeName) passes `\(property): nil`"
        }
        if constructions.nilAssignedNames.contains(NameHash(property)) { return "`\(property)` is set to nil" }
        return nil
    }

    /// Whether values of `typeName` travel through a Combine subject or publisher or as a
    /// preference key's value (see `ChannelCarriedTypes`).
    public func travelsThroughChannel(_ typeName: String) -> Bool { channelCarriedTypes.names.contains(typeName) }

    /// Whether every construction of the view `typeName` the project shows is the root view of
    /// a hosting controller or view, or a scene's view in an `App` that has no state (no
    /// property with a wrapper): no parent view re-creates it, only the host or the app, once.
    public func isOnlyHostedRoot(_ typeName: String) -> Bool {
        let name = NameHash(typeName)
        guard !constructions.embeddedTypes.contains(name) else { return false }
        if constructions.hostedRoots.contains(name) { return true }
        guard let apps = constructions.appsConstructing[name] else { return false }
        // Any wrapped property (`@AppStorage`, `@UIApplicationDelegateAdaptor`, `@FocusedValue`, …)
        // may make the app build its scenes again.
        return apps.allSatisfy { app in
            type(named: app)?.properties.contains { $0.wrapper != nil } == false
        }
    }

    /// Whether some construction of the view `typeName` is keyed with `.id(…)`.
    public func isKeyedWithID(_ typeName: String) -> Bool { constructions.keyedTypes.contains(NameHash(typeName)) }

    /// Whether some construction of the view `typeName` is presented (a sheet's content, a
    /// navigation destination, …): shown while the code that built it is covered or gone.
    public func isPresented(_ typeName: String) -> Bool { constructions.presentedTypes.contains(NameHash(typeName)) }

    /// Whether code outside the type `owner` calls a method named `name` on a receiver
    /// (`stories[i].refresh()` in a data source). Calls inside `owner` are its own (a view's
    /// `refresh()` calling `model.refresh()`). A name SwiftUI also gives a modifier
    /// (`onAppear`) counts as called: such calls are not told apart.
    public func isCalledOnReceiver(_ name: String, outside owner: String) -> Bool {
        let hash = NameHash(name)
        if FileFactsCollector.swiftUIModifierHashes.contains(hash), !FileFactsCollector.libraryCallHashes.contains(hash) { return true }
        let ownerHash = NameHash(owner)
        return constructions.receiverCallers[hash]?.contains { $0 != ownerHash } ?? false
    }

    /// Whether every call passes the argument `key` a loop's element (`Row(item: item)`).
    public func receivesOnlyElements(_ key: ConstructionFacts.ArgumentKey) -> Bool {
        constructions.elementArguments.contains(key)
    }

    /// Whether the getter of the computed property `key` (type, name) reads only the names the
    /// index recorded for it (no call of the type's own methods, nothing left unread), in every
    /// declaration: then it changes only when they do.
    public func readsOnlyRecordedNames(getter key: ConstructionFacts.ArgumentKey) -> Bool {
        constructions.completeGetters.contains(key)
    }

    /// Whether some call passes the argument `key` a value the index follows (not a literal).
    public func isPassedValues(_ key: ConstructionFacts.ArgumentKey) -> Bool {
        constructions.sourcesByArgument[key] != nil
    }

    /// Evidence that the value behind `key` changes while a view is shown, described
    /// (`@State isExpanded`): a property with a dynamic wrapper, or a plain property or a
    /// parameter that some caller forwards or derives from one (followed a few levels).
    /// With `presence`, only whether the value is nil matters (`if let label`): a caller that
    /// always passes some value (`label: isOn ? "Hide" : "Show"`) gives no evidence, and the
    /// question stays one of presence only through plain forwards (`label: label`).
    public func changeEvidence(_ key: ConstructionFacts.ArgumentKey, presence: Bool = false) -> String? {
        var visiting: Set<ConstructionFacts.ArgumentKey> = []
        return changeEvidence(key, presence: presence, visiting: &visiting)
    }

    /// Evidence that callers pass the parameter `key` (an initializer's label) values that change
    /// while they are shown: only what the calls pass, not the callee's own property of that
    /// name (a view's `@State draft` seeded from its `init(draft:)` is no evidence of itself).
    public func changeEvidence(passedTo key: ConstructionFacts.ArgumentKey) -> String? {
        var visiting: Set<ConstructionFacts.ArgumentKey> = []
        return changeEvidence(key, presence: false, visiting: &visiting, readsDeclaration: false)
    }

    private func changeEvidence(
        _ key: ConstructionFacts.ArgumentKey, presence: Bool, visiting: inout Set<ConstructionFacts.ArgumentKey>, readsDeclaration: Bool = true
    ) -> String? {
        guard visiting.count < 10, visiting.insert(key).inserted else { return nil }
        if readsDeclaration {
            // An object's stored `let` (a getter's `for contract in contracts`) keeps the value its
            // initializer was given, whatever the caller passes later.
            if memberTypes.storedLets.contains(key) { return nil }
            if let evidence = dynamicProperties.descriptions[key] ?? memberTypes.writtenVars[key] { return evidence }
        }
        for source in constructions.sourcesByArgument[key] ?? [] where !(presence && source.neverNil) {
            // `model.configuration`: a stored `let` of the model's type is fixed for that model,
            // whatever makes the model change; a `@Published` member or a getter is followed.
            if let member = source.member, let holder = memberTypes.propertyTypes[source.key] {
                let memberKey = ConstructionFacts.ArgumentKey(callee: holder, label: member)
                if memberTypes.storedLets.contains(memberKey) { continue }
                if dynamicProperties.descriptions[memberKey] != nil || constructions.sourcesByArgument[memberKey] != nil {
                    if let evidence = changeEvidence(memberKey, presence: false, visiting: &visiting) { return evidence }
                    continue
                }
            }
            if let evidence = changeEvidence(source.key, presence: presence && source.isForward, visiting: &visiting) { return evidence }
        }
        return nil
    }

    /// Property wrappers whose value changes while a view is shown: SwiftUI's dynamic
    /// properties, Combine's `@Published`, SwiftData's `@Query`, common settings wrappers.
    public static let dynamicWrappers: Set<String> = [
        "State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Environment", "Bindable",
        "FocusState", "GestureState", "AppStorage", "SceneStorage", "Published", "Query", "FetchRequest",
        "SectionedFetchRequest", "ScaledMetric", "Default", "AccessibilityFocusState",
    ]
}
