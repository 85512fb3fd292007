import ViewLintDiagnostics

/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull
/// request's diff, without uploading anything.
///
///     ::error file=Sources/A.swift,line=3,col=9,endLine=3,endColumn=20,title=any-view::message
public struct GitHubFormatter: ReportFormatter {
    public init() {}

    public func format(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let span = diagnostic.span
            let properties = [
                ("file", diagnostic.path), ("line", String(span.line)), ("col", String(span.column)),
                ("endLine", String(span.endLine)), ("endColumn", String(span.endColumn)), ("title", diagnostic.ruleID),
            ].map { "\($0.0)=\(Self.escape($0.1, property: true))" }
            output += "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escape(diagnostic.message))\n"
        }
        return output
    }

    /// The runner's escaping: `%`, CR and LF everywhere, and in property values also the
    /// separators `:` and `,`.
    static func escape(_ text: String, property: Bool = false) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case ":" where property: escaped += "%3A"
            case "," where property: escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
