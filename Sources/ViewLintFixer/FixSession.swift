import Dispatch
import ViewLintDiagnostics
import ViewLintEngine
import ViewLintSources
import ViewLintSyntax

/// `viewlint lint --fix`: lint, apply the eligible fixes of every file, lint the whole project
/// again (the index is cross-file: a fix in one file can settle a finding in another), and
/// repeat until nothing changes. New contents stay in memory; nothing is written here.
public struct FixSession {
    public var linter: Linter
    /// Whether unsafe fixes are applied too (`--unsafe-fixes`).
    public var includesUnsafe: Bool
    /// Passes of fixing; each is followed by a full lint.
    public var maximumPasses = 10
    /// The diagnostics a run reports from a lint (the baseline removes some), given the
    /// fixed contents so far by path. Only reported diagnostics are fixed.
    public var reported: (LintReport, _ fixedContents: [String: [UInt8]]) -> LintReport

    public init(linter: Linter, includesUnsafe: Bool, reported: @escaping (LintReport, [String: [UInt8]]) -> LintReport = { report, _ in report }) {
        self.linter = linter
        self.includesUnsafe = includesUnsafe
        self.reported = reported
    }

    /// Whether `--fix` applies `diagnostic`'s fix in this session.
    func applies(_ diagnostic: Diagnostic) -> Bool {
        guard let fix = diagnostic.fix else { return false }
        return fix.applicability == .safe || includesUnsafe
    }

    /// The outcome's report times the whole session, every pass included. Each lint after the
    /// first parses only the files the pass before changed.
    public func run(_ inputs: [LintInput]) -> FixOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        var linter = linter
        linter.memo = PassOneMemo()
        var state = FixState(inputs: inputs, loader: linter.loader)
        let fileFixer = FileFixer(parser: SyntaxParser())
        var report = reported(linter.lint(state.inputs), state.fixedContents)
        let initialDiagnostics = report.diagnostics
        var converged = false
        for _ in 0..<maximumPasses {
            let byFile = Dictionary(grouping: report.diagnostics.filter { applies($0) && !state.refused.contains($0.path) }, by: \.path)
            var changed = false
            for path in byFile.keys.sorted() {
                guard let bytes = state.contents(of: path) else { continue }
                let diagnostics = byFile[path] ?? []
                switch fileFixer.apply(diagnostics.compactMap(\.fix), to: bytes) {
                case .unchanged: break
                case .fixed(let fixed, let applied):
                    state.update(path, to: fixed, fixes: applied.count)
                    changed = true
                case .wouldBreakSyntax:
                    if state.refuse(path) { changed = true }
                }
            }
            guard changed else {
                converged = true
                break
            }
            report = reported(linter.lint(state.inputs), state.fixedContents)
        }
        report.elapsedSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return FixOutcome(report: report, changes: state.changes, refusedFiles: state.refused.sorted(),
                          initialDiagnostics: initialDiagnostics, converged: converged)
    }
}

/// What a fix session did: the diagnostics that remain, and the files it would change.
public struct FixOutcome: Sendable {
    /// The report after the last pass: what remains.
    public var report: LintReport
    /// Files whose bytes the fixes change, by path.
    public var changes: [FileChange]
    /// Files left alone because their fixes would break the syntax.
    public var refusedFiles: [String]
    /// The diagnostics of the first lint, before any fix: what a file that stays as it is has.
    public var initialDiagnostics: [Diagnostic]
    /// Whether a last pass found nothing more to apply, so fixing the result again changes
    /// nothing. False when every pass still changed a file (fixes that undo each other, or
    /// chains longer than the passes allowed).
    public var converged: Bool

    public var fixedCount: Int { changes.reduce(0) { $0 + $1.fixCount } }

    /// The outcome once the files at `paths` could not be written: their changes are dropped,
    /// and they keep the diagnostics of the bytes that stay on disk.
    public func keepingOnDisk(_ paths: Set<String>) -> FixOutcome {
        guard !paths.isEmpty else { return self }
        var outcome = self
        outcome.changes.removeAll { paths.contains($0.path) }
        outcome.report.diagnostics = (report.diagnostics.filter { !paths.contains($0.path) }
            + initialDiagnostics.filter { paths.contains($0.path) }).sorted(by: Diagnostic.reportOrder)
        return outcome
    }
}

/// One file's bytes before and after fixing.
public struct FileChange: Sendable {
    public var path: String
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// How many diagnostics' fixes made the change.
    public var fixCount: Int
}
