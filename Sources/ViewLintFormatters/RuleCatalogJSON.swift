import ViewLintDiagnostics

/// One entry of the rule catalogue.
public struct RuleSummary: Sendable {
    public var id: String
    /// The severity in force (the default, or what the configuration sets).
    public var severity: Severity
    public var summary: String
    /// Whether the rule runs under the configuration.
    public var enabled: Bool
    /// Whether the rule runs without being opted in (`opt_in_rules`).
    public var enabledByDefault: Bool
    /// The rule's default severity (SARIF's `defaultConfiguration`).
    public var defaultSeverity: Severity
    /// Longer texts for SARIF: what the rule flags and why, what to write instead, and the
    /// whole documentation as Markdown.
    public var fullDescription: String?
    public var help: String?
    public var helpMarkdown: String?

    public init(
        id: String, severity: Severity, summary: String, enabled: Bool = true, enabledByDefault: Bool = true,
        defaultSeverity: Severity? = nil,
        fullDescription: String? = nil, help: String? = nil, helpMarkdown: String? = nil
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.enabled = enabled
        self.enabledByDefault = enabledByDefault
        self.defaultSeverity = defaultSeverity ?? severity
        self.fullDescription = fullDescription
        self.help = help
        self.helpMarkdown = helpMarkdown
    }
}

/// `viewlint rules --format json`: the catalogue for tools.
public enum RuleCatalogJSON {
    public static func render(_ rules: [RuleSummary]) -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)), ("severity", .string(rule.severity.rawValue)),
                    ("enabled", .bool(rule.enabled)), ("enabledByDefault", .bool(rule.enabledByDefault)),
                    ("summary", .string(rule.summary)),
                ])
            })),
        ]).rendered()
    }
}
