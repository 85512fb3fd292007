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

    /// The one-line summary printed on stderr after any format.
    public static func summary(_ report: LintReport) -> String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var line = "viewlint: \(plural(report.filesLinted, "file")), \(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning"))"
        if report.filesWithParseErrors > 0 { line += " (\(plural(report.filesWithParseErrors, "file")) with syntax errors)" }
        if !report.skippedFiles.isEmpty { line += ", \(report.skippedFiles.count) skipped" }
        return line + " in " + String(format: "%.2fs", report.elapsedSeconds)
    }
}
