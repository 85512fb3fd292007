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

    /// `call` as a call of one of `names` (a plain identifier callee, e.g. `ForEach(pets, id: \.name)`),
    /// or nil. (tree-sitter-swift puts a trailing closure either in that call's suffix or in an
    /// enclosing call whose callee is this call.)
    public static func containerCall(_ call: CallSyntax, names: [String]) -> CallSyntax? {
        call.calls(oneOf: names) ? call : nil
    }

    /// The same for a node that is not already read as a call.
    public static func containerCall(_ node: Node, names: [String]) -> CallSyntax? {
        guard node.is(.callExpression), startsWithOneOf(names, node), let call = CallSyntax(node) else { return nil }
        return call.calls(oneOf: names) ? call : nil
    }

    /// The callee's text starts where the call does: comparing bytes first spares reading the
    /// children of the many calls that are not containers.
    private static func startsWithOneOf(_ names: [String], _ call: Node) -> Bool {
        names.contains { call.textHasPrefix($0) }
    }

    /// The names a closure declares (`{ index, item in }`, `{ (a: Int, b) in }`); empty for `$0` closures.
    public static func closureParameters(_ closure: Node) -> [Node] {
        guard let list = closure.child(field: .type)?.firstChild(.lambdaFunctionTypeParameters) else { return [] }
        return list.namedChildren.compactMap { $0.is(.lambdaParameter) ? $0.child(field: .name) : nil }
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
