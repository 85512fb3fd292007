/// Cross-file facts about every scanned file, built before cross-file checks run.
///
/// A type's facts merge its declaration and all its extensions, wherever they are, so that
/// `extension Pet: Identifiable {}` in one file and `struct Pet` in another are one type.
public final class ProjectIndex: Sendable {
    /// Merged view of one type across all its declarations.
    public struct TypeInfo: Sendable {
        public let name: String
        public let declarations: [TypeDeclarationFact]
        /// The properties of every declaration, merged once: rules and index queries ask often.
        public let properties: [PropertyFact]
        /// Several types share the name (private types of the same name in different files):
        /// a use of the name may mean any of them.
        public let isAmbiguous: Bool

        init(name: String, declarations: [TypeDeclarationFact]) {
            self.name = name
            self.declarations = declarations
            // One declaration (the usual case) shares its array instead of copying it.
            properties = declarations.count == 1 ? declarations[0].properties : declarations.flatMap(\.properties)
            isAmbiguous = declarations.lazy.filter { $0.kind != .extension }.count > 1
        }

        /// The primary declaration (struct/class/enum/actor/protocol), when it was scanned.
        public var primary: TypeDeclarationFact? { declarations.first { $0.kind != .extension } }
        /// A class or an actor: a holder keeps the same instance, and the instance its `let`s.
        public var isReferenceType: Bool { primary.map { $0.kind == .class || $0.kind == .actor } ?? false }
        public var conformances: Set<String> { Set(declarations.flatMap(\.conformances)) }
        public var methods: [MethodFact] { declarations.flatMap(\.methods) }

        public func conforms(to protocolName: String) -> Bool {
            declarations.contains { $0.conformances.contains(protocolName) }
        }

        public func property(named name: String) -> PropertyFact? {
            properties.first { $0.name == name && !$0.isStatic }
        }
    }

    private let typesByName: [String: TypeInfo]
    /// Where key values come from, for `non-unique-id` (see `IdentityEvidenceIndex`).
    public let identityEvidence: IdentityEvidenceIndex
    private let publishedByTopic: [String: Set<String>]
    /// Data and its changes across the project, see `DataIndex`.
    public let data: DataIndex
    /// Initializer arguments across the project, see `ConstructionFacts`.
    public let constructions: ConstructionIndex
    let dynamicProperties: DynamicProperties
    let memberTypes: MemberTypes
    let channelCarriedTypes: ChannelCarriedTypes
    /// The methods of every extension of each type, gathered once: rules ask for `View`'s
    /// from one check per member call.
    private let extensionMethodsByType: [String: [MethodFact]]
    /// Resolved element type of each `ForEach`/`List`, by file and start byte of the call.
    private let iterationElementTypes: [IterationKey: String]
    /// Iterations by resolved element type, in path and line order.
    private let iterationsByElementType: [String: [IterationFact]]

    private struct IterationKey: Hashable {
        var path: String
        var startByte: Int
    }

    /// Merges the facts of every file. With `workers` above 1, the data index and what depends on
    /// it are built on a second thread beside the rest (the merge is the serial part of a run).
    public init(_ files: [FileFacts], workers: Int = 1) {
        var grouped: [String: [TypeDeclarationFact]] = [:]
        var published: [String: Set<String>] = [:]
        for file in files {
            for declaration in file.declarations { grouped[declaration.name, default: []].append(declaration) }
            for (topic, names) in file.published { published[topic, default: []].formUnion(names) }
        }
        publishedByTopic = published
        Self.assignSharedInstanceTypes(&grouped)
        let types = grouped.mapValues { declarations in
            TypeInfo(name: declarations[0].name, declarations: declarations)
        }
        typesByName = types
        let ((data, memberTypes), (identityEvidence, constructions, extensionMethodsByType, channelCarriedTypes)) = both(
            parallel: workers > 1,
            {
                let shared = Set(types.filter(\.value.isAmbiguous).keys)
                let data = DataIndex(files.map(\.data), sharedTypeNames: shared, extendedOnlyTypeNames: Set(types.filter { $0.value.primary == nil }.keys))
                return (data, MemberTypes(types, data: data))
            },
            {
                let constructions = ConstructionIndex(files.map(\.constructions))
                let extensionMethods = types.compactMapValues { type in
                    let methods = type.declarations.lazy.filter { $0.kind == .extension }.flatMap(\.methods)
                    return methods.isEmpty ? nil : Array(methods)
                }
                return (IdentityEvidenceIndex(files), constructions, extensionMethods, ChannelCarriedTypes(types))
            })
        self.data = data
        self.memberTypes = memberTypes
        self.channelCarriedTypes = channelCarriedTypes
        self.identityEvidence = identityEvidence
        self.constructions = constructions
        // Needs both halves: what the project writes, and which environment values it sets.
        dynamicProperties = DynamicProperties(types, constructions: constructions, data: data)
        self.extensionMethodsByType = extensionMethodsByType

        var elementTypes: [IterationKey: String] = [:]
        var byElement: [String: [IterationFact]] = [:]
        for file in files {
            for iteration in file.iterations {
                guard let element = Self.elementType(of: iteration, types) else { continue }
                elementTypes[IterationKey(path: iteration.site.path, startByte: iteration.site.span.startByte)] = element
                byElement[element, default: []].append(iteration)
            }
        }
        iterationElementTypes = elementTypes
        iterationsByElementType = byElement.mapValues { iterations in
            iterations.sorted { ($0.site.path, $0.site.span.line, $0.site.span.column) < ($1.site.path, $1.site.span.line, $1.site.span.column) }
        }
        // Only a type whose own conformances spell `App` can start a chain that reaches it.
        declaresApp = types.values.contains { type in
            type.declarations.contains { $0.conformances.contains(where: Self.mentionsApp) }
                && Self.conforms(type.name, to: "App", in: types)
        }
    }

    /// Whether some type of the project conforms to `App`: it targets iOS 14 / macOS 11 or later.
    public let declaresApp: Bool

    // MARK: Iterations (ForEach, List)

    /// The element type of the `ForEach`/`List` whose callee starts at `startByte` in `path`,
    /// when the index can resolve its data (`pets` → `var pets: [Pet]` → `Pet`).
    public func elementType(ofIterationIn path: String, at startByte: Int) -> String? {
        iterationElementTypes[IterationKey(path: path, startByte: startByte)]
    }

    /// Every resolved `ForEach`/`List` over a collection of `typeName`, by path and line.
    public func iterations(overElementType typeName: String) -> [IterationFact] {
        iterationsByElementType[typeName] ?? []
    }

    /// Follows the data path through declared property types: `model.pets` in `PetList` is
    /// `PetList.model: PetStore`, then `PetStore.pets: [Pet]`, so `Pet`. Nil when any step is
    /// unknown (another module, a generic, an untyped property).
    private static func elementType(of iteration: IterationFact, _ types: [String: TypeInfo]) -> String? {
        var components = iteration.data.components[...]
        var current: TypeReference?
        if let parameterType = iteration.parameterType {
            current = parameterType
        } else if let first = components.first, let type = types[first], components.count == 2 {
            // `Tab.allCases` (CaseIterable) or a static collection `Pet.samples`.
            if components.last == "allCases" { return first }
            guard let property = type.properties.first(where: { $0.isStatic && $0.name == components.last }) else { return nil }
            return property.type?.elementTypeName ?? referencedElementType(property, in: type)
        } else {
            guard let owner = iteration.enclosingType, let first = components.first else { return nil }
            current = types[owner]?.property(named: first)?.type
        }
        components = components.dropFirst()
        for component in components {
            guard let type = current, type.elementTypeName == nil,
                  let property = types[type.baseName]?.property(named: component) else { return nil }
            current = property.type
        }
        return current?.elementTypeName
    }

    /// `static let all = [cupertino, london]` in `City`, with `static let cupertino = City(…)`:
    /// the elements are the type's own static values, so `City`.
    private static func referencedElementType(_ property: PropertyFact, in type: TypeInfo) -> String? {
        guard let first = property.elementReferences.first,
              let element = type.properties.first(where: { $0.isStatic && $0.name == first })?.type,
              element.elementTypeName == nil else { return nil }
        return element.baseName
    }

    // MARK: Conformances

    /// Whether `typeName` conforms to `protocolName` according to the scanned files: directly,
    /// in any extension, or through a scanned protocol or superclass that does
    /// (`protocol Model: Identifiable`, `struct Pet: Model`). `Swift.Identifiable` counts.
    public func conforms(_ typeName: String, to protocolName: String) -> Bool {
        Self.conforms(typeName, to: protocolName, in: typesByName)
    }

    /// Whether `typeName` conforms to any of `protocolNames`, in one walk.
    public func conforms(_ typeName: String, toAnyOf protocolNames: Set<String>) -> Bool {
        Self.conforms(typeName, toAnyOf: protocolNames, in: typesByName)
    }

    /// Whether a conformance's text contains `App` (`App`, `SwiftUI.App`, `P & App`): a byte
    /// scan, far cheaper than a generic substring search over every type of the project.
    private static func mentionsApp(_ conformance: String) -> Bool {
        var matched = 0
        for byte in conformance.utf8 {
            switch (matched, byte) {
            case (_, UInt8(ascii: "A")): matched = 1
            case (1, UInt8(ascii: "p")): matched = 2
            case (2, UInt8(ascii: "p")): return true
            default: matched = 0
            }
        }
        return false
    }

    static func conforms(_ typeName: String, to protocolName: String, in typesByName: [String: TypeInfo]) -> Bool {
        conforms(typeName, toAnyOf: [protocolName], in: typesByName)
    }

    /// One walk up the conformances for several protocols. Most conformances are plain names
    /// (`Identifiable`): only those spelled with `&`, `.` or `<` are taken apart.
    static func conforms(_ typeName: String, toAnyOf protocolNames: Set<String>, in typesByName: [String: TypeInfo]) -> Bool {
        var seen: Set<String> = []
        var work = [typeName]
        while let name = work.popLast() {
            guard seen.insert(name).inserted, let info = typesByName[name] else { continue }
            for declaration in info.declarations {
                for conformance in declaration.conformances {
                    guard conformance.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "<") }) else {
                        if protocolNames.contains(conformance) { return true }
                        work.append(conformance)
                        continue
                    }
                    for part in conformance.split(separator: "&") {
                        let base = part.split(separator: ".").last.map(String.init) ?? String(part)
                        let bare = base.split(separator: "<").first.map(String.init) ?? base
                        if protocolNames.contains(bare) { return true }
                        work.append(bare)
                    }
                }
            }
        }
        return false
    }

    /// The merged facts of a type, or nil when no scanned file declares or extends it.
    public func type(named name: String) -> TypeInfo? { typesByName[name] }

    /// `var store = Store.shared` without a type: the property holds a `Store` when `Store`
    /// declares `shared` as a static member of its own, non-optional type (`static let shared =
    /// Store()`, `static var shared: Store`). Read before the types are merged, so every query
    /// sees the type; marked inferred.
    private static func assignSharedInstanceTypes(_ grouped: inout [String: [TypeDeclarationFact]]) {
        var sharedInstances: [PropertyFact.SharedInstanceSource: TypeReference] = [:]
        var pending: [String] = []
        for (name, declarations) in grouped {
            var hasSource = false
            for declaration in declarations {
                for property in declaration.properties {
                    if property.isStatic, let type = property.type, type.baseName == name, type.text == name {
                        sharedInstances[.init(type: name, member: property.name)] = type
                    }
                    if property.sharedInstanceSource != nil { hasSource = true }
                }
            }
            if hasSource { pending.append(name) }
        }
        guard !sharedInstances.isEmpty else { return }
        for name in pending {
            guard var declarations = grouped[name] else { continue }
            for index in declarations.indices {
                for property in declarations[index].properties.indices {
                    guard let source = declarations[index].properties[property].sharedInstanceSource,
                          let type = sharedInstances[source] else { continue }
                    declarations[index].properties[property].type = type
                    declarations[index].properties[property].typeIsInferred = true
                }
            }
            grouped[name] = declarations
        }
    }

    /// The type a bare name means where it is used, in the file at `path`. When several types
    /// share the name (`private struct Row` in many files), the one declared in that file; else
    /// the only one declared outside any other type. Extensions of a type picked in the file
    /// are those in the file (a private type cannot be extended elsewhere).
    public func type(named name: String, usedIn path: String) -> TypeInfo? {
        guard let type = typesByName[name], type.isAmbiguous else { return typesByName[name] }
        let primaries = type.declarations.filter { $0.kind != .extension }
        let local = primaries.filter { $0.site.path == path }
        if local.count == 1 {
            return TypeInfo(name: name, declarations: type.declarations.filter { $0.kind == .extension && $0.site.path == path } + local)
        }
        let topLevel = primaries.filter { !$0.isNested }
        guard local.isEmpty, topLevel.count == 1 else { return type }
        return TypeInfo(name: name, declarations: type.declarations.filter { $0.kind == .extension } + topLevel)
    }

    /// Whether `property` of `typeName` is a stored `var` nothing writes after initialization
    /// (see `PropertyFact.isFixedAfterInitialization`), in a type no framework fills in.
    public func isFixedAfterInitialization(_ property: PropertyFact, of typeName: String) -> Bool {
        property.isFixedAfterInitialization(types: typesByName, data: data) && !Self.isFilledByFramework(typeName, types: typesByName)
    }

    /// Whether a framework sets the properties of `typeName`'s values: a decoder (`Codable`),
    /// Core Data (`NSManagedObject`), Realm (`Object`), also through a superclass or protocol.
    static func isFilledByFramework(_ typeName: String, types: [String: TypeInfo]) -> Bool {
        conforms(typeName, toAnyOf: frameworkFilledProtocols, in: types)
    }

    private static let frameworkFilledProtocols: Set<String> = ["Codable", "Decodable", "NSManagedObject", "Object"]

    public var typeNames: [String] { typesByName.keys.sorted() }

    /// Names that rules published under `topic` from any file, e.g. the names of the
    /// project's conditional-modifier methods, so that call sites in other files can be judged.
    public func published(_ topic: String) -> Set<String> { publishedByTopic[topic] ?? [] }

    /// Every method declared in an extension of `typeName` (e.g. `View`) across the project.
    public func extensionMethods(of typeName: String) -> [MethodFact] {
        extensionMethodsByType[typeName] ?? []
    }
}
