import ViewLintSyntax

/// Readers of the syntax that explicit identity is written in (`ForEach(data, id: \.key)`,
/// `.id(value)`, `Identifiable.id` getters), shared by the project index and the identity
/// rules so that both read a construct the same way.
///
/// Everything here is iterative and looks only at the few nodes of one construct; callers
/// reach these functions only after a cheap symbol and `textEquals` check.
public enum IdentitySyntax {
    // MARK: Container calls

    /// Containers that iterate a collection and take an optional `id:` key path.
    public static let iteratingContainers = ["ForEach", "List"]
    /// Every container whose `id:` argument is a key path naming each element's identity.
    public static let keyPathContainers = ["ForEach", "List", "Table", "OutlineGroup"]
    public static let forEach = ["ForEach"]
    static let array = ["Array"]

    /// A call such as `ForEach(pets, id: \.name) { … }`, seen from the call whose callee is the
    /// container's name. (tree-sitter-swift puts a trailing closure either in that call's suffix
    /// or in an enclosing call whose callee is this call.)
    public struct ContainerCall {
        /// The `call_expression` whose first child is the callee.
        public let head: Node
        public let callee: Node
        /// The `value_argument` nodes inside the parentheses.
        public let arguments: [Node]

        /// The value of the first argument without a label (the data of `ForEach(data)`).
        public var data: Node? {
            arguments.first { $0.child(field: .name) == nil }?.child(field: .value)
        }

        /// The value of the argument labelled `label`.
        public func argument(labeled label: String) -> Node? {
            arguments.first { $0.child(field: .name)?.textEquals(label) == true }?.child(field: .value)
        }
    }

    /// `call` as a call of one of `names` (a plain identifier callee), or nil.
    public static func containerCall(_ call: Node, names: [String]) -> ContainerCall? {
        guard call.is(.callExpression), let callee = call.namedChild(0), callee.is(.simpleIdentifier),
              names.contains(where: { callee.textEquals($0) }) else { return nil }
        let arguments = call.firstChild(.callSuffix)?.firstChild(.valueArguments)?.namedChildren.filter { $0.is(.valueArgument) } ?? []
        return ContainerCall(head: call, callee: callee, arguments: arguments)
    }

    /// The call a closure is passed to, given the closure's ancestors (innermost last):
    /// `ForEach(xs) { … }`, `ForEach(xs, content: { … })` and `xs.map { … }` all answer the call
    /// whose callee names the container or method.
    public static func owningCall(ofClosureWithAncestors ancestors: ArraySlice<Node>) -> Node? {
        var index = ancestors.endIndex - 1
        if index >= ancestors.startIndex, ancestors[index].is(.valueArgument) { index -= 2 } // value_arguments
        guard index > ancestors.startIndex, ancestors[index].is(.callSuffix) else { return nil }
        let call = ancestors[index - 1]
        guard call.is(.callExpression), let callee = call.namedChild(0) else { return nil }
        return callee.is(.callExpression) && callee.namedChild(0)?.is(.simpleIdentifier) == true ? callee : call
    }

    // MARK: Key paths

    /// `\.a.b` → (nil, [a, b]); `\Pet.name` → (Pet, [name]); `\.self` → (nil, [self]).
    public struct KeyPath: Sendable, Hashable {
        public var root: String?
        public var components: [String]
        public var last: String { components.last ?? "" }
        public var text: String { "\\" + (root ?? "") + "." + components.joined(separator: ".") }
    }

    public static func keyPath(_ node: Node) -> KeyPath? {
        var components: [String] = []
        var current = node
        while current.is(.navigationExpression) {
            guard let name = current.child(field: .suffix)?.child(field: .suffix), name.is(.simpleIdentifier) || name.is(.integerLiteral),
                  let target = current.child(field: .target) else { return nil }
            components.append(name.text)
            current = target
        }
        guard current.is(.keyPathExpression), !components.isEmpty else { return nil }
        let root = current.firstChild(.typeIdentifier).map(\.text)
        return KeyPath(root: root, components: components.reversed())
    }

    /// Whether `node` is the key path `\.<name>` (without allocating).
    public static func isKeyPath(_ node: Node, to name: String) -> Bool {
        guard node.is(.navigationExpression), let target = node.child(field: .target), target.is(.keyPathExpression),
              target.namedChildCount == 0 else { return false }
        return node.child(field: .suffix)?.child(field: .suffix)?.textEquals(name) == true
    }

    // MARK: Data expressions

    /// Which collection a data expression iterates: the property path (`pets`, `self.pets`,
    /// `$pets`, `model.store.pets`), through element-preserving calls (`sorted()`, `filter`,
    /// `Array(…)`) and `enumerated()`.
    public struct DataPath: Sendable, Hashable {
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
                      let name = current.child(field: .suffix)?.child(field: .suffix), name.is(.simpleIdentifier) {
                components.append(name.text)
                current = target
            } else if current.is(.callExpression), let callee = current.namedChild(0) {
                if callee.is(.simpleIdentifier), callee.textEquals("Array"),
                   let argument = containerCall(current, names: array)?.data {
                    current = argument
                } else if callee.is(.navigationExpression), let target = callee.child(field: .target),
                          let method = callee.child(field: .suffix)?.child(field: .suffix) {
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
                if callee.is(.navigationExpression), callee.child(field: .suffix)?.child(field: .suffix)?.textEquals("enumerated") == true {
                    return true
                }
                if callee.is(.simpleIdentifier), callee.textEquals("Array"), let argument = containerCall(current, names: array)?.data {
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
        guard node.is(.navigationExpression), node.child(field: .suffix)?.child(field: .suffix)?.textEquals(name) == true else { return nil }
        return node.child(field: .target)
    }

    /// `(x)` → `x` (a one-element tuple expression is a parenthesized expression).
    public static func unparenthesized(_ node: Node) -> Node {
        var current = node
        while current.is(.tupleExpression), current.namedChildCount == 1, let inner = current.namedChild(0) { current = inner }
        return current
    }

    // MARK: Literals

    /// `3`, `-1`, `0x10`.
    public static func isIntegerLiteral(_ node: Node) -> Bool {
        if node.is(.integerLiteral) || node.is(.hexLiteral) { return true }
        if node.is(.prefixExpression), let operation = node.child(field: .operation), operation.textEquals("-"),
           let target = node.child(field: .target) {
            return target.is(.integerLiteral) || target.is(.hexLiteral)
        }
        return false
    }

    /// A value written as a constant: a number, Boolean or plain string literal, or an enum
    /// case (`.home`, `Tab.home`). Two equal constants are the same value.
    public static func isConstantValue(_ node: Node) -> Bool {
        if isIntegerLiteral(node) || node.is(.realLiteral) || node.is(.booleanLiteral) { return true }
        if node.is(.lineStringLiteral) {
            return node.children(field: .interpolation).isEmpty
        }
        if node.is(.prefixExpression), let operation = node.child(field: .operation), operation.textEquals("."),
           let target = node.child(field: .target), target.is(.simpleIdentifier) { return true }
        if node.is(.navigationExpression), let target = node.child(field: .target), target.is(.simpleIdentifier),
           let first = target.tree.source.bytes[safe: target.startByte], (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
           node.child(field: .suffix)?.child(field: .suffix)?.is(.simpleIdentifier) == true { return true }
        return false
    }

    // MARK: Fresh values

    /// Numeric types (and Bool) whose `.random(…)` makes a fresh value.
    static let randomTypes = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "Float80", "CGFloat", "Bool", "Decimal",
    ]
    static let randomFunctions = ["arc4random", "arc4random_uniform", "arc4random_buf", "drand48", "lrand48"]
    /// Conversions that keep their argument's freshness: `String(UUID())`, `AnyHashable(Date())`.
    static let conversions = ["String", "AnyHashable", "Int", "Double", "Text"]

    /// The construct in `expression` that makes a new value each time it is evaluated (`UUID()`,
    /// `Date()`, `Date.now`, `Int.random(in:)`, `arc4random()`), following only the parts whose
    /// value becomes the expression's value (`UUID().uuidString`, `x ?? UUID()`, `"\(Date())"`),
    /// never arguments of arbitrary calls or closures.
    public static func freshValue(in expression: Node) -> Node? {
        var work = [expression]
        while let node = work.popLast() {
            if isFreshConstruct(node) { return node }
            if node.is(.navigationExpression), let target = node.child(field: .target) {
                work.append(target)
            } else if node.is(.callExpression), let callee = node.namedChild(0) {
                if callee.is(.navigationExpression), let target = callee.child(field: .target) {
                    work.append(target)
                } else if callee.is(.simpleIdentifier), conversions.contains(where: { callee.textEquals($0) }),
                          let call = containerCall(node, names: conversions) {
                    work += call.arguments.compactMap { $0.child(field: .value) }
                }
            } else if node.is(.additiveExpression) || node.is(.multiplicativeExpression) || node.is(.nilCoalescingExpression)
                        || node.is(.tupleExpression) || node.is(.interpolatedExpression) {
                work += node.namedChildren
            } else if node.is(.lineStringLiteral) {
                work += node.children(field: .interpolation)
            } else if node.is(.ternaryExpression) {
                work += [node.child(field: .ifTrue), node.child(field: .ifFalse)].compactMap { $0 }
            }
        }
        return nil
    }

    private static func isFreshConstruct(_ node: Node) -> Bool {
        if node.is(.callExpression), let callee = node.namedChild(0) {
            let hasArguments = (node.firstChild(.callSuffix)?.firstChild(.valueArguments)?.namedChildCount ?? 0) > 0
            if callee.is(.simpleIdentifier) {
                if !hasArguments, callee.textEquals("UUID") || callee.textEquals("Date") { return true }
                return randomFunctions.contains { callee.textEquals($0) } && node.firstChild(.callSuffix)?.firstChild(.lambdaLiteral) == nil
            }
            // tree-sitter-swift reads `a + UUID()` as a call of `a + UUID`.
            if callee.is(.additiveExpression), let rhs = callee.namedChild(1), rhs.is(.simpleIdentifier),
               !hasArguments, rhs.textEquals("UUID") || rhs.textEquals("Date") {
                return true
            }
            if callee.is(.navigationExpression), let method = callee.child(field: .suffix)?.child(field: .suffix),
               let target = callee.child(field: .target) {
                if method.textEquals("init"), !hasArguments, target.textEquals("UUID") || target.textEquals("Date") { return true }
                if method.textEquals("randomElement") { return true }
                if method.textEquals("random"), target.is(.simpleIdentifier), randomTypes.contains(where: { target.textEquals($0) }) {
                    return true
                }
            }
            if callee.is(.prefixExpression), callee.child(field: .operation)?.textEquals(".") == true,
               callee.child(field: .target)?.textEquals("random") == true { return true }
            return false
        }
        if let target = member(node, named: "now") {
            return target.is(.simpleIdentifier) && target.textEquals("Date")
        }
        if node.is(.prefixExpression), node.child(field: .operation)?.textEquals(".") == true,
           node.child(field: .target)?.textEquals("now") == true { return true }
        return false
    }

    // MARK: Getters

    /// The expressions a getter's statements return: the single expression of an implicit
    /// return, and the value of every `return` outside nested closures and functions.
    public static func returnedExpressions(_ statements: Node) -> [Node] {
        var result: [Node] = []
        let named = statements.namedChildren
        if named.count == 1, let only = named.first, !only.is(.controlTransferStatement), !only.is(.propertyDeclaration) {
            result.append(only)
        }
        TreeWalker().walk(statements) { node, _ in
            if node.is(.lambdaLiteral) || node.is(.functionDeclaration) || node.is(.classDeclaration) { return .skipChildren }
            if node.is(.controlTransferStatement) {
                if node.child(0)?.textEquals("return") == true, let value = node.child(field: .result) { result.append(value) }
                return .skipChildren
            }
            return .visitChildren
        }
        return result
    }

    /// `name` or `self.name`: the property a getter returns directly.
    public static func propertyReference(_ expression: Node) -> Node? {
        if expression.is(.simpleIdentifier) { return expression }
        if expression.is(.navigationExpression), expression.child(field: .target)?.is(.selfExpression) == true,
           let name = expression.child(field: .suffix)?.child(field: .suffix), name.is(.simpleIdentifier) { return name }
        return nil
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
