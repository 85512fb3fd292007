import ViewLintRuleKit

/// What linting one file produced before cross-file checks.
struct FileResult: Sendable {
    var path: String
    var findings: [(ruleID: String, finding: Finding)]
    var deferredChecks: [DeferredCheck]
    var facts: FileFacts
    var hasParseErrors: Bool
}

/// Parses one file once and, in a single walk, collects its index facts and runs every rule.
struct FileLinter {
    let rules: RuleSet

    /// Node kinds whose subtrees are never shown to rules: comments, string literals, and
    /// ERROR nodes (tree-sitter's recovery of broken code).
    static let opaqueKinds: Set<UInt16> = Set([
        NodeKind.comment, .multilineComment, .lineStringLiteral, .multiLineStringLiteral, .rawStringLiteral, .regexLiteral,
    ].map(\.symbol))

    func lint(path: String, source: SourceText, parser: SyntaxParser) -> FileResult? {
        guard let tree = parser.parse(source) else { return nil }
        let context = RuleContext(path: path, tree: tree)
        var collector = FileFactsCollector(path: path)
        let indexKinds = Set(FileFactsCollector.interestingKinds.map(\.symbol))
        TreeWalker().walk(tree.root) { node, ancestors in
            if node.isError || Self.opaqueKinds.contains(node.symbol) { return .skipChildren }
            let symbol = node.symbol
            if indexKinds.contains(symbol) { collector.visit(node) }
            let interested = rules.rules(for: symbol)
            for ruleIndex in interested {
                let entry = rules.entries[ruleIndex]
                context.prepare(ruleID: entry.id, ancestors: ancestors)
                entry.rule.visit(node, context)
            }
            // Release the context's reference, so that the walker's next append mutates its
            // array in place instead of copying the whole path (quadratic on deep nesting).
            if !interested.isEmpty { context.prepare(ruleID: "", ancestors: []) }
            return .visitChildren
        }
        var facts = collector.facts
        facts.published = context.published
        return FileResult(
            path: path, findings: context.findings, deferredChecks: context.deferredChecks,
            facts: facts, hasParseErrors: tree.hasErrors)
    }
}
