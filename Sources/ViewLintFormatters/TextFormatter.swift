import Foundation
import ViewLintDiagnostics

/// `path:line:column: severity: message [rule]`, one line per diagnostic: the format
/// compilers use, so Xcode, editors and CI annotate it without configuration.
public struct TextFormatter: ReportFormatter {
    public init() {}

    public func format(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += "\(diagnostic.path):\(diagnostic.span.line):\(diagnostic.span.column): "
            output += "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
        }
        return output
    }

    /// `1 file`, `2 files`: a count with its noun, for summary lines.
    public static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The one-line summary printed on stderr after any format.
    public static func summary(_ report: LintReport) -> String {
        var line = "viewlint: \(counted(report.filesLinted, "file")), \(counted(report.errorCount, "error")), \(counted(report.warningCount, "warning"))"
        if report.filesWithParseErrors > 0 { line += " (\(counted(report.filesWithParseErrors, "file")) with syntax errors)" }
        if !report.skippedFiles.isEmpty { line += ", \(report.skippedFiles.count) skipped" }
        return line + " in " + String(format: "%.2fs", report.elapsedSeconds)
    }
}
