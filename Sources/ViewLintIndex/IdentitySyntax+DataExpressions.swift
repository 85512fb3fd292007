import ViewLintSyntax

/// What a container iterates: property paths, `indices`, ranges and `enumerated()`.
extension IdentitySyntax {
    /// Which collection a data expression iterates: the property path (`pets`, `self.pets`,
    /// `$pets`, `model.store.pets`), through element-preserving calls (`sorted()`, `filter`,
    /// `Array(…)`) and `enumerated()`.
    public struct DataPath: Sendable, Hashable, Codable {
        public var components: [String]
        public var isEnumerated: Bool
    }

    static let elementPreservingMethods = [
        "sorted", "filter", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast", "uniqued",
    ]

    public static func dataPath(_ node: Node) -> DataPath? {
        var components: [String] = []
        var isEnumerated = false
        var current = node
        while true {
            if current.is(.simpleIdentifier) {
                var name = current.text
                if name.hasPrefix("$") { name.removeFirst() }
                guard !name.isEmpty, !name.hasPrefix("0") else { return nil }
                components.append(name)
                break
            } else if current.is(.selfExpression) {
                break
            } else if current.is(.navigationExpression), let target = current.child(field: .target),
                      let name = current.navigationMember, name.is(.simpleIdentifier) {
                components.append(name.text)
                current = target
            } else if current.is(.callExpression), let callee = current.namedChild(0) {
                if callee.is(.simpleIdentifier), callee.textEquals("Array"),
                   let argument = containerCall(current, names: array)?.firstUnlabelledArgument {
                    current = argument
                } else if callee.is(.navigationExpression), let target = callee.child(field: .target),
                          let method = callee.navigationMember {
                    if method.textEquals("enumerated") {
                        isEnumerated = true
                    } else if !elementPreservingMethods.contains(where: { method.textEquals($0) }) {
                        return nil
                    }
                    current = target
                } else {
                    return nil
                }
            } else {
                return nil
            }
        }
        guard !components.isEmpty else { return nil }
        return DataPath(components: components.reversed(), isEnumerated: isEnumerated)
    }

    /// How a data expression iterates positions instead of elements.
    public enum IndexIteration: Sendable {
        /// `xs.indices`
        case indices
        /// `0..<xs.count`, `0...xs.count - 1`
        case countRange
        /// `xs.startIndex..<xs.endIndex`
        case boundsRange
    }

    /// `xs.indices`, `0..<xs.count` or `xs.startIndex..<xs.endIndex`, with the collection `xs`.
    public static func indexIteration(_ data: Node) -> (kind: IndexIteration, collection: Node)? {
        let data = unparenthesized(data)
        if let collection = member(data, named: "indices") { return (.indices, collection) }
        guard data.is(.rangeExpression), let start = data.child(field: .start), var end = data.child(field: .end) else { return nil }
        if end.is(.additiveExpression), let lhs = end.namedChild(0), end.namedChildCount == 2 { end = lhs }
        if isIntegerLiteral(start), let collection = member(end, named: "count") { return (.countRange, collection) }
        if let first = member(start, named: "startIndex"), let second = member(end, named: "endIndex"),
           first.text == second.text { return (.boundsRange, first) }
        return nil
    }

    /// Whether the data expression goes through `enumerated()` (`Array(xs.enumerated())`,
    /// `xs.enumerated().map { … }`, `zip`-free forms only).
    public static func isEnumerated(_ data: Node) -> Bool {
        var current = data
        while true {
            if current.is(.navigationExpression), let target = current.child(field: .target) {
                current = target
            } else if current.is(.callExpression), let callee = current.namedChild(0) {
                if callee.is(.navigationExpression), callee.navigationMember?.textEquals("enumerated") == true {
                    return true
                }
                if callee.is(.simpleIdentifier), callee.textEquals("Array"), let argument = containerCall(current, names: array)?.firstUnlabelledArgument {
                    current = argument
                } else {
                    current = callee
                }
            } else {
                return false
            }
        }
    }

    /// The target of `target.name`, when `node` is that member access.
    public static func member(_ node: Node, named name: String) -> Node? {
        guard node.is(.navigationExpression), node.navigationMember?.textEquals(name) == true else { return nil }
        return node.child(field: .target)
    }

    /// `(x)` → `x` (a one-element tuple expression is a parenthesized expression).
    public static func unparenthesized(_ node: Node) -> Node {
        var current = node
        while current.is(.tupleExpression), current.namedChildCount == 1, let inner = current.namedChild(0) { current = inner }
        return current
    }
}
