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
        // The callee's text starts where the call does: compare bytes before touching children
        // (this runs for every call in every file).
        guard call.is(.callExpression),
              names.contains(where: { call.tree.source.bytes(call.startByte..<(call.startByte + $0.utf8.count), equal: $0) }),
              let callee = call.namedChild(0), callee.is(.simpleIdentifier),
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
}
