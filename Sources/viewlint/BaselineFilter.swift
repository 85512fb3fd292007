import ViewLintBaseline
import ViewLintDiagnostics

/// `--baseline FILE`: read once and applied to every report of the run (each pass of
/// `--fix` too, so that a baselined diagnostic is never fixed).
final class BaselineFilter {
    let path: String
    private let baseline: Baseline
    /// What the last report it filtered matched, for stderr.
    private(set) var note = ""

    init(path: String) throws(Baseline.FileError) {
        self.path = path
        baseline = try Baseline.read(from: path)
    }

    func apply(to report: inout LintReport, lines: FlaggedLines) {
        let (new, fixed) = baseline.newDiagnostics(report.diagnostics, lines: lines, baselineFile: path)
        note = "viewlint: \(report.diagnostics.count - new.count) diagnostics are in the baseline \(path)"
        if fixed > 0 { note += "; \(fixed) of its entries no longer occur (rewrite it with --write-baseline to drop them)" }
        report.diagnostics = new
    }
}
