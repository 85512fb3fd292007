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

    /// `only`: the paths it governs (a baseline named by a configuration); nil: every path.
    func apply(to report: inout LintReport, lines: FlaggedLines, only paths: Set<String>? = nil) {
        let governed = paths.map { paths in report.diagnostics.filter { paths.contains($0.path) } } ?? report.diagnostics
        let (new, fixed) = baseline.newDiagnostics(governed, lines: lines, baselineFile: path)
        note = "viewlint: \(governed.count - new.count) diagnostics are in the baseline \(path)"
        if fixed > 0 { note += "; \(fixed) of its entries no longer occur (rewrite it with --write-baseline to drop them)" }
        guard let paths else {
            report.diagnostics = new
            return
        }
        report.diagnostics = (report.diagnostics.filter { !paths.contains($0.path) } + new).sorted(by: Diagnostic.reportOrder)
    }
}
