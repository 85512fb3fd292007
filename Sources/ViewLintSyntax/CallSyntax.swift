import CTreeSitter

/// A `call_expression` taken apart in one pass: `callee(arguments) { trailing closure }`.
///
/// Every call of every file is asked the same questions by the index and by several rules
/// (what is called, which member, with which arguments, with a closure?). The engine reads a
/// call once and hands the result to all of them (`RuleContext.call(_:)`), instead of each
/// re-walking the same children. A class, so that handing it around copies one reference.
public final class CallSyntax {
    /// Kept alive for as long as the call is held (its nodes do not keep it, see `Node.tree`).
    private let tree: SyntaxTree
    /// The `call_expression`.
    public let node: Node
    /// What is called: `ForEach`, `Text("a").padding`, `transform`.
    public let callee: Node
    /// `padding` in `x.padding(8)`: the member name when the callee is a navigation expression.
    public let member: Node?
    /// The hash of `member`'s name, read once: the index asks it of every member call several
    /// times (is it `toggle`, a mutating method, a project's method?).
    public private(set) lazy var memberHash: NameHash? = member?.nameHash
    /// The `call_suffix` (parentheses and trailing closures); absent only in broken code.
    public let suffix: Node?
    /// The parenthesised `value_arguments`, when written (`x.task { }` has none).
    public var argumentList: Node? { suffixParts.argumentList }
    /// The first trailing closure.
    public var trailingClosure: Node? { suffixParts.trailingClosure }
    /// The `value_argument` nodes inside the parentheses, in order. Read on first use: most
    /// calls are rejected by their callee alone.
    public private(set) lazy var arguments: [Node] = {
        var arguments: [Node] = []
        argumentList?.forEachChildNode { child in
            if ts_node_symbol(child) == NodeKind.valueArgument.symbol { arguments.append(Node(raw: child, tree: tree)) }
            return true
        }
        return arguments
    }()

    private lazy var suffixParts: (argumentList: Node?, trailingClosure: Node?) = {
        var argumentList: Node?, trailingClosure: Node?
        suffix?.forEachChildNode { child in
            let symbol = ts_node_symbol(child)
            if argumentList == nil, symbol == NodeKind.valueArguments.symbol {
                argumentList = Node(raw: child, tree: tree)
            } else if symbol == NodeKind.lambdaLiteral.symbol {
                trailingClosure = Node(raw: child, tree: tree)
                return false
            }
            return true
        }
        return (argumentList, trailingClosure)
    }()

    /// Reads `node`'s callee; nil when it is not a call.
    public init?(_ node: Node) {
        guard node.is(.callExpression) else { return nil }
        let tree = node.tree
        var callee: Node?, suffix: Node?
        node.forEachChildNode { child in
            if callee == nil, ts_node_is_named(child) {
                callee = Node(raw: child, tree: tree)
            } else if ts_node_symbol(child) == NodeKind.callSuffix.symbol {
                suffix = Node(raw: child, tree: tree)
                return false
            }
            return true
        }
        guard let callee else { return nil }
        self.tree = tree
        self.node = node
        self.callee = callee
        self.suffix = suffix
        member = callee.is(.navigationExpression) ? callee.navigationMember : nil
    }

    /// Whether the callee is a plain name equal to one of `names` (`ForEach`, not `x.ForEach`).
    public func calls(oneOf names: [String]) -> Bool {
        guard let range = simpleCalleeRange else { return false }
        return names.contains { tree.bytes.bytes(range, equal: $0) }
    }

    /// The bytes of a plain-name callee, read once: calls are matched against name lists often.
    private lazy var simpleCalleeRange: Range<Int>? = callee.is(.simpleIdentifier) ? callee.byteRange : nil

    /// Whether the callee is `x.name`.
    public func callsMember(_ name: String) -> Bool {
        member?.textEquals(name) == true
    }

    /// The value of the first argument without a label (the data of `ForEach(data)`).
    public var firstUnlabelledArgument: Node? {
        arguments.first { $0.child(field: .name) == nil }?.child(field: .value)
    }

    /// The value of the argument labelled `label`.
    public func argument(labeled label: String) -> Node? {
        arguments.first { $0.child(field: .name)?.textEquals(label) == true }?.child(field: .value)
    }

    /// `.name(value)`: the value of the single, unlabelled argument of a member call `name`.
    public func soleArgument(ofMember name: String) -> Node? {
        guard callsMember(name), arguments.count == 1, arguments[0].child(field: .name) == nil else { return nil }
        return arguments[0].child(field: .value)
    }

    /// `x.f()`: empty parentheses and no trailing closure.
    public var hasNoArguments: Bool {
        guard let argumentList, trailingClosure == nil else { return false }
        return argumentList.namedChildCount == 0
    }

    /// Whether a closure is passed, trailing or as an argument. (An argument list without a
    /// `{` has no closure: most calls are answered from their bytes.)
    public var takesClosure: Bool {
        if trailingClosure != nil { return true }
        guard let argumentList, argumentList.textContains("{") else { return false }
        return arguments.contains { $0.child(field: .value)?.is(.lambdaLiteral) == true }
    }
}
