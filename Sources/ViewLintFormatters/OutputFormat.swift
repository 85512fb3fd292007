import ViewLintDiagnostics

/// The output formats of `viewlint lint --format`.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case github

    /// The renderer for this format; `rules` is the catalogue, which only SARIF describes (it is
    /// read from the rules' READMEs, so the other formats never build it).
    public func formatter(rules: @autoclosure () -> [RuleSummary] = []) -> any ReportFormatter {
        switch self {
        case .text: return TextFormatter()
        case .json: return JSONFormatter()
        case .sarif: return SARIFFormatter(rules: rules())
        case .github: return GitHubFormatter()
        }
    }
}

/// Renders a lint report for stdout. One format per type.
public protocol ReportFormatter: Sendable {
    func format(_ report: LintReport) -> String
}

/// The version printed by `--version` and written into JSON output.
public enum ToolInfo {
    public static let name = "viewlint"
    public static let version = "0.1.0"
}
