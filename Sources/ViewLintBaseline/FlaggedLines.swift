import ViewLintDiagnostics
import ViewLintSources
import ViewLintSyntax

/// The text of the line each diagnostic starts on, read once per file. The engine frees
/// sources after linting, so baselines read the few files that have diagnostics again;
/// sources that did not come from disk (standard input) are handed in.
public final class FlaggedLines {
    private var sources: [String: SourceText]
    private let loader = SourceLoader()

    public init(inMemory: [String: [UInt8]] = [:]) {
        sources = inMemory.mapValues { SourceText(bytes: $0) }
    }

    public func text(of diagnostic: Diagnostic) -> String {
        let source: SourceText
        if let cached = sources[diagnostic.path] {
            source = cached
        } else {
            source = SourceText(bytes: (try? loader.load(diagnostic.path).get()) ?? [])
            sources[diagnostic.path] = source
        }
        return source.lineText(containing: source.lines.startOfLine(diagnostic.span.line - 1))
    }
}
