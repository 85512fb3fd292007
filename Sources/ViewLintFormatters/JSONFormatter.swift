import ViewLintDiagnostics

/// JSON format version 1 (PRODUCT.md): for editors and tools. Additive changes keep version 1.
public struct JSONFormatter: ReportFormatter {
    public init() {}

    public func format(_ report: LintReport) -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("summary", .object([
                ("files", .int(report.filesLinted)),
                ("errors", .int(report.errorCount)),
                ("warnings", .int(report.warningCount)),
                ("filesWithParseErrors", .int(report.filesWithParseErrors)),
            ])),
            ("diagnostics", .array(report.diagnostics.map(Self.diagnostic))),
        ]).rendered()
    }

    private static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [("file", .string(diagnostic.path))]
        members += position(diagnostic.span)
        members += [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.ruleID)),
            ("message", .string(diagnostic.message)),
        ]
        if let fix = diagnostic.fix {
            members.append(("fix", .object([
                ("message", .string(fix.message)),
                ("applicability", .string(fix.applicability.rawValue)),
                ("edits", .array(fix.edits.map { edit in .object(position(edit.span) + [("text", .string(edit.replacement))]) })),
            ])))
        }
        return .object(members)
    }

    private static func position(_ span: SourceSpan) -> [(String, JSONValue)] {
        [("line", .int(span.line)), ("column", .int(span.column)), ("endLine", .int(span.endLine)), ("endColumn", .int(span.endColumn))]
    }
}
