/// The project's `DataFacts`, merged and looked up by name (see `ProjectIndex.data`).
public struct DataIndex: Sendable {
    private let mutationsByName: [String: [MutationFact]]
    private let elementEditsByName: [String: [MutationFact]]
    /// The files' facts, shared (not copied): members are looked up where they were recorded.
    private let files: [DataFacts]
    /// The first member of each name in each type, by where it is in `files`.
    private let memberLocations: [MemberKey: MemberLocation]
    private let freshIDTypes: Set<String>
    /// Every property name the project writes after initialization, by any means it shows.
    private let writtenNames: Set<String>
    /// Names written in ways no `MutationFact` records (`DataFacts.otherWrites`).
    private let otherWrittenNames: Set<String>
    /// Why a type's views hold state: its own state property or input, or a stateful view it
    /// shows. Described (as text) only when a rule asks.
    private let stateEvidenceByType: [String: StateEvidence]

    private enum StateEvidence: Sendable {
        /// `@State isExpanded` in the type.
        case property(wrapper: String, name: String)
        /// A `TextField` or `.transition` in one of the type's members.
        case marker(String)
        /// A view with evidence that the type constructs.
        case shows(String)
    }

    /// `sharedTypeNames`: names that several types declare (private views of the same name in
    /// different files): which one a use means is unknown, so their state proves nothing.
    /// `extendedOnlyTypeNames`: types the project only extends (`extension Image`): making one
    /// (`Image(…)`) runs none of the extension's members, so what they build is not shown.
    public init(_ files: [DataFacts], sharedTypeNames: Set<String> = [], extendedOnlyTypeNames: Set<String> = []) {
        var mutations: [String: [MutationFact]] = [:], edits: [String: [MutationFact]] = [:]
        var members: [MemberKey: MemberLocation] = [:]
        members.reserveCapacity(files.reduce(0) { $0 + $1.members.count })
        var typesWithMembers: Set<String> = []
        var fresh: Set<String> = []
        var evidence: [String: StateEvidence] = [:]
        // Per type, the first member (by position) holding an input or animation.
        var firstMarked: [String: (startByte: Int, marker: String)] = [:]
        for (fileIndex, file) in files.enumerated() {
            for mutation in file.mutations { mutations[mutation.name, default: []].append(mutation) }
            for edit in file.elementEdits { edits[edit.name, default: []].append(edit) }
            for (memberIndex, member) in file.members.enumerated() {
                // The first member of a name counts.
                let location = MemberLocation(file: Int32(truncatingIfNeeded: fileIndex), index: Int32(truncatingIfNeeded: memberIndex))
                guard Self.claim(&members[MemberKey(typeName: member.typeName, member: member.member), default: .unclaimed], location) else { continue }
                // A type's members are recorded together: its name is inserted once per run.
                if memberIndex == 0 || file.members[memberIndex - 1].typeName != member.typeName { typesWithMembers.insert(member.typeName) }
                guard let marker = member.stateMarkers.first, !extendedOnlyTypeNames.contains(member.typeName) else { continue }
                let start = member.site.span.startByte
                if let known = firstMarked[member.typeName], known.startByte <= start { continue }
                firstMarked[member.typeName] = (start, marker)
            }
            fresh.formUnion(file.freshStoredIDs)
            // A type's state properties are recorded together: only the first of a run can be new.
            for (offset, property) in file.stateProperties.enumerated()
            where offset == 0 || file.stateProperties[offset - 1].typeName != property.typeName {
                if evidence[property.typeName] == nil, !sharedTypeNames.contains(property.typeName) {
                    evidence[property.typeName] = .property(wrapper: property.wrapper, name: property.property)
                }
            }
        }
        for (type, marked) in firstMarked where evidence[type] == nil && !sharedTypeNames.contains(type) {
            evidence[type] = .marker(marked.marker)
        }
        // A view that shows a stateful view holds that state too: propagate to the types that
        // construct it, breadth first, so that each evidence names the shortest chain. Only
        // types that can hold evidence (those with evidence or members) are followed: most
        // constructed names are the framework's views.
        var constructors: [String: Set<String>] = [:]
        let canHoldEvidence = typesWithMembers.union(evidence.keys).subtracting(extendedOnlyTypeNames)
        for location in members.values {
            let file = Int(location.file), index = Int(location.index)
            let typeName = files[file].members[index].typeName
            if extendedOnlyTypeNames.contains(typeName) { continue }
            for built in files[file].members[index].constructed where built != typeName && canHoldEvidence.contains(built) {
                constructors[built, default: []].insert(typeName)
            }
        }
        var work = evidence.keys.sorted()
        while !work.isEmpty {
            var next: [String] = []
            for inner in work {
                for outer in (constructors[inner] ?? []).sorted() where evidence[outer] == nil && !sharedTypeNames.contains(outer) {
                    evidence[outer] = .shows(inner)
                    next.append(outer)
                }
            }
            work = next
        }
        func ordered(_ list: [MutationFact]) -> [MutationFact] {
            list.sorted { ($0.site.path, $0.site.span.startByte) < ($1.site.path, $1.site.span.startByte) }
        }
        otherWrittenNames = Set(files.lazy.flatMap(\.otherWrites))
        writtenNames = Set(mutations.keys).union(otherWrittenNames)
        mutationsByName = mutations.mapValues(ordered)
        elementEditsByName = edits.mapValues(ordered)
        self.files = files
        memberLocations = members
        freshIDTypes = fresh
        stateEvidenceByType = evidence
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

    /// Whether the project writes a property named `name` anywhere but in an initializer's own
    /// statements: assigned, mutated, toggled, bound (`$name`), passed `inout` or by key path.
    public func isWritten(_ name: String) -> Bool { writtenNames.contains(name) }

    /// Whether code outside the type `owner` writes a property named `name` through a value
    /// (`cart.items.append(x)` in a view; a bare `items = …` in another type is that type's
    /// own property), or it is written in a way whose writer is not recorded (bound as
    /// `$model.name`, toggled, passed `inout`): state that others put into the value, not
    /// state its own type derives again when made anew.
    public func isWritten(_ name: String, outside owner: String) -> Bool {
        otherWrittenNames.contains(name) || changes(of: name).contains { $0.enclosingType != owner && $0.receiver?.isEmpty != true }
    }

    /// Writes to a property named `name` through an element of a collection (`pets[i].name = …`).
    public func elementEdits(of name: String) -> [MutationFact] { elementEditsByName[name] ?? [] }

    /// What the member `name` of `typeName` builds, when it is a method or computed property.
    public func member(_ name: String, in typeName: String) -> MemberContentFact? {
        memberLocations[MemberKey(typeName: typeName, member: name)].map { files[Int($0.file)].members[Int($0.index)] }
    }

    private struct MemberKey: Hashable {
        var typeName: String
        var member: String
    }

    private struct MemberLocation {
        var file: Int32
        var index: Int32

        static let unclaimed = MemberLocation(file: -1, index: -1)
    }

    /// Stores `location` in an unclaimed slot (one lookup for the test and the insertion).
    private static func claim(_ slot: inout MemberLocation, _ location: MemberLocation) -> Bool {
        guard slot.file < 0 else { return false }
        slot = location
        return true
    }

    /// Why views of `typeName` hold state (`@State isExpanded` in PetRow, a `TextField` in
    /// PetRow, or a stateful view it shows), or nil when the index sees none.
    public func stateEvidence(ofType typeName: String) -> String? {
        switch stateEvidenceByType[typeName] {
        case .property(let wrapper, let name)?: return "`@\(wrapper) \(name)` in \(typeName)"
        case .marker(let marker)?: return "a `\(marker)` in \(typeName)"
        case .shows(let inner)?: return "\(typeName), which shows \(stateEvidence(ofType: inner) ?? inner)"
        case nil: return nil
        }
    }

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
                if let evidence = member.constructed.lazy.compactMap({ self.stateEvidence(ofType: $0) }).first { return evidence }
                for called in member.calledMembers where seen.insert(called).inserted { next.append(called) }
            }
            work = next
        }
        return nil
    }

    /// Whether `typeName` stores an identifier minted when a value is made (`let id = UUID()`).
    public func mintsIdentifierOnConstruction(_ typeName: String) -> Bool { freshIDTypes.contains(typeName) }
}
