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

    /// What the walk does with a node, by kind: one table load per node.
    struct Role: OptionSet {
        let rawValue: UInt8
        /// Comments, string literals and ERROR nodes (tree-sitter's recovery of broken code):
        /// never shown to rules and not descended into.
        static let hidden = Role(rawValue: 1 << 0)
        /// Line comments, where suppression directives (`// viewlint:...`) live.
        static let lineComment = Role(rawValue: 1 << 1)
        /// Kinds the index collector reads.
        static let indexed = Role(rawValue: 1 << 2)
        /// Calls, read once and shared by the index and every rule.
        static let call = Role(rawValue: 1 << 3)
    }

    static let roles: [Role] = {
        var table = [Role](repeating: [], count: Int(UInt16.max) + 1)
        for kind in NodeKind.commentsAndStringLiterals { table[Int(kind.symbol)].insert(.hidden) }
        table[Int(UInt16.max)].insert(.hidden) // tree-sitter's ERROR symbol
        table[Int(NodeKind.comment.symbol)].insert(.lineComment)
        for kind in FileFactsCollector.interestingKinds { table[Int(kind.symbol)].insert(.indexed) }
        table[Int(NodeKind.callExpression.symbol)].insert(.call)
        return table
    }()

    /// `ancestorStack` is the worker's reusable buffer for the walk's ancestor stack.
    func lint(path: String, source: SourceText, parser: SyntaxParser, ancestorStack: inout [Node]) -> FileResult? {
        guard let tree = parser.parse(source) else { return nil }
        return lint(path: path, tree: tree, ancestorStack: &ancestorStack)
    }

    /// Lints a tree parsed by the caller (the language server reparses edited buffers
    /// incrementally and keeps their trees).
    func lint(path: String, tree: SyntaxTree, ancestorStack: inout [Node]) -> FileResult {
        let source = tree.source
        let context = RuleContext(path: path, tree: tree)
        var collector = FileFactsCollector(path: path)
        var suppressions = Suppressions()
        let roles = Self.roles
        TreeWalker().walk(tree.root, namedOnly: true, ancestorStack: &ancestorStack) { node, ancestors in
            let symbol = node.symbol
            let role = roles[Int(symbol)]
            if role.contains(.hidden) {
                if role.contains(.lineComment) { suppressions.visitComment(node, source: source) }
                return .skipChildren
            }
            let call = role.contains(.call) ? CallSyntax(node) : nil
            if role.contains(.indexed) { collector.visit(node, parent: ancestors.last, call: call) }
            let slots = rules.ruleSlots(for: symbol)
            guard !slots.isEmpty else { return .visitChildren }
            context.beginVisit(ancestors: ancestors, call: call)
            for slot in slots {
                // The entry is read in place, not copied (a copy retains its rule and id for
                // every rule of every node).
                let index = rules.dispatchRules[slot]
                context.currentRuleID = rules.entries[index].id
                rules.entries[index].rule.visit(node, context)
            }
            // Drop the context's reference to the walker's ancestor stack, or the walker's next
            // push would copy the whole stack (quadratic time on deeply nested files).
            context.endVisit()
            return .visitChildren
        }
        var facts = collector.finish()
        facts.published = context.published
        return FileResult(
            path: path, findings: context.findings, deferredChecks: context.deferredChecks,
            facts: facts, hasParseErrors: tree.hasErrors, suppressions: suppressions, rules: rules)
    }
}
