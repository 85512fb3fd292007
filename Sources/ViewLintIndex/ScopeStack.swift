import ViewLintSyntax

/// The declarations enclosing the node the walk visits, innermost last, each with the byte
/// where it ends (the walk is in source order, so a scope ends before the first node past
/// it). One stack per file serves every fact that needs its surroundings: the type and
/// function of an iteration or a key write, the `ForEach` element a key write goes through,
/// and the type and member of a data change.
struct ScopeStack {
    enum Scope {
        /// A type declaration, extension or protocol. `declaration` is the index of its fact in
        /// `FileFacts.declarations` (nil when too broken to read: its members then belong to no
        /// recorded type). `dataName` is the name data changes are recorded under: nil for
        /// protocols, which hold no code, and for nameless declarations.
        case type(declaration: Int?, dataName: String?)
        /// A function or initializer. Its parameters are read only when something inside needs
        /// them (rarely), so the scope keeps the node. `member` is the index of its
        /// `MemberContentFact` when it is a method of a type.
        case function(Node, member: Int?)
        /// A computed property of a type, with the index of its `MemberContentFact`.
        case computedProperty(member: Int)
        /// The closure of a `ForEach` or `List` whose one parameter is an element of the
        /// iterated data (`ForEach($people) { $person in … }`: `person`, without `$`).
        case elementClosure(parameter: String, iteration: IterationFact)
    }
    /// A type scope's parts, kept beside it so that reading them copies no scope.
    struct TypeScope {
        var declaration: Int?
        var dataName: String?
    }

    /// A scope with the byte where it ends, `currentMember` as it is inside it (worked out
    /// once, on entering) and, for a type, its parts.
    struct Entry {
        var endByte: Int
        var scope: Scope
        var member: Int?
        var type: TypeScope?
    }
    private(set) var entries: [Entry] = []

    /// The innermost scope when it is a type (asked for every member).
    var innermostType: TypeScope? { entries.isEmpty ? nil : entries[entries.count - 1].type }

    /// Drops the scopes that end before `start`, the start of the node being visited.
    mutating func leave(before start: Int) {
        // By index: the last scope's end is read in place, the scope not copied (every node).
        while !entries.isEmpty, entries[entries.count - 1].endByte <= start { entries.removeLast() }
    }

    mutating func enter(_ scope: Scope, endingAt endByte: Int) {
        let outer = entries.isEmpty ? nil : entries[entries.count - 1].member
        let member: Int?
        var type: TypeScope?
        switch scope {
        case .function(let node, let method):
            member = node.is(.initDeclaration) ? nil : method ?? outer
        case .computedProperty(let property): member = property
        case .type(let declaration, let name):
            member = name != nil ? nil : outer
            type = TypeScope(declaration: declaration, dataName: name)
        case .elementClosure: member = outer
        }
        entries.append(Entry(endByte: endByte, scope: scope, member: member, type: type))
    }

    // MARK: What data changes are recorded under

    /// The innermost type a change is recorded under (protocols and nameless types skipped).
    var dataType: String? {
        for entry in entries.reversed() { if case .type(_, let name?) = entry.scope { return name } }
        return nil
    }

    /// The declaration index of the innermost named type around the visited node, at any depth.
    var enclosingTypeDeclaration: Int? {
        for entry in entries.reversed() { if case .type(let declaration, _?) = entry.scope { return declaration } }
        return nil
    }

    /// The innermost member (method or computed property) of `dataType`, unless an
    /// initializer is closer (asked for every call: read from the innermost entry).
    var currentMember: Int? { entries.isEmpty ? nil : entries[entries.count - 1].member }

    /// Whether the innermost code of `dataType` is an initializer (whose assignments set up the
    /// value rather than change it).
    var inInitializer: Bool {
        for entry in entries.reversed() {
            let scope = entry.scope
            switch scope {
            case .function(let node, _): if node.is(.initDeclaration) { return true }
            case .computedProperty, .elementClosure: continue
            case .type(_, let name): if name != nil { return false }
            }
        }
        return false
    }

    /// The innermost function or initializer around the visited node, inside its type.
    var innermostFunction: Node? {
        for entry in entries.reversed() {
            switch entry.scope {
            case .function(let node, _): return node
            case .type: return nil
            case .computedProperty, .elementClosure: continue
            }
        }
        return nil
    }

    // MARK: Element closures

    /// The iteration whose element the closure parameter named by `bytes` of `source` holds
    /// (compared in place: asked for every name an argument reads).
    func iteration(ofElementAt bytes: Range<Int>, in source: SourceText) -> IterationFact? {
        for entry in entries.reversed() {
            if case .elementClosure(let parameter, let iteration) = entry.scope, source.bytes(bytes, equal: parameter) { return iteration }
        }
        return nil
    }

    /// The iteration whose element the closure parameter `name` around the visited node holds.
    func iteration(ofElement name: String) -> IterationFact? {
        for entry in entries.reversed() {
            let scope = entry.scope
            if case .elementClosure(let parameter, let iteration) = scope, parameter == name { return iteration }
        }
        return nil
    }
}
