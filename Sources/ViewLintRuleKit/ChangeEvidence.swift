import ViewLintIndex
import ViewLintSyntax

/// What the conditions that choose a branch (or a `switch` subject) read, so that the project
/// index can show them changing while the view is shown: a `@State`, `@Binding`,
/// `@ObservedObject`, … property of the view, a computed property that reads one, or a plain
/// property or parameter that some caller forwards or derives from one (`Badge(isProminent:
/// unread > 0)` with `@State var unread`). A member that is a `let` of what holds it
/// (`model.kind` with `let kind`, `item.kind` of a `ForEach` element) never changes for that
/// holder. A choice nothing shows changing (constants, values fixed per instance, data the
/// index cannot follow) swaps no identity the project can point at.
public struct ChangeEvidence: Sendable, Codable {
    struct Read: Sendable, Codable {
        /// The names as the index keys arguments: (type, property), or a parameter's keys (see
        /// `ParameterKeys`); nil for an unlabelled parameter, whose calls the index does not record.
        let keys: ParameterKeys?
        /// How to find the type of what is read: a property of the enclosing type, or the
        /// element of a `ForEach` over a data path.
        let rootProperty: String?
        let elementOf: [String]?
        /// The element's loop keys rows by the element itself (`id: \.self`).
        var elementIsIdentity = false
        /// The declared type of a parameter read (`Permission` in `_ permission: Permission`).
        var parameterType: String?
        /// The member read next (`kind` in `model.kind`).
        let member: String?
        /// Only whether the value is nil chooses the branch (`x != nil`, `.ifLet(x) { … }`).
        var presence = false
        /// The read is the whole unwrapped value (`x` or `model.x`, not `model.item.x`), so the
        /// declared type of what it reaches is the type of what is unwrapped.
        var isWholeValue = false
    }

    let reads: [Read]
    public let enclosingType: String?
    /// The file of the choice: a type name used there means the type declared there, when
    /// several share the name (`ProjectIndex.type(named:usedIn:)`).
    public let file: String

    /// `unwraps`: the choosers are optionals whose presence alone chooses (a helper's
    /// `ifLet(value) { view, value in … }`); a comparison with `nil` is read so anyway.
    public init(_ choosers: [Node], ancestors: [Node], file: String, unwraps: Bool = false) {
        let typeName = ancestors.last { $0.is(.classDeclaration) }?.child(field: .name).map(SyntaxHelpers.typeBaseName)
        let function = ancestors.last { $0.is(.functionDeclaration) || $0.is(.classDeclaration) }.flatMap { $0.is(.functionDeclaration) ? $0 : nil }
        var reads: [Read] = []
        for chooser in choosers {
            let comparedWithNil = Self.nilComparisonOperand(chooser)
            let presence = unwraps || comparedWithNil != nil
            let unwrapped = presence ? comparedWithNil ?? chooser : nil
            for read in IdentitySyntax.rootReads(of: chooser) {
                // `session?.url` is nil with `session`, whatever `url` is declared as.
                let isWholeValue = unwrapped.map {
                    $0.startByte == read.root.startByte && $0.endByte == (read.member ?? read.root).endByte && !$0.textContains("?.")
                } ?? false
                var name = IdentitySyntax.rootName(read.root)
                let element = Self.collection(ofElement: name, ancestors)
                let elementOf = element?.path
                if let root = elementOf?.first { name = root }
                let member = read.member?.text
                if let function, let parameter = SyntaxHelpers.parameter(named: name, of: function) {
                    // Unlabelled parameters are not traced (their calls are not recorded), but
                    // what their type publishes is read (`permission.isGranted`).
                    let keys = parameter.label.map { ParameterKeys(function: function, label: NameHash($0)) }
                    reads.append(Read(keys: keys, rootProperty: nil, elementOf: nil,
                                      parameterType: parameter.type?.baseName, member: member, presence: presence, isWholeValue: isWholeValue))
                } else if let typeName {
                    reads.append(Read(
                        keys: ParameterKeys(.init(callee: typeName, label: name)), rootProperty: elementOf == nil ? name : nil, elementOf: elementOf,
                        elementIsIdentity: element?.keyedBySelf ?? false, member: member, presence: presence, isWholeValue: isWholeValue))
                }
            }
        }
        self.reads = reads
        enclosingType = typeName
        self.file = file
    }

    /// Whether the choosers read nothing the index can follow (then there is no evidence).
    public var readsNothing: Bool { reads.isEmpty }

    /// The evidence that a read changes while the view is shown (`@State isExpanded`), if any.
    public func evidence(in index: ProjectIndex) -> String? {
        for read in reads {
            if read.presence, read.isWholeValue, isNeverNil(read, index) { continue }
            if let published = publishedMember(read, index) { return published }
            switch getterReading(read, index) {
            case .changes(let evidence): return evidence
            case .fixed: continue
            case .unread: break
            }
            // Presence carries to what callers pass only for the unwrapped name itself
            // (`.ifLet(label)`), not for a member of it (`.ifLet(model.subtitle)`).
            let presence = read.presence && read.isWholeValue && read.member == nil
            guard let keys = read.keys,
                  let evidence = index.changeEvidence(keys.primary, presence: presence)
                    ?? keys.receiverCalls.flatMap({ index.changeEvidence($0, presence: presence) }),
                  !readsFixedMember(read, index) else { continue }
            return evidence
        }
        return nil
    }

    /// `label` in `label != nil` or `nil == label`: the value a comparison with `nil` tests (the
    /// grammar reads `x != nil` as an infix expression with a custom operator, and `nil` as a
    /// `nil_literal`).
    private static func nilComparisonOperand(_ chooser: Node) -> Node? {
        guard chooser.is(.equalityExpression) || chooser.is(.infixExpression),
              let op = chooser.child(field: .op), op.textEquals("!=") || op.textEquals("=="),
              chooser.namedChildren.contains(where: { $0.textEquals("nil") }) else { return nil }
        return chooser.namedChildren.first { !$0.textEquals("nil") && !$0.isSameNode(as: op) }
    }

    /// The message's statement of the evidence.
    public static func sentence(_ evidence: String) -> String {
        "The condition changes while the view is shown: it reads \(evidence)."
    }

    /// `.ifLet(model.infoURL)` where `infoURL` is declared `URL`, not `URL?`: always some value.
    /// (A read through `self.` is not taken as the whole value: conservative.)
    private func isNeverNil(_ read: Read, _ index: ProjectIndex) -> Bool {
        let declared: PropertyFact?
        if read.member != nil {
            declared = memberFact(read, index)?.1
        } else {
            declared = rootDeclaration(read, index)
        }
        // Only a written type: an inferred one (`UIImage(named:)`) may be optional.
        guard let declared, !declared.typeIsInferred, let type = declared.type?.text else { return false }
        return !type.hasSuffix("?") && !type.hasSuffix("!") && !type.hasPrefix("Optional<")
    }

    /// `model.kind` where `kind` is a stored `let` of the model's type: fixed for that model.
    private func readsFixedMember(_ read: Read, _ index: ProjectIndex) -> Bool {
        if let path = read.elementOf, iteratesStoredLet(path, index) || isRowIdentity(read, path, index) { return true }
        guard let (holder, fact) = memberFact(read, index), fact.isLet || index.isFixedAfterInitialization(fact, of: holder), !fact.isComputed else { return false }
        // A value (`let settings: Settings` passed in) is replaced whole when its holder changes,
        // `let`s included; an object keeps its `let`s. A row's element stays the element, also
        // in the row view every caller passes it to (`NotificationRow(notification: item)`).
        return read.elementOf != nil || index.type(named: holder, usedIn: file)?.isReferenceType == true || receivesOnlyElements(read, index)
    }

    /// Whether every call the project shows passes the parameter read a loop's element.
    private func receivesOnlyElements(_ read: Read, _ index: ProjectIndex) -> Bool {
        var called = false, onlyElements = true
        read.keys?.forEach { key in
            guard index.isPassedValues(key) else { return }
            called = true
            onlyElements = onlyElements && index.receivesOnlyElements(key)
        }
        return called && onlyElements
    }

    /// A loop's element that is the row's whole identity (`ForEach(sizes, id: \.self)`, or
    /// elements of an enum): another value is another row, so it never changes for a row.
    private func isRowIdentity(_ read: Read, _ path: [String], _ index: ProjectIndex) -> Bool {
        if read.elementIsIdentity { return true }
        guard let element = DataEvidence.elementType(at: path, enclosingType: enclosingType, in: index),
              let type = index.type(named: element, usedIn: file), !type.isAmbiguous else { return false }
        return type.primary?.kind == .enum
    }

    /// `ForEach(coordinator.tabs) { tab in … }` with `let tabs` in the coordinator's type: the
    /// collection, and so each element, is fixed for that holder.
    private func iteratesStoredLet(_ path: [String], _ index: ProjectIndex) -> Bool {
        guard path.count == 2, let enclosingType,
              let root = index.type(named: enclosingType, usedIn: file)?.property(named: path[0]),
              !root.isReplacedWhole(holding: root.type.flatMap { index.type(named: $0.baseName, usedIn: file) }, assignedIn: enclosingType, index.data),
              let holder = root.type.flatMap({ index.type(named: $0.baseName, usedIn: file) }), holder.isReferenceType,
              let collection = holder.property(named: path[1]) else { return false }
        return collection.isLet && !collection.isComputed
    }

    /// What a computed member's getter shows (`model.isLoading` with `var isLoading: Bool {
    /// state == .loading }`): the getter changes when what it reads does, and only then. A holder
    /// that changes for other reasons (a `@StateObject` whose other members are published) is no
    /// evidence for a getter that reads a `UserDefaults` flag or the model's `let`s.
    private enum GetterReading { case changes(String), fixed, unread }

    /// `.unread` when the read is no computed member, the index did not read all its getter
    /// depends on (`ProjectIndex.readsOnlyRecordedNames`), or the project writes the member through
    /// its setter (`feed.memberIDs.remove(id)` stores into what the getter reads), or the holder
    /// is a managed object whose stored properties Xcode may generate out of sight, or a value
    /// (a struct's getter reads the value, which its holder replaces): the holder's evidence then
    /// stands.
    private func getterReading(_ read: Read, _ index: ProjectIndex) -> GetterReading {
        guard let (holder, fact) = memberFact(read, index), fact.isComputed, !index.data.isWritten(fact.name),
              let type = index.type(named: holder, usedIn: file), type.isReferenceType,
              !index.conforms(holder, toAnyOf: Self.generatedStorageBases),
              // What a subclass's getter reads may be declared by its superclass, whose members
              // the index keys under that class.
              type.primary?.conformances.first.flatMap({ index.type(named: $0, usedIn: file) })?.isReferenceType != true
        else { return .unread }
        let key = ConstructionFacts.ArgumentKey(callee: holder, label: fact.name)
        guard index.readsOnlyRecordedNames(getter: key) else { return .unread }
        // Fixed for the object, which only a view that keeps it keeps: an observed object may
        // be replaced by another whose getter answers otherwise.
        guard let evidence = index.changeEvidence(key) else { return keepsHolder(read, index) ? .fixed : .unread }
        return observesHolder(read, holder, index) ? .changes(evidence) : .unread
    }

    /// Whether the view keeps the object it reads through for as long as it is shown: a
    /// `@StateObject`, a class instance in `@State` (one the view assigns is never read as a
    /// held object), an environment object.
    private func keepsHolder(_ read: Read, _ index: ProjectIndex) -> Bool {
        guard let wrapper = rootDeclaration(read, index)?.wrapper else { return false }
        return Self.keepingWrappers.contains(wrapper)
    }

    private static let keepingWrappers: Set<String> = ["StateObject", "State", "EnvironmentObject", "Environment"]

    /// Core Data's and Realm's model classes: their stored properties may be generated at build time.
    private static let generatedStorageBases: Set<String> = ["NSManagedObject", "Object"]

    /// `permission.isGranted` where `isGranted` is `@Published` in the holder's type: it is
    /// there to change while views show it, when the project writes it after initialization.
    private func publishedMember(_ read: Read, _ index: ProjectIndex) -> String? {
        guard let (holder, fact) = memberFact(read, index), fact.wrapper == "Published",
              index.type(named: holder, usedIn: file)?.isAmbiguous != true, index.data.isWritten(fact.name),
              observesHolder(read, holder, index) else { return nil }
        return "`@Published \(fact.name)` of \(holder)"
    }

    /// A view reads an `ObservableObject` anew when it changes only through a wrapper that
    /// observes it (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`); held in a plain
    /// stored property, its changes reach the body only when the parent rebuilds the view (an
    /// `@Observable` object is tracked however it is held).
    private func observesHolder(_ read: Read, _ holder: String, _ index: ProjectIndex) -> Bool {
        guard let fact = rootDeclaration(read, index), fact.wrapper == nil, !fact.isComputed else { return true }
        return !index.conforms(holder, to: "ObservableObject") || index.conforms(holder, to: "Observable")
    }

    /// The declaration of the enclosing type's property a read starts from (`model` in
    /// `model.kind`), when the read starts from one.
    private func rootDeclaration(_ read: Read, _ index: ProjectIndex) -> PropertyFact? {
        guard let property = read.rootProperty, let enclosingType else { return nil }
        return index.type(named: enclosingType, usedIn: file)?.property(named: property)
    }

    /// The declaration of the member a read reaches (`kind` in `model.kind`) and the type that
    /// declares it, when the holder's type is known: a property of the enclosing type, a
    /// parameter's declared type or a `ForEach` element.
    private func memberFact(_ read: Read, _ index: ProjectIndex) -> (String, PropertyFact)? {
        guard let member = read.member else { return nil }
        var holder = read.parameterType
        if let path = read.elementOf {
            holder = DataEvidence.elementType(at: path, enclosingType: enclosingType, in: index)
        } else if read.rootProperty != nil, let enclosingType {
            guard let fact = rootDeclaration(read, index),
                  !fact.isReplacedWhole(holding: fact.type.flatMap { index.type(named: $0.baseName, usedIn: file) }, assignedIn: enclosingType, index.data)
            else { return nil }
            holder = fact.type?.baseName
        }
        // The member may be declared by a superclass (`class DetailModel: BaseDetailModel`).
        var typeName = holder
        for _ in 0..<4 {
            guard let name = typeName, let type = index.type(named: name, usedIn: file) else { return nil }
            if let fact = type.property(named: member) { return (name, fact) }
            typeName = type.primary?.conformances.first
        }
        return nil
    }

    /// `item` in `ForEach(model.items) { item in … }`: the data path it iterates (`model.items`),
    /// whose changes are the element's, and whether the loop keys rows by the element itself.
    static func collection(ofElement name: String, _ ancestors: [Node]) -> (path: [String], keyedBySelf: Bool)? {
        for index in ancestors.indices.reversed() where ancestors[index].is(.lambdaLiteral) {
            guard IdentitySyntax.closureParameters(ancestors[index]).contains(where: { $0.textEquals(name) }) else { continue }
            guard let owner = IdentitySyntax.owningCall(ofClosureWithAncestors: ancestors[..<index]),
                  let call = IdentitySyntax.containerCall(owner, names: IdentitySyntax.iteratingContainers),
                  let data = call.firstUnlabelledArgument, let path = IdentitySyntax.dataPath(data)?.components else { return nil }
            let keyedBySelf = call.argument(labeled: "id").map { IdentitySyntax.isKeyPath($0, to: "self") } ?? false
            return (path, keyedBySelf)
        }
        return nil
    }
}
