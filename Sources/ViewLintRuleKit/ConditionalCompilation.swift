import ViewLintSyntax

/// Reads `#if` / `#elseif` / `#else` / `#endif` directives. tree-sitter-swift keeps them as
/// flat `directive` nodes beside the code they guard, so the active conditions at a point are
/// found by replaying the directives before it.
public enum ConditionalCompilation {
    /// Whether `offset` lies in code compiled only in debug builds (`#if DEBUG`,
    /// `#if DEBUG && os(iOS)`, the `#else` of `#if !DEBUG`). Walks the tree up to `offset`:
    /// call it only for candidates, not for every node.
    public static func isDebugOnly(_ offset: Int, in tree: SyntaxTree) -> Bool {
        var directives: [Node] = []
        // Directives inside ERROR nodes still count: broken code must not unguard a call.
        TreeWalker().walk(tree.root) { node, _ in
            if node.startByte >= offset || node.isCommentOrStringLiteral { return .skipChildren }
            if node.is(.directive) {
                directives.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
        return openGroups(directives, before: offset).contains { group in
            let (keyword, condition) = split(group.clause.text)
            // An `#else` is debug-only when its `#if` tested `!DEBUG`.
            return keyword == "#else" ? split(group.opening.text).1 == "!DEBUG" : isDebugCondition(condition)
        }
    }

    /// The `#if` groups open at `offset`, outermost first, each with its opening `#if` and
    /// the clause (`#if`, `#elseif` or `#else`) that `offset` lies in, replayed from
    /// `directives` in source order.
    public static func openGroups(_ directives: [Node], before offset: Int) -> [(opening: Node, clause: Node)] {
        var open: [(opening: Node, clause: Node)] = []
        for directive in directives {
            if directive.startByte >= offset { break }
            if directive.textHasPrefix("#endif") {
                if !open.isEmpty { open.removeLast() }
            } else if directive.textHasPrefix("#else") {  // `#else` and `#elseif`
                if !open.isEmpty { open[open.count - 1].clause = directive }
            } else if directive.textHasPrefix("#if") {
                open.append((directive, directive))
            }
        }
        return open
    }

    /// `#if DEBUG && os(iOS)` → (`#if`, `DEBUG&&os(iOS)`), white space removed.
    private static func split(_ text: String) -> (String, String) {
        let keyword = String(text.prefix { !$0.isWhitespace })
        let condition = String(text.dropFirst(keyword.count).filter { !$0.isWhitespace })
        return (keyword, condition)
    }

    /// `DEBUG`, `DEBUG&&X`, `(DEBUG)`: true only when every build taking the branch is a debug build.
    private static func isDebugCondition(_ condition: String) -> Bool {
        guard !condition.contains("||") else { return false }
        return condition.split(separator: "&").contains { part in part.filter { $0 != "(" && $0 != ")" } == "DEBUG" }
    }
}
