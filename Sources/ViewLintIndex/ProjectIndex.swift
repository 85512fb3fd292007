/// Cross-file facts about every scanned file, built before cross-file checks run.
///
/// A type's facts merge its declaration and all its extensions, wherever they are, so that
/// `extension Pet: Identifiable {}` in one file and `struct Pet` in another are one type.
public final class ProjectIndex: Sendable {
    /// Merged view of one type across all its declarations.
    public struct TypeInfo: Sendable {
        public let name: String
        public let declarations: [TypeDeclarationFact]

        /// The primary declaration (struct/class/enum/actor/protocol), when it was scanned.
        public var primary: TypeDeclarationFact? { declarations.first { $0.kind != .extension } }
        public var conformances: Set<String> { Set(declarations.flatMap(\.conformances)) }
        public var properties: [PropertyFact] { declarations.flatMap(\.properties) }
        public var methods: [MethodFact] { declarations.flatMap(\.methods) }

        public func conforms(to protocolName: String) -> Bool {
            declarations.contains { $0.conformances.contains(protocolName) }
        }

        public func property(named name: String) -> PropertyFact? {
            properties.first { $0.name == name && !$0.isStatic }
        }
    }

    private let typesByName: [String: TypeInfo]
    private let publishedByTopic: [String: Set<String>]

    public init(_ files: [FileFacts]) {
        var grouped: [String: [TypeDeclarationFact]] = [:]
        var published: [String: Set<String>] = [:]
        for file in files {
            for declaration in file.declarations { grouped[declaration.name, default: []].append(declaration) }
            for (topic, names) in file.published { published[topic, default: []].formUnion(names) }
        }
        publishedByTopic = published
        typesByName = grouped.mapValues { declarations in
            TypeInfo(name: declarations[0].name, declarations: declarations)
        }
    }

    /// The merged facts of a type, or nil when no scanned file declares or extends it.
    public func type(named name: String) -> TypeInfo? { typesByName[name] }

    public var typeNames: [String] { typesByName.keys.sorted() }

    /// Names that rules published under `topic` from any file, e.g. the names of the
    /// project's conditional-modifier methods, so that call sites in other files can be judged.
    public func published(_ topic: String) -> Set<String> { publishedByTopic[topic] ?? [] }

    /// Every method declared in an extension of `typeName` (e.g. `View`) across the project.
    public func extensionMethods(of typeName: String) -> [MethodFact] {
        typesByName[typeName]?.declarations.filter { $0.kind == .extension }.flatMap(\.methods) ?? []
    }
}
