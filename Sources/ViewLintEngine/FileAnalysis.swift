import ViewLintRuleKit
import ViewLintSyntax

/// One file linted on its own, before cross-file checks: for a caller that keeps files
/// between runs and re-checks them against a changing project index (the language server).
/// `Linter.lint` is the same two passes over a whole run.
public struct FileAnalysis: Sendable {
    let result: FileResult

    public var path: String { result.path }
    /// What the file contributes to the project index.
    public var facts: FileFacts { result.facts }
    public var hasParseErrors: Bool { result.hasParseErrors }

    /// Pass 1 for one tree that the caller parsed (possibly incrementally): index facts and
    /// every rule, in one walk.
    public init(path: String, tree: SyntaxTree, rules: RuleSet) {
        var ancestorStack: [Node] = []
        ancestorStack.reserveCapacity(256)
        result = FileLinter(rules: rules).lint(path: path, tree: tree, ancestorStack: &ancestorStack)
    }

    init(result: FileResult) { self.result = result }

    /// Pass 2: the file's diagnostics against an index of the project (which should hold this
    /// file's facts), suppressions applied, in report order.
    public func diagnostics(index: ProjectIndex) -> [Diagnostic] {
        Linter.diagnostics(result, index: index).sorted(by: Diagnostic.reportOrder)
    }

    /// The same, building the index only when the file has cross-file checks: a caller that
    /// rebuilds its index after every edit skips that work for files that need none.
    public func diagnostics(index: () -> ProjectIndex) -> [Diagnostic] {
        diagnostics(index: result.deferredChecks.isEmpty ? Self.emptyIndex : index())
    }

    private static let emptyIndex = ProjectIndex([])
}

extension Linter {
    /// Pass 1 over `inputs` in parallel, without the cross-file pass: each readable file's
    /// analysis, or why it was skipped.
    public func analyze(_ inputs: [LintInput]) -> [Result<FileAnalysis, SkippedFile>] {
        zip(inputs, lintFiles(inputs)).map { input, file in
            switch file.outcome {
            case .linted(let result), .cached(let result): .success(FileAnalysis(result: result))
            case .skipped(let reason): .failure(SkippedFile(path: input.path, reason: reason))
            }
        }
    }
}

extension SkippedFile: Error {}
