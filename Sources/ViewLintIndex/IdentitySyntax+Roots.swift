import ViewLintSyntax

extension IdentitySyntax {
    /// A name an expression starts a read from, with the member it reads next, if any:
    /// `model` then `state` in `model.state == .loading`.
    public struct RootRead {
        public let root: Node
        public let member: Node?
    }

    /// The names an expression starts its reads from: `unread` in `unread > 0`, `model` in
    /// `model.items.isEmpty`, `isOn` in `self.isOn` or `$isOn`; not members after a dot, argument
    /// labels, implicit members (`.loading`), type names (`Color.red`), comments or strings. At
    /// most `limit` nodes are read, with an explicit stack (no walker, no ancestor arrays): the
    /// index asks this of every argument that is not a literal.
    public static func rootReads(of expression: Node, limit: Int = 48) -> [RootRead] {
        var isComplete = true
        return rootReads(of: expression, limit: limit, checksCompleteness: false, isComplete: &isComplete)
    }

    /// `rootReads`, telling whether the reads are all the value depends on: every node was read
    /// within `limit`; it calls no function or method whose body reads names this expression
    /// does not show (see `callsUnseenCode`); and it reads no shared instance of a type
    /// (`NetworkMonitor.shared.isConnected`) nor a static member through `Self` (`Self.flag`),
    /// other than settings the app reads at launch (`UserDefaults`, `ProcessInfo`, `Bundle`).
    /// Other members of types (`Constants.QA.key`, `Phase.loading`) are constants.
    /// The checks cost a lookup per call and type read: they run only when asked.
    public static func rootReads(of expression: Node, limit: Int, checksCompleteness: Bool, isComplete: inout Bool) -> [RootRead] {
        var reads: [RootRead] = []
        // Each pending node with the navigation expression it is the target of, if any.
        var pending: [(node: Node, navigation: Node?)] = [(expression, nil)]
        var visited = 0
        while let (node, navigation) = pending.popLast() {
            guard visited < limit else { isComplete = false; break }
            visited += 1
            if node.is(.simpleIdentifier) {
                if !node.startsWithUppercaseLetter {
                    reads.append(RootRead(root: node, member: navigation?.navigationMember))
                } else if checksCompleteness, let member = navigation?.navigationMember, !launchSettingsTypes.contains(node.nameHash),
                          node.textEquals("Self") || sharedInstanceNames.contains(member.nameHash) {
                    isComplete = false
                }
                continue
            }
            if node.is(.navigationExpression), let target = node.child(field: .target) {
                if target.is(.selfExpression) {
                    // `self.model.kind`: the root is `model`, read next is `kind`.
                    if let member = node.navigationMember { reads.append(RootRead(root: member, member: navigation?.navigationMember)) }
                } else {
                    // Only the target is read: the member after the dot is not a name in scope.
                    pending.append((target, node))
                }
                continue
            }
            // `.loading`: an implicit member, not a name in scope.
            if node.is(.prefixExpression), node.textHasPrefix("."), node.child(field: .target)?.is(.simpleIdentifier) == true { continue }
            // `.close { model.dismiss() }`, `Action(title: t) { … }`: a value built with a closure
            // keeps the closure as an action; what the closure reads does not make the value.
            if node.is(.callExpression), let callee = node.namedChild(0), Self.isConstructorLike(callee), let call = CallSyntax(node) {
                for argument in call.arguments {
                    if let value = argument.child(field: .value), !value.is(.lambdaLiteral) { pending.append((value, nil)) }
                }
                continue
            }
            if checksCompleteness, node.is(.callExpression), let callee = node.namedChild(0), callsUnseenCode(callee) { isComplete = false }
            if node.isError || node.is(.comment) || node.is(.multilineComment) || node.is(.lineStringLiteral) && node.namedChildCount == 0 { continue }
            node.forEachChild { field, child in
                guard child.isNamed, !child.is(.valueArgumentLabel) else { return }
                pending.append((child, nil))
            }
        }
        return reads
    }

    /// `isValid()`, `self.validate()`, `store.itemCount()`: a function or method whose body may
    /// read what the call does not show; not the value methods of collections and strings
    /// (`items.contains(x)`, `name.lowercased()`), which read only their receiver and arguments.
    private static func callsUnseenCode(_ callee: Node) -> Bool {
        if callee.is(.simpleIdentifier) { return !callee.startsWithUppercaseLetter }
        guard callee.is(.navigationExpression), let member = callee.navigationMember else { return false }
        if callee.child(field: .target)?.is(.selfExpression) == true { return true }
        return !valueMethods.contains(member.nameHash)
    }

    private static let launchSettingsTypes: Set<NameHash> = Set(["UserDefaults", "ProcessInfo", "Bundle"].map(NameHash.init))
    private static let sharedInstanceNames: Set<NameHash> = Set(
        ["shared", "default", "current", "standard", "main", "instance", "sharedInstance"].map(NameHash.init))

    private static let valueMethods: Set<NameHash> = Set([
        "contains", "filter", "map", "compactMap", "flatMap", "first", "last", "firstIndex", "lastIndex", "sorted",
        "reduce", "allSatisfy", "min", "max", "prefix", "suffix", "dropFirst", "dropLast", "reversed", "joined",
        "lowercased", "uppercased", "trimmingCharacters", "hasPrefix", "hasSuffix", "starts", "components",
        "replacingOccurrences", "localizedCaseInsensitiveContains", "formatted", "isSubset", "isSuperset",
        "intersection", "union", "subtracting", "count", "index", "distance", "bool", "string", "integer", "object",
    ].map(NameHash.init))

    /// `Row`, `.topBarTrailing`, `Mode.topBarTrailing`: a type or an enum case, not a method.
    private static func isConstructorLike(_ callee: Node) -> Bool {
        if callee.is(.simpleIdentifier) { return callee.startsWithUppercaseLetter }
        if callee.is(.prefixExpression) { return callee.textHasPrefix(".") && callee.child(field: .target)?.is(.simpleIdentifier) == true }
        if callee.is(.navigationExpression), let target = callee.child(field: .target) {
            return target.is(.simpleIdentifier) && target.startsWithUppercaseLetter
        }
        return false
    }

    public static func rootNames(of expression: Node, limit: Int = 48) -> [Node] { rootReads(of: expression, limit: limit).map(\.root) }

    /// A root name's text without the `$` of a binding.
    public static func rootName(_ node: Node) -> String {
        let text = node.text
        return text.hasPrefix("$") ? String(text.dropFirst()) : text
    }
}
