import ViewLintDiagnostics

/// One line of the rule catalogue.
public struct RuleSummary: Sendable {
    public var id: String
    public var severity: Severity
    public var summary: String
    public init(id: String, severity: Severity, summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }
}

/// `viewlint rules --format json`: the catalogue for tools.
public enum RuleCatalogJSON {
    public static func render(_ rules: [RuleSummary]) -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("rules", .array(rules.map { rule in
                .object([("id", .string(rule.id)), ("severity", .string(rule.severity.rawValue)), ("summary", .string(rule.summary))])
            })),
        ]).rendered()
    }
}
