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
        TreeWalker().walk(tree.root) { node, _ in
            if node.startByte >= offset { return .skipChildren }
            if node.is(.directive) {
                directives.append(node)
                return .skipChildren
            }
            if node.is(.comment) || node.is(.multilineComment) || node.is(.lineStringLiteral)
                || node.is(.multiLineStringLiteral) || node.is(.rawStringLiteral) {
                return .skipChildren
            }
            return .visitChildren
        }
        // One frame per open `#if`: whether the current branch is debug-only, and whether
        // the `#if` tested `!DEBUG` (so that its `#else` is debug-only).
        var frames: [(debugOnly: Bool, negatesDebug: Bool)] = []
        for directive in directives {
            let text = directive.text
            let (keyword, condition) = split(text)
            switch keyword {
            case "#if": frames.append((isDebugCondition(condition), condition == "!DEBUG"))
            case "#elseif": if !frames.isEmpty { frames[frames.count - 1].debugOnly = isDebugCondition(condition) }
            case "#else": if !frames.isEmpty { frames[frames.count - 1].debugOnly = frames[frames.count - 1].negatesDebug }
            case "#endif": if !frames.isEmpty { frames.removeLast() }
            default: break
            }
        }
        return frames.contains { $0.debugOnly }
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
