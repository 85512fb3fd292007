import ViewLintRuleKit

/// What linting one file produced before cross-file checks.
struct FileResult: Sendable {
    var path: String
    var findings: [(ruleID: String, finding: Finding)]
    var deferredChecks: [DeferredCheck]
    var facts: FileFacts
    var hasParseErrors: Bool
    /// The file's `// viewlint:` comments, applied after cross-file checks.
    var suppressions: Suppressions
    /// The rules this file was linted with (configuration may differ between folders).
    var rules: RuleSet
}

/// Parses one file once and, in a single walk, collects its index facts and runs every rule.
struct FileLinter {
    let rules: RuleSet

    /// Suppression directives are line comments (`// viewlint:...`).
    static let lineComment = NodeKind.comment.symbol

    /// Whether the index collector wants a node kind.
    static let indexKinds = NodeKind.symbolTable(FileFactsCollector.interestingKinds)

    /// `ancestorStack` is the worker's reusable buffer for the walk's ancestor stack.
    func lint(path: String, source: SourceText, parser: SyntaxParser, ancestorStack: inout [Node]) -> FileResult? {
        guard let tree = parser.parse(source) else { return nil }
        let context = RuleContext(path: path, tree: tree)
        var collector = FileFactsCollector(path: path)
        var suppressions = Suppressions()
        TreeWalker().walk(tree.root, namedOnly: true, ancestorStack: &ancestorStack) { node, ancestors in
            let symbol = node.symbol
            // Comments, string literals and ERROR nodes (tree-sitter's recovery of broken code)
            // are never shown to rules.
            if node.isCommentOrStringLiteral || node.isError {
                if symbol == Self.lineComment { suppressions.visitComment(node, source: source) }
                return .skipChildren
            }
            if Self.indexKinds[Int(symbol)] { collector.visit(node) }
            let interested = rules.rules(for: symbol)
            guard !interested.isEmpty else { return .visitChildren }
            for ruleIndex in interested {
                let entry = rules.entries[ruleIndex]
                context.prepare(ruleID: entry.id, ancestors: ancestors)
                entry.rule.visit(node, context)
            }
            // Drop the context's reference to the walker's ancestor stack, or the walker's next
            // push would copy the whole stack (quadratic time on deeply nested files).
            context.endVisit()
            return .visitChildren
        }
        var facts = collector.facts
        facts.published = context.published
        return FileResult(
            path: path, findings: context.findings, deferredChecks: context.deferredChecks,
            facts: facts, hasParseErrors: tree.hasErrors, suppressions: suppressions, rules: rules)
    }
}
