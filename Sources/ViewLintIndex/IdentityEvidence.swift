/// Where the values of a property come from at run time, as far as one file shows it: typed
/// into a text input, assigned after creation, or passed to an initializer from a text input.
/// `non-unique-id` reports a descriptive key only with such evidence that two values can
/// share it.
public struct KeyWriteFact: Hashable, Sendable, Codable {
    public enum Kind: Hashable, Sendable, Codable {
        /// `TextField("Name", text: $item.name)`: the user types the value.
        case textInput
        /// `items[i].name = newName`: the value changes after the element was created.
        case assignment
        /// `Item(name: draft)` where `draft` is bound to a text input in the same file.
        case enteredInitializerArgument
        /// `[Item(name: "A"), Item(name: "A")]`: one array literal creates two values with the
        /// same literal; the site is the repeat, `firstSite` the first.
        case repeatedLiteral(firstSite: DeclarationSite, literal: String)
    }

    public var kind: Kind
    /// The property written: `name`.
    public var key: String
    /// The value that holds the property, as a property path (`item`, `model.items`), or the
    /// type name itself for initializer arguments (see `ownerTypeName`).
    public var owner: [String]
    /// Whether `owner` is a collection whose element holds the key (`items[i].name`, the
    /// parameter of a `ForEach` over `items`).
    public var ownerIsElement: Bool
    /// For `enteredInitializerArgument`: the constructed type, known without resolution.
    public var ownerTypeName: String?
    /// The type whose member contains the write, for resolving `owner`'s first component.
    public var enclosingType: String?
    /// The type of `owner`'s first component when it is a parameter of the enclosing function.
    public var parameterType: TypeReference?
    public var site: DeclarationSite

    public init(
        kind: Kind, key: String, owner: [String], ownerIsElement: Bool, ownerTypeName: String? = nil,
        enclosingType: String?, parameterType: TypeReference?, site: DeclarationSite
    ) {
        self.kind = kind
        self.key = key
        self.owner = owner
        self.ownerIsElement = ownerIsElement
        self.ownerTypeName = ownerTypeName
        self.enclosingType = enclosingType
        self.parameterType = parameterType
        self.site = site
    }
}

/// One file's evidence about key values (see `KeyWriteFact`).
public struct IdentityEvidence: Sendable, Codable {
    public var writes: [KeyWriteFact] = []
    /// `Item(name: draft)`: initializer arguments that are plain names, kept only when the
    /// same file binds that name to a text input (decided when the index is built).
    public var initializerArguments: [InitializerArgument] = []
    /// Names bound to text inputs: `TextField("Name", text: $draft)` → `draft`.
    public var textInputNames: Set<String> = []
    /// String literals passed to initializers inside array literals (`[Perk(title: "Sync"), …]`).
    public var literalArguments: [LiteralArgument] = []
    /// Keys whose uniqueness the code checks before adding: `contains(where: { $0.name == x })`.
    public var checkedKeys: Set<String> = []

    public init() {}

    /// `draft` given as `Item(name: draft)`.
    public struct InitializerArgument: Sendable, Codable {
        public var type: String
        public var label: String
        public var argument: String
        public var site: DeclarationSite
    }
}

/// `Perk(title: "Sync")` as an element of the array literal starting at byte `table`.
public struct LiteralArgument: Hashable, Sendable, Codable {
    public var table: Int
    public var type: String
    public var label: String
    public var literal: String
    public var site: DeclarationSite
}

/// The project's evidence about key values, by key name.
public struct IdentityEvidenceIndex: Sendable {
    private let writesByKey: [String: [KeyWriteFact]]
    private let checkedKeys: Set<String>

    init(_ files: [FileFacts]) {
        var byKey: [String: [KeyWriteFact]] = [:]
        var checked: Set<String> = []
        for file in files {
            let evidence = file.identityEvidence
            checked.formUnion(evidence.checkedKeys)
            for write in evidence.writes { byKey[write.key, default: []].append(write) }
            for argument in evidence.initializerArguments where evidence.textInputNames.contains(argument.argument) {
                byKey[argument.label, default: []].append(KeyWriteFact(
                    kind: .enteredInitializerArgument, key: argument.label, owner: [], ownerIsElement: false,
                    ownerTypeName: argument.type, enclosingType: nil, parameterType: nil, site: argument.site))
            }
            // The same literal twice for one label of one type in one table.
            var firstByValue: [[String]: LiteralArgument] = [:]
            for argument in evidence.literalArguments {
                let key = [String(argument.table), argument.type, argument.label, argument.literal]
                guard let first = firstByValue[key] else { firstByValue[key] = argument; continue }
                byKey[argument.label, default: []].append(KeyWriteFact(
                    kind: .repeatedLiteral(firstSite: first.site, literal: argument.literal), key: argument.label, owner: [],
                    ownerIsElement: false, ownerTypeName: argument.type, enclosingType: nil, parameterType: nil, site: argument.site))
            }
        }
        writesByKey = byKey
        checkedKeys = checked
    }

    /// Every recorded write of a property named `key`, unresolved.
    public func writes(toKey key: String) -> [KeyWriteFact] { writesByKey[key] ?? [] }

    /// Whether the project checks `key` for duplicates somewhere (`contains(where: { $0.key == … })`).
    public func isChecked(_ key: String) -> Bool { checkedKeys.contains(key) }
}

// MARK: Resolution

extension ProjectIndex {
    /// The primary declaration (struct, class, enum, actor) named `name` closest to `path`:
    /// among those a bare name can mean there (see `nearestPrimary`), the one whose file shares
    /// the longest folder prefix with it. Apps and their packages
    /// often declare several types of one name (`Action` nested in three views); Swift resolves
    /// the nearest scope first, and the same folder is the best approximation syntax offers.
    public func primaryDeclaration(of name: String, nearestTo path: String) -> TypeDeclarationFact? {
        type(named: name).flatMap { Self.nearestPrimary(in: $0, to: path) }
    }

    private static func folder(of path: String) -> Substring {
        path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
    }

    /// A type nested in another one is visible by its bare name only inside that type and its
    /// extensions (as syntax sees it: files of the same folder): elsewhere a top-level
    /// declaration of the name wins over it.
    private static func nearestPrimary(in info: TypeInfo, to path: String) -> TypeDeclarationFact? {
        let useFolder = folder(of: path)
        var best: (visible: Bool, prefix: Int, declaration: TypeDeclarationFact)?
        for declaration in info.declarations where declaration.kind != .extension {
            let visible = !declaration.isNested || folder(of: declaration.site.path) == useFolder
            let prefix = sharedPrefixLength(declaration.site.path, path)
            // Visibility first, then the shared folder prefix.
            if let current = best, (current.visible && !visible) || (current.visible == visible && prefix <= current.prefix) { continue }
            best = (visible, prefix, declaration)
        }
        return best?.declaration
    }

    /// The instance properties of the declaration of `name` nearest to `path`, with those of
    /// the extensions nearest to that declaration; all declarations' when none is primary.
    public func properties(of name: String, nearestTo path: String) -> [PropertyFact] {
        guard let info = type(named: name) else { return [] }
        guard let primary = Self.nearestPrimary(in: info, to: path) else { return info.properties.filter { !$0.isStatic } }
        var properties = primary.properties
        for declaration in info.declarations where declaration.kind == .extension {
            if Self.nearestPrimary(in: info, to: declaration.site.path)?.site == primary.site {
                properties += declaration.properties
            }
        }
        return properties.filter { !$0.isStatic }
    }

    /// Whether the declaration of `name` nearest to `path` is the one at `site` (true when
    /// the project declares no primary `name`: all references are to the one external type).
    public func resolves(_ name: String, from path: String, to site: DeclarationSite?) -> Bool {
        primaryDeclaration(of: name, nearestTo: path)?.site == site
    }

    /// Number of leading path components two paths share (`App/Models/A.swift` and
    /// `App/Models/B.swift` share 2; the same file shares all of its components).
    static func sharedPrefixLength(_ a: String, _ b: String) -> Int {
        // ASCII paths (nearly all) are compared by bytes, without splitting them into arrays:
        // this runs for every declaration of a name each time a reference is resolved.
        if let count = asciiSharedPrefixLength(a, b) { return count }
        let first = a.split(separator: "/"), second = b.split(separator: "/")
        var count = 0
        while count < first.count, count < second.count, first[count] == second[count] { count += 1 }
        return count
    }

    /// `sharedPrefixLength` of two ASCII paths, read in place (nil when either is not ASCII,
    /// whose components compare as Unicode text).
    private static func asciiSharedPrefixLength(_ a: String, _ b: String) -> Int? {
        var a = a, b = b
        return a.withUTF8 { first in
            b.withUTF8 { second -> Int? in
                guard first.allSatisfy({ $0 < 0x80 }), second.allSatisfy({ $0 < 0x80 }) else { return nil }
                // Components as `split(separator: "/")` reads them: empty ones are skipped.
                func next(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Range<Int>? {
                    while index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
                    guard index < bytes.count else { return nil }
                    let start = index
                    while index < bytes.count, bytes[index] != UInt8(ascii: "/") { index += 1 }
                    return start..<index
                }
                var i = 0, j = 0, count = 0
                while let x = next(first, &i), let y = next(second, &j), first[x].elementsEqual(second[y]) { count += 1 }
                return count
            }
        }
    }

    /// The type a key write's owner resolves to: `items[i].name` in `Screen` with
    /// `var items: [Item]` → `Item`; nil when any step is unknown.
    public func ownerType(of write: KeyWriteFact) -> String? {
        if let name = write.ownerTypeName { return name }
        guard let first = write.owner.first else { return nil }
        var current: TypeReference?
        if let parameterType = write.parameterType {
            current = parameterType
        } else if let enclosing = write.enclosingType {
            current = properties(of: enclosing, nearestTo: write.site.path).first { $0.name == first }?.type
        }
        for component in write.owner.dropFirst() {
            guard let type = current, type.elementTypeName == nil else { return nil }
            current = properties(of: type.baseName, nearestTo: write.site.path).first { $0.name == component }?.type
        }
        guard let type = current else { return nil }
        if write.ownerIsElement { return type.elementTypeName }
        return type.elementTypeName == nil ? type.baseName : nil
    }
}
