/// The project's `DataFacts`, merged and looked up by name (see `ProjectIndex.data`).
public struct DataIndex: Sendable {
    private let mutationsByName: [String: [MutationFact]]
    private let elementEditsByName: [String: [MutationFact]]
    private let membersByType: [String: [String: MemberContentFact]]
    private let freshIDTypes: Set<String>
    /// Why a type's views hold state: its own state property or input, or a stateful view it shows.
    private let stateEvidenceByType: [String: String]

    public init(_ files: [DataFacts]) {
        var mutations: [String: [MutationFact]] = [:], edits: [String: [MutationFact]] = [:]
        var members: [String: [String: MemberContentFact]] = [:]
        var fresh: Set<String> = []
        var evidence: [String: String] = [:]
        // Per type, the first member (by position) holding an input or animation.
        var firstMarked: [String: (startByte: Int, marker: String)] = [:]
        for file in files {
            for mutation in file.mutations { mutations[mutation.name, default: []].append(mutation) }
            for edit in file.elementEdits { edits[edit.name, default: []].append(edit) }
            for member in file.members {
                // The first member of a name counts (one lookup of the type's members).
                let inserted = Self.insertFirst(member, into: &members[member.typeName, default: [:]])
                guard inserted, let marker = member.stateMarkers.first else { continue }
                let start = member.site.span.startByte
                if let known = firstMarked[member.typeName], known.startByte <= start { continue }
                firstMarked[member.typeName] = (start, marker)
            }
            fresh.formUnion(file.freshStoredIDs)
            for property in file.stateProperties where evidence[property.typeName] == nil {
                evidence[property.typeName] = "`@\(property.wrapper) \(property.property)` in \(property.typeName)"
            }
        }
        for (type, marked) in firstMarked where evidence[type] == nil {
            evidence[type] = "a `\(marked.marker)` in \(type)"
        }
        // A view that shows a stateful view holds that state too: propagate to the types that
        // construct it, breadth first, so that each evidence names the shortest chain. Only
        // types that can hold evidence (those with evidence or members) are followed: most
        // constructed names are the framework's views.
        var constructors: [String: Set<String>] = [:]
        for (type, byName) in members {
            for member in byName.values {
                for built in member.constructed where built != type && (members[built] != nil || evidence[built] != nil) {
                    constructors[built, default: []].insert(type)
                }
            }
        }
        var work = evidence.keys.sorted()
        while !work.isEmpty {
            var next: [String] = []
            for inner in work {
                for outer in (constructors[inner] ?? []).sorted() where evidence[outer] == nil {
                    evidence[outer] = "\(outer), which shows \(evidence[inner] ?? inner)"
                    next.append(outer)
                }
            }
            work = next
        }
        func ordered(_ list: [MutationFact]) -> [MutationFact] {
            list.sorted { ($0.site.path, $0.site.span.startByte) < ($1.site.path, $1.site.span.startByte) }
        }
        mutationsByName = mutations.mapValues(ordered)
        elementEditsByName = edits.mapValues(ordered)
        membersByType = members
        freshIDTypes = fresh
        stateEvidenceByType = evidence
    }

    private static func insertFirst(_ member: MemberContentFact, into byName: inout [String: MemberContentFact]) -> Bool {
        guard byName[member.member] == nil else { return false }
        byName[member.member] = member
        return true
    }

    /// Changes of a property named `name` that move existing elements (see `MutationFact.shiftsPositions`).
    public func positionChanges(of name: String) -> [MutationFact] {
        (mutationsByName[name] ?? []).filter(\.shiftsPositions)
    }

    /// Changes of a property named `name` that can change its number of elements.
    public func countChanges(of name: String) -> [MutationFact] {
        (mutationsByName[name] ?? []).filter(\.changesCount)
    }

    /// Every recorded change of a property named `name` (including element writes).
    public func changes(of name: String) -> [MutationFact] { mutationsByName[name] ?? [] }

    /// Writes to a property named `name` through an element of a collection (`pets[i].name = …`).
    public func elementEdits(of name: String) -> [MutationFact] { elementEditsByName[name] ?? [] }

    /// What the member `name` of `typeName` builds, when it is a method or computed property.
    public func member(_ name: String, in typeName: String) -> MemberContentFact? { membersByType[typeName]?[name] }

    /// Why views of `typeName` hold state (`@State isExpanded` in PetRow, a `TextField` in
    /// PetRow, or a stateful view it shows), or nil when the index sees none.
    public func stateEvidence(ofType typeName: String) -> String? { stateEvidenceByType[typeName] }

    /// Why what the member builds holds state: its own input or animation, or a stateful view it shows.
    /// Follows calls to other members of the type (`makeRow` calls `makeImage`), breadth first.
    public func stateEvidence(ofMember name: String, in typeName: String) -> String? {
        var seen: Set<String> = [name]
        var work = [name]
        while !work.isEmpty {
            var next: [String] = []
            for memberName in work {
                guard let member = member(memberName, in: typeName) else { continue }
                if let marker = member.stateMarkers.first { return "a `\(marker)` in `\(memberName)`" }
                if let evidence = member.constructed.lazy.compactMap({ self.stateEvidenceByType[$0] }).first { return evidence }
                for called in member.calledMembers where seen.insert(called).inserted { next.append(called) }
            }
            work = next
        }
        return nil
    }

    /// Whether `typeName` stores an identifier minted when a value is made (`let id = UUID()`).
    public func mintsIdentifierOnConstruction(_ typeName: String) -> Bool { freshIDTypes.contains(typeName) }
}
